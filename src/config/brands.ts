// Brands of the spec (core section 1, second document section 1): a default food brand (foodpanda), a
// Middle East brand (talabat), a European brand (`product`, the default of the Danish deployment,
// service name "RiderRequest"), a Saudi brand (hungerstation), Greek (efood) and Cypriot (foody)
// brands, a Glovo-style brand (glovo) and a parcel brand (pandasend). Each has display names, a
// Mantine palette of 10 shades whose primary shade reads as text on white at WCAG AA (4.5:1, checked
// in tests/config), a plain letter-mark logo (no trademarks) as inline SVG and an SVG favicon.
import { contrastRatio, mix, WCAG_AA_NORMAL_TEXT } from "../domain/contrast";

export const BRAND_IDS = ["product", "foodpanda", "talabat", "hungerstation", "efood", "foody", "glovo", "pandasend"] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** Ten shades, lightest first, the shape Mantine's theme.colors expects. */
export type Palette = readonly [string, string, string, string, string, string, string, string, string, string];

export type Brand = {
  id: BrandId;
  names: {
    /** Name of the rider-request service (page title, headings). */
    service: string;
    /** Name of the organization behind it (footer, legal texts). */
    organization: string;
  };
  /** A country that uses a separate service name (spec: "One country uses a separate service name"). */
  serviceNameByCountry: Partial<Record<string, string>>;
  colors: {
    /** Name of the palette in the Mantine theme (theme.colors[name]). */
    name: string;
    palette: Palette;
    /** Index of the primary shade: the first from 6 on that reads on white at AA. */
    primaryShade: number;
    /** palette[primaryShade]: buttons, links and brand-coloured text on white. */
    primary: string;
    /** Text colour on a primary background. */
    onPrimary: string;
  };
  /** Letter-mark logo as an inline SVG document. */
  logoSvg: string;
  /** The logo as an SVG data URL for <link rel="icon">. */
  faviconDataUrl: string;
};

const WHITE = "#ffffff";
const BLACK = "#000000";

/** Ten shades around a base colour: tints toward white, the base at index 6, shades toward black. */
export function paletteOf(base: string): Palette {
  const tints = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((w) => mix(base, WHITE, w));
  const shades = [0.15, 0.3, 0.45].map((w) => mix(base, BLACK, w));
  return [...tints, base.toLowerCase(), ...shades] as unknown as Palette;
}

function primaryShadeOf(palette: Palette): number {
  for (let i = 6; i < palette.length; i++) if (contrastRatio(palette[i], WHITE) >= WCAG_AA_NORMAL_TEXT) return i;
  return palette.length - 1;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A rounded square in the brand colour with one white letter. */
export function letterMarkSvg(letter: string, color: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="44" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="${WHITE}">${escapeXml(letter)}</text>` +
    `</svg>`
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

type BrandInput = {
  service: string;
  organization: string;
  base: string;
  letter: string;
  serviceNameByCountry?: Partial<Record<string, string>>;
};

function brand(id: BrandId, b: BrandInput): Brand {
  const palette = paletteOf(b.base);
  const primaryShade = primaryShadeOf(palette);
  const primary = palette[primaryShade];
  const logoSvg = letterMarkSvg(b.letter, primary, b.service);
  return {
    id,
    names: { service: b.service, organization: b.organization },
    serviceNameByCountry: b.serviceNameByCountry ?? {},
    colors: { name: "brand", palette, primaryShade, primary, onPrimary: WHITE },
    logoSvg,
    faviconDataUrl: svgDataUrl(logoSvg),
  };
}

export const BRANDS: Record<BrandId, Brand> = {
  product: brand("product", { service: "RiderRequest", organization: "RiderRequest", base: "#0b6e99", letter: "R" }),
  // The one country with a separate service name (core section 1; the spec does not say which, nor the
  // name): Taiwan, where the food brand's rider service goes by its parcel name.
  foodpanda: brand("foodpanda", { service: "pandago", organization: "foodpanda", base: "#d70f64", letter: "p", serviceNameByCountry: { TW: "pandasend" } }),
  talabat: brand("talabat", { service: "talabat go", organization: "talabat", base: "#e85a00", letter: "t" }),
  hungerstation: brand("hungerstation", { service: "HungerStation Rider", organization: "HungerStation", base: "#b38b00", letter: "H" }),
  efood: brand("efood", { service: "efood Rider", organization: "efood", base: "#d6002a", letter: "e" }),
  foody: brand("foody", { service: "foody Rider", organization: "foody", base: "#7b2cbf", letter: "f" }),
  glovo: brand("glovo", { service: "Glovo Rider", organization: "Glovo", base: "#00a082", letter: "g" }),
  pandasend: brand("pandasend", { service: "pandasend", organization: "foodpanda", base: "#c2185b", letter: "s" }),
};

export const isBrandId = (id: string): id is BrandId => (BRAND_IDS as readonly string[]).includes(id);

export const brandById = (id: BrandId): Brand => BRANDS[id];

/** The service name shown in a country (the brand's, unless that country has its own). */
export function serviceName(b: BrandId | Brand, country: string): string {
  const entry = typeof b === "string" ? BRANDS[b] : b;
  return entry.serviceNameByCountry[country] ?? entry.names.service;
}
