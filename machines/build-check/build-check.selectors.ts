// Selectors of the build check.
import type { SnapshotFrom } from "xstate";
import type { buildCheckMachine } from "./build-check.machine";

type Snapshot = SnapshotFrom<typeof buildCheckMachine>;

/** A newer build is deployed: the warning is shown and the reload is coming. */
export const selectIsOutdated = (s: Snapshot) => s.matches("outdated") || s.matches("reloading") || s.matches("reloaded");
export const selectKnownVersion = (s: Snapshot) => s.context.knownVersion;
export const selectLatestVersion = (s: Snapshot) => s.context.latestVersion;
