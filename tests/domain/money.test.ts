import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../../src/config/countries";
import { DEFAULT_FLAGS } from "../../src/domain/flags";
import { formatAmount, moneyFormat } from "../../src/domain/money";

const BG = COUNTRIES.BG.dualCurrency;
/** Intl puts no-break spaces in some locales; compare with plain ones. */
const fmt = (...a: Parameters<typeof formatAmount>) => formatAmount(...a).replace(/[\u00a0\u202f]/g, " ");
const flags = (grouping: boolean, dual: boolean) => ({ ...DEFAULT_FLAGS, "digit-grouping": grouping, "display-bg-dual-pricing": dual });

describe("digit-grouping", () => {
  it("on: the locale's grouping; off: none", () => {
    expect(fmt(1234.5, moneyFormat(flags(true, false), "en-DK", "DKK", null))).toBe(new Intl.NumberFormat("en-DK", { style: "currency", currency: "DKK" }).format(1234.5).replace(/[\u00a0\u202f]/g, " "));
    expect(fmt(1234.5, moneyFormat(flags(true, false), "en", "DKK", null))).toBe("DKK 1,234.50");
    expect(fmt(1234.5, moneyFormat(flags(false, false), "en", "DKK", null))).toBe("DKK 1234.50");
    expect(fmt(1234.5, moneyFormat(flags(true, false), "da-DK", "DKK", null))).toBe("1.234,50 kr.");
    expect(fmt(1234.5, moneyFormat(flags(false, false), "da-DK", "DKK", null))).toBe("1234,50 kr.");
  });
});

describe("display-bg-dual-pricing", () => {
  it("Bulgaria requires euro and leva at the fixed rate", () => {
    expect(BG).toEqual({ currency: "BGN", perUnit: 1.95583 });
    expect(COUNTRIES.DK.dualCurrency).toBeNull();
  });
  it("on in Bulgaria: the amount is followed by leva; off: euro only", () => {
    expect(fmt(10, moneyFormat(flags(true, true), "en", "EUR", BG))).toBe("€10.00 (BGN 19.56)");
    expect(fmt(10, moneyFormat(flags(true, false), "en", "EUR", BG))).toBe("€10.00");
  });
  it("on in a country without dual display: one currency", () => {
    expect(fmt(10, moneyFormat(flags(true, true), "en", "DKK", null))).toBe("DKK 10.00");
  });
  it("grouping applies to both amounts", () => {
    expect(fmt(1000, moneyFormat(flags(false, true), "en", "EUR", BG))).toBe("€1000.00 (BGN 1955.83)");
  });
});
