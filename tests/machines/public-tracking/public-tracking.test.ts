// Hand-written specs of the public tracking machines: the link resolves, is followed live and
// stops at the end; a lost stream reconnects after 1 s and resyncs by reading the link again; a
// not-found link is final; older answers never replace newer ones; the status region's step counter;
// the receipt's 404 / retry / print; "Copy tracking link" fetches once and copies the full address.
import { selectIsNear, selectIsReconnecting, selectNotFound, selectStepChanges, selectTracking } from "@machines/public-tracking/public-tracking.selectors";
import { selectReceipt, selectReceiptFailed, selectReceiptNotFound } from "@machines/delivery-receipt/delivery-receipt.selectors";
import { selectLinkCopied, selectLinkFailed } from "@machines/tracking-link/tracking-link.selectors";
import { selectSummary, selectSummaryFailed } from "@machines/order-summary/order-summary.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import {
  COLLECTED,
  DELIVERED,
  deliveryReceiptMachine,
  LINK,
  networkError,
  notFoundError,
  ON_THE_WAY,
  PUBLIC_ID,
  publicTrackingMachine,
  orderSummaryMachine,
  RECEIPT,
  STALE_CANCELLED,
  SUMMARY,
  tracking,
  trackingLinkMachine,
} from "./public-tracking.model";

type TSnap = ReturnType<typeof publicTrackingMachine.getInitialSnapshot>;

async function startTracking() {
  const c = startControlled(publicTrackingMachine, { input: { publicId: PUBLIC_ID } });
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as TSnap };
}

describe("publicTracking", () => {
  it("resolves the link, follows its stream, and stops following once delivered", async () => {
    const f = await startTracking();
    expect(f.inputOf("fetchTracking")).toEqual({ publicId: PUBLIC_ID });
    await f.resolve("fetchTracking", ON_THE_WAY);
    expect(f.snap().value).toBe("following");
    expect(f.inputOf("stream")).toEqual({ publicId: PUBLIC_ID });
    expect(selectStepChanges(f.snap())).toBe(0);
    await f.send({ type: "STREAM.UPDATE", tracking: COLLECTED });
    expect(selectTracking(f.snap())?.step).toBe("collected");
    expect(selectStepChanges(f.snap())).toBe(1);
    await f.send({ type: "STREAM.UPDATE", tracking: tracking({ step: "near_customer", updated_at: COLLECTED.updated_at + 5, version: COLLECTED.version + 1 }) });
    expect(selectIsNear(f.snap())).toBe(true);
    await f.send({ type: "STREAM.UPDATE", tracking: DELIVERED });
    expect(f.snap().value).toBe("finished");
    expect(f.signalOf("stream").aborted).toBe(true);
    expect(selectStepChanges(f.snap())).toBe(3);
  });

  it("keeps the newer answer when an older one arrives late", async () => {
    const f = await startTracking();
    await f.resolve("fetchTracking", COLLECTED);
    await f.send({ type: "STREAM.UPDATE", tracking: ON_THE_WAY });
    expect(selectTracking(f.snap())?.step).toBe("collected");
    expect(selectStepChanges(f.snap())).toBe(0);
  });

  it("a late, older finished update (lower version) neither ends following nor replaces the newer state", async () => {
    const f = await startTracking();
    await f.resolve("fetchTracking", COLLECTED);
    await f.send({ type: "STREAM.UPDATE", tracking: STALE_CANCELLED });
    expect(f.snap().value).toBe("following");
    expect(f.isRunning("stream")).toBe(true);
    expect(selectTracking(f.snap())?.step).toBe("collected");
    // The same holds for the resync's answer after a lost stream: it follows what it holds.
    await f.send({ type: "STREAM.CLOSED" });
    await f.advance(1000);
    await f.resolve("fetchTracking", STALE_CANCELLED);
    expect(f.snap().value).toBe("following");
    expect(selectTracking(f.snap())?.step).toBe("collected");
    expect(selectStepChanges(f.snap())).toBe(0);
    // A newer update still finishes it.
    await f.send({ type: "STREAM.UPDATE", tracking: DELIVERED });
    expect(f.snap().value).toBe("finished");
  });

  it("a lost stream reconnects after 1 s by reading the link again (the resync), then follows again", async () => {
    const f = await startTracking();
    await f.resolve("fetchTracking", ON_THE_WAY);
    await f.send({ type: "STREAM.CLOSED" });
    expect(selectIsReconnecting(f.snap())).toBe(true);
    expect(f.isRunning("stream")).toBe(false);
    await f.advance(999);
    expect(f.snap().value).toBe("reconnecting");
    await f.advance(1);
    expect(f.snap().value).toBe("resolving");
    // What changed meanwhile is in the resync's answer.
    await f.resolve("fetchTracking", COLLECTED);
    expect(f.snap().value).toBe("following");
    expect(selectTracking(f.snap())?.step).toBe("collected");
    expect(selectStepChanges(f.snap())).toBe(1);
  });

  it("a network failure while resolving retries after 1 s; a 404 is final", async () => {
    const f = await startTracking();
    await f.reject("fetchTracking", networkError);
    expect(f.snap().value).toBe("reconnecting");
    await f.advance(1000);
    await f.reject("fetchTracking", notFoundError);
    expect(selectNotFound(f.snap())).toBe(true);
    expect(f.snap().status).toBe("done");
  });

  it("an order finished before the page opened is shown without following", async () => {
    const f = await startTracking();
    await f.resolve("fetchTracking", DELIVERED);
    expect(f.snap().value).toBe("finished");
    expect(f.started.some((a) => a.src === "followStream")).toBe(false);
  });
});

