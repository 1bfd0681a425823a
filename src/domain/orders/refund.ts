// What a cancelled order paid online gets back (issue 17). The card pays the delivery fee (after any
// voucher): that is the captured amount. The platform's rule, one pure function for the platform
// and the portal alike:
// - cancelled before a rider was assigned (PAYMENT_COMMITTED after its 10 minutes, RECEIVED,
//   WAITING_FOR_TRANSPORT, MODIFIED without a rider): everything is refunded;
// - cancelled once a rider was assigned (ASSIGNED_TO_TRANSPORT, or a rider on the order, or the spec's
//   rider rule: the latest COURIER_ACCEPTED_DELIVERY later than the latest WAITING_FOR_TRANSPORT): the
//   platform keeps half the captured amount as a cancellation fee (the rider is already on the way to
//   the outlet and is paid for it) and refunds the rest. Amounts are rounded to cents; the kept part
//   rounds down, so the customer never loses a rounding cent.
import { isRiderAssigned } from "./rider";
import type { OrderStatus } from "./statuses";

/** Share of the captured amount the platform keeps once a rider is assigned. */
export const RIDER_ASSIGNED_KEEP_SHARE = 0.5;

export const REFUND_RULES = ["full", "rider-assigned"] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

/** pending: asked of the gateway; succeeded: the money is back; failed: the gateway refused (retried by the next cancel call). */
export const REFUND_STATES = ["pending", "succeeded", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export type RefundQuote = { rule: RefundRule; captured: number; amount: number; kept: number };

export type RefundableOrder = {
  status: OrderStatus;
  status_history: readonly { status: OrderStatus; created_at: number }[];
  rider_id?: string | null;
};

/** Whether a rider had been assigned when the order was cancelled (judged on the order before the cancel). */
export function riderWasAssigned(order: RefundableOrder): boolean {
  return order.status === "ASSIGNED_TO_TRANSPORT" || !!order.rider_id || isRiderAssigned(order);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The refund of an order cancelled in the state `order` after `captured` was paid by card. */
export function refundOnCancel(order: RefundableOrder, captured: number): RefundQuote {
  const paid = Math.max(0, cents(captured));
  if (!riderWasAssigned(order)) return { rule: "full", captured: paid, amount: paid, kept: 0 };
  const kept = Math.floor(paid * RIDER_ASSIGNED_KEEP_SHARE * 100) / 100;
  return { rule: "rider-assigned", captured: paid, amount: cents(paid - kept), kept };
}
