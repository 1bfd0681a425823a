// Selectors of the order proof: views read these, never the chart's internals.
import type { SnapshotFrom } from "xstate";
import type { orderProofMachine } from "./order-proof.machine";

type Snapshot = SnapshotFrom<typeof orderProofMachine>;

export const selectProofLoading = (s: Snapshot) => s.hasTag("loading");
export const selectProof = (s: Snapshot) => (s.matches("shown") ? s.context.proof : null);
export const selectProofFailed = (s: Snapshot) => s.matches("failed");
export const selectProofError = (s: Snapshot) => (s.matches("failed") ? s.context.error : null);
export const selectCanRetryProof = (s: Snapshot) => s.can({ type: "RETRY" });
