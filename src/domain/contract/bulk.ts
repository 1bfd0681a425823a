// Bulk jobs (issue 10; second file §3, §7): a job made from an uploaded XLSX file, its rows with
// their preprocessing result, and the answers of the five /bulk-job calls. POST /bulk-job/create is
// multipart/form-data with the spec's fields vendor_id and content (the file).
import * as v from "valibot";
import { BULK_COLUMNS } from "../bulk/columns";
import { JOB_STATUSES, ROW_STATUSES } from "../bulk/limits";
import { unixSecondsSchema, VENDOR_ID_MAX_LENGTH } from "./params";
import { identifier, multilineText, text } from "./text";

export const BULK_JOB_ID_MAX_LENGTH = 64;
export const BulkJobIdParamSchema = identifier(BULK_JOB_ID_MAX_LENGTH);

const vendorId = v.pipe(text({ max: VENDOR_ID_MAX_LENGTH }), v.nonEmpty());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The uploaded file (a Blob or File); its size (at most BULK_FILE_MAX_BYTES) and content are judged by the platform. */
export const BulkFileSchema = v.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, "must be a file");

export const BulkCreateRequestSchema = v.object({
  vendor_id: vendorId,
  content: BulkFileSchema,
});
export type BulkCreateRequest = v.InferOutput<typeof BulkCreateRequestSchema>;

export const BulkRowErrorSchema = v.object({
  field: v.picklist(BULK_COLUMNS),
  translation_key: text({ max: 200 }),
  message: text({ max: 500 }),
});
export type BulkRowError = v.InferOutput<typeof BulkRowErrorSchema>;

export const BulkJobRowSchema = v.object({
  row_number: count,
  status: v.picklist(ROW_STATUSES),
  collection_point: v.object({ vendor_id: text({ max: 200 }), name: text({ max: 500 }) }),
  customer_name: text({ max: 500 }),
  customer_phone: text({ max: 200 }),
  dropoff_address: multilineText({ max: 2000 }),
  payment_method: text({ max: 100 }),
  delivery_type: v.picklist(["INSTANT", "SCHEDULED"]),
  preordered_for: v.nullable(unixSecondsSchema),
  delivery_fee: v.nullable(v.number()),
  currency: text({ max: 8 }),
  errors: v.array(BulkRowErrorSchema),
  /** Set once the row became an order. */
  order_id: v.nullable(text({ max: 128 })),
  placement_status: v.nullable(v.picklist(["PLACED", "FAILED"])),
});
export type BulkJobRow = v.InferOutput<typeof BulkJobRowSchema>;

export const BulkJobSchema = v.object({
  bulk_job_id: BulkJobIdParamSchema,
  vendor_id: vendorId,
  status: v.picklist(JOB_STATUSES),
  file_name: text({ max: 300 }),
  created_by: text({ max: 300 }),
  /** Unix seconds. */
  created_at: unixSecondsSchema,
  placed_at: v.nullable(unixSecondsSchema),
  total_rows: count,
  orders_to_be_placed: count,
  orders_placed: count,
  errors: count,
  metadata: v.object({ bulk_job_id: BulkJobIdParamSchema, success_row_count: count }),
});
export type BulkJob = v.InferOutput<typeof BulkJobSchema>;

/** The job with its rows (create, detail, place-orders). */
export const BulkJobAnswerSchema = v.object({ result: v.object({ bulk_job: BulkJobSchema, orders: v.array(BulkJobRowSchema) }) });
export type BulkJobAnswer = v.InferOutput<typeof BulkJobAnswerSchema>;

/** GET /bulk-job/all/{vendorId}: an array (the spec: "code 200 and an array body is history"). */
export const BulkJobsAnswerSchema = v.array(BulkJobSchema);
export type BulkJobsAnswer = v.InferOutput<typeof BulkJobsAnswerSchema>;
