// Hand-written specs of the order store: fetch windows and inputs, errors, the merge rule (newer
// updated_at always wins), the live update page/date rule, the history pages, search and its history,
// and the tab selectors.
import type { OrderRecord } from "@domain/contract";
import { classifyOrders, ORDER_TABS } from "@domain/orders";
import { GUEST_VENDOR_ID } from "@domain/vendors";
import { toOrdersQuery } from "@machines/orders/orders.actors";
import { ordersMachine } from "@machines/orders/orders.machine";
import {
  selectCurrentFailed,
  selectHasMorePast,
  selectIsLoadingCurrent,
  selectIsLoadingPast,
  selectLastUpdateAt,
  selectOrder,
  selectPastFailed,
  selectPastOrders,
  selectSearchHistory,
  selectTabCounts,
  selectTabs,
} from "@machines/orders/orders.selectors";
import { describe, expect, it } from "vitest";
import { makeOrder, NOW } from "../../domain/orders/fixtures";
import { settle, startControlled } from "../../support/model-paths";
import {
  ACTIVE_PAGE,
  NOW_MS,
  ORDER_A,
  ORDER_A_LATER,
  ORDER_B,
  PAST_1,
  PAST_2,
  PAST_PAGE_1,
  PAST_PAGE_2,
  PREORDER,
  PREORDER_PAGE,
  START_OF_TODAY,
  TIME_ZONE,
  YESTERDAY,
} from "./orders.model";

type Snap = ReturnType<typeof ordersMachine.getInitialSnapshot>;

async function start() {
  const c = startControlled(ordersMachine, { input: { timeZone: TIME_ZONE } });
  await settle();
  const snap = () => c.actor.getSnapshot() as unknown as Snap;
  return {
    ...c,
    snap,
    orders: () => snap().context.orders.toRecord(),
    calls: (src: string) => c.started.filter((a) => a.src === src),
    async select(vendorId = "DK-1001", includeAllOutlets = false, now = NOW_MS) {
      await c.send({ type: "ORDERS.VENDOR_CHANGED", vendorId, includeAllOutlets, now });
    },
    /** Selects the vendor and lets both current lists load. */
    async loaded(active = ACTIVE_PAGE, preorders = PREORDER_PAGE) {
      await c.send({ type: "ORDERS.VENDOR_CHANGED", vendorId: "DK-1001", includeAllOutlets: false, now: NOW_MS });
      await c.resolve("fetchActiveOrders", active);
      await c.resolve("fetchPreOrders", preorders);
    },
  };
}

const page = (data: OrderRecord[], pagination_key: string | null = null) => ({ data, pagination_key });

