// Issue 8.2, the default admin key: "X-Admin-Key: dev-admin" (the README's default) rewrote the flags,
// maintenance included. Now a configured ADMIN_KEY is the only key; without one a random key is
// generated per run and logged once (outside production), and production accepts no key at all.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppFromDeps, createDeps } from "../../src/server/app";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(async () => {
  await p?.close();
});

const MAINTENANCE = { flags: { planned_maintenance: true } };

/** The platform on p's database with env, its log lines, and PUT /flags/eu with a key. */
function platformWith(env: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const deps = createDeps({ db: p.database, env: { ...TEST_ENV, ...env }, now: p.clock.now, logger: pino({ level: "info" }, sink) });
  const app = createAppFromDeps(deps);
  const put = (key?: string) =>
    app.request("/flags/eu", {
      method: "PUT",
      headers: { "content-type": "application/json", ...(key === undefined ? {} : { "x-admin-key": key }) },
      body: JSON.stringify(MAINTENANCE),
    });
  return { deps, lines, put };
}

describe("the admin key of PUT /flags/{region}", () => {
  it("outside production without ADMIN_KEY: dev-admin is refused; a random key, logged once, works; ADMIN_KEY replaces it", async () => {
    const dev = platformWith({});
    expect((await dev.put("dev-admin")).status).toBe(401);
    expect((await dev.put("")).status).toBe(401);
    const key = dev.deps.settings.adminKey ?? "";
    expect(key.length).toBeGreaterThanOrEqual(24);
    const logged = dev.lines.filter((l) => JSON.stringify(l).includes(key));
    expect(logged).toHaveLength(1);
    expect(String(logged[0].msg)).toMatch(/ADMIN_KEY/);
    expect((await dev.put(key)).status).toBe(200);
    // Another run, another key.
    expect(platformWith({}).deps.settings.adminKey).not.toBe(key);

    // A configured ADMIN_KEY is the only key (near misses refused) and is never logged.
    const configured = platformWith({ ADMIN_KEY: "configured-admin-key-42" });
    for (const wrong of ["dev-admin", key, "configured-admin-key-4", "configured-admin-key-420", "CONFIGURED-ADMIN-KEY-42"])
      expect((await configured.put(wrong)).status, wrong).toBe(401);
    expect((await configured.put()).status).toBe(401);
    expect((await configured.put("configured-admin-key-42")).status).toBe(200);
    expect(JSON.stringify(configured.lines)).not.toContain("configured-admin-key-42");
  });

  it("production without ADMIN_KEY generates nothing and accepts no key at all", async () => {
    const prd = platformWith({ APP_ENV: "prd" });
    expect(prd.deps.settings.adminKey).toBeUndefined();
    for (const key of [undefined, "", "dev-admin", "undefined"]) expect((await prd.put(key)).status, String(key)).toBe(401);
  });
});
