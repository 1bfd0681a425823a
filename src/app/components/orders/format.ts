// Times and amounts of the order views, in the deployment's time zone and the current language.
// Formatters are cached per (locale, zone, kind): the lists format thousands of rows.

type Kind = "time" | "dateTime" | "date" | "timeSeconds";

/**
 * The locale for dates and numbers: the language with the deployment's country when the language
 * names none ("en" in Denmark → "en-DK": 24-hour clock, day before month), else the language itself.
 */
export function intlLocale(language: string, country: string): string {
  if (language.includes("-")) return language;
  const candidate = `${language}-${country}`;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([candidate]).length ? candidate : language;
  } catch {
    return language;
  }
}

const cache = new Map<string, Intl.DateTimeFormat>();

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  time: { hour: "2-digit", minute: "2-digit" },
  timeSeconds: { hour: "2-digit", minute: "2-digit", second: "2-digit" },
  date: { year: "numeric", month: "2-digit", day: "2-digit" },
  dateTime: { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" },
};

function formatter(locale: string, timeZone: string, kind: Kind): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...OPTIONS[kind], timeZone });
    cache.set(key, f);
  }
  return f;
}

/** A unix time (seconds) as text in the time zone. */
export function formatUnix(seconds: number, locale: string, timeZone: string, kind: Kind = "dateTime"): string {
  return formatter(locale, timeZone, kind).format(new Date(seconds * 1000));
}

/** Minutes from now until a unix time (seconds), never below 0. */
export const minutesUntil = (seconds: number, nowMs: number): number => Math.max(0, Math.round((seconds * 1000 - nowMs) / 60_000));

/** A coordinate with 5 decimals (about a metre). */
export const formatCoordinate = (value: number): string => value.toFixed(5);
