import { COUNTRIES, COUNTRY_CODES, type CountryCode, countryByCode, FAQ_COUNTRY_CODES, isCountryCode, legalLinks } from "@config/countries";
import { REGIONS } from "@config/deployment";
import { languageByCode } from "@config/language-names";
import { getCountryCallingCode, type CountryCode as PhoneCountry } from "libphonenumber-js";
import { describe, expect, it } from "vitest";

const REQUIRED = ["DK", "SG", "KW", "PK", "AE", "SA", "BH", "HK", "KH", "JP", "TH", "TW", "MY", "PH", "GR", "CY"];

describe("countries", () => {
  it("has the required countries and the whole FAQ list", () => {
    for (const c of [...REQUIRED, ...FAQ_COUNTRY_CODES]) expect(isCountryCode(c), c).toBe(true);
    expect(FAQ_COUNTRY_CODES).toHaveLength(50);
  });

  it("the Danish deployment: DKK, +45, Europe/Copenhagen, en and da-DK", () => {
    expect(COUNTRIES.DK).toMatchObject({
      name: "Denmark",
      currency: "DKK",
      phonePrefix: "+45",
      timezone: "Europe/Copenhagen",
      languages: ["en", "da-DK"],
      defaultLanguage: "en",
    });
    expect(COUNTRIES.AE.languages).toEqual(["en", "ar"]);
  });

  for (const code of COUNTRY_CODES) {
    it(`${code} is well-formed`, () => {
      const c = COUNTRIES[code as CountryCode];
      expect(c.code).toBe(code);
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
      expect(() => new Intl.NumberFormat("en", { style: "currency", currency: c.currency })).not.toThrow();
      expect(c.phonePrefix).toBe(`+${getCountryCallingCode(code as PhoneCountry)}`);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: c.timezone })).not.toThrow();
      expect(c.languages.length).toBeGreaterThan(0);
      expect(c.languages).toContain(c.defaultLanguage);
      for (const l of c.languages) expect(languageByCode(l), `${code}: ${l}`).toBeDefined();
      expect(REGIONS).toContain(c.region);
      expect(c.globalEntityId).toBe(`ODR_${code}`);
      for (const link of [c.partnerLink, c.privacyLink, c.termsLink]) if (link !== null) expect(new URL(link).protocol).toBe("https:");
      // External terms and privacy go together; the others are the product's own pages.
      expect(c.termsLink === null).toBe(c.privacyLink === null);
      expect(c.etaMinimumMinutes).toBe(15);
      expect(c.geolocatorLanguage.length).toBeGreaterThan(0);
      if (c.faq) {
        expect(c.faq.weightLimitKg).toBeGreaterThan(0);
        if (c.faq.valueCap) expect(c.faq.valueCap.amount).toBeGreaterThan(0);
      }
      expect(c.faq !== null).toBe((FAQ_COUNTRY_CODES as readonly string[]).includes(code));
    });
  }

  it("terms and privacy links: external where configured (Taiwan), the product's own pages otherwise (Denmark, unknown)", () => {
    expect(legalLinks("TW")).toEqual({
      terms: { external: "https://www.example.com/tw/terms-and-conditions" },
      privacy: { external: "https://www.example.com/tw/privacy-policy" },
    });
    const own = { terms: { to: "/termsandconditions" }, privacy: { to: "/termsandconditions", hash: "privacy" } };
    expect(legalLinks("DK")).toEqual(own);
    expect(legalLinks("XX")).toEqual(own);
  });

  it("geolocator language: Bahrain en, Hong Kong zh_HK, Cambodia km, Japan ja, Thailand th, Taiwan tw, otherwise en", () => {
    expect(COUNTRIES.BH.geolocatorLanguage).toBe("en");
    expect(COUNTRIES.HK.geolocatorLanguage).toBe("zh_HK");
    expect(COUNTRIES.KH.geolocatorLanguage).toBe("km");
    expect(COUNTRIES.JP.geolocatorLanguage).toBe("ja");
    expect(COUNTRIES.TH.geolocatorLanguage).toBe("th");
    expect(COUNTRIES.TW.geolocatorLanguage).toBe("tw");
    expect(COUNTRIES.DK.geolocatorLanguage).toBe("en");
    expect(COUNTRIES.SA.geolocatorLanguage).toBe("en");
  });

  it("amount rules: Kuwait optional, Pakistan minimum 100 PKR, Singapore unit number", () => {
    expect(COUNTRIES.KW.amountRules.amountRequired).toBe(false);
    expect(COUNTRIES.PK.amountRules).toMatchObject({ amountRequired: true, minimumAmount: 100, minimumAmountMessage: "Minimum amount of 100 PKR" });
    expect(COUNTRIES.SG.amountRules.unitNumberRequired).toBe(true);
    for (const code of COUNTRY_CODES.filter((c) => !["KW", "PK", "SG"].includes(c))) {
      expect(COUNTRIES[code].amountRules, code).toEqual({ amountRequired: true, minimumAmount: null, minimumAmountMessage: null, unitNumberRequired: false });
    }
  });

  it("FAQ figures follow the spec's tables", () => {
    expect(COUNTRIES.SG.faq?.priceText).toBe("from 6 plus 1 per km");
    expect(COUNTRIES.MY.faq).toMatchObject({ priceText: "4.75 plus 0.5 per km", distanceLimitKm: 10, weightLimitKg: 15, valueCap: { amount: 200, currencyLabel: "RM" } });
    expect(COUNTRIES.PK.faq).toMatchObject({ priceText: "65 plus 10 per km", distanceLimitKm: [4, 5] });
    expect(COUNTRIES.TW.faq).toMatchObject({ distanceLimitKm: 12, valueCap: { amount: 5000, currencyLabel: "NTD" } });
    expect(COUNTRIES.TW.faq?.priceText).toContain("25 for cash on delivery");
    expect(COUNTRIES.TH.faq).toMatchObject({ priceText: "35 plus 7 per km", distanceLimitKm: 15 });
    expect(COUNTRIES.MM.faq).toMatchObject({ priceText: "1300 plus 200 per km", distanceLimitKm: [4, 5], valueCap: { amount: 300000 } });
    expect(COUNTRIES.BD.faq?.priceText).toBe("55 plus 5 per km");
    expect(COUNTRIES.HK.faq).toMatchObject({ priceText: "roughly 49 to 79", distanceLimitKm: 10, weightLimitKg: 10, valueCap: { amount: 1000, currencyLabel: "HKD" } });
    expect(COUNTRIES.PH.faq).toMatchObject({ weightLimitKg: 20, valueCap: { amount: 10000, currencyLabel: "PHP" } });
    expect(COUNTRIES.DK.faq).toMatchObject({ weightLimitKg: 5 });
    expect(COUNTRIES.DK.faq?.itemRules).toMatch(/5 kg.*delivery bag.*hazardous/);
    expect(COUNTRIES.GR.faq).toMatchObject({ priceText: null, distanceLimitKm: null, weightLimitKg: 5, valueCap: null, complete: true });
    expect(COUNTRIES.ES.faq?.complete).toBe(false);
    expect(COUNTRIES.JP.faq).toBeNull();
  });

  it("looks countries up by code", () => {
    expect(countryByCode("DK")?.name).toBe("Denmark");
    expect(countryByCode("XX")).toBeUndefined();
    expect(countryByCode("toString")).toBeUndefined();
  });
});
