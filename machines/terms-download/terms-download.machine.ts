// Terms-download machine: the "Download the terms" button of the terms page (second file §7: a terms
// download call; §8: "terms download failure").
//
// `ready` until DOWNLOAD {language}: `downloading` asks the platform for the document (`fetchTerms`,
// in the page's language); its file is handed to the browser (named action `saveTermsFile`, provided
// at the composition root) and the machine is `ready` again. A failure is `failed`, whose message
// (TERMS_DOWNLOAD_ERROR) the page shows in an alert until DOWNLOAD tries again. Leaving `downloading`
// (the page unmounting) stops the actor, which aborts the request.
import { setup } from "xstate";
import { fetchTerms, type TermsFile } from "./terms-download.actors";

/** The failure's message key (second file §8 "terms download failure"). */
export const TERMS_DOWNLOAD_ERROR = "error.terms-download";

export type TermsDownloadEvent = { type: "DOWNLOAD"; language: string };

export const termsDownloadMachine = setup({
  types: { events: {} as TermsDownloadEvent },
  actors: { fetchTerms },
  actions: {
    /** Offers the file to the browser (a download link); provided at the composition root. */
    saveTermsFile: (_, _p: { file: TermsFile }) => {},
  },
}).createMachine({
  id: "termsDownload",
  initial: "ready",
  states: {
    ready: { on: { DOWNLOAD: "downloading" } },
    downloading: {
      tags: ["loading"],
      invoke: {
        id: "fetchTerms",
        src: "fetchTerms",
        input: ({ event }) => ({ language: (event as TermsDownloadEvent).language }),
        onDone: { target: "ready", actions: { type: "saveTermsFile", params: ({ event }) => ({ file: event.output }) } },
        onError: { target: "failed" },
      },
    },
    failed: { on: { DOWNLOAD: "downloading" } },
  },
});
