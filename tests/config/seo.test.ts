import { BRANDS } from "@config/brands";
import { COUNTRIES } from "@config/countries";
import { faqEntries, faqStructuredData } from "@config/faq";
import { canonicalUrl, pageTitle } from "@config/seo";
import { describe, expect, it } from "vitest";

describe("page head", () => {
  it("title is the brand's service plus 'Create an order in {country}'", () => {
    expect(pageTitle("product", "Denmark")).toBe("RiderRequest Create an order in Denmark");
    expect(pageTitle(BRANDS.talabat, COUNTRIES.AE.name)).toBe(`${BRANDS.talabat.names.service} Create an order in United Arab Emirates`);
  });

  it("canonical URL drops query, hash and trailing slashes", () => {
    expect(canonicalUrl("http://localhost:8080/", "/register?x=1#y")).toBe("http://localhost:8080/register");
    expect(canonicalUrl("https://a.example.com", "/")).toBe("https://a.example.com/");
    expect(canonicalUrl("https://a.example.com", "/history/DK-1001/")).toBe("https://a.example.com/history/DK-1001");
  });

  it("FAQ structured data is a schema.org FAQPage built from the figures", () => {
    const hk = faqStructuredData(COUNTRIES.HK);
    expect(hk["@context"]).toBe("https://schema.org");
    expect(hk["@type"]).toBe("FAQPage");
    const text = JSON.stringify(hk);
    expect(text).toContain("roughly 49 to 79");
    expect(text).toContain("10 km");
    expect(text).toContain("10 kg");
    expect(text).toContain("HKD 1000");
    for (const q of hk.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.name.length).toBeGreaterThan(0);
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(faqStructuredData(COUNTRIES.PK))).toContain("4 to 5 km");
  });

  it("Denmark's FAQ states the 5 kg bag rule and no price", () => {
    const dk = faqEntries(COUNTRIES.DK);
    expect(dk.map((e) => e.id)).toEqual(["faq.items", "faq.sign-up"]);
    expect(dk[0].answer).toContain("5 kg");
    expect(dk[0].answer).toContain("delivery bag");
  });

  it("a country without FAQ data has an empty FAQPage", () => {
    expect(faqStructuredData(COUNTRIES.JP).mainEntity).toEqual([]);
  });
});
