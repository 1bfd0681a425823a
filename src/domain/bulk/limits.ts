// Bulk upload constants (second file §3, §5, §9) and the platform's own bounds on an uploaded
// archive. Shared by the portal (checked before sending) and the platform (checked again before
// anything is unpacked).

/** The spec's limit: at most 5 MB (5,242,880 bytes). */
export const BULK_FILE_MAX_BYTES = 5_242_880;
/** Template file name (second file §9). */
export const BULK_TEMPLATE_FILE_NAME = "Template.xlsx";
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Rows (after the header) one file may hold; more is refused with its own message. */
export const BULK_MAX_ROWS = 2000;

/** Archive bounds, read from the zip's central directory before any entry is inflated. */
export const ZIP_LIMITS = {
  /** Entries in the archive (an XLSX from Excel or LibreOffice has 10–30). */
  maxEntries: 100,
  /** Sum of the declared uncompressed sizes. */
  maxTotalUncompressed: 64 * 1024 * 1024,
  /** Declared uncompressed size of one entry. */
  maxEntryUncompressed: 32 * 1024 * 1024,
  /** Uncompressed ÷ compressed of an entry larger than ratioFloor (a zip bomb is ~1000:1). */
  maxRatio: 120,
  /** Entries smaller than this may compress better (styles, empty sheets). */
  ratioFloor: 1024 * 1024,
} as const;

/** Row statuses after preprocessing; the results filter also offers ALL. */
export const ROW_STATUSES = ["PREPROCESS_SUCCESS", "PREPROCESS_FAIL"] as const;
export type BulkRowStatus = (typeof ROW_STATUSES)[number];
export const ROW_FILTERS = ["ALL", ...ROW_STATUSES] as const;
export type BulkRowFilter = (typeof ROW_FILTERS)[number];

/** Job statuses (second file §3). */
export const JOB_STATUSES = [
  "PREPROCESS_SUCCESS",
  "PREPROCESS_SUCCESS_WITH_ERROR",
  "PREPROCESS_FAIL",
  "ORDER_PLACEMENT_SUCCESS",
  "ORDER_PLACEMENT_SUCCESS_WITH_ERROR",
  "ORDER_PLACEMENT_FAIL",
  "UNKNOWN",
] as const;
export type BulkJobStatus = (typeof JOB_STATUSES)[number];
export const PLACEMENT_STATUSES: readonly BulkJobStatus[] = ["ORDER_PLACEMENT_SUCCESS", "ORDER_PLACEMENT_SUCCESS_WITH_ERROR", "ORDER_PLACEMENT_FAIL"];
export const isPlacementStatus = (status: string): boolean => (PLACEMENT_STATUSES as readonly string[]).includes(status);

/** Bulk payment types (second file §3). */
export const BULK_PAYMENT_TYPES = ["PAID", "CASH_ON_DELIVERY", "ONLINE_PAYMENT"] as const;
export type BulkPaymentType = (typeof BULK_PAYMENT_TYPES)[number];

/** The job status of a preprocessing: every row good, some, or none. */
export function preprocessStatus(total: number, success: number): BulkJobStatus {
  if (total > 0 && success === total) return "PREPROCESS_SUCCESS";
  if (success > 0) return "PREPROCESS_SUCCESS_WITH_ERROR";
  return "PREPROCESS_FAIL";
}

/** The job status of a placement: every good row placed, some, or none. */
export function placementStatus(toPlace: number, placed: number): BulkJobStatus {
  if (toPlace > 0 && placed === toPlace) return "ORDER_PLACEMENT_SUCCESS";
  if (placed > 0) return "ORDER_PLACEMENT_SUCCESS_WITH_ERROR";
  return "ORDER_PLACEMENT_FAIL";
}

/** Whether a file may be sent at all: its size (the name and type are only a first hint; the platform reads the content). */
export function checkBulkFile(file: { size: number; name: string }): "ok" | "too-large" | "invalid-format" | "empty" {
  if (file.size > BULK_FILE_MAX_BYTES) return "too-large";
  if (!/\.xlsx$/i.test(file.name)) return "invalid-format";
  if (file.size === 0) return "empty";
  return "ok";
}

/** Whether the first bytes are a zip local file header ("PK\3\4"): every XLSX starts so. */
export const hasZipMagic = (bytes: Uint8Array): boolean => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
