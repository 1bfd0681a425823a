// The languages' names (second document: "about 44 languages, each with a display name and text
// direction"), for the language picker and the prerender: the English name, the name in the language
// itself and the direction. The codes, their app catalogs and directions are languages.ts's, which the
// first load needs without these names (issue 14).
import { COUNTRIES, type CountryCode } from "./countries";
import { type AppLanguage, directionOf, type Language, mapToAppLanguage } from "./languages";

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
