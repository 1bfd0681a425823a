// Orders service, tracking side (issue 4): the order list record of the spec (core section 3) and
// the calls GET /vendor/{id}/orders, GET /order, PUT /order/cancel, GET /riders/{riderId}, plus the
// messages of the live channel (/ws). Times are unix seconds; updated_at may carry a millisecond
// fraction so two changes within one second keep their order.
import * as v from "valibot";
import { LIVE_AUTH_PARAM } from "./live";
import { CANCEL_REASONS } from "../orders/cancel";
import { REFUND_RULES, REFUND_STATES } from "../orders/refund";
import { ORDER_STATUSES } from "../orders/statuses";
import { ORDER_ID_MAX_LENGTH, OrderIdParamSchema, UNIX_SECONDS_MAX, VENDOR_ID_MAX_LENGTH, VendorIdParamSchema } from "./params";
import { multilineText, text } from "./text";

const unixSeconds = v.pipe(v.number(), v.finite());
const coordinate = v.nullable(v.pipe(v.number(), v.finite()));

export const OrderStatusSchema = v.picklist(ORDER_STATUSES);

export const StatusHistoryEntrySchema = v.object({
  status: OrderStatusSchema,
  created_at: unixSeconds,
});
export type StatusHistoryEntry = v.InferOutput<typeof StatusHistoryEntrySchema>;

export const OrderCustomerSchema = v.object({
  name: text(),
  phone_number: text(),
  location: v.object({
    address: text(),
    latitude: coordinate,
    longitude: coordinate,
    /** Notes to the rider. */
    notes: v.optional(multilineText(), ""),
  }),
});
export type OrderCustomer = v.InferOutput<typeof OrderCustomerSchema>;

export const OrderDetailsSchema = v.object({
  description: multilineText(),
  amount: v.pipe(v.number(), v.finite()),
  payment_method: text(),
});
export type OrderDetails = v.InferOutput<typeof OrderDetailsSchema>;

export const CancelReasonSchema = v.picklist(CANCEL_REASONS);

/**
 * The refund of a cancelled order paid online (issue 17): what the card is given back (amount), what
 * the platform keeps (kept, by rule: domain/orders/refund.ts), the currency and the gateway's state.
 */
export const OrderRefundSchema = v.object({
  amount: v.pipe(v.number(), v.finite(), v.minValue(0)),
  kept: v.pipe(v.number(), v.finite(), v.minValue(0)),
  currency: text({ max: 8 }),
  rule: v.picklist(REFUND_RULES),
  state: v.picklist(REFUND_STATES),
});
export type OrderRefund = v.InferOutput<typeof OrderRefundSchema>;

/** The order list record. rider_id, cancel_reason and the ETAs default to null when a platform omits them. */
export const OrderRecordSchema = v.object({
  order_id: v.pipe(text(), v.nonEmpty()),
  vendor_id: v.pipe(text(), v.nonEmpty()),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  preordered_for: v.nullable(unixSeconds),
  status: OrderStatusSchema,
  status_history: v.array(StatusHistoryEntrySchema),
  delivery_fee: v.pipe(v.number(), v.finite()),
  customer: OrderCustomerSchema,
  order: OrderDetailsSchema,
  rider_id: v.optional(v.nullable(text()), null),
  cancel_reason: v.optional(v.nullable(text()), null),
  /** Unix seconds when the rider is expected at the outlet. */
  eta_vendor: v.optional(v.nullable(unixSeconds), null),
  /** Unix seconds when the rider is expected at the customer. */
  eta_customer: v.optional(v.nullable(unixSeconds), null),
  /** Only on a cancelled order paid online (issue 17); absent otherwise. */
  refund: v.optional(OrderRefundSchema),
  /** Where a guest's order is picked up (the sender's location); absent for a vendor's order (picked up at the outlet). */
  pickup: v.optional(v.object({ address: text(), latitude: coordinate, longitude: coordinate })),
});
export type OrderRecord = v.InferOutput<typeof OrderRecordSchema>;

