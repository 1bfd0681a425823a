// The five /bulk-job calls (issue 10; second file §7). The upload is multipart/form-data with the
// spec's fields vendor_id and content (the file itself; the browser sets the boundary); the template
// comes back as a file (a Blob); the rest are JSON answers parsed with the contract.
import type { BulkJob, BulkJobAnswer } from "@domain/contract";
import { BULK_ENDPOINTS } from "@domain/contract/endpoints/bulk";
import * as v from "valibot";
import { call } from "../call";
import type { ApiClient } from "../client";

export type BulkJobResult = BulkJobAnswer["result"];

const blobSchema = v.custom<Blob>((x) => typeof Blob !== "undefined" && x instanceof Blob, "a file");

/** POST /bulk-job/create: the file is sent as it was chosen (the platform checks its content). */
export async function createBulkJob(client: ApiClient, input: { vendorId: string; file: Blob & { name?: string } }, signal?: AbortSignal): Promise<BulkJobResult> {
  const form = new FormData();
  form.set("vendor_id", input.vendorId);
  form.set("content", input.file, input.file.name ?? "upload.xlsx");
  // The body is the form the declaration describes (vendor_id, content); the client sends FormData as it is.
  const answer = await call(client, BULK_ENDPOINTS.createBulkJob, { body: form as never, signal, maxRetries: 0 });
  return answer.result;
}

/** GET /bulk-job/example-file: Template.xlsx. */
export const getBulkTemplate = (client: ApiClient, _input?: undefined, signal?: AbortSignal): Promise<Blob> =>
  client.request({
    service: client.ordersService,
    method: "GET",
    path: BULK_ENDPOINTS.getBulkTemplate.path,
    responseType: "blob",
    schema: blobSchema,
    signal,
  });

/** GET /bulk-job/all/{vendorId}: the placed jobs, newest first. */
export const listBulkJobs = (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<BulkJob[]> =>
  call(client, BULK_ENDPOINTS.listBulkJobs, { params: { vendorId: input.vendorId }, signal });

/** GET /bulk-job/detail/{vendorId}/{jobId}. */
export const getBulkJob = async (client: ApiClient, input: { vendorId: string; jobId: string }, signal?: AbortSignal): Promise<BulkJobResult> =>
  (await call(client, BULK_ENDPOINTS.getBulkJob, { params: { vendorId: input.vendorId, jobId: input.jobId }, signal })).result;

/** POST /bulk-job/place-orders/{jobId} (empty body; the platform places each row once, so a retry is safe). */
export const placeBulkOrders = async (client: ApiClient, input: { jobId: string }, signal?: AbortSignal): Promise<BulkJobResult> =>
  (await call(client, BULK_ENDPOINTS.placeBulkOrders, { params: { jobId: input.jobId }, signal })).result;
