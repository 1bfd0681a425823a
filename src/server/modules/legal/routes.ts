// GET /legal/v1/terms: the deployment's terms and conditions as a document to keep (the portal's
// terms page offers it; the spec names a terms download without its path). Plain text in the
// language asked for when the deployment offers it, else its default language; the words follow the
// portal's own terms page.
import { brandById, serviceName } from "../../../config/brands";
import { type CountryCode, COUNTRIES } from "../../../config/countries";
import { TERMS_DOCUMENT_MIME, TERMS_ENDPOINTS } from "../../../domain/contract/endpoints/terms";
import type { AppDeps } from "../../context";
import type { Mount } from "../../http/mount";

type TermsWords = { title: string; sections: Array<[string, string]>; footer: string };

const WORDS: Record<"en" | "da", (service: string, country: string) => TermsWords> = {
  en: (service, country) => ({
    title: `${service}: terms and conditions (${country})`,
    sections: [
      [
        "The service",
        "The portal lets businesses request a rider to carry an order from one of their outlets to a customer. Each request is a separate agreement for one delivery.",
      ],
      ["Fees and payment", "The delivery fee is shown before you confirm a request and is charged for every delivery you request."],
      ["What may be sent", "You are responsible for the content of each order. Items on the list of prohibited items cannot be sent."],
      [
        "Privacy",
        "We use the names, phone numbers and addresses you give us only to carry out and track your deliveries, and keep them no longer than the law requires.",
      ],
    ],
    footer: "These terms apply to every request made through the portal.",
  }),
  da: (service, country) => ({
    title: `${service}: vilkår og betingelser (${country})`,
    sections: [
      [
        "Tjenesten",
        "Portalen lader virksomheder bestille et bud, der bringer en ordre fra et af deres udsalgssteder til en kunde. Hver bestilling er en særskilt aftale om én levering.",
      ],
      ["Gebyrer og betaling", "Leveringsgebyret vises, før du bekræfter en bestilling, og opkræves for hver levering, du bestiller."],
      ["Hvad der må sendes", "Du er ansvarlig for indholdet af hver ordre. Varer på listen over forbudte varer kan ikke sendes."],
      [
        "Privatliv",
        "Vi bruger de navne, telefonnumre og adresser, du giver os, kun til at udføre og følge dine leveringer, og vi gemmer dem ikke længere, end loven kræver.",
      ],
    ],
    footer: "Disse vilkår gælder for hver bestilling, der foretages gennem portalen.",
  }),
};

/** The document's text (exported for the platform tests). */
export function termsDocument(service: string, countryName: string, language: string): string {
  const words = (language.startsWith("da") ? WORDS.da : WORDS.en)(service, countryName);
  const underline = "=".repeat(words.title.length);
  const body = words.sections.map(([heading, text]) => `${heading}\n${"-".repeat(heading.length)}\n${text}`).join("\n\n");
  return `${words.title}\n${underline}\n\n${body}\n\n${words.footer}\n`;
}

export function mountLegalRoutes(mount: Mount, deps: AppDeps) {
  mount(TERMS_ENDPOINTS.getTermsDocument, ({ query }, c) => {
    const { deployment } = deps;
    const country = COUNTRIES[deployment.country as CountryCode];
    const offered = country?.languages ?? [deployment.language];
    const language = query.language && offered.includes(query.language) ? query.language : deployment.language;
    const service = serviceName(brandById(deployment.brand), deployment.country);
    const file = `terms-and-conditions-${deployment.country.toLowerCase()}-${language}.txt`;
    return c.body(termsDocument(service, country?.name ?? deployment.country, language), 200, {
      "Content-Type": TERMS_DOCUMENT_MIME,
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "public, max-age=300",
    });
  });
}
