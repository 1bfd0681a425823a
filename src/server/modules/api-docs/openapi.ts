// The OpenAPI 3.1 document of the platform, generated once (on first use, i.e. at startup when the
// routes are mounted) from the endpoint declarations (./doc-routes) and the contract's valibot schemas. Schemas are converted
// with @valibot/to-json-schema to JSON Schema 2020-12 (OpenAPI 3.1's dialect) on their input side
// (what a request or an answer must look like before transforms). Actions JSON Schema cannot
// express (custom checks, transforms) are skipped (errorMode "ignore"); byte limits become a
// description.
import { type JsonSchema, toJsonSchemaDefs } from "@valibot/to-json-schema";
import { type EndpointAuth, type ErrorDoc, SERVICES } from "../../../domain/contract/endpoints";
import { type DocRoute, docRoutes } from "./doc-routes";
import { NAMED_SCHEMAS, type SchemaName } from "./schemas";

export const SCHEMA_REF_PREFIX = "#/components/schemas/";

type JsonObject = Record<string, unknown>;

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses: Record<string, JsonObject>;
  /** Schemas the operation's description refers to (the live channel's messages). */
  "x-related-schemas"?: { $ref: string }[];
};

export type OpenApiDocument = {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonObject>;
  };
};

/** The introduction of the reference (the page renders it; the document joins it as Markdown). `code` in backticks. */
export const INTRO: readonly { title: string; paragraphs: string[] }[] = [
  {
    title: "Authorization",
    paragraphs: [
      "The portal sends one Authorization header, in this precedence: `ExternalPlatform <platformToken>` when it runs inside a partner app (GODROID); else `Bearer <AccessToken>;<IdToken>` for a signed-in user (the two tokens of the login answer joined by a semicolon; only the part before the semicolon is verified, so `Bearer <AccessToken>` alone works too); else `Bearer <guestToken>` for a guest (POST /identity/v1/guest).",
      "Access tokens live 3600 s; the refresh token travels only in the HttpOnly cookie `rrp_refresh` (Path=/identity/v1) and is rotated on every POST /identity/v1/refresh.",
    ],
  },
  {
    title: "Base paths",
    paragraphs: [
      "Identity: `/identity/v1`. Orders service: `/orders/api/v1`, also served with the very same handlers under `/hurrier/api/v1`. Live channel: `/ws` (WebSocket). Flags: `/flags/{region}` and `/flags-fallback.json`. Build and deployment: `/asset-manifest.json`, `/deployment.json`. Map: `/map/style.json`, `/map/streets.geojson`, `/map/fonts/{fontstack}/{range}.pbf`. 3-D Secure test page: `/payments/3ds/{intentId}`.",
      "Every body is JSON (UTF-8) unless said otherwise; request bodies are limited in size (413 beyond).",
    ],
  },
  {
    title: "Errors",
    paragraphs: [
      'Every 4xx and 5xx JSON answer has the body `{"message": string, "translation_key": string}`; validation failures (400, never 500) add `"issues": [{"path", "message"}]` naming each offending field by its dotted path. translation_key is a key of the portal\'s message catalogues.',
      "Text refuses control characters (`error.invalid-characters`): single-line fields every C0 control character (U+0000–U+001F) and DEL, multi-line text (notes, descriptions) the same except tab, line feed and carriage return; lone UTF-16 surrogates everywhere. Every string has a maximum length. Path and query parameters are checked against their schemas before the call is handled (on the orders service, once the Authorization header is accepted): a path parameter outside its schema (ids are letters, digits, `-` and `_`) answers 404, a query outside its schema 400.",
      "Every answer carries an `X-Request-Id` header; a 500 (`error.internal`) also has it as `request_id` in the body, the id the platform logged the error under.",
    ],
  },
  {
    title: "Retries",
    paragraphs: [
      "The portal retries a call at most 3 times, waiting 1 s, 2 s and 3 s: after a network error (any method), and after 408, 429 or 5xx for idempotent methods (GET, PUT, DELETE). A non-idempotent call (POST, PATCH) is never retried once the platform has answered. A 400 with message `SignatureExpired` means the delivery fee's signature expired: fetch a new fee, then place the order again.",
    ],
  },
];

