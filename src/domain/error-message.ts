// The message of a failed effect: what the session and the flags read out of whatever an effect threw.
// A module of its own (not ./auth.ts, with the password and e-mail rules of the signed-out forms)
// because every page's first load needs it (issue 14).

/** What a sign-in that could not reach the platform says. */
export const OFFLINE_LOGIN_MESSAGE = "Something went wrong. Please try again. You could be offline.";

/** Reads a message out of whatever an effect threw (Error, {message}, string). */
export function errorMessage(error: unknown, fallback = OFFLINE_LOGIN_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") {
    const m = (error as { message: string }).message;
    if (m) return m;
  }
  return fallback;
}
