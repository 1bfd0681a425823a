// Selectors of the order summary.
import type { SnapshotFrom } from "xstate";
import type { orderSummaryMachine } from "./order-summary.machine";

type Snapshot = SnapshotFrom<typeof orderSummaryMachine>;

export const selectSummary = (s: Snapshot) => (s.matches("shown") ? s.context.summary : null);
export const selectSummaryFailed = (s: Snapshot) => s.matches("failed");
