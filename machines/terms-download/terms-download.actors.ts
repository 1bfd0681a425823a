// Effect signatures of the terms download: the document from the platform (GET /legal/v1/terms,
// provided at the composition root); tests provide fakes.
import { fromPromise } from "xstate";

export type TermsFile = { content: Blob; fileName: string };

export const fetchTerms = fromPromise<TermsFile, { language: string }>(async () => {
  throw new Error("fetchTerms is not provided");
});
