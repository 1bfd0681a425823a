// Outcome table of the terms-download machine (tests/support/outcomes.ts). Written down, not read from
// the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const termsDownloadOutcomes: OutcomeTable = {
  states: {
    "termsDownload.ready": { enteredBy: ["xstate.init", "xstate.done.actor.fetchTerms"] },
    "termsDownload.downloading": { enteredBy: ["DOWNLOAD"], tags: ["loading"] },
    // Only a failed download shows the failure message.
    "termsDownload.failed": { enteredBy: ["xstate.error.actor.fetchTerms"] },
  },
};
