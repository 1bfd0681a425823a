// The app languages: one translated catalog each, `src/app/locales/<code>/messages.po`. This list is the
// one place a deployment adds a language: drop the catalog file, add its code here (and, if new, its
// entry in languages.ts and the countries that offer it). Lingui extracts into every catalog listed
// (lingui.config.ts), the build compiles each to its own static file (dist/app/locales/<code>.<hash>.json,
// see scripts/vite-catalogs.mjs), and `scripts/check-catalogs.mjs` requires each to be complete.
// No imports: lingui.config.ts and the build read this file before anything else is compiled.

export const APP_LANGUAGES = [
  "en",
  "da-DK",
  // right to left
  "ar",
  "ur",
  // South and West Asia, Caucasus, Central Asia
  "bn",
  "hy",
  "ka",
  "kk",
  "ky",
  // Cyrillic Europe
  "ru",
  "uk",
  "bg",
  "mk",
  "sr",
  // Latin Europe
  "de",
  "sv",
  "nb",
  "fi",
  "cs",
  "pl",
  "hr",
  "bs",
  "sq",
  "hu",
  "ro",
  "it",
  "es",
  "pt",
  "tr",
  // Greek
  "el",
  // South-East and East Asia
  "ms",
  "tl",
  "th",
  "lo",
  "km",
  "my",
  "zh-HK",
  "zh-TW",
  "ja",
] as const;

export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** The source language: its catalog holds the English texts every other catalog falls back to. */
export const SOURCE_LANGUAGE: AppLanguage = "en";

/**
 * Codes that name an app language other than by their base: Filipino is the Tagalog catalog,
 * Norwegian (no, nn) the Bokmål one, traditional Chinese by region or script. Keys are lower case.
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, AppLanguage>> = {
  da: "da-DK",
  fil: "tl",
  no: "nb",
  nn: "nb",
  "zh-hant-hk": "zh-HK",
  "zh-hant-mo": "zh-HK",
  "zh-mo": "zh-HK",
  "zh-hant-tw": "zh-TW",
  "zh-hant": "zh-TW",
  "sr-latn": "sr",
  "sr-cyrl": "sr",
};
