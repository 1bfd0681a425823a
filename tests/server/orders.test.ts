// The tracking calls of the orders service in-process, on the seeded sixty days of orders: list
// query parameters (from, to, count, pagination_key, include_outlets, customer_phone_number,
// scheduled), access control, GET /order, PUT /order/cancel with the portal's cancel rules, and
// GET /riders/{id}. Clock: 2026-03-02 10:00 in Copenhagen.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RiderAnswerSchema } from "../../src/domain/contract/orders";
import { activeWindow, preorderWindow, startOfDay } from "../../src/domain/orders/windows";
import { orders as ordersTable } from "../../src/server/db/schema";
import { SEED_DAYS } from "../../src/server/db/seed-orders";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { allPages, BASES, cancelOrder, getOrder, type Headers, listOrders } from "./orders-support";

const TZ = "Europe/Copenhagen";
let p: TestPlatform;
let owner: Headers;
let outlet: Headers;
let other: Headers;
let guest: Headers;
const nowSec = () => Math.floor(p.clock.now() / 1000);

beforeAll(async () => {
  p = await createTestPlatform({ ADMIN_KEY: "orders-admin" });
  const [o, k, x] = await Promise.all([p.login("owner@demo.dk"), p.login("outlet@demo.dk"), p.login("other@demo.dk")]);
  owner = p.bearer(o);
  outlet = p.bearer(k);
  other = p.bearer(x);
  const g = (await (await p.call("/identity/v1/guest", { method: "POST" })).json()) as { token: string };
  guest = { authorization: `Bearer ${g.token}` };
});
afterAll(async () => {
  await p?.close();
});

