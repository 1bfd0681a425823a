// Outcome table of the trackingView machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const trackingViewOutcomes: OutcomeTable = {
  states: {
    "trackingView.closed": {
      enteredBy: ["TRACKING.CLOSED", "xstate.init"],
      facts: (c) => (c.orderId === null && c.tab === null && c.shown === null) || "closed keeps no order, tab or record",
    },
    "trackingView.open": { enteredBy: ["TRACKING.OPENED"] },
    "trackingView.open.tab": { enteredBy: ["TRACKING.OPENED"] },
    "trackingView.open.tab.choosing": { enteredBy: ["TRACKING.OPENED"], facts: (c) => c.tab === null || "no tab before the first lists" },
    "trackingView.open.tab.browsing": { enteredBy: ["ORDERS.CHANGED", "TAB.CHOSEN"], facts: (c) => c.tab !== null || "browsing shows a tab" },
    "trackingView.open.tab.following": {
      enteredBy: ["ORDERS.CHANGED", "TAB.CHOSEN"],
      facts: (c) => (c.orderId !== null && c.tab !== null && (c.selectedTab === null || c.tab === c.selectedTab)) ||
        "following shows the selected order's tab (the last one known when the order is gone from the store)",
    },
    "trackingView.open.tab.declined": {
      enteredBy: ["TAB.CHOSEN"],
      facts: (c) => (c.orderId !== null && c.tab !== null) || "declined: a tab is shown for a selected order",
    },
    "trackingView.open.lookup": { enteredBy: ["TRACKING.OPENED"] },
    "trackingView.open.lookup.waiting": { enteredBy: ["TRACKING.OPENED"] },
    "trackingView.open.lookup.looking": { enteredBy: ["ORDERS.CHANGED"], facts: (c) => c.orderId !== null || "looks up only a selected order" },
    "trackingView.open.lookup.found": { enteredBy: ["xstate.done.actor.lookupOrder"], facts: (c) => c.orderId !== null || "found needs a selected order" },
    "trackingView.open.lookup.missing": { enteredBy: ["xstate.error.actor.lookupOrder"], facts: (c) => c.orderId !== null || "missing needs a selected order" },
    "trackingView.open.shown": { enteredBy: ["TRACKING.OPENED"] },
  },
  emits: {
    "trackingView.orderFound": {
      on: ["xstate.done.actor.lookupOrder"],
      when: (_c, _e, s) => s.matches({ open: { lookup: "found" } }),
      payload: (e, c) => e.order.order_id === c.orderId || "the found order is the selected one",
    },
    "trackingView.orderShown": { on: ["ORDERS.CHANGED"], payload: (e, c) => (e.order.order_id === c.orderId && c.shown === e.order) || "the shown record is the selected order's, kept as shown" },
    "trackingView.orderHidden": { on: ["ORDERS.CHANGED", "TRACKING.CLOSED", "TRACKING.OPENED"] },
  },
};
