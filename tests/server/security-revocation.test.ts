// Revoked access stops working (issue 8, item 4). Two platform instances share one database: `p`
// (in process, its REST app) and `running` (a real server on port 0 with the live channel), so a
// revocation made on one must be seen by the other (NOTIFY session_revocations). After logout the
// session's access token and the GODROID token minted with it answer 401 on both instances; a
// refresh-token reuse does the same to the family's newest access token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { createDeps } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createTestPlatform, decodeJwtPayload, refreshCookieOf, TEST_ENV, type TestPlatform } from "./helpers";

let p: TestPlatform;
let running: RunningPlatform;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  p = await createTestPlatform();
  const deps = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
  running = await startPlatform({ deps, port: 0, hostname: "127.0.0.1", keepaliveMs: 150 });
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await running?.close();
  await p?.close();
});

/** GET /vendors on the in-process instance and, over HTTP, on the running one: their two statuses. */
async function vendorsStatus(authorization: string): Promise<[number, number]> {
  const local = await p.call("/orders/api/v1/vendors", { headers: { authorization } });
  const remote = await fetch(`http://127.0.0.1:${running.port}/orders/api/v1/vendors`, { headers: { authorization } });
  return [local.status, remote.status];
}

const logout = (cookie: string) => p.call("/identity/v1/logout", { method: "POST", headers: { cookie } });

describe("logout revokes the session's access tokens", () => {
  it("answers 401 on every instance once the session is logged out, also for the GODROID token minted in it", async () => {
    const session = await p.login("owner@demo.dk");
    const bearer = `Bearer ${session.meta.AccessToken}`;
    expect(decodeJwtPayload(session.meta.AccessToken).sid).toEqual(expect.any(String));
    const minted = await p.call("/identity/v1/platform-token", { headers: { authorization: bearer }, body: { vendor_id: "DK-1002" } });
    const godroid = `ExternalPlatform ${((await minted.json()) as { token: string }).token}`;
    const other = await p.login("owner@demo.dk"); // another session of the same user

    // Both instances have checked (and may cache) the session as live before it ends.
    expect(await vendorsStatus(bearer)).toEqual([200, 200]);
    expect(await vendorsStatus(godroid)).toEqual([200, 200]);

    expect((await logout(session.cookie)).status).toBe(204);
    expect(await vendorsStatus(bearer)).toEqual([401, 401]);
    expect(await vendorsStatus(godroid)).toEqual([401, 401]);
    expect(await vendorsStatus(`Bearer ${other.meta.AccessToken}`)).toEqual([200, 200]);
  });

  it("a reused refresh token revokes the family's access tokens, the newest one included", async () => {
    const first = await p.login("outlet@demo.dk");
    const rotated = await p.call("/identity/v1/refresh", { method: "POST", headers: { cookie: first.cookie } });
    expect(rotated.status).toBe(200);
    const newest = (await rotated.json()) as { meta: { AccessToken: string } };
    const bearer = `Bearer ${newest.meta.AccessToken}`;
    expect(await vendorsStatus(bearer)).toEqual([200, 200]);

    // The first refresh token is presented again: someone else holds a copy.
    expect((await p.call("/identity/v1/refresh", { method: "POST", headers: { cookie: first.cookie } })).status).toBe(401);
    expect(await vendorsStatus(bearer)).toEqual([401, 401]);
    expect(await vendorsStatus(`Bearer ${first.meta.AccessToken}`)).toEqual([401, 401]);
    expect((await p.call("/identity/v1/refresh", { method: "POST", headers: { cookie: refreshCookieOf(rotated) } })).status).toBe(401);
  });

  it("logout with only the access token (no refresh cookie) ends its session too", async () => {
    const session = await p.login("owner@demo.dk");
    const bearer = `Bearer ${session.meta.AccessToken}`;
    expect((await p.call("/identity/v1/logout", { method: "POST", headers: { authorization: bearer } })).status).toBe(204);
    expect(await vendorsStatus(bearer)).toEqual([401, 401]);
    expect((await p.call("/identity/v1/refresh", { method: "POST", headers: { cookie: session.cookie } })).status).toBe(401);
  });
});
