// What the simulator will do with one order, drawn once from the seeded generator of that order
// (seed + order id): how long each stage lasts (in simulated seconds), whether the order is
// cancelled, delayed or returned, which free rider takes it and where that rider starts. Pure: the
// same seed and order id always give the same plan, whatever else happens.
import type { CancelReason } from "../../domain/orders/cancel";
import { between, intBetween, pick, rngFor } from "./rng";

export type Outcome = "delivered" | "cancelled" | "returned";

export type OrderPlan = {
  outcome: Outcome;
  /** Cancelled orders: the stage where the platform gives up. */
  cancelAt: "RECEIVED" | "WAITING_FOR_TRANSPORT";
  cancelReason: CancelReason;
  /** DELAYED is inserted after this stage (null: never delayed). */
  delayAfter: "COURIER_ACCEPTED_DELIVERY" | "PICKED_UP" | null;
  /** Simulated seconds spent in each stage before the next one. */
  dwell: {
    paymentCommitted: number;
    new: number;
    received: number;
    waiting: number;
    toVendor: number;
    atVendor: number;
    toCustomer: number;
    atCustomer: number;
    returning: number;
    delayed: number;
  };
  /** Which free rider (a fraction of the list of free riders, sorted by id). */
  riderPick: number;
  /** Where the rider is when accepting: a bearing (radians) and distance (degrees of latitude) from the outlet. */
  riderStart: { bearing: number; distance: number };
  /** Straight line, or an L-shaped path (north-south first, then east-west) like streets. */
  path: "straight" | "stepped";
};

export const CANCEL_PROBABILITY = 0.08;
export const RETURN_PROBABILITY = 0.06;
export const DELAY_PROBABILITY = 0.15;

export function planOrder(seed: string, orderId: string): OrderPlan {
  const rng = rngFor(seed, orderId);
  const roll = rng();
  const outcome: Outcome = roll < CANCEL_PROBABILITY ? "cancelled" : roll < CANCEL_PROBABILITY + RETURN_PROBABILITY ? "returned" : "delivered";
  const cancelAt = rng() < 0.4 ? "RECEIVED" : "WAITING_FOR_TRANSPORT";
  const cancelReason: CancelReason =
    cancelAt === "WAITING_FOR_TRANSPORT" ? "no_courier" : pick(rng, ["closed", "outside_delivery_area", "technical_problem", "bad_weather"] as const);
  const delayRoll = rng();
  const delayAfter = delayRoll < DELAY_PROBABILITY ? (rng() < 0.5 ? "COURIER_ACCEPTED_DELIVERY" : "PICKED_UP") : null;
  return {
    outcome,
    cancelAt,
    cancelReason,
    delayAfter,
    dwell: {
      paymentCommitted: intBetween(rng, 10, 30),
      new: intBetween(rng, 3, 10),
      received: intBetween(rng, 5, 15),
      waiting: intBetween(rng, 10, 30),
      toVendor: intBetween(rng, 45, 150),
      atVendor: intBetween(rng, 20, 60),
      toCustomer: intBetween(rng, 60, 240),
      atCustomer: intBetween(rng, 20, 60),
      returning: intBetween(rng, 60, 180),
      delayed: intBetween(rng, 30, 90),
    },
    riderPick: rng(),
    riderStart: { bearing: between(rng, 0, 2 * Math.PI), distance: between(rng, 0.006, 0.02) },
    path: rng() < 0.5 ? "straight" : "stepped",
  };
}
