import { contrastRatio, mix, parseHex, relativeLuminance, toHex } from "@domain/contrast";
import { describe, expect, it } from "vitest";

describe("WCAG contrast", () => {
  it("black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
  it("matches known values", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });
  it("is symmetric", () => {
    expect(contrastRatio("#d70f64", "#fff")).toBeCloseTo(contrastRatio("#fff", "#d70f64"), 10);
  });
  it("parses and formats hex", () => {
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("#0B6E99")).toEqual([11, 110, 153]);
    expect(() => parseHex("red")).toThrow();
    expect(toHex([11, 110, 153])).toBe("#0b6e99");
    expect(relativeLuminance("#ffffff")).toBe(1);
  });
  it("mixes colours", () => {
    expect(mix("#000000", "#ffffff", 0)).toBe("#000000");
    expect(mix("#000000", "#ffffff", 1)).toBe("#ffffff");
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
  });
});
