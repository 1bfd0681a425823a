import { describe, expect, it } from "vitest";
import { offeredLocales, pickInitialLocale, toAppLocale } from "../../src/app/i18n";

const dk = { deploymentLanguage: "en", countryLanguages: ["en", "da-DK"] };

describe("languages of the portal", () => {
  it("offers the country's languages", () => {
    expect(offeredLocales(["en", "da-DK"])).toEqual(["en", "da-DK"]);
    expect(offeredLocales(["en", "da", "fr"])).toEqual(["en", "da-DK"]);
    expect(offeredLocales(["en", "fil"], "fil")).toEqual(["tl", "en"]);
    expect(offeredLocales(["en", "ar-AE", "ar"])).toEqual(["en", "ar"]);
    expect(toAppLocale("ar-AE")).toBe("ar");
  });

  it("starts with ?lang=, then the stored choice, then the deployment language", () => {
    expect(pickInitialLocale({ ...dk, query: null, stored: null })).toBe("en");
    expect(pickInitialLocale({ ...dk, query: null, stored: "da-DK" })).toBe("da-DK");
    expect(pickInitialLocale({ ...dk, query: "da-DK", stored: null })).toBe("da-DK");
    expect(pickInitialLocale({ ...dk, query: "en", stored: "da-DK" })).toBe("en");
    expect(pickInitialLocale({ ...dk, query: null, stored: "fr" })).toBe("en");
    expect(pickInitialLocale({ ...dk, query: null, stored: "de" })).toBe("de");
  });

  it("previews any app language through ?lang= (then kept as the stored choice)", () => {
    expect(pickInitialLocale({ ...dk, query: "ar", stored: null })).toBe("ar");
    expect(pickInitialLocale({ ...dk, query: "ur-PK", stored: "da-DK" })).toBe("ur");
    expect(pickInitialLocale({ ...dk, query: null, stored: "ar" })).toBe("ar");
    expect(pickInitialLocale({ ...dk, query: "xx", stored: "da-DK" })).toBe("da-DK");
  });
});
