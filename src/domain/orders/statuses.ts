// The 23 order statuses of the spec (core section 3), their progress rank and their groups (core
// section 4). Pure data and tiny predicates: the portal's machines and the platform both use them.
//
// Progress rank: the spec lists INITIATED … RETURNED_TO_VENDOR from low to high and then puts
// CANCELLED, PAYMENT_CANCELLED, PAYMENT_FAILED and STALLED below zero. STALLED appears in both
// places; the explicit "below zero" wins (as a later key of an object literal would). DELAYED is not
// in the progress order at all: it ranks 0, neither progress nor failure, and the tab rules treat it
// on its own (classify.ts). Progress ranks start at 1, so "rank above 0" means "in the progress order".

export const ORDER_STATUSES = [
  "NEW",
  "STALLED",
  "RECEIVED",
  "WAITING_FOR_TRANSPORT",
  "ASSIGNED_TO_TRANSPORT",
  "COURIER_ACCEPTED_DELIVERY",
  "RECEIVED_BY_VENDOR",
  "ACCEPTED_BY_VENDOR",
  "NEAR_VENDOR",
  "DELAYED",
  "PICKED_UP",
  "NEAR_CUSTOMER",
  "DELIVERED",
  "CANCELLED",
  "COURIER_LEFT_VENDOR",
  "MODIFIED",
  "INITIATED",
  "PAYMENT_INITIATED",
  "PAYMENT_COMMITTED",
  "PAYMENT_FAILED",
  "PAYMENT_CANCELLED",
  "RETURN_INITIATED",
  "RETURNED_TO_VENDOR",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUS_SET: ReadonlySet<string> = new Set(ORDER_STATUSES);
export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === "string" && STATUS_SET.has(value);

/** The progress order of the spec, low to high (STALLED left out: it ranks below zero). */
export const PROGRESS_ORDER = [
  "INITIATED",
  "PAYMENT_INITIATED",
  "PAYMENT_COMMITTED",
  "NEW",
  "RECEIVED",
  "RECEIVED_BY_VENDOR",
  "ACCEPTED_BY_VENDOR",
  "WAITING_FOR_TRANSPORT",
  "ASSIGNED_TO_TRANSPORT",
  "COURIER_ACCEPTED_DELIVERY",
  "MODIFIED",
  "NEAR_VENDOR",
  "PICKED_UP",
  "COURIER_LEFT_VENDOR",
  "NEAR_CUSTOMER",
  "DELIVERED",
  "RETURN_INITIATED",
  "RETURNED_TO_VENDOR",
] as const satisfies readonly OrderStatus[];

/** Statuses ranked below zero. */
export const BELOW_ZERO_STATUSES = ["CANCELLED", "PAYMENT_CANCELLED", "PAYMENT_FAILED", "STALLED"] as const satisfies readonly OrderStatus[];

/** Rank of every status: 1…18 along PROGRESS_ORDER, -1 for the four failures, 0 for DELAYED. */
export const STATUS_RANK: Readonly<Record<OrderStatus, number>> = (() => {
  const rank = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  PROGRESS_ORDER.forEach((s, i) => {
    rank[s] = i + 1;
  });
  for (const s of BELOW_ZERO_STATUSES) rank[s] = -1;
  return rank;
})();

export const statusRank = (status: OrderStatus): number => STATUS_RANK[status] ?? 0;

export const NEW_GROUP = [
  "PAYMENT_COMMITTED",
  "NEW",
  "RECEIVED",
  "WAITING_FOR_TRANSPORT",
  "COURIER_ACCEPTED_DELIVERY",
  "ASSIGNED_TO_TRANSPORT",
  "RECEIVED_BY_VENDOR",
  "ACCEPTED_BY_VENDOR",
  "MODIFIED",
  "NEAR_VENDOR",
] as const satisfies readonly OrderStatus[];

export const COLLECTED_GROUP = ["PICKED_UP", "COURIER_LEFT_VENDOR", "NEAR_CUSTOMER", "RETURN_INITIATED"] as const satisfies readonly OrderStatus[];

export const CANCELLED_GROUP = ["CANCELLED", "PAYMENT_CANCELLED", "STALLED", "PAYMENT_FAILED"] as const satisfies readonly OrderStatus[];

export const ACTIVE_GROUP = [
  "NEW",
  "RECEIVED",
  "WAITING_FOR_TRANSPORT",
  "ASSIGNED_TO_TRANSPORT",
  "COURIER_ACCEPTED_DELIVERY",
  "RECEIVED_BY_VENDOR",
  "ACCEPTED_BY_VENDOR",
  "NEAR_VENDOR",
  "PICKED_UP",
  "NEAR_CUSTOMER",
  "DELAYED",
] as const satisfies readonly OrderStatus[];

export const OLD_GROUP = ["DELIVERED", "CANCELLED"] as const satisfies readonly OrderStatus[];

export const FINISHED_GROUP = ["DELIVERED", "RETURNED_TO_VENDOR"] as const satisfies readonly OrderStatus[];

export type StatusGroup = "new" | "collected" | "cancelled" | "active" | "old" | "finished";

export const STATUS_GROUPS: Readonly<Record<StatusGroup, ReadonlySet<OrderStatus>>> = {
  new: new Set(NEW_GROUP),
  collected: new Set(COLLECTED_GROUP),
  cancelled: new Set(CANCELLED_GROUP),
  active: new Set(ACTIVE_GROUP),
  old: new Set(OLD_GROUP),
  finished: new Set(FINISHED_GROUP),
};

export const isInGroup = (status: OrderStatus, group: StatusGroup): boolean => STATUS_GROUPS[group].has(status);

/** Statuses after which nothing happens to an order any more (finished or cancelled-like). */
export const FINAL_STATUSES = [...FINISHED_GROUP, ...CANCELLED_GROUP] as const satisfies readonly OrderStatus[];
const FINAL_SET: ReadonlySet<OrderStatus> = new Set(FINAL_STATUSES);
export const isFinalStatus = (status: OrderStatus): boolean => FINAL_SET.has(status);
