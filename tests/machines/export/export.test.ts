// Hand-written specs of the history export (machines/export): one export at a time with progress,
// the built file offered through `downloadFile` and "history.export.done" with the number of rows,
// a failure said with its message, nothing to do without rows.
import { exportMachine } from "@machines/export/export.machine";
import { selectCanExport, selectExportingFormat, selectExportPercent } from "@machines/export/export.selectors";
import { describe, expect, it } from "vitest";
import { startControlled } from "../../support/model-paths";
import { FILE, NOW, REQUESTS, ROWS } from "./export.model";

function start() {
  const downloads: unknown[] = [];
  const c = startControlled(exportMachine, { provide: { actions: { downloadFile: (_: unknown, p: { file: unknown }) => void downloads.push(p.file) } } });
  return { c, downloads };
}

describe("export machine", () => {
  it("builds the requested format from the rows with progress, offers the file and says how many rows", async () => {
    const { c, downloads } = start();
    await c.send(REQUESTS.csv);
    expect(c.inputOf("buildExport")).toEqual({ format: "csv", rows: ROWS, vendorId: "DK-1001", range: { from: 1, to: 2 }, now: NOW });
    expect(selectExportingFormat(c.actor.getSnapshot())).toBe("csv");
    expect(selectCanExport(c.actor.getSnapshot())).toBe(false);
    await c.send({ type: "EXPORT.PROGRESS", progress: 0.456 });
    expect(selectExportPercent(c.actor.getSnapshot())).toBe(46);
    // A second click meanwhile does nothing.
    await c.send(REQUESTS.xlsx);
    expect(c.started).toHaveLength(1);
    await c.send({ type: "EXPORT.BUILT", file: FILE });
    expect(downloads).toEqual([FILE]);
    expect(c.emitted).toEqual([{ type: "notify", kind: "SUCCESS", key: "history.export.done", values: { count: 2 } }]);
    expect(selectExportingFormat(c.actor.getSnapshot())).toBeNull();
    expect(selectExportPercent(c.actor.getSnapshot())).toBe(0);
    c.stop();
  });

  it("says why an export failed, and lets the user try again", async () => {
    const { c, downloads } = start();
    await c.send(REQUESTS.xlsx);
    await c.send({ type: "EXPORT.FAILED", message: "disk full" });
    expect(c.emitted).toEqual([{ type: "notify", kind: "ERROR", key: "history.export.failed", values: { error: "disk full" } }]);
    expect(downloads).toEqual([]);
    await c.send(REQUESTS.csv);
    expect(selectExportingFormat(c.actor.getSnapshot())).toBe("csv");
    c.stop();
  });

  it("does nothing without rows", async () => {
    const { c } = start();
    await c.send(REQUESTS.empty);
    expect(c.actor.getSnapshot().matches("idle")).toBe(true);
    expect(c.started).toEqual([]);
    c.stop();
  });
});
