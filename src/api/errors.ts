// ApiError: the one error shape every call of the portal rejects with. Views show
// `translationKey` (a spec message key) and machines read `status` / `kind` to decide what to do.
//   kind "http"     – the platform answered 4xx/5xx; message and translation key come from its body
//                     {message, translation_key} (or meta.translation_key, as PUT /vendor/{id}/address does)
//   kind "network"  – no answer at all (offline, DNS, connection reset): status 0, error.network
//   kind "contract" – an answer arrived but does not match the contract schema: status 0,
//                     error.malformed-answer (a user-visible error, never a crash)
//   kind "aborted"  – the caller's AbortSignal fired (a machine left the state that asked)

export type ApiErrorKind = "http" | "network" | "contract" | "aborted";

export interface ApiIssue {
  path: string;
  message: string;
}

export const NETWORK_ERROR_KEY = "error.network";
export const NETWORK_ERROR_MESSAGE = "Something went wrong. Please try again. You could be offline.";
export const MALFORMED_ANSWER_KEY = "error.malformed-answer";
export const MALFORMED_ANSWER_MESSAGE = "The server sent an answer the portal could not read.";
export const ABORTED_KEY = "error.aborted";
export const UNEXPECTED_ERROR_KEY = "error.unexpected";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly translationKey: string;
  readonly issues?: ApiIssue[];

  constructor(init: { status: number; kind: ApiErrorKind; message: string; translationKey: string; issues?: ApiIssue[] }) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.translationKey = init.translationKey;
    if (init.issues) this.issues = init.issues;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export const networkError = () =>
  new ApiError({ status: 0, kind: "network", message: NETWORK_ERROR_MESSAGE, translationKey: NETWORK_ERROR_KEY });

export const abortedError = () =>
  new ApiError({ status: 0, kind: "aborted", message: "The request was cancelled.", translationKey: ABORTED_KEY });

export const contractError = (issues: ApiIssue[]) =>
  new ApiError({ status: 0, kind: "contract", message: MALFORMED_ANSWER_MESSAGE, translationKey: MALFORMED_ANSWER_KEY, issues });

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null;
const str = (x: unknown): string | undefined => (typeof x === "string" && x.length > 0 ? x : undefined);

/** Maps a 4xx/5xx answer body of the platform ({message, translation_key, issues?}) to an ApiError. */
export function httpError(status: number, body: unknown): ApiError {
  const b = isRecord(body) ? body : {};
  const meta = isRecord(b.meta) ? b.meta : {};
  const message = str(b.message) ?? (typeof body === "string" && body.length > 0 ? body : `HTTP ${status}`);
  const translationKey = str(b.translation_key) ?? str(meta.translation_key) ?? UNEXPECTED_ERROR_KEY;
  const issues = Array.isArray(b.issues)
    ? b.issues.filter(isRecord).map((i) => ({ path: String(i.path ?? ""), message: String(i.message ?? "") }))
    : undefined;
  return new ApiError({ status, kind: "http", message, translationKey, issues });
}
