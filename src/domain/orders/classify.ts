// The order list tabs of the tracking page (core section 4, "Order list tabs"): which tab an order
// belongs to, the search, the vendor filter, and the five lists sorted by created_at descending.
// Built for large stores: one pass, constant work per order, then one linear sort per list; a
// change of a few orders patches the lists (patchClassified) instead of classifying them again.
import { radixOrder } from "./radix-order";
import type { OrderStatus } from "./statuses";
import { STATUS_GROUPS, STATUS_RANK } from "./statuses";

export const ORDER_TABS = ["new", "preorders", "collected", "delivered", "cancelled"] as const;
/** "delivered" is the "Delivered or returned" tab. */
export type OrderTab = (typeof ORDER_TABS)[number];

/** What classification reads of an order (the list record has all of it). */
export type ClassifiableOrder = {
  order_id: string;
  vendor_id: string;
  created_at: number;
  preordered_for: number | null;
  status: OrderStatus;
  status_history: readonly { status: OrderStatus; created_at: number }[];
  customer: { name: string; phone_number: string };
};

const RANK_WAITING = STATUS_RANK.WAITING_FOR_TRANSPORT;

/** A pre-order scheduled in the future that is still at or before WAITING_FOR_TRANSPORT (rank above 0). */
export function isUpcomingPreorder(order: Pick<ClassifiableOrder, "status" | "preordered_for">, now: number): boolean {
  if (order.preordered_for === null || order.preordered_for === undefined || !(order.preordered_for > now)) return false;
  const rank = STATUS_RANK[order.status];
  return rank > 0 && rank <= RANK_WAITING;
}

/**
 * A DELAYED order counts as New unless its history shows it was already collected, cancelled or
 * delivered (any status of the Collected, Cancelled-like or Finished groups); then it counts as
 * Collected. (The spec words it "does not include all of the collected, cancelled and delivered
 * statuses"; no order can pass through every one of them, so the rule is read as "none of them".)
 */
export function delayedTab(order: Pick<ClassifiableOrder, "status_history">): "new" | "collected" {
  for (const entry of order.status_history) {
    const s = entry.status;
    if (STATUS_GROUPS.collected.has(s) || STATUS_GROUPS.cancelled.has(s) || STATUS_GROUPS.finished.has(s)) return "collected";
  }
  return "new";
}

/** The tab of each status other than DELAYED (whose tab depends on its history), by the groups above, in one lookup. */
const TAB_OF_STATUS: Readonly<Partial<Record<OrderStatus, OrderTab>>> = (() => {
  const tabs: Partial<Record<OrderStatus, OrderTab>> = {};
  const groups = [
    [STATUS_GROUPS.new, "new"],
    [STATUS_GROUPS.collected, "collected"],
    [STATUS_GROUPS.finished, "delivered"],
    [STATUS_GROUPS.cancelled, "cancelled"],
  ] as const;
  // The first group wins, as the if-chain of the rule reads.
  for (const [group, tab] of [...groups].reverse()) for (const status of group) tabs[status] = tab;
  return tabs;
})();

/** The tab of one order at `now` (unix seconds); null when it belongs to none (e.g. INITIATED). */
export function orderTab(order: Pick<ClassifiableOrder, "status" | "preordered_for" | "status_history">, now: number): OrderTab | null {
  const { status } = order;
  if (isUpcomingPreorder(order, now)) return "preorders";
  if (status === "DELAYED") return delayedTab(order);
  return TAB_OF_STATUS[status] ?? null;
}

const SPACES = /\s+/g;

/** The search text as compared: spaces removed, lower case ("" means no search). */
export const normalizeSearch = (text: string): string => text.replace(SPACES, "").toLowerCase();

/**
 * normalizeSearch(text).includes(normalizedSearch), without making the normalized copy: text of
 * ASCII only is compared in place (ASCII white space skipped, A–Z compared as a–z, which is all
 * that normalizeSearch changes in ASCII); text with any other character takes normalizeSearch
 * itself (Unicode white space and case mappings). A search over 100k orders made three strings per
 * order and field before (bench/client-work.ts).
 */
