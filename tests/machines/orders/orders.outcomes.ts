// Outcome table of the orders machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const ordersOutcomes: OutcomeTable = {
  states: {
    "orders.idle": { enteredBy: ["xstate.init"] },
    "orders.vendorSelected": { enteredBy: ["ORDERS.VENDOR_CHANGED"] },
    "orders.vendorSelected.current": { enteredBy: ["ORDERS.VENDOR_CHANGED"] },
    "orders.vendorSelected.current.fetchingActive": { enteredBy: ["ORDERS.VENDOR_CHANGED"], tags: ["loadingCurrent"] },
    "orders.vendorSelected.current.fetchingPreorders": { enteredBy: ["xstate.done.actor.fetchActiveOrders"], tags: ["loadingCurrent"] },
    "orders.vendorSelected.current.ready": { enteredBy: ["xstate.done.actor.fetchPreOrders"] },
    "orders.vendorSelected.current.failed": { enteredBy: ["xstate.error.actor.fetchActiveOrders", "xstate.error.actor.fetchPreOrders"] },
    "orders.vendorSelected.past": { enteredBy: ["ORDERS.VENDOR_CHANGED"] },
    "orders.vendorSelected.past.idle": { enteredBy: ["ORDERS.VENDOR_CHANGED"] },
    "orders.vendorSelected.past.fetching": { enteredBy: ["ORDERS.LOAD_MORE_PAST", "ORDERS.PAST_REQUESTED", "ORDERS.VENDOR_CHANGED"], tags: ["loadingPast"] },
    "orders.vendorSelected.past.ready": { enteredBy: ["xstate.done.actor.fetchPastOrders"] },
    "orders.vendorSelected.past.failed": { enteredBy: ["xstate.error.actor.fetchPastOrders"] },
  },
  emits: {
    "notify": { on: ["xstate.error.actor.fetchActiveOrders", "xstate.error.actor.fetchPastOrders", "xstate.error.actor.fetchPreOrders"] },
  },
};
