// Outcome table of the collectionPoint machine (tests/support/outcomes.ts): for each state, the events that may
// enter it and its tags; for each emitted event, on which events it is emitted. Checked at every step
// of every generated path (tests/machines/model-paths.test.ts). Drafted from the paths of the chart as
// merged, to be reviewed against the spec: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const collectionPointOutcomes: OutcomeTable = {
  states: {
    "collectionPoint.closed": { enteredBy: ["CP.CLOSED", "xstate.done.actor.createOutlet", "xstate.done.actor.updateOutlet", "xstate.init"] },
    "collectionPoint.open": { enteredBy: ["CP.ADD_OPENED", "CP.EDIT_OPENED"] },
    "collectionPoint.open.editing": { enteredBy: ["CP.ADD_OPENED", "CP.EDIT_OPENED", "xstate.error.actor.createOutlet", "xstate.error.actor.updateOutlet"] },
    "collectionPoint.open.editing.idle": { enteredBy: ["CP.ADD_OPENED", "CP.EDIT_OPENED", "xstate.done.actor.autocomplete", "xstate.done.actor.placeDetails", "xstate.done.actor.reverseGeocode", "xstate.error.actor.autocomplete", "xstate.error.actor.createOutlet", "xstate.error.actor.placeDetails", "xstate.error.actor.reverseGeocode", "xstate.error.actor.updateOutlet"] },
    "collectionPoint.open.editing.waitingToSearch": { enteredBy: ["CP.ADDRESS_TYPED"] },
    "collectionPoint.open.editing.searching": { enteredBy: ["after addressDebounce"], tags: ["searching"] },
    "collectionPoint.open.editing.fetchingPlace": { enteredBy: ["CP.SUGGESTION_PICKED"], tags: ["loading"] },
    "collectionPoint.open.editing.reversing": { enteredBy: ["CP.MARKER_MOVED"], tags: ["loading"] },
    "collectionPoint.open.saving": { enteredBy: ["CP.SUBMITTED"], tags: ["loading"] },
    "collectionPoint.open.saving.adding": { enteredBy: ["CP.SUBMITTED"] },
    "collectionPoint.open.saving.updating": { enteredBy: ["CP.SUBMITTED"] },
  },
  emits: {
    "notify": { on: ["xstate.done.actor.createOutlet", "xstate.done.actor.placeDetails", "xstate.done.actor.reverseGeocode", "xstate.done.actor.updateOutlet", "xstate.error.actor.autocomplete", "xstate.error.actor.createOutlet", "xstate.error.actor.placeDetails", "xstate.error.actor.reverseGeocode", "xstate.error.actor.updateOutlet"] },
    "collectionPoint.saved": { on: ["xstate.done.actor.createOutlet", "xstate.done.actor.updateOutlet"] },
  },
};
