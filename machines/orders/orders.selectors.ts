// Selectors of the order store: the tracking page's tabs and counts, the selected order, the
// history list, search and loading state. Classification is memoized per `orders` object: the
// store's merge returns the same object when nothing changed, so re-rendering with the same store,
// selection, search and time costs a lookup, and a live update patches the previous tabs. Pass a `now` that moves in coarse steps (e.g. the
// minute) to keep the cache warm: time only matters for whether a pre-order is still upcoming.
import type { OrderRecord } from "@domain/contract";
import { type ClassifiedOrders, classifiedTabRule, classifyOrders, ORDER_TABS, type OrderTab, patchClassified, startOfDay } from "@domain/orders";
import type { SnapshotFrom } from "xstate";
import type { ordersMachine } from "./orders.machine";

type Snapshot = SnapshotFrom<typeof ordersMachine>;
type Store = Snapshot["context"]["orders"];

const nowSec = (ms: number) => Math.floor(ms / 1000);


/** At most this many changed orders are patched into the previous tabs; more are classified afresh. */
const PATCH_LIMIT = 64;
/** The last tabs per selection key (a few: the page and the tracking view may ask with different times). */
const recentTabs = new Map<string, { store: Store; value: ClassifiedOrders<OrderRecord> }>();
const RECENT_KEYS = 4;

/**
 * The five tabs (New, Pre-orders, Collected, Delivered or returned, Cancelled) of the current orders
 * at `nowMs`: filtered to the selected vendor unless all outlets are shown, searched (spaces
 * ignored, order id / phone / name), each sorted by created_at descending.
 * Incremental: when the same selection was classified for an earlier version of the store, only the
 * orders that changed since (found by the store's structure, not by a pass over it) move between
 * the lists, and lists no change touches keep their identity.
 */
export function selectTabs(s: Snapshot, nowMs: number): ClassifiedOrders<OrderRecord> {
  const c = s.context;
  const now = nowSec(nowMs);
  const key = `${c.vendorId}\u0000${c.includeAllOutlets}\u0000${c.search}\u0000${now}\u0000${c.timeZone}`;
  const hit = recentTabs.get(key);
  if (hit && hit.store === c.orders) return hit.value;
  const options = { now, vendorId: c.vendorId, includeAllOutlets: c.includeAllOutlets, search: c.search, currentSince: startOfDay(now, c.timeZone) };
  const changes = hit ? c.orders.changesSince(hit.store, PATCH_LIMIT) : null;
  const value = hit && changes ? patchClassified(hit.value, changes, classifiedTabRule(options)) : classifyOrders(c.orders.values(), options);
  recentTabs.delete(key);
  recentTabs.set(key, { store: c.orders, value });
  if (recentTabs.size > RECENT_KEYS) recentTabs.delete(recentTabs.keys().next().value as string);
  return value;
}

/** Number of orders in each tab. */
export function selectTabCounts(s: Snapshot, nowMs: number): Record<OrderTab, number> {
  const tabs = selectTabs(s, nowMs);
  return Object.fromEntries(ORDER_TABS.map((t) => [t, tabs[t].length])) as Record<OrderTab, number>;
}

/** The order with that id from the store (the route's order_id), or null. */
export const selectOrder = (s: Snapshot, orderId: string | null | undefined): OrderRecord | null =>
  (orderId ? s.context.orders.get(orderId) : undefined) ?? null;

const pastCache = new WeakMap<Store, { ids: readonly string[]; value: OrderRecord[] }>();

/** The history list in the platform's order, each order in its newest version. */
export function selectPastOrders(s: Snapshot): OrderRecord[] {
  const { orders, pastIds } = s.context;
  const hit = pastCache.get(orders);
  if (hit && hit.ids === pastIds) return hit.value;
  const value = pastIds.map((id) => orders.get(id)).filter((o): o is OrderRecord => o !== undefined);
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
