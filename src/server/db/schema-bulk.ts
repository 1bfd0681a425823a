// Drizzle description of the tables of migrations/0005_bulk_jobs.sql (bulk jobs and their rows).
// It imports nothing from schema.ts; the SQL file holds the foreign keys.
import { bigint, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

const ms = (name: string) => bigint(name, { mode: "number" });

export const bulkJobs = pgTable("bulk_jobs", {
  id: text("id").primaryKey(),
  vendorId: text("vendor_id").notNull(),
  status: text("status").notNull(),
  fileName: text("file_name").notNull(),
  createdBy: text("created_by"),
  createdByName: text("created_by_name").notNull().default(""),
  createdAtMs: ms("created_at_ms").notNull(),
  totalRows: integer("total_rows").notNull(),
  successRows: integer("success_rows").notNull(),
  ordersPlaced: integer("orders_placed").notNull().default(0),
  placementErrors: integer("placement_errors").notNull().default(0),
  placingBy: text("placing_by"),
  placingUntilMs: ms("placing_until_ms"),
  placedAtMs: ms("placed_at_ms"),
});

/** What a good row becomes: the order's fields, as preprocessing read and checked them. */
export type BulkRowDetails = {
  customerName: string;
  customerPhone: string;
  address: string;
  unit: string;
  building: string;
  notes: string;
  description: string;
  amount: number;
  paymentMethod: string;
  preorderedFor: number | null;
  pickupCode: string;
  latitude: number | null;
  longitude: number | null;
  collectionPointName: string;
  currency: string;
};

export type BulkRowErrorRow = { field: string; translation_key: string; message: string };

export const bulkJobRows = pgTable(
  "bulk_job_rows",
  {
    jobId: text("job_id").notNull(),
    rowNumber: integer("row_number").notNull(),
    vendorId: text("vendor_id").notNull(),
    status: text("status").notNull(),
    details: jsonb("details").$type<BulkRowDetails>().notNull(),
    errors: jsonb("errors").$type<BulkRowErrorRow[]>().notNull(),
    deliveryFee: doublePrecision("delivery_fee"),
    feeSignature: text("fee_signature"),
    orderId: text("order_id"),
    placementStatus: text("placement_status"),
    placementError: text("placement_error"),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNumber] })],
);

export type BulkJobRowRecord = typeof bulkJobs.$inferSelect;
export type BulkRowRecord = typeof bulkJobRows.$inferSelect;
