// Outcome table of the orderSummary machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there. It emits nothing.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const orderSummaryOutcomes: OutcomeTable = {
  states: {
    "orderSummary.loading": { enteredBy: ["xstate.init", "RETRY"], tags: ["loading"], facts: (c) => c.summary === null || "no summary yet" },
    "orderSummary.shown": { enteredBy: ["xstate.done.actor.fetchSummary"], facts: (c) => c.summary !== null || "shows the summary" },
    "orderSummary.failed": { enteredBy: ["xstate.error.actor.fetchSummary"], facts: (c) => c.summary === null || "no summary" },
  },
};
