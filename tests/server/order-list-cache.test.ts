// Today's orders are answered from memory (issue 14, modules/orders/list-cache.ts), and the memory
// never serves a stale list or another caller's orders. Two instances share one database: `b` holds
// the lists in memory, `a` (or a hand-written statement, or a repository without events) changes an
// order, and `b` must show it on the very next read: the orders table announces every statement
// (migration 0015) and every instance listens.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutletAnswerSchema, OrdersAnswerSchema } from "../../src/domain/contract";
import type { OrderRecord } from "../../src/domain/contract/orders";
import { activeWindow } from "../../src/domain/orders/windows";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { createTestPlatform, type TestPlatform } from "./helpers";

const BASE = "/orders/api/v1";
const TZ = "Europe/Copenhagen";
let a: TestPlatform;
let b: TestPlatform;

type Window = { from: number; to: number; count: number };
const today = (): Window => activeWindow(Math.floor(a.clock.now() / 1000), TZ);

const listOf = async (p: TestPlatform, headers: Record<string, string>, vendorId: string, w: Window, extra = "") => {
  const res = await p.call(`${BASE}/vendor/${vendorId}/orders?from=${w.from}&to=${w.to}&count=${w.count}${extra}`, { headers });
  if (res.status !== 200) return res.status;
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return v.parse(OrdersAnswerSchema, await res.json()).result;
};
const dataOf = async (...args: Parameters<typeof listOf>): Promise<OrderRecord[]> => {
  const r = await listOf(...args);
  if (typeof r === "number") throw new Error(`status ${r}`);
  return r.data;
};

beforeAll(async () => {
  a = await createTestPlatform();
  b = await createTestPlatform({}, { database: a.database, clock: a.clock });
});
afterAll(async () => {
  await a?.close();
});

