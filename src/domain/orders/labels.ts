// Status labels of the order details and lists (second file, section 4, "Status labels"). The table
// names statuses by slugs (new, dispatched, waiting-for-rider, in-progress, …); this maps each of
// the 23 statuses to one of those labels. The keys are message ids of the catalogs; the English
// texts are the spec's labels (and plain words for the statuses shown "without a special label").
import { isUpcomingPreorder } from "./classify";
import { isOrderStatus, type OrderStatus } from "./statuses";

export const STATUS_LABEL_MESSAGES = {
  "status.processing": "Processing",
  "status.payment-processing": "Payment processing",
  "status.request-received": "Request received, start preparing",
  "status.prepare-order": "Prepare order",
  "status.looking-for-rider": "Looking for rider",
  "status.rider-on-the-way": "Rider on the way",
  "status.rider-nearby": "Rider nearby",
  "status.collected": "Collected",
  "status.failed-to-process": "Failed to process",
  "status.returning": "Returning to vendor",
  "status.returned": "Returned to vendor",
  "status.in-transit": "In transit",
  "status.near-customer": "Near customer",
  "status.delivered": "Delivered",
  "status.delayed": "Delayed",
  "status.cancelled": "Cancelled",
  "status.scheduled": "Scheduled",
  "status.unknown": "Unknown",
} as const;

export type StatusLabelKey = keyof typeof STATUS_LABEL_MESSAGES;

/**
 * Status → label key. new: NEW; initiated, payment_committed (and the payment still in flight):
 * payment processing; received: RECEIVED; dispatched ("request received, start preparing"): the
 * vendor received or accepted it, or it was modified; waiting-for-rider: WAITING_FOR_TRANSPORT;
 * in-progress: a rider is assigned or accepted; near-vendor; picked-up; in-transit: the rider left
 * the vendor; stalled; returning; returned; failed payments count as cancelled.
 */
export const STATUS_LABEL_KEYS: Readonly<Record<OrderStatus, StatusLabelKey>> = {
  NEW: "status.processing",
  INITIATED: "status.payment-processing",
  PAYMENT_INITIATED: "status.payment-processing",
  PAYMENT_COMMITTED: "status.payment-processing",
  RECEIVED: "status.prepare-order",
  RECEIVED_BY_VENDOR: "status.request-received",
  ACCEPTED_BY_VENDOR: "status.request-received",
  MODIFIED: "status.request-received",
  WAITING_FOR_TRANSPORT: "status.looking-for-rider",
  ASSIGNED_TO_TRANSPORT: "status.rider-on-the-way",
  COURIER_ACCEPTED_DELIVERY: "status.rider-on-the-way",
  NEAR_VENDOR: "status.rider-nearby",
  PICKED_UP: "status.collected",
  COURIER_LEFT_VENDOR: "status.in-transit",
  NEAR_CUSTOMER: "status.near-customer",
  DELIVERED: "status.delivered",
  DELAYED: "status.delayed",
  CANCELLED: "status.cancelled",
  PAYMENT_CANCELLED: "status.cancelled",
  PAYMENT_FAILED: "status.cancelled",
  STALLED: "status.failed-to-process",
  RETURN_INITIATED: "status.returning",
  RETURNED_TO_VENDOR: "status.returned",
};

/** Label key of a status; "status.unknown" for anything that is not one of the 23 statuses. */
export const statusLabelKey = (status: string): StatusLabelKey => (isOrderStatus(status) ? STATUS_LABEL_KEYS[status] : "status.unknown");

/** Label key of an order at `now` (unix seconds): "status.scheduled" for an upcoming pre-order. */
export function orderStatusLabelKey(order: { status: OrderStatus; preordered_for: number | null }, now: number): StatusLabelKey {
  return isUpcomingPreorder(order, now) ? "status.scheduled" : statusLabelKey(order.status);
}

/**
 * The status history as the order details show it: an entry whose label is the one just shown is
 * left out (initiated and payment_committed both read "Payment processing"; a status repeated by a
 * retry reads the same too), so each step appears once.
 */
export function historyRows<E extends { status: string }>(history: readonly E[]): E[] {
  const rows: E[] = [];
  for (const entry of history) {
    const previous = rows[rows.length - 1];
    if (previous && statusLabelKey(previous.status) === statusLabelKey(entry.status)) continue;
    rows.push(entry);
  }
  return rows;
}
