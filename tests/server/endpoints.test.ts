// The platform serves its endpoint declarations and nothing else: every route the app registers
// (built as server.ts builds it, the live channel included) was registered for a declaration by
// mount()/mountHandlers — none hand-mounted — except the few pages listed as such; every
// declaration is mounted, at every path it is served at. And what mount() does before a handler,
// through the real app: the declaration's authorization comes first (a guest is refused on an
// owner's call before its body is read, the admin key before the region is looked at), and every
// declared query is checked.
import { createNodeWebSocket } from "@hono/node-ws";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath, servedPaths } from "../../src/domain/contract/endpoints";
import { createAppFromDeps, createDeps } from "../../src/server/app";
import type { AppEnv } from "../../src/server/context";
import { ENDPOINT_LIST, PLATFORM_ENDPOINTS, UNDECLARED_ROUTES } from "../../src/server/endpoints";
import { isDeclaredHandler, mountedEndpoints } from "../../src/server/http/mount";
import { type LiveHub, mountLiveChannel } from "../../src/server/live/channel";
import { createLogger } from "../../src/server/logger";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";

let p: TestPlatform;
let serverApp: Hono<AppEnv>;
let hub: LiveHub;
let deps: ReturnType<typeof createDeps>;

beforeAll(async () => {
  p = await createTestPlatform({ ADMIN_KEY: "endpoints-admin-key-0123456789" });
  deps = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
  serverApp = createAppFromDeps(deps);
  const { upgradeWebSocket } = createNodeWebSocket({ app: serverApp });
  hub = mountLiveChannel(serverApp, { upgradeWebSocket, deps });
});
afterAll(async () => {
  hub?.close();
  await deps?.events.close();
  await p?.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe("registered routes ↔ declarations", () => {
  // Middleware (app.use) and the map's catch-all JSON 404 register as ALL on a wildcard path.
  const routes = () => serverApp.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*")));
  const pages = new Set(UNDECLARED_ROUTES.map((r) => key(r.method, r.path)));

  it("every registered route was mounted from a declaration, the listed pages aside", () => {
    const handMounted = routes()
      .filter((r) => !pages.has(key(r.method, r.path)) && !isDeclaredHandler(r.handler))
      .map((r) => key(r.method, r.path));
    expect(handMounted, "declare these in src/domain/contract/endpoints and mount them with mount()").toEqual([]);
    const declaredPages = routes()
      .filter((r) => pages.has(key(r.method, r.path)) && isDeclaredHandler(r.handler))
      .map((r) => key(r.method, r.path));
    expect(declaredPages, "declared routes listed as pages").toEqual([]);
  });

  it("every declaration is mounted once, at every path it is served at (/orders/api/v1 and /hurrier/api/v1)", () => {
    const mounted = mountedEndpoints(serverApp);
    expect(ENDPOINT_LIST.filter((e) => !mounted.has(e)).map((e) => e.id), "declared but not mounted").toEqual([]);
    expect([...mounted].filter((e) => !ENDPOINT_LIST.includes(e)).map((e) => e.id), "mounted but not in the platform's list").toEqual([]);
    const registered = new Set(routes().map((r) => key(r.method, r.path)));
    const missing = ENDPOINT_LIST.flatMap((e) => servedPaths(e).map((path) => key(e.method, path))).filter((k) => !registered.has(k));
    expect(missing).toEqual([]);
    const vendors = ENDPOINT_LIST.find((e) => e.id === "getVendors");
    expect(vendors && servedPaths(vendors).map(openApiPath)).toEqual(["/orders/api/v1/vendors", "/hurrier/api/v1/vendors"]);
  });

  it("declarations have unique ids (their keys) and unique method and path", () => {
    const ids = ENDPOINT_LIST.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.entries(PLATFORM_ENDPOINTS).filter(([id, e]) => id !== e.id)).toEqual([]);
    const routesOf = ENDPOINT_LIST.map((e) => key(e.method, servedPaths(e)[0]));
    expect(new Set(routesOf).size).toBe(routesOf.length);
    expect(ENDPOINT_LIST.length).toBe(67);
  });
});

describe("what mount() checks before a handler", () => {
  it("refuses a guest on an owner's call before reading its body (403, with the call's own error shape)", async () => {
    const guest = (await (await p.call("/identity/v1/guest", { method: "POST" })).json()) as { token: string };
    const res = await p.call("/orders/api/v1/vendor/DK-1001/address", { method: "PUT", raw: "{", headers: { authorization: `Bearer ${guest.token}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ translation_key: "error.forbidden", meta: { translation_key: "error.forbidden" } });
    // A signed-in owner gets as far as the body.
    const owner = p.bearer(await p.login("owner@demo.dk"));
    const malformed = await p.call("/orders/api/v1/vendor/DK-1001/address", { method: "PUT", raw: "{", headers: owner });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ translation_key: "error.malformed-json", meta: { translation_key: "error.malformed-json" } });
  });

  it("checks the admin key before the region: without it even a region that cannot exist is a 401", async () => {
    const res = await p.call("/flags/NOT_A_REGION", { method: "PUT", body: { flags: { voucher: true } } });
    expect(res.status).toBe(401);
    const keyed = await p.call("/flags/NOT_A_REGION", { method: "PUT", body: { flags: { voucher: true } }, headers: { "x-admin-key": "endpoints-admin-key-0123456789" } });
    expect(keyed.status).toBe(404);
    expect(await keyed.json()).toMatchObject({ translation_key: "flags.region-not-found" });
  });

  it("checks every declared query, the asset manifest's cache-busting t included (it is the portal's call too)", async () => {
    expect((await p.call("/asset-manifest.json?t=1700000000000")).status).toBe(200);
    const res = await p.call("/asset-manifest.json?t=not-a-time");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ translation_key: "error.invalid-request", issues: [expect.objectContaining({ path: "t" })] });
  });
});
