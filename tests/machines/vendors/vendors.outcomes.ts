// Outcome table of the vendors machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const vendorsOutcomes: OutcomeTable = {
  states: {
    "vendors.signedOut": { enteredBy: ["SESSION.SIGNED_OUT", "xstate.init"] },
    "vendors.loading": { enteredBy: ["RETRY", "SESSION.SIGNED_IN"], tags: ["loading"] },
    "vendors.ready": { enteredBy: ["xstate.done.actor.fetchVendors"] },
    "vendors.ready.checkingOutletOrders": { enteredBy: ["xstate.done.actor.fetchVendors"] },
    "vendors.ready.idle": { enteredBy: ["xstate.done.actor.fetchAllOutletOrdersParam", "xstate.error.actor.fetchAllOutletOrdersParam"] },
    "vendors.failed": { enteredBy: ["xstate.error.actor.fetchVendors"] },
    "vendors.empty": { enteredBy: ["xstate.done.actor.fetchVendors"] },
    "vendors.guest": { enteredBy: ["GUEST.ENTERED"] },
  },
  emits: {
    "notify": { on: ["OUTLETS.TOGGLED", "xstate.done.actor.fetchVendors", "xstate.error.actor.fetchVendors"] },
  },
};
