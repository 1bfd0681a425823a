// Languages the portal knows (second document: "about 44 languages, each with a display name and text
// direction; Arabic, Urdu and variants are right-to-left"). A country offers only the languages it
// lists (countries.ts), its default first; codes map to the app's catalogs (app-languages.ts: exact
// code, an alias such as fil → tl or zh-Hant-HK → zh-HK, or the base language: ar-AE → ar, nb-NO → nb)
// and otherwise fall back to English.
import { APP_LANGUAGES, type AppLanguage, LANGUAGE_ALIASES, SOURCE_LANGUAGE } from "./app-languages";
import { COUNTRY_BASICS, type CountryCode } from "./country-basics";

export type Direction = "ltr" | "rtl";
export type Language = {
  code: string;
  /** English name. */
  name: string;
  /** Name in the language itself (what the language picker shows). */
  nativeName: string;
  direction: Direction;
};

/** Base languages that are written right to left; a regional variant (ar-XX) follows its base. */
const RTL_BASES = new Set(["ar", "ur", "fa", "he", "ckb", "ps", "yi", "dv", "sd", "ug"]);

/**
 * Text direction of a language code: its base language's (every entry of LANGUAGES has its base's
 * direction, tests/config/languages.test.ts checks it), else ltr.
 */
export function directionOf(code: string): Direction {
  const base = code.toLowerCase().split(/[-_]/)[0];
  return RTL_BASES.has(base) ? "rtl" : "ltr";
}

export { APP_LANGUAGES, type AppLanguage, SOURCE_LANGUAGE };
// The languages' names and the lists built from them (the language picker's) are language-names.ts:
// the first load needs only the codes and directions here (issue 14).

const appByLower = new Map<string, AppLanguage>(APP_LANGUAGES.map((l) => [l.toLowerCase(), l]));

/**
 * Maps any language code to the app catalog that shows it (the spec's "codes map to a fixed set of
 * app languages; many fall back to English"): the exact catalog (da-DK), an alias (fil → tl,
 * zh-Hant-HK → zh-HK, no → nb), the base language (ar-AE → ar, nb-NO → nb, de-AT → de), else English.
 */
export function mapToAppLanguage(code: string): AppLanguage {
  const lower = code.trim().toLowerCase().replace(/_/g, "-");
  if (lower === "") return SOURCE_LANGUAGE;
  const parts = lower.split("-");
  const base = parts[0];
  const baseRegion = parts.length > 2 ? `${base}-${parts[parts.length - 1]}` : null;
  for (const candidate of [lower, baseRegion, base]) {
    if (!candidate) continue;
    const found = appByLower.get(candidate) ?? LANGUAGE_ALIASES[candidate];
    if (found) return found;
  }
  return SOURCE_LANGUAGE;
}

/** Whether a code is one of the app languages exactly (a catalog exists under that name). */
export const isAppLanguage = (code: string): code is AppLanguage => appByLower.get(code.toLowerCase()) === code;



/** Whether a country offers a language. */
export const countrySupportsLanguage = (country: CountryCode, code: string) =>
  COUNTRY_BASICS[country].languages.some((l) => l.toLowerCase() === code.toLowerCase());
