// Effect signatures of the password-reset flow. The composition root provides
// POST /identity/v1/forgot-password and POST /identity/v1/reset-password; tests provide fakes.
// Failures reject with an error carrying the platform's `translationKey` (password-reset.error.*).
import type { ForgotPasswordAnswer, ResetPasswordAnswer, ResetPasswordRequest } from "@domain/contract";
import { fromPromise } from "xstate";

/** Asks the platform to mail a 6-digit code (valid 1 h); answers 202 whether or not the user exists. */
export const requestResetCode = fromPromise<ForgotPasswordAnswer, { email: string }>(async () => {
  throw new Error("requestResetCode is not provided");
});

/** Sets the new password when the code is right. */
export const resetPassword = fromPromise<ResetPasswordAnswer, ResetPasswordRequest>(async () => {
  throw new Error("resetPassword is not provided");
});