describe("orders: current lists", () => {
  it("waits for a vendor, then reads the active orders from the start of today (country time) to now, 200", async () => {
    const f = await start();
    expect(f.snap().matches("idle")).toBe(true);
    expect(f.started).toEqual([]);
    await f.select("DK-1001", false, NOW_MS + 999);
    expect(selectIsLoadingCurrent(f.snap())).toBe(true);
    expect(f.inputOf("fetchActiveOrders")).toEqual({
      vendorId: "DK-1001",
      includeOutlets: false,
      from: START_OF_TODAY,
      to: NOW,
      count: 200,
      paginationKey: null,
    });
  });

  it("then the pre-orders (scheduled) up to now + 2 days, then rests ready", async () => {
    const f = await start();
    await f.select();
    await f.resolve("fetchActiveOrders", ACTIVE_PAGE);
    expect(f.inputOf("fetchPreOrders")).toEqual({
      vendorId: "DK-1001",
      includeOutlets: false,
      from: START_OF_TODAY,
      to: NOW + 2 * 86_400,
      count: 200,
      paginationKey: null,
      scheduled: true,
    });
    await f.resolve("fetchPreOrders", PREORDER_PAGE);
    expect(f.snap().matches({ vendorSelected: { current: "ready" } })).toBe(true);
    expect(selectIsLoadingCurrent(f.snap())).toBe(false);
    expect(Object.keys(f.orders()).sort()).toEqual([ORDER_B.order_id, ORDER_A.order_id, PREORDER.order_id].sort());
    expect(selectLastUpdateAt(f.snap())).toBe(NOW_MS);
  });

  it("asks for the outlets' orders in all-outlets mode", async () => {
    const f = await start();
    await f.select("DK-1000", true);
    expect(f.inputOf("fetchActiveOrders")).toMatchObject({ vendorId: "DK-1000", includeOutlets: true });
  });

  it("reports a failure with error.cant-retrieve-current-orders and the error text; REFETCH_ACTIVE retries", async () => {
    const f = await start();
    await f.select();
    await f.reject("fetchActiveOrders", new Error("HTTP 503"));
    expect(selectCurrentFailed(f.snap())).toBe(true);
    expect(f.emitted).toEqual([
      { type: "notify", kind: "ERROR", key: "error.cant-retrieve-current-orders", values: { error: "HTTP 503" } },
    ]);
    await f.send({ type: "ORDERS.REFETCH_ACTIVE", now: NOW_MS + 60_000 });
    expect(f.inputOf("fetchActiveOrders")).toMatchObject({ to: NOW + 60 });
    await f.resolve("fetchActiveOrders", ACTIVE_PAGE);
    await f.reject("fetchPreOrders", "timeout");
    expect(f.emitted[1]).toEqual({ type: "notify", kind: "ERROR", key: "error.cant-retrieve-current-orders", values: { error: "timeout" } });
  });

  it("REFETCH_ACTIVE during a fetch cancels it and starts over with the new time", async () => {
    const f = await start();
    await f.select();
    const first = f.signalOf("fetchActiveOrders");
    await f.send({ type: "ORDERS.REFETCH_ACTIVE", now: NOW_MS + 5000 });
    expect(first.aborted).toBe(true);
    expect(f.calls("fetchActiveOrders")).toHaveLength(2);
    expect(f.inputOf("fetchActiveOrders")).toMatchObject({ to: NOW + 5 });
  });

  it("the same selection again does not refetch; another toggle keeps the store, another vendor empties it", async () => {
    const f = await f0();
    await f.select("DK-1001", false);
    expect(f.calls("fetchActiveOrders")).toHaveLength(1);
    await f.select("DK-1001", true);
    expect(f.calls("fetchActiveOrders")).toHaveLength(2);
    expect(Object.keys(f.orders())).toHaveLength(3);
    await f.select("DK-1002", true);
    expect(f.orders()).toEqual({});
  });

  async function f0() {
    const f = await start();
    await f.loaded();
    return f;
  }
});

describe("orders: merge never overwrites newer data", () => {
  it("keeps the newer record whichever arrives first", async () => {
    const f = await start();
    await f.loaded(page([ORDER_A_LATER]));
    await f.send({ type: "ORDERS.UPDATE_RECEIVED", order: ORDER_A, page: "tracking", now: NOW_MS });
    expect(f.orders()[ORDER_A.order_id]).toEqual(ORDER_A_LATER);
    await f.send({ type: "ORDERS.REFETCH_ACTIVE", now: NOW_MS });
    await f.resolve("fetchActiveOrders", page([ORDER_A]));
    expect(f.orders()[ORDER_A.order_id]).toEqual(ORDER_A_LATER);
    await f.send({ type: "ORDERS.ORDER_RECEIVED", order: ORDER_A });
    expect(f.orders()[ORDER_A.order_id]).toEqual(ORDER_A_LATER);
  });

  it("takes a newer record from a live update, a fetch or a direct answer", async () => {
    const f = await start();
    await f.loaded(page([ORDER_A]));
    await f.send({ type: "ORDERS.UPDATE_RECEIVED", order: ORDER_A_LATER, page: "tracking", now: NOW_MS + 1000 });
    expect(f.orders()[ORDER_A.order_id]).toEqual(ORDER_A_LATER);
    expect(selectLastUpdateAt(f.snap())).toBe(NOW_MS + 1000);
    const cancelled = { ...ORDER_A_LATER, status: "CANCELLED" as const, updated_at: NOW };
    await f.send({ type: "ORDERS.ORDER_RECEIVED", order: cancelled });
    expect(f.orders()[ORDER_A.order_id]).toEqual(cancelled);
  });
});

