// Wall-clock time in an IANA time zone with nothing but `Intl` (issue 14: the Temporal polyfill was
// 44 KB gz on every page). The few operations the domain needs — the wall clock of an instant, the
// instant of a wall-clock time, the start of a day, whole days and months on calendar dates — with
// Temporal's semantics: a wall-clock time that does not exist (the spring-forward gap) moves forward
// by the gap, one that exists twice (fall back) is the earlier instant ("compatible"); adding months
// clamps the day to the month's length ("constrain").

/** A calendar date and wall-clock time (month 1–12). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };
export type PlainDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of the instant `epochMs` in `timeZone` (throws RangeError on an unknown zone, as Temporal does). */
export function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const parts = formatter(timeZone).formatToParts(new Date(Math.floor(epochMs / 1000) * 1000));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const era = parts.find((p) => p.type === "era")?.value;
  const year = era === "BC" || era === "B" ? 1 - get("year") : get("year");
  return { year, month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

const utcOf = (w: WallClock) => {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, 0);
  return d.getTime();
};

/** The zone's offset from UTC at the instant, in ms. */
const offsetAt = (epochMs: number, timeZone: string) => utcOf(wallClockAt(epochMs, timeZone)) - Math.floor(epochMs / 1000) * 1000;

/** The instant (epoch ms) of a wall-clock time in the zone; gaps move forward, repeated times take the earlier. */
export function instantOf(w: WallClock, timeZone: string): number {
  const local = utcOf(w);
  // The offsets a day before and after cover any transition around this wall-clock time.
  const before = offsetAt(local - 86_400_000, timeZone);
  const after = offsetAt(local + 86_400_000, timeZone);
  const candidates = [...new Set([before, after])].map((o) => local - o).filter((t) => offsetAt(t, timeZone) === local - t);
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: the wall clock of the offset before the transition (moves forward by the gap).
  return local - before;
}

/** Epoch ms of the start of the calendar day of `epochMs` in the zone (the first instant of that day). */
export function startOfDayMs(epochMs: number, timeZone: string): number {
  const w = wallClockAt(epochMs, timeZone);
  return instantOf({ year: w.year, month: w.month, day: w.day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** The calendar date `days` later (negative: earlier). */
export function addDays(d: PlainDate, days: number): PlainDate {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day + days);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

const daysInMonth = (year: number, month: number) => {
  const t = new Date(0);
  t.setUTCFullYear(year, month, 0);
  return t.getUTCDate();
};

/** The calendar date `months` later (negative: earlier), the day clamped to the month's length. */
export function addMonths(d: PlainDate, months: number): PlainDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: PlainDate, b: PlainDate): number =>
  Math.round((utcOf({ ...b, hour: 0, minute: 0, second: 0 }) - utcOf({ ...a, hour: 0, minute: 0, second: 0 })) / 86_400_000);

/** Epoch ms of the start of a calendar date in the zone. */
export const startOfDateMs = (d: PlainDate, timeZone: string): number => instantOf({ ...d, hour: 0, minute: 0, second: 0 }, timeZone);

/** A valid calendar date and time, or null (Temporal's overflow "reject"). */
export function checkedWallClock(w: WallClock): WallClock | null {
  const ok =
    [w.year, w.month, w.day, w.hour, w.minute, w.second].every(Number.isInteger) &&
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysInMonth(w.year, w.month) &&
    w.hour >= 0 &&
    w.hour <= 23 &&
    w.minute >= 0 &&
    w.minute <= 59 &&
    w.second >= 0 &&
    w.second <= 59;
  return ok ? w : null;
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;

/** "YYYY-MM-DD", "YYYY-MM-DDTHH:MM" or "YYYY-MM-DDTHH:MM:SS" → its wall clock, or null when malformed or invalid. */
export function parseWallClock(text: string): WallClock | null {
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) return null;
  return checkedWallClock({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
  });
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "YYYY-MM-DDTHH:MM" of a wall clock (the datetime-local value). */
export const formatWallClockMinute = (w: WallClock): string => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
