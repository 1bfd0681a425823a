// Outcome table of the historyFilters machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const historyFiltersOutcomes: OutcomeTable = {
  states: {
    "historyFilters.closed": { enteredBy: ["HISTORY.CLOSED", "xstate.init"] },
    "historyFilters.loadingRules": { enteredBy: ["HISTORY.OPENED"] },
    "historyFilters.open": { enteredBy: ["HISTORY.OPENED", "xstate.done.actor.loadPhoneRules", "xstate.error.actor.loadPhoneRules"] },
    "historyFilters.open.deciding": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "historyFilters.open.ready": { enteredBy: ["HISTORY.OPENED", "HISTORY.PRESET_SELECTED", "xstate.done.actor.loadPhoneRules", "xstate.error.actor.loadPhoneRules"] },
    "historyFilters.open.choosingRange": { enteredBy: ["HISTORY.PRESET_SELECTED", "xstate.done.actor.loadPhoneRules", "xstate.error.actor.loadPhoneRules"] },
    "historyFilters.open.rangeInvalid": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "xstate.done.actor.loadPhoneRules", "xstate.error.actor.loadPhoneRules"] },
    "historyFilters.open.rangeInvalid.endBeforeStart": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "xstate.done.actor.loadPhoneRules", "xstate.error.actor.loadPhoneRules"] },
    "historyFilters.open.rangeInvalid.tooLong": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "xstate.done.actor.loadPhoneRules", "xstate.error.actor.loadPhoneRules"] },
  },
  emits: {
    "history.query": { on: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED", "HISTORY.SEARCH_SUBMITTED", "xstate.done.actor.loadPhoneRules", "xstate.error.actor.loadPhoneRules"] },
  },
};
