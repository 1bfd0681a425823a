// Public tracking (issue 12): the recipient's own, minimal contract. A link carries an unguessable
// capability (a random public id of 128 bits, base64url, in the path segment); the answer holds only
// what the person waiting for the delivery needs — the step, the status label, the outlet's name, the
// rider's first name and position while on the way, the ETAs, the recipient's own drop-off address,
// when the order was placed and, for a cancelled order, who cancelled. Never the vendor's other data,
// owners, phone numbers or internal ids (not even the order id: it names the vendor and counts its
// orders). The receipt is scoped the same way. Both answers are strict objects: a field outside
// them fails the portal's parse, and the platform's tests check every answer against them.
import * as v from "valibot";
import { C2C_STEPS, PARCEL_STEPS } from "../tracking/public-steps";
import { STATUS_LABEL_MESSAGES, type StatusLabelKey } from "../orders/labels";
import { OrderIdParamSchema, VendorIdParamSchema } from "./params";
import { multilineText, text } from "./text";

/** Bytes of randomness of a public id (128 bits: guessing one is hopeless). */
export const PUBLIC_ID_BYTES = 16;
/** A public id: 22 base64url characters. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const PublicIdParamSchema = v.pipe(text({ max: 22 }), v.regex(PUBLIC_ID_PATTERN, "must be a tracking link id"));

/** Days a link keeps answering after its order finished (delivered, returned or cancelled); then it is not found. */
export const TRACKING_LINK_DAYS_AFTER_FINISH = 7;

/** The one answer of a wrong, expired or guessed link (and of a receipt that is not available). */
export const PUBLIC_TRACKING_NOT_FOUND_KEY = "tracking.not-found";

/** Paths of the portal's public pages for a link. */
export const PUBLIC_TRACKING_PAGE = { parcel: "/tracking", c2c: "/tracking-c2c", receipt: "/delivery-receipt" } as const;

const unixSeconds = v.pipe(v.number(), v.finite());
const coordinate = v.pipe(v.number(), v.finite());

export const TrackingKindSchema = v.picklist(["parcel", "c2c"]);
export const PublicStepSchema = v.picklist([...new Set([...PARCEL_STEPS, ...C2C_STEPS])]);
export const StatusLabelKeySchema = v.picklist(Object.keys(STATUS_LABEL_MESSAGES) as StatusLabelKey[]);
export const CancelledBySchema = v.picklist(["user", "platform"]);

export const PublicRiderSchema = v.strictObject({
  /** The rider's first name only. */
  first_name: text({ max: 100 }),
  /** Where the rider is (null when the deployment's tracking-page-settings flag keeps the map off). */
  position: v.nullable(v.strictObject({ latitude: coordinate, longitude: coordinate, updated_at: unixSeconds })),
});
export type PublicRider = v.InferOutput<typeof PublicRiderSchema>;

export const PublicTrackingSchema = v.strictObject({
  kind: TrackingKindSchema,
  step: PublicStepSchema,
  status_label: StatusLabelKeySchema,
  outlet_name: text({ max: 200 }),
  /** Present only while a rider who accepted is on the way. */
  rider: v.nullable(PublicRiderSchema),
  /** Unix seconds the rider is expected at the pickup / at the drop-off (by the core ETA rule). */
  eta_pickup: v.nullable(unixSeconds),
  eta_drop_off: v.nullable(unixSeconds),
  drop_off: v.strictObject({ address: text(), latitude: v.nullable(coordinate), longitude: v.nullable(coordinate) }),
  placed_at: unixSeconds,
  cancelled_by: v.nullable(CancelledBySchema),
  /** Whether the delivery receipt can be opened (delivered, and the show-delivery-receipt-cta flag on). */
  receipt_available: v.boolean(),
  /** When the order last changed (unix seconds with a millisecond fraction). */
  updated_at: unixSeconds,
  /** The order's change counter (one more with every stored change): a higher version is newer, whatever order answers arrive in. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PublicTracking = v.InferOutput<typeof PublicTrackingSchema>;

export const PublicTrackingAnswerSchema = v.strictObject({ result: PublicTrackingSchema });

export const VoucherSummarySchema = v.strictObject({ code: text({ max: 64 }), type: v.picklist(["amount", "percentage"]), amount: v.pipe(v.number(), v.finite()) });

export const DeliveryReceiptSchema = v.strictObject({
  order_number: text({ max: 128 }),
  placed_at: unixSeconds,
  delivered_at: unixSeconds,
  outlet_name: text({ max: 200 }),
  drop_off_address: text(),
  item_details: multilineText(),
  item_value: v.pipe(v.number(), v.finite()),
  /** The delivery fee before any voucher. */
  delivery_fee: v.pipe(v.number(), v.finite()),
  voucher: v.nullable(VoucherSummarySchema),
  total_discount: v.pipe(v.number(), v.finite()),
  /** Item value plus the delivery fee after the discount. */
  total: v.pipe(v.number(), v.finite()),
  payment_method: text({ max: 64 }),
  /** The proof of delivery picture (SVG) where proof-of-delivery-web allows it. */
  proof_of_delivery_svg: v.nullable(multilineText()),
});
export type DeliveryReceipt = v.InferOutput<typeof DeliveryReceiptSchema>;

export const DeliveryReceiptAnswerSchema = v.strictObject({ result: DeliveryReceiptSchema });

/** GET /order/tracking-link?vendorId&orderId (vendor or the guest who placed it). */
export const TrackingLinkQuerySchema = v.object({ vendorId: VendorIdParamSchema, orderId: OrderIdParamSchema });

export const TrackingLinkSchema = v.object({
  public_id: v.pipe(text({ max: 22 }), v.regex(PUBLIC_ID_PATTERN)),
  kind: TrackingKindSchema,
  /** The page of the link on the portal (/tracking/{id} or /tracking-c2c/{id}). */
  path: text({ max: 64 }),
  /** Unix seconds after which the link answers not found; null while the order is in progress. */
  expires_at: v.nullable(unixSeconds),
});
export type TrackingLink = v.InferOutput<typeof TrackingLinkSchema>;
export const TrackingLinkAnswerSchema = v.object({ result: TrackingLinkSchema });

// ---- The public channel (server-sent events) -----------------------------------------------------

/** Event names of the stream: every change of the order is a `tracking` event with PublicTracking data. */
export const PUBLIC_STREAM_EVENT = "tracking";

// ---- The vendor's order summary (issue 12, item 6) ------------------------------------------------

/** GET /order/summary?vendorId&orderId: what the order details show beyond the list record. */
export const OrderSummarySchema = v.object({
  /** The unit number and building of the customer's address as their own fields (null when not given; a platform without them omits them). */
  unit_number: v.optional(v.nullable(text({ max: 100 })), null),
  building: v.optional(v.nullable(text({ max: 100 })), null),
  pickup_code: v.nullable(text({ max: 64 })),
  voucher: v.nullable(VoucherSummarySchema),
  /** The delivery fee before any voucher. */
  delivery_fee: v.pipe(v.number(), v.finite()),
  total_discount: v.pipe(v.number(), v.finite()),
  /** Item value plus the delivery fee after the discount. */
  total_amount: v.pipe(v.number(), v.finite()),
  cancel_reason: v.nullable(text({ max: 64 })),
  cancelled_by: v.nullable(CancelledBySchema),
  /** The rider checks the customer's age on delivery (tag-id-check-pg); false when a platform omits it. */
  age_validation_required: v.optional(v.boolean(), false),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;
export const OrderSummaryAnswerSchema = v.object({ result: OrderSummarySchema });
