// Which orders a vendor may cancel (core section 4, "Cancellable") and the reasons the cancel dialog
// offers (second file, section 8). The portal shows the cancel button with isCancellable; the
// platform refuses PUT /order/cancel with the same rule.
import type { OrderStatus } from "./statuses";

export const CANCEL_REASONS = [
  "mistake_error",
  "reason_unknown",
  "delivery_eta_too_long",
  "unable_to_find",
  "technical_problem",
  "no_courier",
  "outside_service_hours",
  "courier_accident",
  "bad_weather",
  "outside_delivery_area",
  "closed",
  "address_incomplete_misstated",
  "unreachable",
  "food_quality_spillage",
  "late_delivery",
  "unable_to_pay",
  "duplicate_order",
  "wrong_order_items_delivered",
  "payment_failure",
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Message id of a reason in the cancel dialog ("cancel-reason.no_courier"). */
export const cancelReasonLabelKey = (reason: CancelReason) => `cancel-reason.${reason}` as const;

/** Statuses a vendor may always cancel. */
export const ALWAYS_CANCELLABLE = ["RECEIVED", "WAITING_FOR_TRANSPORT", "ASSIGNED_TO_TRANSPORT", "MODIFIED"] as const satisfies readonly OrderStatus[];

/** A committed payment may be cancelled only once more than this many seconds have passed. */
export const PAYMENT_COMMITTED_CANCEL_AFTER_S = 600;

export type CancellableOrder = {
  status: OrderStatus;
  status_history: readonly { status: OrderStatus; created_at: number }[];
};

export type CancelRuleOptions = {
  /** Unix seconds. */
  now: number;
  /** The delayed-cancellation flag. */
  delayedCancellation: boolean;
};

/** When the order entered PAYMENT_COMMITTED (its latest such entry), or null when the history does not say. */
export function paymentCommittedAt(order: Pick<CancellableOrder, "status_history">): number | null {
  let at: number | null = null;
  for (const entry of order.status_history) if (entry.status === "PAYMENT_COMMITTED" && (at === null || entry.created_at >= at)) at = entry.created_at;
  return at;
}

export function isCancellable(order: CancellableOrder, { now, delayedCancellation }: CancelRuleOptions): boolean {
  const { status } = order;
  if ((ALWAYS_CANCELLABLE as readonly OrderStatus[]).includes(status)) return true;
  if (status === "DELAYED") return delayedCancellation;
  if (status === "PAYMENT_COMMITTED") {
    // Without a PAYMENT_COMMITTED entry nobody can tell how long ago it was committed: refuse.
    const committedAt = paymentCommittedAt(order);
    return committedAt !== null && now - committedAt > PAYMENT_COMMITTED_CANCEL_AFTER_S;
  }
  return false;
}
