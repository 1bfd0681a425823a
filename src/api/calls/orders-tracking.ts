// Orders service calls of the tracking side (issue 4): the order lists, one order, cancel and the
// rider. All need the Authorization header and go to the deployment's mount ({host}/{orders|hurrier}
// /api/v1). Queries are checked against the contract before they leave (a bad query is a bug of the
// caller, thrown as a contract error rather than sent); answers are parsed with the contract and
// unwrapped from their {result} envelope.
import {
  type CancelOrderRequest,
  CancelOrderRequestSchema,
  OrderAnswerSchema,
  type OrderRecord,
  type OrdersAnswer,
  OrdersAnswerSchema,
  type OrdersQueryInput,
  OrdersQuerySchema,
  type Proof,
  ProofAnswerSchema,
  type ProofQuery,
  ProofQuerySchema,
  type Rider,
  RiderAnswerSchema,
} from "@domain/contract";
import * as v from "valibot";
import type { ApiClient, QueryValue } from "../client";
import { contractError } from "../errors";

/** One page of an order list: the records and the key of the next page (null on the last page). */
export type OrdersPage = OrdersAnswer["result"];

export interface VendorOrdersInput {
  vendorId: string;
  query: OrdersQueryInput;
}

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((i) => ({ path: v.getDotPath(i) ?? "", message: i.message }));

/** Parses an outgoing payload with its contract schema; a mismatch is a contract error (never sent). */
function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw contractError(issuesOf(parsed.issues));
  return parsed.output;
}

/** The query string of GET /vendor/{id}/orders (absent values are left out by the client). */
export function vendorOrdersQuery(query: OrdersQueryInput): Record<string, QueryValue> {
  const q = checked(OrdersQuerySchema, query);
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
export const getVendorOrders = async (client: ApiClient, input: VendorOrdersInput, signal?: AbortSignal): Promise<OrdersPage> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "GET",
    path: `/vendor/${encodeURIComponent(input.vendorId)}/orders`,
    query: vendorOrdersQuery(input.query),
    schema: OrdersAnswerSchema,
    signal,
  });
  return answer.result;
};

/** GET /order?vendorId&orderId → result (one order list record). */
export const getOrder = async (client: ApiClient, input: { vendorId: string; orderId: string }, signal?: AbortSignal): Promise<OrderRecord> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "GET",
    path: "/order",
    query: { vendorId: input.vendorId, orderId: input.orderId },
    schema: OrderAnswerSchema,
    signal,
  });
  return answer.result;
};

/** PUT /order/cancel {vendor_id, order_id, reason} → result (the cancelled order). */
export const cancelOrder = async (client: ApiClient, input: CancelOrderRequest, signal?: AbortSignal): Promise<OrderRecord> => {
  const body = checked(CancelOrderRequestSchema, input);
  const answer = await client.request({
    service: client.ordersService,
    method: "PUT",
    path: "/order/cancel",
    body,
    schema: OrderAnswerSchema,
    signal,
  });
  return answer.result;
};

/** GET /riders/{riderId} → result (the rider and the last known position). */
export const getRider = async (client: ApiClient, input: { riderId: string }, signal?: AbortSignal): Promise<Rider> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "GET",
    path: `/riders/${encodeURIComponent(input.riderId)}`,
    schema: RiderAnswerSchema,
    signal,
  });
  return answer.result;
};

/** GET /order/proof?vendorId&orderId&kind → result (the proof of pickup, delivery or return). */
export const getOrderProof = async (client: ApiClient, input: ProofQuery, signal?: AbortSignal): Promise<Proof> => {
  const q = checked(ProofQuerySchema, input);
  const answer = await client.request({
    service: client.ordersService,
    method: "GET",
    path: "/order/proof",
    query: { vendorId: q.vendorId, orderId: q.orderId, kind: q.kind },
    schema: ProofAnswerSchema,
    signal,
  });
  return answer.result;
};
