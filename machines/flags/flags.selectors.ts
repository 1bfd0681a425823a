// Selectors of the flags flow: route guards and views read these.
import { type FlagName, isMaintenance } from "@domain/flags";
import type { SnapshotFrom } from "xstate";
import type { flagsMachine } from "./flags.machine";

type Snapshot = SnapshotFrom<typeof flagsMachine>;

export const selectFlags = (s: Snapshot) => s.context.flags;
export const selectFlag = (name: FlagName) => (s: Snapshot) => s.context.flags[name];
export const selectIsMaintenance = (s: Snapshot) => isMaintenance(s.context.flags);
/** Some source (provider, fallback or the defaults after both failed) has answered at least once. */
export const selectFlagsReady = (s: Snapshot) => s.context.source !== null;
export const selectFlagSource = (s: Snapshot) => s.context.source;
export const selectFlagsError = (s: Snapshot) => s.context.error;
/** A load (first or refresh) is under way. */
export const selectIsLoadingFlags = (s: Snapshot) => s.hasTag("loading");
