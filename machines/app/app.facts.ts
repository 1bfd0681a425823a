// What the root `app` machine needs to know of its long-lived children, as plain events built from
// their snapshots by the relay (app.relay.ts): who is using the portal (SESSION.CHANGED) and which
// vendor is selected (VENDORS.CHANGED). Pure functions over the children's own selectors.
import type { Vendor } from "@domain/contract";
import type { AppMode } from "@domain/session";
import type { SnapshotFrom } from "xstate";
import { selectAuthHeader, selectIsAuthenticated, selectIsResolving, selectMode, selectVendorIdFromToken } from "../session/session.selectors";
import type { sessionMachine } from "../session/session.machine";
import { selectIncludeAllOutlets, selectSelectedVendor, selectVendorsStatus, type VendorsStatus } from "../vendors/vendors.selectors";
import type { vendorsMachine } from "../vendors/vendors.machine";

/** Who uses the portal: nobody, a classic user, an embedded (GODROID) vendor, or a guest. */
export type Viewer = "signedOut" | "classic" | "godroid" | "guest";

export type SessionFacts = {
  viewer: Viewer;
  mode: AppMode;
  /** The session is still being decided (mode detection, restore, guest token). */
  resolving: boolean;
  /** Who exactly: the user's id, the GODROID token's vendor; empty otherwise. A change is another person. */
  who: string;
  /** The Authorization header value while the session is valid, else null. */
  authorization: string | null;
};

export type SessionChanged = { type: "SESSION.CHANGED" } & SessionFacts;

export type VendorFacts = {
  status: VendorsStatus;
  /** The user's vendors (the list object of the vendors machine). */
  vendors: readonly Vendor[];
  /** The selected vendor (the guest placeholder for guests). */
  vendor: Vendor | null;
  /** Whether order lists include the outlets (the toggle, where it applies). */
  includeAllOutlets: boolean;
};

export type VendorsChanged = { type: "VENDORS.CHANGED" } & VendorFacts;

export const NO_VENDORS: VendorFacts = { status: "signedOut", vendors: [], vendor: null, includeAllOutlets: false };

export function viewerOf(authenticated: boolean, mode: AppMode): Viewer {
  if (!authenticated) return "signedOut";
  return mode === "GUEST" ? "guest" : mode === "GODROID" ? "godroid" : "classic";
}

export function sessionFacts(s: SnapshotFrom<typeof sessionMachine>, now: number): SessionChanged {
  const authenticated = selectIsAuthenticated(s, now / 1000);
  const mode = selectMode(s);
  const viewer = viewerOf(authenticated, mode);
  return {
    type: "SESSION.CHANGED",
    viewer,
    mode,
    resolving: selectIsResolving(s),
    who: viewer === "classic" ? (s.context.user?.id ?? "") : viewer === "godroid" ? (selectVendorIdFromToken(s) ?? "") : "",
    authorization: authenticated ? selectAuthHeader(s) : null,
  };
}

export function vendorsFacts(s: SnapshotFrom<typeof vendorsMachine>): VendorsChanged {
  return {
    type: "VENDORS.CHANGED",
    status: selectVendorsStatus(s),
    vendors: s.context.vendors,
    vendor: selectSelectedVendor(s),
    includeAllOutlets: selectIncludeAllOutlets(s),
  };
}
