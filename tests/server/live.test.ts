// The live channel over a real socket (port 0, `ws` as the client): the Authorization parameter is
// required and verified, subscribing to a vendor you do not own is refused, a subscriber gets an
// order_update after a status change (also for its outlets' orders, never for other vendors'),
// every Authorization form of the portal is accepted, and the 25 s keepalive (shortened here) ends
// a peer that stops answering pings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { encodeLiveAuthorization } from "../../src/domain/contract/orders";
import { activeWindow } from "../../src/domain/orders/windows";
import { createDeps } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";
import { authOf, cancelOrder, connectLive, type Headers, listOrders, subscribe } from "./orders-support";

let p: TestPlatform;
let running: RunningPlatform;
let deps: ReturnType<typeof createDeps>;
let ownerLogin: Awaited<ReturnType<TestPlatform["login"]>>;
let owner: Headers;
let outlet: Headers;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  p = await createTestPlatform();
  deps = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
  running = await startPlatform({ deps, port: 0, hostname: "127.0.0.1", keepaliveMs: 150 });
  ownerLogin = await p.login("owner@demo.dk");
  owner = p.bearer(ownerLogin);
  outlet = p.bearer(await p.login("outlet@demo.dk"));
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await running?.close();
  await p?.close();
});

const connect = (authorization?: string, options: WebSocket.ClientOptions = {}) => connectLive(running.port, authorization, options, sockets);

describe("live channel /ws", () => {
  it("refuses the upgrade without a valid Authorization parameter (401)", async () => {
    await expect(connect()).rejects.toMatchObject({ status: 401 });
    await expect(connect(encodeLiveAuthorization("Bearer not-a-token"))).rejects.toMatchObject({ status: 401 });
    await expect(connect("%%%")).rejects.toMatchObject({ status: 401 });
    // The raw header instead of its base64 is not accepted either.
    await expect(connect(owner.authorization)).rejects.toMatchObject({ status: 401 });
  });

  it("refuses to subscribe to someone else's vendor (or an unknown one), accepts the caller's own", async () => {
    const c = await connect(authOf(owner));
    subscribe(c, "DK-2001");
    expect(await c.next()).toEqual({ type: "error", data: { message: "Not allowed to follow vendor DK-2001", translation_key: "error.forbidden" } });
    subscribe(c, "DK-9999");
    expect(await c.next()).toMatchObject({ type: "error", data: { translation_key: "error.forbidden" } });
    c.ws.send("not json");
    expect(await c.next()).toMatchObject({ type: "error", data: { translation_key: "error.invalid-request" } });
    c.ws.send(JSON.stringify({ action: "subscribeToEverything", data: {} }));
    expect(await c.next()).toMatchObject({ type: "error", data: { translation_key: "error.invalid-request" } });
    subscribe(c, "DK-1001");
    expect(await c.next()).toEqual({ type: "subscribe_ok", data: { vendor_id: "DK-1001" } });
    c.ws.close();
  });

  it("pushes order_update after a status change to the vendor's and the parent's subscribers only", async () => {
    const parent = await connect(authOf(owner));
    subscribe(parent, "DK-1000");
    await parent.next((m) => m.type === "subscribe_ok");
    const kaffe = await connect(authOf(outlet));
    subscribe(kaffe, "DK-2001");
    await kaffe.next((m) => m.type === "subscribe_ok");

    // A cancel through the API of an outlet's order reaches the parent's subscriber.
    const now = Math.floor(p.clock.now() / 1000);
    const today = (await listOrders(p, owner, "DK-1000", { ...activeWindow(now, "Europe/Copenhagen"), include_outlets: true })).answer!.data;
    const waiting = today.find((o) => o.status === "WAITING_FOR_TRANSPORT")!;
    p.clock.advance(1000);
    expect((await cancelOrder(p, owner, { vendor_id: waiting.vendor_id, order_id: waiting.order_id, reason: "duplicate_order" })).status).toBe(200);
    const update = await parent.next((m) => m.type === "order_update");
    expect(update).toMatchObject({ type: "order_update", data: { order_id: waiting.order_id, status: "CANCELLED", cancel_reason: "duplicate_order" } });

    // A change by another writer (the simulator's path) to DK-2001 reaches only DK-2001's subscriber.
    const repo = new OrderRepository(p.database.db, { now: p.clock.now, events: deps.events });
    const mine = (await listOrders(p, outlet, "DK-2001", activeWindow(now, "Europe/Copenhagen"))).answer!.data.find((o) => o.status === "NEAR_CUSTOMER")!;
    const row = (await repo.find(mine.order_id))!;
    await repo.changeStatus(row.orderId, row.version, { status: "DELIVERED", atMs: p.clock.now() });
    const delivered = await kaffe.next((m) => m.type === "order_update");
    expect(delivered).toMatchObject({ data: { order_id: mine.order_id, status: "DELIVERED", vendor_id: "DK-2001" } });
    // The outlet's socket never saw the DK-1002 cancel; the parent's never sees DK-2001.
    expect(kaffe.messages.filter((m) => m.type === "order_update").map((m) => (m.type === "order_update" ? m.data.vendor_id : ""))).toEqual(["DK-2001"]);
    await new Promise((r) => setTimeout(r, 50));
    expect(parent.messages.filter((m) => m.type === "order_update").every((m) => m.type === "order_update" && m.data.vendor_id !== "DK-2001")).toBe(true);
    parent.ws.close();
    kaffe.ws.close();
  });

  it("accepts Bearer access;id, the bare access token and an ExternalPlatform token (for its vendor only)", async () => {
    const combined = await connect(encodeLiveAuthorization(`Bearer ${ownerLogin.meta.AccessToken};${ownerLogin.meta.IdToken}`));
    subscribe(combined, "DK-1002");
    expect(await combined.next()).toMatchObject({ type: "subscribe_ok" });
    const bare = await connect(encodeLiveAuthorization(ownerLogin.meta.AccessToken));
    subscribe(bare, "DK-1003");
    expect(await bare.next()).toMatchObject({ type: "subscribe_ok" });

    const res = await p.call("/identity/v1/platform-token", { headers: owner, body: { vendor_id: "DK-1002" } });
    const { token } = (await res.json()) as { token: string };
    const godroid = await connect(encodeLiveAuthorization(`ExternalPlatform ${token}`));
    subscribe(godroid, "DK-1002");
    expect(await godroid.next()).toMatchObject({ type: "subscribe_ok", data: { vendor_id: "DK-1002" } });
    subscribe(godroid, "DK-1001");
    expect(await godroid.next()).toMatchObject({ type: "error" });
    for (const c of [combined, bare, godroid]) c.ws.close();
  });

  it("pings every keepalive interval and ends a peer that stops answering", async () => {
    const alive = await connect(authOf(owner));
    let pings = 0;
    alive.ws.on("ping", () => pings++);
    const silent = await connect(authOf(owner), { autoPong: false });
    const closed = new Promise<number>((resolve) => silent.ws.once("close", (code) => resolve(code)));
    expect(await closed).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
    alive.ws.close();
  });
});
