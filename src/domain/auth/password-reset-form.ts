// The password-reset form: its values, the client-side checks of each step (e-mail pattern; 6-digit
// code, password rules, confirmation) with one error key per field, and how a platform error is
// placed. Pure functions built from the domain's account rules; the password-reset machine calls them.
import { isEmail, isPasswordValid, isResetCode, passwordsMatch } from "../auth";
import type { ResetPasswordRequest } from "../contract";

export interface PasswordResetValues {
  email: string;
  code: string;
  password: string;
  passwordConfirmation: string;
}
export type PasswordResetField = keyof PasswordResetValues;
export type PasswordResetFieldErrors = Partial<Record<PasswordResetField, string>>;

export const EMPTY_PASSWORD_RESET: PasswordResetValues = { email: "", code: "", password: "", passwordConfirmation: "" };

/** Keys of the client-side checks and of step failures without a platform key, with their English text. */
export const PASSWORD_RESET_FORM_ERRORS = {
  "password-reset.error.wrong-email": "The email is incorrect",
  "password-reset.error.code-invalid": "The verification code is not valid",
  "password-reset.error.password-rules":
    "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)",
  "password-reset.error.password-mismatch": "The passwords do not match",
  "password-reset.error.send-code": "We could not send the verification code. Please try again.",
  "password-reset.error.generic": "We could not change your password. Please try again.",
} as const;

export const PASSWORD_RESET_SUCCESS = "password-reset.success";
export const PASSWORD_RESET_CODE_SENT = "password-reset.code-sent";

export function validateResetEmail(values: PasswordResetValues): PasswordResetFieldErrors {
  return isEmail(values.email) ? {} : { email: "password-reset.error.wrong-email" };
}

export function validateNewPassword(values: PasswordResetValues): PasswordResetFieldErrors {
  const errors: PasswordResetFieldErrors = {};
  if (!isResetCode(values.code)) errors.code = "password-reset.error.code-invalid";
  if (!isPasswordValid(values.password)) errors.password = "password-reset.error.password-rules";
  if (!passwordsMatch(values.password, values.passwordConfirmation)) errors.passwordConfirmation = "password-reset.error.password-mismatch";
  return errors;
}

export const toResetPasswordRequest = (values: PasswordResetValues): ResetPasswordRequest => ({
  email: values.email.trim(),
  code: values.code.trim(),
  password: values.password,
  password_confirmation: values.passwordConfirmation,
});

const FIELD_OF_KEY: Record<string, PasswordResetField> = {
  "password-reset.error.code-invalid": "code",
  "password-reset.error.password-rules": "password",
  "password-reset.error.password-mismatch": "passwordConfirmation",
  "password-reset.error.wrong-email": "email",
};
const PASSTHROUGH_KEYS = new Set(["error.network", "error.malformed-answer"]);

/**
 * Places a failed step: a key that belongs to a field goes on it; the offline and unreadable-answer
 * keys become the form error as they are; anything else becomes `fallbackKey`.
 */
export function passwordResetFailure(
  error: unknown,
  fallbackKey: string,
): { fieldErrors: PasswordResetFieldErrors; formError: string | null } {
  const raw = typeof error === "object" && error !== null ? (error as { translationKey?: unknown }).translationKey : undefined;
  const key = typeof raw === "string" ? raw : null;
  const field = key ? FIELD_OF_KEY[key] : undefined;
  if (key && field) return { fieldErrors: { [field]: key }, formError: null };
  return { fieldErrors: {}, formError: key && PASSTHROUGH_KEYS.has(key) ? key : fallbackKey };
}
