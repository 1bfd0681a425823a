// What every page needs of the deployment's country from the start (issue 14: the full table,
// countries.ts, is not part of the first load): the name (the page title's fallback), the phone prefix
// and the languages (the deployment's validation, the first language), the language sent to the
// geolocator (the request flow's input) and the second currency shown beside amounts. countries.ts
// builds each full entry (COUNTRIES) from these.
import type { DualCurrency } from "../domain/money";

export type CountryBasics = { name: string; phonePrefix: string; languages: string[] };

export const COUNTRY_BASICS = {
  DK: { name: "Denmark", phonePrefix: "+45", languages: ["en", "da-DK"] },
  HK: { name: "Hong Kong", phonePrefix: "+852", languages: ["en", "zh-HK"] },
  AE: { name: "United Arab Emirates", phonePrefix: "+971", languages: ["en", "ar"] },
  BH: { name: "Bahrain", phonePrefix: "+973", languages: ["en", "ar"] },
  BD: { name: "Bangladesh", phonePrefix: "+880", languages: ["en", "bn"] },
  CY: { name: "Cyprus", phonePrefix: "+357", languages: ["en", "el"] },
  KH: { name: "Cambodia", phonePrefix: "+855", languages: ["en", "km"] },
  CZ: { name: "Czechia", phonePrefix: "+420", languages: ["en", "cs"] },
  EG: { name: "Egypt", phonePrefix: "+20", languages: ["en", "ar"] },
  FI: { name: "Finland", phonePrefix: "+358", languages: ["en", "fi", "sv"] },
  HU: { name: "Hungary", phonePrefix: "+36", languages: ["en", "hu"] },
  JO: { name: "Jordan", phonePrefix: "+962", languages: ["en", "ar"] },
  KW: { name: "Kuwait", phonePrefix: "+965", languages: ["en", "ar"] },
  LA: { name: "Laos", phonePrefix: "+856", languages: ["en", "lo"] },
  MY: { name: "Malaysia", phonePrefix: "+60", languages: ["en", "ms", "zh"] },
  MM: { name: "Myanmar", phonePrefix: "+95", languages: ["en", "my"] },
  NO: { name: "Norway", phonePrefix: "+47", languages: ["en", "nb"] },
  OM: { name: "Oman", phonePrefix: "+968", languages: ["en", "ar"] },
  PK: { name: "Pakistan", phonePrefix: "+92", languages: ["en", "ur"] },
  PH: { name: "Philippines", phonePrefix: "+63", languages: ["en", "fil"] },
  QA: { name: "Qatar", phonePrefix: "+974", languages: ["en", "ar"] },
  SA: { name: "Saudi Arabia", phonePrefix: "+966", languages: ["en", "ar"] },
  SG: { name: "Singapore", phonePrefix: "+65", languages: ["en", "zh"] },
  SE: { name: "Sweden", phonePrefix: "+46", languages: ["en", "sv"] },
  TW: { name: "Taiwan", phonePrefix: "+886", languages: ["en", "zh-TW"] },
  TH: { name: "Thailand", phonePrefix: "+66", languages: ["en", "th"] },
  DE: { name: "Germany", phonePrefix: "+49", languages: ["en", "de"] },
  GR: { name: "Greece", phonePrefix: "+30", languages: ["en", "el"] },
  PL: { name: "Poland", phonePrefix: "+48", languages: ["en", "pl"] },
  RS: { name: "Serbia", phonePrefix: "+381", languages: ["en", "sr"] },
  RO: { name: "Romania", phonePrefix: "+40", languages: ["en", "ro"] },
  NG: { name: "Nigeria", phonePrefix: "+234", languages: ["en"] },
  KZ: { name: "Kazakhstan", phonePrefix: "+7", languages: ["en", "kk", "ru"] },
  IT: { name: "Italy", phonePrefix: "+39", languages: ["en", "it"] },
  GE: { name: "Georgia", phonePrefix: "+995", languages: ["en", "ka"] },
  BG: { name: "Bulgaria", phonePrefix: "+359", languages: ["en", "bg"] },
  PT: { name: "Portugal", phonePrefix: "+351", languages: ["en", "pt"] },
  MA: { name: "Morocco", phonePrefix: "+212", languages: ["en", "ar", "fr"] },
  UA: { name: "Ukraine", phonePrefix: "+380", languages: ["en", "uk"] },
  AM: { name: "Armenia", phonePrefix: "+374", languages: ["en", "hy"] },
  BA: { name: "Bosnia and Herzegovina", phonePrefix: "+387", languages: ["en", "bs"] },
  CI: { name: "Côte d'Ivoire", phonePrefix: "+225", languages: ["en", "fr"] },
  HR: { name: "Croatia", phonePrefix: "+385", languages: ["en", "hr"] },
  KE: { name: "Kenya", phonePrefix: "+254", languages: ["en", "sw"] },
  KG: { name: "Kyrgyzstan", phonePrefix: "+996", languages: ["en", "ky", "ru"] },
  MD: { name: "Moldova", phonePrefix: "+373", languages: ["en", "ro", "ru"] },
  ME: { name: "Montenegro", phonePrefix: "+382", languages: ["en", "sr"] },
  TN: { name: "Tunisia", phonePrefix: "+216", languages: ["en", "ar", "fr"] },
  UG: { name: "Uganda", phonePrefix: "+256", languages: ["en"] },
  ES: { name: "Spain", phonePrefix: "+34", languages: ["en", "es", "ca"] },
  JP: { name: "Japan", phonePrefix: "+81", languages: ["en", "ja"] },
  MK: { name: "North Macedonia", phonePrefix: "+389", languages: ["en", "mk"] },
  AL: { name: "Albania", phonePrefix: "+355", languages: ["en", "sq"] },
  TR: { name: "Türkiye", phonePrefix: "+90", languages: ["en", "tr"] },
} satisfies Record<string, CountryBasics>;

export type CountryCode = keyof typeof COUNTRY_BASICS;

export const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(COUNTRY_BASICS, code);

/** Geolocator language: Bahrain en, Hong Kong zh_HK, Cambodia km, Japan ja, Thailand th, Taiwan tw, otherwise en. */
const GEOLOCATOR_LANGUAGE: Record<string, string> = { BH: "en", HK: "zh_HK", KH: "km", JP: "ja", TH: "th", TW: "tw" };
export const geolocatorLanguageOf = (code: string): string => GEOLOCATOR_LANGUAGE[code] ?? "en";

/** Countries that require dual display, with the fixed rate (second currency units per one unit). */
const DUAL_CURRENCY: Record<string, DualCurrency> = { BG: { currency: "BGN", perUnit: 1.95583 } };
export const dualCurrencyOf = (code: string): DualCurrency | null => DUAL_CURRENCY[code] ?? null;
