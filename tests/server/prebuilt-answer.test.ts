// The hot reads (GET vendors, today's orders) answer with their headers built whole in advance
// (issue 14, http/prebuilt.ts), instead of having the middleware add them one by one after the
// handler. They must carry exactly what the middleware gives every other answer of the API: the
// security headers, no-store, Vary, a request id. Compared here with answers of the same service that
// go through the middleware, in process and through a real HTTP server (@hono/node-server, as the
// platform runs), and the security headers' list with what Hono's secureHeaders sets. On the wire
// the Authorization header is read from Node's parsed headers (http/request-header.ts).

import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeWindow } from "../../src/domain/orders/windows";
import { isPrebuilt } from "../../src/server/http/prebuilt";
import { API_SECURITY_HEADER_LIST, securityHeaders } from "../../src/server/http/security";
import { createTestPlatform, type TestPlatform } from "./helpers";

const BASE = "/orders/api/v1";
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
/** Headers of the answer itself (its body and this request), not of its path. */
const OWN = new Set(["content-type", "content-encoding", "content-length", "x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);
const pathHeaders = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !OWN.has(name)));

let p: TestPlatform;
let owner: Record<string, string>;
beforeAll(async () => {
  p = await createTestPlatform();
  owner = p.bearer(await p.login("owner@demo.dk"));
});
afterAll(async () => {
  await p?.close();
});

const activePath = () => {
  const w = activeWindow(Math.floor(p.clock.now() / 1000), "Europe/Copenhagen");
  return `${BASE}/vendor/DK-1000/orders?from=${w.from}&to=${w.to}&count=200&include_outlets=true`;
};

describe("answers built whole", () => {
  it("list the API's security headers as Hono's secureHeaders sets them, for the default deployment and one with external origins", async () => {
    for (const raw of [{}, { apiHost: "https://api.example.com", mapStyleUrl: "https://tiles.example.org/style.json", helpCentreHost: "https://help.example.net" }]) {
      const app = new Hono();
      app.use("*", securityHeaders(raw, "api"));
      app.get("/", (c) => c.text("ok"));
      const res = await app.request("/");
      const set = Object.fromEntries([...res.headers].filter(([name]) => name !== "content-type"));
      expect(Object.fromEntries(API_SECURITY_HEADER_LIST.map(([k, v]) => [k.toLowerCase(), v]))).toEqual(set);
    }
  });

  it("carry every header of the API's other answers: GET vendors, today's orders and history pages against GET vendor", async () => {
    const vendors = await p.call(`${BASE}/vendors`, { headers: { ...owner, ...BROWSER } });
    const active = await p.call(activePath(), { headers: { ...owner, ...BROWSER } });
    const vendor = await p.call(`${BASE}/vendor/DK-1000`, { headers: { ...owner, ...BROWSER } });
    const history = await p.call(`${BASE}/vendor/DK-1000/orders?from=1&to=2&count=50`, { headers: { ...owner, ...BROWSER } });
    // A page from the database (not today's lists in memory), well above compress()'s 1 KB.
    const older = await p.call(`${BASE}/vendor/DK-1000/orders?from=1&count=50&include_outlets=true`, { headers: { ...owner, ...BROWSER } });
    for (const res of [vendors, active, vendor, history, older]) expect(res.status).toBe(200);
    // The order lists and GET vendors are prebuilt (compressed at once, or small), other answers are not.
    expect([vendors, active, vendor, history, older].map(isPrebuilt)).toEqual([true, true, false, true, true]);
    for (const res of [vendors, active, history, older]) expect(pathHeaders(res)).toEqual(pathHeaders(vendor));
    expect(pathHeaders(vendors)).toMatchObject({ "cache-control": "no-store", vary: "Accept-Encoding", "x-frame-options": "DENY" });
    const olderJson = JSON.parse(brotliDecompressSync(Buffer.from(await older.clone().arrayBuffer())).toString()) as { result: { data: unknown[] } };
    expect(olderJson.result.data).toHaveLength(50);
    for (const res of [vendors, active, older]) {
      // The browser's Accept-Encoding names brotli: the smaller answer (http/encoded-answer.ts).
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(vendors.headers.get("x-request-id")).not.toBe(active.headers.get("x-request-id"));
    // A client that takes no gzip gets the JSON through compress() as before (not prebuilt above 1 KB).
    const plain = await p.call(`${BASE}/vendors`, { headers: owner });
    expect(isPrebuilt(plain)).toBe(false);
    expect(pathHeaders(plain)).toEqual(pathHeaders(vendor));
  });

  it("send the same headers on the wire as the middleware's answers (through @hono/node-server)", async () => {
    const server = serve({ fetch: p.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const get = (path: string) => fetch(base + path, { headers: { ...owner, ...BROWSER } });
      const [vendors, active, vendor] = [await get(`${BASE}/vendors`), await get(activePath()), await get(`${BASE}/vendor/DK-1000`)];
      expect(pathHeaders(vendors)).toEqual(pathHeaders(vendor));
      expect(pathHeaders(active)).toEqual(pathHeaders(vendor));
      // The API's six security headers (http/security.ts), no-store and Vary.
      expect(Object.keys(pathHeaders(vendors)).sort()).toEqual(
        [
          "cache-control",
          "content-security-policy",
          "cross-origin-resource-policy",
          "referrer-policy",
          "strict-transport-security",
          "vary",
          "x-content-type-options",
          "x-frame-options",
        ],
      );
      // fetch() undid the brotli: the JSON of the answer.
      expect(((await vendors.json()) as { result: { vendors: unknown[] } }).result.vendors.length).toBeGreaterThan(1);
      expect(((await active.json()) as { result: { data: unknown[] } }).result.data).toBeInstanceOf(Array);
      // Authorization is read from Node's parsed headers there (http/request-header.ts): still checked.
      expect((await fetch(`${base}${BASE}/vendors`)).status).toBe(401);
      expect((await fetch(`${base}${BASE}/vendors`, { headers: { authorization: "Bearer not-a-token" } })).status).toBe(401);
      expect((await fetch(`${base}${BASE}/vendors`, { headers: { authorization: owner.authorization.replace("Bearer", "bearer") } })).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
