// Effect signatures of the session flow. Every placeholder throws until the composition root
// (src/app) provides the real effect with `sessionMachine.provide({ actors })`; tests provide fakes.
// The one exception is decodePlatformToken, which is pure (reads a JWT payload without verifying it)
// and therefore has its real implementation here; the root may still replace it.
import type { LoginAnswer } from "@domain/contract/identity";
import { vendorIdFromPlatformToken } from "@domain/platform-token";
import { fromPromise } from "xstate";

/**
 * Answer of POST /identity/v1/login and /refresh, from the shared contract: {user:{id,email},
 * meta:{AccessToken, IdToken, RefreshToken, Expires}}. The machine keeps user, access and id token and
 * Expires; the refresh token lives in the HttpOnly cookie and is never copied into the context.
 */
export type { LoginAnswer };

/** What local storage holds when the app starts, and when it was read. */
export type StoredSession = {
  /** External platform (GODROID) token, when the app was opened embedded. */
  platformToken: string | null;
  /** Guest token of a previous guest session. */
  guestToken: string | null;
  /** The previous session was a guest login. */
  guestLogin: boolean;
  /**
   * A classic session may exist (the refresh cookie is HttpOnly, so the portal keeps a hint: set
   * when a login or refresh succeeds, cleared at logout and when a restore or refresh fails).
   * Absent: unknown, ask.
   */
  sessionHint?: boolean;
  /**
   * The clock when storage was read (unix seconds), supplied by the composition root: the machine
   * never reads a clock, and a stored guest token is judged at this time.
   */
  nowSec: number;
};

/**
 * A login or refresh answer with the clock when it arrived (unix seconds), supplied by the
 * composition root: the refresh delay counts from then (the machine never reads a clock).
 */
export type SessionAnswer = LoginAnswer & { nowSec: number };

export type LoginInput = { email: string; password: string };
export type GuestToken = { token: string; expires: number };

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};

/** Reads the stored platform token, guest token and guest-login marker from local storage. */
export const readStoredSession = fromPromise<StoredSession, void>(async () => notProvided("readStoredSession")());

/** Reads the vendor of the first platform token; rejects when the token cannot be decoded. */
export const decodePlatformToken = fromPromise<{ vendorId: string }, { token: string }>(async ({ input }) => ({
  vendorId: vendorIdFromPlatformToken(input.token),
}));

/** POST /identity/v1/refresh with the HttpOnly refresh cookie; rejects when there is no session to restore. */
export type RestoreInput = { mayHaveSession: boolean };
export const restoreSession = fromPromise<SessionAnswer, RestoreInput>(async () => notProvided("restoreSession")());

/** POST /identity/v1/login; rejects with the "Failed to login: …" message. */
export const login = fromPromise<SessionAnswer, LoginInput>(async () => notProvided("login")());

/** POST /identity/v1/refresh (rotates the refresh cookie); rejects when the session cannot be refreshed. */
export const refresh = fromPromise<SessionAnswer, void>(async () => notProvided("refresh")());

/** POST /identity/v1/logout (revokes the refresh token, clears the cookie). */
export const logout = fromPromise<void, void>(async () => notProvided("logout")());

/** POST /identity/v1/guest. */
export const fetchGuestToken = fromPromise<GuestToken, void>(async () => notProvided("fetchGuestToken")());

/** Removes the guest token, the guest-login marker and the guest orders list from local storage. */
export const clearGuestStorage = fromPromise<void, void>(async () => notProvided("clearGuestStorage")());

/** Keeps the guest token (and the guest-login marker) in local storage. */
export const storeGuestToken = fromPromise<void, GuestToken>(async () => notProvided("storeGuestToken")());
