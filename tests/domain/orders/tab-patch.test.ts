// The store's structure and the incremental tabs (issue 14, item 5), property-style over seeded
// random update sequences: the persistent store equals a plain object merged the old way, its
// changesSince finds exactly what changed, and patching the tab lists with those changes gives the
// same lists as classifying the whole store again (every selection, search and time tried).
import { describe, expect, it } from "vitest";
import type { OrderRecord } from "../../../src/domain/contract/orders";
import {
  type ClassifiedOrders,
  type ClassifyOptions,
  classifiedTabRule,
  classifyOrders,
  ORDER_TABS,
  patchClassified,
} from "../../../src/domain/orders/classify";
import { compareVersions, mergeOrders, OrderStore } from "../../../src/domain/orders/merge";
import { ORDER_STATUSES } from "../../../src/domain/orders/statuses";
import { makeOrder, NOW } from "./fixtures";

function random(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

type Rnd = ReturnType<typeof random>;

/** A random version of order number n: any status, a few created_at values (ties included), some pre-orders. */
function version(r: Rnd, n: number, updatedAt: number): OrderRecord {
  const status = r.pick(ORDER_STATUSES);
  const history = r.next() < 0.3 ? [r.pick(ORDER_STATUSES), status] : [status];
  const created = NOW - r.int(6) * 60;
  return makeOrder({
    order_id: `DK-100${1 + (n % 3)}-${n}`,
    vendor_id: `DK-100${1 + (n % 3)}`,
    created_at: created,
    updated_at: updatedAt,
    preordered_for: r.next() < 0.2 ? NOW + r.int(3) * 3600 - 3600 : null,
    status,
    status_history: history.map((s) => ({ status: s, created_at: created })),
    customer: { name: r.pick(["Mette Hansen", "Lars Nielsen", "Ida Berg"]), phone_number: `+45 20 ${10 + (n % 7)} 00 0${n % 10}`, location: { address: "", latitude: 1, longitude: 1, notes: "" } },
  });
}

/** The old store: a plain object, copied per merge. */
function mergePlain(store: Record<string, OrderRecord>, updates: OrderRecord[]): Record<string, OrderRecord> {
  const next = { ...store };
  for (const u of updates) {
    const current = next[u.order_id];
    if (current === undefined || compareVersions(u, current) > 0) next[u.order_id] = u;
  }
  return next;
}

const ids = (lists: ClassifiedOrders<OrderRecord>) => Object.fromEntries(ORDER_TABS.map((t) => [t, lists[t].map((o) => `${o.order_id}@${o.updated_at}`)]));

const OPTIONS: ClassifyOptions[] = [
  { now: NOW, vendorId: "DK-1001", includeAllOutlets: false },
  { now: NOW, vendorId: "DK-1000", includeAllOutlets: true },
  { now: NOW, vendorId: null, includeAllOutlets: false, search: "20 11" },
  { now: NOW + 3600, vendorId: "DK-1002", includeAllOutlets: false, search: "lars" },
];

describe("the persistent order store", () => {
  it("merges like the plain object did, and finds exactly what changed between two versions", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = random(seed);
      let store = OrderStore.empty<OrderRecord>();
      let plain: Record<string, OrderRecord> = {};
      let clock = NOW;
      for (let step = 0; step < 60; step++) {
        const batch = Array.from({ length: r.next() < 0.2 ? 1 + r.int(30) : 1 }, () => version(r, r.int(80), clock + r.int(3)));
        clock += r.int(2);
        const before = store;
        store = mergeOrders(store, batch);
        plain = mergePlain(plain, batch);
        expect(store.toRecord()).toEqual(plain);
        expect(store.size).toBe(Object.keys(plain).length);
        const changes = store.changesSince(before) ?? [];
        const changedIds = new Set(changes.map(([b, a]) => (a ?? b)?.order_id));
        for (const id of Object.keys(plain)) {
          const was = before.get(id);
          expect(changedIds.has(id)).toBe(was !== plain[id]);
        }
        for (const [b, a] of changes) {
          expect(b).toBe(before.get((a ?? b)?.order_id ?? ""));
          expect(a).toBe(store.get((a ?? b)?.order_id ?? ""));
        }
        if (changes.length === 0) expect(store).toBe(before);
      }
    }
  });

  it("merges pages of many records (filled bucket by bucket) like the plain object, repeats and old versions included", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const r = random(500 + seed);
      let store = OrderStore.empty<OrderRecord>();
      let plain: Record<string, OrderRecord> = {};
      let clock = NOW;
      for (let step = 0; step < 8; step++) {
        // 64–2,063 records of up to 3,000 orders: buckets grow past their first size, and a page
        // holds several versions of the same order (older ones after newer ones too).
        const batch = Array.from({ length: 64 + r.int(2000) }, () => version(r, r.int(3000), clock + r.int(5)));
        clock += 3;
        const before = store;
        store = mergeOrders(store, batch);
        plain = mergePlain(plain, batch);
        expect(store.size).toBe(Object.keys(plain).length);
        expect(Object.keys(plain).filter((id) => store.get(id) !== plain[id])).toEqual([]);
        expect(store.get("DK-1001-no-such-order")).toBeUndefined();
        expect(store.toArray().length).toBe(store.size);
        expect([...store.keys()].sort().join()).toBe(Object.keys(plain).sort().join());
        const changes = store.changesSince(before) ?? [];
        expect(changes.length).toBe(Object.keys(plain).filter((id) => before.get(id) !== plain[id]).length);
        expect(changes.filter(([b, a]) => b !== before.get(a?.order_id ?? "") || a !== plain[a?.order_id ?? ""])).toEqual([]);
        // The same page again changes nothing: the same store object.
        expect(mergeOrders(store, batch)).toBe(store);
      }
    }
  });

  it("gives its records back in the order they were set (a replaced record where it was set again)", () => {
    const page = Array.from({ length: 300 }, (_, i) => makeOrder({ order_id: `DK-1001-${(i * 7919) % 1000}`, updated_at: NOW }));
    let store = mergeOrders(OrderStore.empty<OrderRecord>(), page);
    expect(store.toArray()).toEqual(page);
    const update = { ...page[10], updated_at: NOW + 1 };
    const added = makeOrder({ order_id: "DK-1002-1", updated_at: NOW });
    store = mergeOrders(mergeOrders(store, [update]), [added]);
    expect([...store.values()]).toEqual([...page.slice(0, 10), ...page.slice(11), update, added]);
  });

  it("leaves every earlier version as it was (no update is visible in an older store)", () => {
    const a = makeOrder({ order_id: "A", status: "NEW", updated_at: NOW });
    const v1 = OrderStore.of([a]);
    const v2 = mergeOrders(v1, [{ ...a, status: "PICKED_UP", updated_at: NOW + 1 }]);
    expect(v1.get("A")?.status).toBe("NEW");
    expect(v2.get("A")?.status).toBe("PICKED_UP");
    expect(v2.changesSince(v1, 1)).toEqual([[a, v2.get("A")]]);
    expect(mergeOrders(v2, [makeOrder({ order_id: "B" }), makeOrder({ order_id: "C" })]).changesSince(v2, 1)).toBeNull();
    expect(JSON.parse(JSON.stringify(v2))).toEqual({ A: v2.get("A") });
  });
});

