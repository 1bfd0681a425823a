// Per-country configuration (second document, "Languages and per-country configuration" and
// "Marketing FAQ figures"): name, currency, phone prefix, timezone, languages, links, the ETA
// minimum, FAQ figures, the language sent to the geolocator and the country's amount rules. What
// every page needs at start (name, phone prefix, languages, geolocator language, dual currency) is
// country-basics.ts; this table adds the rest and is loaded only by the pages that read it (issue 14).
// Links are placeholders on an example domain (the spec says their values are not shown).

import type { DualCurrency } from "../domain/money";
import { COUNTRY_BASICS, type CountryCode, dualCurrencyOf, geolocatorLanguageOf, isCountryCode } from "./country-basics";

export { type CountryCode, isCountryCode };

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


export const DEFAULT_ETA_MINIMUM_MINUTES = 15;
export const DEFAULT_WEIGHT_LIMIT_KG = 5;


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

/** A country's entry besides its basics (country-basics.ts: phone prefix, languages). */
type Base = {
  name: string;
  currency: string;
  timezone: string;
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

function country(code: CountryCode, base: Base): CountryInfo {
  const cc = code.toLowerCase();
  const faq = FAQ[code];
  const basics = COUNTRY_BASICS[code];
  return {
    code,
    name: base.name,
    currency: base.currency,
    phonePrefix: basics.phonePrefix,
    timezone: base.timezone,
    languages: basics.languages,
    defaultLanguage: base.defaultLanguage ?? basics.languages[0],
    region: base.region,
    globalEntityId: `ODR_${code}`,
    partnerLink: `https://partners.example.com/${cc}/sign-up`,
    privacyLink: EXTERNAL_LEGAL_PAGES.has(code) ? `https://www.example.com/${cc}/privacy-policy` : null,
    termsLink: EXTERNAL_LEGAL_PAGES.has(code) ? `https://www.example.com/${cc}/terms-and-conditions` : null,
    etaMinimumMinutes: DEFAULT_ETA_MINIMUM_MINUTES,
    geolocatorLanguage: geolocatorLanguageOf(code),
    amountRules: { ...DEFAULT_AMOUNT_RULES, ...AMOUNT_RULES[code] },
    dualCurrency: dualCurrencyOf(code),
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
  DK: country("DK", { name: "Denmark", currency: "DKK", timezone: "Europe/Copenhagen", region: "eu" }),
  HK: country("HK", { name: "Hong Kong", currency: "HKD", timezone: "Asia/Hong_Kong", region: "ap" }),
  AE: country("AE", { name: "United Arab Emirates", currency: "AED", timezone: "Asia/Dubai", region: "me" }),
  BH: country("BH", { name: "Bahrain", currency: "BHD", timezone: "Asia/Bahrain", region: "me" }),
  BD: country("BD", { name: "Bangladesh", currency: "BDT", timezone: "Asia/Dhaka", region: "ap" }),
  CY: country("CY", { name: "Cyprus", currency: "EUR", timezone: "Asia/Nicosia", region: "eu" }),
  KH: country("KH", { name: "Cambodia", currency: "USD", timezone: "Asia/Phnom_Penh", region: "ap" }),
  CZ: country("CZ", { name: "Czechia", currency: "CZK", timezone: "Europe/Prague", region: "eu" }),
  EG: country("EG", { name: "Egypt", currency: "EGP", timezone: "Africa/Cairo", region: "me" }),
  FI: country("FI", { name: "Finland", currency: "EUR", timezone: "Europe/Helsinki", region: "eu" }),
  HU: country("HU", { name: "Hungary", currency: "HUF", timezone: "Europe/Budapest", region: "eu" }),
  JO: country("JO", { name: "Jordan", currency: "JOD", timezone: "Asia/Amman", region: "me" }),
  KW: country("KW", { name: "Kuwait", currency: "KWD", timezone: "Asia/Kuwait", region: "me" }),
  LA: country("LA", { name: "Laos", currency: "LAK", timezone: "Asia/Vientiane", region: "ap" }),
  MY: country("MY", { name: "Malaysia", currency: "MYR", timezone: "Asia/Kuala_Lumpur", region: "ap" }),
  MM: country("MM", { name: "Myanmar", currency: "MMK", timezone: "Asia/Yangon", region: "ap" }),
  NO: country("NO", { name: "Norway", currency: "NOK", timezone: "Europe/Oslo", region: "eu" }),
  OM: country("OM", { name: "Oman", currency: "OMR", timezone: "Asia/Muscat", region: "me" }),
  PK: country("PK", { name: "Pakistan", currency: "PKR", timezone: "Asia/Karachi", region: "ap" }),
  PH: country("PH", { name: "Philippines", currency: "PHP", timezone: "Asia/Manila", region: "ap" }),
  QA: country("QA", { name: "Qatar", currency: "QAR", timezone: "Asia/Qatar", region: "me" }),
  SA: country("SA", { name: "Saudi Arabia", currency: "SAR", timezone: "Asia/Riyadh", region: "me" }),
  SG: country("SG", { name: "Singapore", currency: "SGD", timezone: "Asia/Singapore", region: "ap" }),
  SE: country("SE", { name: "Sweden", currency: "SEK", timezone: "Europe/Stockholm", region: "eu" }),
  TW: country("TW", { name: "Taiwan", currency: "TWD", timezone: "Asia/Taipei", region: "ap" }),
  TH: country("TH", { name: "Thailand", currency: "THB", timezone: "Asia/Bangkok", region: "ap" }),
  DE: country("DE", { name: "Germany", currency: "EUR", timezone: "Europe/Berlin", region: "eu" }),
  GR: country("GR", { name: "Greece", currency: "EUR", timezone: "Europe/Athens", region: "eu" }),
  PL: country("PL", { name: "Poland", currency: "PLN", timezone: "Europe/Warsaw", region: "eu" }),
  RS: country("RS", { name: "Serbia", currency: "RSD", timezone: "Europe/Belgrade", region: "eu" }),
  RO: country("RO", { name: "Romania", currency: "RON", timezone: "Europe/Bucharest", region: "eu" }),
  NG: country("NG", { name: "Nigeria", currency: "NGN", timezone: "Africa/Lagos", region: "eu" }),
  KZ: country("KZ", { name: "Kazakhstan", currency: "KZT", timezone: "Asia/Almaty", region: "eu" }),
  IT: country("IT", { name: "Italy", currency: "EUR", timezone: "Europe/Rome", region: "eu" }),
  GE: country("GE", { name: "Georgia", currency: "GEL", timezone: "Asia/Tbilisi", region: "eu" }),
  BG: country("BG", { name: "Bulgaria", currency: "EUR", timezone: "Europe/Sofia", region: "eu" }),
  PT: country("PT", { name: "Portugal", currency: "EUR", timezone: "Europe/Lisbon", region: "eu" }),
  MA: country("MA", { name: "Morocco", currency: "MAD", timezone: "Africa/Casablanca", region: "eu" }),
  UA: country("UA", { name: "Ukraine", currency: "UAH", timezone: "Europe/Kyiv", region: "eu" }),
  AM: country("AM", { name: "Armenia", currency: "AMD", timezone: "Asia/Yerevan", region: "eu" }),
  BA: country("BA", { name: "Bosnia and Herzegovina", currency: "BAM", timezone: "Europe/Sarajevo", region: "eu" }),
  CI: country("CI", { name: "Côte d'Ivoire", currency: "XOF", timezone: "Africa/Abidjan", region: "eu" }),
  HR: country("HR", { name: "Croatia", currency: "EUR", timezone: "Europe/Zagreb", region: "eu" }),
  KE: country("KE", { name: "Kenya", currency: "KES", timezone: "Africa/Nairobi", region: "eu" }),
  KG: country("KG", { name: "Kyrgyzstan", currency: "KGS", timezone: "Asia/Bishkek", region: "eu" }),
  MD: country("MD", { name: "Moldova", currency: "MDL", timezone: "Europe/Chisinau", region: "eu" }),
  ME: country("ME", { name: "Montenegro", currency: "EUR", timezone: "Europe/Podgorica", region: "eu" }),
  TN: country("TN", { name: "Tunisia", currency: "TND", timezone: "Africa/Tunis", region: "eu" }),
  UG: country("UG", { name: "Uganda", currency: "UGX", timezone: "Africa/Kampala", region: "eu" }),
  ES: country("ES", { name: "Spain", currency: "EUR", timezone: "Europe/Madrid", region: "eu" }),
  JP: country("JP", { name: "Japan", currency: "JPY", timezone: "Asia/Tokyo", region: "ap", noFaq: true }),
  // Outside the FAQ list: the countries of the Macedonian, Albanian and Turkish catalogs (issue 15).
  MK: country("MK", { name: "North Macedonia", currency: "MKD", timezone: "Europe/Skopje", region: "eu", noFaq: true }),
  AL: country("AL", { name: "Albania", currency: "ALL", timezone: "Europe/Tirane", region: "eu", noFaq: true }),
  TR: country("TR", { name: "Türkiye", currency: "TRY", timezone: "Europe/Istanbul", region: "eu", noFaq: true }),
} satisfies Record<CountryCode, CountryInfo>;

export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

/** The spec's FAQ country list (second document), in its order. */
export const FAQ_COUNTRY_CODES = [
  "HK", "AE", "BH", "BD", "CY", "KH", "CZ", "EG", "FI", "HU", "JO", "KW", "LA", "MY", "MM", "NO", "OM", "PK", "PH", "QA",
  "SA", "SG", "SE", "TW", "TH", "DE", "GR", "DK", "PL", "RS", "RO", "NG", "KZ", "IT", "GE", "BG", "PT", "MA", "UA", "AM",
  "BA", "CI", "HR", "KE", "KG", "MD", "ME", "TN", "UG", "ES",
] as const satisfies readonly CountryCode[];


/** The country entry of a code, or undefined. */
export const countryByCode = (code: string): CountryInfo | undefined => (isCountryCode(code) ? COUNTRIES[code] : undefined);
