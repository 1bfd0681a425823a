// Outcome table of the helpCentre machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import { HELP_CENTRE_FAILED_KEY } from "@domain/help-centre";
import type { OutcomeTable } from "../../support/outcomes";

const failures = ["xstate.error.actor.fetchHcToken", "xstate.error.actor.initHelpCentre", "xstate.error.actor.refreshHcToken"];

export const helpCentreOutcomes: OutcomeTable = {
  states: {
    // Closed: nothing of the page or its token is kept.
    "helpCentre.closed": {
      enteredBy: ["xstate.init", "HELP.CLOSE"],
      facts: (c) => (c.request === null && c.token === null && c.url === null) || "closed keeps nothing",
    },
    // HELP.OPEN from anywhere (again while open), or RETRY after a failure (which keeps the page's old
    // URL and token until new ones come; the selectors show them only while open).
    "helpCentre.opening": { enteredBy: ["HELP.OPEN", "RETRY"], tags: ["loading"], facts: (c) => c.request !== null || "opens for a request" },
    "helpCentre.opening.fetchingToken": { enteredBy: ["HELP.OPEN", "RETRY"] },
    "helpCentre.opening.initialising": { enteredBy: ["xstate.done.actor.fetchHcToken"], facts: (c) => c.token !== null || "initialises with a token" },
    "helpCentre.open": {
      enteredBy: ["xstate.done.actor.initHelpCentre"],
      facts: (c) => (c.request !== null && c.token !== null && c.url !== null) || "open with a request, a token and the page's URL",
    },
    "helpCentre.open.showing": { enteredBy: ["xstate.done.actor.initHelpCentre", "xstate.done.actor.refreshHcToken"] },
    "helpCentre.open.refreshing": { enteredBy: ["after tokenRefresh"] },
    "helpCentre.failed": { enteredBy: failures, facts: (c) => c.request !== null || "failed while opened for a request" },
  },
  emits: {
    notify: {
      on: failures,
      when: () => true,
      payload: (e) => (e.kind === "ERROR" && e.key === HELP_CENTRE_FAILED_KEY) || "an error with help-center.failed",
    },
  },
};
