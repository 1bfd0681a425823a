// The composition root: the root app machine with its real children and effects (main.tsx's
// `appMachine.provide(appEffects(deps))`) over a fake platform: the session drives the vendors, login
// failures and logout become notifications, flags reach the session.
import type { AppChildren } from "@machines/app/app.machine";
import { selectIsAuthenticated, selectMode } from "@machines/session/session.selectors";
import { selectSelectedVendorId, selectVendorsStatus } from "@machines/vendors/vendors.selectors";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { loginFailureKey } from "../../src/app/composition/app-effects";
import { memoryStore, STORAGE_KEYS } from "../../src/app/services/storage";
import { downloadInBrowser } from "../../src/app/composition/app-deps";
import type { NotifyRequest } from "../../src/app/services/notify";
import { fakeJwt } from "../support/jwt";
import { fakePlatform } from "./fake-platform";
import { createTestApp, type TestApp } from "./test-app";

let running: TestApp | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

async function start(store = memoryStore()) {
  const platform = fakePlatform();
  const t = await createTestApp({ fetch: platform.fetch, store });
  running = t;
  const session = t.child<AppChildren["session"]>("session");
  const flags = t.child<AppChildren["flags"]>("flags");
  const vendors = t.child<AppChildren["vendors"]>("vendors");
  await waitFor(session, (s) => s.matches("signedOut"));
  return { ...t, platform, store, session, flags, vendors };
}

