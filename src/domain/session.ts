// Session rules of the spec (core document, "Session"): when a session counts as valid and when the
// access token must be refreshed. Pure: the caller passes the current time in unix seconds.

export const APP_MODES = ["CLASSIC", "GODROID", "GUEST"] as const;
export type AppMode = (typeof APP_MODES)[number];

/** A token refresh happens when fewer than this many seconds remain before expiry. */
export const REFRESH_THRESHOLD_SECONDS = 600;

/** Browsers fire setTimeout at once for delays above 2^31-1 ms; a refresh delay never exceeds it. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

export type SessionUser = { id: string; email: string };

/**
 * Valid in GODROID or GUEST mode (their tokens are not ours to judge), or when a user exists and the
 * token expiry (unix seconds) is still in the future.
 */
export function isSessionValid(
  mode: AppMode,
  user: SessionUser | null | undefined,
  expires: number | null | undefined,
  nowSec: number,
): boolean {
  if (mode === "GODROID" || mode === "GUEST") return true;
  return !!user && typeof expires === "number" && expires > nowSec;
}

/** Seconds until the refresh is due (600 s before expiry); 0 when it is already due. */
export function secondsUntilRefresh(expires: number, nowSec: number): number {
  return Math.max(0, expires - REFRESH_THRESHOLD_SECONDS - nowSec);
}

/** The same as a timer delay in milliseconds, clamped to what a browser timer can hold. */
export function refreshDelayMs(expires: number, nowSec: number): number {
  return Math.min(MAX_TIMER_DELAY_MS, Math.round(secondsUntilRefresh(expires, nowSec) * 1000));
}

/** True when fewer than 600 s remain before expiry. */
export function shouldRefresh(expires: number, nowSec: number): boolean {
  return expires - nowSec < REFRESH_THRESHOLD_SECONDS;
}
