// Selectors of "Copy tracking link".
import type { SnapshotFrom } from "xstate";
import type { trackingLinkMachine } from "./tracking-link.machine";

type Snapshot = SnapshotFrom<typeof trackingLinkMachine>;

export const selectLinkBusy = (s: Snapshot) => s.hasTag("busy");
export const selectLinkCopied = (s: Snapshot) => s.matches("copied");
export const selectLinkPath = (s: Snapshot) => s.context.link?.path ?? null;
export const selectLinkFailed = (s: Snapshot) => s.matches("failed");
