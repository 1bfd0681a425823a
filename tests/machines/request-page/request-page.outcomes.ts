// Outcome table of the requestPage machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const requestPageOutcomes: OutcomeTable = {
  states: {
    "requestPage.closed": { enteredBy: ["REQUEST.CLOSED", "xstate.init"], facts: (c) => (c.request === null && c.order === null && c.areas === null) || "closed keeps no request, order or areas" },
    "requestPage.open": { enteredBy: ["REQUEST.OPENED"], facts: (c) => c.request !== null || "open without a request" },
    "requestPage.open.flow": { enteredBy: ["REQUEST.OPENED"] },
    "requestPage.open.flow.readingGuestSender": { enteredBy: ["REQUEST.OPENED"] },
    "requestPage.open.flow.deciding": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "requestPage.open.flow.loadingOrder": {
      enteredBy: ["xstate.done.actor.readGuestSender", "xstate.error.actor.readGuestSender"],
      facts: (c) => (!!c.request.orderId && c.order === null) || "loads an order only in update mode (?orderID=), before it is read",
    },
    "requestPage.open.flow.orderNotFound": { enteredBy: ["xstate.error.actor.fetchOrder"], facts: (c) => (!!c.request.orderId && c.order === null) || "not found means no order in update mode" },
    "requestPage.open.flow.askingGuestSender": { enteredBy: ["GUEST_SENDER.EDIT", "xstate.done.actor.readGuestSender"] },
    "requestPage.open.flow.running": {
      enteredBy: ["GUEST_SENDER.SAVED", "xstate.done.actor.fetchOrder", "xstate.done.actor.readGuestSender", "xstate.error.actor.readGuestSender"],
      facts: (c) => (c.request.orderId === null) === (c.order === null) || "a flow in update mode runs with its order, a new request without one",
    },
    "requestPage.open.flow.redirecting": { enteredBy: ["xstate.done.actor.flow"] },
    "requestPage.open.areas": { enteredBy: ["REQUEST.OPENED"] },
    "requestPage.open.areas.deciding": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "requestPage.open.areas.loading": { enteredBy: ["FLAGS.CHANGED", "REQUEST.OPENED"], facts: (c) => (c.areas === null && c.flags.drawDeliveryAreas === true) || "loads areas only when drawn, from none" },
    "requestPage.open.areas.shown": { enteredBy: ["xstate.done.actor.fetchDeliveryAreas"], facts: (c) => Array.isArray(c.areas) || "shown areas are read areas" },
    "requestPage.open.areas.none": { enteredBy: ["REQUEST.OPENED", "xstate.error.actor.fetchDeliveryAreas"], facts: (c) => c.areas === null || "no areas are drawn" },
    "requestPage.open.usable": { enteredBy: ["REQUEST.OPENED"] },
    "requestPage.open.usable.waiting": { enteredBy: ["REQUEST.OPENED"] },
    "requestPage.open.usable.shown": { enteredBy: ["FLOW.CHANGED", "GUEST_SENDER.EDIT", "REQUEST.OPENED", "xstate.done.actor.readGuestSender", "xstate.error.actor.fetchOrder"] },
    "requestPage.open.usable.shown.painting": { enteredBy: ["FLOW.CHANGED", "GUEST_SENDER.EDIT", "REQUEST.OPENED", "xstate.done.actor.readGuestSender", "xstate.error.actor.fetchOrder"] },
    // After the frame that shows the usable page is painted, never before (issue 14): the map's place and the phone rules wait for it.
    "requestPage.open.usable.shown.painted": { enteredBy: ["xstate.done.actor.waitForPaint"] },
    "requestPage.open.rules": { enteredBy: ["REQUEST.OPENED"] },
    "requestPage.open.rules.waitingForForm": { enteredBy: ["REQUEST.OPENED"], facts: (c) => c.phoneRules === null || "waits only without the rules" },
    "requestPage.open.rules.loading": {
      enteredBy: ["xstate.done.actor.waitForPaint", "FLOW.CHANGED"],
      facts: (c) => c.phoneRules === null || "loads the rules only while missing",
    },
    "requestPage.open.rules.failed": { enteredBy: ["xstate.error.actor.loadPhoneRules"], facts: (c) => c.phoneRules === null || "failed keeps no rules" },
    "requestPage.open.rules.loaded": { enteredBy: ["REQUEST.OPENED", "xstate.done.actor.loadPhoneRules"], facts: (c) => c.phoneRules !== null || "loaded keeps the rules" },
  },
  emits: {
    // Once per opening, when the page first shows something the user acts on (the root loads the order side after it).
    "request.usable": { on: ["FLOW.CHANGED", "GUEST_SENDER.EDIT", "REQUEST.OPENED", "xstate.done.actor.readGuestSender", "xstate.error.actor.fetchOrder"] },
    "notify": { on: ["notify"] },
    // Every guest order placed is told to the root (the guest-register popup), with its id.
    "request.guestOrderPlaced": {
      on: ["request.guestOrderPlaced"],
      payload: (emitted: { orderId: string }, _c: unknown, e) => emitted.orderId === e.orderId || "the placed order's id",
    },
  },
};
