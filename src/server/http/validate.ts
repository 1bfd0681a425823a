// Request validation with the contract schemas (mount.ts runs it for every declared call):
// malformed JSON and schema mismatches are 400 with {message, translation_key, issues}, never 500.
// Callers may map the issues to their own message and key (identity uses the spec's keys); by
// default a text with a control character answers error.invalid-characters, anything else
// error.invalid-request.
import type { Context } from "hono";
import * as v from "valibot";
import { COMMON_ERROR_KEYS, type ValidationIssue, validationIssues } from "../../domain/contract/common";
import { CONTROL_CHARACTERS_MESSAGE } from "../../domain/contract/text";
import { ApiError } from "./errors";

/** Issue message of a body that is not JSON at all. */
export const MALFORMED_JSON_MESSAGE = "Malformed JSON body";

export type InvalidMapper = (issues: ValidationIssue[]) => { message: string; translationKey: string; status?: 400 | 401 | 422 };

const holdsControlCharacters = (issues: ValidationIssue[]) => issues.some((i) => i.message === CONTROL_CHARACTERS_MESSAGE);
const INVALID_CHARACTERS = { message: "Invalid characters", translationKey: COMMON_ERROR_KEYS.invalidCharacters };

export const defaultInvalid: InvalidMapper = (issues) =>
  holdsControlCharacters(issues) ? INVALID_CHARACTERS : { message: "Invalid request", translationKey: COMMON_ERROR_KEYS.invalidRequest };

/**
 * Answers error.invalid-characters when a text holds a control character, and asks `mapper`
 * otherwise: for mappers that name a field's rule by the field ("Notes are too long" for any
 * problem with notes), which would misname a refused character.
 */
export const invalidCharactersFirst =
  (mapper: InvalidMapper): InvalidMapper =>
  (issues) =>
    holdsControlCharacters(issues) ? INVALID_CHARACTERS : mapper(issues);

/** Validates an already-parsed value; throws ApiError(400) listing every issue. */
export function parseWith<S extends v.GenericSchema>(schema: S, value: unknown, onInvalid: InvalidMapper = defaultInvalid): v.InferOutput<S> {
  const r = v.safeParse(schema, value);
  if (r.success) return r.output;
  const issues = validationIssues(r.issues);
  const { message, translationKey, status = 400 } = onInvalid(issues);
  throw new ApiError(status, message, translationKey, issues);
}

/** Reads the JSON body. An empty body reads as undefined; anything that is not valid JSON is a 400. */
export async function readJson(c: Context, onInvalid?: InvalidMapper): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const issues = [{ path: "", message: MALFORMED_JSON_MESSAGE }];
    if (onInvalid) {
      const { message, translationKey, status = 400 } = onInvalid(issues);
      throw new ApiError(status, message, translationKey, issues);
    }
    throw new ApiError(400, MALFORMED_JSON_MESSAGE, COMMON_ERROR_KEYS.malformedJson, issues);
  }
}
