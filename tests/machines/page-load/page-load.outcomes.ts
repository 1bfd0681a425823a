// Outcome table of the pageLoad machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const pageLoadOutcomes: OutcomeTable = {
  states: {
    "pageLoad.loading": { enteredBy: ["after retryDelay", "xstate.init"], tags: ["loading"] },
    "pageLoad.waitingToRetry": { enteredBy: ["xstate.error.actor.0.pageLoad.loading"], tags: ["loading"] },
    "pageLoad.loaded": { enteredBy: ["xstate.done.actor.0.pageLoad.loading"] },
    "pageLoad.failed": { enteredBy: ["xstate.error.actor.0.pageLoad.loading", "xstate.error.actor.0.pageLoad.reloading"] },
    "pageLoad.reloading": { enteredBy: ["RELOAD.REQUESTED"] },
  },
};
