// The portal's HTTP client (the platform's fetch, no library: ofetch with ufo and destr was 3 KB gz of
// every page's first load, issue 14). One place decides:
// - where a call goes: `${apiHost}/${service}/api/v1` for the orders API ("orders" or "hurrier"),
//   `${apiHost}/identity/v1` for identity (credentials "include" so the HttpOnly refresh cookie
//   travels), `${apiHost}` for other platform paths (flag provider) and `${siteHost}` for files of
//   the deployed portal itself (asset manifest, static fallback flags);
// - how it is authorized: the Authorization value comes from `getAuthorization()` (the precedence
//   rule lives in src/domain/auth-header.ts; the client only sends what it is given);
// - how failures are retried (src/api/retry.ts): up to 3 retries after 1 s, 2 s, 3 s through the
//   injectable `sleep`; network errors and 429 always, 408/5xx only for idempotent methods;
// - how bodies are sent: plain objects and arrays as JSON (content-type application/json), FormData and
//   other bodies as they are; every call accepts JSON;
// - how answers are read: a JSON answer (or one without a content type) is parsed as JSON (a body that
//   is not JSON stays text), text types as text, anything else as a Blob, `responseType: "blob"` always
//   as a Blob; 101/204/205/304 have none. HTTP 400–599 is a failure carrying the answer's body. Every
//   answer is parsed with its contract schema (valibot safeParse); a mismatch is an ApiError of kind
//   "contract", never a crash.
// Every call takes an AbortSignal, so a machine leaving a state cancels the request (and any retry
// it is waiting for).
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

/** An answer with an HTTP error status, and its body. */
class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** A query key or value as the client always wrote it (ufo's encoding: encodeURI, and + # & / escaped, space as +). */
const encodeQueryPart = (text: string) =>
  encodeURI(text)
    .replace(/%7c/gi, "|")
    .replace(/\+/g, "%2B")
    .replace(/%20/gi, "+")
    .replace(/#/g, "%23")
    .replace(/&/g, "%26")
    .replace(/%60/gi, "`")
    .replace(/%5e/gi, "^")
    .replace(/\//g, "%2F");

/** The path with the query's values appended (undefined and null left out; an empty value is the key alone). */
function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const name = encodeQueryPart(key).replace(/=/g, "%3D");
    const text = String(value);
    parts.push(text ? `${name}=${encodeQueryPart(text)}` : name);
  }
  return parts.length ? `${url}${url.includes("?") ? "&" : "?"}${parts.join("&")}` : url;
}

const PAYLOAD_METHODS: ReadonlySet<HttpMethod> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A body for the wire (payload methods only): plain objects and arrays as JSON text; FormData, Blob, text and the like as they are. */
function encodeBody(method: HttpMethod, body: unknown): { body: BodyInit | undefined; json: boolean } {
  if (body === undefined || body === null || !PAYLOAD_METHODS.has(method)) return { body: undefined, json: false };
  const plain = Array.isArray(body) || (typeof body === "object" && (body.constructor === Object || Object.getPrototypeOf(body) === null));
  return plain ? { body: JSON.stringify(body), json: true } : { body: body as BodyInit, json: false };
}

const NO_BODY = new Set([101, 204, 205, 304]);
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

/** The answer's body: JSON (text when it does not parse), text, or a Blob, by its content type. */
async function readBody(response: Response, responseType: "blob" | undefined): Promise<unknown> {
  if (!response.body || NO_BODY.has(response.status)) return undefined;
  if (responseType === "blob") return response.blob();
  const type = (response.headers.get("content-type") ?? "").split(";")[0].trim();
  if (!type || JSON_TYPE.test(type)) {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (type.startsWith("text/") || /^(image\/svg|application\/(xml|xhtml|html))/.test(type)) return response.text();
  return response.blob();
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiHost = trimSlash(options.apiHost);
  const siteHost = trimSlash(options.siteHost ?? "");
  const helpHost = trimSlash(options.helpHost ?? "");
  const ordersService = options.ordersService ?? "orders";
  const sleep = options.sleep ?? defaultSleep;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
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

  /** One attempt: resolves with the raw answer body, or rejects with an HttpFailure (an answer with an error status) or whatever fetch threw (no answer). */
  const attempt = async (req: ApiRequest<unknown>): Promise<unknown> => {
    const headers: Record<string, string> = {};
    if (req.authorize !== false) {
      const authorization = options.getAuthorization();
      if (authorization) headers.authorization = authorization;
    }
    const payload = encodeBody(req.method, req.body);
    if (payload.json) headers["content-type"] = "application/json";
    headers.accept = "application/json";
    const response = await fetchImpl(withQuery(`${baseUrl(req.service)}${req.path}`, req.query), {
      method: req.method,
      headers,
      body: payload.body,
      signal: req.signal,
      credentials: req.service === "identity" ? "include" : undefined,
    });
    const data = await readBody(response, req.responseType);
    if (response.status >= 400 && response.status < 600) throw new HttpFailure(response.status, data);
    return data;
  };

  async function request<T>(req: ApiRequest<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      if (req.signal?.aborted) throw abortedError();
      let raw: unknown;
      try {
        raw = await attempt(req);
      } catch (e) {
        if (req.signal?.aborted) throw abortedError();
        const status = e instanceof HttpFailure ? e.status : undefined;
        if (retry < (req.maxRetries ?? MAX_RETRIES) && shouldRetry(req.method, status)) {
          await sleepUnlessAborted(sleep, retryDelayMs(retry + 1), req.signal);
          continue;
        }
        throw e instanceof HttpFailure ? httpError(e.status, e.data) : networkError();
      }
      const parsed = v.safeParse(req.schema, raw);
      if (!parsed.success) throw contractError(validationIssues(parsed.issues));
      return parsed.output;
    }
  }

  return { ordersService, baseUrl, request };
}

export { ApiError };
