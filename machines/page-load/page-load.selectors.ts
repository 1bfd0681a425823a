// Selectors of the page-load flow: views read these, never the chart's internals.
import type { SnapshotFrom } from "xstate";
import type { pageLoadMachine } from "./page-load.machine";

type Snapshot = SnapshotFrom<typeof pageLoadMachine>;

export const selectIsLoadingPage = (s: Snapshot) => s.hasTag("loading");
export const selectPageLoaded = (s: Snapshot) => s.matches("loaded");
export const selectPageLoadFailed = (s: Snapshot) => s.matches("failed") || s.matches("reloading");
export const selectRetries = (s: Snapshot) => s.context.retries;
