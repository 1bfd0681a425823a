// Selectors of the public tracking page: views read these, never the chart's internals.
import { isNearStep, progressSteps } from "@domain/tracking/public-steps";
import type { SnapshotFrom } from "xstate";
import type { publicTrackingMachine } from "./public-tracking.machine";

type Snapshot = SnapshotFrom<typeof publicTrackingMachine>;

export const selectTracking = (s: Snapshot) => s.context.tracking;
/** Nothing to show yet: the first answer is under way. */
export const selectIsResolving = (s: Snapshot) => s.context.tracking === null && !s.matches("notFound");
export const selectNotFound = (s: Snapshot) => s.matches("notFound");
export const selectIsLive = (s: Snapshot) => s.hasTag("live");
export const selectIsReconnecting = (s: Snapshot) => s.hasTag("offline") || (s.hasTag("loading") && s.context.reconnects > 0);
export const selectIsFinished = (s: Snapshot) => s.matches("finished");
export const selectStepChanges = (s: Snapshot) => s.context.stepChanges;
/** "Less than 5 minutes away": the rider near the pickup or the drop-off. */
export const selectIsNear = (s: Snapshot) => !!s.context.tracking && isNearStep(s.context.tracking.step);
export const selectProgress = (s: Snapshot) => (s.context.tracking ? progressSteps(s.context.tracking.kind, s.context.tracking.step) : []);
