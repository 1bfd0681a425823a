// Outcome table of the riderTracker machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const riderTrackerOutcomes: OutcomeTable = {
  states: {
    "riderTracker.idle": { enteredBy: ["RIDER.ORDER_UPDATED", "RIDER.UNTRACK", "xstate.init"] },
    "riderTracker.polling": { enteredBy: ["RIDER.ORDER_UPDATED", "RIDER.TRACK"] },
    "riderTracker.polling.fetching": { enteredBy: ["RIDER.ORDER_UPDATED", "RIDER.TRACK", "after pollInterval"] },
    "riderTracker.polling.next": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "riderTracker.polling.waiting": { enteredBy: ["xstate.done.actor.fetchRider", "xstate.error.actor.fetchRider"] },
  },
};
