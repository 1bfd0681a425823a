// Per-country configuration (second document, "Languages and per-country configuration" and
// "Marketing FAQ figures"): name, currency, phone prefix, timezone, languages, links, the ETA
// minimum, FAQ figures, the language sent to the geolocator and the country's amount rules.
// Links are placeholders on an example domain (the spec says their values are not shown).

import type { DualCurrency } from "../domain/money";

export type Region = "eu" | "ap" | "me";

/** FAQ figures for the landing page and its structured data (display only). */
export type FaqFigures = {
  /** Price wording of the spec's table, in the country's currency; null when not stated. */
  priceText: string | null;
  /** Distance limit in km, or a [from, to] range; null when not stated. */
  distanceLimitKm: number | readonly [number, number] | null;
  /** Item weight limit in kg (5 kg unless the spec says otherwise). */
  weightLimitKg: number;
  /** Prohibited value cap (items worth more may not be sent); null when not stated. */
  valueCap: { amount: number; currencyLabel: string } | null;
  /** Extra wording about what may be sent (the Danish deployment's rules). */
  itemRules: string | null;
  /** False for the Spain entry, which the spec marks incomplete. */
  complete: boolean;
};

/** Amount rules of the order form (core document, section 5). */
export type AmountRules = {
  /** Amount is required except in Kuwait. */
  amountRequired: boolean;
  /** Minimum amount (Pakistan: 100 PKR), null when none. */
  minimumAmount: number | null;
  /** Message shown below the minimum. */
  minimumAmountMessage: string | null;
  /** Unit number is required only in Singapore. */
  unitNumberRequired: boolean;
};

export type CountryInfo = {
  code: string;
  name: string;
  currency: string;
  phonePrefix: string;
  timezone: string;
  languages: string[];
  defaultLanguage: string;
  region: Region;
  /** Help-centre `global_entity_id`: ODR_{country}. */
  globalEntityId: string;
  partnerLink: string;
  /** The country's external privacy policy, or null: the product's own (/termsandconditions#privacy). */
  privacyLink: string | null;
  /** The country's external terms ("some countries link to external terms instead"), or null: the product's own /termsandconditions. */
  termsLink: string | null;
  /** Minimum ETA offered in minutes (default 15, configuration). */
  etaMinimumMinutes: number;
  /** Language parameter of the geolocator calls. */
  geolocatorLanguage: string;
  amountRules: AmountRules;
  /** null for countries outside the spec's FAQ list. */
  faq: FaqFigures | null;
  /**
   * Second currency the country requires amounts to be shown in as well (display-bg-dual-pricing):
   * Bulgaria shows euro amounts also in leva at the fixed conversion rate 1 EUR = 1.95583 BGN.
   */
  dualCurrency: DualCurrency | null;
};


/** Countries that require dual display, with the fixed rate (second currency units per one unit). */
const DUAL_CURRENCY: Record<string, DualCurrency> = { BG: { currency: "BGN", perUnit: 1.95583 } };

export const DEFAULT_ETA_MINIMUM_MINUTES = 15;
export const DEFAULT_WEIGHT_LIMIT_KG = 5;

/** Geolocator language: Bahrain en, Hong Kong zh_HK, Cambodia km, Japan ja, Thailand th, Taiwan tw, otherwise en. */
const GEOLOCATOR_LANGUAGE: Record<string, string> = { BH: "en", HK: "zh_HK", KH: "km", JP: "ja", TH: "th", TW: "tw" };

const DEFAULT_AMOUNT_RULES: AmountRules = {
  amountRequired: true,
  minimumAmount: null,
  minimumAmountMessage: null,
  unitNumberRequired: false,
};

const AMOUNT_RULES: Record<string, Partial<AmountRules>> = {
  KW: { amountRequired: false },
  PK: { minimumAmount: 100, minimumAmountMessage: "Minimum amount of 100 PKR" },
  SG: { unitNumberRequired: true },
};

