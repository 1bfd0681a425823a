// Issue 8.6, Cache-Control: no-store on every API and identity answer. app.ts set it after next()
// inside the compression middleware; over a real socket (@hono/node-server) compression rebuilt the
// answer from its body and the header was gone, so only a real socket shows it: answers of every
// kind (200, 401, 404, validation errors), compressed or not, under each API prefix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, PASSWORD, type TestPlatform } from "./helpers";
import { type SocketPlatform, startSocketPlatform } from "./security-support";

let p: TestPlatform;
let socket: SocketPlatform;
let auth: Record<string, string>;
beforeAll(async () => {
  p = await createTestPlatform();
  socket = await startSocketPlatform(p);
  auth = p.bearer(await p.login("owner@demo.dk"));
});
afterAll(async () => {
  await socket?.close();
  await p?.close();
});

type Case = [string, number, RequestInit?];

const cases = (): Case[] => [
  ["/orders/api/v1/vendors", 200, { headers: auth }],
  ["/hurrier/api/v1/vendors", 200, { headers: auth }],
  ["/orders/api/v1/get-country-parameter/serviceHours", 200, { headers: auth }],
  ["/orders/api/v1/vendors", 401],
  ["/orders/api/v1/no-such-call", 404, { headers: auth }],
  ["/hurrier/api/v1/no-such-call", 404, { headers: auth }],
  ["/identity/v1/no-such-call", 404],
  ["/identity/v1/login", 401, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@demo.dk", password: "Wrong-Pass-1!" }) }],
  ["/identity/v1/login", 400, { method: "POST", headers: { "content-type": "application/json" }, body: "{" }],
  ["/identity/v1/login", 200, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "outlet@demo.dk", password: PASSWORD }) }],
  ["/identity/v1/forgot-password", 202, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "nobody@demo.dk" }) }],
  ["/flags/eu", 401, { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" }],
];

describe("Cache-Control: no-store over a real socket", () => {
  for (const encoding of ["gzip, deflate", "identity"]) {
    it(`on every API and identity answer (Accept-Encoding: ${encoding})`, async () => {
      for (const [path, status, init = {}] of cases()) {
        const headers = { ...(init.headers as Record<string, string> | undefined), "accept-encoding": encoding };
        const res = await fetch(`${socket.base}${path}`, { ...init, headers });
        await res.arrayBuffer();
        expect(res.status, `${init.method ?? "GET"} ${path}`).toBe(status);
        expect(res.headers.get("cache-control"), `${init.method ?? "GET"} ${path} → ${status}`).toBe("no-store");
      }
      // The portal's own files keep their own policy.
      expect((await fetch(`${socket.base}/flags-fallback.json`, { headers: { "accept-encoding": encoding } })).headers.get("cache-control")).toBe("no-cache");
    });
  }

  it("in-process as well", async () => {
    for (const [path, status, init = {}] of cases()) {
      const res = await p.app.request(path, init);
      expect(res.status, path).toBe(status);
      expect(res.headers.get("cache-control"), `${path} → ${status}`).toBe("no-store");
    }
  });
});
