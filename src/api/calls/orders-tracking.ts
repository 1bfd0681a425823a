// Orders service calls of the tracking side (issue 4): the order lists, one order, cancel and the
// rider. All need the Authorization header and go to the deployment's mount ({host}/{orders|hurrier}
// /api/v1). Queries and bodies are checked against the contract before they leave (a bad one is a
// bug of the caller, thrown as a contract error rather than sent); answers are parsed with the
// contract and unwrapped from their {result} envelope.
import type { CancelOrderRequest, OrderRecord, OrdersAnswer, OrdersQueryInput, Proof, ProofQuery, Rider } from "@domain/contract";
import { OrdersQuerySchema } from "@domain/contract/orders";
import { ORDERS_ENDPOINTS } from "@domain/contract/endpoints/orders";
import { call, checkOutgoing } from "../call";
import type { ApiClient } from "../client";

/** One page of an order list: the records and the key of the next page (null on the last page). */
export type OrdersPage = OrdersAnswer["result"];

export interface VendorOrdersInput {
  vendorId: string;
  query: OrdersQueryInput;
}

/** The query string of GET /vendor/{id}/orders: checked, with scheduled left out unless asked for. */
export function vendorOrdersQuery(query: OrdersQueryInput): OrdersQueryInput {
  const q = checkOutgoing(OrdersQuerySchema, query);
  return {
    from: q.from,
    to: q.to,
    count: q.count,
    pagination_key: q.pagination_key,
    include_outlets: q.include_outlets,
    customer_phone_number: q.customer_phone_number,
    scheduled: q.scheduled ? true : undefined,
  };
}

/** GET /vendor/{id}/orders?from&to&count&pagination_key&include_outlets&customer_phone_number&scheduled → result. */
export const getVendorOrders = async (client: ApiClient, input: VendorOrdersInput, signal?: AbortSignal): Promise<OrdersPage> =>
  (await call(client, ORDERS_ENDPOINTS.getVendorOrders, { params: { id: input.vendorId }, query: vendorOrdersQuery(input.query), signal })).result;

/** GET /order?vendorId&orderId → result (one order list record). */
export const getOrder = async (client: ApiClient, input: { vendorId: string; orderId: string }, signal?: AbortSignal): Promise<OrderRecord> =>
  (await call(client, ORDERS_ENDPOINTS.getOrder, { query: { vendorId: input.vendorId, orderId: input.orderId }, signal })).result;

/** PUT /order/cancel {vendor_id, order_id, reason} → result (the cancelled order). */
export const cancelOrder = async (client: ApiClient, input: CancelOrderRequest, signal?: AbortSignal): Promise<OrderRecord> =>
  (await call(client, ORDERS_ENDPOINTS.cancelOrder, { body: input, check: true, signal })).result;

/** GET /riders/{riderId} → result (the rider and the last known position). */
export const getRider = async (client: ApiClient, input: { riderId: string }, signal?: AbortSignal): Promise<Rider> =>
  (await call(client, ORDERS_ENDPOINTS.getRider, { params: { riderId: input.riderId }, signal })).result;

/** GET /order/proof?vendorId&orderId&kind → result (the proof of pickup, delivery or return). */
export const getOrderProof = async (client: ApiClient, input: ProofQuery, signal?: AbortSignal): Promise<Proof> =>
  (await call(client, ORDERS_ENDPOINTS.getOrderProof, { query: input, check: true, signal })).result;