describe("seeded orders", () => {
  it("has sixty days of past orders per demo vendor, mostly delivered, some cancelled or returned", async () => {
    const today = startOfDay(nowSec(), TZ);
    const { orders } = await allPages(p, owner, "DK-1001", { from: today - SEED_DAYS * 86400 - 86400, to: today - 1, count: 1000 });
    expect(orders.length).toBeGreaterThan(SEED_DAYS * 2);
    const created = orders.map((o) => o.created_at);
    expect(Math.min(...created)).toBeGreaterThanOrEqual(today - (SEED_DAYS + 1) * 86400);
    const by = (s: string) => orders.filter((o) => o.status === s).length;
    expect(by("DELIVERED") / orders.length).toBeGreaterThan(0.7);
    expect(by("CANCELLED")).toBeGreaterThan(0);
    expect(by("DELIVERED") + by("CANCELLED") + by("RETURNED_TO_VENDOR")).toBe(orders.length);
    for (const o of orders) {
      expect(o.order_id.startsWith("DK-1001-")).toBe(true);
      expect(o.customer.phone_number).toMatch(/^\+45\d{8}$/);
      expect(o.status_history[0].created_at).toBe(o.created_at);
      expect(o.status_history.at(-1)?.status).toBe(o.status);
      expect(o.updated_at).toBeGreaterThanOrEqual(o.status_history.at(-1)!.created_at);
    }
  });

  it("has orders of today in every stage (the active window)", async () => {
    const w = activeWindow(nowSec(), TZ);
    const { answer } = await listOrders(p, owner, "DK-1000", { ...w, include_outlets: true });
    const statuses = new Set(answer!.data.map((o) => o.status));
    for (const s of ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR", "PICKED_UP", "DELAYED", "DELIVERED", "CANCELLED"])
      expect(statuses, s).toContain(s);
    for (const o of answer!.data) expect(o.created_at).toBeGreaterThanOrEqual(w.from);
  });
});

describe.each(BASES)("GET %s/vendor/{id}/orders", (base) => {
  it("filters created_at by from/to (inclusive) and sorts newest first", async () => {
    const all = (await listOrders(p, owner, "DK-1002", { count: 1000 }, base)).answer!.data;
    const mid = all[Math.floor(all.length / 2)];
    const later = (await listOrders(p, owner, "DK-1002", { from: mid.created_at, count: 1000 }, base)).answer!.data;
    expect(later.every((o) => o.created_at >= mid.created_at)).toBe(true);
    expect(later.map((o) => o.order_id)).toContain(mid.order_id);
    const earlier = (await listOrders(p, owner, "DK-1002", { to: mid.created_at, count: 1000 }, base)).answer!.data;
    expect(earlier.every((o) => o.created_at <= mid.created_at)).toBe(true);
    expect(earlier.map((o) => o.order_id)).toContain(mid.order_id);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].created_at).toBeGreaterThanOrEqual(all[i].created_at);
  });

  it("counts and pages with pagination_key until null, without gaps or duplicates", async () => {
    const everything = (await listOrders(p, owner, "DK-1001", { count: 1000 }, base)).answer!;
    expect(everything.pagination_key).toBeNull();
    const first = (await listOrders(p, owner, "DK-1001", { count: 30 }, base)).answer!;
    expect(first.data).toHaveLength(30);
    expect(first.pagination_key).toEqual(expect.any(String));
    const { orders, pages } = await allPages(p, owner, "DK-1001", { count: 50 });
    expect(pages).toBe(Math.ceil(everything.data.length / 50));
    expect(orders.map((o) => o.order_id)).toEqual(everything.data.map((o) => o.order_id));
  });

  it("defaults to 30 orders", async () => {
    expect((await listOrders(p, owner, "DK-1001", {}, base)).answer!.data).toHaveLength(30);
  });

  it("include_outlets adds the outlets' orders for a parent, and is ignored for an outlet", async () => {
    const parentOnly = (await listOrders(p, owner, "DK-1000", { count: 1000 }, base)).answer!.data;
    expect(parentOnly).toHaveLength(0);
    const withOutlets = (await listOrders(p, owner, "DK-1000", { count: 1000, include_outlets: true }, base)).answer!.data;
    expect(new Set(withOutlets.map((o) => o.vendor_id))).toEqual(new Set(["DK-1001", "DK-1002", "DK-1003"]));
    const outletOnly = (await listOrders(p, owner, "DK-1001", { count: 1000, include_outlets: true }, base)).answer!.data;
    expect(new Set(outletOnly.map((o) => o.vendor_id))).toEqual(new Set(["DK-1001"]));
  });

  it("finds orders by customer phone, in any spacing and with or without +45", async () => {
    const sample = (await listOrders(p, outlet, "DK-2001", { count: 100 }, base)).answer!.data[7];
    const digits = sample.customer.phone_number.slice(3);
    for (const phone of [sample.customer.phone_number, digits, `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`, `+45 ${digits}`]) {
      const found = (await listOrders(p, outlet, "DK-2001", { count: 1000, customer_phone_number: phone }, base)).answer!.data;
      expect(found.map((o) => o.order_id)).toContain(sample.order_id);
      expect(found.every((o) => o.customer.phone_number === sample.customer.phone_number)).toBe(true);
    }
    expect((await listOrders(p, outlet, "DK-2001", { customer_phone_number: "+45 99 99 99 99" }, base)).answer!.data).toEqual([]);
  });

  it("scheduled=true returns pre-orders, from/to on preordered_for", async () => {
    const w = preorderWindow(nowSec(), TZ);
    const upcoming = (await listOrders(p, outlet, "DK-2001", { ...w }, base)).answer!.data;
    expect(upcoming.length).toBeGreaterThan(0);
    for (const o of upcoming) {
      expect(o.preordered_for).not.toBeNull();
      expect(o.preordered_for!).toBeGreaterThanOrEqual(w.from);
      expect(o.preordered_for!).toBeLessThanOrEqual(w.to);
    }
    const all = (await listOrders(p, outlet, "DK-2001", { scheduled: true, count: 1000 }, base)).answer!.data;
    expect(all.every((o) => o.preordered_for !== null)).toBe(true);
    expect(all.length).toBeGreaterThan(upcoming.length);
  });

  it("binds each call's own values into the query prepared for its shape (list() against listQuery())", async () => {
    const repo = new OrderRepository(p.database.db, { now: p.clock.now });
    const today = startOfDay(nowSec(), TZ);
    const byQuery = async (q: Parameters<OrderRepository["listQuery"]>[0]) => {
      const rows = await repo.listQuery(q)!;
      return { rows: rows.slice(0, q.count).map((r) => r.orderId), more: rows.length > q.count };
    };
    const ids = async (q: Parameters<OrderRepository["list"]>[0]) => {
      const { rows, more } = await repo.list(q);
      return { rows: rows.map((r) => r.orderId), more };
    };
    // The same shapes one after the other with other values: one vendor, a parent with its outlets, a
    // phone search, the next page, pre-orders.
    const week = { from: today - 7 * 86400, to: today - 1 };
    const first = await ids({ vendorIds: ["DK-1001"], ...week, count: 5 });
    const [lastOfFirst] = (await repo.list({ vendorIds: ["DK-1001"], ...week, count: 5 })).rows.slice(-1);
    const queries = [
      { vendorIds: ["DK-1001"], from: today - 86400, to: today - 1, count: 5 },
      { vendorIds: ["DK-1002"], from: today - 2 * 86400, to: today - 86400 - 1, count: 7 },
      { vendorIds: ["DK-1000", "DK-1001", "DK-1002", "DK-1003"], from: today - 86400, to: today - 1, count: 9 },
      { vendorIds: ["DK-1003", "DK-1002", "DK-1001", "DK-1000"], from: today - 3 * 86400, to: today - 2 * 86400, count: 4 },
      { vendorIds: ["DK-1001"], from: today - 30 * 86400, to: nowSec(), count: 6, phoneDigits: "12" },
      { vendorIds: ["DK-1002"], from: today - 30 * 86400, to: nowSec(), count: 6, phoneDigits: "7" },
      { vendorIds: ["DK-1001"], ...week, count: 5, after: { createdAt: lastOfFirst.createdAt, orderId: lastOfFirst.orderId } },
      { vendorIds: ["DK-1001"], from: today, to: today + 7 * 86400, count: 50, scheduled: true },
    ];
    for (const q of queries) expect(await ids(q), JSON.stringify(q)).toEqual(await byQuery(q));
    expect(first).toEqual({ rows: expect.arrayContaining([expect.any(String)]), more: true });
    expect(first.rows).toHaveLength(5);
    const results = await Promise.all(queries.map(ids));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(queries.length);
  });

  it("answers 400 with issues for a malformed query", async () => {
    const queries: Record<string, string | number>[] = [{ count: "abc" }, { count: 0 }, { count: 5000 }, { from: -1 }, { to: "yesterday" }, { include_outlets: "maybe" }, { scheduled: "yes" }, { pagination_key: "not-a-key" }, { customer_phone_number: "call me" }];
    for (const query of queries) {
      const res = await listOrders(p, owner, "DK-1001", query, base);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ message: "Invalid request", translation_key: "error.invalid-request", issues: expect.any(Array) });
    }
  });

  it("is for owners only: 403 for another vendor's orders, 404 for an unknown vendor, 401 without auth", async () => {
    for (const [headers, vendorId] of [
      [outlet, "DK-1001"],
      [outlet, "DK-1000"],
      [owner, "DK-2001"],
      [other, "DK-2001"],
      [guest, "DK-3001"],
    ] as const) {
      const res = await listOrders(p, headers, vendorId, {}, base);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "forbidden", translation_key: "error.forbidden" });
    }
    expect((await listOrders(p, owner, "DK-0404", {}, base)).status).toBe(404);
    expect((await p.call(`${base}/vendor/DK-1001/orders`)).status).toBe(401);
  });
});

