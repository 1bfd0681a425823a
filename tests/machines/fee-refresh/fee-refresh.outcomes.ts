// Outcome table of the feeRefresh machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import { feeChanged } from "@domain/request/fees";
import type { OutcomeTable } from "../../support/outcomes";

export const feeRefreshOutcomes: OutcomeTable = {
  states: {
    "feeRefresh.waiting": { enteredBy: ["xstate.init"] },
    "feeRefresh.recomputing": { enteredBy: ["after signatureRetryDelay"] },
    "feeRefresh.unchanged": {
      enteredBy: ["xstate.done.actor.recomputeFee"],
      facts: (_c, s) => (s.output?.status === "unchanged" && !feeChanged(s.context.accepted, s.output.fee)) || "unchanged only when feeChanged says so",
    },
    "feeRefresh.changed": {
      enteredBy: ["xstate.done.actor.recomputeFee"],
      facts: (_c, s) => (s.output?.status === "changed" && feeChanged(s.context.accepted, s.output.fee)) || "changed only when feeChanged says so",
    },
  },
};
