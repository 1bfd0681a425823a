// Issue 8.6, login failures were limited per e-mail and IP only: one address could try a password
// against 60 (or any number of) accounts without a 429. Now failed logins also count per IP
// (LOGIN_IP_RATE_LIMIT, default 30 in 5 minutes), and behind TRUST_PROXY the IP is the one the
// proxy saw, so rotating a spoofed X-Forwarded-For does not dodge the budget.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, PASSWORD, TEST_ENV, type TestPlatform } from "./helpers";
import { loginBody, requestFrom } from "./security-support";

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(async () => {
  await p?.close();
});

const WINDOW = 5 * 60_000;

describe("failed logins per IP", () => {
  it("60 different e-mails from one IP run into a 429 after 30 failures, also for a right password", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await requestFrom(p, "198.51.100.7", "/identity/v1/login", loginBody(`spray-${i}@demo.dk`, "Summer-2026!"))).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const right = await requestFrom(p, "198.51.100.7", "/identity/v1/login", loginBody("owner@demo.dk", PASSWORD));
    expect(right.status).toBe(429);
    expect(((await right.json()) as { message: string }).message).toBe("Failed to login: too many requests");
    // Another IP is not affected, and the budget comes back after the window.
    expect((await requestFrom(p, "198.51.100.8", "/identity/v1/login", loginBody("owner@demo.dk", PASSWORD))).status).toBe(200);
    p.clock.advance(WINDOW + 1000);
    expect((await requestFrom(p, "198.51.100.7", "/identity/v1/login", loginBody("owner@demo.dk", PASSWORD))).status).toBe(200);
  });

  it("is configurable (LOGIN_IP_RATE_LIMIT); successful logins do not count", async () => {
    const strict = await createTestPlatform({ ...TEST_ENV, LOGIN_IP_RATE_LIMIT: "3" }, { database: p.database, clock: p.clock });
    const from = (email: string, password = "Wrong-Pass-1!") => requestFrom(strict, "198.51.100.9", "/identity/v1/login", loginBody(email, password));
    for (let i = 0; i < 5; i++) expect((await from("outlet@demo.dk", PASSWORD)).status).toBe(200);
    for (const email of ["a@demo.dk", "b@demo.dk", "outlet@demo.dk"]) expect((await from(email)).status).toBe(401);
    expect((await from("c@demo.dk")).status).toBe(429);
    p.clock.advance(WINDOW + 1000);
  });

  it("behind TRUST_PROXY counts the address the proxy saw, not a spoofed one in front of it", async () => {
    const proxied = await createTestPlatform({ ...TEST_ENV, TRUST_PROXY: "1", LOGIN_IP_RATE_LIMIT: "5" }, { database: p.database, clock: p.clock });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const init = { ...loginBody(`rotate-${i}@demo.dk`), headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${i}.1, 192.0.2.44` } };
      statuses.push((await requestFrom(proxied, "127.0.0.1", "/identity/v1/login", init)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    p.clock.advance(WINDOW + 1000);
  });
});