describe("GET /order", () => {
  it("returns an order to its vendor's owner, also under the parent vendor", async () => {
    const sample = (await listOrders(p, owner, "DK-1001", { count: 5 })).answer!.data[0];
    for (const base of BASES) {
      const r = await getOrder(p, owner, "DK-1001", sample.order_id, base);
      expect(r.status).toBe(200);
      expect(r.order).toEqual(sample);
    }
    expect((await getOrder(p, owner, "DK-1000", sample.order_id)).order?.order_id).toBe(sample.order_id);
  });

  it("403 for someone else's vendor, 404 for an unknown order or one of another vendor, 400 without parameters", async () => {
    const sample = (await listOrders(p, owner, "DK-1001", { count: 1 })).answer!.data[0];
    const foreign = (await listOrders(p, outlet, "DK-2001", { count: 1 })).answer!.data[0];
    expect((await getOrder(p, outlet, "DK-1001", sample.order_id)).status).toBe(403);
    expect((await getOrder(p, other, "DK-1001", sample.order_id)).status).toBe(403);
    expect((await getOrder(p, owner, "DK-1001", "DK-1001-1")).status).toBe(404);
    expect((await getOrder(p, owner, "DK-1002", sample.order_id)).status).toBe(404);
    expect((await getOrder(p, owner, "DK-1001", foreign.order_id)).status).toBe(404);
    expect((await getOrder(p, guest, "vendorID", sample.order_id)).status).toBe(404);
    const res = await p.call("/orders/api/v1/order?vendorId=DK-1001", { headers: owner });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ translation_key: "error.invalid-request", issues: [{ path: "orderId" }] });
  });

  it("a guest reads the orders it placed itself", async () => {
    const repo = new OrderRepository(p.database.db, { now: p.clock.now });
    const { decodeJwtPayload } = await import("./helpers");
    const sub = String(decodeJwtPayload(guest.authorization.slice(7)).sub);
    const placed = await repo.createOrder({
      vendorId: "DK-2001",
      customer: { name: "Guest Sender", phoneNumber: "+45 20 30 40 50", address: "Torvegade 1, 1400 København K", latitude: 55.67, longitude: 12.59 },
      description: "Parcel",
      amount: 100,
      paymentMethod: "PAID",
      deliveryFee: 39,
      createdBy: sub,
    });
    expect(placed.order_id).toMatch(/^DK-2001-\d+$/);
    expect(placed.customer.phone_number).toBe("+4520304050");
    expect((await getOrder(p, guest, "vendorID", placed.order_id)).order?.order_id).toBe(placed.order_id);
  });
});

