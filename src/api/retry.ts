// The retry policy of the spec (core §7, second file §7): 3 retries, delay 1 s × attempt number,
// on network errors, on errors of idempotent calls, and on HTTP 429 for every method (a 429 means
// the call was not processed, so repeating a POST cannot do it twice) — and never a retry of a
// non-idempotent call (POST, PATCH) once the platform has answered with any other 4xx or 5xx.

export type HttpMethod = "GET" | "HEAD" | "PUT" | "DELETE" | "OPTIONS" | "POST" | "PATCH";

export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;

const IDEMPOTENT = new Set<string>(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

export const isIdempotent = (method: string) => IDEMPOTENT.has(method.toUpperCase());

/**
 * Whether a failed attempt is retried. `status` is undefined when no answer arrived (network error).
 * Network errors and HTTP 429 are retried for every method (the request may never have reached the
 * platform; a 429 was not processed); 408 and 5xx only for idempotent methods; other 4xx never.
 */
export function shouldRetry(method: string, status: number | undefined): boolean {
  if (status === undefined || status === 429) return true;
  if (!isIdempotent(method)) return false;
  return status === 408 || status === 429 || status >= 500;
}

/** Delay before retry number `attempt` (1-based): 1000, 2000, 3000 ms. */
export const retryDelayMs = (attempt: number) => RETRY_BASE_DELAY_MS * attempt;
