// Selectors of the history export: the history page reads these.
import type { SnapshotFrom } from "xstate";
import type { exportMachine } from "./export.machine";

type Snapshot = SnapshotFrom<typeof exportMachine>;

/** The format being built, or null when no export runs. */
export const selectExportingFormat = (s: Snapshot) => (s.matches("building") ? s.context.format : null);

/** Progress of the running export in whole percent (0 when none runs). */
export const selectExportPercent = (s: Snapshot) => (s.matches("building") ? Math.round(s.context.progress * 100) : 0);

/** An export can be asked for (none is running). */
export const selectCanExport = (s: Snapshot) => !s.matches("building");
