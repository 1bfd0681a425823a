// Tabs of the tracking page over every status, with and without a pre-order time, the DELAYED rule,
// the search (spaces ignored), the vendor / all-outlets filter and the sort order.
import { describe, expect, it } from "vitest";
import { byCreatedAtDesc, classifyOrders, includesNormalized, normalizeSearch, ORDER_TABS, type OrderTab, orderTab, sortNewestFirst } from "../../../src/domain/orders/classify";
import { ORDER_STATUSES, type OrderStatus } from "../../../src/domain/orders/statuses";
import { makeOrder, NOW } from "./fixtures";

/** Expected tab of each status without a pre-order (or with one in the past). */
const TAB_OF: Record<OrderStatus, OrderTab | null> = {
  INITIATED: null,
  PAYMENT_INITIATED: null,
  PAYMENT_COMMITTED: "new",
  NEW: "new",
  STALLED: "cancelled",
  RECEIVED: "new",
  RECEIVED_BY_VENDOR: "new",
  ACCEPTED_BY_VENDOR: "new",
  WAITING_FOR_TRANSPORT: "new",
  ASSIGNED_TO_TRANSPORT: "new",
  COURIER_ACCEPTED_DELIVERY: "new",
  MODIFIED: "new",
  NEAR_VENDOR: "new",
  DELAYED: "new",
  PICKED_UP: "collected",
  COURIER_LEFT_VENDOR: "collected",
  NEAR_CUSTOMER: "collected",
  RETURN_INITIATED: "collected",
  DELIVERED: "delivered",
  RETURNED_TO_VENDOR: "delivered",
  CANCELLED: "cancelled",
  PAYMENT_CANCELLED: "cancelled",
  PAYMENT_FAILED: "cancelled",
};

/** Statuses that a future pre-order moves to the Pre-orders tab: rank above 0, at or before WAITING_FOR_TRANSPORT. */
const UPCOMING_PREORDER: OrderStatus[] = [
  "INITIATED",
  "PAYMENT_INITIATED",
  "PAYMENT_COMMITTED",
  "NEW",
  "RECEIVED",
  "RECEIVED_BY_VENDOR",
  "ACCEPTED_BY_VENDOR",
  "WAITING_FOR_TRANSPORT",
];

const cases = ORDER_STATUSES.flatMap((status) => [
  { status, preorder: "none" as const, expected: TAB_OF[status] },
  { status, preorder: "past" as const, expected: TAB_OF[status] },
  { status, preorder: "now" as const, expected: TAB_OF[status] },
  { status, preorder: "future" as const, expected: UPCOMING_PREORDER.includes(status) ? ("preorders" as const) : TAB_OF[status] },
]);

describe("orderTab", () => {
  it("covers all 23 statuses × 4 pre-order cases", () => {
    expect(cases).toHaveLength(92);
  });

  it.each(cases)("$status with pre-order $preorder → $expected", ({ status, preorder, expected }) => {
    const preordered_for = preorder === "none" ? null : preorder === "past" ? NOW - 1 : preorder === "now" ? NOW : NOW + 1;
    expect(orderTab(makeOrder({ status, preordered_for }), NOW)).toBe(expected);
  });

  describe("DELAYED", () => {
    const delayed = (...history: OrderStatus[]) =>
      makeOrder({ status: "DELAYED", status_history: [...history, "DELAYED" as const].map((s, i) => ({ status: s, created_at: NOW - 100 + i })) });

    it("is New while the history has no collected, cancelled or delivered status", () => {
      expect(orderTab(delayed("NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR"), NOW)).toBe("new");
      expect(orderTab(makeOrder({ status: "DELAYED", status_history: [] }), NOW)).toBe("new");
    });

    it.each(["PICKED_UP", "COURIER_LEFT_VENDOR", "NEAR_CUSTOMER", "RETURN_INITIATED", "CANCELLED", "STALLED", "PAYMENT_FAILED", "DELIVERED", "RETURNED_TO_VENDOR"] as const)(
      "is Collected once the history holds %s",
      (s) => {
        expect(orderTab(delayed("NEW", "RECEIVED", s), NOW)).toBe("collected");
      },
    );

    it("is never a pre-order (it has no rank)", () => {
      expect(orderTab(makeOrder({ status: "DELAYED", preordered_for: NOW + 3600 }), NOW)).toBe("new");
    });
  });
});

