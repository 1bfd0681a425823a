// One socket cannot stall the server (issue 8, item 5), on a real server on port 0: a guest socket
// that floods subscribe messages is closed with 1008 while another client's REST request is answered;
// a socket may follow LIVE_MAX_SUBSCRIPTIONS vendors (2 here) and is closed with 1008 beyond that,
// and subscribing again to a vendor it follows or was refused costs no database lookup; a message over
// LIVE_MAX_MESSAGE_BYTES closes the socket with 1009; an upgrade from a foreign Origin is refused with
// 403 before the upgrade (no Origin, the platform's own host and PUBLIC_URL's origin are let in).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type WebSocket from "ws";
import { encodeLiveAuthorization, LIVE_CLOSE } from "../../src/domain/contract/orders";
import { createDeps } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { VendorRepository } from "../../src/server/modules/vendors/repository";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";
import { connectLive, type LiveClient, subscribe } from "./orders-support";

const PUBLIC_URL = "https://portal.example.com";
const ENV = { ...TEST_ENV, PUBLIC_URL, LIVE_MAX_SUBSCRIPTIONS: "2", LIVE_MAX_MESSAGE_BYTES: "1024" };

let p: TestPlatform;
let running: RunningPlatform;
let owner: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  p = await createTestPlatform(ENV);
  const deps = createDeps({ db: p.database, env: ENV, now: p.clock.now, logger: createLogger("silent") });
  running = await startPlatform({ deps, port: 0, hostname: "127.0.0.1" });
  owner = `Bearer ${(await p.login("owner@demo.dk")).meta.AccessToken}`;
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await running?.close();
  await p?.close();
});

const connect = (authorization: string, options: WebSocket.ClientOptions = {}) =>
  connectLive(running.port, encodeLiveAuthorization(authorization), options, sockets);

/** The close code and reason of a socket (resolves when it closes). */
const closed = (c: LiveClient) =>
  new Promise<{ code: number; reason: string }>((resolve) => c.ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })));

describe("message budget", () => {
  it("closes a flooding guest socket with 1008 while another client's request is answered", async () => {
    const guest = (await (await p.call("/identity/v1/guest", { method: "POST" })).json()) as { token: string };
    const flood = await connect(`Bearer ${guest.token}`);
    const end = closed(flood);
    const message = JSON.stringify({ action: "subscribeToVendor", data: { vendor_id: "DK-1001" } });
    for (let i = 0; i < 3000; i++) flood.ws.send(message);
    // Sent while the flood is on its way: another client's call over the same server.
    const other = await fetch(`http://127.0.0.1:${running.port}/orders/api/v1/vendors`, { headers: { authorization: owner } });
    expect(other.status).toBe(200);
    expect((await other.json()) as unknown).toMatchObject({ result: { vendors: expect.any(Array) } });
    expect(await end).toEqual({ code: LIVE_CLOSE.rateExceeded.code, reason: LIVE_CLOSE.rateExceeded.reason });
    // Only the burst was answered (default 20 messages).
    expect(flood.messages.length).toBeLessThanOrEqual(20);
  });
});

describe("subscriptions", () => {
  it("answers a repeated subscribe (followed or refused vendor) without a database lookup", async () => {
    const find = vi.spyOn(VendorRepository.prototype, "find");
    const c = await connect(owner);
    for (let i = 0; i < 5; i++) {
      subscribe(c, "DK-1001");
      expect(await c.next()).toEqual({ type: "subscribe_ok", data: { vendor_id: "DK-1001" } });
    }
    for (let i = 0; i < 5; i++) {
      subscribe(c, "DK-2001");
      expect(await c.next()).toMatchObject({ type: "error", data: { translation_key: "error.forbidden" } });
    }
    expect(find).toHaveBeenCalledTimes(2);
    c.ws.close();
  });

  it("closes a socket with 1008 when it asks to follow more vendors than LIVE_MAX_SUBSCRIPTIONS (2)", async () => {
    const c = await connect(owner);
    const end = closed(c);
    for (const vendorId of ["DK-1000", "DK-1001"]) {
      subscribe(c, vendorId);
      expect(await c.next()).toMatchObject({ type: "subscribe_ok", data: { vendor_id: vendorId } });
    }
    subscribe(c, "DK-1001"); // already followed: not one more
    expect(await c.next()).toMatchObject({ type: "subscribe_ok", data: { vendor_id: "DK-1001" } });
    subscribe(c, "DK-1002");
    expect(await end).toEqual({ code: LIVE_CLOSE.tooManySubscriptions.code, reason: LIVE_CLOSE.tooManySubscriptions.reason });
  });
});

describe("message size", () => {
  it("closes a socket with 1009 when a message exceeds LIVE_MAX_MESSAGE_BYTES (1024)", async () => {
    const c = await connect(owner);
    const end = closed(c);
    c.ws.send(JSON.stringify({ action: "subscribeToVendor", data: { vendor_id: "DK-1001", padding: "x".repeat(2000) } }));
    expect((await end).code).toBe(LIVE_CLOSE.messageTooBig.code);
    expect(c.messages).toEqual([]);
  });
});

describe("Origin of the upgrade", () => {
  it("refuses a foreign Origin with 403 before the upgrade; lets in no Origin, the platform's own host and PUBLIC_URL's origin", async () => {
    await expect(connect(owner, { origin: "https://evil.example" })).rejects.toMatchObject({ status: 403 });
    await expect(connect(owner, { origin: "null" })).rejects.toMatchObject({ status: 403 });
    // Same host name on another port is another origin.
    await expect(connect(owner, { origin: "http://127.0.0.1:1" })).rejects.toMatchObject({ status: 403 });

    for (const origin of [undefined, `http://127.0.0.1:${running.port}`, PUBLIC_URL]) {
      const c = await connect(owner, origin ? { origin } : {});
      subscribe(c, "DK-1001");
      expect(await c.next()).toMatchObject({ type: "subscribe_ok" });
      c.ws.close();
    }
  });
});