describe("orders: live updates follow the page/date rule", () => {
  const yesterdays = makeOrder({ order_id: "DK-1001-090009", created_at: START_OF_TODAY - 1, updated_at: NOW });
  const todays = makeOrder({ order_id: "DK-1001-100009", created_at: START_OF_TODAY, updated_at: NOW });

  it.each([
    ["tracking", "today", true],
    ["tracking", "yesterday", false],
    ["history", "yesterday", true],
    ["history", "today", false],
    ["other", "today", false],
  ] as const)("on %s, an order created %s is applied: %s", async (pageName, day, applied) => {
    const order = day === "today" ? todays : yesterdays;
    const f = await start();
    await f.loaded(page([]), page([]));
    await f.send({ type: "ORDERS.UPDATE_RECEIVED", order, page: pageName, now: NOW_MS });
    expect(order.order_id in f.orders()).toBe(applied);
  });

  it("is ignored while no vendor is selected", async () => {
    const f = await start();
    await f.send({ type: "ORDERS.UPDATE_RECEIVED", order: todays, page: "tracking", now: NOW_MS });
    expect(f.orders()).toEqual({});
  });
});

describe("orders: history pages", () => {
  it("reads pages of 30 with the pagination key until there is none", async () => {
    const f = await start();
    await f.loaded();
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY });
    expect(selectIsLoadingPast(f.snap())).toBe(true);
    expect(f.inputOf("fetchPastOrders")).toEqual({ vendorId: "DK-1001", includeOutlets: false, ...YESTERDAY, count: 30, paginationKey: null });
    await f.resolve("fetchPastOrders", PAST_PAGE_1);
    expect(selectHasMorePast(f.snap())).toBe(true);
    expect(selectPastOrders(f.snap())).toEqual([PAST_1]);
    await f.send({ type: "ORDERS.LOAD_MORE_PAST" });
    expect(f.inputOf("fetchPastOrders")).toMatchObject({ paginationKey: "page-2" });
    await f.resolve("fetchPastOrders", PAST_PAGE_2);
    expect(selectPastOrders(f.snap())).toEqual([PAST_1, PAST_2]);
    expect(selectHasMorePast(f.snap())).toBe(false);
    await f.send({ type: "ORDERS.LOAD_MORE_PAST" });
    expect(f.calls("fetchPastOrders")).toHaveLength(2);
  });

  it("uses pages of 50 with the outlets and passes the phone search", async () => {
    const f = await start();
    await f.select("DK-1000", true);
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY, customerPhone: "20000000" });
    expect(f.inputOf("fetchPastOrders")).toMatchObject({ vendorId: "DK-1000", includeOutlets: true, count: 50, customerPhone: "20000000" });
  });

  it("a new range starts a new list; the current lists are not disturbed", async () => {
    const f = await start();
    await f.loaded();
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY });
    await f.resolve("fetchPastOrders", PAST_PAGE_1);
    await f.send({ type: "ORDERS.PAST_REQUESTED", from: YESTERDAY.from - 86_400, to: YESTERDAY.to });
    expect(selectPastOrders(f.snap())).toEqual([]);
    expect(f.inputOf("fetchPastOrders")).toMatchObject({ from: YESTERDAY.from - 86_400, paginationKey: null });
    expect(f.snap().matches({ vendorSelected: { current: "ready" } })).toBe(true);
  });

  it("reports error.cant-retrieve-past-orders; LOAD_MORE_PAST retries the same page", async () => {
    const f = await start();
    await f.loaded();
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY });
    await f.resolve("fetchPastOrders", PAST_PAGE_1);
    await f.send({ type: "ORDERS.LOAD_MORE_PAST" });
    await f.reject("fetchPastOrders", new Error("HTTP 500"));
    expect(selectPastFailed(f.snap())).toBe(true);
    expect(f.emitted).toEqual([{ type: "notify", kind: "ERROR", key: "error.cant-retrieve-past-orders", values: { error: "HTTP 500" } }]);
    await f.send({ type: "ORDERS.LOAD_MORE_PAST" });
    expect(f.inputOf("fetchPastOrders")).toMatchObject({ paginationKey: "page-2" });
  });

  it("a range asked for before a vendor is known is read once one is, and again for another selection", async () => {
    const f = await start();
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY });
    expect(f.calls("fetchPastOrders")).toHaveLength(0);
    await f.select("DK-1001");
    expect(f.inputOf("fetchPastOrders")).toMatchObject({ vendorId: "DK-1001", ...YESTERDAY });
    await f.resolve("fetchPastOrders", PAST_PAGE_1);
    await f.select("DK-1002");
    expect(f.inputOf("fetchPastOrders")).toMatchObject({ vendorId: "DK-1002", paginationKey: null });
  });

  it("guests have no history", async () => {
    const f = await start();
    await f.select(GUEST_VENDOR_ID);
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY });
    expect(f.calls("fetchPastOrders")).toHaveLength(0);
    expect(f.snap().matches({ vendorSelected: { past: "idle" } })).toBe(true);
  });
});

