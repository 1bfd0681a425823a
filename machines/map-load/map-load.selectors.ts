// Selectors of the map load: views read these, never the chart's internals.
import type { SnapshotFrom } from "xstate";
import { MAP_LOAD_ERRORS, type mapLoadMachine } from "./map-load.machine";

type Snapshot = SnapshotFrom<typeof mapLoadMachine>;

export type MapLoadErrorKind = "timeout" | "not-mounted" | "other";

export const selectMapLoading = (s: Snapshot) => s.hasTag("loading");
export const selectMapReady = (s: Snapshot) => s.matches("ready");
export const selectMapFailed = (s: Snapshot) => s.matches("failed");
export const selectMapError = (s: Snapshot) => (s.matches("failed") ? s.context.error : null);
/** Which of the spec's messages to show. */
export const selectMapErrorKind = (s: Snapshot): MapLoadErrorKind | null => {
  const error = selectMapError(s);
  if (error === null) return null;
  if (error === MAP_LOAD_ERRORS.timeout) return "timeout";
  if (error === MAP_LOAD_ERRORS.notMounted) return "not-mounted";
  return "other";
};
export const selectCanRetryMap = (s: Snapshot) => s.can({ type: "RETRY" });
/** The loaded map (the view draws markers and areas on it). */
export const selectMap = (s: Snapshot) => (s.matches("ready") ? s.context.map : null);
