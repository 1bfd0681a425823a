// Fetch windows of the order store (core section 9) and the history date presets, all in the
// deployment's time zone with Temporal: active orders from the start of today to now (200), pre-orders
// up to now + 2 days, past pages of 30 (50 with outlets). Times are unix seconds.
import { Temporal } from "@js-temporal/polyfill";

export const ACTIVE_ORDERS_COUNT = 200;
export const PREORDER_DAYS_AHEAD = 2;
export const PAST_PAGE_SIZE = 30;
export const PAST_PAGE_SIZE_WITH_OUTLETS = 50;
/** The longest custom history period accepted (the spec: "must not be too long"; limit not shown). */
export const MAX_HISTORY_RANGE_DAYS = 92;

const zoned = (nowSec: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(Math.floor(nowSec * 1000)).toZonedDateTimeISO(timeZone);
const seconds = (z: Temporal.ZonedDateTime) => Math.floor(z.epochMilliseconds / 1000);

/** Start of the calendar day of `nowSec` in the time zone. */
export const startOfDay = (nowSec: number, timeZone: string): number => seconds(zoned(nowSec, timeZone).startOfDay());

/** Last second of the calendar day of `nowSec` in the time zone. */
export const endOfDay = (nowSec: number, timeZone: string): number => seconds(zoned(nowSec, timeZone).startOfDay().add({ days: 1 })) - 1;

export type FetchWindow = { from: number; to: number; count: number };

/** Active orders: created from the start of today to now, at most 200. */
export const activeWindow = (nowSec: number, timeZone: string): FetchWindow => ({
  from: startOfDay(nowSec, timeZone),
  to: Math.floor(nowSec),
  count: ACTIVE_ORDERS_COUNT,
});

/**
 * Pre-orders (scheduled=true, on preordered_for): from the start of today (so a pre-order whose time
 * has just passed is still fetched) to now + 2 days.
 */
export const preorderWindow = (nowSec: number, timeZone: string): FetchWindow & { scheduled: true } => ({
  from: startOfDay(nowSec, timeZone),
  to: Math.floor(nowSec) + PREORDER_DAYS_AHEAD * 86_400,
  count: ACTIVE_ORDERS_COUNT,
  scheduled: true,
});

export const pastPageSize = (includeOutlets: boolean): number => (includeOutlets ? PAST_PAGE_SIZE_WITH_OUTLETS : PAST_PAGE_SIZE);

export const DATE_PRESETS = ["yesterday", "pastWeek", "pastMonth", "custom"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type DateRange = { from: number; to: number };

/**
 * History presets in the time zone: Yesterday (the default) is yesterday from its start to its end;
 * PastWeek and PastMonth end now and start at the start of the day 7 days / 1 month ago.
 */
export function presetRange(preset: Exclude<DatePreset, "custom">, nowSec: number, timeZone: string): DateRange {
  const today = zoned(nowSec, timeZone).startOfDay();
  if (preset === "yesterday") return { from: seconds(today.subtract({ days: 1 })), to: seconds(today) - 1 };
  const from = preset === "pastWeek" ? today.subtract({ days: 7 }) : today.subtract({ months: 1 });
  return { from: seconds(from), to: Math.floor(nowSec) };
}

export type RangeProblem = "end-before-start" | "too-long";

/** Checks a custom range (whole days in the time zone): the end not before the start, at most MAX_HISTORY_RANGE_DAYS. */
export function checkCustomRange(range: DateRange, timeZone: string, maxDays = MAX_HISTORY_RANGE_DAYS): RangeProblem | null {
  if (range.to < range.from) return "end-before-start";
  const start = zoned(range.from, timeZone).toPlainDate();
  const end = zoned(range.to, timeZone).toPlainDate();
  return start.until(end, { largestUnit: "days" }).days + 1 > maxDays ? "too-long" : null;
}

/** A custom range from two calendar days (YYYY-MM-DD) in the time zone: start of the first to end of the last. */
export function customRange(fromDay: string, toDay: string, timeZone: string): DateRange {
  const from = Temporal.PlainDate.from(fromDay).toZonedDateTime({ timeZone });
  const to = Temporal.PlainDate.from(toDay).toZonedDateTime({ timeZone }).add({ days: 1 });
  return { from: seconds(from), to: seconds(to) - 1 };
}
