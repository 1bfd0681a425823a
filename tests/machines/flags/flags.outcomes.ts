// Outcome table of the flags machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const flagsOutcomes: OutcomeTable = {
  states: {
    "flags.loading": { enteredBy: ["after debounce", "after refreshInterval", "xstate.init"], tags: ["loading"] },
    "flags.loadingFallback": { enteredBy: ["after providerTimeout", "xstate.done.actor.fetchProviderFlags", "xstate.error.actor.fetchProviderFlags"], tags: ["loading"] },
    "flags.ready": { enteredBy: ["xstate.done.actor.fetchFallbackFlags", "xstate.done.actor.fetchProviderFlags", "xstate.error.actor.fetchFallbackFlags"] },
    "flags.ready.waiting": { enteredBy: ["xstate.done.actor.fetchFallbackFlags", "xstate.done.actor.fetchProviderFlags", "xstate.error.actor.fetchFallbackFlags"] },
    "flags.ready.debouncing": { enteredBy: ["REFRESH"] },
  },
  emits: {
    "flags.updated": { on: ["xstate.done.actor.fetchFallbackFlags", "xstate.done.actor.fetchProviderFlags", "xstate.error.actor.fetchFallbackFlags"] },
  },
};