describe("patchClassified", () => {
  it("equals a full re-classification after every update of random sequences", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const r = random(1000 + seed);
      const options = OPTIONS[seed % OPTIONS.length];
      const rule = classifiedTabRule(options);
      let store = mergeOrders(
        OrderStore.empty<OrderRecord>(),
        Array.from({ length: 40 }, (_, i) => version(r, i, NOW)),
      );
      let lists = classifyOrders(store.values(), options);
      let clock = NOW;
      for (let step = 0; step < 80; step++) {
        // Mostly one live update; sometimes a page of several, or a new order.
        const batch = Array.from({ length: r.next() < 0.15 ? 2 + r.int(8) : 1 }, () => version(r, r.int(60), ++clock));
        const before = store;
        store = mergeOrders(store, batch);
        const changes = store.changesSince(before);
        expect(changes).not.toBeNull();
        const patched = patchClassified(lists, changes ?? [], rule);
        expect(ids(patched)).toEqual(ids(classifyOrders(store.values(), options)));
        // Lists no change touched keep their identity (their views need not re-render).
        for (const tab of ORDER_TABS) {
          const touched = (changes ?? []).some(([b, a]) => (b && rule(b) === tab) || (a && rule(a) === tab));
          if (!touched) expect(patched[tab]).toBe(lists[tab]);
        }
        lists = patched;
      }
    }
  });

  it("moves one order between tabs and keeps the other lists", () => {
    const options = OPTIONS[1];
    const a = makeOrder({ order_id: "A", status: "NEW", created_at: NOW - 60 });
    const b = makeOrder({ order_id: "B", status: "NEW", created_at: NOW - 30 });
    const c = makeOrder({ order_id: "C", status: "CANCELLED" });
    const lists = classifyOrders([a, b, c], options);
    const picked = { ...a, status: "PICKED_UP" as const, updated_at: a.updated_at + 1 };
    const next = patchClassified(lists, [[a, picked]], classifiedTabRule(options));
    expect(next.new.map((o) => o.order_id)).toEqual(["B"]);
    expect(next.collected).toEqual([picked]);
    expect(next.cancelled).toBe(lists.cancelled);
    expect(lists.new.map((o) => o.order_id)).toEqual(["B", "A"]); // the earlier lists are untouched
    expect(patchClassified(lists, [], classifiedTabRule(options))).toBe(lists);
  });
});