describe("composition root", () => {
  it("starts signed out after the refresh cookie is refused, with the provider's flags", async () => {
    const { session, flags, vendors } = await start();
    expect(selectIsAuthenticated(session.getSnapshot(), Date.now() / 1000)).toBe(false);
    expect(flags.getSnapshot().context.flags.guest_checkout).toBe(true);
    expect(selectVendorsStatus(vendors.getSnapshot())).toBe("signedOut");
  });

  it("a signed-out browser (no session hint) does not ask the platform to restore a session", async () => {
    const { platform } = await start();
    expect(platform.calls.filter((c) => c.path === "/identity/v1/refresh")).toEqual([]);
  });

  it("the session hint: set by a login, cleared by logout; with it the start asks once, and a refusal clears it", async () => {
    const { session, store } = await start();
    expect(store.get(STORAGE_KEYS.sessionHint)).toBeNull();
    session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
    await waitFor(session, (s) => s.matches("signedIn"));
    expect(store.get(STORAGE_KEYS.sessionHint)).toBe("1");
    session.send({ type: "LOGOUT" });
    await waitFor(session, (s) => s.matches("signedOut"));
    expect(store.get(STORAGE_KEYS.sessionHint)).toBeNull();
    running?.stop();
    const hinted = memoryStore();
    hinted.set(STORAGE_KEYS.sessionHint, "1");
    const again = await start(hinted);
    expect(again.platform.calls.filter((c) => c.path === "/identity/v1/refresh")).toHaveLength(1);
    expect(hinted.get(STORAGE_KEYS.sessionHint)).toBeNull();
  });

  it("a platform token naming no vendor says 'could not get your information'; an unreadable one falls back silently", async () => {
    const noVendor = memoryStore();
    noVendor.set(STORAGE_KEYS.platformToken, fakeJwt({ platform_tokens: [{ country: "DK" }] }));
    const first = await start(noVendor);
    expect(first.notes).toContainEqual(expect.objectContaining({ kind: "ERROR", key: "error.cant-get-user-info" }));
    expect(selectMode(first.session.getSnapshot())).toBe("CLASSIC");
    running?.stop();
    const garbage = memoryStore();
    garbage.set(STORAGE_KEYS.platformToken, "not-a-token");
    const second = await start(garbage);
    expect(second.notes.filter((n) => n.key === "error.cant-get-user-info")).toEqual([]);
    expect(selectMode(second.session.getSnapshot())).toBe("CLASSIC");
  });

  it("a download that cannot be offered says 'download failed'", async () => {
    const notes: NotifyRequest[] = [];
    const file = { content: "a;b", fileName: "x.csv", mime: "text/csv" };
    await downloadInBrowser(file, (n) => notes.push(n), async () => {
      throw new Error("chunk failed");
    });
    expect(notes).toEqual([{ kind: "ERROR", key: "error.download-failed" }]);
    const offered: string[] = [];
    await downloadInBrowser(file, (n) => notes.push(n), async () => ({ downloadFile: (_c, name) => void offered.push(name) }));
    expect(offered).toEqual(["x.csv"]);
    expect(notes).toHaveLength(1);
  });

  it("login loads the vendors with the bearer built from access and id token", async () => {
    const { session, vendors, platform, app } = await start();
    session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
    await waitFor(vendors, (s) => s.matches({ ready: "idle" }));
    expect(selectSelectedVendorId(vendors.getSnapshot())).toBe("DK-1000");
    const vendorsCall = platform.calls.find((c) => c.path === "/orders/api/v1/vendors");
    expect(vendorsCall?.authorization).toBe("Bearer access;id");
    expect(app.getSnapshot().context.session).toMatchObject({ viewer: "classic", who: "u1" });
  });

  it("a failed login becomes the auth.{message} error toast", async () => {
    const { session, notes } = await start();
    session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "nope" });
    await waitFor(session, (s) => s.matches({ signedOut: "idle" }) && s.context.error !== null);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "ERROR", key: "auth.Failed to login: invalid password" }));
  });

  it("logout forgets the vendors and says 'You are now disconnected.'", async () => {
    const { session, vendors, notes } = await start();
    session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
    await waitFor(vendors, (s) => s.matches("ready"));
    session.send({ type: "LOGOUT" });
    await waitFor(session, (s) => s.matches("signedOut"));
    await waitFor(vendors, (s) => selectVendorsStatus(s) === "signedOut");
    expect(notes).toContainEqual(expect.objectContaining({ kind: "INFO", key: "auth.logout.disconnected" }));
  });

  it("a guest gets the guest vendor and a stored guest token", async () => {
    const { session, vendors, store } = await start();
    session.send({ type: "GUEST.REQUESTED" });
    await waitFor(session, (s) => selectMode(s) === "GUEST" && s.matches({ guest: "active" }));
    await waitFor(vendors, (s) => selectVendorsStatus(s) === "guest");
    expect(store.get(STORAGE_KEYS.guestToken)).toBe("guest.token.x");
  });

  it("the outlet toggle is persisted in local storage", async () => {
    const { session, vendors, store } = await start();
    session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
    await waitFor(vendors, (s) => s.matches({ ready: "idle" }));
    vendors.send({ type: "OUTLETS.TOGGLED", value: true, onRequestPage: false });
    expect(store.get(STORAGE_KEYS.includeAllOutlets)).toBe("true");
  });

  it("the login form's submission reaches the session, and the accepted terms are remembered", async () => {
    const { app, session, store } = await start();
    app.send({ type: "PAGE.CHANGED", pathname: "/connect", now: Date.now() });
    // The login form's machine comes with the signed-out side's chunk.
    await waitFor(app, (s) => s.matches({ signedOutSide: "loaded" }));
    const login = app.system.get("login") as AppChildren["login"];
    await waitFor(login, (s) => s.matches("editing"));
    login.send({ type: "FIELD.CHANGED", field: "email", value: " owner@demo.dk " });
    login.send({ type: "FIELD.CHANGED", field: "password", value: "Rider-Demo-2026!" });
    login.send({ type: "TERMS.CHANGED", accepted: true });
    login.send({ type: "SUBMIT" });
    await waitFor(session, (s) => s.matches({ signedIn: "idle" }));
    expect(store.get(STORAGE_KEYS.termsRequired)).toBe("accepted");
  });
});

describe("loginFailureKey", () => {
  it("falls back to the client's own keys, or the raw message for unknown texts", () => {
    expect(loginFailureKey("Something went wrong. Please try again. You could be offline.")).toEqual({ key: "error.network" });
    expect(loginFailureKey("weird")).toEqual({ key: "auth.weird", fallback: "weird" });
  });
});
