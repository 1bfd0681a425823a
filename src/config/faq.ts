// The FAQ structured data of the page head (seo.ts): the questions and answers a country's FAQ figures
// support, as schema.org FAQPage JSON-LD, rendered with the landing page (issue 14: a module of its own,
// so the first load of the other pages does not carry it).
import { BRANDS, type Brand, type BrandId } from "./brands";
import type { CountryInfo } from "./countries";

const brandOf = (b: BrandId | Brand): Brand => (typeof b === "string" ? BRANDS[b] : b);

export type FaqEntry = { id: string; question: string; answer: string };

const formatDistance = (d: number | readonly [number, number]) => (typeof d === "number" ? `${d} km` : `${d[0]} to ${d[1]} km`);

/** The FAQ questions and answers a country's figures support (English; ids are stable keys). */
export function faqEntries(country: CountryInfo, brand: BrandId | Brand = "product"): FaqEntry[] {
  const faq = country.faq;
  if (!faq) return [];
  const service = brandOf(brand).names.service;
  const out: FaqEntry[] = [];
  if (faq.priceText) {
    out.push({
      id: "faq.price",
      question: `How much does a delivery with ${service} cost in ${country.name}?`,
      answer: `Prices in ${country.currency}: ${faq.priceText}. You pay as you go.`,
    });
  }
  if (faq.distanceLimitKm !== null) {
    out.push({
      id: "faq.distance",
      question: "How far can a rider deliver?",
      answer: `Deliveries go up to ${formatDistance(faq.distanceLimitKm)} from your outlet.`,
    });
  }
  const weight = `Items may weigh at most ${faq.weightLimitKg} kg.`;
  const cap = faq.valueCap ? ` Items worth more than ${faq.valueCap.currencyLabel} ${faq.valueCap.amount} may not be sent.` : "";
  const rules = faq.itemRules ? ` ${faq.itemRules}` : "";
  out.push({ id: "faq.items", question: "What can I send?", answer: `${weight}${cap}${rules}` });
  out.push({
    id: "faq.sign-up",
    question: `How do I sign up for ${service}?`,
    answer: "Sign up with your mobile number or e-mail, your business name and a password.",
  });
  return out;
}

/** schema.org FAQPage JSON-LD object for the landing page. */
export function faqStructuredData(country: CountryInfo, brand: BrandId | Brand = "product") {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqEntries(country, brand).map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}
