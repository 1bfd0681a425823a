// Languages of the portal. Lingui holds the messages; catalogs are compiled from
// ./locales/{locale}/messages.po by the Lingui Vite plugin and loaded lazily, one chunk per locale.
// Switching sets <html lang> and <html dir> (rtl for right-to-left languages such as Arabic), and
// the Mantine DirectionProvider follows (see components/direction-sync.tsx).
//
// Which languages are offered: the deployment country's languages (Denmark: en, da-DK) in the
// picker. Arabic is shipped to prove right-to-left: it is reachable with `?lang=ar` (and then shown in
// the picker as the current language), never silently offered to Danish users.
import { type AppLanguage, APP_LANGUAGES, directionOf, mapToAppLanguage } from "@config/languages";
import { i18n } from "@lingui/core";

export const APP_LOCALES = APP_LANGUAGES;
export type AppLocale = AppLanguage;
export const SOURCE_LOCALE: AppLocale = "en";
/** Locales reachable by `?lang=` although the country does not list them (right-to-left proof). */
export const DEMO_LOCALES: readonly AppLocale[] = ["ar"];
export const LANGUAGE_STORAGE_KEY = "rrp.language";

/** Maps any language code to one of the app's catalogs (config/languages.ts: Danish → da-DK, Arabic → ar, else en). */
export const toAppLocale = (code: string | null | undefined): AppLocale => (code ? mapToAppLanguage(code) : SOURCE_LOCALE);

/** The locales a user may pick: the country's languages (mapped to catalogs), without duplicates. */
export function offeredLocales(countryLanguages: readonly string[]): AppLocale[] {
  return [...new Set(countryLanguages.map(toAppLocale))];
}

/**
 * The locale to start with: `?lang=` (country languages or the right-to-left demo locale), then the
 * stored choice (if still offered), then the deployment's default language.
 */
export function pickInitialLocale(input: {
  query: string | null;
  stored: string | null;
  deploymentLanguage: string;
  countryLanguages: readonly string[];
}): AppLocale {
  const offered = offeredLocales(input.countryLanguages);
  const reachable = new Set<string>([...offered, ...DEMO_LOCALES]);
  if (input.query) {
    const q = toAppLocale(input.query);
    // toAppLocale maps unknown codes to English: only an explicit English code selects English.
    const meant = q !== SOURCE_LOCALE || input.query.toLowerCase().startsWith("en");
    if (meant && reachable.has(q)) return q;
  }
  if (input.stored && reachable.has(input.stored)) return input.stored as AppLocale;
  return toAppLocale(input.deploymentLanguage);
}

const loaders: Record<AppLocale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import("./locales/en/messages.po"),
  "da-DK": () => import("./locales/da-DK/messages.po"),
  ar: () => import("./locales/ar/messages.po"),
};

const loaded = new Set<AppLocale>();

/** Loads the catalog of a locale (once), activates it and updates <html lang dir>. */
export async function activateLocale(locale: AppLocale, options: { persist?: boolean } = {}): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages as never);
    loaded.add(locale);
  }
  i18n.activate(locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
  if (options.persist) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
  }
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Translates a runtime message key (e.g. a key emitted by a machine), falling back to `fallback` or the key. */
export function translateKey(key: string, values?: Record<string, unknown>, fallback?: string): string {
  const known = key in (i18n.messages ?? {});
  if (!known && fallback !== undefined) return fallback;
  return i18n._(key, values);
}

export { directionOf, i18n };
