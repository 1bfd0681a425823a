// Selectors of the fee refresh: where it is (the parents show their own loading state meanwhile).
import type { SnapshotFrom } from "xstate";
import type { feeRefreshMachine } from "./fee-refresh.machine";

type Snapshot = SnapshotFrom<typeof feeRefreshMachine>;

export type FeeRefreshStep = "waiting" | "recomputing" | "unchanged" | "changed";

export const selectFeeRefreshStep = (s: Snapshot): FeeRefreshStep => (["recomputing", "unchanged", "changed"] as const).find((x) => s.matches(x)) ?? "waiting";
/** The recomputed fee, once the platform answered. */
export const selectRecomputedFee = (s: Snapshot) => s.context.fee;
