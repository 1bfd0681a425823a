// Outcome table of the historyFilters machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const historyFiltersOutcomes: OutcomeTable = {
  states: {
    "historyFilters.rules": { enteredBy: ["xstate.init"] },
    "historyFilters.rules.missing": { enteredBy: ["xstate.init"], facts: (c) => c.phoneRules === null || "missing means not loaded" },
    "historyFilters.rules.loading": { enteredBy: ["HISTORY.SEARCH_SUBMITTED"] },
    "historyFilters.rules.failed": { enteredBy: ["xstate.error.actor.loadPhoneRules"], facts: (c) => c.phoneRules === null || "failed keeps no rules" },
    "historyFilters.rules.loaded": { enteredBy: ["xstate.done.actor.loadPhoneRules"], facts: (c) => c.phoneRules !== null || "loaded keeps the rules" },
    "historyFilters.filters": { enteredBy: ["xstate.init"] },
    "historyFilters.filters.closed": { enteredBy: ["HISTORY.CLOSED", "xstate.init"] },
    "historyFilters.filters.open": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED"] },
    "historyFilters.filters.open.deciding": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "historyFilters.filters.open.ready": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED", "HISTORY.SEARCH_SUBMITTED", "xstate.done.actor.loadPhoneRules"] },
    "historyFilters.filters.open.choosingRange": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED"] },
    "historyFilters.filters.open.rangeInvalid": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED"] },
    "historyFilters.filters.open.rangeInvalid.endBeforeStart": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED"] },
    "historyFilters.filters.open.rangeInvalid.tooLong": { enteredBy: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED"] },
  },
  emits: {
    // The first query never waits for the phone rules; their arrival asks again only when they change the phone.
    "history.query": { on: ["HISTORY.CUSTOM_RANGE_SET", "HISTORY.OPENED", "HISTORY.PRESET_SELECTED", "HISTORY.SEARCH_SUBMITTED", "xstate.done.actor.loadPhoneRules"] },
  },
};
