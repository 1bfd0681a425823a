// Effect signatures of the history export. The composition root provides the real effects: turning
// the rows into a CSV or XLSX file (in chunks, reporting progress) and offering it as a download;
// tests provide fakes.
import type { OrderRecord } from "@domain/contract";
import { type EventObject, fromCallback } from "xstate";

export type ExportFormat = "csv" | "xlsx";

/** The history's range (unix seconds), named in the file. */
export type ExportRange = { from: number; to: number };

export type BuildExportInput = {
  format: ExportFormat;
  rows: readonly OrderRecord[];
  vendorId: string | null;
  range: ExportRange | null;
  /** When the export was asked for (ms): the status labels are those of that moment. */
  now: number;
};

/** The built file, ready to be offered. */
export type ExportFile = { content: Blob | string; fileName: string; mime: string };

/** What the builder reports back while it works. */
export type BuildExportEvent =
  | { type: "EXPORT.PROGRESS"; progress: number }
  | { type: "EXPORT.BUILT"; file: ExportFile }
  | { type: "EXPORT.FAILED"; message: string };

/** Builds the file from the rows, sending EXPORT.PROGRESS (0…1), then EXPORT.BUILT or EXPORT.FAILED. */
export const buildExport = fromCallback<EventObject, BuildExportInput>(() => {
  throw new Error("buildExport is not provided");
});
