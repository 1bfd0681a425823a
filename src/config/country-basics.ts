// What every page needs of the deployment's country from the start (issue 14: the full table,
// countries.ts, is not part of the first load): the phone prefix and the languages (the deployment's
// validation, the first language), the language sent to the geolocator (the request flow's input) and
// the second currency shown beside amounts. countries.ts builds each full entry (COUNTRIES) from these.
import type { DualCurrency } from "../domain/money";

export type CountryBasics = { phonePrefix: string; languages: string[] };

export const COUNTRY_BASICS = {
  DK: { phonePrefix: "+45", languages: ["en", "da-DK"] },
  HK: { phonePrefix: "+852", languages: ["en", "zh-HK"] },
  AE: { phonePrefix: "+971", languages: ["en", "ar"] },
  BH: { phonePrefix: "+973", languages: ["en", "ar"] },
  BD: { phonePrefix: "+880", languages: ["en", "bn"] },
  CY: { phonePrefix: "+357", languages: ["en", "el"] },
  KH: { phonePrefix: "+855", languages: ["en", "km"] },
  CZ: { phonePrefix: "+420", languages: ["en", "cs"] },
  EG: { phonePrefix: "+20", languages: ["en", "ar"] },
  FI: { phonePrefix: "+358", languages: ["en", "fi", "sv"] },
  HU: { phonePrefix: "+36", languages: ["en", "hu"] },
  JO: { phonePrefix: "+962", languages: ["en", "ar"] },
  KW: { phonePrefix: "+965", languages: ["en", "ar"] },
  LA: { phonePrefix: "+856", languages: ["en", "lo"] },
  MY: { phonePrefix: "+60", languages: ["en", "ms", "zh"] },
  MM: { phonePrefix: "+95", languages: ["en", "my"] },
  NO: { phonePrefix: "+47", languages: ["en", "nb"] },
  OM: { phonePrefix: "+968", languages: ["en", "ar"] },
  PK: { phonePrefix: "+92", languages: ["en", "ur"] },
  PH: { phonePrefix: "+63", languages: ["en", "fil"] },
  QA: { phonePrefix: "+974", languages: ["en", "ar"] },
  SA: { phonePrefix: "+966", languages: ["en", "ar"] },
  SG: { phonePrefix: "+65", languages: ["en", "zh"] },
  SE: { phonePrefix: "+46", languages: ["en", "sv"] },
  TW: { phonePrefix: "+886", languages: ["en", "zh-TW"] },
  TH: { phonePrefix: "+66", languages: ["en", "th"] },
  DE: { phonePrefix: "+49", languages: ["en", "de"] },
  GR: { phonePrefix: "+30", languages: ["en", "el"] },
  PL: { phonePrefix: "+48", languages: ["en", "pl"] },
  RS: { phonePrefix: "+381", languages: ["en", "sr"] },
  RO: { phonePrefix: "+40", languages: ["en", "ro"] },
  NG: { phonePrefix: "+234", languages: ["en"] },
  KZ: { phonePrefix: "+7", languages: ["en", "kk", "ru"] },
  IT: { phonePrefix: "+39", languages: ["en", "it"] },
  GE: { phonePrefix: "+995", languages: ["en", "ka"] },
  BG: { phonePrefix: "+359", languages: ["en", "bg"] },
  PT: { phonePrefix: "+351", languages: ["en", "pt"] },
  MA: { phonePrefix: "+212", languages: ["en", "ar", "fr"] },
  UA: { phonePrefix: "+380", languages: ["en", "uk"] },
  AM: { phonePrefix: "+374", languages: ["en", "hy"] },
  BA: { phonePrefix: "+387", languages: ["en", "bs"] },
  CI: { phonePrefix: "+225", languages: ["en", "fr"] },
  HR: { phonePrefix: "+385", languages: ["en", "hr"] },
  KE: { phonePrefix: "+254", languages: ["en", "sw"] },
  KG: { phonePrefix: "+996", languages: ["en", "ky", "ru"] },
  MD: { phonePrefix: "+373", languages: ["en", "ro", "ru"] },
  ME: { phonePrefix: "+382", languages: ["en", "sr"] },
  TN: { phonePrefix: "+216", languages: ["en", "ar", "fr"] },
  UG: { phonePrefix: "+256", languages: ["en"] },
  ES: { phonePrefix: "+34", languages: ["en", "es", "ca"] },
  JP: { phonePrefix: "+81", languages: ["en", "ja"] },
  MK: { phonePrefix: "+389", languages: ["en", "mk"] },
  AL: { phonePrefix: "+355", languages: ["en", "sq"] },
  TR: { phonePrefix: "+90", languages: ["en", "tr"] },
} satisfies Record<string, CountryBasics>;

export type CountryCode = keyof typeof COUNTRY_BASICS;

export const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(COUNTRY_BASICS, code);

/** Geolocator language: Bahrain en, Hong Kong zh_HK, Cambodia km, Japan ja, Thailand th, Taiwan tw, otherwise en. */
const GEOLOCATOR_LANGUAGE: Record<string, string> = { BH: "en", HK: "zh_HK", KH: "km", JP: "ja", TH: "th", TW: "tw" };
export const geolocatorLanguageOf = (code: string): string => GEOLOCATOR_LANGUAGE[code] ?? "en";

/** Countries that require dual display, with the fixed rate (second currency units per one unit). */
const DUAL_CURRENCY: Record<string, DualCurrency> = { BG: { currency: "BGN", perUnit: 1.95583 } };
export const dualCurrencyOf = (code: string): DualCurrency | null => DUAL_CURRENCY[code] ?? null;
