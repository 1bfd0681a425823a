// The API reference (/api-docs and /api-docs/openapi.json) in-process: the endpoint declarations it
// is generated from and the routes the Hono app really registers agree both ways (the app built as server.ts builds it, live channel
// included); the document has the OpenAPI 3.1 shape, every $ref resolves and every path parameter
// is declared; real answers of the platform conform to their documented schemas; the page is one
// accessible, script-free HTML document listing every endpoint.
import { createNodeWebSocket } from "@hono/node-ws";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppFromDeps, createDeps } from "../../src/server/app";
import type { AppEnv } from "../../src/server/context";
import { type LiveHub, mountLiveChannel } from "../../src/server/live/channel";
import { createLogger } from "../../src/server/logger";
import { UNDECLARED_ROUTES } from "../../src/server/endpoints";
import { docRoutes } from "../../src/server/modules/api-docs/doc-routes";
import { NAMED_SCHEMAS } from "../../src/server/modules/api-docs/schemas";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";

type Json = Record<string, unknown>;
type Doc = {
  openapi: string;
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Json & { operationId: string; parameters?: Json[]; responses: Record<string, Json>; security: Json[] }>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
};

let p: TestPlatform;
let serverApp: Hono<AppEnv>;
let hub: LiveHub;
let deps: ReturnType<typeof createDeps>;
let doc: Doc;
let html: string;

