// Hand-written specs of the session machine: fake actors settled by the test, delays on the
// simulated clock. The machine reads no clock: time comes with the storage read and the answers
// (`nowSec`), so nothing here pins Date.
import { decodePlatformToken } from "@machines/session/session.actors";
import { sessionMachine } from "@machines/session/session.machine";
import {
  selectAuthHeader,
  selectCanRequestGuest,
  selectIsAuthenticated,
  selectIsLoggingIn,
  selectIsResolving,
  selectMode,
  selectUser,
} from "@machines/session/session.selectors";
import { describe, expect, it } from "vitest";
import { type ExecuteOptions, settle, startControlled } from "../../support/model-paths";
import { fakeJwt } from "../../support/jwt";
import { CREDENTIALS, FRESH_GUEST, LOGIN_ANSWER, LOGIN_ERROR, NOW_SEC, PLATFORM_TOKEN, REFRESHED_ANSWER, STORED, VALID_GUEST_TOKEN } from "./session.model";
const answerExpiringIn = (seconds: number) => ({ ...LOGIN_ANSWER, meta: { ...LOGIN_ANSWER.meta, Expires: NOW_SEC + seconds } });

type Snap = ReturnType<typeof sessionMachine.getInitialSnapshot>;

async function start(input: { guestCheckout?: boolean } = { guestCheckout: false }, provide?: ExecuteOptions["provide"]) {
  const c = startControlled(sessionMachine, { input, provide });
  await settle();
  const snap = () => c.actor.getSnapshot() as unknown as Snap;
  return { ...c, snap };
}

async function signedInViaRestore(answer = LOGIN_ANSWER) {
  const s = await start();
  await s.resolve("readStoredSession", STORED.nothing);
  await s.resolve("restoreSession", answer);
  return s;
}

