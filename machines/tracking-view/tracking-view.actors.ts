// Effect signatures of the tracking view. The composition root provides the real effect (GET /order);
// tests provide fakes. The relay to the order store is machines/app/app.relay.ts.
import type { OrderRecord } from "@domain/contract";
import { fromPromise } from "xstate";

export type LookupOrderInput = { vendorId: string; orderId: string };

/** Reads one order (GET /order?vendorId&orderId); rejects when the platform does not know it. */
export const lookupOrder = fromPromise<OrderRecord, LookupOrderInput>(async () => {
  throw new Error("lookupOrder is not provided");
});
