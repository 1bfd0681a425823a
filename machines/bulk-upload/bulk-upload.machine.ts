// Bulk upload machine: orders from a spreadsheet (second file §2 and §4), for the vendor the root
// `app` machine names. Three regions side by side:
// - `upload`: ASK_EXCEL_FILE (download the template, choose a file) → FILE.CHOSEN, checked before
//   anything is sent (at most 5,242,880 bytes, an .xlsx; otherwise its own message and no request) →
//   UPLOADING_EXCEL_FILE (`uploadFile`: the platform checks and preprocesses it; a refusal says the
//   platform's reason, anything else bulk-order-upload.file-upload-error) → SHOW_PREPROCESS_RESULTS
//   (summary and rows, FILTER.CHANGED ALL / PREPROCESS_SUCCESS / PREPROCESS_FAIL): `reviewing` →
//   PLACE.REQUESTED (only with good rows) opens the confirm dialog (`confirming`), PLACE.CANCELLED
//   closes it, PLACE.CONFIRMED → `placing` (`placeOrders`; the dialog shows its loading state; a
//   failure says bulk-order-upload.place-order-error and goes back to the dialog) →
//   SHOW_ORDER_PLACEMENT_RESULTS: with orders placed, bulk-order-upload.place-order-success and
//   /order-tracking (named action `goToOrderTracking`); with none, the error and the results.
//   FILE.AGAIN (asking for a file again) and a vendor change cancel the flow back to ASK_EXCEL_FILE
//   (leaving a state aborts its request).
// - `history`: the vendor's placed jobs (`fetchHistory`), loaded when a vendor is opened and again
//   after a placement; a failure says bulk-order-upload.job-history-error for 7 s.
// - `details`: the job the path names (/bulk-order/{vendorID}/{bulkJobID}) with its rows
//   (`fetchDetails`); a failure says bulk-order-upload.view-details-error.
// The root sends BULK.OPENED {vendorId, jobId} when the bulk page shows the selected vendor and
// BULK.CLOSED when the page is left; TEMPLATE.REQUESTED downloads Template.xlsx (`downloadTemplate`,
// bulk-order-upload.template-file-error when it fails) in any step.
import { BULK_MESSAGES, JOB_HISTORY_ERROR_MS } from "@domain/bulk/messages";
import { type BulkRowFilter, checkBulkFile } from "@domain/bulk/limits";
import type { BulkJobRow } from "@domain/contract";
import { assign, emit, raise, setup } from "xstate";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import {
  type BulkCallFailure,
  type BulkJob,
  type BulkJobResult,
  type ChosenFile,
  downloadTemplate,
  fetchDetails,
  fetchHistory,
  placeOrders,
  uploadFile,
} from "./bulk-upload.actors";

export type BulkUploadContext = {
  vendorId: string | null;
  /** The file being (or last) uploaded. */
  file: ChosenFile | null;
  /** The job being reviewed or placed, with its rows. */
  job: BulkJob | null;
  rows: readonly BulkJobRow[];
  filter: BulkRowFilter;
  history: readonly BulkJob[];
  /** The job the path names, and what was loaded for it. */
  detailsJobId: string | null;
  details: BulkJobResult | null;
};

export type BulkUploadEvent =
  | { type: "BULK.OPENED"; vendorId: string; jobId: string | null }
  | { type: "BULK.CLOSED" }
  | { type: "FILE.CHOSEN"; file: ChosenFile }
  | { type: "FILE.AGAIN" }
  | { type: "FILTER.CHANGED"; filter: BulkRowFilter }
  | { type: "PLACE.REQUESTED" }
  | { type: "PLACE.CANCELLED" }
  | { type: "PLACE.CONFIRMED" }
  | { type: "TEMPLATE.REQUESTED" }
  /** Raised after a placement: the history shows the new job. */
  | { type: "HISTORY.RELOAD" };

type Opened = Extract<BulkUploadEvent, { type: "BULK.OPENED" }>;

/** The platform's reason when it gave a bulk one (too many rows, unsafe archive…), else the generic one. */
const uploadFailureKey = (error: unknown): string => {
  const key = (error as BulkCallFailure | null)?.translationKey;
  return typeof key === "string" && key.startsWith("bulk-order-upload.") ? key : BULK_MESSAGES.fileUploadError;
};

