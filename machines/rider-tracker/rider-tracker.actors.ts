// Effect signatures of the rider tracker. The composition root provides fetchRider with getRider
// (GET /riders/{riderId}, src/api/calls/orders-tracking.ts) and the actor's abort signal.
import type { Rider } from "@domain/contract";
import { fromPromise } from "xstate";

export type FetchRiderInput = { orderId: string; riderId: string };
export type { Rider };

/** The rider and the last known position. */
export const fetchRider = fromPromise<Rider, FetchRiderInput>(async () => {
  throw new Error("fetchRider is not provided");
});
