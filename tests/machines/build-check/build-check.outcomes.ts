// Outcome table of the buildCheck machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const buildCheckOutcomes: OutcomeTable = {
  states: {
    "buildCheck.checking": { enteredBy: ["after checkInterval", "xstate.init"] },
    "buildCheck.waiting": { enteredBy: ["xstate.done.actor.fetchManifest", "xstate.error.actor.fetchManifest", "xstate.error.actor.reloadPage"] },
    "buildCheck.outdated": { enteredBy: ["xstate.done.actor.fetchManifest"] },
    "buildCheck.reloading": { enteredBy: ["after reloadDelay"] },
    "buildCheck.reloaded": { enteredBy: ["xstate.done.actor.reloadPage"] },
  },
  emits: {
    "buildCheck.outdated": { on: ["xstate.done.actor.fetchManifest"] },
  },
};
