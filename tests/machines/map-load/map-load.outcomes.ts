// Outcome table of the mapLoad machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const mapLoadOutcomes: OutcomeTable = {
  states: {
    "mapLoad.waitingForElement": { enteredBy: ["xstate.init"] },
    "mapLoad.loading": { enteredBy: ["MAP.REQUESTED", "RETRY"], tags: ["loading"] },
    "mapLoad.ready": { enteredBy: ["xstate.done.actor.loadMap"] },
    "mapLoad.failed": { enteredBy: ["MAP.REQUESTED", "after loadTimeout", "xstate.error.actor.loadMap"] },
  },
};