describe("classifyOrders", () => {
  const orders = [
    makeOrder({ order_id: "DK-1001-1", created_at: NOW - 300, status: "NEW", customer: { name: "Mette Hansen", phone_number: "+45 31 23 45 67", location: { address: "", latitude: 1, longitude: 1, notes: "" } } }),
    makeOrder({ order_id: "DK-1001-2", created_at: NOW - 100, status: "PICKED_UP" }),
    makeOrder({ order_id: "DK-1002-3", vendor_id: "DK-1002", created_at: NOW - 200, status: "NEW", customer: { name: "Lars Nielsen", phone_number: "+4540000000", location: { address: "", latitude: 1, longitude: 1, notes: "" } } }),
    makeOrder({ order_id: "DK-1001-4", created_at: NOW - 50, status: "NEW" }),
    makeOrder({ order_id: "DK-1001-5", created_at: NOW - 400, status: "RECEIVED", preordered_for: NOW + 7200 }),
    makeOrder({ order_id: "DK-1001-6", created_at: NOW - 500, status: "DELIVERED" }),
    makeOrder({ order_id: "DK-1001-7", created_at: NOW - 500, status: "RETURNED_TO_VENDOR" }),
    makeOrder({ order_id: "DK-1001-8", created_at: NOW - 500, status: "CANCELLED" }),
    makeOrder({ order_id: "DK-1001-9", created_at: NOW - 500, status: "INITIATED" }),
  ];
  const ids = (list: { order_id: string }[]) => list.map((o) => o.order_id);

  it("filters to the selected vendor and sorts each tab newest first", () => {
    const r = classifyOrders(orders, { now: NOW, vendorId: "DK-1001", includeAllOutlets: false });
    expect(ids(r.new)).toEqual(["DK-1001-4", "DK-1001-1"]);
    expect(ids(r.preorders)).toEqual(["DK-1001-5"]);
    expect(ids(r.collected)).toEqual(["DK-1001-2"]);
    expect(ids(r.delivered)).toEqual(["DK-1001-7", "DK-1001-6"]);
    expect(ids(r.cancelled)).toEqual(["DK-1001-8"]);
  });

  it("shows every vendor's orders in all-outlets mode (or without a selected vendor)", () => {
    const all = classifyOrders(orders, { now: NOW, vendorId: "DK-1000", includeAllOutlets: true });
    expect(ids(all.new)).toEqual(["DK-1001-4", "DK-1002-3", "DK-1001-1"]);
    expect(ids(classifyOrders(orders, { now: NOW, vendorId: null, includeAllOutlets: false }).new)).toEqual(ids(all.new));
    expect(ids(classifyOrders(orders, { now: NOW, vendorId: "DK-1002", includeAllOutlets: false }).new)).toEqual(["DK-1002-3"]);
  });

  it("searches order id, phone and name ignoring spaces and case", () => {
    const search = (text: string) => ids(classifyOrders(orders, { now: NOW, vendorId: null, includeAllOutlets: true, search: text }).new);
    expect(search("31234567")).toEqual(["DK-1001-1"]);
    expect(search("+45 3123 4567")).toEqual(["DK-1001-1"]);
    expect(search("  mette  han sen ")).toEqual(["DK-1001-1"]);
    expect(search("DK-1002")).toEqual(["DK-1002-3"]);
    expect(search("dk - 1002 - 3")).toEqual(["DK-1002-3"]);
    expect(search("   ")).toEqual(["DK-1001-4", "DK-1002-3", "DK-1001-1"]);
    expect(search("nobody")).toEqual([]);
  });

  it("breaks created_at ties by order id so the input order does not matter", () => {
    const a = makeOrder({ order_id: "A", created_at: NOW });
    const b = makeOrder({ order_id: "B", created_at: NOW });
    const one = classifyOrders([a, b], { now: NOW, vendorId: null, includeAllOutlets: true }).new;
    const two = classifyOrders([b, a], { now: NOW, vendorId: null, includeAllOutlets: true }).new;
    expect(ids(one)).toEqual(["B", "A"]);
    expect(ids(two)).toEqual(["B", "A"]);
  });

  it("a pre-order leaves the Pre-orders tab when its time comes", () => {
    const o = makeOrder({ status: "WAITING_FOR_TRANSPORT", preordered_for: NOW + 60 });
    expect(orderTab(o, NOW + 59)).toBe("preorders");
    expect(orderTab(o, NOW + 60)).toBe("new");
  });
});

