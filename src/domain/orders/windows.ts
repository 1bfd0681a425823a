// Fetch windows of the order store (core section 9) and the history date presets, all in the
// deployment's time zone (src/domain/zoned-time.ts, Intl only): active orders from the start of today to now (200), pre-orders
// up to now + 2 days, past pages of 30 (50 with outlets). Times are unix seconds.
import { addDays, addMonths, daysBetween, type PlainDate, parseWallClock, startOfDateMs, wallClockAt } from "../zoned-time";

export const ACTIVE_ORDERS_COUNT = 200;
export const PREORDER_DAYS_AHEAD = 2;
export const PAST_PAGE_SIZE = 30;
export const PAST_PAGE_SIZE_WITH_OUTLETS = 50;
/** The longest custom history period accepted (the spec: "must not be too long"; limit not shown). */
export const MAX_HISTORY_RANGE_DAYS = 92;

/** The calendar date of `nowSec` in the time zone. */
const dateOf = (nowSec: number, timeZone: string): PlainDate => {
  const w = wallClockAt(Math.floor(nowSec * 1000), timeZone);
  return { year: w.year, month: w.month, day: w.day };
};
/** Unix seconds of the start of a calendar date in the time zone. */
const startOf = (d: PlainDate, timeZone: string) => Math.floor(startOfDateMs(d, timeZone) / 1000);

/** Start of the calendar day of `nowSec` in the time zone. */
export const startOfDay = (nowSec: number, timeZone: string): number => startOf(dateOf(nowSec, timeZone), timeZone);

/** Last second of the calendar day of `nowSec` in the time zone. */
export const endOfDay = (nowSec: number, timeZone: string): number => startOf(addDays(dateOf(nowSec, timeZone), 1), timeZone) - 1;

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
  const today = dateOf(nowSec, timeZone);
  if (preset === "yesterday") return { from: startOf(addDays(today, -1), timeZone), to: startOf(today, timeZone) - 1 };
  const from = preset === "pastWeek" ? addDays(today, -7) : addMonths(today, -1);
  return { from: startOf(from, timeZone), to: Math.floor(nowSec) };
}

export type RangeProblem = "end-before-start" | "too-long";

/** Checks a custom range (whole days in the time zone): the end not before the start, at most MAX_HISTORY_RANGE_DAYS. */
export function checkCustomRange(range: DateRange, timeZone: string, maxDays = MAX_HISTORY_RANGE_DAYS): RangeProblem | null {
  if (range.to < range.from) return "end-before-start";
  const start = dateOf(range.from, timeZone);
  const end = dateOf(range.to, timeZone);
  return daysBetween(start, end) + 1 > maxDays ? "too-long" : null;
}

/** A custom range from two calendar days (YYYY-MM-DD) in the time zone: start of the first to end of the last. */
export function customRange(fromDay: string, toDay: string, timeZone: string): DateRange {
  const date = (day: string): PlainDate => {
    const w = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseWallClock(day) : null;
    if (!w) throw new RangeError(`not a calendar date: ${day}`);
    return { year: w.year, month: w.month, day: w.day };
  };
  return { from: startOf(date(fromDay), timeZone), to: startOf(addDays(date(toDay), 1), timeZone) - 1 };
}
