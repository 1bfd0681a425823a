import { contrastRatio, WCAG_AA_NORMAL_TEXT } from "@domain/contrast";
import { BRAND_IDS, BRANDS, brandById, isBrandId, paletteOf, serviceName } from "@config/brands";
import { describe, expect, it } from "vitest";

const HEX = /^#[0-9a-f]{6}$/;

describe("brands", () => {
  it("has every brand of the spec", () => {
    expect([...BRAND_IDS].sort()).toEqual(["efood", "foodpanda", "foody", "glovo", "hungerstation", "pandasend", "product", "talabat"]);
    expect(Object.keys(BRANDS).sort()).toEqual([...BRAND_IDS].sort());
  });

  it("the European brand's service is RiderRequest", () => {
    expect(BRANDS.product.names.service).toBe("RiderRequest");
  });

  for (const id of BRAND_IDS) {
    describe(id, () => {
      const b = brandById(id);
      it("has display names", () => {
        expect(b.id).toBe(id);
        expect(b.names.service.trim().length).toBeGreaterThan(0);
        expect(b.names.organization.trim().length).toBeGreaterThan(0);
      });
      it("has a 10-shade palette of hex colours, lightest first", () => {
        expect(b.colors.palette).toHaveLength(10);
        for (const c of b.colors.palette) expect(c).toMatch(HEX);
        const l = (hex: string) => contrastRatio(hex, "#000000");
        for (let i = 1; i < 10; i++) expect(l(b.colors.palette[i])).toBeLessThanOrEqual(l(b.colors.palette[i - 1]));
        expect(b.colors.primary).toBe(b.colors.palette[b.colors.primaryShade]);
      });
      it("its primary colour reads on white at WCAG AA, and white reads on it", () => {
        expect(contrastRatio(b.colors.primary, "#ffffff")).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
        expect(contrastRatio(b.colors.onPrimary, b.colors.primary)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
      });
      it("has an inline SVG letter-mark logo with an accessible name", () => {
        expect(b.logoSvg.startsWith("<svg ")).toBe(true);
        expect(b.logoSvg.endsWith("</svg>")).toBe(true);
        expect(b.logoSvg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(b.logoSvg).toContain('role="img"');
        expect(b.logoSvg).toContain(`aria-label="${b.names.service}"`);
        expect(b.logoSvg).not.toMatch(/<script|href=/i);
      });
      it("has an SVG data-URL favicon that decodes to the logo", () => {
        expect(b.faviconDataUrl.startsWith("data:image/svg+xml,")).toBe(true);
        expect(decodeURIComponent(b.faviconDataUrl.slice("data:image/svg+xml,".length))).toBe(b.logoSvg);
      });
    });
  }

  it("brands have distinct colours", () => {
    const primaries = BRAND_IDS.map((id) => BRANDS[id].colors.primary);
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it("service name may differ per country", () => {
    expect(serviceName("product", "DK")).toBe("RiderRequest");
    // The one country with its own service name; every other country keeps the brand's.
    expect(serviceName("foodpanda", "TW")).toBe("pandasend");
    expect(serviceName("foodpanda", "HK")).toBe("pandago");
    expect(BRAND_IDS.flatMap((id) => Object.keys(BRANDS[id].serviceNameByCountry))).toEqual(["TW"]);
    expect(serviceName({ ...BRANDS.product, serviceNameByCountry: { SG: "Other" } }, "SG")).toBe("Other");
  });

  it("validates ids and builds palettes", () => {
    expect(isBrandId("talabat")).toBe(true);
    expect(isBrandId("acme")).toBe(false);
    expect(paletteOf("#336699")[6]).toBe("#336699");
  });
});
