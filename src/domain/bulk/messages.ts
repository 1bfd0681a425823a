// Messages of the bulk upload (second file §8 "bulk-order-upload"): the keys the bulkUpload machine
// emits and the platform answers with, their English texts, and the durations the spec gives.

export const BULK_MESSAGES = {
  jobHistoryError: "bulk-order-upload.job-history-error",
  templateFileError: "bulk-order-upload.template-file-error",
  viewDetailsError: "bulk-order-upload.view-details-error",
  fileUploadError: "bulk-order-upload.file-upload-error",
  placeOrderSuccess: "bulk-order-upload.place-order-success",
  placeOrderError: "bulk-order-upload.place-order-error",
  invalidFormat: "bulk-order-upload.invalid-format",
  fileTooLarge: "bulk-order-upload.file-too-large",
  tooManyRows: "bulk-order-upload.too-many-rows",
  unsafeArchive: "bulk-order-upload.unsafe-archive",
  noRows: "bulk-order-upload.no-rows",
} as const;
export type BulkMessageKey = (typeof BULK_MESSAGES)[keyof typeof BULK_MESSAGES];

/** job-history-error shows 7 s (the others the deployment's default). */
export const JOB_HISTORY_ERROR_MS = 7000;

export const BULK_TEXTS: Record<BulkMessageKey, string> = {
  "bulk-order-upload.job-history-error": "We could not load the bulk job history.",
  "bulk-order-upload.template-file-error": "We could not download the template.",
  "bulk-order-upload.view-details-error": "We could not load the details of this bulk job.",
  "bulk-order-upload.file-upload-error": "We could not upload the file. Please try again.",
  "bulk-order-upload.place-order-success": "Your orders have been placed.",
  "bulk-order-upload.place-order-error": "We could not place the orders. Please try again.",
  "bulk-order-upload.invalid-format": "Invalid format: please upload an Excel file (.xlsx).",
  "bulk-order-upload.file-too-large": "The file is larger than 5 MB.",
  "bulk-order-upload.too-many-rows": "The file has too many rows.",
  "bulk-order-upload.unsafe-archive": "The file could not be read safely: it unpacks to too much data.",
  "bulk-order-upload.no-rows": "The file has no order rows.",
};
