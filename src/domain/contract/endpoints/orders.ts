// The orders service's vendors, country parameters and order tracking (/orders/api/v1, also
// served under /hurrier/api/v1).
import * as v from "valibot";
import {
  CancelOrderRequestSchema,
  OrderAnswerSchema,
  OrderQuerySchema,
  OrdersAnswerSchema,
  OrdersQuerySchema,
  ProofAnswerSchema,
  ProofQuerySchema,
  RiderAnswerSchema,
} from "../orders";
import { RiderIdParamSchema } from "../params";
import { ERRORS, vendorIdParam } from "./common";
import { defineEndpoint, param } from "./define";
import { VENDOR_ENDPOINTS } from "./vendors";

export const ORDERS_ENDPOINTS = {
  ...VENDOR_ENDPOINTS,
  getVendorOrders: defineEndpoint({
    id: "getVendorOrders",
    service: "orders",
    method: "GET",
    path: "/vendor/:id/orders",
    summary: "List a vendor's orders",
    description:
      "Newest first, count per page (default 30, at most 1000); pass the answer's pagination_key to read the next page. from/to (unix seconds, inclusive) bound created_at, or preordered_for with scheduled=true. include_outlets adds the outlets' orders for a parent vendor.",
    auth: "any",
    params: v.object({ id: vendorIdParam }),
    query: OrdersQuerySchema,
    answer: OrdersAnswerSchema,
    success: { description: "A page of orders." },
    errors: [ERRORS.validation, ERRORS.unauthorized, ERRORS.forbidden, ERRORS.vendorNotFound],
  }),
  getOrder: defineEndpoint({
    id: "getOrder",
    service: "orders",
    method: "GET",
    path: "/order",
    summary: "Read one order",
    description: "An order of the vendor (or of one of its outlets when vendorId is the parent). A guest reads only the orders it placed.",
    auth: "any",
    query: OrderQuerySchema,
    answer: OrderAnswerSchema,
    success: { description: "The order." },
    errors: [ERRORS.validation, ERRORS.unauthorized, ERRORS.forbidden, { status: 404, description: "Unknown vendor or order, or an order of another vendor." }],
  }),
  getOrderProof: defineEndpoint({
    id: "getOrderProof",
    service: "orders",
    method: "GET",
    path: "/order/proof",
    summary: "Read the proof of pickup, delivery or return",
    description:
      "The proof of an order of the vendor (or of one of its outlets) once it reached the status of that kind: pickup → PICKED_UP, delivery → DELIVERED, return → RETURNED_TO_VENDOR. taken_at is when that status was reached; the position is the customer's for delivery, the outlet's otherwise; image_svg is an SVG picture (the same order and kind always give the same picture). A guest reads only the proofs of the orders it placed.",
    auth: "any",
    query: ProofQuerySchema,
    answer: ProofAnswerSchema,
    success: { description: "The proof." },
    errors: [
      ERRORS.validation,
      ERRORS.unauthorized,
      ERRORS.forbidden,
      { status: 404, description: "Unknown vendor or order, or the order has not reached that status yet (order.proof.not-found)." },
    ],
  }),
  cancelOrder: defineEndpoint({
    id: "cancelOrder",
    service: "orders",
    method: "PUT",
    path: "/order/cancel",
    summary: "Cancel an order",
    description: "Only while the order is cancellable (the portal's own rule, with the region's delayed-cancellation flag).",
    auth: "any",
    body: CancelOrderRequestSchema,
    answer: OrderAnswerSchema,
    success: { description: "The cancelled order." },
    errors: [
      { status: 400, description: "Validation failed, or the order cannot be cancelled any more (error.cant-cancel-order)." },
      ERRORS.unauthorized,
      ERRORS.forbidden,
      { status: 404, description: "Unknown vendor or order." },
      { status: 409, description: "The order kept changing while cancelling: try again." },
    ],
  }),
  getRider: defineEndpoint({
    id: "getRider",
    service: "orders",
    method: "GET",
    path: "/riders/:riderId",
    summary: "Read a rider and its position",
    description: "Only for a rider carrying one of the caller's orders (in progress, or finished within the last hour).",
    auth: "any",
    params: v.object({ riderId: param(RiderIdParamSchema, "Rider id (order.rider_id).") }),
    answer: RiderAnswerSchema,
    success: { description: "The rider." },
    errors: [
      ERRORS.validation,
      ERRORS.unauthorized,
      { status: 403, description: "The rider carries none of the caller's orders." },
      { status: 404, description: "Unknown rider." },
    ],
  }),
};
