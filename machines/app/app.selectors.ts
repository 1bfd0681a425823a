// Selectors of the root `app` machine: the route guards, the composition root and the views read
// these. The children themselves are read with their own selectors (views find them by systemId).
import { DEFAULT_FLAGS, type Flags, isMaintenance } from "@domain/flags";
import type { SnapshotFrom } from "xstate";
import type { Viewer } from "./app.facts";
import type { appMachine } from "./app.machine";

type Snapshot = SnapshotFrom<typeof appMachine>;

export const selectConfig = (s: Snapshot) => s.context.config;

/** The flags as the root last heard them (the defaults before the first answer). */
export const selectAppFlags = (s: Snapshot): Flags => s.context.flags ?? DEFAULT_FLAGS;

/** Some flag source answered and the session knows who is using the portal: the guards can decide. */
export const selectIsSettled = (s: Snapshot) => s.context.flags !== null && s.context.session !== null && !s.context.session.resolving;

/** Who uses the portal (signed out until the session says otherwise). */
export const selectViewer = (s: Snapshot): Viewer => s.context.session?.viewer ?? "signedOut";

export const selectIsMaintenance = (s: Snapshot) => isMaintenance(selectAppFlags(s));

/** The session child exists (the views may read it). */
export const selectHasSession = (s: Snapshot) => s.context.sessionRef !== null;

/** The order side's machines are running. */
export const selectOrderSideReady = (s: Snapshot) => s.matches({ orderSide: "loaded" });
/** The order side's chunk could not be loaded (a later order page or login tries again). */
export const selectOrderSideFailed = (s: Snapshot) => s.matches({ orderSide: "failed" });
/** The history page's filters and export are running (the history side, loaded with the history page). */
export const selectHistorySideReady = (s: Snapshot) => s.matches({ historySide: "loaded" });

/** The request page machine is running. */
export const selectRequestSideReady = (s: Snapshot) => s.matches({ requestSide: "loaded" });
export const selectRequestSideFailed = (s: Snapshot) => s.matches({ requestSide: "failed" });

/** The signed-out side's chunk arrived (its page machines run) or could not be loaded. */
export const selectSignedOutSideSettled = (s: Snapshot) => s.matches({ signedOutSide: "loaded" }) || s.matches({ signedOutSide: "failed" });

/** The collection point dialog's machine runs (it was opened once): the dialog's view may be shown. */
export const selectCollectionPointReady = (s: Snapshot) => s.matches({ collectionPointSide: "loaded" });

/** "Continue as guest" is waiting for the guest session. */
export const selectIsEnteringGuest = (s: Snapshot) => s.matches({ guestEntry: "waiting" });

/** The kind of page the root believes is shown. */
export const selectPageKind = (s: Snapshot) => s.context.page.kind;