describe("session: mode detection at start-up", () => {
  it("starts by reading storage and is still resolving", async () => {
    const s = await start();
    expect(s.snap().matches({ detectingMode: "readingStorage" })).toBe(true);
    expect(s.isRunning("readStoredSession")).toBe(true);
    expect(selectIsResolving(s.snap())).toBe(true);
    expect(selectIsAuthenticated(s.snap(), NOW_SEC)).toBe(false);
  });

  it("a stored platform token enters GODROID mode with the vendor of the first platform token", async () => {
    const s = await start();
    await s.resolve("readStoredSession", STORED.godroid);
    expect(s.snap().matches({ detectingMode: "decodingPlatformToken" })).toBe(true);
    expect(s.inputOf("decodePlatformToken")).toEqual({ token: PLATFORM_TOKEN });
    await s.resolve("decodePlatformToken", { vendorId: "DK-1001" });
    expect(s.snap().matches("godroid")).toBe(true);
    expect(selectMode(s.snap())).toBe("GODROID");
    expect(s.snap().context.vendorId).toBe("DK-1001");
    expect(selectAuthHeader(s.snap())).toBe(`ExternalPlatform ${PLATFORM_TOKEN}`);
    expect(selectIsAuthenticated(s.snap(), NOW_SEC)).toBe(true);
    expect(selectIsResolving(s.snap())).toBe(false);
  });

  it("the built-in decoder reads the vendor from the real token", async () => {
    const s = await start(undefined, { actors: { decodePlatformToken } });
    await s.resolve("readStoredSession", STORED.godroid);
    await settle();
    expect(s.snap().matches("godroid")).toBe(true);
    expect(s.snap().context.vendorId).toBe("DK-1001");
  });

  it("an undecodable platform token falls back to the classic mode and restores from the cookie", async () => {
    const s = await start(undefined, { actors: { decodePlatformToken } });
    await s.resolve("readStoredSession", { ...STORED.godroid, platformToken: "garbage" });
    await settle();
    expect(s.snap().matches("restoring")).toBe(true);
    expect(s.snap().context.platformToken).toBeNull();
    expect(selectMode(s.snap())).toBe("CLASSIC");
    expect(s.isRunning("restoreSession")).toBe(true);
  });

  it("restores a classic session from the refresh cookie (no login event)", async () => {
    const s = await signedInViaRestore();
    expect(s.snap().matches({ signedIn: "idle" })).toBe(true);
    expect(selectUser(s.snap())).toEqual(LOGIN_ANSWER.user);
    expect(selectAuthHeader(s.snap())).toBe("Bearer access-1;id-1");
    expect(selectIsAuthenticated(s.snap(), NOW_SEC)).toBe(true);
    expect(s.emitted).toEqual([]);
  });

  it("the restore is told whether a session may exist: the stored hint, or yes when storage cannot be read", async () => {
    const none = await start();
    await none.resolve("readStoredSession", { ...STORED.nothing, sessionHint: false });
    expect(none.inputOf("restoreSession")).toEqual({ mayHaveSession: false });
    const hinted = await start();
    await hinted.resolve("readStoredSession", { ...STORED.nothing, sessionHint: true });
    expect(hinted.inputOf("restoreSession")).toEqual({ mayHaveSession: true });
    const unreadable = await start();
    await unreadable.reject("readStoredSession", new Error("storage unavailable"));
    expect(unreadable.inputOf("restoreSession")).toEqual({ mayHaveSession: true });
  });

  it("without a session to restore it is signed out", async () => {
    const s = await start();
    await s.reject("readStoredSession", new Error("storage unavailable"));
    expect(s.snap().matches("restoring")).toBe(true);
    await s.reject("restoreSession", new Error("Failed to login: invalid parameter"));
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(selectIsResolving(s.snap())).toBe(false);
    expect(selectIsAuthenticated(s.snap(), NOW_SEC)).toBe(false);
    expect(selectAuthHeader(s.snap())).toBeNull();
  });

  it("a stored guest login with a valid token resumes guest mode without a new token", async () => {
    const s = await start({ guestCheckout: true });
    await s.resolve("readStoredSession", STORED.validGuest);
    expect(s.snap().matches({ guest: "active" })).toBe(true);
    expect(selectMode(s.snap())).toBe("GUEST");
    expect(selectAuthHeader(s.snap())).toBe(`Bearer ${VALID_GUEST_TOKEN}`);
    expect(selectIsAuthenticated(s.snap(), NOW_SEC)).toBe(true);
    expect(s.started.map((a) => a.src)).toEqual(["readStoredSession"]);
  });

  for (const [name, stored] of [
    ["expired", STORED.expiredGuest],
    ["invalid", STORED.invalidGuest],
  ] as const) {
    it(`a stored guest login with an ${name} token is logged out, then guest mode starts when guest checkout is on`, async () => {
      const s = await start({ guestCheckout: true });
      await s.resolve("readStoredSession", stored);
      expect(s.snap().matches({ detectingMode: "discardingGuestLogin" })).toBe(true);
      await s.resolve("clearGuestStorage");
      expect(s.emitted).toEqual([{ type: "session.loggedOut" }]);
      expect(s.snap().matches({ guest: "fetchingToken" })).toBe(true);
      expect(selectIsResolving(s.snap())).toBe(true);
      await s.resolve("fetchGuestToken", FRESH_GUEST);
      expect(s.snap().matches({ guest: "storingToken" })).toBe(true);
      expect(s.inputOf("storeGuestToken")).toEqual(FRESH_GUEST);
      await s.resolve("storeGuestToken");
      expect(s.snap().matches({ guest: "active" })).toBe(true);
      expect(selectAuthHeader(s.snap())).toBe(`Bearer ${FRESH_GUEST.token}`);
    });
  }

  it("a stale guest login stays signed out when guest checkout is off", async () => {
    const s = await start({ guestCheckout: false });
    await s.resolve("readStoredSession", STORED.expiredGuest);
    await s.resolve("clearGuestStorage");
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(s.emitted).toEqual([{ type: "session.loggedOut" }]);
    expect(s.snap().context.guestToken).toBeNull();
  });
});

