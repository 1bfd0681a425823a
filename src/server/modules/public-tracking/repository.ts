// Tracking links and what a link shows (issue 12). A link is a random public id (128 bits) naming
// one order, created on first request and kept; it answers while the order is in progress and for
// TRACKING_LINK_DAYS_AFTER_FINISH days after it finished. Resolving a link reads the order with the
// few things its public answers need (outlet name, rider, voucher, sender's first name for c2c).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { PUBLIC_ID_BYTES, TRACKING_LINK_DAYS_AFTER_FINISH } from "../../../domain/contract/public-tracking";
import { isFinalStatus } from "../../../domain/orders/statuses";
import type { Db } from "../../db/database";
import { orderDetails, orders, riders, trackingLinks, vendors } from "../../db/schema";
import type { OrderRow } from "../orders/repository";

export const newPublicId = () => randomBytes(PUBLIC_ID_BYTES).toString("base64url");

const DAY_MS = 86_400_000;

/** When the order finished (unix seconds), or null while it is in progress. */
export function finishedAt(row: Pick<OrderRow, "status" | "statusHistory" | "updatedAtMs">): number | null {
  if (!isFinalStatus(row.status)) return null;
  const last = row.statusHistory[row.statusHistory.length - 1];
  return last?.created_at ?? Math.floor(row.updatedAtMs / 1000);
}

/** Unix seconds after which the link of the order answers not found (null while in progress). */
export function linkExpiresAt(row: Pick<OrderRow, "status" | "statusHistory" | "updatedAtMs">): number | null {
  const finished = finishedAt(row);
  return finished === null ? null : finished + (TRACKING_LINK_DAYS_AFTER_FINISH * DAY_MS) / 1000;
}

export const isLinkExpired = (row: Pick<OrderRow, "status" | "statusHistory" | "updatedAtMs">, nowMs: number): boolean => {
  const expires = linkExpiresAt(row);
  return expires !== null && nowMs / 1000 > expires;
};

export type ResolvedLink = {
  publicId: string;
  order: OrderRow;
  vendorName: string;
  details: typeof orderDetails.$inferSelect | null;
  rider: typeof riders.$inferSelect | null;
};

export class TrackingLinkRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The order's link, created on first use. */
  async linkFor(orderId: string): Promise<string> {
    await this.db.insert(trackingLinks).values({ publicId: newPublicId(), orderId, createdAtMs: this.now() }).onConflictDoNothing({ target: trackingLinks.orderId });
    const [row] = await this.db.select({ publicId: trackingLinks.publicId }).from(trackingLinks).where(eq(trackingLinks.orderId, orderId)).limit(1);
    return row.publicId;
  }

  /** The order behind a link with what its public answers need; null for an unknown or expired link. */
  async resolve(publicId: string): Promise<ResolvedLink | null> {
    const [hit] = await this.db
      .select({ order: orders, vendorName: vendors.name, details: orderDetails, rider: riders })
      .from(trackingLinks)
      .innerJoin(orders, eq(orders.orderId, trackingLinks.orderId))
      .innerJoin(vendors, eq(vendors.vendorId, orders.vendorId))
      .leftJoin(orderDetails, eq(orderDetails.orderId, orders.orderId))
      .leftJoin(riders, eq(riders.id, orders.riderId))
      .where(eq(trackingLinks.publicId, publicId))
      .limit(1);
    if (!hit || isLinkExpired(hit.order, this.now())) return null;
    return { publicId, order: hit.order, vendorName: hit.vendorName, details: hit.details, rider: hit.rider };
  }

  /** The links of an order (the stream's fan-out). */
  async publicIdsOf(orderId: string): Promise<string[]> {
    return (await this.db.select({ id: trackingLinks.publicId }).from(trackingLinks).where(eq(trackingLinks.orderId, orderId))).map((r) => r.id);
  }
}
