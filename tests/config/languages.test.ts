import { COUNTRIES, COUNTRY_CODES } from "@config/countries";
import {
  APP_LANGUAGES,
  countrySupportsLanguage,
  directionOf,
  LANGUAGES,
  languageByCode,
  languagesForCountry,
  mapToAppLanguage,
} from "@config/languages";
import { describe, expect, it } from "vitest";

const RTL = ["ar", "ar-AE", "ar-SA", "ar-KW", "ar-BH", "ar-QA", "ar-OM", "ar-JO", "ar-EG", "ur", "ur-PK", "fa", "he", "ckb", "ps"];

describe("languages", () => {
  it("has at least 44 languages with unique codes", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(44);
    expect(new Set(LANGUAGES.map((l) => l.code.toLowerCase())).size).toBe(LANGUAGES.length);
  });

  for (const l of LANGUAGES) {
    it(`${l.code} is well-formed`, () => {
      expect(l.code).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
      expect(l.name.length).toBeGreaterThan(1);
      expect(l.nativeName.length).toBeGreaterThan(1);
      expect(() => new Intl.Locale(l.code)).not.toThrow();
      expect(l.direction).toBe(RTL.includes(l.code) ? "rtl" : "ltr");
    });
  }

  it("Arabic, Urdu, Persian, Hebrew, Kurdish, Pashto and their variants are right-to-left", () => {
    for (const c of RTL) expect(directionOf(c), c).toBe("rtl");
    expect(directionOf("ar-MA")).toBe("rtl");
    expect(directionOf("ur_IN")).toBe("rtl");
    expect(directionOf("AR")).toBe("rtl");
    for (const c of ["en", "da-DK", "zh-HK", "el", "xx", "en-US"]) expect(directionOf(c), c).toBe("ltr");
  });

  it("maps codes to the app catalogs (en, da-DK, ar); the rest falls back to en", () => {
    expect(APP_LANGUAGES).toEqual(["en", "da-DK", "ar"]);
    expect(mapToAppLanguage("en")).toBe("en");
    expect(mapToAppLanguage("da-DK")).toBe("da-DK");
    expect(mapToAppLanguage("da")).toBe("da-DK");
    expect(mapToAppLanguage("da_dk")).toBe("da-DK");
    expect(mapToAppLanguage("ar")).toBe("ar");
    expect(mapToAppLanguage("ar-AE")).toBe("ar");
    expect(mapToAppLanguage("ur")).toBe("en");
    expect(mapToAppLanguage("el")).toBe("en");
    expect(mapToAppLanguage("")).toBe("en");
  });

  it("a country offers only its languages, in its order", () => {
    expect(languagesForCountry("DK").map((l) => l.code)).toEqual(["en", "da-DK"]);
    expect(languagesForCountry("DK")[1].nativeName).toBe("Dansk");
    expect(languagesForCountry("AE").map((l) => l.direction)).toEqual(["ltr", "rtl"]);
    for (const code of COUNTRY_CODES) expect(languagesForCountry(code)).toHaveLength(COUNTRIES[code].languages.length);
    expect(countrySupportsLanguage("DK", "da-dk")).toBe(true);
    expect(countrySupportsLanguage("DK", "ar")).toBe(false);
    expect(languageByCode("EN")?.name).toBe("English");
  });
});
