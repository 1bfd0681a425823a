// Selectors of the delivery receipt page.
import type { SnapshotFrom } from "xstate";
import type { deliveryReceiptMachine } from "./delivery-receipt.machine";

type Snapshot = SnapshotFrom<typeof deliveryReceiptMachine>;

export const selectReceipt = (s: Snapshot) => (s.matches("shown") ? s.context.receipt : null);
export const selectReceiptLoading = (s: Snapshot) => s.hasTag("loading");
export const selectReceiptNotFound = (s: Snapshot) => s.matches("notFound");
export const selectReceiptFailed = (s: Snapshot) => s.matches("failed");
export const selectCanPrint = (s: Snapshot) => s.can({ type: "PRINT" });
