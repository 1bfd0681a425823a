// One declaration per call (DESIGN.md §5 "Endpoints, once"): method, path, path and query
// parameters, body, answer and authorization, with the words the API reference shows. The portal's
// client derives its calls from a declaration (src/api/call.ts), the platform mounts its handler
// against it with the same schemas (src/server/http/mount.ts), and the OpenAPI document is
// generated from the list. The types carry through: a client call's input and answer, and a
// handler's parsed input and answer, are inferred from the declaration's schemas.
import * as v from "valibot";
import { SERVICES, type ServiceId } from "./services";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/**
 * Who may call:
 * - none: public;
 * - any: a signed-in user (Bearer <AccessToken>;<IdToken>), a guest (Bearer <guestToken>) or an
 *   external platform (ExternalPlatform <jwt>);
 * - owner: a signed-in user or an external platform acting for the vendor (not a guest);
 * - user: a signed-in user only;
 * - refresh: the HttpOnly refresh cookie (or a refresh_token in the body);
 * - admin: the X-Admin-Key header;
 * - live: the Authorization query parameter of the live channel (or the Authorization header);
 * - capability: no header; the unguessable id in the path is the capability.
 */
export type EndpointAuth = "none" | "any" | "owner" | "user" | "refresh" | "admin" | "live" | "capability";

/** The kinds of authorization for which the portal sends its Authorization header. */
export const SENDS_AUTHORIZATION: Readonly<Record<EndpointAuth, boolean>> = {
  none: false,
  any: true,
  owner: true,
  user: true,
  refresh: false,
  admin: false,
  live: true,
  capability: false,
};

export type ErrorDoc = { readonly status: number; readonly description: string };

export type AnswerDoc = {
  readonly status: number;
  readonly description: string;
  /** application/json unless told; "none" for an answer without a body. */
  readonly contentType?: string;
  /** Response headers worth knowing (name → description). */
  readonly headers?: Readonly<Record<string, string>>;
};

/** An object schema whose entries are the path or query parameters. */
export type ParamsSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

export interface EndpointDefinition {
  /** Unique, camelCase: the OpenAPI operationId and the key in ENDPOINTS. */
  readonly id: string;
  readonly service: ServiceId;
  readonly method: HttpMethod;
  /** Path under the service's base, parameters as :name: "/vendor/:id/orders". */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly description?: string;
  readonly auth: EndpointAuth;
  /** One schema per path parameter (see param() for its description); every :name of the path has one. */
  readonly params?: ParamsSchema;
  /** Translation key of the 404 a path parameter outside its schema answers (error.not-found unless told). */
  readonly notFoundKey?: string;
  /** An object schema whose entries are the query parameters (400 outside it). */
  readonly query?: ParamsSchema;
  readonly body?: v.GenericSchema;
  /** application/json unless told. */
  readonly bodyType?: "application/json" | "application/x-www-form-urlencoded" | "multipart/form-data";
  /** A body is accepted but not needed. */
  readonly bodyOptional?: boolean;
  /** Schema of the success answer's body (none: no JSON body). */
  readonly answer?: v.GenericSchema;
  /** The success answer: status (200 unless told), what it means, its content type and headers. */
  readonly success: Omit<AnswerDoc, "status"> & { readonly status?: number };
  /** Further answers that are not errors (304 Not Modified). */
  readonly otherAnswers?: readonly AnswerDoc[];
  /** Error answers, each with the common error body (or errorBody). */
  readonly errors?: readonly ErrorDoc[];
  /** The error body of this endpoint when it is not the common one. */
  readonly errorBody?: v.GenericSchema;
  /** The error answers are pages (text/html), not JSON: a path parameter outside its schema is a 404 page. */
  readonly htmlErrors?: boolean;
  /** Further schemas a reader needs (the live channel's messages, a token's payload). */
  readonly related?: readonly v.GenericSchema[];
  /** A file deployed with the portal itself (asset manifest, fallback flags): the portal reads it from its own host. */
  readonly portalFile?: boolean;
}