describe("session: login", () => {
  async function signedOut(input = { guestCheckout: false }) {
    const s = await start(input);
    await s.resolve("readStoredSession", STORED.nothing);
    await s.reject("restoreSession", new Error("no session"));
    return s;
  }

  it("logs in, emits session.loggedIn, clears the guest orders, and keeps no refresh token", async () => {
    const s = await signedOut();
    await s.send({ type: "LOGIN.SUBMITTED", ...CREDENTIALS });
    expect(s.snap().matches({ signedOut: "loggingIn" })).toBe(true);
    expect(selectIsLoggingIn(s.snap())).toBe(true);
    expect(s.inputOf("login")).toEqual(CREDENTIALS);
    await s.resolve("login", LOGIN_ANSWER);
    expect(s.emitted).toEqual([{ type: "session.loggedIn" }]);
    expect(s.snap().matches({ signedIn: "clearingGuestStorage" })).toBe(true);
    expect(selectIsLoggingIn(s.snap())).toBe(false);
    await s.resolve("clearGuestStorage");
    expect(s.snap().matches({ signedIn: "idle" })).toBe(true);
    expect(s.snap().context.tokens).toEqual({ accessToken: "access-1", idToken: "id-1", expires: LOGIN_ANSWER.meta.Expires, receivedAt: NOW_SEC });
    expect(JSON.stringify(s.snap().context)).not.toContain("refresh-1");
  });

  it("a failed login emits session.loginFailed with the identity message and stays signed out", async () => {
    const s = await signedOut();
    await s.send({ type: "LOGIN.SUBMITTED", ...CREDENTIALS });
    await s.reject("login", LOGIN_ERROR);
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(s.emitted).toEqual([{ type: "session.loginFailed", message: "Failed to login: invalid password" }]);
    expect(s.snap().context.error).toBe("Failed to login: invalid password");
    await s.send({ type: "LOGIN.SUBMITTED", ...CREDENTIALS });
    expect(s.snap().context.error).toBeNull();
  });

  it("a failure without a message reads as the offline message", async () => {
    const s = await signedOut();
    await s.send({ type: "LOGIN.SUBMITTED", ...CREDENTIALS });
    await s.reject("login", new TypeError(""));
    expect(s.emitted[0]).toEqual({ type: "session.loginFailed", message: "Something went wrong. Please try again. You could be offline." });
  });

  it("GUEST.REQUESTED needs guest checkout; FLAGS.CHANGED turns it on", async () => {
    const s = await signedOut();
    expect(selectCanRequestGuest(s.snap())).toBe(false);
    await s.send({ type: "GUEST.REQUESTED" });
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    await s.send({ type: "FLAGS.CHANGED", guestCheckout: true });
    expect(selectCanRequestGuest(s.snap())).toBe(true);
    await s.send({ type: "GUEST.REQUESTED" });
    expect(s.snap().matches({ guest: "fetchingToken" })).toBe(true);
  });

  it("a guest who cannot get a token is back to signed out with an error", async () => {
    const s = await signedOut({ guestCheckout: true });
    await s.send({ type: "GUEST.REQUESTED" });
    await s.reject("fetchGuestToken", new Error("guest token unavailable"));
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(s.snap().context.error).toBe("guest token unavailable");
  });

  it("a guest can log in: guest storage is cleared and the classic credentials take over", async () => {
    const s = await start({ guestCheckout: true });
    await s.resolve("readStoredSession", STORED.validGuest);
    await s.send({ type: "LOGIN.SUBMITTED", ...CREDENTIALS });
    expect(s.snap().matches({ guest: "loggingIn" })).toBe(true);
    expect(selectIsLoggingIn(s.snap())).toBe(true);
    await s.reject("login", LOGIN_ERROR);
    expect(s.snap().matches({ guest: "active" })).toBe(true);
    expect(selectMode(s.snap())).toBe("GUEST");
    await s.send({ type: "LOGIN.SUBMITTED", ...CREDENTIALS });
    await s.resolve("login", LOGIN_ANSWER);
    expect(s.isRunning("clearGuestStorage")).toBe(true);
    expect(selectMode(s.snap())).toBe("CLASSIC");
    expect(s.snap().context.guestToken).toBeNull();
    expect(selectAuthHeader(s.snap())).toBe("Bearer access-1;id-1");
  });
});

