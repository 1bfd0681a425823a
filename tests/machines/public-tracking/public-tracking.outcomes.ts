// Outcome table of the publicTracking machine (tests/support/outcomes.ts): for each state, the events
// that may enter it, its tags and what holds of the context there. It emits nothing.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import { isFinalStep } from "@domain/tracking/public-steps";
import type { OutcomeTable } from "../../support/outcomes";

export const publicTrackingOutcomes: OutcomeTable = {
  states: {
    // At once, and again after a lost stream (the resync).
    "publicTracking.resolving": { enteredBy: ["xstate.init", "after reconnectDelay"], tags: ["loading"], facts: (c) => c.publicId !== "" || "resolves a link" },
    "publicTracking.following": {
      enteredBy: ["xstate.done.actor.fetchTracking"],
      tags: ["live"],
      facts: (c) => (c.tracking !== null && !isFinalStep(c.tracking.step)) || "follows an order that is not finished",
    },
    "publicTracking.reconnecting": {
      enteredBy: ["STREAM.CLOSED", "xstate.error.actor.fetchTracking"],
      tags: ["offline"],
      facts: (c) => c.reconnects > 0 || "counts the reconnect",
    },
    // A finished order: from the first answer, or from a stream update.
    "publicTracking.finished": {
      enteredBy: ["xstate.done.actor.fetchTracking", "STREAM.UPDATE"],
      facts: (c) => (c.tracking !== null && isFinalStep(c.tracking.step)) || "holds the finished order",
    },
    // A 404 only (other failures reconnect).
    "publicTracking.notFound": { enteredBy: ["xstate.error.actor.fetchTracking"] },
  },
};
