// Effect signatures of the bulk upload. The composition root provides them with the /bulk-job calls
// (src/api/calls/bulk.ts) and the actor's abort signal, so leaving a state cancels its request; the
// template is offered as a download. Tests provide fakes.
import type { BulkJob, BulkJobAnswer } from "@domain/contract";
import { fromPromise } from "xstate";

export type { BulkJob };
/** A job with its rows, as the create, detail and place-orders calls answer it. */
export type BulkJobResult = BulkJobAnswer["result"];

/** The file the user chose (a File in the browser). */
export type ChosenFile = Blob & { name: string };

/** A failed call: the platform's translation key when it gave one (a file it refused says why). */
export type BulkCallFailure = { translationKey?: string; message?: string };

/** Sends the file for preprocessing; output is the job with every row judged. */
export const uploadFile = fromPromise<BulkJobResult, { vendorId: string; file: ChosenFile }>(async () => {
  throw new Error("uploadFile is not provided");
});

/** Places the job's good rows; output is the job after the placement. */
export const placeOrders = fromPromise<BulkJobResult, { jobId: string }>(async () => {
  throw new Error("placeOrders is not provided");
});

/** The vendor's jobs with placement statuses, newest first. */
export const fetchHistory = fromPromise<BulkJob[], { vendorId: string }>(async () => {
  throw new Error("fetchHistory is not provided");
});

/** One job with its rows. */
export const fetchDetails = fromPromise<BulkJobResult, { vendorId: string; jobId: string }>(async () => {
  throw new Error("fetchDetails is not provided");
});

/** Downloads Template.xlsx and offers it to the user. */
export const downloadTemplate = fromPromise<void, void>(async () => {
  throw new Error("downloadTemplate is not provided");
});
