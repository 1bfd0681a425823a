// Export machine: the history's export of the filtered rows to CSV or XLSX (core section 2
// "History"), with progress.
//
// `idle` until EXPORT.REQUESTED {format, rows, vendorId, range, now} (the export buttons; with no
// rows there is nothing to export and the request is ignored). `building` runs the `buildExport`
// actor, which turns the rows into the file chunk by chunk and reports EXPORT.PROGRESS {progress}
// (0…1, shown as a progress bar); further requests wait until it is over. EXPORT.BUILT {file} offers
// the file through the named action `downloadFile` and says "history.export.done" with the number of
// rows (`done`); EXPORT.FAILED {message} says "history.export.failed" with the error (`failed`).
// From `done` or `failed` the next request builds again.
import { assign, emit, setup } from "xstate";
import type { NotifyEvent } from "../shared/notify";
import { type BuildExportEvent, type BuildExportInput, buildExport, type ExportFile, type ExportFormat } from "./export.actors";

export const EXPORT_MESSAGES = { done: "history.export.done", failed: "history.export.failed" } as const;

export type ExportContext = {
  /** The format being (or last) built. */
  format: ExportFormat | null;
  /** 0…1 while building. */
  progress: number;
  /** Rows of the export being (or last) built. */
  count: number;
};

export type ExportRequested = { type: "EXPORT.REQUESTED" } & BuildExportInput;
export type ExportEvent = ExportRequested | BuildExportEvent;

export const exportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
    emitted: {} as NotifyEvent,
  },
  actors: { buildExport },
  guards: {
    /** An empty list makes no file (the buttons are disabled then anyway). */
    hasRows: (_, p: { rows: readonly unknown[] }) => p.rows.length > 0,
  },
  actions: {
    start: assign((_, p: { format: ExportFormat; count: number }) => ({ format: p.format, progress: 0, count: p.count })),
    storeProgress: assign((_, p: { progress: number }) => ({ progress: Math.min(1, Math.max(0, p.progress)) })),
    /** Offers the file (provided at the composition root: a download). */
    downloadFile: (_, _p: { file: ExportFile }) => {},
    notifyDone: emit(({ context }) => ({ type: "notify", kind: "SUCCESS", key: EXPORT_MESSAGES.done, values: { count: context.count } }) as NotifyEvent),
    notifyFailed: emit((_, p: { message: string }) => ({ type: "notify", kind: "ERROR", key: EXPORT_MESSAGES.failed, values: { error: p.message } }) as NotifyEvent),
  },
}).createMachine({
  id: "export",
  context: { format: null, progress: 0, count: 0 },
  initial: "idle",
  on: {
    "EXPORT.REQUESTED": {
      guard: { type: "hasRows", params: ({ event }) => ({ rows: event.rows }) },
      target: ".building",
      actions: { type: "start", params: ({ event }) => ({ format: event.format, count: event.rows.length }) },
    },
  },
  states: {
    idle: {},
    building: {
      invoke: {
        id: "buildExport",
        src: "buildExport",
        input: ({ event }) => {
          const e = event as ExportRequested;
          return { format: e.format, rows: e.rows, vendorId: e.vendorId, range: e.range, now: e.now };
        },
      },
      on: {
        // One export at a time: a click meanwhile does nothing.
        "EXPORT.REQUESTED": {},
        "EXPORT.PROGRESS": { actions: { type: "storeProgress", params: ({ event }) => ({ progress: event.progress }) } },
        "EXPORT.BUILT": { target: "done", actions: [{ type: "downloadFile", params: ({ event }) => ({ file: event.file }) }, "notifyDone"] },
        "EXPORT.FAILED": { target: "failed", actions: { type: "notifyFailed", params: ({ event }) => ({ message: event.message }) } },
      },
    },
    done: {},
    failed: {},
  },
});
