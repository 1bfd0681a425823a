// The composition root's wiring, against a fake platform: the session drives the vendors, login
// failures and logout become notifications, flags reach the session.
import { DEFAULT_DEPLOYMENT } from "@config/deployment";
import { selectIsAuthenticated, selectMode } from "@machines/session/session.selectors";
import { selectSelectedVendorId, selectVendorsStatus } from "@machines/vendors/vendors.selectors";
import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { createServices, loginFailureKey, vendorAudience } from "../../src/app/services/create-services";
import type { NotifyRequest } from "../../src/app/services/notify";
import { memoryStore, STORAGE_KEYS } from "../../src/app/services/storage";
import { fakePlatform } from "./fake-platform";

async function start(store = memoryStore()) {
  const platform = fakePlatform();
  const notes: NotifyRequest[] = [];
  const services = await createServices({
    config: DEFAULT_DEPLOYMENT,
    store,
    fetch: platform.fetch,
    notify: (n) => notes.push(n),
    reloadPage: () => {},
  });
  await waitFor(services.session, (s) => s.matches("signedOut"));
  return { services, platform, notes, store };
}

describe("composition root", () => {
  it("starts signed out after the refresh cookie is refused, with the provider's flags", async () => {
    const { services } = await start();
    expect(selectIsAuthenticated(services.session.getSnapshot(), Date.now() / 1000)).toBe(false);
    expect(services.flags.getSnapshot().context.flags.guest_checkout).toBe(true);
    expect(selectVendorsStatus(services.vendors.getSnapshot())).toBe("signedOut");
  });

  it("login loads the vendors with the bearer built from access and id token", async () => {
    const { services, platform } = await start();
    services.session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
    await waitFor(services.vendors, (s) => s.matches({ ready: "idle" }));
    expect(selectSelectedVendorId(services.vendors.getSnapshot())).toBe("DK-1000");
    const vendorsCall = platform.calls.find((c) => c.path === "/orders/api/v1/vendors");
    expect(vendorsCall?.authorization).toBe("Bearer access;id");
    expect(vendorAudience(services.session)).toEqual({ kind: "user", email: "owner@demo.dk" });
  });

  it("a failed login becomes the auth.{message} error toast", async () => {
    const { services, notes } = await start();
    services.session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "nope" });
    await waitFor(services.session, (s) => s.matches({ signedOut: "idle" }) && s.context.error !== null);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "ERROR", key: "auth.Failed to login: invalid password" }));
  });

  it("logout forgets the vendors and says 'You are now disconnected.'", async () => {
    const { services, notes } = await start();
    services.session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
    await waitFor(services.vendors, (s) => s.matches("ready"));
    services.session.send({ type: "LOGOUT" });
    await waitFor(services.session, (s) => s.matches("signedOut"));
    expect(selectVendorsStatus(services.vendors.getSnapshot())).toBe("signedOut");
    expect(notes).toContainEqual(expect.objectContaining({ kind: "INFO", key: "auth.logout.disconnected" }));
  });

  it("a guest gets the guest vendor and a stored guest token", async () => {
    const { services, store } = await start();
    services.session.send({ type: "GUEST.REQUESTED" });
    await waitFor(services.session, (s) => selectMode(s) === "GUEST" && s.matches({ guest: "active" }));
    expect(selectVendorsStatus(services.vendors.getSnapshot())).toBe("guest");
    expect(store.get(STORAGE_KEYS.guestToken)).toBe("guest.token.x");
  });

  it("the outlet toggle is persisted in local storage", async () => {
    const { services, store } = await start();
    services.session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
    await waitFor(services.vendors, (s) => s.matches({ ready: "idle" }));
    services.vendors.send({ type: "OUTLETS.TOGGLED", value: true, onRequestPage: false });
    expect(store.get(STORAGE_KEYS.includeAllOutlets)).toBe("true");
  });
});

describe("loginFailureKey", () => {
  it("falls back to the client's own keys, or the raw message for unknown texts", () => {
    expect(loginFailureKey("Something went wrong. Please try again. You could be offline.")).toEqual({ key: "error.network" });
    expect(loginFailureKey("weird")).toEqual({ key: "auth.weird", fallback: "weird" });
  });
});
