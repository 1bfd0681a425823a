// The five /bulk-job calls of the orders service (second file §7): upload and preprocess a file,
// the template, the job history, one job's rows and the placement of its good rows. Owners only
// (a signed-in user or an external platform acting for the vendor, never a guest); each call checks
// that the caller owns the vendor or its parent.
import * as v from "valibot";
import { BulkCreateRequestSchema, BulkJobAnswerSchema, BulkJobIdParamSchema, BulkJobsAnswerSchema } from "../bulk";
import { XLSX_MIME } from "../../bulk/limits";
import { ERRORS, vendorIdParam } from "./common";
import { defineEndpoint, param } from "./define";

const jobIdParam = param(BulkJobIdParamSchema, "Bulk job id (metadata.bulk_job_id of the upload's answer).");

const FILE_ERRORS = [
  {
    status: 400,
    description:
      "The file is not an XLSX workbook (by its content: a zip with [Content_Types].xml, xl/workbook.xml and a worksheet; translation_key bulk-order-upload.invalid-format), unpacks to too much (entries, total size or compression ratio of its central directory; bulk-order-upload.unsafe-archive), has no rows (bulk-order-upload.no-rows) or more than 2000 (bulk-order-upload.too-many-rows).",
  },
  { status: 413, description: "The file is larger than 5,242,880 bytes (bulk-order-upload.file-too-large); refused before it is read." },
] as const;

export const BULK_ENDPOINTS = {
  createBulkJob: defineEndpoint({
    id: "createBulkJob",
    service: "orders",
    method: "POST",
    path: "/bulk-job/create",
    summary: "Upload a bulk file and preprocess its rows",
    description:
      "multipart/form-data with vendor_id and content (the XLSX file, at most 5 MB). The archive's central directory is inspected before anything is inflated, formulas are never evaluated and the file is not stored. Every row is checked by the order form's rules, its address geocoded, its deliverability checked and a signed fee computed; the answer has the job (status PREPROCESS_SUCCESS, _WITH_ERROR or _FAIL; metadata.success_row_count) and every row with its reasons.",
    auth: "owner",
    body: BulkCreateRequestSchema,
    bodyType: "multipart/form-data",
    answer: BulkJobAnswerSchema,
    success: { description: "The job and its rows." },
    errors: [...FILE_ERRORS, ERRORS.unauthorized, ERRORS.forbidden, ERRORS.vendorNotFound],
  }),
  getBulkTemplate: defineEndpoint({
    id: "getBulkTemplate",
    service: "orders",
    method: "GET",
    path: "/bulk-job/example-file",
    summary: "Download Template.xlsx",
    description:
      "The template: a header row in the deployment's language, one example row that passes preprocessing as it is (an empty collection point means the selected outlet), and a second sheet with a note per column.",
    auth: "owner",
    success: {
      description: "Template.xlsx.",
      contentType: XLSX_MIME,
      headers: { "Content-Disposition": 'attachment; filename="Template.xlsx"' },
    },
    errors: [ERRORS.unauthorized, ERRORS.notOwner],
  }),
  listBulkJobs: defineEndpoint({
    id: "listBulkJobs",
    service: "orders",
    method: "GET",
    path: "/bulk-job/all/:vendorId",
    summary: "Bulk job history of a vendor",
    description: "Jobs whose orders were placed (ORDER_PLACEMENT_* statuses) of the vendor and its outlets, newest first, with creator, date and totals.",
    auth: "owner",
    params: v.object({ vendorId: vendorIdParam }),
    answer: BulkJobsAnswerSchema,
    success: { description: "The jobs (an array)." },
    errors: [ERRORS.unauthorized, ERRORS.forbidden, ERRORS.vendorNotFound],
  }),
  getBulkJob: defineEndpoint({
    id: "getBulkJob",
    service: "orders",
    method: "GET",
    path: "/bulk-job/detail/:vendorId/:jobId",
    summary: "One bulk job with its rows",
    auth: "owner",
    params: v.object({ vendorId: vendorIdParam, jobId: jobIdParam }),
    answer: BulkJobAnswerSchema,
    success: { description: "The job and its rows." },
    errors: [ERRORS.unauthorized, ERRORS.forbidden, ERRORS.notFound],
  }),
  placeBulkOrders: defineEndpoint({
    id: "placeBulkOrders",
    service: "orders",
    method: "POST",
    path: "/bulk-job/place-orders/:jobId",
    summary: "Place the orders of a bulk job's good rows",
    description:
      "Places every PREPROCESS_SUCCESS row once: each row becomes its order in one transaction, so placing twice, a retry after a timeout or a restart mid-way never creates a duplicate. One platform instance claims the job (row lock, FOR UPDATE SKIP LOCKED); a job left by a crashed instance is resumed after its lease (60 s). Placed orders reach the live channel like any other. Status ORDER_PLACEMENT_SUCCESS, _WITH_ERROR or _FAIL. The body is empty.",
    auth: "owner",
    params: v.object({ jobId: jobIdParam }),
    answer: BulkJobAnswerSchema,
    success: { description: "The job and its rows after the placement." },
    errors: [
      ERRORS.unauthorized,
      ERRORS.forbidden,
      ERRORS.notFound,
      { status: 409, description: "The job has no row to place (bulk-order-upload.place-order-error), or another instance is placing it right now." },
    ],
  }),
};
