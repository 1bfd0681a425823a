// Outcome table of the registration machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const registrationOutcomes: OutcomeTable = {
  states: {
    "registration.editing": { enteredBy: ["xstate.error.actor.register", "xstate.init"] },
    "registration.submitting": { enteredBy: ["SUBMIT"], tags: ["loading"] },
    "registration.succeeded": { enteredBy: ["xstate.done.actor.register"] },
  },
};