describe("sortNewestFirst", () => {
  it("orders large lists exactly like the comparator, ties by order id", () => {
    let seed = 7;
    const rnd = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 4294967296;
    };
    for (const n of [10, 300, 5000]) {
      const list = Array.from({ length: n }, (_, i) => ({ order_id: `DK-${Math.floor(rnd() * 1e6)}-${i}`, created_at: NOW - Math.floor(rnd() * 50) }));
      const expected = [...list].sort(byCreatedAtDesc);
      expect(sortNewestFirst([...list])).toEqual(expected);
      expect(sortNewestFirst([...list].reverse())).toEqual(expected);
    }
    // With the created_at and order_id of each entry given beside the list (as classifyOrders does).
    const ties = Array.from({ length: 3000 }, (_, i) => ({ order_id: `DK-${Math.floor(rnd() * 1e6)}-${i}`, created_at: NOW - Math.floor(rnd() * 400) }));
    const given = [...ties];
    expect(
      sortNewestFirst(
        given,
        given.map((o) => o.created_at),
        given.map((o) => o.order_id),
      ),
    ).toEqual([...ties].sort(byCreatedAtDesc));
    const odd = [{ order_id: "a", created_at: 1.5 }, { order_id: "b", created_at: 2 }, ...Array.from({ length: 300 }, (_, i) => ({ order_id: `x${i}`, created_at: i }))];
    expect(sortNewestFirst([...odd])).toEqual([...odd].sort(byCreatedAtDesc));
  });
});

describe("classifyOrders over a large store", () => {
  it("gives every tab exactly what a filter and the comparator sort give (thousands of orders, many ties)", () => {
    let seed = 11;
    const rnd = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 4294967296;
    };
    const orders = Array.from({ length: 6000 }, (_, i) => {
      const status = ORDER_STATUSES[Math.floor(rnd() * ORDER_STATUSES.length)];
      const created = NOW - Math.floor(rnd() * 900);
      return makeOrder({
        order_id: `DK-100${1 + (i % 3)}-${Math.floor(rnd() * 1e6)}`,
        vendor_id: `DK-100${1 + (i % 3)}`,
        created_at: created,
        preordered_for: rnd() < 0.1 ? NOW + Math.floor(rnd() * 7200) - 3600 : null,
        status,
        status_history: [{ status: rnd() < 0.5 ? "PICKED_UP" : "NEW", created_at: created }, { status, created_at: created + 1 }],
        customer: { name: rnd() < 0.5 ? "Mette Hansen" : "Ærø Øster", phone_number: `+45 ${20_000_000 + i}`, location: { address: "", latitude: 1, longitude: 1, notes: "" } },
      });
    });
    for (const search of [undefined, "20 00 1", "mette", "ÆRØ"]) {
      const options = { now: NOW, vendorId: "DK-1002", includeAllOutlets: false, search };
      const got = classifyOrders(orders, options);
      const wanted = normalizeSearch(search ?? "");
      for (const tab of ORDER_TABS) {
        const expected = orders
          .filter((o) => o.vendor_id === "DK-1002" && orderTab(o, NOW) === tab)
          .filter((o) => !wanted || [o.order_id, o.customer.phone_number, o.customer.name].some((f) => normalizeSearch(f).includes(wanted)))
          .sort(byCreatedAtDesc);
        expect(got[tab], `${tab} ${search}`).toEqual(expected);
      }
    }
  });
});

describe("includesNormalized", () => {
  it("answers as normalizeSearch(text).includes(search) does, for ASCII and any other text", () => {
    const texts = ["DK-1001-100042", "+45 20 00 12 34", "Mette  Hansen", "Ærø Øster", "ABC\tdef\nGHI", "x\u00a0y", "İstanbul", "ΟΔΟΣ Σ", "a\u2028b", "", " ", "aaab"];
    const searches = ["dk-1001", "200012", "mettehan", "ærø", "abcdefghi", "xy", "i̇stan", "οδος", "ab", "aab", "1001-100042", "z"];
    for (const text of texts) for (const search of searches) expect(includesNormalized(text, search), `${JSON.stringify(text)} ${search}`).toBe(normalizeSearch(text).includes(search));
    let seed = 3;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return Math.floor((seed / 4294967296) * n);
    };
    const alphabet = "aAbB1 \t-ø\u00a0";
    const word = (n: number) => Array.from({ length: n }, () => alphabet[rnd(alphabet.length)]).join("");
    for (let i = 0; i < 2000; i++) {
      const text = word(rnd(9));
      const search = normalizeSearch(word(1 + rnd(4)));
      if (search) expect(includesNormalized(text, search), `${JSON.stringify(text)} ${JSON.stringify(search)}`).toBe(normalizeSearch(text).includes(search));
    }
  });
});
