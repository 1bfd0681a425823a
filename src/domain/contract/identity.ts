// Identity service contract (/identity/v1): login, refresh, register, verify, forgot and reset
// password, guest and platform tokens, the demo mailbox. Request schemas carry the spec's message
// keys as issue messages, so the platform answers with the right translation key and the portal's
// forms can show the same texts. The password rule is the one of ../auth, shared with the forms.
import * as v from "valibot";
import { isPasswordValid, isResetCode, type LOGIN_ERROR_PREFIX, type LOGIN_ERROR_REASONS, loginErrorKey } from "../auth";
import { multilineText, text } from "./text";

export { isResetCode, loginErrorKey };

// ---------------------------------------------------------------------------------------------
// Password rule (spec 001 §5): at least 8 characters, at least 1 letter, 1 number, 1 uppercase,
// 1 lowercase and 1 special character from !@#$%^&*. The rule itself lives in ../auth (shared with
// the forms); it is re-exported here so contract users find it next to the schemas.

export { isPasswordValid, PASSWORD_MIN_LENGTH, PASSWORD_RULES, PASSWORD_SPECIALS, type PasswordRule, passwordProblems } from "../auth";

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest password accepted at all (the rule sets the minimum; this only bounds hostile input). */
export const PASSWORD_MAX_LENGTH = 1024;

/** A password field following the rule; `message` is the issue message (a translation key). */
export const passwordSchema = (message = "password.rules") =>
  v.pipe(text({ max: PASSWORD_MAX_LENGTH, message }), v.check(isPasswordValid, message));
export const PasswordSchema = passwordSchema();

// ---------------------------------------------------------------------------------------------
// Login

/** Messages of the identity provider (spec 001 §8); the translation key is "auth." + message. */
export const LOGIN_ERROR_MESSAGES = {
  internalError: "Failed to login: internal error",
  invalidConfiguration: "Failed to login: invalid configuration",
  invalidResponse: "Failed to login: invalid response",
  invalidParameter: "Failed to login: invalid parameter",
  rolePolicyInvalid: "Failed to login: role policy invalid",
  passwordResetRequired: "Failed to login: password reset required",
  resourceNotFound: "Failed to login: resource not found",
  tooManyRequests: "Failed to login: too many requests",
  unexpectedServerError: "Failed to login: unexpected server error",
  userNotConfirmed: "Failed to login: user not confirmed",
  userNotFound: "Failed to login: user not found",
  invalidPassword: "Failed to login: invalid password",
  codeDeliveryFailure: "Failed to login: code delivery failure",
  emailIdentityInvalid: "Failed to login: email identity invalid",
  userValidationFailed: "Failed to login: user validation failed",
  usernameExists: "Failed to login: username exists",
  codeNotValid: "Failed to login: code not valid",
} as const satisfies Record<string, `${typeof LOGIN_ERROR_PREFIX}${(typeof LOGIN_ERROR_REASONS)[number]}`>;
export type LoginErrorMessage = (typeof LOGIN_ERROR_MESSAGES)[keyof typeof LOGIN_ERROR_MESSAGES];

