// The terms download: GET /legal/v1/terms on the platform (a text document; declared apart from the
// ENDPOINTS barrel so that only the terms page loads it).
import { TERMS_ENDPOINTS } from "@domain/contract/endpoints/terms";
import type { ApiClient } from "../client";
import * as v from "valibot";

const blobSchema = v.custom<Blob>((x) => typeof Blob !== "undefined" && x instanceof Blob, "a file");

export type TermsDocument = { content: Blob; fileName: string };

/** The deployment's terms in `language` (the platform falls back to the deployment's default language). */
export async function downloadTerms(client: ApiClient, input: { language: string; country: string }, signal?: AbortSignal): Promise<TermsDocument> {
  const content = await client.request({
    service: "platform",
    method: "GET",
    path: TERMS_ENDPOINTS.getTermsDocument.path,
    query: { language: input.language },
    responseType: "blob",
    schema: blobSchema,
    authorize: false,
    signal,
  });
  return { content, fileName: `terms-and-conditions-${input.country.toLowerCase()}-${input.language}.txt` };
}
