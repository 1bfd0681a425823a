// Route guards (run in beforeLoad). Every route first waits until the root machine knows the session
// and the flags (xstate waitFor), then:
// - maintenance (planned_maintenance or unplanned_maintenance) sends every route to /maintenance,
//   and /maintenance back to / once both are off;
// - authenticated routes go to / when the session is not valid or their feature is off for the user
//   (flag off, guest, GODROID where the spec excludes it);
// - public-only routes (/, /connect, /register, /forgot-password) send signed-in users (classic or
//   GODROID) to /request-a-rider. Guests may still reach them to log in or register.
// The guards read the root machine's snapshot; the root re-runs them (router.invalidate) when the
// session or maintenance changes.
import type { FlagName } from "@domain/flags";
import type { I18n } from "@lingui/core";
import type { Viewer } from "@machines/app/app.facts";
import { routeVendorOf, sectionOf } from "@machines/app/app.pages";
import { selectAppFlags, selectIsMaintenance, selectIsSettled, selectViewer } from "@machines/app/app.selectors";
import { redirect } from "@tanstack/react-router";
import { waitFor } from "xstate";
import type { AppActor } from "./app-context";

export interface RouterContext {
  app: AppActor;
  i18n: I18n;
}

export type { Viewer };

export const MAINTENANCE_PATH = "/maintenance";

/** Waits until the session mode is known and some flag source has answered. */
export async function whenSettled(ctx: Pick<RouterContext, "app">): Promise<void> {
  await waitFor(ctx.app, selectIsSettled);
}

/** Maintenance takes over every route; /maintenance is left once both flags are off. */
export function maintenanceRedirect(ctx: Pick<RouterContext, "app">, pathname: string) {
  const maintenance = selectIsMaintenance(ctx.app.getSnapshot());
  if (maintenance && pathname !== MAINTENANCE_PATH) throw redirect({ to: MAINTENANCE_PATH, replace: true });
  if (!maintenance && pathname === MAINTENANCE_PATH) throw redirect({ to: "/", replace: true });
}

export const viewerOf = (app: AppActor): Viewer => selectViewer(app.getSnapshot());

export interface AccessRule {
  /** The feature flag that must be on. */
  flag?: FlagName;
  /** Guests may use the route (default true). */
  guests?: boolean;
  /** GODROID users may use the route (default true). */
  godroid?: boolean;
}

/** Authenticated routes: "/" unless the session is valid and the feature is on for this user. */
export function requireAccess(ctx: Pick<RouterContext, "app">, rule: AccessRule = {}) {
  const viewer = viewerOf(ctx.app);
  const flags = selectAppFlags(ctx.app.getSnapshot());
  const denied =
    viewer === "signedOut" ||
    (rule.flag !== undefined && !flags[rule.flag]) ||
    (viewer === "guest" && rule.guests === false) ||
    (viewer === "godroid" && rule.godroid === false);
  if (denied) throw redirect({ to: "/", replace: true });
}

/** Public-only routes: signed-in users go to the request page. */
export function redirectSignedIn(ctx: Pick<RouterContext, "app">) {
  const viewer = viewerOf(ctx.app);
  if (viewer === "classic" || viewer === "godroid") throw redirect({ to: "/request-a-rider", replace: true });
}

/** A route switched off by a flag (e.g. /register with deactivate-sign-up-button) redirects to /. */
export function redirectWhenFlag(ctx: Pick<RouterContext, "app">, flag: FlagName) {
  if (selectAppFlags(ctx.app.getSnapshot())[flag]) throw redirect({ to: "/", replace: true });
}

/** The vendor routes' layout tells the root machine the route's vendor before the page loads (it selects it). */
export function tellRouteVendor(ctx: Pick<RouterContext, "app">, pathname: string) {
  const section = sectionOf(pathname);
  if (section) ctx.app.send({ type: "ROUTE.VENDOR", section, vendorId: routeVendorOf(pathname) });
}
