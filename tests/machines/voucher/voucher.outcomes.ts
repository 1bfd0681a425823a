// Outcome table of the voucher machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const voucherOutcomes: OutcomeTable = {
  states: {
    "voucher.idle": { enteredBy: ["xstate.init"] },
    "voucher.validating": { enteredBy: ["VOUCHER.SUBMITTED"], tags: ["loading"] },
    "voucher.valid": { enteredBy: ["xstate.done.actor.validateVoucher"] },
    "voucher.invalid": { enteredBy: ["xstate.error.actor.validateVoucher"] },
    "voucher.fetchFailed": { enteredBy: ["xstate.error.actor.validateVoucher"] },
  },
};
