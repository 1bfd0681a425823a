// Model of the history export for generated paths: CSV and XLSX requests with rows (and one
// without), progress reports, a built file and a failure.
import type { OrderRecord } from "@domain/contract";
import { exportMachine } from "@machines/export/export.machine";
import type { ModelOptions } from "../../support/model-paths";

export const ROWS = [{ order_id: "DK-1001-1" }, { order_id: "DK-1001-2" }] as unknown as OrderRecord[];
export const NOW = Date.UTC(2026, 10, 22, 11, 0);
export const FILE = { content: "\ufeffOrder ID\r\n", fileName: "history-DK-1001-2026-11-21-2026-11-21.csv", mime: "text/csv;charset=utf-8" };

const request = (format: "csv" | "xlsx", rows: readonly OrderRecord[]) => ({
  type: "EXPORT.REQUESTED",
  format,
  rows,
  vendorId: "DK-1001",
  range: { from: 1, to: 2 },
  now: NOW,
});
export const REQUESTS = { csv: request("csv", ROWS), xlsx: request("xlsx", ROWS), empty: request("csv", []) };

export const exportModel: ModelOptions = {
  events: [
    REQUESTS.csv,
    REQUESTS.xlsx,
    REQUESTS.empty,
    { type: "EXPORT.PROGRESS", progress: 0.5 },
    { type: "EXPORT.BUILT", file: FILE },
    { type: "EXPORT.FAILED", message: "disk full" },
  ],
};

export { exportMachine };
