// Effect signature of the cancel dialog. The composition root provides cancelOrder with the call
// PUT /order/cancel (src/api/calls/orders-tracking.ts) and the actor's abort signal.
import type { CancelOrderRequest, OrderRecord } from "@domain/contract";
import { fromPromise } from "xstate";

export type { CancelOrderRequest, OrderRecord };

/** Cancels the order with the reason; output is the cancelled order as the platform answered it. */
export const cancelOrder = fromPromise<OrderRecord, CancelOrderRequest>(async () => {
  throw new Error("cancelOrder is not provided");
});