beforeAll(async () => {
  p = await createTestPlatform();
  // The app as server.ts builds it: createApp plus the live channel on /ws.
  deps = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
  serverApp = createAppFromDeps(deps);
  const { upgradeWebSocket } = createNodeWebSocket({ app: serverApp });
  hub = mountLiveChannel(serverApp, { upgradeWebSocket, deps });
  doc = (await (await p.call("/api-docs/openapi.json")).json()) as Doc;
  html = await (await p.call("/api-docs")).text();
});
afterAll(async () => {
  hub?.close();
  await deps?.events.close();
  await p?.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const ROUTES = docRoutes();
/** Hono's /vendor/:id → OpenAPI's /vendor/{id}. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("declarations ↔ registered routes", () => {
  // Middleware (app.use) and catch-alls (app.all("/map/*") answering JSON 404s) register as method
  // ALL on a wildcard path; they are not endpoints.
  const registered = () =>
    new Set(serverApp.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => key(r.method, openApiPath(r.path))));
  const documented = () => new Set(ROUTES.flatMap((r) => [r.path, ...r.aliases].map((path) => key(r.method, path))));
  const undocumented = () => new Set(UNDECLARED_ROUTES.map((r) => key(r.method, r.path)));

  it("every registered route is documented (or listed as undocumented on purpose)", () => {
    const known = new Set([...documented(), ...undocumented()]);
    const missing = [...registered()].filter((k) => !known.has(k));
    expect(missing, "declare these in src/domain/contract/endpoints and mount them").toEqual([]);
  });

  it("every documented route exists, under every base of its service (/orders/api/v1 and /hurrier/api/v1)", () => {
    const reg = registered();
    expect([...documented()].filter((k) => !reg.has(k)), "documented but not registered").toEqual([]);
    expect([...undocumented()].filter((k) => !reg.has(k)), "stale UNDECLARED_ROUTES entries").toEqual([]);
    expect([...documented()].filter((k) => undocumented().has(k)), "both documented and undocumented").toEqual([]);
  });

  it("documents the services the brief names, once per method and path", () => {
    const keys = ROUTES.map((r) => key(r.method, r.path));
    expect(new Set(keys).size).toBe(keys.length);
    for (const expected of [
      "POST /identity/v1/login",
      "GET /orders/api/v1/vendors",
      "GET /ws",
      "GET /flags/{region}",
      "GET /flags-fallback.json",
      "GET /asset-manifest.json",
      "GET /deployment.json",
      "GET /map/style.json",
      "GET /payments/3ds/{intentId}",
    ])
      expect(keys).toContain(expected);
    const orders = ROUTES.find((r) => r.path === "/orders/api/v1/vendors");
    expect(orders && [orders.path, ...orders.aliases]).toEqual(["/orders/api/v1/vendors", "/hurrier/api/v1/vendors"]);
  });
});

/** Every {"$ref": …} in a JSON value. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refsIn(v)));
  return [];
};

describe("GET /api-docs/openapi.json", () => {
  it("answers an OpenAPI 3.1 document as JSON", async () => {
    const res = await p.call("/api-docs/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.info.description).toContain("translation_key");
    expect(doc.servers[0].description).toContain("/hurrier/api/v1");
    expect(Object.keys(doc.paths).length).toBe(new Set(ROUTES.map((r) => r.path)).size);
    expect(Object.keys(doc.components.schemas).sort()).toEqual(Object.keys(NAMED_SCHEMAS).sort());
    expect(Object.keys(doc.components.securitySchemes)).toEqual(
      expect.arrayContaining(["SessionBearer", "GuestBearer", "ExternalPlatform", "AdminKey", "LiveAuthorization"]),
    );
  });

  it("has one operation per declaration, unique operationIds (the declarations' ids), declared path parameters and known security schemes", () => {
    const ids = new Set<string>();
    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      if (!op) continue;
      expect(op.operationId).toBe(route.id);
      expect(ids.has(op.operationId)).toBe(false);
      ids.add(op.operationId);
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((q) => q.in === "path").map((q) => q.name);
      expect(declared).toEqual(pathParams);
      for (const requirement of op.security) for (const name of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(name);
      for (const [status, answer] of Object.entries(op.responses)) {
        if (Number(status) >= 400 && !route.htmlErrors)
          expect(refsIn(answer)[0], `${op.operationId} ${status}`).toMatch(/^#\/components\/schemas\/(ErrorBody|SavedAddressErrorBody)$/);
      }
    }
  });

  it("every $ref resolves to a component schema", () => {
    const refs = new Set(refsIn(doc));
    expect(refs.size).toBeGreaterThan(20);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas, ref).toHaveProperty(ref.slice("#/components/schemas/".length));
    }
  });

  it("describes the error body, the live channel messages and the request and answer shapes", () => {
    const s = doc.components.schemas;
    expect(s.ErrorBody).toMatchObject({ type: "object", required: ["message", "translation_key"] });
    expect(s.LiveClientMessage).toBeDefined();
    expect(refsIn(s.LiveServerMessage)).toContain("#/components/schemas/OrderUpdateMessage");
    expect(s.OrderUpdateMessage).toMatchObject({ properties: { type: { const: "order_update" }, data: { $ref: "#/components/schemas/OrderRecord" } } });
    expect(s.LoginRequest).toMatchObject({ required: ["email", "password"] });
    const login = doc.paths["/identity/v1/login"].post;
    expect(refsIn(login.requestBody)).toEqual(["#/components/schemas/LoginRequest"]);
    expect(refsIn(login.responses["200"])).toEqual(["#/components/schemas/LoginAnswer"]);
    expect(login.security).toEqual([]);
    const vendors = doc.paths["/orders/api/v1/vendors"].get;
    expect(vendors.security).toEqual([{ SessionBearer: [] }, { GuestBearer: [] }, { ExternalPlatform: [] }]);
    expect(String(vendors.description)).toContain("/hurrier/api/v1/vendors");
    const orders = doc.paths["/orders/api/v1/vendor/{id}/orders"].get;
    expect(orders.parameters?.map((q) => q.name)).toEqual(expect.arrayContaining(["id", "from", "to", "count", "pagination_key"]));
    expect(String(doc.paths["/ws"].get.description)).toContain("LiveServerMessage");
  });
});

/** A small JSON Schema check (type, const, enum, properties, required, items, anyOf/oneOf, $ref): the problems found. */
function conform(schemas: Record<string, Json>, schema: Json, value: unknown, at = "$"): string[] {
  if (typeof schema.$ref === "string") return conform(schemas, schemas[schema.$ref.split("/").pop() as string], value, at);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) return alternatives.some((alt) => conform(schemas, alt, value, at).length === 0) ? [] : [`${at}: matches no alternative`];
  if ("const" in schema && value !== schema.const) return [`${at}: expected ${JSON.stringify(schema.const)}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return [`${at}: not one of the enum`];
  const type = schema.type as string | undefined;
  const actual = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  if (type === "integer" ? !Number.isInteger(value) : type && type !== (actual === "number" && type === "number" ? "number" : actual))
    return [`${at}: expected ${type}, got ${actual}`];
  const problems: string[] = [];
  if (actual === "object" && schema.properties) {
    const obj = value as Json;
    for (const name of (schema.required as string[] | undefined) ?? []) if (!(name in obj)) problems.push(`${at}.${name}: missing`);
    for (const [name, prop] of Object.entries(schema.properties as Record<string, Json>))
      if (name in obj) problems.push(...conform(schemas, prop, obj[name], `${at}.${name}`));
  }
  if (actual === "object" && schema.additionalProperties && typeof schema.additionalProperties === "object" && !schema.properties)
    for (const [name, item] of Object.entries(value as Json)) problems.push(...conform(schemas, schema.additionalProperties as Json, item, `${at}.${name}`));
  if (actual === "array" && schema.items && typeof schema.items === "object")
    for (const [i, item] of (value as unknown[]).entries()) problems.push(...conform(schemas, schema.items as Json, item, `${at}[${i}]`));
  return problems;
}

describe("real answers conform to their documented schemas", () => {
  const answerSchema = (path: string, method: string, status = "200") => {
    const content = doc.paths[path][method].responses[status].content as Record<string, { schema: Json }>;
    return Object.values(content)[0].schema;
  };
  const check = async (res: Response, path: string, method = "get") => {
    expect(res.status).toBe(200);
    expect(conform(doc.components.schemas, answerSchema(path, method), await res.json())).toEqual([]);
  };

  it("identity, vendors, country parameters, flags, manifest, deployment", async () => {
    const login = await p.call("/identity/v1/login", { body: { email: "owner@demo.dk", password: "Rider-Demo-2026!" } });
    const answer = (await login.clone().json()) as { meta: { AccessToken: string; IdToken: string } };
    await check(login, "/identity/v1/login", "post");
    const authorization = `Bearer ${answer.meta.AccessToken};${answer.meta.IdToken}`;
    await check(await p.call("/orders/api/v1/vendors", { headers: { authorization } }), "/orders/api/v1/vendors");
    await check(await p.call("/hurrier/api/v1/vendor/DK-1003", { headers: { authorization } }), "/orders/api/v1/vendor/{id}");
    await check(await p.call("/orders/api/v1/get-country-parameter/serviceHours", { headers: { authorization } }), "/orders/api/v1/get-country-parameter/{name}");
    await check(await p.call("/flags/eu"), "/flags/{region}");
    await check(await p.call("/flags-fallback.json"), "/flags-fallback.json");
    await check(await p.call("/asset-manifest.json"), "/asset-manifest.json");
    await check(await p.call("/deployment.json"), "/deployment.json");
    await check(await p.call("/identity/v1/guest", { method: "POST" }), "/identity/v1/guest", "post");
  });

  it("an error answer conforms to ErrorBody", async () => {
    const res = await p.call("/orders/api/v1/vendors");
    expect(res.status).toBe(401);
    expect(conform(doc.components.schemas, { $ref: "#/components/schemas/ErrorBody" }, await res.json())).toEqual([]);
  });

  it("the checker itself catches a wrong answer", () => {
    expect(conform(doc.components.schemas, { $ref: "#/components/schemas/ErrorBody" }, { message: 1 })).toEqual([
      "$.translation_key: missing",
      "$.message: expected string, got number",
    ]);
  });
});

describe("GET /api-docs", () => {
  it("answers an HTML page with one h1, lang=en, a link back to the portal and every endpoint", async () => {
    const res = await p.call("/api-docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<a href="/">');
    for (const path of ["/identity/v1/login", "/orders/api/v1/vendors", "/hurrier/api/v1", "/ws", "/flags/{region}", "/payments/3ds/{intentId}", "/map/streets.geojson"])
      expect(html).toContain(path);
    for (const route of ROUTES) expect(html).toContain(`${route.method}</span> <code class="path">${route.path}</code>`);
  });

  it("has no script, headings in order, unique ids and in-page links that resolve", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i], `heading ${i + 1}`).toBeLessThanOrEqual(levels[i - 1] + 1);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const targets = new Set([...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]));
    for (const target of targets) expect(ids, `#${target}`).toContain(target);
  });

  it("renders schemas as nested lists (with the JSON in details) and escapes text", () => {
    expect(html).toContain('<ul class="schema">');
    expect(html).toContain('<code class="prop">translation_key</code>');
    expect(html).toContain("<details><summary>");
    // Patterns and descriptions with < > & are escaped, never raw.
    expect(html).toContain("&lt;AccessToken&gt;;&lt;IdToken&gt;");
    expect(html).not.toContain("<AccessToken>");
  });
});