describe("session: refresh", () => {
  it("refreshes 600 s before expiry (after 3000 s for a one-hour token)", async () => {
    const s = await signedInViaRestore(answerExpiringIn(3600));
    await s.advance(2_999_999);
    expect(s.snap().matches({ signedIn: "idle" })).toBe(true);
    await s.advance(1);
    expect(s.snap().matches({ signedIn: "refreshing" })).toBe(true);
    await s.resolve("refresh", REFRESHED_ANSWER);
    expect(s.snap().matches({ signedIn: "idle" })).toBe(true);
    expect(s.snap().context.tokens?.accessToken).toBe("access-2");
  });

  it("refreshes at once when fewer than 600 s remain", async () => {
    const s = await signedInViaRestore(answerExpiringIn(300));
    await s.advance(0);
    expect(s.snap().matches({ signedIn: "refreshing" })).toBe(true);
  });

  it("a failed refresh logs out", async () => {
    const s = await signedInViaRestore(answerExpiringIn(3600));
    await s.advance(3_000_000);
    await s.reject("refresh", new Error("Failed to login: invalid parameter"));
    expect(s.snap().matches({ loggingOut: "revoking" })).toBe(true);
    await s.resolve("logout");
    await s.resolve("clearGuestStorage");
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(s.emitted).toEqual([{ type: "session.loggedOut" }]);
    expect(selectIsAuthenticated(s.snap(), NOW_SEC)).toBe(false);
  });

  it("TOKEN.EXPIRED (the platform refused the token: the clocks differ) refreshes at once, long before the timer", async () => {
    const s = await signedInViaRestore(answerExpiringIn(3600));
    await s.advance(60_000);
    await s.send({ type: "TOKEN.EXPIRED" });
    expect(s.snap().matches({ signedIn: "refreshing" })).toBe(true);
    await s.send({ type: "TOKEN.EXPIRED" }); // a second report while refreshing changes nothing
    expect(s.isRunning("refresh")).toBe(true);
    await s.resolve("refresh", REFRESHED_ANSWER);
    expect(s.snap().matches({ signedIn: "idle" })).toBe(true);
    expect(selectAuthHeader(s.snap())).toBe("Bearer access-2;id-2");
  });

  it("TOKEN.EXPIRED when the refresh fails signs out", async () => {
    const s = await signedInViaRestore(answerExpiringIn(3600));
    await s.send({ type: "TOKEN.EXPIRED" });
    await s.reject("refresh", new Error("Failed to login: invalid parameter"));
    await s.resolve("logout");
    await s.resolve("clearGuestStorage");
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(s.emitted).toEqual([{ type: "session.loggedOut" }]);
  });

  it("TOKEN.EXPIRED signs guests and GODROID sessions out (their tokens cannot be refreshed)", async () => {
    const g = await start({ guestCheckout: true });
    await g.resolve("readStoredSession", STORED.validGuest);
    await g.send({ type: "TOKEN.EXPIRED" });
    expect(g.snap().matches({ loggingOut: "revoking" })).toBe(true);

    const d = await start();
    await d.resolve("readStoredSession", STORED.godroid);
    await d.resolve("decodePlatformToken", { vendorId: "DK-1001" });
    await d.send({ type: "TOKEN.EXPIRED" });
    expect(d.snap().matches({ loggingOut: "revoking" })).toBe(true);
  });

  it("an expired token is not a valid session even before the refresh ran", async () => {
    const s = await signedInViaRestore(answerExpiringIn(3600));
    expect(selectIsAuthenticated(s.snap(), NOW_SEC + 3599)).toBe(true);
    expect(selectIsAuthenticated(s.snap(), NOW_SEC + 3600)).toBe(false);
  });
});

