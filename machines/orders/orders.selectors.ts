// Selectors of the order store: the tracking page's tabs and counts, the selected order, the
// history list, search and loading state. Classification is memoized per `orders` object: the
// store's merge returns the same object when nothing changed, so re-rendering with the same store,
// selection, search and time costs a lookup. Pass a `now` that moves in coarse steps (e.g. the
// minute) to keep the cache warm: time only matters for whether a pre-order is still upcoming.
import type { OrderRecord } from "@domain/contract";
import { type ClassifiedOrders, classifyOrders, ORDER_TABS, type OrderTab, startOfDay } from "@domain/orders";
import type { SnapshotFrom } from "xstate";
import type { ordersMachine } from "./orders.machine";

type Snapshot = SnapshotFrom<typeof ordersMachine>;
type Store = Snapshot["context"]["orders"];

const nowSec = (ms: number) => Math.floor(ms / 1000);

/** An order of the tracking page: created today or later, or scheduled for today or later. */
export const isCurrentOrder = (order: OrderRecord, startOfTodaySec: number): boolean =>
  order.created_at >= startOfTodaySec || (order.preordered_for !== null && order.preordered_for >= startOfTodaySec);

const tabsCache = new WeakMap<Store, { key: string; value: ClassifiedOrders<OrderRecord> }>();

/**
 * The five tabs (New, Pre-orders, Collected, Delivered or returned, Cancelled) of the current orders
 * at `nowMs`: filtered to the selected vendor unless all outlets are shown, searched (spaces
 * ignored, order id / phone / name), each sorted by created_at descending.
 */
export function selectTabs(s: Snapshot, nowMs: number): ClassifiedOrders<OrderRecord> {
  const c = s.context;
  const now = nowSec(nowMs);
  const key = `${c.vendorId}\u0000${c.includeAllOutlets}\u0000${c.search}\u0000${now}\u0000${c.timeZone}`;
  const hit = tabsCache.get(c.orders);
  if (hit && hit.key === key) return hit.value;
  const today = startOfDay(now, c.timeZone);
  const current = Object.values(c.orders).filter((o) => isCurrentOrder(o, today));
  const value = classifyOrders(current, { now, vendorId: c.vendorId, includeAllOutlets: c.includeAllOutlets, search: c.search });
  tabsCache.set(c.orders, { key, value });
  return value;
}

/** Number of orders in each tab. */
export function selectTabCounts(s: Snapshot, nowMs: number): Record<OrderTab, number> {
  const tabs = selectTabs(s, nowMs);
  return Object.fromEntries(ORDER_TABS.map((t) => [t, tabs[t].length])) as Record<OrderTab, number>;
}

/** The order with that id from the store (the route's order_id), or null. */
export const selectOrder = (s: Snapshot, orderId: string | null | undefined): OrderRecord | null =>
  (orderId ? s.context.orders[orderId] : undefined) ?? null;

const pastCache = new WeakMap<Store, { ids: readonly string[]; value: OrderRecord[] }>();

/** The history list in the platform's order, each order in its newest version. */
export function selectPastOrders(s: Snapshot): OrderRecord[] {
  const { orders, pastIds } = s.context;
  const hit = pastCache.get(orders);
  if (hit && hit.ids === pastIds) return hit.value;
  const value = pastIds.map((id) => orders[id]).filter((o): o is OrderRecord => o !== undefined);
  pastCache.set(orders, { ids: pastIds, value });
  return value;
}

export const selectOrdersStore = (s: Snapshot) => s.context.orders;
export const selectSearch = (s: Snapshot) => s.context.search;
export const selectSearchHistory = (s: Snapshot) => s.context.searchHistory;
export const selectOrdersVendor = (s: Snapshot) => ({ vendorId: s.context.vendorId, includeAllOutlets: s.context.includeAllOutlets });
export const selectPastQuery = (s: Snapshot) => s.context.pastQuery;
export const selectLastUpdateAt = (s: Snapshot) => s.context.lastUpdateAt;

/** The active or pre-order list is being read. */
export const selectIsLoadingCurrent = (s: Snapshot) => s.hasTag("loadingCurrent");
/** A history page is being read. */
export const selectIsLoadingPast = (s: Snapshot) => s.hasTag("loadingPast");
export const selectCurrentFailed = (s: Snapshot) => s.matches({ vendorSelected: { current: "failed" } });
export const selectPastFailed = (s: Snapshot) => s.matches({ vendorSelected: { past: "failed" } });
/** The history has a further page to load ("load more" / infinite scroll). */
export const selectHasMorePast = (s: Snapshot) => s.matches({ vendorSelected: { past: "ready" } }) && s.context.pagination.past !== null;
