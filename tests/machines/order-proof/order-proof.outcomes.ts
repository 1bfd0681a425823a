// Outcome table of the orderProof machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const orderProofOutcomes: OutcomeTable = {
  states: {
    "orderProof.loading": { enteredBy: ["RETRY", "xstate.init"], tags: ["loading"] },
    "orderProof.shown": { enteredBy: ["xstate.done.actor.fetchProof"] },
    "orderProof.failed": { enteredBy: ["xstate.error.actor.fetchProof"] },
  },
  emits: {
    "notify": { on: ["xstate.error.actor.fetchProof"] },
  },
};
