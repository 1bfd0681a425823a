import { describe, expect, it } from "vitest";
import { offeredLocales, pickInitialLocale, toAppLocale } from "../../src/app/i18n";

const dk = { deploymentLanguage: "en", countryLanguages: ["en", "da-DK"] };

describe("languages of the portal", () => {
  it("offers the country's languages", () => {
    expect(offeredLocales(["en", "da-DK"])).toEqual(["en", "da-DK"]);
    expect(offeredLocales(["en", "da", "de"])).toEqual(["en", "da-DK"]);
    expect(toAppLocale("ar-AE")).toBe("ar");
  });

  it("starts with ?lang=, then the stored choice, then the deployment language", () => {
    expect(pickInitialLocale({ ...dk, query: null, stored: null })).toBe("en");
    expect(pickInitialLocale({ ...dk, query: null, stored: "da-DK" })).toBe("da-DK");
    expect(pickInitialLocale({ ...dk, query: "da-DK", stored: null })).toBe("da-DK");
    expect(pickInitialLocale({ ...dk, query: "en", stored: "da-DK" })).toBe("en");
    expect(pickInitialLocale({ ...dk, query: null, stored: "de" })).toBe("en");
  });

  it("reaches Arabic only through ?lang=ar (right-to-left proof)", () => {
    expect(pickInitialLocale({ ...dk, query: "ar", stored: null })).toBe("ar");
    expect(pickInitialLocale({ ...dk, query: "xx", stored: "da-DK" })).toBe("da-DK");
  });
});