type FaqInput = Partial<Omit<FaqFigures, "complete">> & { complete?: boolean };

/** FAQ figures of the spec's tables; every FAQ country gets at least the 5 kg default. */
const FAQ: Record<string, FaqInput> = {
  SG: { priceText: "from 6 plus 1 per km" },
  MY: { priceText: "4.75 plus 0.5 per km", distanceLimitKm: 10, weightLimitKg: 15, valueCap: { amount: 200, currencyLabel: "RM" } },
  PK: { priceText: "65 plus 10 per km", distanceLimitKm: [4, 5] },
  TW: {
    priceText: "99 plus 10 per km from 1 km, plus 25 for cash on delivery",
    distanceLimitKm: 12,
    valueCap: { amount: 5000, currencyLabel: "NTD" },
  },
  TH: { priceText: "35 plus 7 per km", distanceLimitKm: 15 },
  MM: { priceText: "1300 plus 200 per km", distanceLimitKm: [4, 5], valueCap: { amount: 300000, currencyLabel: "MMK" } },
  BD: { priceText: "55 plus 5 per km" },
  HK: { priceText: "roughly 49 to 79", distanceLimitKm: 10, weightLimitKg: 10, valueCap: { amount: 1000, currencyLabel: "HKD" } },
  PH: { weightLimitKg: 20, valueCap: { amount: 10000, currencyLabel: "PHP" } },
  DK: { weightLimitKg: 5, itemRules: "At most 5 kg, fitting the delivery bag, not illegal or hazardous." },
  ES: { complete: false },
};

type Base = {
  name: string;
  currency: string;
  phonePrefix: string;
  timezone: string;
  languages: string[];
  region: Region;
  defaultLanguage?: string;
  /** Outside the spec's FAQ country list. */
  noFaq?: boolean;
};

/**
 * Countries whose terms and privacy policy are the brand's external pages (the spec: "some countries
 * link to external terms instead"; which ones is not shown, so: the Asia-Pacific deployments, whose
 * terms a local entity publishes). Every other country, Denmark included, shows the product's own
 * terms page (/termsandconditions, with its privacy section) and offers its terms download.
 */
export const EXTERNAL_LEGAL_PAGES: ReadonlySet<string> = new Set(["HK", "TW", "SG", "MY", "PK", "TH", "PH", "BD", "MM", "KH", "LA"]);

/** Where a legal link goes: an external page, or one of the product's own (a route and its section). */
export type LegalTarget = { external: string } | { to: "/termsandconditions"; hash?: "privacy" };

/** The terms and privacy links of a country (an unknown country gets the product's own pages). */
export function legalLinks(code: string): { terms: LegalTarget; privacy: LegalTarget } {
  const c = (COUNTRIES as Record<string, CountryInfo | undefined>)[code];
  return {
    terms: c?.termsLink ? { external: c.termsLink } : { to: "/termsandconditions" },
    privacy: c?.privacyLink ? { external: c.privacyLink } : { to: "/termsandconditions", hash: "privacy" },
  };
}

function country(code: string, base: Base): CountryInfo {
  const cc = code.toLowerCase();
  const faq = FAQ[code];
  return {
    code,
    name: base.name,
    currency: base.currency,
    phonePrefix: base.phonePrefix,
    timezone: base.timezone,
    languages: base.languages,
    defaultLanguage: base.defaultLanguage ?? base.languages[0],
    region: base.region,
    globalEntityId: `ODR_${code}`,
    partnerLink: `https://partners.example.com/${cc}/sign-up`,
    privacyLink: EXTERNAL_LEGAL_PAGES.has(code) ? `https://www.example.com/${cc}/privacy-policy` : null,
    termsLink: EXTERNAL_LEGAL_PAGES.has(code) ? `https://www.example.com/${cc}/terms-and-conditions` : null,
    etaMinimumMinutes: DEFAULT_ETA_MINIMUM_MINUTES,
    geolocatorLanguage: GEOLOCATOR_LANGUAGE[code] ?? "en",
    amountRules: { ...DEFAULT_AMOUNT_RULES, ...AMOUNT_RULES[code] },
    dualCurrency: DUAL_CURRENCY[code] ?? null,
    faq: base.noFaq
      ? null
      : {
          priceText: faq?.priceText ?? null,
          distanceLimitKm: faq?.distanceLimitKm ?? null,
          weightLimitKg: faq?.weightLimitKg ?? DEFAULT_WEIGHT_LIMIT_KG,
          valueCap: faq?.valueCap ?? null,
          itemRules: faq?.itemRules ?? null,
          complete: faq?.complete ?? true,
        },
  };
}

