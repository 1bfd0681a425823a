// Display helpers of the request page (amounts: src/app/components/money.ts): minutes and metres of
// the estimations, and the pre-order time, which the form shows as a local date and time in the
// COUNTRY's time zone (not the browser's) and the order carries as unix seconds.
import { formatWallClockMinute, instantOf, parseWallClock, wallClockAt } from "@domain/zoned-time";

export function formatDistance(metres: number, locale: string): string {
  const km = metres / 1000;
  return new Intl.NumberFormat(locale, { style: "unit", unit: km >= 1 ? "kilometer" : "meter", maximumFractionDigits: 1 }).format(km >= 1 ? km : Math.round(metres));
}

/** "2026-11-22T14:30" (datetime-local) in the time zone → unix seconds; null when empty or unreadable. */
export function localInputToUnix(value: string, timeZone: string): number | null {
  if (!value.trim()) return null;
  try {
    const local = parseWallClock(value);
    return local ? instantOf(local, timeZone) / 1000 : null;
  } catch {
    return null;
  }
}

/** Unix seconds → "2026-11-22T14:30" in the time zone (datetime-local value); "" for null. */
export function unixToLocalInput(seconds: number | null, timeZone: string): string {
  if (seconds === null || !Number.isFinite(seconds)) return "";
  return formatWallClockMinute(wallClockAt(seconds * 1000, timeZone));
}

/** How the language writes a date and a time: field order, separators and clock (the pre-order field). */
export type DateInputShape = {
  fieldsOrder: ("day" | "month" | "year")[];
  dateSeparator: string;
  timeSeparator: string;
  format: "12h" | "24h";
};

const shapes = new Map<string, DateInputShape>();
const SAMPLE = new Date(Date.UTC(2026, 10, 27, 15, 45));
const literal = (parts: Intl.DateTimeFormatPart[], fallback: string) =>
  parts.find((p) => p.type === "literal")?.value.replace(/[\s\u200e\u200f\u061c]/g, "") || fallback;

/** The shape of dates in a locale from Intl: da-DK 27.11.2026 15.45, en-DK 27/11/2026 15:45, en-US 11/27/2026 3:45 PM. */
export function dateInputShape(locale: string): DateInputShape {
  let shape = shapes.get(locale);
  if (!shape) {
    const date = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }).formatToParts(SAMPLE);
    const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
    const order = date.map((p) => p.type).filter((t): t is "day" | "month" | "year" => t === "day" || t === "month" || t === "year");
    const cycle = time.resolvedOptions().hourCycle;
    shape = {
      fieldsOrder: order.length === 3 ? order : ["day", "month", "year"],
      dateSeparator: literal(date, "/"),
      timeSeparator: literal(time.formatToParts(SAMPLE), ":"),
      format: cycle === "h11" || cycle === "h12" ? "12h" : "24h",
    };
    shapes.set(locale, shape);
  }
  return shape;
}

/** "2026-11-22T14:30" (the form's local value) ↔ "2026-11-22 14:30:00" (the date field's value). */
export const toDateFieldValue = (local: string): string | null => (local ? `${local.replace("T", " ")}:00` : null);
export const fromDateFieldValue = (value: string | null): string => (value ? value.slice(0, 16).replace(" ", "T") : "");
