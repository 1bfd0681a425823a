// Selectors of the password-reset flow: the forgot-password page reads these.
import type { SnapshotFrom } from "xstate";
import { PASSWORD_RESET_SUCCESS, type PasswordResetField } from "@domain/auth/password-reset-form";
import type { passwordResetMachine } from "./password-reset.machine";

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;

export type PasswordResetStep = "email" | "newPassword" | "done";

/** Which screen shows: the e-mail step (also while the code is sent), the new-password step, or done. */
export const selectPasswordResetStep = (s: Snapshot): PasswordResetStep =>
  s.matches("done") ? "done" : s.matches("askingNewPassword") || s.matches("resetting") ? "newPassword" : "email";
export const selectPasswordResetValues = (s: Snapshot) => s.context.values;
export const selectPasswordResetFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectPasswordResetFieldError = (s: Snapshot, field: PasswordResetField) => s.context.fieldErrors[field] ?? null;
export const selectPasswordResetFormError = (s: Snapshot) => s.context.formError;
export const selectIsPasswordResetBusy = (s: Snapshot) => s.hasTag("loading");
export const selectIsSendingCode = (s: Snapshot) => s.matches("sendingCode");
export const selectCanResendCode = (s: Snapshot) => s.can({ type: "CODE.RESEND" });
export const selectPasswordResetDone = (s: Snapshot) => s.matches("done");
export const selectPasswordResetSuccessKey = (s: Snapshot) => (s.matches("done") ? PASSWORD_RESET_SUCCESS : null);