describe("session: logout", () => {
  it("revokes, clears guest storage, emits session.loggedOut and resets the session (even when revoking fails)", async () => {
    const s = await signedInViaRestore();
    await s.send({ type: "FLAGS.CHANGED", guestCheckout: true });
    await s.send({ type: "LOGOUT" });
    expect(s.snap().matches({ loggingOut: "revoking" })).toBe(true);
    await s.reject("logout", new Error("offline"));
    expect(s.snap().matches({ loggingOut: "clearing" })).toBe(true);
    await s.resolve("clearGuestStorage");
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(s.emitted).toEqual([{ type: "session.loggedOut" }]);
    expect(s.snap().context).toMatchObject({ mode: "CLASSIC", user: null, tokens: null, guestToken: null, guestCheckout: true });
  });

  it("logging out during a refresh cancels the refresh request", async () => {
    const s = await signedInViaRestore(answerExpiringIn(300));
    await s.advance(0);
    const signal = s.signalOf("refresh");
    await s.send({ type: "LOGOUT" });
    expect(signal.aborted).toBe(true);
    expect(s.snap().matches("loggingOut")).toBe(true);
  });

  it("guests and GODROID sessions log out the same way", async () => {
    const g = await start({ guestCheckout: true });
    await g.resolve("readStoredSession", STORED.validGuest);
    await g.send({ type: "LOGOUT" });
    await g.resolve("logout");
    await g.resolve("clearGuestStorage");
    expect(g.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(g.snap().context.guestToken).toBeNull();

    const d = await start();
    await d.resolve("readStoredSession", STORED.godroid);
    await d.resolve("decodePlatformToken", { vendorId: "DK-1001" });
    await d.send({ type: "LOGOUT" });
    await d.resolve("logout");
    await d.resolve("clearGuestStorage");
    expect(d.snap().context).toMatchObject({ mode: "CLASSIC", platformToken: null, vendorId: null });
    expect(d.emitted).toEqual([{ type: "session.loggedOut" }]);
  });
});

describe("session: placeholders", () => {
  it("an effect the composition root did not provide fails like a rejected one", async () => {
    const { createActor } = await import("xstate");
    const actor = createActor(sessionMachine, { input: { guestCheckout: false } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    await settle();
    // readStoredSession threw "not provided": the machine goes on to restoring, whose placeholder also throws
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: "idle" })).toBe(true);
    actor.stop();
  });
});

describe("session: guest checkout gates a resumed guest session", () => {
  it("a valid stored guest login is discarded when guest checkout is off", async () => {
    const s = await start({ guestCheckout: false });
    await s.resolve("readStoredSession", STORED.validGuest);
    expect(s.snap().matches({ detectingMode: "discardingGuestLogin" })).toBe(true);
    await s.resolve("clearGuestStorage");
    expect(s.snap().matches({ signedOut: "idle" })).toBe(true);
    expect(s.snap().context.guestToken).toBeNull();
  });
});

describe("session: the clock comes with the events, never from the machine", () => {
  it("a stored guest token is judged at the time storage was read", async () => {
    const token = fakeJwt({ role: "guest", exp: NOW_SEC + 10 });
    const fresh = await start({ guestCheckout: true });
    await fresh.resolve("readStoredSession", { ...STORED.validGuest, guestToken: token, nowSec: NOW_SEC });
    expect(fresh.snap().matches({ guest: "active" })).toBe(true);

    const late = await start({ guestCheckout: true });
    await late.resolve("readStoredSession", { ...STORED.validGuest, guestToken: token, nowSec: NOW_SEC + 20 });
    expect(late.snap().matches({ detectingMode: "discardingGuestLogin" })).toBe(true);
  });

  it("the refresh delay counts from when the answer arrived", async () => {
    // Arrived 1000 s into a one-hour token: the refresh is due 600 s before expiry, 2000 s later.
    const s = await signedInViaRestore({ ...answerExpiringIn(3600), nowSec: NOW_SEC + 1000 });
    expect(s.snap().context.tokens?.receivedAt).toBe(NOW_SEC + 1000);
    await s.advance(1_999_999);
    expect(s.snap().matches({ signedIn: "idle" })).toBe(true);
    await s.advance(1);
    expect(s.snap().matches({ signedIn: "refreshing" })).toBe(true);
  });
});
