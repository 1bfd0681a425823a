// Shapes every service shares: the error body of every 4xx/5xx answer and the plain message answer.
// The portal parses error bodies with ErrorBodySchema; the platform builds them with the same shape.
import * as v from "valibot";
import { multilineText, text } from "./text";

/** One validation problem: the dotted path of the offending field and what is wrong with it. */
export const ValidationIssueSchema = v.object({
  path: text(),
  message: multilineText(),
});
export type ValidationIssue = v.InferOutput<typeof ValidationIssueSchema>;

/** A failed parse's issues as the contract lists them: the dotted path and the message of each. */
export const validationIssues = (issues: readonly v.BaseIssue<unknown>[]): ValidationIssue[] =>
  issues.map((i) => ({ path: v.getDotPath(i) ?? "", message: i.message }));

/**
 * Body of every error answer; `issues` only on validation failures (400), `request_id` only on
 * internal errors (500: the id the platform logged the error under, also in X-Request-Id).
 */
export const ErrorBodySchema = v.object({
  message: multilineText(),
  translation_key: text(),
  issues: v.optional(v.array(ValidationIssueSchema)),
  request_id: v.optional(text({ max: 64 })),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Answers that only carry a message key (register, reset password, forgot password). */
export const MessageAnswerSchema = v.object({ message: text() });
export type MessageAnswer = v.InferOutput<typeof MessageAnswerSchema>;

/** Generic translation keys of the platform's own errors (not in the spec's catalogue). */
export const COMMON_ERROR_KEYS = {
  invalidRequest: "error.invalid-request",
  /** A text field holds a control character or a lone surrogate (see ./text). */
  invalidCharacters: "error.invalid-characters",
  malformedJson: "error.malformed-json",
  payloadTooLarge: "error.payload-too-large",
  notFound: "error.not-found",
  unauthorized: "error.unauthorized",
  forbidden: "error.forbidden",
  internal: "error.internal",
  tooManyRequests: "error.too-many-requests",
} as const;
