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
