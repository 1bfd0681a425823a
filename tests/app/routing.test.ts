// Route helpers: vendor segments, search parameters and the guards (with the root app machine, its
// real session and flags machines over a fake platform).
import { DEFAULT_FLAGS, type Flags } from "@domain/flags";
import type { LoginAnswer } from "@machines/session/session.actors";
import { isRedirect } from "@tanstack/react-router";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { hidesNavigation, isAppPath, sectionOf, vendorPath } from "../../src/app/features/shell/vendor-paths";
import { maintenanceRedirect, redirectSignedIn, redirectWhenFlag, requireAccess, viewerOf, whenSettled } from "../../src/app/guards";
import { ConnectSearch, OrderSearch, RequestSearch } from "../../src/app/search-params";
import { memoryStore, STORAGE_KEYS } from "../../src/app/services/storage";
import { fakePlatform } from "./fake-platform";
import { createTestApp, type TestApp } from "./test-app";

describe("vendor paths", () => {
  it("knows the sections with a vendor segment", () => {
    expect(sectionOf("/request-a-rider/DK-1000")).toBe("request-a-rider");
    expect(sectionOf("/bulk-order/DK-1/job-9")).toBe("bulk-order");
    expect(sectionOf("/")).toBeNull();
    expect(isAppPath("/tracking/1")).toBe(false);
    expect(vendorPath("history", "DK 1")).toBe("/history/DK%201");
  });

  it("hides the navigation on /tracking only", () => {
    expect(hidesNavigation("/tracking/ORDER-1")).toBe(true);
    expect(hidesNavigation("/tracking-c2c/ORDER-1")).toBe(false);
    expect(hidesNavigation("/order-tracking")).toBe(false);
  });
});

describe("search parameters", () => {
  it("keeps ids as strings and drops invalid values", () => {
    expect(v.parse(RequestSearch, { orderID: 42 })).toEqual({ orderID: "42" });
    expect(v.parse(OrderSearch, { order_id: "A-1" })).toEqual({ order_id: "A-1" });
    expect(v.parse(OrderSearch, { order_id: { x: 1 } })).toEqual({ order_id: undefined });
    expect(v.parse(ConnectSearch, { verified: 1 })).toEqual({ verified: "1" });
    expect(v.parse(ConnectSearch, { verified: "expired" })).toEqual({ verified: "expired" });
    expect(v.parse(ConnectSearch, { verified: "nope" })).toEqual({ verified: undefined });
  });
});

const expires = () => Math.floor(Date.now() / 1000) + 3600;

const running: TestApp[] = [];
afterEach(() => {
  for (const t of running.splice(0)) t.stop();
});

/** The root app (real session and flags machines) over a fake platform, settled as the guards wait for it. */
async function actors(opts: { flags?: Partial<Flags>; login?: boolean; guest?: boolean }) {
  const answer: LoginAnswer = {
    user: { id: "u", email: "a@b.dk" },
    meta: { AccessToken: "a", IdToken: "i", RefreshToken: "r", Expires: expires() },
  };
  const platform = fakePlatform({
    "GET /flags/eu": () => ({ status: 200, body: { flags: { ...DEFAULT_FLAGS, guest_checkout: true, ...opts.flags } } }),
    ...(opts.login ? { "POST /identity/v1/refresh": () => ({ status: 200, body: answer }) } : {}),
  });
  // A restorable session needs the hint a login leaves in storage.
  const store = memoryStore();
  if (opts.login) store.set(STORAGE_KEYS.sessionHint, "1");
  const t = await createTestApp({ fetch: platform.fetch, store });
  running.push(t);
  const ctx = { app: t.app };
  await whenSettled(ctx);
  if (opts.guest) {
    t.app.send({ type: "GUEST.CHOSEN" });
    await waitFor(t.app, (s) => s.context.session?.viewer === "guest");
  }
  return ctx;
}

const redirectTarget = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    if (isRedirect(e)) return e.options.to;
    throw e;
  }
  return null;
};

describe("route guards", () => {
  it("authenticated routes send visitors home", async () => {
    const ctx = await actors({});
    expect(viewerOf(ctx.app)).toBe("signedOut");
    expect(redirectTarget(() => requireAccess(ctx))).toBe("/");
    expect(redirectTarget(() => redirectSignedIn(ctx))).toBeNull();
  });

  it("signed-in users pass, unless the feature flag is off; public-only routes send them on", async () => {
    const ctx = await actors({ login: true, flags: { "bulk-order-upload": false } });
    expect(viewerOf(ctx.app)).toBe("classic");
    expect(redirectTarget(() => requireAccess(ctx))).toBeNull();
    expect(redirectTarget(() => requireAccess(ctx, { flag: "bulk-order-upload" }))).toBe("/");
    expect(redirectTarget(() => redirectSignedIn(ctx))).toBe("/request-a-rider");
  });

  it("guests reach the request page but not history or the help centre, and may still log in", async () => {
    const ctx = await actors({ guest: true });
    expect(viewerOf(ctx.app)).toBe("guest");
    expect(redirectTarget(() => requireAccess(ctx))).toBeNull();
    expect(redirectTarget(() => requireAccess(ctx, { guests: false }))).toBe("/");
    expect(redirectTarget(() => redirectSignedIn(ctx))).toBeNull();
  });

  it("maintenance takes over every route and /maintenance is left once it is off", async () => {
    const on = await actors({ flags: { unplanned_maintenance: true } });
    expect(redirectTarget(() => maintenanceRedirect(on, "/connect"))).toBe("/maintenance");
    expect(redirectTarget(() => maintenanceRedirect(on, "/maintenance"))).toBeNull();
    const off = await actors({});
    expect(redirectTarget(() => maintenanceRedirect(off, "/maintenance"))).toBe("/");
    expect(redirectTarget(() => maintenanceRedirect(off, "/history"))).toBeNull();
  });

  it("sign-up disappears with deactivate-sign-up-button", async () => {
    const ctx = await actors({ flags: { "deactivate-sign-up-button": true } });
    expect(redirectTarget(() => redirectWhenFlag(ctx, "deactivate-sign-up-button"))).toBe("/");
  });
});