/** A query value sent as a number or a decimal string, read as an integer from min to max. */
const intParam = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(text({ max: 20 }), v.regex(/^-?\d+$/, "must be a whole number"))]),
    v.transform(Number),
    v.integer("must be a whole number"),
    v.minValue(min),
    v.maxValue(max),
  );
const boolParam = v.pipe(
  v.union([v.boolean(), v.picklist(["true", "false", "1", "0"], 'must be "true" or "false"')]),
  v.transform((x) => x === true || x === "true" || x === "1"),
);

export const ORDERS_MAX_COUNT = 1000;
export const ORDERS_DEFAULT_COUNT = 30;

/**
 * GET /vendor/{id}/orders query. from/to (unix seconds, inclusive) bound created_at, or
 * preordered_for when scheduled=true (pre-orders only). pagination_key is the opaque key of the
 * previous answer. customer_phone_number matches numbers ending with its digits.
 */
export const OrdersQuerySchema = v.object({
  from: v.optional(intParam(0, UNIX_SECONDS_MAX)),
  to: v.optional(intParam(0, UNIX_SECONDS_MAX)),
  count: v.optional(intParam(1, ORDERS_MAX_COUNT), ORDERS_DEFAULT_COUNT),
  pagination_key: v.optional(v.pipe(text({ max: 512 }), v.nonEmpty())),
  include_outlets: v.optional(boolParam, false),
  customer_phone_number: v.optional(v.pipe(text({ max: 32 }), v.regex(/^[\d\s+()-]*\d[\d\s+()-]*$/, "must be a phone number"))),
  scheduled: v.optional(boolParam, false),
});
export type OrdersQueryInput = v.InferInput<typeof OrdersQuerySchema>;
export type OrdersQuery = v.InferOutput<typeof OrdersQuerySchema>;

export const OrdersAnswerSchema = v.object({
  result: v.object({
    data: v.array(OrderRecordSchema),
    /** Key of the next page; null on the last page. */
    pagination_key: v.nullable(text()),
  }),
});
export type OrdersAnswer = v.InferOutput<typeof OrdersAnswerSchema>;

/** GET /order?vendorId&orderId */
export const OrderQuerySchema = v.object({
  vendorId: VendorIdParamSchema,
  orderId: OrderIdParamSchema,
});
export type OrderQuery = v.InferOutput<typeof OrderQuerySchema>;

export const OrderAnswerSchema = v.object({ result: OrderRecordSchema });
export type OrderAnswer = v.InferOutput<typeof OrderAnswerSchema>;

/** PUT /order/cancel body; answered with OrderAnswer (the cancelled order). */
export const CancelOrderRequestSchema = v.object({
  vendor_id: v.pipe(text({ max: VENDOR_ID_MAX_LENGTH }), v.nonEmpty()),
  order_id: v.pipe(text({ max: ORDER_ID_MAX_LENGTH }), v.nonEmpty()),
  reason: CancelReasonSchema,
});
export type CancelOrderRequest = v.InferOutput<typeof CancelOrderRequestSchema>;

/** GET /riders/{riderId}: the rider and the last known position (updated_at in unix seconds). */
export const RiderSchema = v.object({
  id: v.pipe(text(), v.nonEmpty()),
  name: text(),
  phone_number: text(),
  latitude: v.pipe(v.number(), v.finite()),
  longitude: v.pipe(v.number(), v.finite()),
  updated_at: unixSeconds,
});
export type Rider = v.InferOutput<typeof RiderSchema>;

export const RiderAnswerSchema = v.object({ result: RiderSchema });
export type RiderAnswer = v.InferOutput<typeof RiderAnswerSchema>;

/** Translation keys of the order calls (core section 8). */
export const ORDER_ERROR_KEYS = {
  cantCancel: "error.cant-cancel-order",
  currentOrders: "error.cant-retrieve-current-orders",
  pastOrders: "error.cant-retrieve-past-orders",
} as const;

// ---- Live channel (/ws) --------------------------------------------------------------------------

// Its path, authorization parameter and encoding are in ./live.ts (the first load needs them without the schemas).
export { encodeLiveAuthorization, LIVE_AUTH_PARAM, LIVE_CHANNEL_PATH } from "./live";

