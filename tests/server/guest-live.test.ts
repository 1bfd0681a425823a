// Guests follow their own orders live (issue 12, item 7), over a real socket: a guest subscribing to
// the spec's placeholder vendor "vendorID" gets subscribe_ok and the order_update of every order it
// placed itself — with the real pickup point (its sender's address) — and never another guest's;
// any other vendor is still refused. The guest's order carries the pickup, a vendor's does not; the
// guest's tracking link is a c2c link whose public page names the sender by first name only.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { encodeLiveAuthorization, type OrderRecord, PublicTrackingAnswerSchema, TrackingLinkAnswerSchema } from "../../src/domain/contract";
import { createDeps } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";
import { connectLive, subscribe } from "./orders-support";
import { PLACES, quoteFee, orderPayload } from "./request-support";

let p: TestPlatform;
let running: RunningPlatform;
let deps: ReturnType<typeof createDeps>;
const sockets: WebSocket[] = [];

const guestToken = async () => ((await (await p.call("/identity/v1/guest", { method: "POST" })).json()) as { token: string }).token;

async function placeGuestOrder(token: string): Promise<OrderRecord> {
  const headers = { authorization: `Bearer ${token}` };
  const fee = await quoteFee(p, headers, "vendorID", PLACES.istedgade, PLACES.norrebrogade);
  const body = orderPayload("vendorID", PLACES.norrebrogade, fee, {
    sender: { location: { ...PLACES.istedgade, address: "Istedgade 70, 1650 København V", notes: "" }, name: "Karen Blixen", email: "karen@example.com", phone_number: "+4531000000" },
  });
  const res = await p.call("/orders/api/v1/order", { headers, body });
  const orderId = ((await res.json()) as { result: { order_id: string } }).result.order_id;
  return ((await (await p.call(`/orders/api/v1/order?vendorId=vendorID&orderId=${orderId}`, { headers })).json()) as { result: OrderRecord }).result;
}

beforeAll(async () => {
  p = await createTestPlatform();
  deps = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
  running = await startPlatform({ deps, port: 0, hostname: "127.0.0.1", keepaliveMs: 60_000 });
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await running?.close();
  await p?.close();
});

describe("guests follow their own orders live", () => {
  it("subscribes to the placeholder and gets its own orders' updates (with the real pickup), never another guest's", async () => {
    const [mine, theirs] = [await guestToken(), await guestToken()];
    const own = await placeGuestOrder(mine);
    const foreign = await placeGuestOrder(theirs);
    expect(own.pickup).toEqual({ address: "Istedgade 70, 1650 København V", latitude: PLACES.istedgade.latitude, longitude: PLACES.istedgade.longitude });

    const c = await connectLive(running.port, encodeLiveAuthorization(`Bearer ${mine}`), {}, sockets);
    subscribe(c, "DK-1001");
    expect(await c.next()).toMatchObject({ type: "error", data: { translation_key: "error.forbidden" } });
    subscribe(c, "DK-GUEST");
    expect(await c.next()).toMatchObject({ type: "error" });
    subscribe(c, "vendorID");
    expect(await c.next()).toEqual({ type: "subscribe_ok", data: { vendor_id: "vendorID" } });

    const repo = new OrderRepository(p.database.db, { now: p.clock.now, events: deps.events });
    for (const order of [foreign, own]) {
      p.clock.advance(1000);
      const row = (await repo.find(order.order_id))!;
      await repo.changeStatus(order.order_id, row.version, { status: "RECEIVED", atMs: p.clock.now() });
    }
    const update = await c.next((m) => m.type === "order_update");
    expect(update).toMatchObject({ type: "order_update", data: { order_id: own.order_id, status: "RECEIVED", pickup: { address: "Istedgade 70, 1650 København V" } } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(c.messages.filter((m) => m.type === "order_update" && m.data.order_id === foreign.order_id)).toEqual([]);
  });

  it("a guest's link is a c2c link; its page names the sender by first name only", async () => {
    const token = await guestToken();
    const own = await placeGuestOrder(token);
    const res = await p.call(`/orders/api/v1/order/tracking-link?vendorId=vendorID&orderId=${own.order_id}`, { headers: { authorization: `Bearer ${token}` } });
    const link = v.parse(TrackingLinkAnswerSchema, await res.json()).result;
    expect(link.kind).toBe("c2c");
    expect(link.path).toBe(`/tracking-c2c/${link.public_id}`);
    const text = await (await p.call(`/tracking-api/v1/tracking/${link.public_id}`)).text();
    const tracking = v.parse(PublicTrackingAnswerSchema, JSON.parse(text)).result;
    expect(tracking).toMatchObject({ kind: "c2c", step: "placed", outlet_name: "Karen" });
    for (const secret of ["Blixen", "karen@example.com", "31000000", "Istedgade", own.order_id]) expect(text).not.toContain(secret);
  });
});
