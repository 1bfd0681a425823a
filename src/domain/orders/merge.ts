// The order store's merge (core section 3): records are merged by order_id and a record with a newer
// updated_at is never overwritten by an older one. Equal updated_at values are settled by a fixed
// total order (longer history, then higher rank, then the serialized record), so merging any
// permutation of the same updates gives the same store: the merge keeps the maximum per order_id.
// The store is persistent (./store.ts): a merge copies only what it touches, never the whole store.
import { STATUS_RANK, type OrderStatus } from "./statuses";
import { OrderStore } from "./store";

export { OrderStore };

export type MergeableOrder = {
  order_id: string;
  updated_at: number;
  status: OrderStatus;
  status_history: readonly unknown[];
};

/** > 0 when a is a later version of the order than b, < 0 when older, 0 when the same. */
export function compareVersions(a: MergeableOrder, b: MergeableOrder): number {
  if (a === b) return 0;
  if (a.updated_at !== b.updated_at) return a.updated_at > b.updated_at ? 1 : -1;
  if (a.status_history.length !== b.status_history.length) return a.status_history.length - b.status_history.length;
  const rank = (STATUS_RANK[a.status] ?? 0) - (STATUS_RANK[b.status] ?? 0);
  if (rank !== 0) return rank;
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  return ja === jb ? 0 : ja > jb ? 1 : -1;
}

/** The store with one update merged; the same store object when nothing changed. */
export function mergeOrder<T extends MergeableOrder>(store: OrderStore<T>, update: T): OrderStore<T> {
  const current = store.get(update.order_id);
  if (current !== undefined && compareVersions(update, current) <= 0) return store;
  return store.with(update);
}

/** The store with many updates merged (one new version at most, linear in the updates); the same store object when nothing changed. */
export function mergeOrders<T extends MergeableOrder>(store: OrderStore<T>, updates: Iterable<T>): OrderStore<T> {
  return store.withNewer(updates, (update, current) => compareVersions(update, current) > 0);
}
