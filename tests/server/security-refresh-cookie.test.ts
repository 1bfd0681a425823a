// Issue 8.6, the refresh cookie lacked Secure in production: the rrp_refresh cookie (a 30-day
// credential) must carry Secure whenever the portal is served over HTTPS, which production always
// is, and behind a trusted proxy that says the request came over HTTPS; never on plain local HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, PASSWORD, TEST_ENV, type TestPlatform } from "./helpers";

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(async () => {
  await p?.close();
});

const PRODUCTION = { APP_ENV: "prd", ADMIN_KEY: "a-production-admin-key-0123456789", SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "Portal <no-reply@example.com>" };

/** The Set-Cookie of rrp_refresh after a login, a refresh and a logout on `platform`. */
async function refreshCookies(platform: TestPlatform, headers: Record<string, string> = {}) {
  const login = await platform.call("/identity/v1/login", { headers, body: { email: "outlet@demo.dk", password: PASSWORD } });
  expect(login.status).toBe(200);
  const set = login.headers.get("set-cookie") ?? "";
  const token = /rrp_refresh=([^;]+)/.exec(set)?.[1] ?? "";
  const refresh = await platform.call("/identity/v1/refresh", { headers: { ...headers, cookie: `rrp_refresh=${token}` }, body: {} });
  expect(refresh.status).toBe(200);
  const logout = await platform.call("/identity/v1/logout", { headers: { ...headers, cookie: `rrp_refresh=${token}` }, body: {} });
  return [set, refresh.headers.get("set-cookie") ?? "", logout.headers.get("set-cookie") ?? ""];
}

describe("Secure on the refresh cookie", () => {
  it("is set in production, even when the request reached the platform over plain HTTP (TLS ends at the proxy)", async () => {
    const prd = await createTestPlatform({ ...TEST_ENV, ...PRODUCTION }, { database: p.database, clock: p.clock });
    for (const cookie of await refreshCookies(prd)) {
      expect(cookie).toMatch(/rrp_refresh=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    }
  });

  it("outside production follows the scheme: Secure when the trusted proxy says https (its last X-Forwarded-Proto), not on plain HTTP", async () => {
    const proxied = await createTestPlatform({ ...TEST_ENV, TRUST_PROXY: "1" }, { database: p.database, clock: p.clock });
    for (const proto of ["https", "http, https", "HTTPS"])
      for (const cookie of await refreshCookies(proxied, { "x-forwarded-proto": proto })) expect(cookie, proto).toMatch(/;\s*Secure/i);
    for (const cookie of await refreshCookies(proxied, { "x-forwarded-proto": "https, http" })) expect(cookie).not.toMatch(/Secure/i);
    // Plain HTTP, and an X-Forwarded-Proto nobody vouches for (no TRUST_PROXY): no Secure, or local logins would break.
    for (const cookie of await refreshCookies(p)) expect(cookie).not.toMatch(/Secure/i);
    for (const cookie of await refreshCookies(p, { "x-forwarded-proto": "https" })) expect(cookie).not.toMatch(/Secure/i);
  });
});
