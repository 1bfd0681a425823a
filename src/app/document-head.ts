// The page head of the deployment: title "{service} Create an order in {country}" (translated with
// the page language), canonical link and the brand favicon. The FAQ structured data (schema.org
// JSON-LD from the country's FAQ figures) comes with the landing page, whose FAQ it describes
// (features/landing/faq-structured-data.tsx): no other page carries its figures (issue 14).
import { type Brand, serviceName } from "@config/brands";
import { canonicalUrl } from "@config/seo";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

/** What the title reads of the country: its code, and a name for when the browser cannot name it (the code unless given). */
export type TitleCountry = { code: string; name?: string };

const TITLE = msg({ id: "page.title", message: "{service} Create an order in {country}" });

function ensureElement<K extends "link" | "meta">(doc: Document, tag: K, selector: string, init: (el: HTMLElementTagNameMap[K]) => void) {
  let el = doc.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = doc.createElement(tag);
    init(el);
    doc.head.appendChild(el);
  }
  return el;
}

export function localizedCountryName(country: TitleCountry, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(country.code) ?? country.name ?? country.code;
  } catch {
    return country.name ?? country.code;
  }
}

/** The title in the active language. */
export function pageTitleFor(brand: Brand, country: TitleCountry): string {
  const values = { service: serviceName(brand, country.code), country: localizedCountryName(country, i18n.locale) };
  return i18n._(TITLE.id, values);
}

/** Sets the title for the active language. */
export function applyTitle(doc: Document, brand: Brand, country: TitleCountry) {
  doc.title = pageTitleFor(brand, country);
}

/** Sets the canonical link to origin + path (no query). */
export function applyCanonical(doc: Document, pathname: string) {
  const link = ensureElement(doc, "link", 'link[rel="canonical"]', (el) => {
    el.rel = "canonical";
  });
  link.href = canonicalUrl(doc.location.origin, pathname);
}

export function applyStaticHead(doc: Document, brand: Brand) {
  const icon = ensureElement(doc, "link", 'link[rel="icon"]', (el) => {
    el.rel = "icon";
    el.type = "image/svg+xml";
  });
  icon.href = brand.faviconDataUrl;
  const themeColor = ensureElement(doc, "meta", 'meta[name="theme-color"]', (el) => {
    el.name = "theme-color";
  });
  themeColor.content = brand.colors.primary;
}