const SECURITY_SCHEMES: Record<string, JsonObject> = {
  SessionBearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "<AccessToken>;<IdToken>",
    description: "Authorization: Bearer <AccessToken>;<IdToken> — the access and id tokens of the login answer joined by a semicolon (Bearer <AccessToken> alone is accepted too).",
  },
  GuestBearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "Authorization: Bearer <guestToken> — the guest token of POST /identity/v1/guest.",
  },
  ExternalPlatform: {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "Authorization: ExternalPlatform <jwt> — a partner app's (GODROID) token; its payload's platform_tokens name the vendors it acts for.",
  },
  RefreshCookie: {
    type: "apiKey",
    in: "cookie",
    name: "rrp_refresh",
    description: "The HttpOnly refresh-token cookie set by login and refresh (Path=/identity/v1).",
  },
  AdminKey: { type: "apiKey", in: "header", name: "X-Admin-Key", description: "The platform's admin key (environment variable ADMIN_KEY)." },
  LiveAuthorization: {
    type: "apiKey",
    in: "query",
    name: "Authorization",
    description: "Live channel only: base64 of the Authorization header value the portal would send (e.g. base64 of \"Bearer <AccessToken>;<IdToken>\").",
  },
};

const SECURITY: Record<EndpointAuth, Record<string, string[]>[]> = {
  none: [],
  capability: [],
  any: [{ SessionBearer: [] }, { GuestBearer: [] }, { ExternalPlatform: [] }],
  owner: [{ SessionBearer: [] }, { ExternalPlatform: [] }],
  user: [{ SessionBearer: [] }],
  refresh: [{ RefreshCookie: [] }],
  admin: [{ AdminKey: [] }],
  live: [{ LiveAuthorization: [] }, { SessionBearer: [] }, { GuestBearer: [] }, { ExternalPlatform: [] }],
};

/** Plain-language authorization of each kind (the page shows it; the document adds it to descriptions). */
export const AUTH_LABELS: Record<EndpointAuth, string> = {
  none: "None (public).",
  capability: "None: the unguessable intent id in the path is the capability.",
  any: "`Bearer <AccessToken>;<IdToken>` (signed-in user), `Bearer <guestToken>` (guest) or `ExternalPlatform <jwt>`.",
  owner: "`Bearer <AccessToken>;<IdToken>` or `ExternalPlatform <jwt>` of an owner of the vendor; not a guest.",
  user: "`Bearer <AccessToken>;<IdToken>` of a signed-in user.",
  refresh: "The `rrp_refresh` cookie (HttpOnly), or `refresh_token` in the body.",
  admin: "Header `X-Admin-Key: <ADMIN_KEY>`.",
  live: "Query parameter `Authorization` = base64 of the Authorization header value (the header itself is accepted too).",
};

const HTTP_REASONS: Record<number, string> = {
  101: "Switching Protocols",
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
};
export const reasonOf = (status: number) => HTTP_REASONS[status] ?? "";

/** JSON Schema of every named schema; nested named schemas become $refs to components.schemas. */
export function convertSchemas(): Record<SchemaName, JsonSchema> {
  return toJsonSchemaDefs(NAMED_SCHEMAS, {
    target: "draft-2020-12",
    typeMode: "input",
    errorMode: "ignore",
    overrideRef: ({ referenceId }) => `${SCHEMA_REF_PREFIX}${referenceId}`,
    overrideAction: ({ valibotAction, jsonSchema }) => {
      if (valibotAction.type === "max_bytes") {
        const limit = (valibotAction as unknown as { requirement: number }).requirement;
        const note = `At most ${limit} bytes of UTF-8.`;
        return { ...jsonSchema, description: jsonSchema.description ? `${jsonSchema.description} ${note}` : note };
      }
      return undefined;
    },
  });
}

