// Public tracking routes (issue 12): GET /tracking-api/v1/tracking/{publicId}, its server-sent
// event stream, GET /tracking-api/v1/receipt/{publicId}, and the vendor's (or guest's) GET
// /orders/api/v1/order/tracking-link. A public id outside its shape never reaches a handler (mount's
// 404); an unknown, expired or not-yet-available one gets the very same 404 body from here, so a
// guesser cannot tell them apart.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { PUBLIC_TRACKING_NOT_FOUND_KEY, PUBLIC_TRACKING_PAGE, type PublicTracking } from "../../../domain/contract/public-tracking";
import { isFinalStep } from "../../../domain/tracking/public-steps";
import type { AppDeps, AppEnv } from "../../context";
import { notFound } from "../../http/errors";
import { type Mount, mountHandlers } from "../../http/mount";
import type { Hono } from "hono";
import { FlagRepository } from "../flags/repository";
import { DEFAULT_FLAGS } from "../../../domain/flags";
import { accessOrder } from "./access";
import { proofSvg } from "../orders/proof-image";
import { linkExpiresAt, TrackingLinkRepository } from "./repository";
import { MAX_STREAMS_PER_LINK, PublicStreams } from "./streams";
import { ApiError } from "../../http/errors";
import { COMMON_ERROR_KEYS } from "../../../domain/contract/common";
import { kindOf, toDeliveryReceipt, toOrderSummary, toPublicTracking } from "./view";
import { eq } from "drizzle-orm";
import { orderDetails } from "../../db/schema";

/** The one not-found answer of every public call. */
export const linkNotFound = () => notFound("Not found", PUBLIC_TRACKING_NOT_FOUND_KEY);

/** The path of the SSE stream (compression must leave it alone: it would hold events back). */
export const PUBLIC_STREAM_PATH = /^\/tracking-api\/v1\/tracking\/[^/]+\/events$/;

const streamsOf = new WeakMap<AppDeps, PublicStreams>();
/** The public streams of a platform (tests, logs). */
export const publicStreamsOf = (deps: AppDeps) => streamsOf.get(deps);
/** Closes every public stream of the platform (graceful shutdown). */
export const closePublicStreams = (deps: AppDeps) => streamsOf.get(deps)?.close();

export function mountPublicTracking(app: Hono<AppEnv>, mount: Mount, deps: AppDeps): PublicStreams {
  const links = new TrackingLinkRepository(deps.db, deps.now);
  const flagRepo = new FlagRepository(deps.db, deps.now);
  const flags = async () => (await flagRepo.get(deps.deployment.region)) ?? DEFAULT_FLAGS;
  const publicOf = async (publicId: string): Promise<PublicTracking | null> => {
    const link = await links.resolve(publicId);
    return link ? toPublicTracking(link, await flags()) : null;
  };
  const streams = new PublicStreams(deps, links, publicOf);
  streamsOf.set(deps, streams);

  mount(ENDPOINTS.getPublicTracking, async ({ params }) => {
    const result = await publicOf(params.publicId);
    if (!result) throw linkNotFound();
    return { result };
  });

  mount(ENDPOINTS.getDeliveryReceipt, async ({ params }) => {
    const link = await links.resolve(params.publicId);
    const current = await flags();
    if (!link || !current["show-delivery-receipt-cta"]) throw linkNotFound();
    const receipt = toDeliveryReceipt(link, current, (deliveredAt) =>
      proofSvg({ orderId: link.order.orderId, kind: "delivery", takenAt: deliveredAt, riderName: link.rider?.name.split(" ")[0] ?? "Rider" }),
    );
    if (!receipt) throw linkNotFound();
    return { result: receipt };
  });

  mount(ENDPOINTS.getTrackingLink, async ({ query, principal }) => {
    const row = await accessOrder(deps, principal, query.vendorId, query.orderId);
    const expiresAt = linkExpiresAt(row);
    if (expiresAt !== null && deps.now() / 1000 > expiresAt) throw notFound("tracking link expired", PUBLIC_TRACKING_NOT_FOUND_KEY);
    const publicId = await links.linkFor(row.orderId);
    const kind = kindOf(row.createdBy);
    return { result: { public_id: publicId, kind, path: `${PUBLIC_TRACKING_PAGE[kind]}/${publicId}`, expires_at: expiresAt } };
  });

  mount(ENDPOINTS.getOrderSummary, async ({ query, principal }) => {
    const row = await accessOrder(deps, principal, query.vendorId, query.orderId);
    const [details] = await deps.db.select().from(orderDetails).where(eq(orderDetails.orderId, row.orderId)).limit(1);
    return { result: toOrderSummary(row, details ?? null) };
  });

  // The stream: the current answer at once, then every change; it ends once the order is finished.
  mountHandlers(app, ENDPOINTS.followPublicTracking, async (c: Context<AppEnv>) => {
    const publicId = c.req.param("publicId") ?? "";
    const first = await publicOf(publicId);
    if (!first) throw linkNotFound();
    if (streams.countFor(publicId) >= MAX_STREAMS_PER_LINK) throw new ApiError(429, "Too many open streams for this link", COMMON_ERROR_KEYS.tooManyRequests);
    return streamSSE(c, async (stream) => {
      await streams.follow(publicId, first, stream, (value) => isFinalStep(value.step));
    });
  });

  return streams;
}
