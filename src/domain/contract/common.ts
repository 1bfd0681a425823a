// Shapes every service shares: the error body of every 4xx/5xx answer and the plain message answer.
// The portal parses error bodies with ErrorBodySchema; the platform builds them with the same shape.
import * as v from "valibot";

/** One validation problem: the dotted path of the offending field and what is wrong with it. */
export const ValidationIssueSchema = v.object({
  path: v.string(),
  message: v.string(),
});
export type ValidationIssue = v.InferOutput<typeof ValidationIssueSchema>;

/** Body of every error answer; `issues` only on validation failures (400). */
export const ErrorBodySchema = v.object({
  message: v.string(),
  translation_key: v.string(),
  issues: v.optional(v.array(ValidationIssueSchema)),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Answers that only carry a message key (register, reset password, forgot password). */
export const MessageAnswerSchema = v.object({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof MessageAnswerSchema>;

/** Generic translation keys of the platform's own errors (not in the spec's catalogue). */
export const COMMON_ERROR_KEYS = {
  invalidRequest: "error.invalid-request",
  malformedJson: "error.malformed-json",
  payloadTooLarge: "error.payload-too-large",
  notFound: "error.not-found",
  unauthorized: "error.unauthorized",
  forbidden: "error.forbidden",
  internal: "error.internal",
  tooManyRequests: "error.too-many-requests",
} as const;
