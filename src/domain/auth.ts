// Account rules of the spec (second document, section 5 and 9): password rules, confirmation,
// e-mail pattern, the 6-digit reset code, the 8-character VAT number and phone input cleaning.
// Used by the registration and reset forms and by the platform that validates the same payloads.
// The phone check that needs libphonenumber's metadata is in ./auth/phone.ts, so the machines that only
// read an error message (flags, session: in every page's entry) do not load the metadata.

/** The special characters a password must contain one of. */
export const PASSWORD_SPECIALS = "!@#$%^&*";
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = [
  "password.rule.length",
  "password.rule.letter",
  "password.rule.number",
  "password.rule.uppercase",
  "password.rule.lowercase",
  "password.rule.special",
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** English text of each rule (the id is the message key). */
export const PASSWORD_RULE_TEXT: Record<PasswordRule, string> = {
  "password.rule.length": "At least 8 characters",
  "password.rule.letter": "At least 1 letter",
  "password.rule.number": "At least 1 number",
  "password.rule.uppercase": "At least 1 uppercase letter",
  "password.rule.lowercase": "At least 1 lowercase letter",
  "password.rule.special": "At least 1 special character (!@#$%^&*)",
};

const checks: Record<PasswordRule, (pw: string) => boolean> = {
  "password.rule.length": (pw) => [...pw].length >= PASSWORD_MIN_LENGTH,
  "password.rule.letter": (pw) => /[A-Za-z]/.test(pw),
  "password.rule.number": (pw) => /\d/.test(pw),
  "password.rule.uppercase": (pw) => /[A-Z]/.test(pw),
  "password.rule.lowercase": (pw) => /[a-z]/.test(pw),
  "password.rule.special": (pw) => [...pw].some((ch) => PASSWORD_SPECIALS.includes(ch)),
};

/** The rules the password fails, in the order of PASSWORD_RULES; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !checks[rule](password));
}

export const isPasswordValid = (password: string) => passwordProblems(password).length === 0;

/** The two entries must match (and the confirmation must not be empty). */
export const passwordsMatch = (password: string, confirmation: string) => confirmation.length > 0 && password === confirmation;

/** A simple e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** Reset verification code: exactly 6 digits. */
export const isResetCode = (code: string) => /^\d{6}$/.test(code.trim());

export const VAT_NUMBER_LENGTH = 8;
export const VAT_MESSAGES = {
  "vat.error.length": "Your VAT number should be 8 characters, please check again",
  "vat.error.invalid": "Your VAT number is invalid, please check again",
} as const;
export type VatProblem = keyof typeof VAT_MESSAGES;

/** VAT number is optional; when given it must be 8 characters, letters and digits only. */
export function vatNumberProblem(vat: string | null | undefined): VatProblem | null {
  const v = (vat ?? "").trim();
  if (v === "") return null;
  if (v.length !== VAT_NUMBER_LENGTH) return "vat.error.length";
  if (!/^[A-Za-z0-9]+$/.test(v)) return "vat.error.invalid";
  return null;
}

/** Phone inputs strip everything except digits and "+". */
export const sanitizePhone = (input: string) => input.replace(/[^\d+]/g, "");

/** Login failures of the identity service: "Failed to login: <reason>" (second document, section 8). */
export const LOGIN_ERROR_REASONS = [
  "internal error",
  "invalid configuration",
  "invalid response",
  "invalid parameter",
  "role policy invalid",
  "password reset required",
  "resource not found",
  "too many requests",
  "unexpected server error",
  "user not confirmed",
  "user not found",
  "invalid password",
  "code delivery failure",
  "email identity invalid",
  "user validation failed",
  "username exists",
  "code not valid",
] as const;
export const LOGIN_ERROR_PREFIX = "Failed to login: ";
// The offline message and errorMessage are in ./error-message.ts (the first load needs them without the rules).
export { errorMessage, OFFLINE_LOGIN_MESSAGE } from "./error-message";

/** Translation key of a login failure toast: "auth." followed by the error message. */
export const loginErrorKey = (message: string) => `auth.${message}`;

