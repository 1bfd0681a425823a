// Outcome table of the deliveryReceipt machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there. It emits nothing.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const deliveryReceiptOutcomes: OutcomeTable = {
  states: {
    "deliveryReceipt.loading": { enteredBy: ["xstate.init", "RETRY"], tags: ["loading"], facts: (c) => c.receipt === null || "no receipt yet" },
    "deliveryReceipt.shown": { enteredBy: ["xstate.done.actor.fetchReceipt"], facts: (c) => c.receipt !== null || "shows the receipt" },
    "deliveryReceipt.shown.idle": {
      enteredBy: ["xstate.done.actor.fetchReceipt", "xstate.done.actor.printPage", "xstate.error.actor.printPage"],
    },
    "deliveryReceipt.shown.printing": { enteredBy: ["PRINT"] },
    "deliveryReceipt.failed": { enteredBy: ["xstate.error.actor.fetchReceipt"], facts: (c) => c.receipt === null || "no receipt" },
    "deliveryReceipt.notFound": { enteredBy: ["xstate.error.actor.fetchReceipt"], facts: (c) => c.receipt === null || "no receipt" },
  },
};
