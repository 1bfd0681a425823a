// Outcome table of the bulkUpload machine (tests/support/outcomes.ts): for each state, the events that may
// enter it and its tags; for each emitted event, on which events it is emitted. Checked at every step
// of every generated path (tests/machines/model-paths.test.ts). Drafted from the paths of the chart as
// merged, to be reviewed against the spec: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const bulkUploadOutcomes: OutcomeTable = {
  states: {
    "bulkUpload.upload": { enteredBy: ["xstate.init"] },
    "bulkUpload.upload.ASK_EXCEL_FILE": { enteredBy: ["xstate.error.actor.uploadFile", "xstate.init"] },
    "bulkUpload.upload.UPLOADING_EXCEL_FILE": { enteredBy: ["FILE.CHOSEN"], tags: ["loading"] },
    "bulkUpload.upload.SHOW_PREPROCESS_RESULTS": { enteredBy: ["xstate.done.actor.uploadFile"] },
    "bulkUpload.upload.SHOW_PREPROCESS_RESULTS.reviewing": { enteredBy: ["PLACE.CANCELLED", "xstate.done.actor.uploadFile"] },
    "bulkUpload.upload.SHOW_PREPROCESS_RESULTS.confirming": { enteredBy: ["PLACE.REQUESTED", "xstate.error.actor.placeOrders"] },
    "bulkUpload.upload.SHOW_PREPROCESS_RESULTS.placing": { enteredBy: ["PLACE.CONFIRMED"], tags: ["loading"] },
    "bulkUpload.upload.SHOW_ORDER_PLACEMENT_RESULTS": { enteredBy: ["xstate.done.actor.placeOrders"] },
    "bulkUpload.history": { enteredBy: ["xstate.init"] },
    "bulkUpload.history.idle": { enteredBy: ["xstate.init"] },
    "bulkUpload.history.loading": { enteredBy: ["BULK.OPENED", "HISTORY.RELOAD"], tags: ["historyLoading"] },
    "bulkUpload.history.loaded": { enteredBy: ["xstate.done.actor.fetchHistory"] },
    "bulkUpload.history.failed": { enteredBy: ["xstate.error.actor.fetchHistory"] },
    "bulkUpload.details": { enteredBy: ["xstate.init"] },
    "bulkUpload.details.idle": { enteredBy: ["BULK.OPENED", "xstate.init"] },
    "bulkUpload.details.loading": { enteredBy: ["BULK.OPENED"], tags: ["detailsLoading"] },
    "bulkUpload.details.shown": { enteredBy: ["xstate.done.actor.fetchDetails"] },
    "bulkUpload.details.failed": { enteredBy: ["xstate.error.actor.fetchDetails"] },
    "bulkUpload.template": { enteredBy: ["xstate.init"] },
    "bulkUpload.template.idle": { enteredBy: ["xstate.done.actor.downloadTemplate", "xstate.error.actor.downloadTemplate", "xstate.init"] },
    "bulkUpload.template.downloading": { enteredBy: ["TEMPLATE.REQUESTED"], tags: ["templateLoading"] },
  },
  emits: {
    "notify": { on: ["FILE.CHOSEN", "xstate.done.actor.placeOrders", "xstate.error.actor.downloadTemplate", "xstate.error.actor.fetchDetails", "xstate.error.actor.fetchHistory", "xstate.error.actor.placeOrders", "xstate.error.actor.uploadFile"] },
  },
};