export function includesNormalized(text: string, normalizedSearch: string): boolean {
  const n = text.length;
  const m = normalizedSearch.length;
  if (m === 0) return true;
  const first = normalizedSearch.charCodeAt(0);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return normalizeSearch(text).includes(normalizedSearch);
    if ((c >= 0x41 && c <= 0x5a ? c + 0x20 : c) !== first) continue;
    let j = 1;
    for (let k = i + 1; j < m && k < n; k++) {
      const d = text.charCodeAt(k);
      if (d > 0x7f) return normalizeSearch(text).includes(normalizedSearch);
      if (d === 0x20 || (d >= 0x09 && d <= 0x0d)) continue;
      if ((d >= 0x41 && d <= 0x5a ? d + 0x20 : d) !== normalizedSearch.charCodeAt(j)) break;
      j++;
    }
    if (j === m) return true;
  }
  return false;
}

/** Whether an order matches a normalized search over order_id, customer phone and customer name (spaces ignored). */
export function matchesSearch(order: Pick<ClassifiableOrder, "order_id" | "customer">, normalizedSearch: string): boolean {
  if (!normalizedSearch) return true;
  return (
    includesNormalized(order.order_id, normalizedSearch) ||
    includesNormalized(order.customer.phone_number, normalizedSearch) ||
    includesNormalized(order.customer.name, normalizedSearch)
  );
}

export type ClassifyOptions = {
  /** Unix seconds. */
  now: number;
  /** The selected vendor; null shows every vendor's orders. */
  vendorId: string | null;
  /** The all-outlets mode: every order of the store is shown, whatever its vendor. */
  includeAllOutlets: boolean;
  /** The search box text (raw; spaces are ignored). */
  search?: string;
  /** Only the current orders (isCurrentOrder) of the day that starts at this time (unix seconds). */
  currentSince?: number;
};

/** An order of the tracking page: created at or after the start of today, or scheduled for today or later. */
export const isCurrentOrder = (order: Pick<ClassifiableOrder, "created_at" | "preordered_for">, startOfTodaySec: number): boolean =>
  order.created_at >= startOfTodaySec || (order.preordered_for !== null && order.preordered_for >= startOfTodaySec);

export type ClassifiedOrders<T> = Record<OrderTab, T[]>;

/** Newest first; order_id descending breaks ties so the result never depends on the input order. */
export const byCreatedAtDesc = (a: Pick<ClassifiableOrder, "created_at" | "order_id">, b: Pick<ClassifiableOrder, "created_at" | "order_id">) =>
  b.created_at - a.created_at || (a.order_id < b.order_id ? 1 : a.order_id > b.order_id ? -1 : 0);

/**
 * Sorts a list newest first, exactly as byCreatedAtDesc, in linear time: a stable LSD radix sort
 * of the positions by created_at (unix seconds, relative to the oldest; 11 bits a pass, two passes
 * for a span of 48 days), then runs of equal created_at ordered by order_id. A comparator sort of
 * 100k orders is n log n and several times slower; lists that are short or whose created_at is
 * not a whole number of seconds take the comparator. `createdAt` and `ids` are the created_at and
 * order_id of each entry, read by the caller while the record was at hand: a pass over 100k
 * records scattered in memory costs more than the sort itself, and so did reading the records of
 * every tie again (at 100k orders of two days, a quarter of them share their second with another).
 */
export function sortNewestFirst<T extends Pick<ClassifiableOrder, "created_at" | "order_id">>(
  list: T[],
  createdAt?: ArrayLike<number>,
  ids?: ArrayLike<string>,
): T[] {
  const n = list.length;
  if (n < 256 || n >= 2 ** 32) return list.sort(byCreatedAtDesc);
  const at = createdAt ?? list.map((o) => o.created_at);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const a = at[i];
    if (!Number.isInteger(a)) return list.sort(byCreatedAtDesc);
    if (a < min) min = a;
    if (a > max) max = a;
  }
  if (max - min >= 2 ** 32) return list.sort(byCreatedAtDesc);
  const keys = new Uint32Array(n);
  for (let i = 0; i < n; i++) keys[i] = at[i] - min;
  const order = radixOrder(keys, max - min);
  const spare = new Uint32Array(n);
  // order is oldest first: newest first is order read backwards, into spare. Runs of equal
  // created_at (found on the keys) are put in order_id descending order on the positions, by
  // insertion (a tie is a few orders created in the same second), comparing the ids (not the records).
  for (let i = 0; i < n; i++) spare[i] = order[n - 1 - i];
  for (let start = 0; start < n; ) {
    const key = keys[spare[start]];
    let end = start + 1;
    while (end < n && keys[spare[end]] === key) end++;
    for (let i = start + 1; i < end; i++) {
      const p = spare[i];
      const id = ids ? ids[p] : list[p].order_id;
      let j = i - 1;
      while (j >= start && (ids ? ids[spare[j]] : list[spare[j]].order_id) < id) {
        spare[j + 1] = spare[j];
        j--;
      }
      spare[j + 1] = p;
    }
    start = end;
  }
  // (A copy by slice, not new Array(n): V8 keeps a preallocated array of 100k or more as a dictionary.)
  const source = list.slice();
  for (let i = 0; i < n; i++) list[i] = source[spare[i]];
  return list;
}

