// Selectors of the help centre.
import type { SnapshotFrom } from "xstate";
import type { helpCentreMachine } from "./help-centre.machine";

type Snapshot = SnapshotFrom<typeof helpCentreMachine>;

/** The panel (or page) is shown: opening, open or failed. */
export const selectIsHelpOpen = (s: Snapshot) => !s.matches("closed");
/** The token and the URL are being fetched. */
export const selectIsHelpLoading = (s: Snapshot) => s.hasTag("loading");
export const selectHelpFailed = (s: Snapshot) => s.matches("failed");
/** The help page's URL for the iframe, once the service answered. */
export const selectHelpUrl = (s: Snapshot) => (s.matches("open") ? s.context.url : null);
/** The token the bridge may grant (only while open). */
export const selectHelpToken = (s: Snapshot) => (s.matches("open") ? s.context.token : null);
export const selectHelpVendorId = (s: Snapshot) => s.context.request?.vendorId ?? null;
/** The configured help-centre host ("" means this portal's own origin). */
export const selectHelpHost = (s: Snapshot) => s.context.request?.helpHost ?? null;
