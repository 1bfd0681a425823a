// Hand-written specs of the cancel dialog: the cancellable rules decide before any call,
// action.attempt-cancel when the cancel is sent, error.cant-cancel-order for 7 s on refusal or failure.
import type { OrderRecord } from "@domain/contract";
import { cancelOrderMachine } from "@machines/cancel-order/cancel-order.machine";
import {
  CANCEL_REASON_OPTIONS,
  selectCanConfirmCancel,
  selectCancelDialogOpen,
  selectCancelReason,
  selectIsCancelling,
} from "@machines/cancel-order/cancel-order.selectors";
import { describe, expect, it } from "vitest";
import { makeOrder, NOW } from "../../domain/orders/fixtures";
import { settle, startControlled } from "../../support/model-paths";
import { CANCELLED, COMMITTED, NOW_MS, PICKED_UP, WAITING, WAITING_COLLECTED } from "./cancel-order.model";

type Snap = ReturnType<typeof cancelOrderMachine.getInitialSnapshot>;

const CANT_CANCEL = { type: "notify", kind: "ERROR", key: "error.cant-cancel-order", durationMs: 7000 };
const ATTEMPT = { type: "notify", kind: "INFO", key: "action.attempt-cancel" };

async function start() {
  const c = startControlled(cancelOrderMachine);
  await settle();
  const snap = () => c.actor.getSnapshot() as unknown as Snap;
  return {
    ...c,
    snap,
    calls: () => c.started.filter((a) => a.src === "cancelOrder"),
    open: (order: OrderRecord, now = NOW_MS, delayedCancellation = false) => c.send({ type: "CANCEL.OPENED", order, now, delayedCancellation }),
  };
}

describe("cancelOrder", () => {
  it("opens for a cancellable order and sends the cancel with the chosen reason", async () => {
    const f = await start();
    await f.open(WAITING);
    expect(selectCancelDialogOpen(f.snap())).toBe(true);
    expect(selectCanConfirmCancel(f.snap())).toBe(false);
    await f.send({ type: "CANCEL.CONFIRMED", now: NOW_MS }); // no reason yet: nothing happens
    expect(f.calls()).toHaveLength(0);
    await f.send({ type: "CANCEL.REASON_SELECTED", reason: "no_courier" });
    expect(selectCancelReason(f.snap())).toBe("no_courier");
    expect(selectCanConfirmCancel(f.snap())).toBe(true);
    await f.send({ type: "CANCEL.CONFIRMED", now: NOW_MS });
    expect(selectIsCancelling(f.snap())).toBe(true);
    expect(f.inputOf("cancelOrder")).toEqual({ vendor_id: "DK-1001", order_id: WAITING.order_id, reason: "no_courier" });
    expect(f.emitted).toEqual([ATTEMPT]);
    await f.resolve("cancelOrder", CANCELLED);
    expect(selectCancelDialogOpen(f.snap())).toBe(false);
    expect(f.emitted).toEqual([ATTEMPT, { type: "cancelOrder.cancelled", order: CANCELLED }]);
  });

  it("refuses an order that cannot be cancelled with error.cant-cancel-order (7 s) and no call", async () => {
    const f = await start();
    await f.open(PICKED_UP);
    expect(selectCancelDialogOpen(f.snap())).toBe(false);
    expect(f.emitted).toEqual([CANT_CANCEL]);
    expect(f.calls()).toHaveLength(0);
  });

  it("DELAYED is cancellable only with the delayed-cancellation flag", async () => {
    const delayed = makeOrder({ status: "DELAYED" });
    const f = await start();
    await f.open(delayed, NOW_MS, false);
    expect(selectCancelDialogOpen(f.snap())).toBe(false);
    await f.open(delayed, NOW_MS, true);
    expect(selectCancelDialogOpen(f.snap())).toBe(true);
  });

  it("a committed payment is cancellable only once more than 10 minutes passed", async () => {
    const f = await start();
    // COMMITTED was committed 300 s before NOW
    await f.open(COMMITTED, (NOW + 300) * 1000);
    expect(selectCancelDialogOpen(f.snap())).toBe(false);
    await f.open(COMMITTED, (NOW + 301) * 1000);
    expect(selectCancelDialogOpen(f.snap())).toBe(true);
  });

  it("re-checks at confirmation: an order collected meanwhile is refused without a call", async () => {
    const f = await start();
    await f.open(WAITING);
    await f.send({ type: "CANCEL.REASON_SELECTED", reason: "duplicate_order" });
    await f.send({ type: "CANCEL.ORDER_UPDATED", order: PICKED_UP }); // another order: ignored
    expect(f.snap().context.order).toEqual(WAITING);
    await f.send({ type: "CANCEL.ORDER_UPDATED", order: WAITING_COLLECTED });
    await f.send({ type: "CANCEL.CONFIRMED", now: NOW_MS });
    expect(f.calls()).toHaveLength(0);
    expect(f.emitted).toEqual([CANT_CANCEL]);
    expect(selectCancelDialogOpen(f.snap())).toBe(false);
  });

  it("a failed cancel shows error.cant-cancel-order (7 s) and keeps the dialog for a retry", async () => {
    const f = await start();
    await f.open(WAITING);
    await f.send({ type: "CANCEL.REASON_SELECTED", reason: "no_courier" });
    await f.send({ type: "CANCEL.CONFIRMED", now: NOW_MS });
    await f.reject("cancelOrder", new Error("HTTP 409"));
    expect(f.emitted).toEqual([ATTEMPT, CANT_CANCEL]);
    expect(f.snap().matches("choosingReason")).toBe(true);
    await f.send({ type: "CANCEL.CONFIRMED", now: NOW_MS });
    expect(f.calls()).toHaveLength(2);
  });

  it("closing the dialog cancels a request under way", async () => {
    const f = await start();
    await f.open(WAITING);
    await f.send({ type: "CANCEL.REASON_SELECTED", reason: "no_courier" });
    await f.send({ type: "CANCEL.CONFIRMED", now: NOW_MS });
    const signal = f.signalOf("cancelOrder");
    await f.send({ type: "CANCEL.CLOSED" });
    expect(signal.aborted).toBe(true);
    expect(f.snap().context).toEqual({ order: null, reason: null, delayedCancellation: false });
  });

  it("offers the spec's 19 reasons with message ids", () => {
    expect(CANCEL_REASON_OPTIONS).toHaveLength(19);
    expect(CANCEL_REASON_OPTIONS[0]).toEqual({ value: "mistake_error", labelKey: "cancel-reason.mistake_error" });
  });
});
