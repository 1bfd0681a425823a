// Placing a bulk job's good rows, durably and idempotently:
// - claim: one transaction takes the job's row with SELECT … FOR UPDATE SKIP LOCKED and writes a
//   lease (placing_by = this instance, placing_until_ms = now + 60 s). Another instance (or request)
//   that finds the row locked, or the lease still running, does not place; a lease that ran out (its
//   instance crashed) is taken over — by the next call, or by resumeStalled() which every instance
//   runs every 30 s.
// - each row becomes its order in one transaction of its own: the row is locked (FOR UPDATE), skipped
//   when it already has its order_id, else the order (and its request details) is inserted and the
//   row's order_id set, both or neither. So placing twice, retrying after a timeout or resuming after
//   a crash mid-way never creates a second order for a row, and never loses one. A row whose order
//   cannot be created (its outlet lost its coordinates meanwhile) is marked FAILED with the reason.
// - once committed, each order is published on the live channel (NOTIFY order_updates) like any
//   other, so it appears in Order tracking; the job gets ORDER_PLACEMENT_SUCCESS / _WITH_ERROR / _FAIL.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { placementStatus } from "../../../domain/bulk/limits";
import { ADDRESS_PART_MAX_BYTES } from "../../../domain/request/limits";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/database";
import { bulkJobRows, bulkJobs, type BulkRowRecord } from "../../db/schema-bulk";
import { orderDetails } from "../../db/schema-request";
import { OrderRepository } from "../orders/repository";

export const PLACEMENT_LEASE_MS = 60_000;
export const RESUME_INTERVAL_MS = 30_000;
/** The lease is renewed after this many rows. */
const RENEW_EVERY = 50;

export type ClaimResult = "claimed" | "busy" | "missing";

export type PlacementHooks = {
  /** Called after each row is committed (tests simulate a crash by throwing). */
  afterRow?: (rowNumber: number) => void;
};

const truncateBytes = (text: string, max: number) => {
  const bytes = new TextEncoder().encode(text);
  return bytes.length <= max ? text : new TextDecoder().decode(bytes.subarray(0, max)).replace(/\uFFFD$/, "");
};

export class BulkPlacer {
  constructor(
    private readonly deps: AppDeps,
    readonly instanceId: string = randomUUID(),
    private readonly hooks: PlacementHooks = {},
  ) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** Takes the job for this instance, unless another holds it. */
  async claim(jobId: string): Promise<ClaimResult> {
    const now = this.deps.now();
    return this.db.transaction(async (tx) => {
      const locked = await tx.execute(sql`SELECT id, placing_by, placing_until_ms FROM bulk_jobs WHERE id = ${jobId} FOR UPDATE SKIP LOCKED`);
      const rows = (locked as unknown as { rows?: Record<string, unknown>[] }).rows ?? (locked as unknown as Record<string, unknown>[]);
      const job = rows[0];
      if (!job) {
        const [exists] = await tx.select({ id: bulkJobs.id }).from(bulkJobs).where(eq(bulkJobs.id, jobId));
        return exists ? "busy" : "missing";
      }
      const until = job.placing_until_ms === null ? null : Number(job.placing_until_ms);
      if (job.placing_by && job.placing_by !== this.instanceId && until !== null && until > now) return "busy";
      await tx.update(bulkJobs).set({ placingBy: this.instanceId, placingUntilMs: now + PLACEMENT_LEASE_MS }).where(eq(bulkJobs.id, jobId));
      return "claimed";
    });
  }