export const schemaRef = (name: SchemaName) => ({ $ref: `${SCHEMA_REF_PREFIX}${name}` });

/** The declaration's id: unique, and the same name the portal's client and the platform use. */
export const operationId = (route: DocRoute) => route.id;

/** Query parameters from the entries of an object schema. */
export function queryParameters(schemas: Record<string, JsonSchema>, name: SchemaName): JsonObject[] {
  const schema = schemas[name];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([param, prop]) => ({
    name: param,
    in: "query",
    required: required.has(param),
    schema: prop,
    ...(typeof prop === "object" && prop.description ? { description: prop.description } : {}),
  }));
}

const errorResponse = (route: DocRoute, error: ErrorDoc): JsonObject => ({
  description: error.description,
  content: route.htmlErrors ? { "text/html": { schema: { type: "string" } } } : { "application/json": { schema: schemaRef(route.errorSchema) } },
});

function operationOf(route: DocRoute, schemas: Record<string, JsonSchema>): OpenApiOperation {
  const service = SERVICES[route.service];
  const notes = [route.description ?? ""];
  if (route.aliases.length) notes.push(`Also served at ${route.aliases.map((p) => `\`${p}\``).join(", ")}.`);
  notes.push(`Authorization: ${AUTH_LABELS[route.auth]}`);
  if (route.related.length) notes.push(`See also: ${route.related.map((name) => `${SCHEMA_REF_PREFIX}${name}`).join(", ")}.`);

  const parameters: JsonObject[] = route.params.map((param) => ({
    name: param.name,
    in: "path",
    required: true,
    description: param.description,
    schema: schemaRef(param.schema),
  }));
  if (route.query) parameters.push(...queryParameters(schemas, route.query));

  const responses: Record<string, JsonObject> = {};
  for (const answer of route.answers) {
    const contentType = answer.contentType ?? "application/json";
    responses[String(answer.status)] = {
      description: answer.description,
      ...(answer.headers
        ? { headers: Object.fromEntries(Object.entries(answer.headers).map(([h, d]) => [h, { description: d, schema: { type: "string" } }])) }
        : {}),
      ...(contentType === "none"
        ? {}
        : { content: { [contentType]: { schema: answer.schema ? schemaRef(answer.schema) : { type: "string" } } } }),
    };
  }
  for (const error of route.errors) responses[String(error.status)] = errorResponse(route, error);

  return {
    operationId: operationId(route),
    tags: [service.title],
    summary: route.summary,
    description: notes.filter(Boolean).join("\n\n"),
    security: SECURITY[route.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.bodyOptional,
            content: { [route.bodyType]: { schema: schemaRef(route.body) } },
          },
        }
      : {}),
    responses,
    ...(route.related.length ? { "x-related-schemas": route.related.map(schemaRef) } : {}),
  };
}

export function buildOpenApiDocument(): OpenApiDocument {
  const schemas = convertSchemas();
  const paths: OpenApiDocument["paths"] = {};
  for (const route of docRoutes()) {
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = operationOf(route, schemas);
  }
  const description = INTRO.map((s) => `## ${s.title}\n\n${s.paragraphs.join("\n\n")}`).join("\n\n");
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Rider request portal — reference platform API",
      version: "v1",
      description: `The HTTP API of the reference platform behind the rider request portal, generated from the contract schemas the portal and the platform share.\n\n${description}`,
    },
    servers: [
      {
        url: "/",
        description: "This platform. The orders service is mounted twice: every /orders/api/v1 path is also served under /hurrier/api/v1.",
      },
    ],
    tags: Object.values(SERVICES).map((s) => ({ name: s.title, description: s.description })),
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
}

let cached: OpenApiDocument | undefined;

/** The document, built once per process. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