export const COUNTRIES = {
  DK: country("DK", { name: "Denmark", currency: "DKK", phonePrefix: "+45", timezone: "Europe/Copenhagen", languages: ["en", "da-DK"], region: "eu" }),
  HK: country("HK", { name: "Hong Kong", currency: "HKD", phonePrefix: "+852", timezone: "Asia/Hong_Kong", languages: ["en", "zh-HK"], region: "ap" }),
  AE: country("AE", { name: "United Arab Emirates", currency: "AED", phonePrefix: "+971", timezone: "Asia/Dubai", languages: ["en", "ar"], region: "me" }),
  BH: country("BH", { name: "Bahrain", currency: "BHD", phonePrefix: "+973", timezone: "Asia/Bahrain", languages: ["en", "ar"], region: "me" }),
  BD: country("BD", { name: "Bangladesh", currency: "BDT", phonePrefix: "+880", timezone: "Asia/Dhaka", languages: ["en", "bn"], region: "ap" }),
  CY: country("CY", { name: "Cyprus", currency: "EUR", phonePrefix: "+357", timezone: "Asia/Nicosia", languages: ["en", "el"], region: "eu" }),
  KH: country("KH", { name: "Cambodia", currency: "USD", phonePrefix: "+855", timezone: "Asia/Phnom_Penh", languages: ["en", "km"], region: "ap" }),
  CZ: country("CZ", { name: "Czechia", currency: "CZK", phonePrefix: "+420", timezone: "Europe/Prague", languages: ["en", "cs"], region: "eu" }),
  EG: country("EG", { name: "Egypt", currency: "EGP", phonePrefix: "+20", timezone: "Africa/Cairo", languages: ["en", "ar"], region: "me" }),
  FI: country("FI", { name: "Finland", currency: "EUR", phonePrefix: "+358", timezone: "Europe/Helsinki", languages: ["en", "fi", "sv"], region: "eu" }),
  HU: country("HU", { name: "Hungary", currency: "HUF", phonePrefix: "+36", timezone: "Europe/Budapest", languages: ["en", "hu"], region: "eu" }),
  JO: country("JO", { name: "Jordan", currency: "JOD", phonePrefix: "+962", timezone: "Asia/Amman", languages: ["en", "ar"], region: "me" }),
  KW: country("KW", { name: "Kuwait", currency: "KWD", phonePrefix: "+965", timezone: "Asia/Kuwait", languages: ["en", "ar"], region: "me" }),
  LA: country("LA", { name: "Laos", currency: "LAK", phonePrefix: "+856", timezone: "Asia/Vientiane", languages: ["en", "lo"], region: "ap" }),
  MY: country("MY", { name: "Malaysia", currency: "MYR", phonePrefix: "+60", timezone: "Asia/Kuala_Lumpur", languages: ["en", "ms", "zh"], region: "ap" }),
  MM: country("MM", { name: "Myanmar", currency: "MMK", phonePrefix: "+95", timezone: "Asia/Yangon", languages: ["en", "my"], region: "ap" }),
  NO: country("NO", { name: "Norway", currency: "NOK", phonePrefix: "+47", timezone: "Europe/Oslo", languages: ["en", "nb"], region: "eu" }),
  OM: country("OM", { name: "Oman", currency: "OMR", phonePrefix: "+968", timezone: "Asia/Muscat", languages: ["en", "ar"], region: "me" }),
  PK: country("PK", { name: "Pakistan", currency: "PKR", phonePrefix: "+92", timezone: "Asia/Karachi", languages: ["en", "ur"], region: "ap" }),
  PH: country("PH", { name: "Philippines", currency: "PHP", phonePrefix: "+63", timezone: "Asia/Manila", languages: ["en", "fil"], region: "ap" }),
  QA: country("QA", { name: "Qatar", currency: "QAR", phonePrefix: "+974", timezone: "Asia/Qatar", languages: ["en", "ar"], region: "me" }),
  SA: country("SA", { name: "Saudi Arabia", currency: "SAR", phonePrefix: "+966", timezone: "Asia/Riyadh", languages: ["en", "ar"], region: "me" }),
  SG: country("SG", { name: "Singapore", currency: "SGD", phonePrefix: "+65", timezone: "Asia/Singapore", languages: ["en", "zh"], region: "ap" }),
  SE: country("SE", { name: "Sweden", currency: "SEK", phonePrefix: "+46", timezone: "Europe/Stockholm", languages: ["en", "sv"], region: "eu" }),
  TW: country("TW", { name: "Taiwan", currency: "TWD", phonePrefix: "+886", timezone: "Asia/Taipei", languages: ["en", "zh-TW"], region: "ap" }),
  TH: country("TH", { name: "Thailand", currency: "THB", phonePrefix: "+66", timezone: "Asia/Bangkok", languages: ["en", "th"], region: "ap" }),
  DE: country("DE", { name: "Germany", currency: "EUR", phonePrefix: "+49", timezone: "Europe/Berlin", languages: ["en", "de"], region: "eu" }),
  GR: country("GR", { name: "Greece", currency: "EUR", phonePrefix: "+30", timezone: "Europe/Athens", languages: ["en", "el"], region: "eu" }),
  PL: country("PL", { name: "Poland", currency: "PLN", phonePrefix: "+48", timezone: "Europe/Warsaw", languages: ["en", "pl"], region: "eu" }),
  RS: country("RS", { name: "Serbia", currency: "RSD", phonePrefix: "+381", timezone: "Europe/Belgrade", languages: ["en", "sr"], region: "eu" }),
  RO: country("RO", { name: "Romania", currency: "RON", phonePrefix: "+40", timezone: "Europe/Bucharest", languages: ["en", "ro"], region: "eu" }),
  NG: country("NG", { name: "Nigeria", currency: "NGN", phonePrefix: "+234", timezone: "Africa/Lagos", languages: ["en"], region: "eu" }),
  KZ: country("KZ", { name: "Kazakhstan", currency: "KZT", phonePrefix: "+7", timezone: "Asia/Almaty", languages: ["en", "kk", "ru"], region: "eu" }),
  IT: country("IT", { name: "Italy", currency: "EUR", phonePrefix: "+39", timezone: "Europe/Rome", languages: ["en", "it"], region: "eu" }),
  GE: country("GE", { name: "Georgia", currency: "GEL", phonePrefix: "+995", timezone: "Asia/Tbilisi", languages: ["en", "ka"], region: "eu" }),
  BG: country("BG", { name: "Bulgaria", currency: "EUR", phonePrefix: "+359", timezone: "Europe/Sofia", languages: ["en", "bg"], region: "eu" }),
  PT: country("PT", { name: "Portugal", currency: "EUR", phonePrefix: "+351", timezone: "Europe/Lisbon", languages: ["en", "pt"], region: "eu" }),
  MA: country("MA", { name: "Morocco", currency: "MAD", phonePrefix: "+212", timezone: "Africa/Casablanca", languages: ["en", "ar", "fr"], region: "eu" }),
  UA: country("UA", { name: "Ukraine", currency: "UAH", phonePrefix: "+380", timezone: "Europe/Kyiv", languages: ["en", "uk"], region: "eu" }),
  AM: country("AM", { name: "Armenia", currency: "AMD", phonePrefix: "+374", timezone: "Asia/Yerevan", languages: ["en", "hy"], region: "eu" }),
  BA: country("BA", { name: "Bosnia and Herzegovina", currency: "BAM", phonePrefix: "+387", timezone: "Europe/Sarajevo", languages: ["en", "bs"], region: "eu" }),
  CI: country("CI", { name: "Côte d'Ivoire", currency: "XOF", phonePrefix: "+225", timezone: "Africa/Abidjan", languages: ["en", "fr"], region: "eu" }),
  HR: country("HR", { name: "Croatia", currency: "EUR", phonePrefix: "+385", timezone: "Europe/Zagreb", languages: ["en", "hr"], region: "eu" }),
  KE: country("KE", { name: "Kenya", currency: "KES", phonePrefix: "+254", timezone: "Africa/Nairobi", languages: ["en", "sw"], region: "eu" }),
  KG: country("KG", { name: "Kyrgyzstan", currency: "KGS", phonePrefix: "+996", timezone: "Asia/Bishkek", languages: ["en", "ky", "ru"], region: "eu" }),
  MD: country("MD", { name: "Moldova", currency: "MDL", phonePrefix: "+373", timezone: "Europe/Chisinau", languages: ["en", "ro", "ru"], region: "eu" }),
  ME: country("ME", { name: "Montenegro", currency: "EUR", phonePrefix: "+382", timezone: "Europe/Podgorica", languages: ["en", "sr"], region: "eu" }),
  TN: country("TN", { name: "Tunisia", currency: "TND", phonePrefix: "+216", timezone: "Africa/Tunis", languages: ["en", "ar", "fr"], region: "eu" }),
  UG: country("UG", { name: "Uganda", currency: "UGX", phonePrefix: "+256", timezone: "Africa/Kampala", languages: ["en"], region: "eu" }),
  ES: country("ES", { name: "Spain", currency: "EUR", phonePrefix: "+34", timezone: "Europe/Madrid", languages: ["en", "es", "ca"], region: "eu" }),
  JP: country("JP", { name: "Japan", currency: "JPY", phonePrefix: "+81", timezone: "Asia/Tokyo", languages: ["en", "ja"], region: "ap", noFaq: true }),
  // Outside the FAQ list: the countries of the Macedonian, Albanian and Turkish catalogs (issue 15).
  MK: country("MK", { name: "North Macedonia", currency: "MKD", phonePrefix: "+389", timezone: "Europe/Skopje", languages: ["en", "mk"], region: "eu", noFaq: true }),
  AL: country("AL", { name: "Albania", currency: "ALL", phonePrefix: "+355", timezone: "Europe/Tirane", languages: ["en", "sq"], region: "eu", noFaq: true }),
  TR: country("TR", { name: "Türkiye", currency: "TRY", phonePrefix: "+90", timezone: "Europe/Istanbul", languages: ["en", "tr"], region: "eu", noFaq: true }),
} satisfies Record<string, CountryInfo>;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

/** The spec's FAQ country list (second document), in its order. */
export const FAQ_COUNTRY_CODES = [
  "HK", "AE", "BH", "BD", "CY", "KH", "CZ", "EG", "FI", "HU", "JO", "KW", "LA", "MY", "MM", "NO", "OM", "PK", "PH", "QA",
  "SA", "SG", "SE", "TW", "TH", "DE", "GR", "DK", "PL", "RS", "RO", "NG", "KZ", "IT", "GE", "BG", "PT", "MA", "UA", "AM",
  "BA", "CI", "HR", "KE", "KG", "MD", "ME", "TN", "UG", "ES",
] as const satisfies readonly CountryCode[];

export const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(COUNTRIES, code);

/** The country entry of a code, or undefined. */
export const countryByCode = (code: string): CountryInfo | undefined => (isCountryCode(code) ? COUNTRIES[code] : undefined);
