// Effect signatures of the delivery receipt page (GET /tracking-api/v1/receipt/{publicId}; the
// browser's print dialog). The portal provides the real effects; tests provide fakes.
import type { DeliveryReceipt } from "@domain/contract";
import { fromPromise } from "xstate";

export const fetchReceipt = fromPromise<DeliveryReceipt, { publicId: string }>(async () => {
  throw new Error("fetchReceipt is not provided");
});

/** Opens the browser's print dialog (print, or save as PDF). */
export const printPage = fromPromise<void, void>(async () => {
  throw new Error("printPage is not provided");
});
