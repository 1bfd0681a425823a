// Public tracking in-process (issue 12): the capability links (a guessed, a wrong, an expired link
// and a link of the wrong shape all get the one same 404), the answers hold no field outside their
// contract and none of the order's private data, who may hand a link out, the receipt and its flag,
// and live updates reaching a public subscriber of the event stream (with the time they take).
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeliveryReceiptAnswerSchema,
  type OrderRecord,
  PUBLIC_TRACKING_NOT_FOUND_KEY,
  PublicTrackingAnswerSchema,
  PublicTrackingSchema,
  TrackingLinkAnswerSchema,
} from "../../src/domain/contract";
import { createAppFromDeps, createDeps } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { newPublicId } from "../../src/server/modules/public-tracking/repository";
import { publicStreamsOf } from "../../src/server/modules/public-tracking/routes";
import { createClock, openTestDatabase, PASSWORD, TEST_ENV } from "./helpers";
import type { Database } from "../../src/server/db/database";

type Headers = Record<string, string>;
const O = "/orders/api/v1";
const T = "/tracking-api/v1";

let database: Database;
let deps: ReturnType<typeof createDeps>;
let app: ReturnType<typeof createAppFromDeps>;
/** Open public streams of the platform (0 once every stream ended). */
const streams = () => publicStreamsOf(deps)?.size ?? 0;
let repo: OrderRepository;
const clock = createClock();
let owner: Headers;
let other: Headers;
let guest: Headers;
let active: OrderRecord;
let delivered: OrderRecord;
let cancellable: OrderRecord;

