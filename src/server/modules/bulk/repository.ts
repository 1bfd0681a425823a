// Bulk jobs and their rows in the database (migrations/0005_bulk_jobs.sql), and their shape in the
// contract's answers.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { BulkJob, BulkJobRow } from "../../../domain/contract/bulk";
import { type BulkJobStatus, PLACEMENT_STATUSES } from "../../../domain/bulk/limits";
import type { Db } from "../../db/database";
import { bulkJobRows, bulkJobs, type BulkJobRowRecord, type BulkRowRecord } from "../../db/schema-bulk";

export type NewBulkJob = typeof bulkJobs.$inferInsert;
export type NewBulkRow = typeof bulkJobRows.$inferInsert;
export type BulkJobRecord = BulkJobRowRecord;

const ROW_BATCH = 500;
const seconds = (ms: number) => Math.floor(ms / 1000);

export function toBulkJob(job: BulkJobRecord): BulkJob {
  return {
    bulk_job_id: job.id,
    vendor_id: job.vendorId,
    status: job.status as BulkJobStatus,
    file_name: job.fileName,
    created_by: job.createdByName,
    created_at: seconds(job.createdAtMs),
    placed_at: job.placedAtMs === null ? null : seconds(job.placedAtMs),
    total_rows: job.totalRows,
    orders_to_be_placed: job.successRows,
    orders_placed: job.ordersPlaced,
    errors: job.totalRows - job.successRows + job.placementErrors,
    metadata: { bulk_job_id: job.id, success_row_count: job.successRows },
  };
}

export function toBulkRow(row: BulkRowRecord): BulkJobRow {
  const d = row.details;
  const address = [d.unit, d.building, d.address].filter(Boolean).join(", ");
  return {
    row_number: row.rowNumber,
    status: row.status as BulkJobRow["status"],
    collection_point: { vendor_id: row.vendorId, name: d.collectionPointName },
    customer_name: d.customerName,
    customer_phone: d.customerPhone,
    dropoff_address: address,
    payment_method: d.paymentMethod,
    delivery_type: d.preorderedFor === null ? "INSTANT" : "SCHEDULED",
    preordered_for: d.preorderedFor,
    delivery_fee: row.deliveryFee,
    currency: d.currency,
    errors: row.errors.map((e) => ({ ...e, field: e.field as BulkJobRow["errors"][number]["field"] })),
    order_id: row.orderId,
    placement_status: (row.placementStatus as BulkJobRow["placement_status"]) ?? null,
  };
}

export class BulkRepository {
  constructor(private readonly db: Db) {}

  /** The job and its rows in one transaction. */
  async insertJob(job: NewBulkJob, rows: NewBulkRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(bulkJobs).values(job);
      for (let i = 0; i < rows.length; i += ROW_BATCH) await tx.insert(bulkJobRows).values(rows.slice(i, i + ROW_BATCH));
    });
  }

  async findJob(jobId: string): Promise<BulkJobRecord | null> {
    const [job] = await this.db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId)).limit(1);
    return job ?? null;
  }

  async rowsOf(jobId: string): Promise<BulkRowRecord[]> {
    return this.db.select().from(bulkJobRows).where(eq(bulkJobRows.jobId, jobId)).orderBy(asc(bulkJobRows.rowNumber));
  }

  /** Jobs of the vendors with a placement status, newest first. */
  async history(vendorIds: string[], limit = 200): Promise<BulkJobRecord[]> {
    if (!vendorIds.length) return [];
    return this.db
      .select()
      .from(bulkJobs)
      .where(and(inArray(bulkJobs.vendorId, vendorIds), inArray(bulkJobs.status, [...PLACEMENT_STATUSES])))
      .orderBy(desc(bulkJobs.createdAtMs), desc(bulkJobs.id))
      .limit(limit);
  }
}
