// The terms download (second file §7: "terms download: paths and payloads not shown"): the platform
// serves the deployment's terms and conditions as a document to keep. Declared apart from the
// ENDPOINTS barrel, like the help centre's calls, so the first load does not carry it: only the
// terms page loads it.
import * as v from "valibot";
import { text } from "../text";
import { ERRORS } from "./common";
import { defineEndpoint } from "./define";

export const TERMS_DOCUMENT_MIME = "text/plain; charset=utf-8";

/** ?language=da-DK: one of the deployment's languages; any other (or none) gets its default language. */
export const TermsDocumentQuerySchema = v.object({ language: v.optional(v.pipe(text({ max: 16 }), v.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/, "must be a language code"))) });
export type TermsDocumentQuery = v.InferOutput<typeof TermsDocumentQuerySchema>;

export const TERMS_ENDPOINTS = {
  getTermsDocument: defineEndpoint({
    id: "getTermsDocument",
    service: "platform",
    method: "GET",
    path: "/legal/v1/terms",
    summary: "Download the terms and conditions",
    description:
      "The deployment's terms and conditions (brand, country) as a plain-text document to keep, in the language asked for when the deployment offers it, else in its default language. Public: the terms are read before signing in.",
    auth: "none",
    query: TermsDocumentQuerySchema,
    success: {
      description: "The terms as a UTF-8 text file.",
      contentType: TERMS_DOCUMENT_MIME,
      headers: { "Content-Disposition": 'attachment; filename="terms-and-conditions-{country}-{language}.txt"' },
    },
    errors: [ERRORS.validation],
  }),
};