export const LoginRequestSchema = v.object({
  email: v.pipe(text({ max: EMAIL_MAX_LENGTH }), v.trim(), v.toLowerCase(), v.nonEmpty()),
  password: v.pipe(text({ max: PASSWORD_MAX_LENGTH }), v.nonEmpty()),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const LoginUserSchema = v.object({ id: text(), email: text() });
export type LoginUser = v.InferOutput<typeof LoginUserSchema>;

export const LoginMetaSchema = v.object({
  AccessToken: text(),
  IdToken: text(),
  RefreshToken: text(),
  /** Unix seconds when the AccessToken expires. */
  Expires: v.number(),
});
export type LoginMeta = v.InferOutput<typeof LoginMetaSchema>;

/** Answer of POST /login and POST /refresh. */
export const LoginAnswerSchema = v.object({ user: LoginUserSchema, meta: LoginMetaSchema });
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

/** POST /refresh: the refresh token comes from the HttpOnly cookie, or from this optional body. */
export const RefreshRequestSchema = v.object({ refresh_token: v.optional(text({ max: 512 })) });
export type RefreshRequest = v.InferOutput<typeof RefreshRequestSchema>;

/** Name of the HttpOnly cookie that carries the refresh token (Path=/identity/v1). */
export const REFRESH_COOKIE_NAME = "rrp_refresh";
/** Set beside the refresh cookie for every path, value "1": the browser holds a session, so `/` is not answered with the prerendered signed-out landing. A hint, never a credential. */
export const SIGNED_IN_HINT_COOKIE = "rrp_signed_in";

// ---------------------------------------------------------------------------------------------
// Registration

/** Registration error keys with their English text (used as the answer's message). */
export const REGISTRATION_ERRORS = {
  "registration.error.vendor-missing": "Please verify if the vendor code is correct",
  "registration.error.wrong-email": "The email is incorrect",
  "registration.error.already-linked-outlet": "This outlet is already linked to another account",
  "registration.error.email-registered": "This email is already registered",
  "registration.error.password-rules":
    "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)",
  "registration.error.password-mismatch": "The passwords do not match",
  "registration.error.generic": "We were unable to create an account.",
} as const;
export type RegistrationErrorKey = keyof typeof REGISTRATION_ERRORS;

const genericRegistration: RegistrationErrorKey = "registration.error.generic";
const optionalTrimmed = v.optional(v.pipe(text({ max: 200, message: genericRegistration }), v.trim()));

/**
 * POST /register. Exactly one of vendor_code (links the user to an existing vendor) and vendor_name
 * (creates a new single-outlet vendor). Issue messages are registration error keys.
 */
export const RegisterRequestSchema = v.pipe(
  v.object({
    email: v.pipe(
      text({ max: EMAIL_MAX_LENGTH, message: "registration.error.wrong-email" }),
      v.trim(),
      v.toLowerCase(),
      v.email("registration.error.wrong-email"),
    ),
    vendor_code: optionalTrimmed,
    vendor_name: optionalTrimmed,
    business_name: v.pipe(text({ max: 200, message: genericRegistration }), v.trim(), v.nonEmpty(genericRegistration)),
    mobile_number: v.pipe(text({ max: 64, message: genericRegistration }), v.trim(), v.regex(/^\+?[\d ]{6,20}$/, genericRegistration)),
    password: passwordSchema("registration.error.password-rules"),
    password_confirmation: text({ max: PASSWORD_MAX_LENGTH, message: "registration.error.password-mismatch" }),
    terms_accepted: v.literal(true, genericRegistration),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["password_confirmation"]],
      (i) => i.password === i.password_confirmation,
      "registration.error.password-mismatch",
    ),
    ["password_confirmation"],
  ),
  v.check((i) => Boolean(i.vendor_code) !== Boolean(i.vendor_name), genericRegistration),
);
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/** 201 {message: "registration.success"}. */
export const RegisterAnswerSchema = v.object({ message: v.literal("registration.success") });
export type RegisterAnswer = v.InferOutput<typeof RegisterAnswerSchema>;

/** The verification link is valid this long (spec 001 §9: 24 hours). */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 3600;
/** GET /verify?token=… (the link of the verification mail). */
export const VerifyQuerySchema = v.object({ token: v.optional(text({ max: 512 })) });
export type VerifyQuery = v.InferOutput<typeof VerifyQuerySchema>;

/** GET /verify redirects to /connect?verified=<one of these>. */
export const VERIFICATION_RESULTS = ["1", "expired", "invalid"] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

// ---------------------------------------------------------------------------------------------
// Forgot and reset password

export const ForgotPasswordRequestSchema = v.object({
  email: v.pipe(text({ max: EMAIL_MAX_LENGTH }), v.trim(), v.toLowerCase(), v.email("The email is incorrect")),
});
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>;

/** 202, whether or not the user exists (no user enumeration). */
export const ForgotPasswordAnswerSchema = v.object({ message: v.literal("password-reset.code-sent") });
export type ForgotPasswordAnswer = v.InferOutput<typeof ForgotPasswordAnswerSchema>;

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_SECONDS = 3600;

export const PASSWORD_RESET_ERRORS = {
  "password-reset.error.code-invalid": "The verification code is not valid",
  "password-reset.error.password-rules":
    "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)",
  "password-reset.error.password-mismatch": "The passwords do not match",
} as const;
export type PasswordResetErrorKey = keyof typeof PASSWORD_RESET_ERRORS;

export const ResetPasswordRequestSchema = v.pipe(
  v.object({
    email: v.pipe(
      text({ max: EMAIL_MAX_LENGTH, message: "password-reset.error.code-invalid" }),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty("password-reset.error.code-invalid"),
    ),
    code: v.pipe(text({ max: 64, message: "password-reset.error.code-invalid" }), v.trim(), v.check(isResetCode, "password-reset.error.code-invalid")),
    password: passwordSchema("password-reset.error.password-rules"),
    password_confirmation: text({ max: PASSWORD_MAX_LENGTH, message: "password-reset.error.password-mismatch" }),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["password_confirmation"]],
      (i) => i.password === i.password_confirmation,
      "password-reset.error.password-mismatch",
    ),
    ["password_confirmation"],
  ),
);
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;