export const bulkUploadMachine = setup({
  types: {
    context: {} as BulkUploadContext,
    events: {} as BulkUploadEvent,
    emitted: {} as NotifyEvent,
  },
  actors: { uploadFile, placeOrders, fetchHistory, fetchDetails, downloadTemplate },
  guards: {
    /** Another vendor (or the first one): the flow starts over and the history is its. */
    isOtherVendor: ({ context }, p: { event: Opened }) => context.vendorId !== p.event.vendorId,
    /** The path names a job that is not the one shown. */
    isOtherJob: ({ context }, p: { event: Opened }) => p.event.jobId !== null && p.event.jobId !== context.detailsJobId,
    /** The path names no job. */
    hasNoJob: (_, p: { event: Opened }) => p.event.jobId === null,
    /** The file is too large to send (checked again by the platform). */
    isTooLarge: (_, p: { file: ChosenFile }) => checkBulkFile(p.file) === "too-large",
    /** Not an .xlsx by name, or empty (the platform checks the content). */
    isNotXlsx: (_, p: { file: ChosenFile }) => checkBulkFile(p.file) !== "ok",
    hasVendor: ({ context }) => context.vendorId !== null,
    /** Placing needs at least one row that passed. */
    hasGoodRows: ({ context }) => (context.job?.metadata.success_row_count ?? 0) > 0,
    /** Some order was placed (success, or success with errors). */
    placedSome: (_, p: { result: BulkJobResult }) => p.result.bulk_job.orders_placed > 0,
  },
  actions: {
    storeOpened: assign((_, p: { event: Opened }) => ({ vendorId: p.event.vendorId })),
    forgetVendor: assign({ vendorId: null, history: [], detailsJobId: null, details: null }),
    storeFile: assign((_, p: { file: ChosenFile }) => ({ file: p.file })),
    storeJob: assign((_, p: { result: BulkJobResult }) => ({ job: p.result.bulk_job, rows: p.result.orders })),
    forgetJob: assign({ job: null, rows: [], file: null, filter: "ALL" as BulkRowFilter }),
    storeFilter: assign((_, p: { filter: BulkRowFilter }) => ({ filter: p.filter })),
    storeHistory: assign((_, p: { jobs: BulkJob[] }) => ({ history: p.jobs })),
    storeDetailsJob: assign((_, p: { jobId: string | null }) => ({ detailsJobId: p.jobId, details: null })),
    storeDetails: assign((_, p: { result: BulkJobResult }) => ({ details: p.result })),
    reloadHistory: raise({ type: "HISTORY.RELOAD" }),
    /** Navigates to /order-tracking (provided at the composition root). */
    goToOrderTracking: () => {},
    notifyTooLarge: emit(() => notifyEvent("ERROR", BULK_MESSAGES.fileTooLarge)),
    notifyInvalidFormat: emit(() => notifyEvent("ERROR", BULK_MESSAGES.invalidFormat)),
    notifyUploadFailed: emit((_, p: { error: unknown }) => notifyEvent("ERROR", uploadFailureKey(p.error))),
    notifyPlaced: emit(() => notifyEvent("SUCCESS", BULK_MESSAGES.placeOrderSuccess)),
    notifyPlaceFailed: emit(() => notifyEvent("ERROR", BULK_MESSAGES.placeOrderError)),
    notifyHistoryFailed: emit(() => notifyEvent("ERROR", BULK_MESSAGES.jobHistoryError, { durationMs: JOB_HISTORY_ERROR_MS })),
    notifyDetailsFailed: emit(() => notifyEvent("ERROR", BULK_MESSAGES.viewDetailsError)),
    notifyTemplateFailed: emit(() => notifyEvent("ERROR", BULK_MESSAGES.templateFileError)),
  },
}).createMachine({
  id: "bulkUpload",
  type: "parallel",
  context: { vendorId: null, file: null, job: null, rows: [], filter: "ALL", history: [], detailsJobId: null, details: null },
  states: {
    upload: {
      initial: "ASK_EXCEL_FILE",
      on: {
        "FILE.AGAIN": { target: ".ASK_EXCEL_FILE", actions: "forgetJob" },
        "BULK.OPENED": {
          guard: { type: "isOtherVendor", params: ({ event }) => ({ event }) },
          target: ".ASK_EXCEL_FILE",
          actions: ["forgetJob", { type: "storeOpened", params: ({ event }) => ({ event }) }],
        },
        "BULK.CLOSED": { target: ".ASK_EXCEL_FILE", actions: ["forgetJob", "forgetVendor"] },
      },
      states: {
        ASK_EXCEL_FILE: {
          on: {
            "FILE.CHOSEN": [
              { guard: { type: "isTooLarge", params: ({ event }) => ({ file: event.file }) }, actions: "notifyTooLarge" },
              { guard: { type: "isNotXlsx", params: ({ event }) => ({ file: event.file }) }, actions: "notifyInvalidFormat" },
              { guard: "hasVendor", target: "UPLOADING_EXCEL_FILE", actions: { type: "storeFile", params: ({ event }) => ({ file: event.file }) } },
            ],
          },
        },
        UPLOADING_EXCEL_FILE: {
          tags: ["loading"],
          invoke: {
            id: "uploadFile",
            src: "uploadFile",
            input: ({ context }) => ({ vendorId: context.vendorId ?? "", file: context.file as ChosenFile }),
            onDone: { target: "SHOW_PREPROCESS_RESULTS", actions: { type: "storeJob", params: ({ event }) => ({ result: event.output }) } },
            onError: { target: "ASK_EXCEL_FILE", actions: [{ type: "notifyUploadFailed", params: ({ event }) => ({ error: event.error }) }, "forgetJob"] },
          },
        },
        SHOW_PREPROCESS_RESULTS: {
          initial: "reviewing",
          on: { "FILTER.CHANGED": { actions: { type: "storeFilter", params: ({ event }) => ({ filter: event.filter }) } } },
          states: {
            reviewing: { on: { "PLACE.REQUESTED": { guard: "hasGoodRows", target: "confirming" } } },
            confirming: { on: { "PLACE.CANCELLED": "reviewing", "PLACE.CONFIRMED": "placing" } },
            placing: {
              tags: ["loading"],
              invoke: {
                id: "placeOrders",
                src: "placeOrders",
                input: ({ context }) => ({ jobId: context.job?.bulk_job_id ?? "" }),
                onDone: [
                  {
                    guard: { type: "placedSome", params: ({ event }) => ({ result: event.output }) },
                    target: "#bulkUpload.upload.SHOW_ORDER_PLACEMENT_RESULTS",
                    actions: [{ type: "storeJob", params: ({ event }) => ({ result: event.output }) }, "reloadHistory", "notifyPlaced", "goToOrderTracking"],
                  },
                  {
                    target: "#bulkUpload.upload.SHOW_ORDER_PLACEMENT_RESULTS",
                    actions: [{ type: "storeJob", params: ({ event }) => ({ result: event.output }) }, "reloadHistory", "notifyPlaceFailed"],
                  },
                ],
                onError: { target: "confirming", actions: "notifyPlaceFailed" },
              },
            },
          },
        },
        SHOW_ORDER_PLACEMENT_RESULTS: {},
      },
    },
    history: {
      initial: "idle",
      on: {
        "BULK.OPENED": { guard: { type: "isOtherVendor", params: ({ event }) => ({ event }) }, target: ".loading" },
        "HISTORY.RELOAD": ".loading",
        "BULK.CLOSED": ".idle",
      },
      states: {
        idle: {},
        loading: {
          tags: ["historyLoading"],
          // Another vendor, or a reload, while loading: start over (within this region).
          on: {
            "BULK.OPENED": { guard: { type: "isOtherVendor", params: ({ event }) => ({ event }) }, target: "loading", reenter: true },
            "HISTORY.RELOAD": { target: "loading", reenter: true },
          },
          invoke: {
            id: "fetchHistory",
            src: "fetchHistory",
            input: ({ context, event }) => ({ vendorId: event.type === "BULK.OPENED" ? event.vendorId : (context.vendorId ?? "") }),
            onDone: { target: "loaded", actions: { type: "storeHistory", params: ({ event }) => ({ jobs: event.output }) } },
            onError: { target: "failed", actions: "notifyHistoryFailed" },
          },
        },
        loaded: {},
        failed: {},
      },
    },
    details: {
      initial: "idle",
      on: {
        "BULK.OPENED": [
          {
            guard: { type: "isOtherJob", params: ({ event }) => ({ event }) },
            target: ".loading",
            actions: { type: "storeDetailsJob", params: ({ event }) => ({ jobId: event.jobId }) },
          },
          {
            guard: { type: "hasNoJob", params: ({ event }) => ({ event }) },
            target: ".idle",
            actions: { type: "storeDetailsJob", params: { jobId: null } },
          },
        ],
        "BULK.CLOSED": ".idle",
      },
      states: {
        idle: {},
        loading: {
          tags: ["detailsLoading"],
          on: {
            "BULK.OPENED": [
              {
                guard: { type: "isOtherJob", params: ({ event }) => ({ event }) },
                target: "loading",
                reenter: true,
                actions: { type: "storeDetailsJob", params: ({ event }) => ({ jobId: event.jobId }) },
              },
              {
                guard: { type: "hasNoJob", params: ({ event }) => ({ event }) },
                target: "idle",
                actions: { type: "storeDetailsJob", params: { jobId: null } },
              },
            ],
          },
          invoke: {
            id: "fetchDetails",
            src: "fetchDetails",
            input: ({ context, event }) => ({
              vendorId: event.type === "BULK.OPENED" ? event.vendorId : (context.vendorId ?? ""),
              jobId: context.detailsJobId ?? "",
            }),
            onDone: { target: "shown", actions: { type: "storeDetails", params: ({ event }) => ({ result: event.output }) } },
            onError: { target: "failed", actions: "notifyDetailsFailed" },
          },
        },
        shown: {},
        failed: {},
      },
    },
    template: {
      initial: "idle",
      states: {
        idle: { on: { "TEMPLATE.REQUESTED": "downloading" } },
        downloading: {
          tags: ["templateLoading"],
          invoke: { id: "downloadTemplate", src: "downloadTemplate", onDone: "idle", onError: { target: "idle", actions: "notifyTemplateFailed" } },
        },
      },
    },
  },
});
