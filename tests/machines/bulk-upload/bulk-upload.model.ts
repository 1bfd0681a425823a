// Model of the bulk upload for generated paths: a vendor opened (and another, and a job's details),
// the page closed, a good file, one too large and one that is not .xlsx, the filter, the confirm
// dialog, the platform's answers (rows with and without good ones; orders placed or none) and
// failures of every call. The projection keeps what the rules read: the state, the vendor, the job's
// status and good rows, the filter and the job the path names.
import type { BulkJob, BulkJobRow } from "@domain/contract";
import type { BulkJobResult, ChosenFile } from "@machines/bulk-upload/bulk-upload.actors";
import { type BulkUploadContext, bulkUploadMachine } from "@machines/bulk-upload/bulk-upload.machine";
import type { AnyMachineSnapshot } from "xstate";
import type { ModelOptions } from "../../support/model-paths";

export const file = (name: string, size: number) => ({ name, size }) as unknown as ChosenFile;
export const FILES = { good: file("orders.xlsx", 12_000), tooLarge: file("orders.xlsx", 5_242_881), csv: file("orders.csv", 300) };

export const jobOf = (status: BulkJob["status"], success: number, placed = 0): BulkJob => ({
  bulk_job_id: "BJ-1",
  vendor_id: "DK-1001",
  status,
  file_name: "orders.xlsx",
  created_by: "owner@demo.dk",
  created_at: 1_772_442_000,
  placed_at: placed ? 1_772_442_100 : null,
  total_rows: 2,
  orders_to_be_placed: success,
  orders_placed: placed,
  errors: 2 - success,
  metadata: { bulk_job_id: "BJ-1", success_row_count: success },
});

export const rowOf = (n: number, status: BulkJobRow["status"]): BulkJobRow => ({
  row_number: n,
  status,
  collection_point: { vendor_id: "DK-1001", name: "Nørrebro Pizza - Jægersborggade" },
  customer_name: "Mette Hansen",
  customer_phone: "+45 20 12 34 56",
  dropoff_address: "Nørrebrogade 52, 2200 København N",
  payment_method: "CASH_ON_DELIVERY",
  delivery_type: "INSTANT",
  preordered_for: null,
  delivery_fee: status === "PREPROCESS_SUCCESS" ? 45 : null,
  currency: "DKK",
  errors: status === "PREPROCESS_SUCCESS" ? [] : [{ field: "customerName", translation_key: "validation.wrong-customer-name", message: "The customer name is not valid" }],
  order_id: null,
  placement_status: null,
});

const ROWS = [rowOf(2, "PREPROCESS_SUCCESS"), rowOf(3, "PREPROCESS_FAIL")];
export const RESULTS: Record<string, BulkJobResult> = {
  mixed: { bulk_job: jobOf("PREPROCESS_SUCCESS_WITH_ERROR", 1), orders: ROWS },
  allBad: { bulk_job: jobOf("PREPROCESS_FAIL", 0), orders: [rowOf(2, "PREPROCESS_FAIL")] },
  placed: { bulk_job: jobOf("ORDER_PLACEMENT_SUCCESS", 1, 1), orders: ROWS.map((r, i) => (i === 0 ? { ...r, order_id: "DK-1001-7", placement_status: "PLACED" } : r)) },
  noneplaced: { bulk_job: jobOf("ORDER_PLACEMENT_FAIL", 1, 0), orders: ROWS },
};
export const HISTORY = [jobOf("ORDER_PLACEMENT_SUCCESS", 1, 1)];

export const OPENED = {
  dk1001: { type: "BULK.OPENED", vendorId: "DK-1001", jobId: null },
  dk1002: { type: "BULK.OPENED", vendorId: "DK-1002", jobId: null },
  job: { type: "BULK.OPENED", vendorId: "DK-1001", jobId: "BJ-1" },
  job2: { type: "BULK.OPENED", vendorId: "DK-1001", jobId: "BJ-2" },
} as const;

const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: { translationKey: "bulk-order-upload.too-many-rows" } });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

export function projectBulk(s: AnyMachineSnapshot): string {
  const c = s.context as BulkUploadContext;
  return JSON.stringify({ value: s.value, vendor: c.vendorId, job: c.job?.status ?? null, filter: c.filter, details: c.detailsJobId, file: !!c.file });
}

export const bulkUploadModel: ModelOptions = {
  events: [
    OPENED.dk1001,
    OPENED.dk1002,
    OPENED.job,
    OPENED.job2,
    { type: "BULK.CLOSED" },
    { type: "FILE.CHOSEN", file: FILES.good },
    { type: "FILE.CHOSEN", file: FILES.tooLarge },
    { type: "FILE.CHOSEN", file: FILES.csv },
    { type: "FILE.AGAIN" },
    { type: "FILTER.CHANGED", filter: "PREPROCESS_FAIL" },
    { type: "PLACE.REQUESTED" },
    { type: "PLACE.CANCELLED" },
    { type: "PLACE.CONFIRMED" },
    { type: "TEMPLATE.REQUESTED" },
    done("uploadFile", RESULTS.mixed),
    done("uploadFile", RESULTS.allBad),
    error("uploadFile"),
    done("placeOrders", RESULTS.placed),
    done("placeOrders", RESULTS.noneplaced),
    error("placeOrders"),
    done("fetchHistory", HISTORY),
    error("fetchHistory"),
    done("fetchDetails", RESULTS.placed),
    error("fetchDetails"),
    done("downloadTemplate", undefined),
    error("downloadTemplate"),
  ],
  serializeState: projectBulk,
};

export { bulkUploadMachine };
