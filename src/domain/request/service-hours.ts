// Service hours (core §4 and §5): the country parameter serviceHours is "from:to", two four-digit
// times hhmm. from < to: open only inside the window (both ends included, so "0000:2359" is open all
// day); from = to: always open; from > to: the window spans midnight (open from `from` until
// midnight and from midnight until `to`). The current time is read in the country time zone with
// Intl (src/domain/zoned-time.ts), so daylight-saving days count the wall clock. A failure to fetch the hours, or a value
// that cannot be read, counts as open.
import { wallClockAt } from "../zoned-time";

/** The spec's two messages for a malformed value. */
export const SERVICE_HOURS_MESSAGES = {
  format: "format has to be dddd:dddd (0000:2359 for 24/24)",
  range: "service hours has to been between 0 & 2359",
} as const;
export type ServiceHoursProblem = (typeof SERVICE_HOURS_MESSAGES)[keyof typeof SERVICE_HOURS_MESSAGES];

/** Message of the service-closed step; values from, to and time ("HH:MM"). */
export const SERVICE_CLOSED_MESSAGE = "Service hours: {from} to {to}. It's {time}";
export const SERVICE_CLOSED_KEY = "request.service-hours.closed";

/** Minutes since midnight of the opening and closing times. */
export type ServiceHours = { from: number; to: number };

export type ParsedServiceHours = { ok: true; hours: ServiceHours } | { ok: false; message: ServiceHoursProblem };

const FORMAT = /^(\d{4}):(\d{4})$/;

/** hhmm (0000…2359, minutes 00…59) to minutes since midnight; null when out of range. */
function hhmmToMinutes(hhmm: string): number | null {
  const n = Number(hhmm);
  if (n > 2359) return null;
  const hours = Math.floor(n / 100);
  const minutes = n % 100;
  if (minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Reads "dddd:dddd"; each half must be a time between 0000 and 2359. */
export function parseServiceHours(raw: string): ParsedServiceHours {
  const m = FORMAT.exec(raw.trim());
  if (!m) return { ok: false, message: SERVICE_HOURS_MESSAGES.format };
  const from = hhmmToMinutes(m[1]);
  const to = hhmmToMinutes(m[2]);
  if (from === null || to === null) return { ok: false, message: SERVICE_HOURS_MESSAGES.range };
  return { ok: true, hours: { from, to } };
}

/** Whether the service is open at `minuteOfDay` (minutes since midnight, wall clock of the country). */
export function isOpen(hours: ServiceHours, minuteOfDay: number): boolean {
  const { from, to } = hours;
  if (from === to) return true;
  if (from < to) return minuteOfDay >= from && minuteOfDay <= to;
  return minuteOfDay >= from || minuteOfDay <= to;
}

/** Minutes since midnight of the instant `epochMs` on the wall clock of `timeZone`. */
export function minuteOfDayIn(epochMs: number, timeZone: string): number {
  const z = wallClockAt(epochMs, timeZone);
  return z.hour * 60 + z.minute;
}

/** "HH:MM" of minutes since midnight. */
export const formatMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export type ServiceHoursVerdict =
  | { open: true; reason: "inside" | "always" | "unknown" }
  | { open: false; from: string; to: string; time: string };

/**
 * The verdict of the service-hours step. `raw` is the parameter's value, or null when it could not be
 * fetched (counts as open, as does a malformed value).
 */
export function checkServiceHours(raw: string | null, nowMs: number, timeZone: string): ServiceHoursVerdict {
  if (raw === null) return { open: true, reason: "unknown" };
  const parsed = parseServiceHours(raw);
  if (!parsed.ok) return { open: true, reason: "unknown" };
  const { hours } = parsed;
  if (hours.from === hours.to) return { open: true, reason: "always" };
  const now = minuteOfDayIn(nowMs, timeZone);
  if (isOpen(hours, now)) return { open: true, reason: "inside" };
  return { open: false, from: formatMinutes(hours.from), to: formatMinutes(hours.to), time: formatMinutes(now) };
}

/** The English text of the closed notification (views translate SERVICE_CLOSED_KEY with the same values). */
export const serviceClosedText = (v: { from: string; to: string; time: string }): string =>
  SERVICE_CLOSED_MESSAGE.replace("{from}", v.from).replace("{to}", v.to).replace("{time}", v.time);

/** Reads the values back from serviceClosedText's English text (the platform's answer), or null. */
export function parseServiceClosedText(text: string): { from: string; to: string; time: string } | null {
  const m = /^Service hours: (\d{2}:\d{2}) to (\d{2}:\d{2})\. It's (\d{2}:\d{2})$/.exec(text.trim());
  return m ? { from: m[1], to: m[2], time: m[3] } : null;
}