describe("orders: search", () => {
  it("ORDERS.SEARCH sets the search and its history; the tabs are searched ignoring spaces", async () => {
    const f = await start();
    await f.loaded();
    await f.send({ type: "ORDERS.SEARCH", text: "jens" });
    await f.send({ type: "ORDERS.SEARCH", text: "+45 2000" });
    expect(selectSearchHistory(f.snap())).toEqual(["+45 2000", "jens"]);
    const tabs = selectTabs(f.snap(), NOW_MS);
    expect(tabs.new.map((o) => o.order_id)).toEqual([ORDER_A.order_id]);
    expect(tabs.preorders.map((o) => o.order_id)).toEqual([PREORDER.order_id]);
    await f.send({ type: "ORDERS.SEARCH", text: "" });
    expect(selectSearchHistory(f.snap())).toEqual(["+45 2000", "jens"]);
  });
});

describe("orders: selectors", () => {
  it("derives the tabs of today's orders for the selected vendor, newest first; past orders stay out", async () => {
    const f = await start();
    const newer = makeOrder({ order_id: "DK-1001-100005", created_at: NOW - 60, updated_at: NOW - 60 });
    await f.loaded(page([ORDER_A, ORDER_B, newer]));
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY });
    await f.resolve("fetchPastOrders", PAST_PAGE_1);
    const tabs = selectTabs(f.snap(), NOW_MS);
    expect(tabs.new.map((o) => o.order_id)).toEqual([newer.order_id, ORDER_A.order_id]);
    expect(tabs.preorders.map((o) => o.order_id)).toEqual([PREORDER.order_id]);
    expect(tabs.collected).toEqual([]); // ORDER_B belongs to DK-1002
    expect(tabs.delivered).toEqual([]); // PAST_1 was delivered yesterday
    expect(selectTabCounts(f.snap(), NOW_MS)).toEqual({ new: 2, preorders: 1, collected: 0, delivered: 0, cancelled: 0 });
  });

  it("shows the outlets' orders in all-outlets mode", async () => {
    const f = await start();
    await f.select("DK-1000", true);
    await f.resolve("fetchActiveOrders", ACTIVE_PAGE);
    expect(selectTabs(f.snap(), NOW_MS).collected.map((o) => o.order_id)).toEqual([ORDER_B.order_id]);
  });

  it("a pre-order whose time has come moves to New", async () => {
    const f = await start();
    await f.loaded();
    expect(selectTabs(f.snap(), (PREORDER.preordered_for ?? 0) * 1000).new.map((o) => o.order_id)).toContain(PREORDER.order_id);
  });

  it("memoizes per store object: same inputs give the same lists, a merge gives new ones", async () => {
    const f = await start();
    await f.loaded();
    const a = selectTabs(f.snap(), NOW_MS);
    expect(selectTabs(f.snap(), NOW_MS)).toBe(a);
    await f.send({ type: "ORDERS.UPDATE_RECEIVED", order: ORDER_A, page: "tracking", now: NOW_MS }); // not newer: same store
    expect(selectTabs(f.snap(), NOW_MS)).toBe(a);
    await f.send({ type: "ORDERS.UPDATE_RECEIVED", order: ORDER_A_LATER, page: "tracking", now: NOW_MS });
    const b = selectTabs(f.snap(), NOW_MS);
    expect(b).not.toBe(a);
    expect(b.new.find((o) => o.order_id === ORDER_A.order_id)?.status).toBe("WAITING_FOR_TRANSPORT");
  });

  it("patches the tabs on live updates: equal to classifying the store again, untouched tabs kept", async () => {
    const f = await start();
    await f.select("DK-1000", true);
    const records = Array.from({ length: 120 }, (_, i) =>
      makeOrder({ order_id: `DK-100${1 + (i % 2)}-${200_000 + i}`, vendor_id: `DK-100${1 + (i % 2)}`, created_at: NOW - (i % 9) * 60, updated_at: NOW - 600 }),
    );
    await f.resolve("fetchActiveOrders", page(records));
    await f.resolve("fetchPreOrders", page([]));
    const statuses = ["PICKED_UP", "DELIVERED", "CANCELLED", "NEAR_VENDOR", "INITIATED"] as const;
    let seed = 3;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return Math.floor((seed / 4294967296) * n);
    };
    for (const search of ["", "DK-1002"]) {
      await f.send({ type: "ORDERS.SEARCH", text: search });
      let before = selectTabs(f.snap(), NOW_MS);
      for (let step = 0; step < 40; step++) {
        const current = [...f.snap().context.orders.values()][rnd(records.length)];
        const status = statuses[rnd(statuses.length)];
        const next = { ...current, status, updated_at: current.updated_at + 1, status_history: [...current.status_history, { status, created_at: NOW }] };
        await f.send({ type: "ORDERS.UPDATE_RECEIVED", order: next, page: "tracking", now: NOW_MS });
        const patched = selectTabs(f.snap(), NOW_MS);
        const full = classifyOrders([...f.snap().context.orders.values()], { now: NOW, vendorId: "DK-1000", includeAllOutlets: true, search });
        for (const tab of ORDER_TABS) {
          expect(patched[tab].map((o) => o.order_id)).toEqual(full[tab].map((o) => o.order_id));
          expect(patched[tab]).toEqual(full[tab]);
          const touched = [current, next].some((o) => full[tab].includes(o as never) || before[tab].includes(o as never));
          if (!touched) expect(patched[tab]).toBe(before[tab]);
        }
        before = patched;
      }
    }
  });

  it("finds the selected order", async () => {
    const f = await start();
    await f.loaded();
    expect(selectOrder(f.snap(), ORDER_A.order_id)).toEqual(ORDER_A);
    expect(selectOrder(f.snap(), "nope")).toBeNull();
    expect(selectOrder(f.snap(), null)).toBeNull();
  });
});