describe("deliveryReceipt", () => {
  it("shows the receipt and prints it; a 404 is final; a failure can be retried", async () => {
    const f = startControlled(deliveryReceiptMachine, { input: { publicId: PUBLIC_ID } });
    await settle();
    const snap = () => f.actor.getSnapshot() as unknown as ReturnType<typeof deliveryReceiptMachine.getInitialSnapshot>;
    await f.reject("fetchReceipt", networkError);
    expect(selectReceiptFailed(snap())).toBe(true);
    await f.send({ type: "RETRY" });
    await f.resolve("fetchReceipt", RECEIPT);
    expect(selectReceipt(snap())).toEqual(RECEIPT);
    await f.send({ type: "PRINT" });
    expect(f.isRunning("printPage")).toBe(true);
    await f.resolve("printPage");
    expect(selectReceipt(snap())).toEqual(RECEIPT);

    const g = startControlled(deliveryReceiptMachine, { input: { publicId: PUBLIC_ID } });
    await settle();
    await g.reject("fetchReceipt", notFoundError);
    expect(selectReceiptNotFound(g.actor.getSnapshot() as never)).toBe(true);
  });
});

describe("trackingLink", () => {
  it("fetches the link once and copies its path; says copied for 3 s; a failure can be tried again", async () => {
    const f = startControlled(trackingLinkMachine, { input: { vendorId: "DK-1001", orderId: "DK-1001-100042" } });
    await settle();
    const snap = () => f.actor.getSnapshot() as unknown as ReturnType<typeof trackingLinkMachine.getInitialSnapshot>;
    await f.send({ type: "COPY" });
    expect(f.inputOf("fetchTrackingLink")).toEqual({ vendorId: "DK-1001", orderId: "DK-1001-100042" });
    await f.resolve("fetchTrackingLink", LINK);
    expect(f.inputOf("copyToClipboard")).toEqual({ path: LINK.path });
    await f.reject("copyToClipboard", new Error("denied"));
    expect(selectLinkFailed(snap())).toBe(true);
    await f.send({ type: "COPY" });
    expect(f.started.filter((a) => a.src === "fetchTrackingLink")).toHaveLength(1);
    await f.resolve("copyToClipboard");
    expect(selectLinkCopied(snap())).toBe(true);
    await f.advance(3000);
    expect(selectLinkCopied(snap())).toBe(false);
  });

  it("OPEN_RECEIPT fetches the link if needed and opens /delivery-receipt/{public id}", async () => {
    const f = startControlled(trackingLinkMachine, { input: { vendorId: "DK-1001", orderId: "DK-1001-100042" } });
    await settle();
    await f.send({ type: "OPEN_RECEIPT" });
    await f.resolve("fetchTrackingLink", LINK);
    expect(f.inputOf("openPage")).toEqual({ path: `/delivery-receipt/${LINK.public_id}` });
    await f.resolve("openPage");
    await f.send({ type: "COPY" });
    expect(f.started.filter((a) => a.src === "fetchTrackingLink")).toHaveLength(1);
    expect(f.inputOf("copyToClipboard")).toEqual({ path: LINK.path });
    await f.resolve("copyToClipboard");
    // A guest's own order opens its tracking page.
    await f.send({ type: "OPEN_TRACKING" });
    expect(f.inputOf("openPage")).toEqual({ path: LINK.path });
  });
});

describe("orderSummary", () => {
  it("reads the summary; a failure can be retried", async () => {
    const f = startControlled(orderSummaryMachine, { input: { vendorId: "DK-1001", orderId: "DK-1001-100042" } });
    await settle();
    expect(f.inputOf("fetchSummary")).toEqual({ vendorId: "DK-1001", orderId: "DK-1001-100042" });
    await f.reject("fetchSummary", networkError);
    expect(selectSummaryFailed(f.actor.getSnapshot() as never)).toBe(true);
    await f.send({ type: "RETRY" });
    await f.resolve("fetchSummary", SUMMARY);
    expect(selectSummary(f.actor.getSnapshot() as never)).toEqual(SUMMARY);
  });
});
