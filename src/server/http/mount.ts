// Mounting an endpoint declaration (src/domain/contract/endpoints) on the app: the route is
// registered at every path the declaration is served at (/orders/api/v1 and /hurrier/api/v1 for
// the orders service), and before the handler runs, in this order:
// 1. the authorization the declaration names (401 without a valid one; 403 for a guest on an
//    owner's call, for anyone but a signed-in user on a user's call, 401 for a wrong admin key);
// 2. the route's own checks (rate limits, the mailbox's loopback rule);
// 3. every path parameter against its schema: a value outside it names nothing, so 404 with the
//    declaration's not-found key (an HTML page where the errors are pages) — no handler, and no
//    SQL, ever sees a parameter the contract refuses (issue 8);
// 4. the query (400 with issues) and the JSON body (400 with issues; malformed JSON too), or a
//    multipart/form-data body (the bulk upload) checked with the same body schema.
// The handler gets the parsed, typed input and answers either the answer's body (sent as JSON with
// the declaration's success status) or a Response of its own (cookies aside, redirects, files).
// Pages that are not JSON calls (the 3-D Secure page, the WebSocket upgrade) keep hand-written
// handlers through mountHandlers, which still checks their path and query parameters first.
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { COMMON_ERROR_KEYS } from "../../domain/contract/common";
import {
  type AnswerBodyOf,
  type EndpointDefinition,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  pathParamSchemas,
  servedPaths,
} from "../../domain/contract/endpoints";
import type { AppDeps, AppEnv } from "../context";
import { safeEqual } from "../security/hashing";
import type { Principal } from "../security/tokens";
import { principalOf } from "./auth";
import { ApiError, forbidden, unauthorized } from "./errors";
import { htmlPage } from "./html";
import { requestHeader } from "./request-header";
import { type InvalidMapper, parseWith, readJson } from "./validate";

/** The caller a handler gets, by the declaration's authorization. */
export type PrincipalOf<Auth> = Auth extends "any"
  ? Principal
  : Auth extends "owner"
    ? Exclude<Principal, { kind: "guest" }>
    : Auth extends "user"
      ? Extract<Principal, { kind: "user" }>
      : undefined;

export type EndpointInput<E extends EndpointDefinition> = {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  principal: PrincipalOf<E["auth"]>;
};

type Answer<E extends EndpointDefinition> = Response | AnswerBodyOf<E>;

export type EndpointHandler<E extends EndpointDefinition> = (input: EndpointInput<E>, c: Context<AppEnv>) => Answer<E> | Promise<Answer<E>>;

export type MountOptions = {
  /** Checks after authorization and before validation (rate limits, the mailbox's loopback rule); they refuse by throwing. */
  checks?: ((c: Context<AppEnv>) => void | Promise<void>)[];
  /** Words a body that fails validation (identity answers with the spec's keys); malformed JSON included. */
  invalidBody?: InvalidMapper;
  /** A body that fails validation is read as absent (logout works whatever it is sent). */
  lenientBody?: boolean;
  /** Shapes every error answer of the route (PUT /vendor/{id}/address adds meta.translation_key). */
  mapError?: (err: ApiError) => ApiError;
};

export type Mount = <E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>, options?: MountOptions) => void;

/** Handlers registered for a declaration, so a test can tell them from hand-mounted routes. */
const declaredHandlers = new WeakSet<object>();
const mountedByApp = new WeakMap<Hono<AppEnv>, Set<EndpointDefinition>>();

/** Whether a route handler was registered for a declaration (by mount or mountHandlers). */
export const isDeclaredHandler = (handler: unknown): boolean => typeof handler === "function" && declaredHandlers.has(handler);

/** The declarations mounted on an app. */
export const mountedEndpoints = (app: Hono<AppEnv>): ReadonlySet<EndpointDefinition> => mountedByApp.get(app) ?? new Set();

function register(app: Hono<AppEnv>, endpoint: EndpointDefinition, handlers: MiddlewareHandler<AppEnv>[]) {
  const mounted = mountedByApp.get(app) ?? new Set();
  if (mounted.has(endpoint)) throw new Error(`endpoint ${endpoint.id} is mounted twice`);
  mounted.add(endpoint);
  mountedByApp.set(app, mounted);
  for (const handler of handlers) declaredHandlers.add(handler);
  app.on(endpoint.method, servedPaths(endpoint), ...handlers);
}

const notFoundPage = htmlPage("Not found", "<h1>Not found</h1>\n<p>There is nothing at this address.</p>");

type ParamSchemas = ReturnType<typeof pathParamSchemas>;

/** The path parameters, parsed; null when one is outside its schema. */
function parseParams(schemas: ParamSchemas, c: Context<AppEnv>): Record<string, unknown> | null {
  const parsed: Record<string, unknown> = {};
  for (const { name, schema } of schemas) {
    const r = v.safeParse(schema, c.req.param(name));
    if (!r.success) return null;
    parsed[name] = r.output;
  }
  return parsed;
}

const paramNotFound = (endpoint: EndpointDefinition) => new ApiError(404, "Not found", endpoint.notFoundKey ?? COMMON_ERROR_KEYS.notFound);