describe("orders: reset and the query of a fetch", () => {
  it("RESET (logout) forgets everything and cancels the fetches", async () => {
    const f = await start();
    await f.loaded();
    await f.send({ type: "ORDERS.SEARCH", text: "x" });
    await f.send({ type: "ORDERS.PAST_REQUESTED", ...YESTERDAY });
    const past = f.signalOf("fetchPastOrders");
    await f.send({ type: "ORDERS.RESET" });
    expect(f.snap().matches("idle")).toBe(true);
    expect(past.aborted).toBe(true);
    expect(f.snap().context).toMatchObject({ orders: {}, vendorId: null, search: "", searchHistory: [], pastQuery: null, lastUpdateAt: null });
  });

  it("toOrdersQuery maps a fetch input to the GET /vendor/{id}/orders query", () => {
    expect(toOrdersQuery({ vendorId: "DK-1001", includeOutlets: false, from: 1, to: 2, count: 200, paginationKey: null })).toEqual({
      from: 1,
      to: 2,
      count: 200,
      include_outlets: false,
    });
    expect(
      toOrdersQuery({ vendorId: "DK-1000", includeOutlets: true, from: 1, to: 2, count: 50, paginationKey: "k", scheduled: true, customerPhone: "2000" }),
    ).toEqual({ from: 1, to: 2, count: 50, include_outlets: true, pagination_key: "k", scheduled: true, customer_phone_number: "2000" });
  });
});
