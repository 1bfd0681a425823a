// The bulk side's chunk (loaded by the root's `loadBulkSide` the first time a bulk page is shown): the
// bulk upload machine with its real effects — the /bulk-job calls (src/api/calls/bulk.ts) with each
// actor's abort signal, the template offered as a download, and the router for /order-tracking.
import { createBulkJob, getBulkJob, getBulkTemplate, listBulkJobs, placeBulkOrders } from "@api/calls/bulk";
import { ApiError } from "@api/errors";
import { BULK_TEMPLATE_FILE_NAME, XLSX_MIME } from "@domain/bulk/limits";
import type { BulkSideLoaded } from "@machines/app/app.actors";
import type { BulkCallFailure } from "@machines/bulk-upload/bulk-upload.actors";
import { bulkUploadMachine } from "@machines/bulk-upload/bulk-upload.machine";
import { fromPromise } from "xstate";
import type { AppDeps } from "./app-deps";

/** A failed call as the machine reads it: the platform's translation key when it gave one. */
const failure = (error: unknown): BulkCallFailure =>
  error instanceof ApiError ? { translationKey: error.translationKey ?? undefined, message: error.message } : { message: String(error) };

const rethrow = async <T>(promise: Promise<T>): Promise<T> => {
  try {
    return await promise;
  } catch (error) {
    throw failure(error);
  }
};

export function loadBulkSide(deps: AppDeps): BulkSideLoaded {
  const { api } = deps;
  return {
    bulkUpload: bulkUploadMachine.provide({
      actors: {
        uploadFile: fromPromise(({ input, signal }) => rethrow(createBulkJob(api, input, signal))),
        placeOrders: fromPromise(({ input, signal }) => rethrow(placeBulkOrders(api, input, signal))),
        fetchHistory: fromPromise(({ input, signal }) => listBulkJobs(api, input, signal)),
        fetchDetails: fromPromise(({ input, signal }) => getBulkJob(api, input, signal)),
        downloadTemplate: fromPromise(async ({ signal }) => {
          const blob = await getBulkTemplate(api, undefined, signal);
          deps.download({ content: new Blob([blob], { type: XLSX_MIME }), fileName: BULK_TEMPLATE_FILE_NAME, mime: XLSX_MIME });
        }),
      },
      actions: {
        goToOrderTracking: () => void deps.link.router?.navigate({ to: "/order-tracking" } as never),
      },
    }),
  };
}
