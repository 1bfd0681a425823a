// The steps a recipient sees on the public tracking pages (second file, section 4 "Public tracking
// steps"), derived from an order's status and status_history by one table per page kind:
// - parcel (vendor orders): preparing, courier accepted, near vendor, collected, return initiated,
//   near customer, delivered, returned — and cancelled for the cancelled-like statuses (a cancelled
//   order shows who cancelled instead of a step);
// - c2c (orders of individual senders, i.e. guests): placed, to collection, near collection, to
//   delivery, near delivery, delivered, cancelled. c2c has no return step: a parcel on its way back
//   is no longer being delivered to the recipient, so RETURN_INITIATED and RETURNED_TO_VENDOR read
//   as cancelled there.
// Tracking only once a rider has accepted: up to NEAR_VENDOR, a status reads as its tracking step
// only when the rider rule of the core document holds (the latest COURIER_ACCEPTED_DELIVERY is later
// than the latest WAITING_FOR_TRANSPORT); before that it is "preparing" ("placed" for c2c). DELAYED
// is not a place on the way: it keeps the step of the latest status before it.
// Pure: the platform builds the public answer with it, the portal's tests check it over every status.
import { isRiderAssigned } from "../orders/rider";
import type { OrderStatus } from "../orders/statuses";

export const PARCEL_STEPS = [
  "preparing",
  "courier_accepted",
  "near_vendor",
  "collected",
  "return_initiated",
  "near_customer",
  "delivered",
  "returned",
  "cancelled",
] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

export const C2C_STEPS = ["placed", "to_collection", "near_collection", "to_delivery", "near_delivery", "delivered", "cancelled"] as const;
export type C2cStep = (typeof C2C_STEPS)[number];

export type TrackingKind = "parcel" | "c2c";
export type PublicStep = ParcelStep | C2cStep;

/** What a status means on the way, before it is named per page kind. */
type Stage = "beforeRider" | "riderToPickup" | "nearPickup" | "carrying" | "nearDropOff" | "delivered" | "returning" | "returned" | "cancelled" | "keep";

/** Every status → its stage. `beforeRider` and the two pickup stages need the rider to have accepted. */
export const STATUS_STAGE: Readonly<Record<OrderStatus, Stage>> = {
  INITIATED: "beforeRider",
  PAYMENT_INITIATED: "beforeRider",
  PAYMENT_COMMITTED: "beforeRider",
  NEW: "beforeRider",
  RECEIVED: "beforeRider",
  WAITING_FOR_TRANSPORT: "beforeRider",
  // The vendor's own progress (and a modification) does not move the rider: on the way to the pickup
  // when a rider accepted, still preparing otherwise.
  RECEIVED_BY_VENDOR: "riderToPickup",
  ACCEPTED_BY_VENDOR: "riderToPickup",
  MODIFIED: "riderToPickup",
  ASSIGNED_TO_TRANSPORT: "riderToPickup",
  COURIER_ACCEPTED_DELIVERY: "riderToPickup",
  NEAR_VENDOR: "nearPickup",
  PICKED_UP: "carrying",
  COURIER_LEFT_VENDOR: "carrying",
  NEAR_CUSTOMER: "nearDropOff",
  DELIVERED: "delivered",
  RETURN_INITIATED: "returning",
  RETURNED_TO_VENDOR: "returned",
  CANCELLED: "cancelled",
  PAYMENT_CANCELLED: "cancelled",
  PAYMENT_FAILED: "cancelled",
  STALLED: "cancelled",
  DELAYED: "keep",
};

const PARCEL_STEP_OF: Readonly<Record<Exclude<Stage, "keep">, ParcelStep>> = {
  beforeRider: "preparing",
  riderToPickup: "courier_accepted",
  nearPickup: "near_vendor",
  carrying: "collected",
  nearDropOff: "near_customer",
  delivered: "delivered",
  returning: "return_initiated",
  returned: "returned",
  cancelled: "cancelled",
};

const C2C_STEP_OF: Readonly<Record<Exclude<Stage, "keep">, C2cStep>> = {
  beforeRider: "placed",
  riderToPickup: "to_collection",
  nearPickup: "near_collection",
  carrying: "to_delivery",
  nearDropOff: "near_delivery",
  delivered: "delivered",
  returning: "cancelled",
  returned: "cancelled",
  cancelled: "cancelled",
};

type HistoryEntry = { status: OrderStatus; created_at: number };
export type StepInput = { status: OrderStatus; status_history: readonly HistoryEntry[] };

/** The stage of the order: DELAYED keeps the latest stage before it; the pickup stages wait for the rider. */
function stageOf(order: StepInput): Exclude<Stage, "keep"> {
  let stage = STATUS_STAGE[order.status];
  if (stage === "keep") {
    const before = [...order.status_history].reverse().find((e) => STATUS_STAGE[e.status] !== "keep");
    stage = before ? STATUS_STAGE[before.status] : "beforeRider";
    if (stage === "keep") stage = "beforeRider";
  }
  if ((stage === "riderToPickup" || stage === "nearPickup") && !isRiderAssigned(order)) return "beforeRider";
  return stage;
}

/** The public step of an order for a page kind. */
export function publicStep(order: StepInput, kind: "parcel"): ParcelStep;
export function publicStep(order: StepInput, kind: "c2c"): C2cStep;
export function publicStep(order: StepInput, kind: TrackingKind): PublicStep;
export function publicStep(order: StepInput, kind: TrackingKind): PublicStep {
  const stage = stageOf(order);
  return kind === "c2c" ? C2C_STEP_OF[stage] : PARCEL_STEP_OF[stage];
}

/** Steps during which a rider is on the way and the recipient may see them (first name, position). */
const RIDER_STAGES: ReadonlySet<Stage> = new Set<Stage>(["riderToPickup", "nearPickup", "carrying", "nearDropOff", "returning"]);

/** Whether the rider is shown (tracking only once a rider has accepted, and only while on the way). */
export function showsRider(order: StepInput, kind: TrackingKind): boolean {
  const stage = stageOf(order);
  // A c2c parcel on its way back goes to the sender: the recipient no longer follows it.
  return RIDER_STAGES.has(stage) && !(kind === "c2c" && stage === "returning");
}

/** The steps "less than 5 minutes away" applies to: the rider near the pickup or near the drop-off. */
const NEAR_STEPS: ReadonlySet<PublicStep> = new Set<PublicStep>(["near_vendor", "near_customer", "near_collection", "near_delivery"]);
export const isNearStep = (step: PublicStep): boolean => NEAR_STEPS.has(step);

/** The steps a page lists in order (the progress line), for a kind and the way the order ended. */
export function progressSteps(kind: TrackingKind, step: PublicStep): readonly PublicStep[] {
  if (kind === "c2c") return step === "cancelled" ? ["placed", "cancelled"] : C2C_STEPS.filter((s) => s !== "cancelled");
  if (step === "cancelled") return ["preparing", "cancelled"];
  if (step === "return_initiated" || step === "returned")
    return ["preparing", "courier_accepted", "near_vendor", "collected", "return_initiated", "returned"];
  return ["preparing", "courier_accepted", "near_vendor", "collected", "near_customer", "delivered"];
}

/** A finished page: nothing more will happen (the live channel may stop). */
export const isFinalStep = (step: PublicStep): boolean => step === "delivered" || step === "returned" || step === "cancelled";

/** Who cancelled an order, as the public page says it. */
export type CancelledBy = "user" | "platform";
