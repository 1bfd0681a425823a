// Languages the portal knows (second document: "about 44 languages, each with a display name and text
// direction; Arabic, Urdu and variants are right-to-left"). A country offers only the languages it
// lists (countries.ts); codes map to the app's catalogs (en, da-DK, ar) and otherwise fall back to en.
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

/** Languages with a translated catalog in the app (src/app/locales). */
export const APP_LANGUAGES = ["en", "da-DK", "ar"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** Maps any language code to the app catalog that shows it: Danish → da-DK, Arabic variants → ar, the rest → en. */
export function mapToAppLanguage(code: string): AppLanguage {
  const lower = code.toLowerCase().replace("_", "-");
  const exact = APP_LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split("-")[0];
  if (base === "da") return "da-DK";
  if (base === "ar") return "ar";
  return "en";
}

/** The languages a country offers, in the country's order (the language picker's list). */
export function languagesForCountry(country: CountryCode): Language[] {
  return COUNTRIES[country].languages.map(
    (code) => languageByCode(code) ?? { code, name: code, nativeName: code, direction: directionOf(code) },
  );
}

/** Whether a country offers a language. */
export const countrySupportsLanguage = (country: CountryCode, code: string) =>
  COUNTRIES[country].languages.some((l) => l.toLowerCase() === code.toLowerCase());
