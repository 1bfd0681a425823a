// Model of the cancel dialog for generated paths: a cancellable order (WAITING_FOR_TRANSPORT), a
// collected one, the first one collected while the dialog is open, an update of another order, a
// reason, the platform's answer and a failure.
import { cancelOrderMachine } from "@machines/cancel-order/cancel-order.machine";
import { makeOrder, NOW } from "../../domain/orders/fixtures";
import type { ModelOptions } from "../../support/model-paths";

export const NOW_MS = NOW * 1000;
export const WAITING = makeOrder({ order_id: "DK-1001-100001", status: "WAITING_FOR_TRANSPORT" });
export const PICKED_UP = makeOrder({ order_id: "DK-1001-100003", status: "PICKED_UP" });
/** Committed 5 minutes before NOW: cancellable only after NOW + 5 min. */
export const COMMITTED = makeOrder({
  order_id: "DK-1001-100004",
  status: "PAYMENT_COMMITTED",
  status_history: [{ status: "PAYMENT_COMMITTED", created_at: NOW - 300 }],
});
/** The cancellable order, collected while the dialog is open. */
export const WAITING_COLLECTED = { ...WAITING, status: "PICKED_UP" as const, updated_at: NOW - 30 };
export const CANCELLED = { ...WAITING, status: "CANCELLED" as const, updated_at: NOW, cancel_reason: "no_courier" };

export const cancelOrderModel: ModelOptions = {
  events: [
    { type: "CANCEL.OPENED", order: WAITING, now: NOW_MS, delayedCancellation: false },
    { type: "CANCEL.OPENED", order: PICKED_UP, now: NOW_MS, delayedCancellation: false },
    { type: "CANCEL.REASON_SELECTED", reason: "no_courier" },
    { type: "CANCEL.CONFIRMED", now: NOW_MS },
    { type: "CANCEL.ORDER_UPDATED", order: WAITING_COLLECTED },
    { type: "CANCEL.ORDER_UPDATED", order: COMMITTED },
    { type: "CANCEL.CLOSED" },
    { type: "xstate.done.actor.cancelOrder", output: CANCELLED },
    { type: "xstate.error.actor.cancelOrder", error: new Error("HTTP 409") },
  ],
};

export { cancelOrderMachine };
