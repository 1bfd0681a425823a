// Effect signatures of the order store. The composition root provides the three list fetches with
// getVendorOrders (src/api/calls/orders-tracking.ts), mapping the input with `toOrdersQuery` and
// passing the actor's abort signal; tests provide fakes. Guest mode can provide fetchActiveOrders
// from the stored guest order ids (GET /order each) behind the same signature.
import type { OrderRecord, OrdersAnswer, OrdersQueryInput } from "@domain/contract";
import { fromPromise } from "xstate";

/** What a list fetch asks for. Times are unix seconds. */
export type OrdersFetchInput = {
  vendorId: string;
  /** The all-outlets mode: the parent's outlets' orders too. */
  includeOutlets: boolean;
  from: number;
  to: number;
  count: number;
  /** Key of the page to read (null: the first page). */
  paginationKey: string | null;
  /** Pre-orders: from/to bound preordered_for instead of created_at. */
  scheduled?: boolean;
  /** History search by phone (digits the number ends with). */
  customerPhone?: string;
};

/** One page of a list: result.data and result.pagination_key (null on the last page). */
export type OrdersPage = OrdersAnswer["result"];
export type { OrderRecord };

/** The query of GET /vendor/{id}/orders for a fetch input. */
export function toOrdersQuery(input: OrdersFetchInput): OrdersQueryInput {
  return {
    from: input.from,
    to: input.to,
    count: input.count,
    include_outlets: input.includeOutlets,
    ...(input.paginationKey ? { pagination_key: input.paginationKey } : {}),
    ...(input.scheduled ? { scheduled: true } : {}),
    ...(input.customerPhone ? { customer_phone_number: input.customerPhone } : {}),
  };
}

/** Active orders: created from the start of today to now, 200 (core section 9). */
export const fetchActiveOrders = fromPromise<OrdersPage, OrdersFetchInput>(async () => {
  throw new Error("fetchActiveOrders is not provided");
});

/** Pre-orders: scheduled=true, preordered_for up to now + 2 days. */
export const fetchPreOrders = fromPromise<OrdersPage, OrdersFetchInput>(async () => {
  throw new Error("fetchPreOrders is not provided");
});

/** Past orders of the history range: pages of 30 (50 with outlets), continued with the pagination key. */
export const fetchPastOrders = fromPromise<OrdersPage, OrdersFetchInput>(async () => {
  throw new Error("fetchPastOrders is not provided");
});
