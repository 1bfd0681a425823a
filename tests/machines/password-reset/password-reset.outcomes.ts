// Outcome table of the passwordReset machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const passwordResetOutcomes: OutcomeTable = {
  states: {
    "passwordReset.askingEmail": { enteredBy: ["BACK", "xstate.error.actor.requestResetCode", "xstate.init"] },
    "passwordReset.sendingCode": { enteredBy: ["CODE.RESEND", "SUBMIT"], tags: ["loading"] },
    "passwordReset.askingNewPassword": { enteredBy: ["xstate.done.actor.requestResetCode", "xstate.error.actor.resetPassword"] },
    "passwordReset.resetting": { enteredBy: ["SUBMIT"], tags: ["loading"] },
    "passwordReset.done": { enteredBy: ["xstate.done.actor.resetPassword"] },
  },
};
