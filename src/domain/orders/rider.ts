// Rider and ETA rules of the order details (core section 4, "Rider and ETA rules").
import { type OrderStatus, STATUS_RANK } from "./statuses";

type HistoryEntry = { status: OrderStatus; created_at: number };

/** Position of the latest entry of `status` as [created_at, index], or null. */
function latest(history: readonly HistoryEntry[], status: OrderStatus): [number, number] | null {
  let found: [number, number] | null = null;
  for (let index = 0; index < history.length; index++) {
    const entry = history[index];
    if (entry.status !== status) continue;
    if (!found || entry.created_at >= found[0]) found = [entry.created_at, index];
  }
  return found;
}

/**
 * A rider is assigned when the latest COURIER_ACCEPTED_DELIVERY entry is later than the latest
 * WAITING_FOR_TRANSPORT entry (a rider who dropped the order sends it back to waiting). History
 * timestamps are whole seconds, so two entries of the same second are ordered by their place in
 * the history (the platform appends in order).
 */
export function isRiderAssigned(order: { status_history: readonly HistoryEntry[] }): boolean {
  const accepted = latest(order.status_history, "COURIER_ACCEPTED_DELIVERY");
  if (!accepted) return false;
  const waiting = latest(order.status_history, "WAITING_FOR_TRANSPORT");
  if (!waiting) return true;
  return accepted[0] > waiting[0] || (accepted[0] === waiting[0] && accepted[1] > waiting[1]);
}

/** The rider's position is polled for DELAYED and for RECEIVED_BY_VENDOR up to (not including) DELIVERED in rank. */
export function shouldPollRider(status: OrderStatus): boolean {
  if (status === "DELAYED") return true;
  const rank = STATUS_RANK[status];
  return rank >= STATUS_RANK.RECEIVED_BY_VENDOR && rank < STATUS_RANK.DELIVERED;
}

export type EtaTarget = "vendor" | "customer";

const ETA_TO_VENDOR: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  "ASSIGNED_TO_TRANSPORT",
  "COURIER_ACCEPTED_DELIVERY",
  "RECEIVED_BY_VENDOR",
  "ACCEPTED_BY_VENDOR",
  "NEAR_VENDOR",
]);
const ETA_TO_CUSTOMER: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["PICKED_UP", "NEAR_CUSTOMER"]);

/** Which ETA the details show: to the vendor, to the customer, or none. */
export function etaTarget(status: OrderStatus): EtaTarget | null {
  if (ETA_TO_VENDOR.has(status)) return "vendor";
  if (ETA_TO_CUSTOMER.has(status)) return "customer";
  return null;
}

/** The ETA (unix seconds) the details show, when the record carries it. */
export function etaOf(order: { status: OrderStatus; eta_vendor?: number | null; eta_customer?: number | null }): number | null {
  const target = etaTarget(order.status);
  if (target === "vendor") return order.eta_vendor ?? null;
  if (target === "customer") return order.eta_customer ?? null;
  return null;
}

const NO_FULL_MAP: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT"]);

/** The full map (with the rider) is not displayed before a rider is looked for. */
export const showFullMap = (status: OrderStatus): boolean => !NO_FULL_MAP.has(status);
