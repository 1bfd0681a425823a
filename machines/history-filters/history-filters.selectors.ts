// Selectors of the history filters: the history page's filter bar, its messages and its rows.
import type { OrderRecord } from "@domain/contract";
import { MAX_HISTORY_RANGE_DAYS } from "@domain/orders";
import type { SnapshotFrom } from "xstate";
import type { historyFiltersMachine } from "./history-filters.machine";
import { filterHistoryRows, type StoredHistoryFilters } from "@domain/history/filters";

type Snapshot = SnapshotFrom<typeof historyFiltersMachine>;

export type RangeProblemView = { kind: "end-before-start" } | { kind: "too-long"; maxDays: number } | null;

export const selectPreset = (s: Snapshot) => s.context.preset;
export const selectCustomDays = (s: Snapshot) => ({ from: s.context.customFrom, to: s.context.customTo });
export const selectStatusFilter = (s: Snapshot) => s.context.status;
export const selectHistorySearch = (s: Snapshot) => s.context.search;
export const selectHistorySearchHistory = (s: Snapshot) => s.context.searchHistory;
/** The range last asked for (unix seconds). */
export const selectHistoryRange = (s: Snapshot) => s.context.range;
/** The phone sent as customer_phone_number (null: no phone search). */
export const selectAppliedPhone = (s: Snapshot) => s.context.phone;
/** What persists (the date range and status filters). */
export const selectStoredFilters = (s: Snapshot): StoredHistoryFilters => ({
  preset: s.context.preset,
  customFrom: s.context.customFrom,
  customTo: s.context.customTo,
  status: s.context.status,
});

/** The Custom preset waits for both days. */
export const selectIsChoosingRange = (s: Snapshot) => s.matches({ filters: { open: "choosingRange" } });
/** Why the custom period is refused, or null. */
export const selectRangeProblem = (s: Snapshot): RangeProblemView => {
  if (s.matches({ filters: { open: { rangeInvalid: "endBeforeStart" } } })) return { kind: "end-before-start" };
  if (s.matches({ filters: { open: { rangeInvalid: "tooLong" } } })) return { kind: "too-long", maxDays: MAX_HISTORY_RANGE_DAYS };
  return null;
};

const rowsCache = new WeakMap<readonly OrderRecord[], { key: string; value: OrderRecord[] }>();

/** The history rows after the status filter and the order-id search (memoized per loaded list). */
export function selectFilteredRows(s: Snapshot, rows: readonly OrderRecord[], vendorId: string | null, nowMs: number): OrderRecord[] {
  const nowSec = Math.floor(nowMs / 1000);
  const key = `${s.context.status}\u0000${s.context.search}\u0000${vendorId}\u0000${nowSec}`;
  const hit = rowsCache.get(rows);
  if (hit && hit.key === key) return hit.value;
  const value = filterHistoryRows(rows, { status: s.context.status, search: s.context.search, vendorId, nowSec });
  rowsCache.set(rows, { key, value });
  return value;
}
