// Cancel-order machine: the cancel dialog of the order details (core section 4 "Cancellable", section
// 8 messages; second file section 8 reasons).
//
// `closed` until CANCEL.OPENED {order, now, delayedCancellation}. An order the rules allow to cancel
// (RECEIVED, WAITING_FOR_TRANSPORT, ASSIGNED_TO_TRANSPORT, MODIFIED; DELAYED with the
// delayed-cancellation flag; PAYMENT_COMMITTED once more than 10 minutes passed) opens the dialog
// (`choosingReason`); any other order stays `closed` with error.cant-cancel-order (7 s) and no call.
// CANCEL.REASON_SELECTED {reason} picks one of the spec's reasons; CANCEL.ORDER_UPDATED {order} keeps
// the dialog's order current (the rider may collect it meanwhile); CANCEL.CONFIRMED {now} checks the
// rule again and sends the cancel (`cancelling`, actor
// `cancelOrder`, notification action.attempt-cancel), or refuses like above and closes. The
// platform's answer closes the dialog and is emitted as `cancelOrder.cancelled` (the composition
// root merges it into the order store); a failure shows error.cant-cancel-order (7 s) and returns to
// the dialog so the user can retry or close. CANCEL.CLOSED closes it (cancelling a request under way).
//
// Time: the events carry `now` (ms), stamped by the sender; the machine reads no clock (see the
// orders machine for why).
import type { OrderRecord } from "@domain/contract";
import { type CancelReason, isCancellable } from "@domain/orders";
import { assign, emit, setup } from "xstate";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import { cancelOrder } from "./cancel-order.actors";

export const CANCEL_ERROR_DURATION_MS = 7000;
export const CANCEL_MESSAGES = {
  attempt: "action.attempt-cancel",
  cantCancel: "error.cant-cancel-order",
} as const;

export type CancelOrderContext = {
  order: OrderRecord | null;
  reason: CancelReason | null;
  /** The delayed-cancellation flag when the dialog opened. */
  delayedCancellation: boolean;
};

export type CancelOrderEvent =
  | { type: "CANCEL.OPENED"; order: OrderRecord; now: number; delayedCancellation: boolean }
  | { type: "CANCEL.REASON_SELECTED"; reason: CancelReason }
  | { type: "CANCEL.CONFIRMED"; now: number }
  /** A newer record of an order (from the store); applied when it is the dialog's order. */
  | { type: "CANCEL.ORDER_UPDATED"; order: OrderRecord }
  | { type: "CANCEL.CLOSED" };

export type CancelOrderEmitted = NotifyEvent | { type: "cancelOrder.cancelled"; order: OrderRecord };

const closedContext = (): CancelOrderContext => ({ order: null, reason: null, delayedCancellation: false });

const cantCancel = notifyEvent("ERROR", CANCEL_MESSAGES.cantCancel, { durationMs: CANCEL_ERROR_DURATION_MS });

export const cancelOrderMachine = setup({
  types: {
    context: {} as CancelOrderContext,
    events: {} as CancelOrderEvent,
    emitted: {} as CancelOrderEmitted,
    tags: {} as "loading",
  },
  actors: { cancelOrder },
  guards: {
    /** The spec's cancellable rule for the order being opened. */
    isCancellable: (_, p: { order: OrderRecord; now: number; delayedCancellation: boolean }) =>
      isCancellable(p.order, { now: Math.floor(p.now / 1000), delayedCancellation: p.delayedCancellation }),
    /** The dialog's order is still cancellable now, with a reason chosen. */
    canSendCancel: ({ context }, p: { now: number }) =>
      context.order !== null &&
      context.reason !== null &&
      isCancellable(context.order, { now: Math.floor(p.now / 1000), delayedCancellation: context.delayedCancellation }),
    /** Confirming without a reason does nothing (the view keeps the button disabled). */
    hasReason: ({ context }) => context.reason !== null,
    /** Only the dialog's own order is followed. */
    isDialogOrder: ({ context }, p: { order: OrderRecord }) => context.order?.order_id === p.order.order_id,
  },
  actions: {
    openDialog: assign((_, p: { order: OrderRecord; delayedCancellation: boolean }) => ({
      order: p.order,
      reason: null,
      delayedCancellation: p.delayedCancellation,
    })),
    selectReason: assign((_, p: { reason: CancelReason }) => ({ reason: p.reason })),
    followOrder: assign((_, p: { order: OrderRecord }) => ({ order: p.order })),
    closeDialog: assign(() => closedContext()),
    notifyAttempt: emit(notifyEvent("INFO", CANCEL_MESSAGES.attempt)),
    notifyCantCancel: emit(cantCancel),
    emitCancelled: emit((_, p: { order: OrderRecord }) => ({ type: "cancelOrder.cancelled" as const, order: p.order })),
  },
}).createMachine({
  id: "cancelOrder",
  context: closedContext,
  initial: "closed",
  states: {
    closed: {
      on: {
        "CANCEL.OPENED": [
          {
            guard: {
              type: "isCancellable",
              params: ({ event }) => ({ order: event.order, now: event.now, delayedCancellation: event.delayedCancellation }),
            },
            target: "choosingReason",
            actions: {
              type: "openDialog",
              params: ({ event }) => ({ order: event.order, delayedCancellation: event.delayedCancellation }),
            },
          },
          { actions: "notifyCantCancel" },
        ],
      },
    },
    choosingReason: {
      on: {
        "CANCEL.REASON_SELECTED": { actions: { type: "selectReason", params: ({ event }) => ({ reason: event.reason }) } },
        "CANCEL.ORDER_UPDATED": {
          guard: { type: "isDialogOrder", params: ({ event }) => ({ order: event.order }) },
          actions: { type: "followOrder", params: ({ event }) => ({ order: event.order }) },
        },
        "CANCEL.CONFIRMED": [
          { guard: { type: "canSendCancel", params: ({ event }) => ({ now: event.now }) }, target: "cancelling" },
          // The order can no longer be cancelled: the same error, no call.
          { guard: "hasReason", target: "closed", actions: ["notifyCantCancel", "closeDialog"] },
        ],
        "CANCEL.CLOSED": { target: "closed", actions: "closeDialog" },
      },
    },
    cancelling: {
      tags: ["loading"],
      entry: "notifyAttempt",
      invoke: {
        id: "cancelOrder",
        src: "cancelOrder",
        input: ({ context }) => ({
          vendor_id: context.order?.vendor_id ?? "",
          order_id: context.order?.order_id ?? "",
          reason: context.reason ?? "reason_unknown",
        }),
        onDone: {
          target: "closed",
          actions: [{ type: "emitCancelled", params: ({ event }) => ({ order: event.output }) }, "closeDialog"],
        },
        onError: { target: "choosingReason", actions: "notifyCantCancel" },
      },
      on: {
        "CANCEL.CLOSED": { target: "closed", actions: "closeDialog" },
      },
    },
  },
});
