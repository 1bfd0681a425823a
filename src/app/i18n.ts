// Languages of the portal. Lingui holds the messages; each app language's catalog is a static file
// compiled by the build (scripts/vite-catalogs.mjs → dist/app/locales/<code>.<hash>.json) and fetched
// only when that language is activated: no catalog is bundled into the JavaScript. The app renders
// after the first catalog has arrived (main.tsx awaits activateLocale), and a switch activates the
// new language only once its file is loaded, so no message key ever flashes. The fallback chain:
// any code → its app language (mapToAppLanguage: ar-AE → ar, fil → tl, else English) → per message,
// English (compiled into every catalog for what it lacks) → if the file cannot be fetched, English.
// Switching sets <html lang> and <html dir> (rtl for Arabic and Urdu), and the Mantine
// DirectionProvider follows (see components/direction-sync.tsx).
//
// Which languages are offered: the deployment country's languages, its default first (Denmark: en,
// da-DK). Any app language can be previewed with `?lang=<code>` (translators, reviewers, the
// right-to-left checks): it is then kept as the stored choice and listed in the picker as the
// current language, never silently offered to the country's users.
import { type AppLanguage, APP_LANGUAGES, directionOf, isAppLanguage, mapToAppLanguage } from "@config/languages";
import { i18n } from "@lingui/core";
import loadCatalog from "virtual:catalogs";

export const APP_LOCALES = APP_LANGUAGES;
export type AppLocale = AppLanguage;
export const SOURCE_LOCALE: AppLocale = "en";
export const LANGUAGE_STORAGE_KEY = "rrp.language";

/** Maps any language code to one of the app's catalogs (config/languages.ts: ar-AE → ar, fil → tl, else en). */
export const toAppLocale = (code: string | null | undefined): AppLocale => (code ? mapToAppLanguage(code) : SOURCE_LOCALE);

/** The locales a user may pick: the country's languages (mapped to catalogs), its default first, without duplicates. */
export function offeredLocales(countryLanguages: readonly string[], defaultLanguage?: string): AppLocale[] {
  const ordered = defaultLanguage ? [defaultLanguage, ...countryLanguages] : countryLanguages;
  return [...new Set(ordered.map(toAppLocale))];
}

/**
 * The locale to start with: `?lang=` (any app language, named explicitly), then the stored choice
 * (an app language: it was chosen in the picker or by `?lang=`), then the deployment's default language.
 */
export function pickInitialLocale(input: {
  query: string | null;
  stored: string | null;
  deploymentLanguage: string;
  countryLanguages: readonly string[];
}): AppLocale {
  if (input.query) {
    const q = toAppLocale(input.query);
    // toAppLocale maps unknown codes to English: only an explicit English code selects English.
    const meant = q !== SOURCE_LOCALE || input.query.toLowerCase().startsWith("en");
    if (meant) return q;
  }
  if (input.stored && isAppLanguage(input.stored)) return input.stored;
  return toAppLocale(input.deploymentLanguage);
}

const loaded = new Set<AppLocale>();
let latest = 0;

async function ensureLoaded(locale: AppLocale): Promise<AppLocale> {
  if (loaded.has(locale)) return locale;
  try {
    i18n.load(locale, await loadCatalog(locale));
    loaded.add(locale);
    return locale;
  } catch (error) {
    // The language's file could not be fetched: English (the last link of the fallback chain).
    if (locale === SOURCE_LOCALE) throw error;
    return ensureLoaded(SOURCE_LOCALE);
  }
}

/** Loads the catalog of a locale (once, fetched), activates it and updates <html lang dir>. */
export async function activateLocale(locale: AppLocale, options: { persist?: boolean } = {}): Promise<void> {
  const request = ++latest;
  const shown = await ensureLoaded(locale);
  // A later switch won while this file was loading: it decides.
  if (request !== latest) return;
  i18n.activate(shown);
  if (typeof document !== "undefined") {
    document.documentElement.lang = shown;
    document.documentElement.dir = directionOf(shown);
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
