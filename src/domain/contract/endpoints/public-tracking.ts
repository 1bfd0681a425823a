// Public tracking (issue 12): the recipient's calls under /tracking-api/v1, whose capability is the
// link's public id in the path, and the vendor's (or guest's) call that hands the link out.
import * as v from "valibot";
import {
  DeliveryReceiptAnswerSchema,
  OrderSummaryAnswerSchema,
  PUBLIC_STREAM_EVENT,
  PUBLIC_TRACKING_NOT_FOUND_KEY,
  PublicIdParamSchema,
  PublicTrackingAnswerSchema,
  PublicTrackingSchema,
  TrackingLinkAnswerSchema,
  TrackingLinkQuerySchema,
} from "../public-tracking";
import { ERRORS } from "./common";
import { defineEndpoint, param } from "./define";

const link = v.object({ publicId: param(PublicIdParamSchema, "The link's public id (22 base64url characters).") });
const notFound = { status: 404, description: "A wrong, expired or guessed link (tracking.not-found): always the same answer." };

export const PUBLIC_TRACKING_ENDPOINTS = {
  getPublicTracking: defineEndpoint({
    id: "getPublicTracking",
    service: "tracking",
    method: "GET",
    path: "/tracking/:publicId",
    summary: "Read the order behind a tracking link",
    description:
      "The recipient's part of the order: step, status label, outlet name, the rider's first name and position while on the way, ETAs, the drop-off address, when it was placed and who cancelled.",
    auth: "capability",
    params: link,
    notFoundKey: PUBLIC_TRACKING_NOT_FOUND_KEY,
    answer: PublicTrackingAnswerSchema,
    success: { description: "The order as the recipient sees it." },
    errors: [notFound],
  }),
  followPublicTracking: defineEndpoint({
    id: "followPublicTracking",
    service: "tracking",
    method: "GET",
    path: "/tracking/:publicId/events",
    summary: "Follow a tracking link (server-sent events)",
    description: `A read-only stream (text/event-stream): at once, and after every change of the order, an event "${PUBLIC_STREAM_EVENT}" whose data is the PublicTracking answer; a comment every 25 s keeps it open. The stream ends when the order is finished. A client that loses it reads GET /tracking/{publicId} again and reconnects.`,
    auth: "capability",
    params: link,
    notFoundKey: PUBLIC_TRACKING_NOT_FOUND_KEY,
    related: [PublicTrackingSchema],
    success: { description: "The event stream.", contentType: "text/event-stream" },
    errors: [notFound, { status: 429, description: "The link already has 20 open streams." }],
  }),
  getDeliveryReceipt: defineEndpoint({
    id: "getDeliveryReceipt",
    service: "tracking",
    method: "GET",
    path: "/receipt/:publicId",
    summary: "Read the delivery receipt of a tracking link",
    description:
      "Once the order is delivered and while the show-delivery-receipt-cta flag is on: order number, times, outlet, drop-off address, item details and value, fee, voucher and discount, total, payment method, and the proof of delivery where proof-of-delivery-web allows it.",
    auth: "capability",
    params: link,
    notFoundKey: PUBLIC_TRACKING_NOT_FOUND_KEY,
    answer: DeliveryReceiptAnswerSchema,
    success: { description: "The receipt." },
    errors: [{ status: 404, description: "A wrong, expired or guessed link, an order not delivered, or receipts switched off (tracking.not-found)." }],
  }),
  getTrackingLink: defineEndpoint({
    id: "getTrackingLink",
    service: "orders",
    method: "GET",
    path: "/order/tracking-link",
    summary: "Get the public tracking link of an order",
    description:
      "The link a vendor (or the guest who placed the order) hands to the recipient, created on first use; the platform can hand the same link to an SMS or e-mail sender. It stops answering 7 days after the order finished.",
    auth: "any",
    query: TrackingLinkQuerySchema,
    answer: TrackingLinkAnswerSchema,
    success: { description: "The link." },
    errors: [ERRORS.validation, ERRORS.unauthorized, ERRORS.forbidden, { status: 404, description: "Unknown vendor or order, or its link expired." }],
  }),
  getOrderSummary: defineEndpoint({
    id: "getOrderSummary",
    service: "orders",
    method: "GET",
    path: "/order/summary",
    summary: "Read an order's summary (pickup code, voucher, discount, total, who cancelled)",
    description:
      "What the order details show beyond the list record: the pickup code, the voucher, the fee before it, the total discount and amount, the cancel reason and who cancelled (user or platform). For the vendor (or parent) and the guest who placed it, like GET /order.",
    auth: "any",
    query: TrackingLinkQuerySchema,
    answer: OrderSummaryAnswerSchema,
    success: { description: "The summary." },
    errors: [ERRORS.validation, ERRORS.unauthorized, ERRORS.forbidden, { status: 404, description: "Unknown vendor or order." }],
  }),
};
