// Page head of the spec: the title is the brand plus "Create an order in {country}", with a canonical
// link, FAQ structured data (schema.org FAQPage, from the country's FAQ figures: faq.ts, the landing
// page's, not part of every page's first load) and the brand favicon.
import { BRANDS, type Brand, type BrandId } from "./brands";

const brandOf = (b: BrandId | Brand): Brand => (typeof b === "string" ? BRANDS[b] : b);

/** "{service name} Create an order in {country name}". */
export function pageTitle(brand: BrandId | Brand, countryName: string): string {
  return `${brandOf(brand).names.service} Create an order in ${countryName}`;
}

/** Canonical URL of a page: origin plus path, without query or hash, without a trailing slash (except "/"). */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] || "/").replace(/\/+$/, "") || "/";
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