describe("today's orders in memory", () => {
  it("answers exactly what the database answers: the window, count, pagination key, outlets and phone search", async () => {
    const owner = b.bearer(await b.login("owner@demo.dk"));
    const w = today();
    const repo = new OrderRepository(a.database.db, { now: a.clock.now });
    const vendorIds = ["DK-1000", "DK-1001", "DK-1002", "DK-1003"];
    for (const [count, extra] of [
      [200, "&include_outlets=true"],
      [2, "&include_outlets=true"],
      [200, ""],
    ] as const) {
      const ids = extra ? vendorIds : ["DK-1000"];
      for (let round = 0; round < 2; round++) {
        // The second round is answered from memory.
        const got = await listOf(b, owner, "DK-1000", { ...w, count }, extra);
        const want = await repo.list({ vendorIds: ids, from: w.from, to: w.to, count });
        expect(typeof got === "object" && got.data.map((o) => o.order_id)).toEqual(want.rows.map((r) => r.orderId));
        expect(typeof got === "object" && got.pagination_key !== null).toBe(want.more);
      }
    }
    const all = await dataOf(b, owner, "DK-1000", w, "&include_outlets=true");
    expect(all.length).toBeGreaterThan(2);
    const phone = all[0].customer.phone_number;
    const found = await dataOf(b, owner, "DK-1000", w, `&include_outlets=true&customer_phone_number=${encodeURIComponent(phone.slice(-4))}`);
    expect(found.map((o) => o.order_id)).toContain(all[0].order_id);
    expect(found.every((o) => o.customer.phone_number.endsWith(phone.slice(-4)))).toBe(true);
    // The second page (pagination key) and windows before today still read the database, unchanged.
    const first = await listOf(b, owner, "DK-1000", { ...w, count: 2 }, "&include_outlets=true");
    if (typeof first === "number" || !first.pagination_key) throw new Error("no second page");
    const second = await dataOf(b, owner, "DK-1000", { ...w, count: 2 }, `&include_outlets=true&pagination_key=${first.pagination_key}`);
    expect(second.map((o) => o.order_id)).toEqual(all.slice(2, 4).map((o) => o.order_id));
  });

  it("shows a change made on another instance, by a repository without events or by plain SQL, on the next read", async () => {
    const owner = b.bearer(await b.login("owner@demo.dk"));
    const ownerA = a.bearer(await a.login("owner@demo.dk"));
    const w = today();
    const before = await dataOf(b, owner, "DK-1000", w, "&include_outlets=true");
    const received = before.find((o) => o.vendor_id === "DK-1002" && o.status === "RECEIVED");
    if (!received) throw new Error("no cancellable order today");

    // Cancelled through the API on a: b's next read shows it.
    const cancelled = await a.call(`${BASE}/order/cancel`, { method: "PUT", headers: ownerA, body: { vendor_id: "DK-1002", order_id: received.order_id, reason: "mistake_error" } });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await dataOf(b, owner, "DK-1000", w, "&include_outlets=true")).find((o) => o.order_id === received.order_id)?.status).toBe("CANCELLED");

    // A hand-written UPDATE (no event published at all).
    await a.database.db.execute(`UPDATE orders SET customer_notes = 'Use the back door' WHERE order_id = '${received.order_id}'`);
    expect((await dataOf(b, owner, "DK-1000", w, "&include_outlets=true")).find((o) => o.order_id === received.order_id)?.customer.location.notes).toBe(
      "Use the back door",
    );

    // A new order placed by a repository without events, a second ago.
    const repo = new OrderRepository(a.database.db, { now: a.clock.now });
    const placed = await repo.createOrder({
      vendorId: "DK-1002",
      customer: { name: "Cache Tester", phoneNumber: "+4520304050", address: "Torvegade 1, 1400 København K", latitude: 55.67, longitude: 12.59 },
      description: "Parcel",
      amount: 100,
      paymentMethod: "PAID",
      deliveryFee: 39,
    });
    const after = await dataOf(b, owner, "DK-1000", { ...w, to: Math.floor(a.clock.now() / 1000) }, "&include_outlets=true");
    expect(after[0].order_id).toBe(placed.order_id);
  });

  it("never serves another vendor's orders, and refuses a de-owned caller although its list is in memory", async () => {
    const owner = a.bearer(await a.login("owner@demo.dk"));
    const other = b.bearer(await b.login("other@demo.dk"));
    const w = today();
    const outlet = {
      parent_vendor_id: "DK-1000",
      name: "Nørrebro Pizza – List cache",
      address: "Ravnsborggade 8, 2200 København N",
      latitude: 55.6879,
      longitude: 12.5634,
      rider_instructions: "",
      phone_number: "+4531100019",
      city: "København N",
      users: ["other@demo.dk"],
      unit: "",
      building: "",
      street: "Ravnsborggade",
      postal_code: "2200",
      country_code: "DK",
      client_vendor_id: "NPG-LIST-1",
      street_number: "8",
    };
    const created = await a.call(`${BASE}/outlet`, { body: outlet, headers: owner });
    expect(created.status).toBe(201);
    const id = v.parse(OutletAnswerSchema, await created.json()).result.vendor_id;
    const repo = new OrderRepository(a.database.db, { now: a.clock.now });
    const placed = await repo.createOrder({
      vendorId: id,
      customer: { name: "Outlet Customer", phoneNumber: "+4520304051", address: "Ravnsborggade 1, 2200 København N", latitude: 55.688, longitude: 12.563 },
      description: "Pizza",
      amount: 80,
      paymentMethod: "PAID",
      deliveryFee: 39,
    });
    const window = { ...w, to: Math.floor(a.clock.now() / 1000) };
    // other owns the outlet: its list (in memory after the second read) holds only the outlet's order.
    expect((await dataOf(b, other, id, window)).map((o) => o.order_id)).toEqual([placed.order_id]);
    expect((await dataOf(b, other, id, window)).map((o) => o.order_id)).toEqual([placed.order_id]);
    // Its own vendor's list never holds the parent's orders; the parent's list is not its to read.
    expect((await dataOf(b, other, "DK-3001", window)).every((o) => o.vendor_id === "DK-3001")).toBe(true);
    expect(await listOf(b, other, "DK-1000", window, "&include_outlets=true")).toBe(403);
    // De-owned on a: b refuses at once, though the outlet's list is still in memory.
    expect((await a.call(`${BASE}/outlet/${id}`, { method: "PUT", body: { ...outlet, users: [] }, headers: owner })).status).toBe(200);
    expect(await listOf(b, other, id, window)).toBe(403);
  });
});
