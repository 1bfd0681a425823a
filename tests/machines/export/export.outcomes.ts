// Outcome table of the export machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const exportOutcomes: OutcomeTable = {
  states: {
    "export.idle": { enteredBy: ["xstate.init"], facts: (c) => (c.format === null && c.count === 0) || "nothing built yet" },
    "export.building": {
      enteredBy: ["EXPORT.REQUESTED"],
      facts: (c) => (c.format !== null && c.count > 0 && c.progress >= 0 && c.progress <= 1) || "builds a format, some rows, progress 0…1",
    },
    "export.done": { enteredBy: ["EXPORT.BUILT"], facts: (c) => (c.format !== null && c.count > 0) || "done with a format and rows" },
    "export.failed": { enteredBy: ["EXPORT.FAILED"], facts: (c) => c.format !== null || "failed while building a format" },
  },
  emits: {
    notify: {
      on: ["EXPORT.BUILT", "EXPORT.FAILED"],
      when: () => true,
      payload: (e, c, ev) =>
        ev.type === "EXPORT.BUILT"
          ? (e.kind === "SUCCESS" && e.key === "history.export.done" && e.values.count === c.count) || "built: success with the row count"
          : (e.kind === "ERROR" && e.key === "history.export.failed" && e.values.error === ev.message) || "failed: error with the message",
    },
  },
};