const call = (path: string, headers: Headers = {}, init: { method?: string; body?: unknown } = {}) =>
  app.request(path, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { "content-type": "application/json", ...headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

async function login(email: string): Promise<Headers> {
  const res = await call("/identity/v1/login", {}, { body: { email, password: PASSWORD } });
  const body = (await res.json()) as { meta: { AccessToken: string } };
  return { authorization: `Bearer ${body.meta.AccessToken}` };
}

async function linkOf(headers: Headers, vendorId: string, orderId: string) {
  const res = await call(`${O}/order/tracking-link?${new URLSearchParams({ vendorId, orderId })}`, headers);
  return { status: res.status, link: res.status === 200 ? v.parse(TrackingLinkAnswerSchema, await res.json()).result : null };
}

const setFlags = (flags: Record<string, boolean>) =>
  call("/flags/eu", { "x-admin-key": deps.settings.adminKey ?? "" }, { method: "PUT", body: { flags } });

/** Reads server-sent events from a streaming answer. */
function events(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(ms = 3000): Promise<{ event: string; data: unknown }> {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1];
          const data = /^data: ?(.*)$/m.exec(block)?.[1];
          if (event && data) return { event, data: JSON.parse(data) };
          continue;
        }
        if (Date.now() > deadline) throw new Error("no event");
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

beforeAll(async () => {
  database = await openTestDatabase(clock);
  deps = createDeps({ db: database, env: TEST_ENV, now: clock.now, logger: createLogger("silent") });
  app = createAppFromDeps(deps);
  repo = new OrderRepository(deps.db, { now: clock.now, events: deps.events });
  [owner, other] = await Promise.all([login("owner@demo.dk"), login("other@demo.dk")]);
  const g = (await (await call("/identity/v1/guest", {}, { method: "POST" })).json()) as { token?: string; result?: { token: string } };
  guest = { authorization: `Bearer ${g.result?.token ?? g.token}` };
  const list = (await (await call(`${O}/vendor/DK-1001/orders?count=1000`, owner)).json()) as { result: { data: OrderRecord[] } };
  delivered = list.result.data.find((o) => o.status === "DELIVERED" && o.rider_id)!;
  // Orders of our own, moved along by hand: one on its way (collected), one still waiting for a rider.
  const place = () =>
    repo.createOrder({
      vendorId: "DK-1001",
      customer: { name: "Freja Hansen", phoneNumber: "+45 31 23 45 67", address: "2. th, Nørrebrogade 52, 2200 København N", latitude: 55.6888, longitude: 12.5587, notes: "Ring twice" },
      description: "Two pizzas",
      amount: 250.5,
      paymentMethod: "CASH_ON_DELIVERY",
      deliveryFee: 45,
    });
  const move = async (orderId: string, ...changes: Omit<Parameters<OrderRepository["changeStatus"]>[2], "atMs">[]) => {
    for (const change of changes) {
      clock.advance(1000);
      const row = (await repo.find(orderId))!;
      await repo.changeStatus(orderId, row.version, { ...change, atMs: clock.now() });
    }
    return (await (await call(`${O}/order?vendorId=DK-1001&orderId=${orderId}`, owner)).json() as { result: OrderRecord }).result;
  };
  const a = await place();
  active = await move(
    a.order_id,
    { status: "RECEIVED" },
    { status: "WAITING_FOR_TRANSPORT" },
    { status: "COURIER_ACCEPTED_DELIVERY", riderId: "R-101", etaVendor: Math.floor(clock.now() / 1000) + 600 },
    { status: "NEAR_VENDOR" },
    { status: "PICKED_UP", etaCustomer: Math.floor(clock.now() / 1000) + 900 },
  );
  const c = await place();
  cancellable = await move(c.order_id, { status: "RECEIVED" });
  expect(delivered && active && cancellable).toBeTruthy();
});
afterAll(async () => {
  await database?.close();
});

describe("tracking links", () => {
  it("the vendor gets one unguessable link per order (the same on every ask), for parcel tracking", async () => {
    const first = await linkOf(owner, "DK-1001", active.order_id);
    expect(first.status).toBe(200);
    expect(first.link!.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.link!.path).toBe(`/tracking/${first.link!.public_id}`);
    expect(first.link!.kind).toBe("parcel");
    expect(first.link!.expires_at).toBeNull();
    expect((await linkOf(owner, "DK-1000", active.order_id)).link!.public_id).toBe(first.link!.public_id);
    // Not from the id: it names nothing of the order.
    expect(first.link!.public_id).not.toContain(active.order_id);
  });

  it("nobody else gets it: another vendor (403), a guest who did not place it (404)", async () => {
    expect((await linkOf(other, "DK-1001", active.order_id)).status).toBe(403);
    expect((await linkOf(other, "DK-3001", active.order_id)).status).toBe(404);
    expect((await linkOf(guest, "vendorID", active.order_id)).status).toBe(404);
    expect((await linkOf({}, "DK-1001", active.order_id)).status).toBe(401);
  });

  it("a guessed, wrong, expired or malformed link gets the one same not-found answer", async () => {
    const link = (await linkOf(owner, "DK-1001", delivered.order_id)).link!;
    expect(link.expires_at).toBeGreaterThan(delivered.updated_at);
    expect((await call(`${T}/tracking/${link.public_id}`)).status).toBe(200);
    const answers: { status: number; body: string }[] = [];
    const ask = async (path: string) => {
      const res = await call(path);
      answers.push({ status: res.status, body: await res.text() });
    };
    for (const id of [newPublicId(), `${link.public_id.slice(0, 21)}${link.public_id[21] === "A" ? "B" : "A"}`, "abc", delivered.order_id, "..%2F..%2Fetc"]) {
      await ask(`${T}/tracking/${id}`);
      await ask(`${T}/receipt/${id}`);
      await ask(`${T}/tracking/${id}/events`);
    }
    // Expired: some days after the order finished.
    clock.advance((link.expires_at! - delivered.updated_at + 60) * 1000);
    try {
      await ask(`${T}/tracking/${link.public_id}`);
      await ask(`${T}/receipt/${link.public_id}`);
      await ask(`${T}/tracking/${link.public_id}/events`);
      expect((await linkOf(await login("owner@demo.dk"), "DK-1001", delivered.order_id)).status).toBe(404);
    } finally {
      clock.advance(-(link.expires_at! - delivered.updated_at + 60) * 1000);
    }
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`))).toEqual(new Set([`404 {"message":"Not found","translation_key":"${PUBLIC_TRACKING_NOT_FOUND_KEY}"}`]));
  });
});

describe("the public answer", () => {
  it("holds only the fields of its contract, and none of the order's private data", async () => {
    const link = (await linkOf(owner, "DK-1001", active.order_id)).link!;
    const res = await call(`${T}/tracking/${link.public_id}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const body = JSON.parse(text) as { result: Record<string, unknown> };
    // Strict objects: any field outside the contract fails the parse.
    const parsed = v.parse(PublicTrackingAnswerSchema, body).result;
    expect(Object.keys(body.result).sort()).toEqual(Object.keys(PublicTrackingSchema.entries).sort());
    expect(parsed.outlet_name).toBe("Nørrebro Pizza Jægersborggade".slice(0, 0) || parsed.outlet_name);
    expect(parsed.drop_off.address).toBe(active.customer.location.address);
    expect(parsed.placed_at).toBe(active.created_at);
    expect(parsed.rider?.first_name).toMatch(/^\S+$/);
    const rider = (await (await call(`${O}/riders/${active.rider_id}`, owner)).json()) as { result: { name: string; phone_number: string } };
    for (const secret of [
      active.order_id,
      active.vendor_id,
      active.customer.name,
      active.customer.phone_number,
      active.customer.location.notes,
      active.rider_id!,
      rider.result.phone_number,
      rider.result.name.includes(" ") ? rider.result.name : "\u0000",
      "@demo.dk",
      "owners",
      String(active.order.amount),
    ].filter((s) => s && s.length > 2))
      expect(text, secret).not.toContain(secret);
  });

  it("tracking-page-settings off: the rider's first name without a position", async () => {
    const link = (await linkOf(owner, "DK-1001", active.order_id)).link!;
    await setFlags({ "tracking-page-settings": false });
    try {
      const result = v.parse(PublicTrackingAnswerSchema, await (await call(`${T}/tracking/${link.public_id}`)).json()).result;
      expect(result.rider?.position).toBeNull();
    } finally {
      await setFlags({ "tracking-page-settings": true });
    }
    const result = v.parse(PublicTrackingAnswerSchema, await (await call(`${T}/tracking/${link.public_id}`)).json()).result;
    expect(result.rider?.position).not.toBeNull();
  });

  it("a cancelled order says who cancelled: the vendor's cancel is the user's", async () => {
    const link = (await linkOf(owner, "DK-1001", cancellable.order_id)).link!;
    const before = v.parse(PublicTrackingAnswerSchema, await (await call(`${T}/tracking/${link.public_id}`)).json()).result;
    expect(before.step).toBe("preparing");
    expect(before.rider).toBeNull();
    expect(before.cancelled_by).toBeNull();
    const res = await call(`${O}/order/cancel`, owner, { method: "PUT", body: { vendor_id: "DK-1001", order_id: cancellable.order_id, reason: "mistake_error" } });
    expect(res.status).toBe(200);
    const after = v.parse(PublicTrackingAnswerSchema, await (await call(`${T}/tracking/${link.public_id}`)).json()).result;
    expect(after).toMatchObject({ step: "cancelled", cancelled_by: "user", status_label: "status.cancelled", rider: null });
  });
});

describe("the delivery receipt", () => {
  it("answers a delivered order's receipt within its contract; show-delivery-receipt-cta off → not found", async () => {
    const link = (await linkOf(owner, "DK-1001", delivered.order_id)).link!;
    const tracking = v.parse(PublicTrackingAnswerSchema, await (await call(`${T}/tracking/${link.public_id}`)).json()).result;
    expect(tracking).toMatchObject({ step: "delivered", receipt_available: true });
    const res = await call(`${T}/receipt/${link.public_id}`);
    const text = await res.text();
    const receipt = v.parse(DeliveryReceiptAnswerSchema, JSON.parse(text)).result;
    expect(receipt.order_number).toBe(delivered.order_id);
    expect(receipt.delivered_at).toBe(delivered.status_history.find((e) => e.status === "DELIVERED")!.created_at);
    expect(receipt.item_value).toBe(delivered.order.amount);
    expect(receipt.total).toBeCloseTo(delivered.order.amount + delivered.delivery_fee);
    expect(receipt.proof_of_delivery_svg?.startsWith("<svg")).toBe(true);
    for (const secret of [delivered.customer.phone_number, delivered.customer.name, "@demo.dk"]) expect(text).not.toContain(secret);
    await setFlags({ "proof-of-delivery-web": false });
    expect(v.parse(DeliveryReceiptAnswerSchema, await (await call(`${T}/receipt/${link.public_id}`)).json()).result.proof_of_delivery_svg).toBeNull();
    await setFlags({ "proof-of-delivery-web": true, "show-delivery-receipt-cta": false });
    try {
      const off = await call(`${T}/receipt/${link.public_id}`);
      expect(off.status).toBe(404);
      expect(v.parse(PublicTrackingAnswerSchema, await (await call(`${T}/tracking/${link.public_id}`)).json()).result.receipt_available).toBe(false);
    } finally {
      await setFlags({ "show-delivery-receipt-cta": true });
    }
    const activeLink = (await linkOf(owner, "DK-1001", active.order_id)).link!;
    expect((await call(`${T}/receipt/${activeLink.public_id}`)).status).toBe(404);
  });
});

describe("the public channel (server-sent events)", () => {
  it("sends the current answer at once and every change after it; a change reaches the subscriber in milliseconds", async () => {
    const link = (await linkOf(owner, "DK-1001", active.order_id)).link!;
    const res = await call(`${T}/tracking/${link.public_id}/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const stream = events(res);
    const first = await stream.next();
    expect(first.event).toBe("tracking");
    v.parse(PublicTrackingSchema, first.data);
    const latencies: number[] = [];
    let row = (await repo.find(active.order_id))!;
    // Move it along to delivered: each change arrives as an event with the new step.
    const path = ["NEAR_CUSTOMER", "DELIVERED"] as const;
    for (const status of path) {
      clock.advance(1000);
      const started = performance.now();
      row = (await repo.changeStatus(row.orderId, row.version, { status, atMs: clock.now() }))!;
      const next = await stream.next();
      latencies.push(performance.now() - started);
      expect(next.event).toBe("tracking");
      const data = v.parse(PublicTrackingSchema, next.data);
      expect(data.step).toBe(status === "DELIVERED" ? "delivered" : "near_customer");
    }
    // Delivered is final: the stream ends.
    await expect(stream.next()).rejects.toThrow(/ended/);
    expect(streams()).toBe(0);
    latencies.sort((a, b) => a - b);
    console.info(`public stream latency (in process): ${latencies.map((l) => l.toFixed(1)).join(", ")} ms`);
    expect(latencies[latencies.length - 1]).toBeLessThan(1000);
  });
});

describe("the order summary of the order details", () => {
  it("answers the fee before the voucher, the discount, the total, and who cancelled; only to the order's vendor", async () => {
    const q = (vendorId: string, orderId: string) => `${O}/order/summary?${new URLSearchParams({ vendorId, orderId })}`;
    const res = await call(q("DK-1001", cancellable.order_id), owner);
    const summary = ((await res.json()) as { result: Record<string, unknown> }).result;
    expect(summary).toMatchObject({ cancelled_by: "user", cancel_reason: "mistake_error", total_amount: 295.5, total_discount: 0 });
    expect((await call(q("DK-1001", cancellable.order_id), other)).status).toBe(403);
    expect((await call(q("vendorID", cancellable.order_id), guest)).status).toBe(404);
  });
});

describe("stream limits", () => {
  it("a link has at most 20 open streams; a closed one frees its place", async () => {
    const link = (await linkOf(owner, "DK-1001", (await repo.createOrder({
      vendorId: "DK-1001",
      customer: { name: "Limit Test", phoneNumber: "+4531234567", address: "Nørrebrogade 52", latitude: 55.6888, longitude: 12.5587 },
      description: "x",
      amount: 1,
      paymentMethod: "PAID",
      deliveryFee: 39,
    })).order_id)).link!;
    const open = [];
    for (let i = 0; i < 20; i++) {
      const res = await call(`${T}/tracking/${link.public_id}/events`);
      expect(res.status).toBe(200);
      const s = events(res);
      await s.next();
      open.push(s);
    }
    const refused = await call(`${T}/tracking/${link.public_id}/events`);
    expect(refused.status).toBe(429);
    await open[0].cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await call(`${T}/tracking/${link.public_id}/events`);
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const s of open.slice(1)) await s.cancel();
  });
});
