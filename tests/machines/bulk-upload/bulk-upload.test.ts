// Hand-written specs of the bulk upload (machines/bulk-upload): the spec's steps from the file to
// /order-tracking, the checks before anything is sent, the platform's reason on a refused file, the
// confirm dialog, cancellation by a vendor change or by asking for a file again, the history per
// vendor and the details the path names.
import { bulkUploadMachine } from "@machines/bulk-upload/bulk-upload.machine";
import {
  filterRows,
  selectCanPlace,
  selectConfirmOpen,
  selectDetails,
  selectHistory,
  selectIsPlacing,
  selectStep,
} from "@machines/bulk-upload/bulk-upload.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { FILES, HISTORY, OPENED, RESULTS } from "./bulk-upload.model";

async function start() {
  const navigations: string[] = [];
  const c = startControlled(bulkUploadMachine, { provide: { actions: { goToOrderTracking: () => void navigations.push("/order-tracking") } } });
  await settle();
  const snap = () => c.actor.getSnapshot() as ReturnType<typeof bulkUploadMachine.getInitialSnapshot>;
  return { ...c, snap, navigations, keys: () => c.emitted.map((e) => e.key) };
}

describe("bulkUpload", () => {
  it("goes from the file to the results, the confirm dialog, the placement and /order-tracking", async () => {
    const f = await start();
    await f.send(OPENED.dk1001);
    expect(f.inputOf("fetchHistory")).toEqual({ vendorId: "DK-1001" });
    await f.resolve("fetchHistory", HISTORY);
    expect(selectHistory(f.snap())).toEqual(HISTORY);
    expect(selectStep(f.snap())).toBe("ASK_EXCEL_FILE");

    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    expect(selectStep(f.snap())).toBe("UPLOADING_EXCEL_FILE");
    expect(f.inputOf("uploadFile")).toEqual({ vendorId: "DK-1001", file: FILES.good });
    await f.resolve("uploadFile", RESULTS.mixed);
    expect(selectStep(f.snap())).toBe("SHOW_PREPROCESS_RESULTS");
    await f.send({ type: "FILTER.CHANGED", filter: "PREPROCESS_FAIL" });
    expect(filterRows(f.snap().context.rows, f.snap().context.filter).map((r) => r.row_number)).toEqual([3]);

    expect(selectCanPlace(f.snap())).toBe(true);
    await f.send({ type: "PLACE.REQUESTED" });
    expect(selectConfirmOpen(f.snap())).toBe(true);
    await f.send({ type: "PLACE.CANCELLED" });
    expect(selectConfirmOpen(f.snap())).toBe(false);
    await f.send({ type: "PLACE.REQUESTED" });
    await f.send({ type: "PLACE.CONFIRMED" });
    expect(selectIsPlacing(f.snap())).toBe(true);
    expect(selectConfirmOpen(f.snap())).toBe(true);
    expect(f.inputOf("placeOrders")).toEqual({ jobId: "BJ-1" });
    await f.resolve("placeOrders", RESULTS.placed);
    expect(selectStep(f.snap())).toBe("SHOW_ORDER_PLACEMENT_RESULTS");
    expect(f.navigations).toEqual(["/order-tracking"]);
    expect(f.keys()).toEqual(["bulk-order-upload.place-order-success"]);
    // The history is loaded again with the new job.
    expect(f.isRunning("fetchHistory")).toBe(true);
    f.stop();
  });

  it("checks the file before sending: too large, not .xlsx, no vendor yet", async () => {
    const f = await start();
    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    expect(f.started.filter((a) => a.src === "uploadFile")).toEqual([]);
    await f.send(OPENED.dk1001);
    await f.send({ type: "FILE.CHOSEN", file: FILES.tooLarge });
    await f.send({ type: "FILE.CHOSEN", file: FILES.csv });
    expect(f.keys()).toEqual(["bulk-order-upload.file-too-large", "bulk-order-upload.invalid-format"]);
    expect(f.started.filter((a) => a.src === "uploadFile")).toEqual([]);
    f.stop();
  });

  it("says the platform's reason for a refused file, and the generic one otherwise", async () => {
    const f = await start();
    await f.send(OPENED.dk1001);
    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    await f.reject("uploadFile", { translationKey: "bulk-order-upload.unsafe-archive" });
    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    await f.reject("uploadFile", new Error("offline"));
    expect(f.keys()).toEqual(["bulk-order-upload.unsafe-archive", "bulk-order-upload.file-upload-error"]);
    expect(selectStep(f.snap())).toBe("ASK_EXCEL_FILE");
    f.stop();
  });

  it("is cancelled by a vendor change or by asking for a file again, aborting the request", async () => {
    const f = await start();
    await f.send(OPENED.dk1001);
    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    const signal = f.signalOf("uploadFile");
    await f.send(OPENED.dk1002);
    expect(signal.aborted).toBe(true);
    expect(selectStep(f.snap())).toBe("ASK_EXCEL_FILE");
    expect(f.inputOf("fetchHistory")).toEqual({ vendorId: "DK-1002" });
    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    await f.resolve("uploadFile", RESULTS.mixed);
    await f.send({ type: "FILE.AGAIN" });
    expect(selectStep(f.snap())).toBe("ASK_EXCEL_FILE");
    expect(f.snap().context.job).toBeNull();
    f.stop();
  });

  it("does not offer placing without a good row; a failed placement says so and keeps the dialog", async () => {
    const f = await start();
    await f.send(OPENED.dk1001);
    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    await f.resolve("uploadFile", RESULTS.allBad);
    expect(selectCanPlace(f.snap())).toBe(false);
    await f.send({ type: "FILE.AGAIN" });
    await f.send({ type: "FILE.CHOSEN", file: FILES.good });
    await f.resolve("uploadFile", RESULTS.mixed);
    await f.send({ type: "PLACE.REQUESTED" });
    await f.send({ type: "PLACE.CONFIRMED" });
    await f.reject("placeOrders", new Error("timeout"));
    expect(selectConfirmOpen(f.snap())).toBe(true);
    expect(f.keys()).toEqual(["bulk-order-upload.place-order-error"]);
    await f.send({ type: "PLACE.CONFIRMED" });
    await f.resolve("placeOrders", RESULTS.noneplaced);
    expect(f.navigations).toEqual([]);
    expect(selectStep(f.snap())).toBe("SHOW_ORDER_PLACEMENT_RESULTS");
    f.stop();
  });

  it("loads the details the path names; failures of the history, details and template say theirs", async () => {
    const f = await start();
    await f.send(OPENED.job);
    expect(f.inputOf("fetchDetails")).toEqual({ vendorId: "DK-1001", jobId: "BJ-1" });
    await f.resolve("fetchDetails", RESULTS.placed);
    expect(selectDetails(f.snap())).toEqual(RESULTS.placed);
    await f.reject("fetchHistory", new Error("500"));
    await f.send({ type: "TEMPLATE.REQUESTED" });
    await f.reject("downloadTemplate", new Error("offline"));
    expect(f.emitted).toEqual([
      { type: "notify", kind: "ERROR", key: "bulk-order-upload.job-history-error", durationMs: 7000 },
      { type: "notify", kind: "ERROR", key: "bulk-order-upload.template-file-error" },
    ]);
    await f.send(OPENED.dk1001);
    expect(selectDetails(f.snap())).toBeNull();
    await f.send({ type: "BULK.CLOSED" });
    expect(f.snap().context.vendorId).toBeNull();
    f.stop();
  });
});