export const ResetPasswordAnswerSchema = v.object({ message: v.literal("password-reset.success") });
export type ResetPasswordAnswer = v.InferOutput<typeof ResetPasswordAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Guest and external-platform (GODROID) tokens

/** POST /guest: a JWT with role guest and its expiry in unix seconds. */
export const GuestTokenAnswerSchema = v.object({ token: text(), expires: v.number() });
export type GuestTokenAnswer = v.InferOutput<typeof GuestTokenAnswerSchema>;

export const PlatformTokenRequestSchema = v.object({ vendor_id: v.pipe(text({ max: 64 }), v.trim(), v.nonEmpty()) });
export type PlatformTokenRequest = v.InferOutput<typeof PlatformTokenRequestSchema>;

export const PlatformTokenAnswerSchema = v.object({ token: text() });
export type PlatformTokenAnswer = v.InferOutput<typeof PlatformTokenAnswerSchema>;

/** Decoded payload of a GODROID external-platform JWT: the vendor comes from the first entry. */
export const PlatformTokenPayloadSchema = v.object({
  platform_tokens: v.pipe(
    v.array(v.object({ vendor_id: v.pipe(text(), v.nonEmpty()), token: text() })),
    v.minLength(1),
  ),
});
export type PlatformTokenPayload = v.InferOutput<typeof PlatformTokenPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Demo mailbox (GET /identity/v1/mailbox?email=...)

/** The demo mailbox lists the mails to one address only, so the address is required. */
export const MailboxQuerySchema = v.object({
  email: v.pipe(text({ max: EMAIL_MAX_LENGTH }), v.trim(), v.toLowerCase(), v.nonEmpty(), v.email()),
});
export type MailboxQuery = v.InferOutput<typeof MailboxQuerySchema>;

export const MailSchema = v.object({
  id: v.number(),
  to: text(),
  subject: text(),
  text: multilineText(),
  html: multilineText(),
  /** Path of the verification link, e.g. /identity/v1/verify?token=... */
  link: v.optional(text()),
  /** The 6-digit password reset code. */
  code: v.optional(text()),
  /** ISO 8601 timestamp. */
  created_at: text(),
});
export type Mail = v.InferOutput<typeof MailSchema>;

export const MailboxAnswerSchema = v.object({ mails: v.array(MailSchema) });
export type MailboxAnswer = v.InferOutput<typeof MailboxAnswerSchema>;
