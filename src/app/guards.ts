// Route guards (run in beforeLoad). Every route first waits until the session and the flags are
// known (xstate waitFor), then:
// - maintenance (planned_maintenance or unplanned_maintenance) sends every route to /maintenance,
//   and /maintenance back to / once both are off;
// - authenticated routes go to / when the session is not valid or their feature is off for the user
//   (flag off, guest, GODROID where the spec excludes it);
// - public-only routes (/, /connect, /register, /forgot-password) send signed-in users (classic or
//   GODROID) to /request-a-rider. Guests may still reach them to log in or register.
import type { FlagName } from "@domain/flags";
import type { I18n } from "@lingui/core";
import { selectFlags, selectFlagsReady, selectIsMaintenance } from "@machines/flags/flags.selectors";
import { selectIsAuthenticated, selectIsResolving, selectMode } from "@machines/session/session.selectors";
import { redirect } from "@tanstack/react-router";
import { waitFor } from "xstate";
import type { FlagsActor, SessionActor, VendorsActor } from "./services/app-services";

export interface RouterContext {
  session: SessionActor;
  flags: FlagsActor;
  vendors: VendorsActor;
  i18n: I18n;
}

export const MAINTENANCE_PATH = "/maintenance";

/** Waits until the session mode is known and some flag source has answered. */
export async function whenSettled(ctx: Pick<RouterContext, "session" | "flags">): Promise<void> {
  await Promise.all([waitFor(ctx.session, (s) => !selectIsResolving(s)), waitFor(ctx.flags, selectFlagsReady)]);
}

/** Maintenance takes over every route; /maintenance is left once both flags are off. */
export function maintenanceRedirect(ctx: Pick<RouterContext, "flags">, pathname: string) {
  const maintenance = selectIsMaintenance(ctx.flags.getSnapshot());
  if (maintenance && pathname !== MAINTENANCE_PATH) throw redirect({ to: MAINTENANCE_PATH, replace: true });
  if (!maintenance && pathname === MAINTENANCE_PATH) throw redirect({ to: "/", replace: true });
}

export type Viewer = "signedOut" | "classic" | "godroid" | "guest";

export function viewerOf(session: SessionActor): Viewer {
  const s = session.getSnapshot();
  if (!selectIsAuthenticated(s, Date.now() / 1000)) return "signedOut";
  const mode = selectMode(s);
  return mode === "GUEST" ? "guest" : mode === "GODROID" ? "godroid" : "classic";
}

export interface AccessRule {
  /** The feature flag that must be on. */
  flag?: FlagName;
  /** Guests may use the route (default true). */
  guests?: boolean;
  /** GODROID users may use the route (default true). */
  godroid?: boolean;
}

/** Authenticated routes: "/" unless the session is valid and the feature is on for this user. */
export function requireAccess(ctx: Pick<RouterContext, "session" | "flags">, rule: AccessRule = {}) {
  const viewer = viewerOf(ctx.session);
  const flags = selectFlags(ctx.flags.getSnapshot());
  const denied =
    viewer === "signedOut" ||
    (rule.flag !== undefined && !flags[rule.flag]) ||
    (viewer === "guest" && rule.guests === false) ||
    (viewer === "godroid" && rule.godroid === false);
  if (denied) throw redirect({ to: "/", replace: true });
}

/** Public-only routes: signed-in users go to the request page. */
export function redirectSignedIn(ctx: Pick<RouterContext, "session">) {
  const viewer = viewerOf(ctx.session);
  if (viewer === "classic" || viewer === "godroid") throw redirect({ to: "/request-a-rider", replace: true });
}

/** A route switched off by a flag (e.g. /register with deactivate-sign-up-button) redirects to /. */
export function redirectWhenFlag(ctx: Pick<RouterContext, "flags">, flag: FlagName) {
  if (selectFlags(ctx.flags.getSnapshot())[flag]) throw redirect({ to: "/", replace: true });
}
