// Model of the session machine for generated paths: the events a path may contain, with the
// concrete outputs of each actor. Shared by the hand-written specs (fixtures) and the registry.
// The storage read and the answers carry the clock of their arrival (NOW_SEC): the machine reads none.
import type { GuestToken, SessionAnswer, StoredSession } from "@machines/session/session.actors";
import { sessionMachine } from "@machines/session/session.machine";
import type { ModelOptions } from "../../support/model-paths";
import { FAR_FUTURE, fakeJwt, LONG_AGO } from "../../support/jwt";

export const NOW_SEC = 1_767_225_600; // 2026-01-01T00:00:00Z

export const PLATFORM_TOKEN = fakeJwt({ platform_tokens: [{ vendor_id: "DK-1001", token: "platform-secret" }, { vendor_id: "DK-1002" }] });
export const VALID_GUEST_TOKEN = fakeJwt({ role: "guest", exp: FAR_FUTURE });
export const EXPIRED_GUEST_TOKEN = fakeJwt({ role: "guest", exp: LONG_AGO });
export const FRESH_GUEST: GuestToken = { token: fakeJwt({ role: "guest", exp: FAR_FUTURE, n: 2 }), expires: FAR_FUTURE };

export const STORED = {
  godroid: { platformToken: PLATFORM_TOKEN, guestToken: null, guestLogin: false, nowSec: NOW_SEC },
  validGuest: { platformToken: null, guestToken: VALID_GUEST_TOKEN, guestLogin: true, nowSec: NOW_SEC },
  expiredGuest: { platformToken: null, guestToken: EXPIRED_GUEST_TOKEN, guestLogin: true, nowSec: NOW_SEC },
  invalidGuest: { platformToken: null, guestToken: "not-a-token", guestLogin: true, nowSec: NOW_SEC },
  nothing: { platformToken: null, guestToken: null, guestLogin: false, nowSec: NOW_SEC },
} satisfies Record<string, StoredSession>;

export const LOGIN_ANSWER: SessionAnswer = {
  user: { id: "user-owner", email: "owner@demo.dk" },
  meta: { AccessToken: "access-1", IdToken: "id-1", RefreshToken: "refresh-1", Expires: FAR_FUTURE },
  nowSec: NOW_SEC,
};
export const REFRESHED_ANSWER: SessionAnswer = {
  user: { id: "user-owner", email: "owner@demo.dk" },
  meta: { AccessToken: "access-2", IdToken: "id-2", RefreshToken: "refresh-2", Expires: FAR_FUTURE + 3600 },
  nowSec: NOW_SEC + 60,
};
export const CREDENTIALS = { email: "owner@demo.dk", password: "Rider-Demo-2026!" };
export const LOGIN_ERROR = new Error("Failed to login: invalid password");

export const sessionModel: ModelOptions = {
  input: { guestCheckout: false },
  events: [
    ...Object.values(STORED).map((output) => ({ type: "xstate.done.actor.readStoredSession", output })),
    { type: "xstate.error.actor.readStoredSession", error: new Error("storage unavailable") },
    { type: "xstate.done.actor.decodePlatformToken", output: { vendorId: "DK-1001" } },
    { type: "xstate.error.actor.decodePlatformToken", error: new Error("not a JWT") },
    { type: "xstate.done.actor.restoreSession", output: LOGIN_ANSWER },
    { type: "xstate.error.actor.restoreSession", error: new Error("Failed to login: invalid parameter") },
    { type: "LOGIN.SUBMITTED", ...CREDENTIALS },
    { type: "xstate.done.actor.login", output: LOGIN_ANSWER },
    { type: "xstate.error.actor.login", error: LOGIN_ERROR },
    { type: "xstate.done.actor.refresh", output: REFRESHED_ANSWER },
    { type: "xstate.error.actor.refresh", error: new Error("Failed to login: invalid parameter") },
    { type: "xstate.done.actor.fetchGuestToken", output: FRESH_GUEST },
    { type: "xstate.error.actor.fetchGuestToken", error: new Error("guest token unavailable") },
    { type: "FLAGS.CHANGED", guestCheckout: true },
    { type: "FLAGS.CHANGED", guestCheckout: false },
  ],
};

export { sessionMachine };
