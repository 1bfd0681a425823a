// Outcome table of the login machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const loginOutcomes: OutcomeTable = {
  states: {
    "login.readingStoredTerms": { enteredBy: ["xstate.init"], facts: (c) => (c.email === "" && c.password === "" && !c.termsAccepted) || "starts empty" },
    "login.editing": { enteredBy: ["xstate.done.actor.readTermsAccepted", "xstate.error.actor.readTermsAccepted"] },
  },
  emits: {
    "login.submitted": {
      on: ["SUBMIT"],
      // Handed on exactly when the form has nothing to object to (the problems shown are none).
      when: (c) => Object.keys(c.problems).length === 0 && c.email !== "" && c.password !== "" && c.termsAccepted,
      payload: (e, c) => (e.email === c.email.trim() || e.email === c.email) && e.password === c.password || "the credentials typed",
    },
  },
};
