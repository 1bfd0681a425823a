// Effect signature of the order summary (GET /order/summary). The portal provides the real effect;
// tests provide fakes.
import type { OrderSummary } from "@domain/contract";
import { fromPromise } from "xstate";

export const fetchSummary = fromPromise<OrderSummary, { vendorId: string; orderId: string }>(async () => {
  throw new Error("fetchSummary is not provided");
});
