// The store merge: newer updated_at wins, never overwritten by an older record, and every
// permutation of the same updates gives the same store.
import { describe, expect, it } from "vitest";
import type { OrderRecord } from "../../../src/domain/contract/orders";
import { compareVersions, mergeOrder, mergeOrders, OrderStore } from "../../../src/domain/orders/merge";
import { makeOrder, NOW } from "./fixtures";

const E = () => OrderStore.empty<OrderRecord>();

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

const a1 = makeOrder({ order_id: "A", updated_at: NOW, status: "NEW" });
const a2 = makeOrder({ order_id: "A", updated_at: NOW + 10, status: "RECEIVED" });
const a3 = makeOrder({ order_id: "A", updated_at: NOW + 20.5, status: "WAITING_FOR_TRANSPORT" });
const b1 = makeOrder({ order_id: "B", updated_at: NOW, status: "NEW" });
const b2 = makeOrder({ order_id: "B", updated_at: NOW + 5, status: "CANCELLED" });
// Same updated_at as b2, different content: settled by the fixed tie-break.
const b2tie = makeOrder({
  order_id: "B",
  updated_at: NOW + 5,
  status: "RECEIVED",
  status_history: [
    { status: "NEW", created_at: NOW },
    { status: "RECEIVED", created_at: NOW + 5 },
  ],
});
const c1 = makeOrder({ order_id: "C", updated_at: NOW + 1, status: "DELIVERED" });

describe("merge", () => {
  it("keeps the newer record and never lets an older one overwrite it", () => {
    let store = OrderStore.empty<OrderRecord>();
    store = mergeOrder(store, a2);
    const before = store;
    store = mergeOrder(store, a1);
    expect(store).toBe(before);
    expect(store.get("A")?.status).toBe("RECEIVED");
    store = mergeOrder(store, a3);
    expect(store.get("A")?.status).toBe("WAITING_FOR_TRANSPORT");
    expect(mergeOrder(store, a3)).toBe(store);
  });

  it("returns the same store object when nothing changes, a new one otherwise", () => {
    const store = mergeOrders(E(), [a3, b2]);
    expect(mergeOrders(store, [a1, a2, b1])).toBe(store);
    expect(mergeOrders(store, [])).toBe(store);
    const next = mergeOrders(store, [c1]);
    expect(next).not.toBe(store);
    expect([...next.keys()].sort()).toEqual(["A", "B", "C"]);
    expect([...store.keys()].sort()).toEqual(["A", "B"]);
  });

  it("orders versions totally (equal updated_at settled by history, rank, content)", () => {
    expect(compareVersions(a2, a1)).toBeGreaterThan(0);
    expect(compareVersions(a1, a2)).toBeLessThan(0);
    expect(compareVersions(b2tie, b2)).toBeGreaterThan(0);
    expect(compareVersions(b2, b2tie)).toBeLessThan(0);
    expect(compareVersions(a1, { ...a1 })).toBe(0);
  });

  it("gives the same store for every permutation of the same updates (5040 orders of 7 updates)", () => {
    const updates = [a1, a2, a3, b1, b2, b2tie, c1];
    const all = permutations(updates);
    expect(all).toHaveLength(5040);
    const expected = mergeOrders(E(), updates);
    expect(expected.get("A")).toBe(a3);
    expect(expected.get("B")).toBe(b2tie);
    expect(expected.get("C")).toBe(c1);
    for (const order of all) {
      const batch = mergeOrders(E(), order);
      const oneByOne = order.reduce<OrderStore<OrderRecord>>((s, u) => mergeOrder(s, u), E());
      for (const store of [batch, oneByOne]) {
        expect(store.get("A")).toBe(a3);
        expect(store.get("B")).toBe(b2tie);
        expect(store.get("C")).toBe(c1);
      }
    }
  });

  it("merges a large batch (the bucket-grouped path) exactly as one update at a time: records, size and arrival order", () => {
    // 2,400 updates of 700 orders in a scrambled order (older versions after newer ones too), well above the
    // 64 from which a merge groups its records by bucket.
    let seed = 7;
    const rnd = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 4294967296;
    };
    const updates = Array.from({ length: 2_400 }, () =>
      makeOrder({ order_id: `DK-1001-${100_000 + Math.floor(rnd() * 700)}`, updated_at: NOW + Math.floor(rnd() * 50), status: "RECEIVED" }),
    );
    const oneByOne = (from: OrderStore<OrderRecord>, list: OrderRecord[]) => list.reduce<OrderStore<OrderRecord>>((s, u) => mergeOrder(s, u), from);
    const expected = oneByOne(E(), updates);
    const batch = mergeOrders(E(), updates);
    // Into a store that already holds many of them, and batched in two halves.
    const halves = mergeOrders(mergeOrders(E(), updates.slice(0, 1_000)), updates.slice(1_000));
    const onTop = mergeOrders(oneByOne(E(), updates.slice(0, 1_500)), updates.slice(1_500));
    expect(expected.size).toBe(new Set(updates.map((u) => u.order_id)).size);
    for (const store of [batch, halves, onTop]) {
      expect(store.size).toBe(expected.size);
      const got = store.toArray();
      const want = expected.toArray();
      expect(got.length).toBe(want.length);
      for (let i = 0; i < want.length; i++) expect(got[i]).toBe(want[i]);
      for (const u of updates) expect(store.get(u.order_id)).toBe(expected.get(u.order_id));
    }
  });

  it("is the same when merged from a store that already holds some of them", () => {
    const updates = [a1, a2, a3, b1, b2, c1];
    for (const order of permutations(updates)) {
      const first = mergeOrders(E(), order.slice(0, 3));
      expect(mergeOrders(first, order.slice(3)).toRecord()).toEqual(mergeOrders(E(), updates).toRecord());
    }
  });
});
