// The FAQ's structured data (schema.org FAQPage JSON-LD from the country's FAQ figures, the spec's page
// head), rendered with the landing page whose FAQ it describes: in the prerendered HTML and when the
// portal renders the landing itself. A JSON-LD block is read by crawlers wherever it is in the
// document; it is data, not a script (the Content-Security-Policy has nothing to run).
import { BRANDS, type BrandId } from "@config/brands";
import { type CountryCode, COUNTRIES } from "@config/countries";
import { faqStructuredData } from "@config/faq";
import { useConfig } from "../../app-context";

/** JSON inside a <script> element: "<" escaped, so no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function FaqStructuredData() {
  const config = useConfig();
  const country = COUNTRIES[config.country as CountryCode];
  if (!country) return null;
  const faq = faqStructuredData(country, BRANDS[config.brand as BrandId]);
  if (faq.mainEntity.length === 0) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data from the deployment's configuration, "<" escaped
  return <script type="application/ld+json" id="faq-structured-data" dangerouslySetInnerHTML={{ __html: scriptJson(faq) }} />;
}
