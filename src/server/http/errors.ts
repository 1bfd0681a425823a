// Every 4xx/5xx answer is {message, translation_key} (plus issues on validation failures). Handlers
// throw ApiError; the app's error handler turns it into that body.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { COMMON_ERROR_KEYS, type ErrorBody, type ValidationIssue } from "../../domain/contract/common";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly translationKey: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = "ApiError";
  }

  get body(): ErrorBody {
    return {
      message: this.message,
      translation_key: this.translationKey,
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

export const errorJson = (c: Context, status: ContentfulStatusCode, message: string, translationKey: string) =>
  c.json({ message, translation_key: translationKey } satisfies ErrorBody, status);

export const notFound = (message = "not found", key: string = COMMON_ERROR_KEYS.notFound) => new ApiError(404, message, key);
export const unauthorized = (message = "unauthorized", key: string = COMMON_ERROR_KEYS.unauthorized) =>
  new ApiError(401, message, key);
export const forbidden = (message = "forbidden", key: string = COMMON_ERROR_KEYS.forbidden) => new ApiError(403, message, key);
