// The portal's HTTP client (ofetch). One place decides:
// - where a call goes: `${apiHost}/${service}/api/v1` for the orders API ("orders" or "hurrier"),
//   `${apiHost}/identity/v1` for identity (credentials "include" so the HttpOnly refresh cookie
//   travels), `${apiHost}` for other platform paths (flag provider) and `${siteHost}` for files of
//   the deployed portal itself (asset manifest, static fallback flags);
// - how it is authorized: the Authorization value comes from `getAuthorization()` (the precedence
//   rule lives in src/domain/auth-header.ts; the client only sends what it is given);
// - how failures are retried (src/api/retry.ts): up to 3 retries after 1 s, 2 s, 3 s through the
//   injectable `sleep`; network errors and 429 always, 408/5xx only for idempotent methods;
// - how answers are read: every answer is parsed with its contract schema (valibot safeParse);
//   a mismatch is an ApiError of kind "contract", never a crash.
// Every call takes an AbortSignal, so a machine leaving a state cancels the request (and any retry
// it is waiting for).
import { type FetchError, ofetch } from "ofetch";
import { validationIssues } from "@domain/contract/common";
import * as v from "valibot";
import { ApiError, abortedError, contractError, httpError, networkError } from "./errors";
import { type HttpMethod, MAX_RETRIES, retryDelayMs, shouldRetry } from "./retry";

export type OrdersService = "orders" | "hurrier";
export type Service = OrdersService | "identity" | "platform" | "site" | "help";

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  service: Service;
  method: HttpMethod;
  /** Path below the service base, starting with "/". */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Contract schema of the answer. */
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
  /** Send the Authorization header (default true). */
  authorize?: boolean;
  /** Most retries for this call (default MAX_RETRIES; the address-book search allows 1). */
  maxRetries?: number;
  /** "blob" for a file answer (the bulk template); JSON otherwise. */
  responseType?: "blob";
}

export interface ApiClientOptions {
  /** Host of the platform, "" for the same origin (the reference platform serves everything on one port). */
  apiHost: string;
  /** The Authorization header value to send, or null for none. */
  getAuthorization: () => string | null;
  /** Which mount of the orders API this deployment uses (default "orders"). */
  ordersService?: OrdersService;
  /** Host of the deployed portal's own files (asset manifest, fallback flags); default "" (same origin). */
  siteHost?: string;
  /** Host of the help-centre service of the deployment's region; default "" (same origin). */
  helpHost?: string;
  /** Waits between retries; injectable so tests record the delays instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export interface ApiClient {
  readonly ordersService: OrdersService;
  baseUrl(service: Service): string;
  request<T>(req: ApiRequest<T>): Promise<T>;
}

const trimSlash = (s: string) => s.replace(/\/+$/, "");

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits `ms` through `sleep`, rejecting early with an aborted ApiError when the signal fires. */
function sleepUnlessAborted(sleep: (ms: number) => Promise<void>, ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return sleep(ms);
  if (signal.aborted) return Promise.reject(abortedError());
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(abortedError());
    signal.addEventListener("abort", onAbort, { once: true });
    sleep(ms).then(
      () => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiHost = trimSlash(options.apiHost);
  const siteHost = trimSlash(options.siteHost ?? "");
  const helpHost = trimSlash(options.helpHost ?? "");
  const ordersService = options.ordersService ?? "orders";
  const sleep = options.sleep ?? defaultSleep;
  const $fetch = ofetch.create(
    { retry: false, headers: { accept: "application/json" } },
    options.fetch ? { fetch: options.fetch } : {},
  );

  const baseUrl = (service: Service): string => {
    switch (service) {
      case "identity":
        return `${apiHost}/identity/v1`;
      case "platform":
        return apiHost;
      case "site":
        return siteHost;
      case "help":
        return helpHost;
      default:
        return `${apiHost}/${service}/api/v1`;
    }
  };

  /** One attempt: resolves with the raw answer body or rejects with {status?} (status undefined = no answer). */
  const attempt = async (req: ApiRequest<unknown>): Promise<unknown> => {
    const headers: Record<string, string> = {};
    if (req.authorize !== false) {
      const authorization = options.getAuthorization();
      if (authorization) headers.authorization = authorization;
    }
    const query = req.query
      ? Object.fromEntries(Object.entries(req.query).filter(([, x]) => x !== undefined && x !== null))
      : undefined;
    return $fetch(`${baseUrl(req.service)}${req.path}`, {
      method: req.method,
      headers,
      query,
      body: req.body as BodyInit | Record<string, unknown> | undefined,
      signal: req.signal,
      credentials: req.service === "identity" ? "include" : undefined,
      ...(req.responseType ? { responseType: req.responseType } : {}),
    });
  };

  async function request<T>(req: ApiRequest<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      if (req.signal?.aborted) throw abortedError();
      let raw: unknown;
      try {
        raw = await attempt(req);
      } catch (e) {
        if (req.signal?.aborted) throw abortedError();
        const fe = e as FetchError;
        const status = fe?.response ? fe.response.status : undefined;
        if (retry < (req.maxRetries ?? MAX_RETRIES) && shouldRetry(req.method, status)) {
          await sleepUnlessAborted(sleep, retryDelayMs(retry + 1), req.signal);
          continue;
        }
        throw status === undefined ? networkError() : httpError(status, fe.data);
      }
      const parsed = v.safeParse(req.schema, raw);
      if (!parsed.success) throw contractError(validationIssues(parsed.issues));
      return parsed.output;
    }
  }

  return { ordersService, baseUrl, request };
}

export { ApiError };
