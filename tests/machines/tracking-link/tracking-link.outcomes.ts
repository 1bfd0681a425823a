// Outcome table of the trackingLink machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there. It emits nothing.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const trackingLinkOutcomes: OutcomeTable = {
  states: {
    "trackingLink.idle": { enteredBy: ["xstate.init", "after copiedFor", "xstate.done.actor.openPage"] },
    // Only without a link: once fetched, it is kept and later asks skip this.
    "trackingLink.fetching": { enteredBy: ["COPY", "OPEN_RECEIPT", "OPEN_TRACKING"], tags: ["busy"], facts: (c) => c.link === null || "fetches only without a link" },
    "trackingLink.copying": {
      enteredBy: ["COPY", "xstate.done.actor.fetchTrackingLink"],
      tags: ["busy"],
      facts: (c) => (c.link !== null && c.intent === "copy") || "copies a held link",
    },
    "trackingLink.opening": {
      enteredBy: ["OPEN_RECEIPT", "OPEN_TRACKING", "xstate.done.actor.fetchTrackingLink"],
      tags: ["busy"],
      facts: (c) => (c.link !== null && (c.intent === "receipt" || c.intent === "tracking")) || "opens a page with a held link",
    },
    "trackingLink.copied": { enteredBy: ["xstate.done.actor.copyToClipboard"], facts: (c) => (c.link !== null && c.intent === "copy") || "copied a held link" },
    "trackingLink.failed": {
      enteredBy: ["xstate.error.actor.fetchTrackingLink", "xstate.error.actor.copyToClipboard", "xstate.error.actor.openPage"],
    },
  },
};
