// Outcome table of the guest-register machine (tests/support/outcomes.ts): for each state, the events
// that may enter it and what holds of its context; for its one emitted event, when it is emitted and
// what it carries. Written down, not read from the chart: when the chart changes on purpose, change
// the table with it.
import type { OutcomeTable } from "../../support/outcomes";

const unique = (c: { offered: string[] }) => new Set(c.offered).size === c.offered.length || "each order is remembered once";

export const guestRegisterOutcomes: OutcomeTable = {
  states: {
    "guestRegister.idle": {
      enteredBy: ["xstate.init", "DISMISS", "ACCEPT", "xstate.done.actor.readGuestData", "xstate.error.actor.readGuestData"],
      facts: unique,
    },
    // Only an order not offered before opens the popup, and it is remembered at once.
    "guestRegister.readingForOffer": { enteredBy: ["ORDER.PLACED"], facts: [unique, (c) => c.offered.length > 0 || "the order is remembered"] },
    "guestRegister.offering": { enteredBy: ["xstate.done.actor.readGuestData", "xstate.error.actor.readGuestData"], facts: unique },
    "guestRegister.readingForRegister": { enteredBy: ["REGISTER.ASKED"] },
  },
  emits: {
    // Accepting the popup, or the popover's Register once the data is read: the form's values.
    "guestRegister.accepted": {
      on: ["ACCEPT", "xstate.done.actor.readGuestData", "xstate.error.actor.readGuestData"],
      payload: (emitted: { values: Record<string, unknown> }) =>
        emitted.values.mode === undefined || emitted.values.mode === "vendorName" || "a guest creates a vendor by name",
    },
  },
};