/** The five tab lists of the orders that pass the vendor filter and the search, each sorted newest first. */
export function classifyOrders<T extends ClassifiableOrder>(orders: Iterable<T>, options: ClassifyOptions): ClassifiedOrders<T> {
  const { now, vendorId, includeAllOutlets } = options;
  const search = normalizeSearch(options.search ?? "");
  const filterVendor = !includeAllOutlets && vendorId !== null;
  const since = options.currentSince;
  const lists: ClassifiedOrders<T> = { new: [], preorders: [], collected: [], delivered: [], cancelled: [] };
  const createdAt: Record<OrderTab, number[]> = { new: [], preorders: [], collected: [], delivered: [], cancelled: [] };
  const ids: Record<OrderTab, string[]> = { new: [], preorders: [], collected: [], delivered: [], cancelled: [] };
  // One pass that reads each record once (its created_at and order_id are kept for the sort).
  for (const order of orders) {
    if (filterVendor && order.vendor_id !== vendorId) continue;
    if (since !== undefined && !isCurrentOrder(order, since)) continue;
    const tab = orderTab(order, now);
    if (tab === null) continue;
    if (search && !matchesSearch(order, search)) continue;
    lists[tab].push(order);
    createdAt[tab].push(order.created_at);
    ids[tab].push(order.order_id);
  }
  for (const tab of ORDER_TABS) sortNewestFirst(lists[tab], createdAt[tab], ids[tab]);
  return lists;
}

/** Index of the first entry of a newest-first list that does not come before `order` (binary search). */
function placeIn<T extends Pick<ClassifiableOrder, "created_at" | "order_id">>(list: readonly T[], order: T): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byCreatedAtDesc(list[mid], order) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The tab lists after some orders changed, without classifying the rest again: each change is a
 * [record before | undefined, record after | undefined] pair, `tabOf` says where a record belongs
 * (null: in no list; the same rule the lists were built with). A record leaves its list by binary
 * search and the new one enters at its place, so one update costs a search and one copy of the
 * lists it touches; lists no change touches are the same arrays as before (a view keyed on them
 * does not re-render). Equal to classifying the whole store again (tests/domain/orders/tab-patch.test.ts).
 */
export function patchClassified<T extends ClassifiableOrder>(
  lists: ClassifiedOrders<T>,
  changes: Iterable<readonly [T | undefined, T | undefined]>,
  tabOf: (order: T) => OrderTab | null,
): ClassifiedOrders<T> {
  let next: ClassifiedOrders<T> | null = null;
  const copied = new Set<OrderTab>();
  const writable = (tab: OrderTab): T[] => {
    next ??= { ...lists };
    if (!copied.has(tab)) {
      next[tab] = next[tab].slice();
      copied.add(tab);
    }
    return next[tab];
  };
  for (const [before, after] of changes) {
    const from = before === undefined ? null : tabOf(before);
    const to = after === undefined ? null : tabOf(after);
    if (from !== null && before !== undefined) {
      // (created_at, order_id) is a total order over a list: the search lands on the order itself.
      const list = writable(from);
      const i = placeIn(list, before);
      if (i < list.length && list[i].order_id === before.order_id) list.splice(i, 1);
    }
    if (to !== null && after !== undefined) {
      const list = writable(to);
      list.splice(placeIn(list, after), 0, after);
    }
  }
  return next ?? lists;
}

/** Where classifyOrders puts an order with these options (null: filtered out or in no tab), for patchClassified. */
export function classifiedTabRule(options: ClassifyOptions): (order: ClassifiableOrder) => OrderTab | null {
  const { now, vendorId, includeAllOutlets, currentSince } = options;
  const search = normalizeSearch(options.search ?? "");
  const filterVendor = !includeAllOutlets && vendorId !== null;
  return (order) => {
    if (filterVendor && order.vendor_id !== vendorId) return null;
    if (currentSince !== undefined && !isCurrentOrder(order, currentSince)) return null;
    const tab = orderTab(order, now);
    if (tab === null) return null;
    if (search && !matchesSearch(order, search)) return null;
    return tab;
  };
}
