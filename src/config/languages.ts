// Languages the portal knows (second document: "about 44 languages, each with a display name and text
// direction; Arabic, Urdu and variants are right-to-left"). A country offers only the languages it
// lists (countries.ts), its default first; codes map to the app's catalogs (app-languages.ts: exact
// code, an alias such as fil → tl or zh-Hant-HK → zh-HK, or the base language: ar-AE → ar, nb-NO → nb)
// and otherwise fall back to English.
import { APP_LANGUAGES, type AppLanguage, LANGUAGE_ALIASES, SOURCE_LANGUAGE } from "./app-languages";
import { COUNTRIES, type CountryCode } from "./countries";

export type Direction = "ltr" | "rtl";
export type Language = {
  code: string;
  /** English name. */
  name: string;
  /** Name in the language itself (what the language picker shows). */
  nativeName: string;
  direction: Direction;
};

const ltr = (code: string, name: string, nativeName: string): Language => ({ code, name, nativeName, direction: "ltr" });
const rtl = (code: string, name: string, nativeName: string): Language => ({ code, name, nativeName, direction: "rtl" });

export const LANGUAGES: readonly Language[] = [
  ltr("en", "English", "English"),
  ltr("da-DK", "Danish", "Dansk"),
  rtl("ar", "Arabic", "العربية"),
  rtl("ar-AE", "Arabic (United Arab Emirates)", "العربية (الإمارات)"),
  rtl("ar-SA", "Arabic (Saudi Arabia)", "العربية (السعودية)"),
  rtl("ar-KW", "Arabic (Kuwait)", "العربية (الكويت)"),
  rtl("ar-BH", "Arabic (Bahrain)", "العربية (البحرين)"),
  rtl("ar-QA", "Arabic (Qatar)", "العربية (قطر)"),
  rtl("ar-OM", "Arabic (Oman)", "العربية (عُمان)"),
  rtl("ar-JO", "Arabic (Jordan)", "العربية (الأردن)"),
  rtl("ar-EG", "Arabic (Egypt)", "العربية (مصر)"),
  rtl("ur", "Urdu", "اردو"),
  rtl("ur-PK", "Urdu (Pakistan)", "اردو (پاکستان)"),
  rtl("fa", "Persian", "فارسی"),
  rtl("he", "Hebrew", "עברית"),
  rtl("ckb", "Central Kurdish", "کوردیی ناوەندی"),
  rtl("ps", "Pashto", "پښتو"),
  ltr("bn", "Bengali", "বাংলা"),
  ltr("zh", "Chinese (Simplified)", "简体中文"),
  ltr("zh-HK", "Chinese (Hong Kong)", "繁體中文（香港）"),
  ltr("zh-TW", "Chinese (Taiwan)", "繁體中文（台灣）"),
  ltr("ja", "Japanese", "日本語"),
  ltr("km", "Khmer", "ខ្មែរ"),
  ltr("lo", "Lao", "ລາວ"),
  ltr("my", "Burmese", "မြန်မာ"),
  ltr("th", "Thai", "ไทย"),
  ltr("ms", "Malay", "Bahasa Melayu"),
  ltr("fil", "Filipino", "Filipino"),
  ltr("tl", "Tagalog", "Tagalog"),
  ltr("cs", "Czech", "Čeština"),
  ltr("fi", "Finnish", "Suomi"),
  ltr("sv", "Swedish", "Svenska"),
  ltr("nb", "Norwegian Bokmål", "Norsk bokmål"),
  ltr("hu", "Hungarian", "Magyar"),
  ltr("de", "German", "Deutsch"),
  ltr("el", "Greek", "Ελληνικά"),
  ltr("pl", "Polish", "Polski"),
  ltr("sr", "Serbian", "Српски"),
  ltr("ro", "Romanian", "Română"),
  ltr("kk", "Kazakh", "Қазақ тілі"),
  ltr("ru", "Russian", "Русский"),
  ltr("it", "Italian", "Italiano"),
  ltr("ka", "Georgian", "ქართული"),
  ltr("bg", "Bulgarian", "Български"),
  ltr("pt", "Portuguese", "Português"),
  ltr("fr", "French", "Français"),
  ltr("uk", "Ukrainian", "Українська"),
  ltr("hy", "Armenian", "Հայերեն"),
  ltr("bs", "Bosnian", "Bosanski"),
  ltr("mk", "Macedonian", "Македонски"),
  ltr("sq", "Albanian", "Shqip"),
  ltr("hr", "Croatian", "Hrvatski"),
  ltr("sw", "Swahili", "Kiswahili"),
  ltr("ky", "Kyrgyz", "Кыргызча"),
  ltr("es", "Spanish", "Español"),
  ltr("ca", "Catalan", "Català"),
  ltr("tr", "Turkish", "Türkçe"),
];

const byCode = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/** The language entry of a code (case-insensitive), or undefined. */
export const languageByCode = (code: string): Language | undefined => byCode.get(code.toLowerCase());

/** Base languages that are written right to left; a regional variant (ar-XX) follows its base. */
const RTL_BASES = new Set(["ar", "ur", "fa", "he", "ckb", "ps", "yi", "dv", "sd", "ug"]);

/** Text direction of a language code; unknown codes follow their base language, else ltr. */
export function directionOf(code: string): Direction {
  const known = languageByCode(code);
  if (known) return known.direction;
  const base = code.toLowerCase().split(/[-_]/)[0];
  return RTL_BASES.has(base) ? "rtl" : "ltr";
}

export { APP_LANGUAGES, type AppLanguage, SOURCE_LANGUAGE };

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

/** Display entry of an app language (the picker's label): its own entry, else the first language that maps to it. */
export function appLanguageEntry(code: AppLanguage): Language {
  return languageByCode(code) ?? LANGUAGES.find((l) => mapToAppLanguage(l.code) === code) ?? { code, name: code, nativeName: code, direction: directionOf(code) };
}

/** The languages a country offers, its default first, then the others in the country's order (the language picker's list). */
export function languagesForCountry(country: CountryCode): Language[] {
  const c = COUNTRIES[country];
  const ordered = [c.defaultLanguage, ...c.languages.filter((l) => l !== c.defaultLanguage)];
  return ordered.map(
    (code) => languageByCode(code) ?? { code, name: code, nativeName: code, direction: directionOf(code) },
  );
}

/** Whether a country offers a language. */
export const countrySupportsLanguage = (country: CountryCode, code: string) =>
  COUNTRIES[country].languages.some((l) => l.toLowerCase() === code.toLowerCase());
