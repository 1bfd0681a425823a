import { COUNTRIES, COUNTRY_CODES } from "@config/countries";
import { appLanguageEntry, LANGUAGES, languageByCode, languagesForCountry } from "@config/language-names";
import { APP_LANGUAGES, countrySupportsLanguage, directionOf, mapToAppLanguage } from "@config/languages";
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
      // directionOf reads the base language, not this list (the first load does not carry the names).
      expect(directionOf(l.code)).toBe(l.direction);
      // directionOf reads the base language, not this list (the first load does not carry the list).
      expect(directionOf(l.code)).toBe(l.direction);
    });
  }

  it("Arabic, Urdu, Persian, Hebrew, Kurdish, Pashto and their variants are right-to-left", () => {
    for (const c of RTL) expect(directionOf(c), c).toBe("rtl");
    expect(directionOf("ar-MA")).toBe("rtl");
    expect(directionOf("ur_IN")).toBe("rtl");
    expect(directionOf("AR")).toBe("rtl");
    for (const c of ["en", "da-DK", "zh-HK", "el", "xx", "en-US"]) expect(directionOf(c), c).toBe("ltr");
  });

  it("maps codes to the app catalogs: exact, alias, base language; the rest falls back to en", () => {
    expect(APP_LANGUAGES).toHaveLength(39);
    expect(APP_LANGUAGES[0]).toBe("en");
    for (const [code, app] of [
      ["en", "en"],
      ["da-DK", "da-DK"],
      ["da", "da-DK"],
      ["da_dk", "da-DK"],
      ["ar", "ar"],
      ["ar-AE", "ar"],
      ["ar_SA", "ar"],
      ["ur-PK", "ur"],
      ["fil", "tl"],
      ["fil-PH", "tl"],
      ["nb-NO", "nb"],
      ["no", "nb"],
      ["zh-Hant-HK", "zh-HK"],
      ["zh_HK", "zh-HK"],
      ["zh-Hant-TW", "zh-TW"],
      ["zh-TW", "zh-TW"],
      ["de-AT", "de"],
      ["pt-BR", "pt"],
      ["el", "el"],
      ["zh", "en"],
      ["zh-Hans-CN", "en"],
      ["fr", "en"],
      ["ca", "en"],
      ["sw", "en"],
      ["xx", "en"],
      ["", "en"],
    ] as const) expect(mapToAppLanguage(code), code).toBe(app);
    // Every app language has a display entry (the picker's label).
    for (const code of APP_LANGUAGES) expect(appLanguageEntry(code).nativeName.length, code).toBeGreaterThan(1);
    expect(appLanguageEntry("tl").nativeName).toBe("Tagalog");
  });

  it("every country's languages show in an app language; its default first", () => {
    for (const code of COUNTRY_CODES) {
      const c = COUNTRIES[code];
      expect(languagesForCountry(code)[0].code, code).toBe(c.defaultLanguage);
      expect(c.languages, code).toContain(c.defaultLanguage);
    }
    // The catalogs the translators write all belong to a country that offers them.
    const offered = new Set(COUNTRY_CODES.flatMap((code) => COUNTRIES[code].languages.map(mapToAppLanguage)));
    for (const code of APP_LANGUAGES) expect(offered.has(code), code).toBe(true);
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
