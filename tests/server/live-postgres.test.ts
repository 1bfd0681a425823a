// Two platform instances on one PostgreSQL database (TEST_DATABASE_URL; skipped without it): a
// change made through either instance is NOTIFY'd and each instance delivers it to its own
// subscriber; a logout on one instance revokes the session on the other (NOTIFY session_revocations):
// its REST answers 401 at once and its socket of that session is closed with 4003. Runs in its own
// schema (search_path) so it never collides with postgres.test.ts.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { encodeLiveAuthorization, LIVE_CLOSE } from "../../src/domain/contract/orders";
import { activeWindow } from "../../src/domain/orders/windows";
import { createDeps } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createClock, createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";
import { authOf, cancelOrder, connectLive, type Headers, listOrders, subscribe } from "./orders-support";

const url = process.env.TEST_DATABASE_URL;
const SCHEMA = "rrp_live_test";

describe.skipIf(!url)("live channel across two instances on PostgreSQL", () => {
  const clock = createClock();
  const sockets: WebSocket[] = [];
  let databases: Database[] = [];
  let instances: RunningPlatform[] = [];
  let deps: ReturnType<typeof createDeps>[] = [];
  let p: TestPlatform;
  let owner: Headers;

  beforeAll(async () => {
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`).simple();
    await admin.end();
    const scoped = new URL(url!);
    scoped.searchParams.set("search_path", SCHEMA);
    databases = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: scoped.toString(), now: clock.now })));
    expect(databases.every((d) => d.kind === "postgres")).toBe(true);
    deps = databases.map((db) => createDeps({ db, env: TEST_ENV, now: clock.now, logger: createLogger("silent") }));
    instances = await Promise.all(deps.map((d) => startPlatform({ deps: d, port: 0, hostname: "127.0.0.1" })));
    p = await createTestPlatform({}, { database: databases[0], clock });
    owner = p.bearer(await p.login("owner@demo.dk"));
  });
  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await Promise.all(instances.map((i) => i.close()));
    await Promise.all(databases.map((d) => d.close()));
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).simple();
    await admin.end();
  });

  it("each instance delivers a NOTIFY'd update to its own subscriber, whichever instance made the change", async () => {
    const [a, b] = await Promise.all(instances.map((i) => connectLive(i.port, authOf(owner), {}, sockets)));
    for (const c of [a, b]) {
      subscribe(c, "DK-1000");
      expect(await c.next()).toEqual({ type: "subscribe_ok", data: { vendor_id: "DK-1000" } });
    }
    const now = Math.floor(clock.now() / 1000);
    const today = (await listOrders(p, owner, "DK-1000", { ...activeWindow(now, "Europe/Copenhagen"), include_outlets: true })).answer!.data;

    // A cancel over HTTP on instance A.
    const received = today.find((o) => o.status === "RECEIVED")!;
    clock.advance(1000);
    const res = await fetch(`http://127.0.0.1:${instances[0].port}/orders/api/v1/order/cancel`, {
      method: "PUT",
      headers: { ...owner, "content-type": "application/json" },
      body: JSON.stringify({ vendor_id: received.vendor_id, order_id: received.order_id, reason: "mistake_error" }),
    });
    expect(res.status).toBe(200);
    for (const c of [a, b]) expect(await c.next((m) => m.type === "order_update")).toMatchObject({ data: { order_id: received.order_id, status: "CANCELLED" } });

    // A status change written by instance B (the simulator's path).
    const moving = today.find((o) => o.status === "PICKED_UP")!;
    const repoB = new OrderRepository(databases[1].db, { now: clock.now, events: deps[1].events });
    const row = (await repoB.find(moving.order_id))!;
    expect(await repoB.changeStatus(row.orderId, row.version, { status: "NEAR_CUSTOMER", atMs: clock.now() })).not.toBeNull();
    for (const c of [a, b]) expect(await c.next((m) => m.type === "order_update")).toMatchObject({ data: { order_id: moving.order_id, status: "NEAR_CUSTOMER" } });
    expect(instances[0].hub.sent).toBeGreaterThanOrEqual(2);
    expect(instances[1].hub.sent).toBeGreaterThanOrEqual(2);

    // The same through the in-process app (a third writer): still one update each, in order.
    const waiting = today.find((o) => o.status === "WAITING_FOR_TRANSPORT")!;
    expect((await cancelOrder(p, owner, { vendor_id: waiting.vendor_id, order_id: waiting.order_id, reason: "closed" })).status).toBe(200);
    for (const c of [a, b]) expect(await c.next((m) => m.type === "order_update")).toMatchObject({ data: { order_id: waiting.order_id } });
  });

  it("today's orders held in memory follow a change at once: on the writer's instance before it answers, on the other when the NOTIFY arrives", async () => {
    const now = Math.floor(clock.now() / 1000);
    const w = activeWindow(now, "Europe/Copenhagen");
    const listOn = async (i: number) => {
      const res = await fetch(`http://127.0.0.1:${instances[i].port}/orders/api/v1/vendor/DK-1000/orders?from=${w.from}&to=${now}&count=200&include_outlets=true`, {
        headers: { ...owner, "accept-encoding": "gzip, deflate, br" },
      });
      expect(res.status).toBe(200);
      // The page's brotli, made once per page and kept with it (http/encoded-answer.ts): it must follow every change too.
      expect(res.headers.get("content-encoding")).toBe("br");
      return ((await res.json()) as { result: { data: { order_id: string; status: string; customer: { location: { notes: string } } }[] } }).result.data;
    };
    // Both instances hold the list (the second read of each is answered from memory).
    for (const i of [0, 1, 0, 1]) await listOn(i);
    const target = (await listOn(0)).find((o) => !["CANCELLED", "DELIVERED"].includes(o.status))!;
    // A hand-written statement, no event: both follow the trigger's NOTIFY.
    await databases[0].db.execute(`UPDATE orders SET customer_notes = 'Knock twice' WHERE order_id = '${target.order_id}'`);
    for (const i of [0, 1])
      await expect.poll(async () => (await listOn(i)).find((o) => o.order_id === target.order_id)?.customer.location.notes, { timeout: 2000, interval: 5 }).toBe("Knock twice");
    // A writer through instance B: B's own next read shows it without waiting for anything.
    const repoB = new OrderRepository(databases[1].db, { now: clock.now, events: deps[1].events });
    const row = (await repoB.find(target.order_id))!;
    expect(await repoB.changeStatus(row.orderId, row.version, { status: "DELAYED", atMs: clock.now() })).not.toBeNull();
    expect((await listOn(1)).find((o) => o.order_id === target.order_id)?.status).toBe("DELAYED");
    await expect.poll(async () => (await listOn(0)).find((o) => o.order_id === target.order_id)?.status, { timeout: 2000, interval: 5 }).toBe("DELAYED");
  });

  it("a logout on instance A revokes the session on instance B: 401 there at once, and its socket closed with 4003", async () => {
    const session = await p.login("owner@demo.dk");
    const authorization = `Bearer ${session.meta.AccessToken}`;
    const vendorsOnB = () => fetch(`http://127.0.0.1:${instances[1].port}/orders/api/v1/vendors`, { headers: { authorization } });
    expect((await vendorsOnB()).status).toBe(200); // B has checked (and cached) the session as live
    const socket = await connectLive(instances[1].port, encodeLiveAuthorization(authorization), {}, sockets);
    subscribe(socket, "DK-1000");
    expect(await socket.next()).toMatchObject({ type: "subscribe_ok" });
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));

    const res = await fetch(`http://127.0.0.1:${instances[0].port}/identity/v1/logout`, { method: "POST", headers: { cookie: session.cookie } });
    expect(res.status).toBe(204);
    expect(await closed).toBe(LIVE_CLOSE.sessionRevoked.code);
    expect((await vendorsOnB()).status).toBe(401);
  });
});
