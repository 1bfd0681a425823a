// Rules of the history filters (core section 3 "Filters", section 5 "History search", section 9
// default date filter). Pure: the history-filters machine, its selectors and the history view use
// them; reading and writing local storage stays with the composition root (it passes the raw text).
// - Date presets Yesterday (the default), Past week, Past month, Custom (two calendar days), in the
//   deployment's time zone with the domain windows.
// - Status filter ANY, NEW, COLLECTED, DELIVERED, CANCELLED over the loaded rows (the platform's
//   list call has no status parameter): NEW is the New and Pre-orders tabs, COLLECTED the Collected
//   tab, DELIVERED the Delivered-or-returned tab, CANCELLED the Cancelled tab (the tab rules of
//   src/domain/orders/classify.ts).
// - Search: a phone number applies (as the customer_phone_number query) only when, spaces removed,
//   it is a possible number of the country (./phone-search.ts: the phone metadata, loaded by the
//   history-filters machine's `loadPhoneRules` actor, not with this module); an order id applies (as a filter of the rows) only when
//   the text begins with the selected vendor id and a dash. Any other text does not filter.
// - Only the date range and the status filter persist (the outlet toggle persists elsewhere).
import type { OrderRecord } from "../contract";
import { type DatePreset, DATE_PRESETS, type DateRange, customRange, orderTab, presetRange } from "../orders";
import * as v from "valibot";

export const STATUS_FILTERS = ["ANY", "NEW", "COLLECTED", "DELIVERED", "CANCELLED"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const DEFAULT_PRESET: DatePreset = "yesterday";

/** What persists in local storage: the date-range filter and the status filter, nothing else. */
export type StoredHistoryFilters = {
  preset: DatePreset;
  /** Custom range days (YYYY-MM-DD in the country's calendar); null until chosen. */
  customFrom: string | null;
  customTo: string | null;
  status: StatusFilter;
};

export const DEFAULT_HISTORY_FILTERS: StoredHistoryFilters = { preset: DEFAULT_PRESET, customFrom: null, customTo: null, status: "ANY" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = v.fallback(v.nullable(v.pipe(v.string(), v.regex(DAY))), null);

const StoredSchema = v.object({
  preset: v.fallback(v.picklist(DATE_PRESETS), DEFAULT_PRESET),
  customFrom: day,
  customTo: day,
  status: v.fallback(v.picklist(STATUS_FILTERS), "ANY"),
});

/** Reads the stored filters (JSON text); anything unreadable falls back to the defaults, field by field. */
export function readStoredFilters(raw: string | null | undefined): StoredHistoryFilters {
  if (!raw) return { ...DEFAULT_HISTORY_FILTERS };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_HISTORY_FILTERS };
  }
  const parsed = v.safeParse(StoredSchema, value);
  return parsed.success ? parsed.output : { ...DEFAULT_HISTORY_FILTERS };
}

/** Whether a text is a calendar day (YYYY-MM-DD). */
export const isDay = (value: string | null | undefined): value is string => typeof value === "string" && DAY.test(value);

/** The range of a preset at `nowSec`, or of the custom days (null while one of them is missing). */
export function rangeOf(filters: Pick<StoredHistoryFilters, "preset" | "customFrom" | "customTo">, nowSec: number, timeZone: string): DateRange | null {
  if (filters.preset !== "custom") return presetRange(filters.preset, nowSec, timeZone);
  if (!isDay(filters.customFrom) || !isDay(filters.customTo)) return null;
  return customRange(filters.customFrom, filters.customTo, timeZone);
}

/** The order-id prefix of a history search, or null when the text does not begin with "{vendorId}-". */
export function orderIdSearchOf(text: string, vendorId: string | null): string | null {
  if (!vendorId) return null;
  const compact = text.replace(/\s+/g, "");
  return compact.toLowerCase().startsWith(`${vendorId.toLowerCase()}-`) ? compact : null;
}

/** Whether an order passes the status filter at `nowSec`. */
export function matchesStatusFilter(order: OrderRecord, status: StatusFilter, nowSec: number): boolean {
  if (status === "ANY") return true;
  const tab = orderTab(order, nowSec);
  switch (status) {
    case "NEW":
      return tab === "new" || tab === "preorders";
    case "COLLECTED":
      return tab === "collected";
    case "DELIVERED":
      return tab === "delivered";
    case "CANCELLED":
      return tab === "cancelled";
  }
}

export type HistoryRowFilter = { status: StatusFilter; search: string; vendorId: string | null; nowSec: number };

/** The rows the history table shows: the status filter and, when the search is an order id, the id prefix. */
export function filterHistoryRows(rows: readonly OrderRecord[], filter: HistoryRowFilter): OrderRecord[] {
  const prefix = orderIdSearchOf(filter.search, filter.vendorId)?.toLowerCase() ?? null;
  if (filter.status === "ANY" && prefix === null) return rows as OrderRecord[];
  return rows.filter(
    (o) => matchesStatusFilter(o, filter.status, filter.nowSec) && (prefix === null || o.order_id.toLowerCase().startsWith(prefix)),
  );
}

/**
 * Whether a search could be a phone number (spaces removed: digits, +, ( ) and - only, with a digit):
 * only such a search needs the phone rules (./phone-search.ts, libphonenumber), which load for it.
 */
export function mayBePhoneSearch(text: string): boolean {
  const compact = text.replace(/\s+/g, "");
  return /\d/.test(compact) && !/[^\d+()-]/.test(compact);
}