describe("PUT /order/cancel", () => {
  const today = async (vendorId: string, headers: Headers, status: string) => {
    const data = (await listOrders(p, headers, vendorId, activeWindow(nowSec(), TZ))).answer!.data;
    const found = data.find((o) => o.status === status);
    if (!found) throw new Error(`no ${status} order of ${vendorId}`);
    return found;
  };

  it("cancels a cancellable order with the reason, appending CANCELLED to the history", async () => {
    const order = await today("DK-1002", owner, "RECEIVED");
    p.clock.advance(1000);
    const r = await cancelOrder(p, owner, { vendor_id: "DK-1002", order_id: order.order_id, reason: "mistake_error" }, BASES[1]);
    expect(r.status).toBe(200);
    expect(r.order).toMatchObject({ order_id: order.order_id, status: "CANCELLED", cancel_reason: "mistake_error" });
    expect(r.order!.status_history.map((e) => e.status)).toEqual([...order.status_history.map((e) => e.status), "CANCELLED"]);
    expect(r.order!.updated_at).toBeGreaterThan(order.updated_at);
    // Once cancelled it is no longer cancellable.
    const again = await cancelOrder(p, owner, { vendor_id: "DK-1002", order_id: order.order_id, reason: "mistake_error" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: "This order cannot be cancelled", translation_key: "error.cant-cancel-order" });
  });

  it("refuses statuses that are not cancellable with error.cant-cancel-order", async () => {
    const order = await today("DK-1001", owner, "PICKED_UP");
    const r = await cancelOrder(p, owner, { vendor_id: "DK-1001", order_id: order.order_id, reason: "late_delivery" });
    expect(r.status).toBe(400);
    expect(r.body.translation_key).toBe("error.cant-cancel-order");
  });

  it("cancels DELAYED only while the delayed-cancellation flag is on", async () => {
    const order = await today("DK-1003", owner, "DELAYED");
    const body = { vendor_id: "DK-1000", order_id: order.order_id, reason: "delivery_eta_too_long" };
    expect((await cancelOrder(p, owner, body)).status).toBe(400);
    const flip = (on: boolean) =>
      p.call("/flags/eu", { method: "PUT", headers: { "x-admin-key": "orders-admin" }, body: { flags: { "delayed-cancellation": on } } });
    expect((await flip(true)).status).toBe(200);
    try {
      const r = await cancelOrder(p, owner, body);
      expect(r.status).toBe(200);
      expect(r.order?.status).toBe("CANCELLED");
    } finally {
      await flip(false);
    }
  });

  it("cancels PAYMENT_COMMITTED only after more than 10 minutes", async () => {
    const repo = new OrderRepository(p.database.db, { now: p.clock.now });
    const order = await repo.createOrder({
      vendorId: "DK-1001",
      customer: { name: "Ida Holm", phoneNumber: "+4522222222", address: "Elmegade 5, 2200 København N", latitude: 55.688, longitude: 12.557 },
      description: "Pizza",
      amount: 120,
      paymentMethod: "ONLINE_PAYMENT",
      deliveryFee: 45,
      status: "PAYMENT_COMMITTED",
    });
    const body = { vendor_id: "DK-1001", order_id: order.order_id, reason: "payment_failure" };
    p.clock.advance(600_000);
    expect((await cancelOrder(p, owner, body)).status).toBe(400);
    p.clock.advance(1000);
    const r = await cancelOrder(p, owner, body);
    expect(r.status).toBe(200);
    expect(r.order?.cancel_reason).toBe("payment_failure");
  });

  it("400 for an unknown reason or a missing field, 403 for another vendor, 404 for an unknown order", async () => {
    const order = await today("DK-1003", owner, "WAITING_FOR_TRANSPORT");
    const bad = await cancelOrder(p, owner, { vendor_id: "DK-1003", order_id: order.order_id, reason: "bored" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ translation_key: "error.invalid-request", issues: [{ path: "reason" }] });
    expect((await cancelOrder(p, owner, { vendor_id: "DK-1003", reason: "closed" })).status).toBe(400);
    expect((await p.call("/orders/api/v1/order/cancel", { method: "PUT", headers: owner, raw: "{" })).status).toBe(400);
    expect((await cancelOrder(p, outlet, { vendor_id: "DK-1003", order_id: order.order_id, reason: "closed" })).status).toBe(403);
    expect((await cancelOrder(p, owner, { vendor_id: "DK-1003", order_id: "DK-1003-1", reason: "closed" })).status).toBe(404);
    // Still untouched.
    expect((await getOrder(p, owner, "DK-1003", order.order_id)).order?.status).toBe("WAITING_FOR_TRANSPORT");
  });
});