/** The names of the :name parameters of a path. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type EntriesOf<S> = S extends v.ObjectSchema<infer Entries, undefined> ? Entries : Record<never, never>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Intersected with the declaration: a mismatch between the path's :names and params fails to compile, saying why. */
type ParamsMatchPath<E extends EndpointDefinition> = Same<keyof EntriesOf<E["params"]>, PathParamNames<E["path"]>> extends true
  ? unknown
  : { params: "params must have exactly one schema per :name of the path" };

const PATH_PARAM = /:([A-Za-z0-9_]+)/g;

/** The :name parameters of a path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(PATH_PARAM)].map((m) => m[1]);

/** The path in OpenAPI's spelling: /vendor/:id → /vendor/{id}. */
export const openApiPath = (path: string): string => path.replace(PATH_PARAM, "{$1}");

/** The path with each :name replaced by its value, URL-encoded. */
export const fillPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(PATH_PARAM, (_m, name: string) => encodeURIComponent(params[name] ?? ""));

/** Every full path the endpoint is served at: its service's base, then the base's aliases. */
export const servedPaths = (endpoint: Pick<EndpointDefinition, "service" | "path">): string[] => {
  const service = SERVICES[endpoint.service];
  return [service.base, ...(service.aliases ?? [])].map((base) => `${base}${endpoint.path}`);
};

/** The full path at the service's own base (the one the reference lists). */
export const fullPath = (endpoint: Pick<EndpointDefinition, "service" | "path">): string => servedPaths(endpoint)[0];

/**
 * The schema of every path parameter, in the path's order. A parameter without a schema would reach
 * its handler unchecked, so a declaration that lacks one (or has one the path does not name) throws.
 */
export function pathParamSchemas(endpoint: Pick<EndpointDefinition, "id" | "path" | "params">): { name: string; schema: v.GenericSchema }[] {
  const entries: Record<string, v.GenericSchema> = endpoint.params?.entries ?? {};
  const names = pathParamNames(endpoint.path);
  for (const name of Object.keys(entries))
    if (!names.includes(name)) throw new Error(`endpoint ${endpoint.id}: params.${name} is not a :name of ${endpoint.path}`);
  return names.map((name) => {
    const schema = entries[name];
    if (!schema) throw new Error(`endpoint ${endpoint.id}: path parameter :${name} has no schema`);
    return { name, schema };
  });
}

/**
 * Declares an endpoint; its path and params are checked against each other (by the compiler and at load).
 * Marked pure: a declaration no call uses is dropped from the portal's bundles (the platform and the
 * contract tests load every one, so a mismatch still throws there).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E & ParamsMatchPath<E>): E {
  pathParamSchemas(endpoint);
  return endpoint;
}

/** A path parameter's schema with the words the reference shows for it. */
export const param = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema<string>>(schema: S, description: string) => v.pipe(schema, v.description(description));

// ---- what the types say about a declaration -------------------------------------------------------------

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type Input<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;

/** The parsed path parameters, query and body a handler receives. */
export type ParsedParams<E extends EndpointDefinition> = Output<E["params"]>;
export type ParsedQuery<E extends EndpointDefinition> = Output<E["query"]>;
export type ParsedBody<E extends EndpointDefinition> = E["bodyOptional"] extends true ? Output<E["body"]> | undefined : Output<E["body"]>;

/** What the portal reads from the answer (after the answer schema's defaults and transforms). */
export type AnswerOf<E extends EndpointDefinition> = Output<E["answer"]>;
/** What the platform may send as the answer (before them). */
export type AnswerBodyOf<E extends EndpointDefinition> = E["answer"] extends v.GenericSchema ? v.InferInput<E["answer"]> : never;

/** A path parameter travels as text; the platform judges it (404 outside its schema). */
type PathValues<E extends EndpointDefinition> = { [K in PathParamNames<E["path"]>]: string };

/** The input of a call of the endpoint: path parameters, query and body as the declaration has them. */
export type CallInputOf<E extends EndpointDefinition> = ([PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: PathValues<E> }) &
  (E["query"] extends v.GenericSchema
    ? Record<never, never> extends Input<E["query"]>
      ? { query?: Input<E["query"]> }
      : { query: Input<E["query"]> }
    : { query?: undefined }) &
  (E["body"] extends v.GenericSchema ? (E["bodyOptional"] extends true ? { body?: Input<E["body"]> } : { body: Input<E["body"]> }) : { body?: undefined });
