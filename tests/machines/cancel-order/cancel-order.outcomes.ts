// Outcome table of the cancelOrder machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const cancelOrderOutcomes: OutcomeTable = {
  states: {
    "cancelOrder.closed": { enteredBy: ["CANCEL.CLOSED", "CANCEL.CONFIRMED", "xstate.done.actor.cancelOrder", "xstate.init"] },
    "cancelOrder.choosingReason": { enteredBy: ["CANCEL.OPENED", "xstate.error.actor.cancelOrder"] },
    "cancelOrder.cancelling": { enteredBy: ["CANCEL.CONFIRMED"], tags: ["loading"] },
  },
  emits: {
    "notify": { on: ["CANCEL.CONFIRMED", "CANCEL.OPENED", "xstate.error.actor.cancelOrder"] },
    "cancelOrder.cancelled": { on: ["xstate.done.actor.cancelOrder"] },
  },
};