describe("GET /riders/{riderId}", () => {
  it("shows the rider of an order in progress to its vendor's owner only", async () => {
    const data = (await listOrders(p, owner, "DK-1001", activeWindow(nowSec(), TZ))).answer!.data;
    const carried = data.find((o) => o.status === "COURIER_ACCEPTED_DELIVERY");
    expect(carried?.rider_id).toEqual(expect.any(String));
    const riderId = carried!.rider_id!;
    for (const base of BASES) {
      const res = await p.call(`${base}/riders/${riderId}`, { headers: owner });
      expect(res.status).toBe(200);
      const { result } = v.parse(RiderAnswerSchema, await res.json());
      expect(result).toMatchObject({ id: riderId, phone_number: expect.stringMatching(/^\+45/) });
      expect(result.latitude).toBeGreaterThan(55);
    }
    for (const headers of [outlet, other, guest]) {
      const res = await p.call(`/orders/api/v1/riders/${riderId}`, { headers });
      expect(res.status).toBe(403);
    }
    expect((await p.call("/orders/api/v1/riders/R-0404", { headers: owner })).status).toBe(404);
  });

  it("refuses a rider who only carried the vendor's orders long ago", async () => {
    // A rider of an old delivered order of DK-2001 that carries nothing now.
    const { riders: ridersTable } = await import("../../src/server/db/schema");
    await p.database.db.insert(ridersTable).values({ id: "R-OLD", name: "Old Rider", phoneNumber: "+4520000001", latitude: 55.67, longitude: 12.56, updatedAtMs: p.clock.now() });
    const old = (await listOrders(p, outlet, "DK-2001", { to: nowSec() - 7 * 86400, count: 1 })).answer!.data[0];
    await p.database.db.update(ordersTable).set({ riderId: "R-OLD" }).where(eq(ordersTable.orderId, old.order_id));
    expect((await p.call("/orders/api/v1/riders/R-OLD", { headers: outlet })).status).toBe(403);
  });
});
