// Public tracking calls (issue 12): the recipient's reads of a tracking link (no Authorization: the
// link's public id is the capability), the URL of its event stream, and the vendor's (or guest's)
// request for an order's link.
import type { DeliveryReceipt, OrderSummary, PublicTracking, TrackingLink } from "@domain/contract";
import { fillPath } from "@domain/contract/endpoints/define";
import { SERVICES } from "@domain/contract/endpoints/services";
import { PUBLIC_TRACKING_ENDPOINTS } from "@domain/contract/endpoints/public-tracking";
import { call } from "../call";
import type { ApiClient } from "../client";

/** GET /tracking-api/v1/tracking/{publicId} → the order as the recipient sees it. */
export const getPublicTracking = async (client: ApiClient, input: { publicId: string }, signal?: AbortSignal): Promise<PublicTracking> =>
  (await call(client, PUBLIC_TRACKING_ENDPOINTS.getPublicTracking, { params: { publicId: input.publicId }, signal })).result;

/** GET /tracking-api/v1/receipt/{publicId} → the delivery receipt. */
export const getDeliveryReceipt = async (client: ApiClient, input: { publicId: string }, signal?: AbortSignal): Promise<DeliveryReceipt> =>
  (await call(client, PUBLIC_TRACKING_ENDPOINTS.getDeliveryReceipt, { params: { publicId: input.publicId }, signal })).result;

/** GET /order/tracking-link?vendorId&orderId → the order's public link. */
export const getTrackingLink = async (client: ApiClient, input: { vendorId: string; orderId: string }, signal?: AbortSignal): Promise<TrackingLink> =>
  (await call(client, PUBLIC_TRACKING_ENDPOINTS.getTrackingLink, { query: input, signal })).result;

/** The URL of a link's server-sent event stream. */
export const publicTrackingStreamUrl = (client: ApiClient, publicId: string): string =>
  `${client.baseUrl("platform")}${SERVICES.tracking.base}${fillPath(PUBLIC_TRACKING_ENDPOINTS.followPublicTracking.path, { publicId })}`;

/** GET /order/summary?vendorId&orderId → pickup code, voucher, discount, total, cancel reason, who cancelled. */
export const getOrderSummary = async (client: ApiClient, input: { vendorId: string; orderId: string }, signal?: AbortSignal): Promise<OrderSummary> =>
  (await call(client, PUBLIC_TRACKING_ENDPOINTS.getOrderSummary, { query: input, signal })).result;
