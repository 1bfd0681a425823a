// Selectors of the terms download.
import type { SnapshotFrom } from "xstate";
import type { termsDownloadMachine } from "./terms-download.machine";

type Snapshot = SnapshotFrom<typeof termsDownloadMachine>;

export const selectTermsDownloading = (s: Snapshot) => s.hasTag("loading");
export const selectTermsDownloadFailed = (s: Snapshot) => s.matches("failed");
