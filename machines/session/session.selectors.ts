// Selectors of the session flow: views, route guards and the API client read these, never the chart.
import { authorizationHeader } from "@domain/auth-header";
import { isSessionValid } from "@domain/session";
import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session.machine";

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * Valid in GODROID or GUEST mode, or when a user exists and the token expiry is after `nowSec` (the
 * caller's clock, unix seconds: selectors never read one).
 */
export const selectIsAuthenticated = (s: Snapshot, nowSec: number) =>
  isSessionValid(s.context.mode, s.context.user, s.context.tokens?.expires ?? null, nowSec);

export const selectMode = (s: Snapshot) => s.context.mode;
export const selectUser = (s: Snapshot) => s.context.user;
export const selectVendorIdFromToken = (s: Snapshot) => s.context.vendorId;
export const selectSessionError = (s: Snapshot) => s.context.error;
export const selectGuestToken = (s: Snapshot) => s.context.guestToken;
export const selectIsGuest = (s: Snapshot) => s.context.mode === "GUEST";
export const selectIsGodroid = (s: Snapshot) => s.context.mode === "GODROID";

/** Authorization header value by the spec's precedence (platform token, access;id bearer, guest bearer). */
export const selectAuthHeader = (s: Snapshot) =>
  authorizationHeader({
    platformToken: s.context.platformToken,
    accessToken: s.context.tokens?.accessToken ?? null,
    idToken: s.context.tokens?.idToken ?? null,
    guestToken: s.context.guestToken,
  });

/** A login request is under way (tag 'loading'). */
export const selectIsLoggingIn = (s: Snapshot) => s.hasTag("loading");

/** The session is not known yet: detecting the mode, restoring from the cookie or obtaining a guest token. */
export const selectIsResolving = (s: Snapshot) => s.hasTag("resolving");

/** Signing out is under way. */
export const selectIsLoggingOut = (s: Snapshot) => s.matches("loggingOut");

/** Guest mode can be entered now (signed out and guest checkout on). */
export const selectCanRequestGuest = (s: Snapshot) => s.can({ type: "GUEST.REQUESTED" });
