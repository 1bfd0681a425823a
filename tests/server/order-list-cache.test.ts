// Today's orders are answered from memory (issue 14, modules/orders/list-cache.ts), and the memory
// never serves a stale list or another caller's orders. Two instances share one database: `b` holds
// the lists in memory, `a` (or a hand-written statement, or a repository without events) changes an
// order, and `b` must show it on the very next read: the orders table announces every statement
// (migration 0015) and every instance listens.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrdersAnswerSchema, OutletAnswerSchema } from "../../src/domain/contract";
import type { OrderRecord } from "../../src/domain/contract/orders";
import { activeWindow } from "../../src/domain/orders/windows";
import { acceptsGzip, preferredEncoding } from "../../src/server/http/encoded-answer";
import { OrderListCache } from "../../src/server/modules/orders/list-cache";
import { OrderRepository, toOrderRecord } from "../../src/server/modules/orders/repository";
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

  it("answers each page with bytes made once, in brotli or gzip for a client that accepts it, byte for byte the database's answer", async () => {
    const owner = b.bearer(await b.login("owner@demo.dk"));
    const w = today();
    const repo = new OrderRepository(a.database.db, { now: a.clock.now });
    const path = `${BASE}/vendor/DK-1000/orders?from=${w.from}&to=${w.to}&count=200&include_outlets=true`;
    const plain = await b.call(path, { headers: owner });
    const brotli = await b.call(path, { headers: { ...owner, "accept-encoding": "gzip, deflate, br, zstd" } });
    const zipped = await b.call(path, { headers: { ...owner, "accept-encoding": "gzip, deflate" } });
    const deflateOnly = await b.call(path, { headers: { ...owner, "accept-encoding": "deflate" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    // A client that accepts deflate alone is left to the compress() middleware, as before.
    expect(deflateOnly.headers.get("content-encoding")).toBe("deflate");
    for (const res of [plain, brotli, zipped]) expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const text = await plain.text();
    const gzBytes = Buffer.from(await zipped.arrayBuffer());
    const brBytes = Buffer.from(await brotli.arrayBuffer());
    expect(gunzipSync(gzBytes).toString("utf8")).toBe(text);
    expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(text);
    // Smaller than the gzip: what every call of the page costs the server to write and the client to read.
    expect(brBytes.length).toBeLessThan(gzBytes.length);
    // Exactly what the handler's database path sends (JSON.stringify of the answer record).
    const family = (await a.database.db.execute("SELECT vendor_id FROM vendors WHERE vendor_id = 'DK-1000' OR parent_vendor_id = 'DK-1000'")) as unknown as
      | { rows: { vendor_id: string }[] }
      | { vendor_id: string }[];
    const vendorIds = (Array.isArray(family) ? family : family.rows).map((r) => r.vendor_id);
    expect(vendorIds.length).toBeGreaterThanOrEqual(4);
    const want = await repo.list({ vendorIds, from: w.from, to: w.to, count: 200 });
    expect(text).toBe(JSON.stringify({ result: { data: want.rows.map(toOrderRecord), pagination_key: null } }));
  });

  it("keeps one answer per page: the same page is the same answer, another window, count or phone search its own, a change a new one", async () => {
    const cache = new OrderListCache(a.database.db, a.database, a.clock.now, TZ);
    try {
      const w = today();
      const vendorIds = ["DK-1000", "DK-1001", "DK-1002", "DK-1003"];
      const q = { vendorIds, from: w.from, to: w.to, count: 200 };
      const decoded = (answer: { bytes: Uint8Array } | null) => {
        if (!answer) throw new Error("not answered from memory");
        return v.parse(OrdersAnswerSchema, JSON.parse(Buffer.from(answer.bytes).toString("utf8"))).result;
      };
      // The first read loads (and listens); the second keeps the set; the third is the kept answer.
      await cache.page(q);
      await expect
        .poll(async () => {
          const one = await cache.page(q);
          return one !== null && one === (await cache.page(q));
        })
        .toBe(true);
      const first = await cache.page(q);
      const gzip = first?.gzip;
      expect((await cache.page(q))?.gzip).toBe(gzip);
      const all = decoded(first).data;
      expect(all.length).toBeGreaterThan(3);
      // A window ending before the newest order starts below it; a later `to` within the same orders is the same page.
      const older = decoded(await cache.page({ ...q, to: all[0].created_at - 1 })).data;
      expect(older.map((o) => o.order_id)).toEqual(all.filter((o) => o.created_at <= all[0].created_at - 1).map((o) => o.order_id));
      expect(await cache.page({ ...q, to: w.to + 1 })).toBe(first);
      // Another count: its own page and next-page key.
      const two = decoded(await cache.page({ ...q, count: 2 }));
      expect(two.data.map((o) => o.order_id)).toEqual(all.slice(0, 2).map((o) => o.order_id));
      expect(two.pagination_key).not.toBeNull();
      expect(decoded(await cache.page(q)).pagination_key).toBeNull();
      // A window starting later holds only the orders from its start.
      const later = decoded(await cache.page({ ...q, from: all[1].created_at }));
      expect(later.data.every((o) => o.created_at >= all[1].created_at)).toBe(true);
      // A phone search: only the numbers ending with the digits.
      const digits = all[0].customer.phone_number.replaceAll("+", "").slice(-4);
      const found = decoded(await cache.page({ ...q, phoneDigits: digits })).data;
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((o) => o.customer.phone_number.endsWith(digits))).toBe(true);
      // A change of one of the set's vendors: a new answer with the change, never the kept bytes.
      const target = all.find((o) => o.vendor_id === "DK-1001") ?? all[0];
      await a.database.db.execute(`UPDATE orders SET customer_notes = 'Ring the bell' WHERE order_id = '${target.order_id}'`);
      await expect
        .poll(async () => decoded(await cache.page(q)).data.find((o) => o.order_id === target.order_id)?.customer.location.notes)
        .toBe("Ring the bell");
      expect(await cache.page(q)).not.toBe(first);
    } finally {
      await cache.close();
    }
  });

  it("reads Accept-Encoding as compress() does", () => {
    for (const yes of ["gzip", "gzip, deflate, br, zstd", "br, gzip", "deflate;q=1, gzip;q=0.5", "*", "br;q=1, *;q=0.1"]) expect(acceptsGzip(yes), yes).toBe(true);
    for (const no of [undefined, "", "identity", "deflate", "br, zstd", "gzip;q=0", "x-gzip", "*;q=0"]) expect(acceptsGzip(no), String(no)).toBe(false);
  });

  it("answers in the encoding the client prefers of brotli and gzip (brotli on a tie)", () => {
    const cases: [string | undefined, "br" | "gzip" | null][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate, br", "br"],
      ["gzip, deflate", "gzip"],
      ["BR", "br"],
      ["*", "br"],
      ["br;q=0.5, gzip", "gzip"],
      ["br;q=1, gzip;q=1", "br"],
      ["br;q=0, gzip;q=0.1", "gzip"],
      ["gzip;q=0.5, *;q=0.9", "br"],
      ["brotli, x-gzip", null],
      ["deflate", null],
      ["identity", null],
      ["", null],
      [undefined, null],
      ["br;q=0, gzip;q=0", null],
    ];
    for (const [header, want] of cases) expect(preferredEncoding(header), String(header)).toBe(want);
  });
});