  /** Places every good row still without its order; the caller has claimed the job. */
  async placeClaimed(jobId: string): Promise<void> {
    const pending = await this.db
      .select()
      .from(bulkJobRows)
      .where(and(eq(bulkJobRows.jobId, jobId), eq(bulkJobRows.status, "PREPROCESS_SUCCESS"), isNull(bulkJobRows.orderId), isNull(bulkJobRows.placementStatus)))
      .orderBy(bulkJobRows.rowNumber);
    let done = 0;
    for (const row of pending) {
      const orderId = await this.placeRow(row);
      if (orderId) await this.deps.events.publish(orderId);
      this.hooks.afterRow?.(row.rowNumber);
      if (++done % RENEW_EVERY === 0)
        await this.db.update(bulkJobs).set({ placingUntilMs: this.deps.now() + PLACEMENT_LEASE_MS }).where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.placingBy, this.instanceId)));
    }
    await this.finish(jobId);
  }

  /** One row → its order, in one transaction; null when it already had one or could not be placed. */
  private async placeRow(row: BulkRowRecord): Promise<string | null> {
    const d = row.details;
    try {
      return await this.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ orderId: bulkJobRows.orderId })
          .from(bulkJobRows)
          .where(and(eq(bulkJobRows.jobId, row.jobId), eq(bulkJobRows.rowNumber, row.rowNumber)))
          .for("update");
        if (!current || current.orderId) return null;
        if (d.latitude === null || d.longitude === null || row.deliveryFee === null) throw new Error("the row has no destination or fee");
        const orders = new OrderRepository(tx as unknown as Db, { now: this.deps.now });
        const address = [truncateBytes(d.unit, ADDRESS_PART_MAX_BYTES), truncateBytes(d.building, ADDRESS_PART_MAX_BYTES), d.address].filter(Boolean).join(", ");
        const record = await orders.createOrder({
          vendorId: row.vendorId,
          customer: { name: d.customerName, phoneNumber: d.customerPhone, address, latitude: d.latitude, longitude: d.longitude, notes: d.notes },
          description: d.description,
          amount: d.amount,
          paymentMethod: d.paymentMethod,
          deliveryFee: row.deliveryFee,
          preorderedFor: d.preorderedFor,
          createdBy: null,
        });
        await tx.insert(orderDetails).values({
          orderId: record.order_id,
          pickupCode: d.pickupCode || null,
          unit: truncateBytes(d.unit, ADDRESS_PART_MAX_BYTES).trim() || null,
          building: truncateBytes(d.building, ADDRESS_PART_MAX_BYTES).trim() || null,
          deliveryFee: row.deliveryFee,
          createdAtMs: this.deps.now(),
        });
        await tx
          .update(bulkJobRows)
          .set({ orderId: record.order_id, placementStatus: "PLACED" })
          .where(and(eq(bulkJobRows.jobId, row.jobId), eq(bulkJobRows.rowNumber, row.rowNumber)));
        return record.order_id;
      });
    } catch (err) {
      this.deps.logger.warn({ jobId: row.jobId, row: row.rowNumber, err: (err as Error).message }, "bulk row not placed");
      await this.db
        .update(bulkJobRows)
        .set({ placementStatus: "FAILED", placementError: (err as Error).message.slice(0, 300) })
        .where(and(eq(bulkJobRows.jobId, row.jobId), eq(bulkJobRows.rowNumber, row.rowNumber), isNull(bulkJobRows.orderId)));
      return null;
    }
  }

  /** Counts what was placed, sets the job's status and releases the lease. */
  private async finish(jobId: string): Promise<void> {
    const [counts] = await this.db
      .select({
        placed: sql<number>`count(*) filter (where ${bulkJobRows.orderId} is not null)`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${bulkJobRows.placementStatus} = 'FAILED')`.mapWith(Number),
        good: sql<number>`count(*) filter (where ${bulkJobRows.status} = 'PREPROCESS_SUCCESS')`.mapWith(Number),
      })
      .from(bulkJobRows)
      .where(eq(bulkJobRows.jobId, jobId));
    await this.db
      .update(bulkJobs)
      .set({
        status: placementStatus(counts.good, counts.placed),
        ordersPlaced: counts.placed,
        placementErrors: counts.failed,
        placedAtMs: this.deps.now(),
        placingBy: null,
        placingUntilMs: null,
      })
      .where(eq(bulkJobs.id, jobId));
    this.deps.logger.info({ jobId, placed: counts.placed, failed: counts.failed }, "bulk job placed");
  }

  /** Jobs whose lease ran out while placing (their instance crashed): claimed and finished here. */
  async resumeStalled(): Promise<number> {
    const stalled = await this.db
      .select({ id: bulkJobs.id })
      .from(bulkJobs)
      .where(and(lt(bulkJobs.placingUntilMs, this.deps.now())))
      .limit(10);
    let resumed = 0;
    for (const { id } of stalled) {
      if ((await this.claim(id)) !== "claimed") continue;
      this.deps.logger.info({ jobId: id, instance: this.instanceId }, "bulk placement resumed");
      await this.placeClaimed(id);
      resumed++;
    }
    return resumed;
  }
}
