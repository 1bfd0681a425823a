// Hand-written specs of the order-proof machine: loading with the order and kind, the proof shown,
// a failure that notifies and keeps the error, and RETRY loading again.
import { orderProofMachine } from "@machines/order-proof/order-proof.machine";
import {
  selectCanRetryProof,
  selectProof,
  selectProofError,
  selectProofFailed,
  selectProofLoading,
} from "@machines/order-proof/order-proof.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { PROOF } from "./order-proof.model";

type Snap = ReturnType<typeof orderProofMachine.getInitialSnapshot>;

async function start() {
  const c = startControlled(orderProofMachine, { input: { vendorId: "DK-1001", orderId: PROOF.order_id, kind: "delivery" } });
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

describe("orderProof", () => {
  it("loads the proof of the order and kind at once, then shows it", async () => {
    const m = await start();
    expect(selectProofLoading(m.snap())).toBe(true);
    expect(m.inputOf("fetchProof")).toEqual({ vendorId: "DK-1001", orderId: PROOF.order_id, kind: "delivery" });
    expect(selectProof(m.snap())).toBeNull();
    await m.resolve("fetchProof", PROOF);
    expect(selectProofLoading(m.snap())).toBe(false);
    expect(selectProof(m.snap())).toEqual(PROOF);
    expect(selectCanRetryProof(m.snap())).toBe(false);
    expect(m.emitted).toEqual([]);
    m.stop();
  });

  it("a failure notifies the download error once and keeps the message", async () => {
    const m = await start();
    await m.reject("fetchProof", new Error("proof not found"));
    expect(selectProofFailed(m.snap())).toBe(true);
    expect(selectProofError(m.snap())).toBe("proof not found");
    expect(selectProof(m.snap())).toBeNull();
    expect(m.emitted).toEqual([{ type: "notify", kind: "ERROR", key: "order.proof.download-error" }]);
    m.stop();
  });

  it("RETRY loads again (only from failed) and clears the error", async () => {
    const m = await start();
    await m.send({ type: "RETRY" });
    expect(m.started).toHaveLength(1);
    await m.reject("fetchProof", "offline");
    expect(selectProofError(m.snap())).toBe("offline");
    expect(selectCanRetryProof(m.snap())).toBe(true);
    await m.send({ type: "RETRY" });
    expect(m.started).toHaveLength(2);
    expect(selectProofLoading(m.snap())).toBe(true);
    expect(selectProofError(m.snap())).toBeNull();
    await m.resolve("fetchProof", PROOF);
    expect(selectProof(m.snap())).toEqual(PROOF);
    m.stop();
  });

  it("stopping while loading aborts the request", async () => {
    const m = await start();
    const signal = m.signalOf("fetchProof");
    m.stop();
    expect(signal.aborted).toBe(true);
  });
});
