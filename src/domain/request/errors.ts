// Reading failures of the request calls without depending on the api layer: the api client rejects
// with an error carrying `message`, `status` and `translationKey` (the platform's translation_key or
// meta.translation_key); machines decide with these helpers.
import { SIGNATURE_EXPIRED_MESSAGE } from "../contract/request";
import { parseServiceClosedText, SERVICE_CLOSED_KEY } from "./service-hours";

const field = (e: unknown, name: string): unknown => (e && typeof e === "object" ? (e as Record<string, unknown>)[name] : undefined);

export const errorMessageOf = (e: unknown): string => {
  if (typeof e === "string") return e;
  const m = field(e, "message");
  return typeof m === "string" ? m : String(e);
};

/** The translation key of the failure, or null. */
export const errorKeyOf = (e: unknown): string | null => {
  const k = field(e, "translationKey") ?? field(e, "translation_key");
  return typeof k === "string" && k !== "" ? k : null;
};

/** HTTP status of the failure (0 or null when there was no answer). */
export const errorStatusOf = (e: unknown): number | null => {
  const s = field(e, "status");
  return typeof s === "number" ? s : null;
};

/** The platform's answer to an expired or invalid fee signature. */
export const isSignatureExpired = (e: unknown): boolean => errorMessageOf(e) === SIGNATURE_EXPIRED_MESSAGE;

/**
 * The platform refused the order outside the service hours (its key and text are the service-closed
 * step's, "Service hours: {from} to {to}. It's {time}"): the message's values, or null for any other
 * failure (or a text that cannot be read back).
 */
export const serviceClosedValuesOf = (e: unknown): { from: string; to: string; time: string } | null =>
  errorKeyOf(e) === SERVICE_CLOSED_KEY ? parseServiceClosedText(errorMessageOf(e)) : null;