/**
 * The authorization check of a kind, putting the caller on the context. "none", "refresh" and
 * "capability" need nothing here (the refresh token is the handler's business); "live" is the
 * channel's own (it closes expired and revoked sessions after the upgrade).
 */
function authorizer(endpoint: EndpointDefinition, deps: Pick<AppDeps, "tokens" | "settings">) {
  const caller = async (c: Context<AppEnv>) => {
    const principal = await principalOf(deps.tokens, requestHeader(c, "authorization"));
    if (!principal) throw unauthorized();
    c.set("principal", principal);
    return principal;
  };
  switch (endpoint.auth) {
    case "any":
      return caller;
    case "owner":
      return async (c: Context<AppEnv>) => {
        const principal = await caller(c);
        if (principal.kind === "guest") throw forbidden();
        return principal;
      };
    case "user":
      return async (c: Context<AppEnv>) => {
        const principal = await caller(c);
        if (principal.kind !== "user") throw forbidden();
        return principal;
      };
    case "admin":
      return async (c: Context<AppEnv>) => {
        // No configured key (production without ADMIN_KEY) accepts nothing; the comparison runs over
        // equal-length digests, so neither content nor length of the key leaks through timing.
        const key = c.req.header("x-admin-key") ?? "";
        const expected = deps.settings.adminKey;
        if (!expected || !key || !safeEqual(key, expected)) throw unauthorized("admin key required");
        return undefined;
      };
    case "live":
      throw new Error(`endpoint ${endpoint.id}: the live channel authorizes its own upgrade (mountHandlers)`);
    default:
      return async () => undefined;
  }
}

/**
 * A multipart/form-data body (the bulk upload): its fields and files, checked with the body schema.
 * The size was bounded by the body limit before anything is read.
 */
async function parseMultipartBody(endpoint: EndpointDefinition, c: Context<AppEnv>, options: MountOptions): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  const refuse = (message: string) => new ApiError(400, "Invalid request", COMMON_ERROR_KEYS.invalidRequest, [{ path: "", message }]);
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type)) throw refuse("multipart/form-data expected");
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw refuse("Malformed multipart body");
  }
  return parseWith(endpoint.body as v.GenericSchema, { ...form }, options.invalidBody);
}

async function parseJsonBody(endpoint: EndpointDefinition, c: Context<AppEnv>, options: MountOptions): Promise<unknown> {
  if (!endpoint.body) return undefined;
  if (endpoint.bodyType === "multipart/form-data") return parseMultipartBody(endpoint, c, options);
  try {
    const raw = await readJson(c, options.invalidBody);
    if (raw === undefined && endpoint.bodyOptional) return undefined;
    return parseWith(endpoint.body, raw, options.invalidBody);
  } catch (err) {
    if (options.lenientBody && err instanceof ApiError) return undefined;
    throw err;
  }
}

/** The mount function of an app: registers a handler for a declaration with everything above. */
export function mounter(app: Hono<AppEnv>, deps: Pick<AppDeps, "tokens" | "settings">): Mount {
  return (endpoint, handler, options = {}) => {
    if (endpoint.htmlErrors || (endpoint.body && !["application/json", "multipart/form-data"].includes(endpoint.bodyType ?? "application/json")))
      throw new Error(`endpoint ${endpoint.id}: pages and form posts keep hand-written handlers (mountHandlers)`);
    const paramSchemas = pathParamSchemas(endpoint);
    const authorize = authorizer(endpoint, deps);
    const status = (endpoint.success.status ?? 200) as ContentfulStatusCode;
    const route: MiddlewareHandler<AppEnv> = async (c) => {
      try {
        const principal = await authorize(c);
        for (const check of options.checks ?? []) await check(c);
        const params = parseParams(paramSchemas, c);
        if (!params) throw paramNotFound(endpoint);
        const query = endpoint.query ? parseWith(endpoint.query, c.req.query()) : undefined;
        const body = await parseJsonBody(endpoint, c, options);
        const input = { params, query, body, principal } as EndpointInput<typeof endpoint>;
        const answer = await handler(input, c);
        return answer instanceof Response ? answer : c.json(answer as object, status);
      } catch (err) {
        throw options.mapError && err instanceof ApiError ? options.mapError(err) : err;
      }
    };
    register(app, endpoint, [route]);
  };
}

/**
 * Registers hand-written handlers for a declaration that is not a JSON call (an HTML page, a form
 * post, the WebSocket upgrade): its path parameters (404, a page where the errors are pages) and
 * query (400) are checked first, and nothing else.
 */
export function mountHandlers(app: Hono<AppEnv>, endpoint: EndpointDefinition, ...handlers: MiddlewareHandler<AppEnv>[]) {
  const paramSchemas = pathParamSchemas(endpoint);
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!parseParams(paramSchemas, c)) {
      if (endpoint.htmlErrors) return c.html(notFoundPage, 404);
      throw paramNotFound(endpoint);
    }
    if (endpoint.query) parseWith(endpoint.query, c.req.query());
    await next();
  };
  register(app, endpoint, [check, ...handlers]);
}