/** GET /ws?Authorization=…: base64 of the Authorization header value the portal would send. */
export const LiveQuerySchema = v.object({ [LIVE_AUTH_PARAM]: v.optional(text({ max: 8192 })) });


export const SubscribeToVendorMessageSchema = v.object({
  action: v.literal("subscribeToVendor"),
  data: v.object({ vendor_id: v.pipe(text({ max: VENDOR_ID_MAX_LENGTH }), v.nonEmpty()) }),
});
export type SubscribeToVendorMessage = v.InferOutput<typeof SubscribeToVendorMessageSchema>;

/** Messages the portal sends. */
export const LiveClientMessageSchema = v.variant("action", [SubscribeToVendorMessageSchema]);
export type LiveClientMessage = v.InferOutput<typeof LiveClientMessageSchema>;

export const SubscribeOkMessageSchema = v.object({
  type: v.literal("subscribe_ok"),
  data: v.object({ vendor_id: text() }),
});
export const OrderUpdateMessageSchema = v.object({
  type: v.literal("order_update"),
  data: OrderRecordSchema,
});
export const LiveErrorMessageSchema = v.object({
  type: v.literal("error"),
  data: v.object({ message: multilineText(), translation_key: text() }),
});

/** Messages the platform sends. */
export const LiveServerMessageSchema = v.variant("type", [SubscribeOkMessageSchema, OrderUpdateMessageSchema, LiveErrorMessageSchema]);
export type LiveServerMessage = v.InferOutput<typeof LiveServerMessageSchema>;

/** Keys of the live channel's error messages. */
export const LIVE_ERROR_KEYS = {
  invalidMessage: "error.invalid-request",
  forbidden: "error.forbidden",
} as const;

/**
 * Why the platform closes a live-channel socket (WebSocket close code and reason). The portal
 * refreshes its session and reconnects after `tokenExpired`, signs out after `sessionRevoked`, and
 * reconnects as after any drop for the others (a well-behaved portal never triggers them).
 */
export const LIVE_CLOSE = {
  /** The token the socket was opened with reached its expiry. */
  tokenExpired: { code: 4001, reason: "token expired" },
  /** The session of the token was revoked (logout, refresh-token reuse, password reset). */
  sessionRevoked: { code: 4003, reason: "session revoked" },
  /** More messages than the socket's budget allows (policy violation). */
  rateExceeded: { code: 1008, reason: "message rate exceeded" },
  /** More vendors followed than one socket may follow (policy violation). */
  tooManySubscriptions: { code: 1008, reason: "too many subscriptions" },
  /** A message larger than the platform accepts. */
  messageTooBig: { code: 1009, reason: "message too big" },
} as const;

// ---- Proof of pickup / delivery / return -----------------------------------------------------------

/** Which proof: taken at the outlet (pickup), at the customer (delivery) or back at the outlet (return). */
export const PROOF_KINDS = ["pickup", "delivery", "return"] as const;
export const ProofKindSchema = v.picklist(PROOF_KINDS);
export type ProofKind = v.InferOutput<typeof ProofKindSchema>;

/** GET /order/proof?vendorId&orderId&kind */
export const ProofQuerySchema = v.object({
  vendorId: VendorIdParamSchema,
  orderId: OrderIdParamSchema,
  kind: ProofKindSchema,
});
export type ProofQuery = v.InferOutput<typeof ProofQuerySchema>;

/** A proof: when and where it was taken, by whom, and the picture (an SVG document). */
export const ProofSchema = v.object({
  order_id: v.pipe(text(), v.nonEmpty()),
  kind: ProofKindSchema,
  /** Unix seconds. */
  taken_at: unixSeconds,
  rider_name: text(),
  latitude: coordinate,
  longitude: coordinate,
  /** An SVG document (the picture). */
  image_svg: multilineText(),
});
export type Proof = v.InferOutput<typeof ProofSchema>;

export const ProofAnswerSchema = v.object({ result: ProofSchema });
export type ProofAnswer = v.InferOutput<typeof ProofAnswerSchema>;

/** Translation keys of the proof call and view. */
export const PROOF_ERROR_KEYS = {
  notFound: "order.proof.not-found",
  downloadError: "order.proof.download-error",
} as const;
