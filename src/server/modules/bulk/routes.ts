// The five /bulk-job calls (second file §7), mounted from their declarations: upload and preprocess,
// the template, the history, one job's rows, and the placement. Owners only: every call resolves the
// vendor (or the job's vendor) through the request flow's vendor resolver, which answers 404 for an
// unknown vendor and 403 to anyone who owns neither it nor its parent; a job of another vendor is
// answered 404 (its existence is not revealed).
import { ENDPOINTS, servedPaths } from "../../../domain/contract/endpoints";
import { BULK_FILE_MAX_BYTES, BULK_TEMPLATE_FILE_NAME, XLSX_MIME } from "../../../domain/bulk/limits";
import type { AppDeps } from "../../context";
import { ApiError, notFound } from "../../http/errors";
import type { Mount } from "../../http/mount";
import type { Principal } from "../../security/tokens";
import type { RequestServices } from "../order-create/services";
import { BulkPlacer } from "./placement";
import { BulkPreprocessor, bulkError } from "./preprocess";
import { toBulkJob, toBulkRow } from "./repository";
import { buildTemplate } from "./sheet";

/** The upload's body: the file and the multipart envelope around it. */
export const BULK_UPLOAD_BODY_MAX_BYTES = BULK_FILE_MAX_BYTES + 64 * 1024;
const UPLOAD_PATHS = new Set(servedPaths(ENDPOINTS.createBulkJob));
export const isBulkUploadPath = (path: string) => UPLOAD_PATHS.has(path);

/** A placement another request or instance is running is waited for this long before answering 409. */
const BUSY_WAIT_MS = 15_000;
const BUSY_POLL_MS = 200;

export type BulkServices = { preprocessor: BulkPreprocessor; placer: BulkPlacer };

export function mountBulkRoutes(mount: Mount, deps: AppDeps, services: RequestServices, placer = new BulkPlacer(deps)): BulkServices {
  const preprocessor = new BulkPreprocessor(deps, services);
  const jobs = preprocessor.repository;

  const answer = async (jobId: string) => {
    const job = await jobs.findJob(jobId);
    if (!job) throw notFound("bulk job not found");
    return { result: { bulk_job: toBulkJob(job), orders: (await jobs.rowsOf(jobId)).map(toBulkRow) } };
  };

  /** The job, when the caller owns its vendor (or the vendor's parent); 404 otherwise. */
  const ownJob = async (principal: Exclude<Principal, { kind: "guest" }>, jobId: string, vendorId?: string) => {
    const job = await jobs.findJob(jobId);
    if (!job || (vendorId !== undefined && job.vendorId !== vendorId)) throw notFound("bulk job not found");
    try {
      await services.vendors.resolve(principal, job.vendorId, { guests: false });
    } catch {
      throw notFound("bulk job not found");
    }
    return job;
  };

  mount(ENDPOINTS.createBulkJob, async ({ body, principal }) => {
    const file = body.content as Blob;
    const fileName = file instanceof File ? file.name : "upload.xlsx";
    if (file.size > BULK_FILE_MAX_BYTES) throw bulkError(413, "fileTooLarge", `${file.size} bytes`);
    const jobId = await preprocessor.preprocess({ principal, vendorId: body.vendor_id, file, fileName });
    return answer(jobId);
  });

  mount(ENDPOINTS.getBulkTemplate, async (_input, c) => {
    const file = await buildTemplate(deps.deployment.language);
    return c.body(new Uint8Array(file), 200, {
      "Content-Type": XLSX_MIME,
      "Content-Disposition": `attachment; filename="${BULK_TEMPLATE_FILE_NAME}"`,
    });
  });

  mount(ENDPOINTS.listBulkJobs, async ({ params, principal }) => {
    const { row } = await services.vendors.resolve(principal, params.vendorId, { guests: false });
    const ids = [row.vendorId, ...(await services.vendors.vendors.outletIds(row.vendorId))];
    return (await jobs.history(ids)).map(toBulkJob);
  });

  mount(ENDPOINTS.getBulkJob, async ({ params, principal }) => {
    await services.vendors.resolve(principal, params.vendorId, { guests: false });
    await ownJob(principal, params.jobId, params.vendorId);
    return answer(params.jobId);
  });

  mount(ENDPOINTS.placeBulkOrders, async ({ params, principal }) => {
    const job = await ownJob(principal, params.jobId);
    if (job.successRows === 0) throw new ApiError(409, "The job has no order to place", "bulk-order-upload.place-order-error");
    const started = Date.now();
    for (;;) {
      const claim = await placer.claim(job.id);
      if (claim === "missing") throw notFound("bulk job not found");
      if (claim === "claimed") {
        await placer.placeClaimed(job.id);
        return answer(job.id);
      }
      // Another request or instance is placing it: its answer is this one's once it is done.
      const current = await jobs.findJob(job.id);
      if (current && current.placingBy === null && current.placedAtMs !== null) return answer(job.id);
      if (Date.now() - started > BUSY_WAIT_MS) throw new ApiError(409, "The orders of this job are being placed", "bulk-order-upload.place-order-error");
      await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
    }
  });

  return { preprocessor, placer };
}
