// Outcome table of the paymentIntent machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const paymentIntentOutcomes: OutcomeTable = {
  states: {
    "paymentIntent.collectingCard": { enteredBy: ["xstate.done.actor.feeRefresh", "xstate.error.actor.confirmIntent", "xstate.error.actor.createIntent", "xstate.error.actor.encryptCard", "xstate.error.actor.feeRefresh", "xstate.error.actor.initWallet", "xstate.init",
        // back from the 3-D Secure page without success (or unreadable), and after removing a saved card
        "xstate.done.actor.readIntentStatus", "xstate.error.actor.readIntentStatus", "xstate.done.actor.removeSavedCard", "xstate.error.actor.removeSavedCard"],
      // Message values come only with the service-closed key (the platform refused outside the service hours).
      facts: (c) => c.errorValues === null || c.errorKey === "request.service-hours.closed" || "values only with request.service-hours.closed" },
    "paymentIntent.checkingReturn": {
      enteredBy: ["PAYMENT.RETURNED"],
      tags: ["loading"],
      facts: (c) => c.returnedIntentId !== null || "checks the intent the user came back from",
    },
    "paymentIntent.removingCard": {
      enteredBy: ["CARD.REMOVE"],
      tags: ["loading"],
      // The view hides removed cards; the machine itself does not refuse a second removal of one.
      facts: (c) => c.removingCardId !== null || "removes a named card",
    },
    "paymentIntent.initializingWallet": { enteredBy: ["PAY"], tags: ["loading"] },
    "paymentIntent.creatingIntent": { enteredBy: ["xstate.done.actor.feeRefresh", "xstate.done.actor.initWallet"], tags: ["loading"] },
    "paymentIntent.refreshingFee": { enteredBy: ["xstate.error.actor.createIntent"], tags: ["loading"] },
    "paymentIntent.confirming": { enteredBy: ["xstate.done.actor.createIntent"], tags: ["loading"] },
    "paymentIntent.confirming.choosingInstrument": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "paymentIntent.confirming.encryptingCard": { enteredBy: ["xstate.done.actor.createIntent"] },
    "paymentIntent.confirming.confirmingIntent": { enteredBy: ["xstate.done.actor.createIntent", "xstate.done.actor.encryptCard"] },
    "paymentIntent.redirecting": { enteredBy: ["xstate.done.actor.confirmIntent"] },
    // paid, or the intent the user came back from succeeded after all
    "paymentIntent.done": { enteredBy: ["xstate.done.actor.confirmIntent", "xstate.done.actor.readIntentStatus"], facts: (c) => c.redirectUrl === null || "done without a redirect" },
  },
};
