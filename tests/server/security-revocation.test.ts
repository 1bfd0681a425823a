// Revoked access stops working (issue 8, item 4). Two platform instances share one database: `p`
// (in process, its REST app) and `running` (a real server on port 0 with the live channel), so a
// revocation made on one must be seen by the other (NOTIFY session_revocations). After logout the
// session's access token and the GODROID token minted with it answer 401 on both instances; a
// refresh-token reuse does the same to the family's newest access token; an open socket of the
// revoked session is closed with 4003 while another session's stays open; a dead token is let in only
// to be closed with its code; and a socket is closed with 4001 when its token expires (a 1 s
// ACCESS_TOKEN_TTL, and the injected clock moved past `exp`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { encodeLiveAuthorization, LIVE_CLOSE } from "../../src/domain/contract/orders";
import { createDeps } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createTestPlatform, decodeJwtPayload, refreshCookieOf, TEST_ENV, type TestPlatform } from "./helpers";
import { connectLive, type LiveClient, subscribe } from "./orders-support";

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

const connect = (authorization: string) => connectLive(running.port, encodeLiveAuthorization(authorization), {}, sockets);

/** The close code and reason of a socket (resolves when it closes). */
const closed = (c: LiveClient) =>
  new Promise<{ code: number; reason: string }>((resolve) => {
    if (c.ws.readyState === WebSocket.CLOSED) throw new Error("already closed");
    c.ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() }));
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

describe("the live channel ends with the session", () => {
  it("closes an open socket of the revoked session with 4003 (logout on the other instance); another session's stays open", async () => {
    const session = await p.login("owner@demo.dk");
    const other = await p.login("owner@demo.dk");
    const doomed = await connect(`Bearer ${session.meta.AccessToken};${session.meta.IdToken}`);
    subscribe(doomed, "DK-1001");
    expect(await doomed.next()).toMatchObject({ type: "subscribe_ok" });
    const kept = await connect(`Bearer ${other.meta.AccessToken}`);
    subscribe(kept, "DK-1001");
    expect(await kept.next()).toMatchObject({ type: "subscribe_ok" });

    const end = closed(doomed);
    expect((await logout(session.cookie)).status).toBe(204);
    expect(await end).toEqual({ code: LIVE_CLOSE.sessionRevoked.code, reason: LIVE_CLOSE.sessionRevoked.reason });
    await new Promise((r) => setTimeout(r, 100));
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    kept.ws.close();
  });

  it("closes a GODROID socket when the session that minted its token is logged out", async () => {
    const session = await p.login("owner@demo.dk");
    const minted = await p.call("/identity/v1/platform-token", { headers: p.bearer(session), body: { vendor_id: "DK-1002" } });
    const godroid = await connect(`ExternalPlatform ${((await minted.json()) as { token: string }).token}`);
    subscribe(godroid, "DK-1002");
    expect(await godroid.next()).toMatchObject({ type: "subscribe_ok" });
    const end = closed(godroid);
    expect((await logout(session.cookie)).status).toBe(204);
    expect((await end).code).toBe(LIVE_CLOSE.sessionRevoked.code);
  });

  it("lets a revoked token in only to close it with 4003 (a browser cannot read a refused upgrade's status)", async () => {
    const session = await p.login("owner@demo.dk");
    expect((await logout(session.cookie)).status).toBe(204);
    const c = await connect(`Bearer ${session.meta.AccessToken}`);
    const end = closed(c);
    subscribe(c, "DK-1001");
    expect((await end).code).toBe(LIVE_CLOSE.sessionRevoked.code);
    expect(c.messages).toEqual([]);
  });
});

describe("the live channel ends with the token", () => {
  it("closes a socket with 4001 when its token expires (ACCESS_TOKEN_TTL 1 s)", async () => {
    const shortLived = await createTestPlatform({ ACCESS_TOKEN_TTL: "1" }, { database: p.database, clock: p.clock });
    const session = await shortLived.login("owner@demo.dk");
    expect(session.meta.Expires * 1000 - p.clock.now()).toBe(1000);
    const c = await connect(`Bearer ${session.meta.AccessToken}`);
    subscribe(c, "DK-1001");
    expect(await c.next()).toMatchObject({ type: "subscribe_ok" });
    expect(await closed(c)).toEqual({ code: LIVE_CLOSE.tokenExpired.code, reason: LIVE_CLOSE.tokenExpired.reason });
  });

  // Last: it moves the shared clock past every token issued so far.
  it("closes a socket with 4001 once the platform's clock passes the token's expiry, and lets an expired token in only to close it", async () => {
    const session = await p.login("owner@demo.dk");
    const authorization = `Bearer ${session.meta.AccessToken}`;
    const c = await connect(authorization);
    const end = closed(c);
    p.clock.advance((session.meta.Expires + 1) * 1000 - p.clock.now());
    expect((await end).code).toBe(LIVE_CLOSE.tokenExpired.code);
    expect(await vendorsStatus(authorization)).toEqual([401, 401]);
    const late = await connect(authorization);
    expect((await closed(late)).code).toBe(LIVE_CLOSE.tokenExpired.code);
  });
});
