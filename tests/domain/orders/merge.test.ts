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

  it("is the same when merged from a store that already holds some of them", () => {
    const updates = [a1, a2, a3, b1, b2, c1];
    for (const order of permutations(updates)) {
      const first = mergeOrders(E(), order.slice(0, 3));
      expect(mergeOrders(first, order.slice(3)).toRecord()).toEqual(mergeOrders(E(), updates).toRecord());
    }
  });
});
