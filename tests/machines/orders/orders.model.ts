// Model of the order store for generated paths: fixed time (events carry `now`), a few orders of
// today, a pre-order, two past orders on two history pages. Some events depend on the snapshot:
// live updates and direct merges only bring news once the current lists are ready (elsewhere they
// repeat what the store has), and the history answers page 1 first (with a key) and page 2 (the
// last) after it.
import type { OrderRecord } from "@domain/contract";
import { GUEST_VENDOR_ID } from "@domain/vendors";
import type { OrderStore } from "@domain/orders";
import type { OrdersPage } from "@machines/orders/orders.actors";
import { type OrdersContext, ordersMachine } from "@machines/orders/orders.machine";
import type { AnyMachineSnapshot } from "xstate";
import { makeOrder, NOW } from "../../domain/orders/fixtures";
import { type ModelOptions, stableJson } from "../../support/model-paths";

export const TIME_ZONE = "Europe/Copenhagen";
export const NOW_MS = NOW * 1000;
/** 2026-03-02 00:00 in Copenhagen (23:00 UTC the day before). */
export const START_OF_TODAY = NOW - 10 * 3600;

export const ORDER_A = makeOrder({ order_id: "DK-1001-100001", status: "NEW", created_at: NOW - 600, updated_at: NOW - 600 });
export const ORDER_A_LATER = makeOrder({
  order_id: "DK-1001-100001",
  status: "WAITING_FOR_TRANSPORT",
  created_at: NOW - 600,
  updated_at: NOW - 60,
  status_history: [
    { status: "NEW", created_at: NOW - 600 },
    { status: "WAITING_FOR_TRANSPORT", created_at: NOW - 60 },
  ],
});
export const ORDER_B = makeOrder({
  order_id: "DK-1002-200001",
  vendor_id: "DK-1002",
  status: "PICKED_UP",
  created_at: NOW - 1800,
  updated_at: NOW - 300,
  customer: { name: "Maja Hansen", phone_number: "+45 31 00 00 00", location: { address: "Istedgade 1", latitude: 55.67, longitude: 12.56, notes: "" } },
});
export const PREORDER = makeOrder({ order_id: "DK-1001-100002", status: "NEW", created_at: NOW - 3600, updated_at: NOW - 3600, preordered_for: NOW + 86_400 });
export const PAST_1 = makeOrder({ order_id: "DK-1001-090001", status: "DELIVERED", created_at: NOW - 86_400, updated_at: NOW - 80_000 });
export const PAST_2 = makeOrder({ order_id: "DK-1001-090002", status: "CANCELLED", created_at: NOW - 90_000, updated_at: NOW - 89_000 });

export const ACTIVE_PAGE: OrdersPage = { data: [ORDER_A, ORDER_B], pagination_key: null };
export const PREORDER_PAGE: OrdersPage = { data: [PREORDER], pagination_key: null };
export const PAST_PAGE_1: OrdersPage = { data: [PAST_1], pagination_key: "page-2" };
export const PAST_PAGE_2: OrdersPage = { data: [PAST_2], pagination_key: null };
export const YESTERDAY = { from: START_OF_TODAY - 86_400, to: START_OF_TODAY - 1 };

const anyOrderOf = (orders: OrderStore<OrderRecord>): OrderRecord => orders.values().next().value ?? ORDER_A;

/**
 * A model state is the chart plus the context that steers it (selection, history range and list,
 * pagination, request time). The store's records, the search and its history and lastUpdateAt never
 * decide a transition, so they are left out of the model state (the specs check them); otherwise
 * every combination of merged records would be a state of its own.
 */
export function serializeOrdersState(snapshot: AnyMachineSnapshot): string {
  const { orders: _orders, search: _search, searchHistory: _history, lastUpdateAt: _last, ...steering } = snapshot.context as OrdersContext;
  return stableJson({ value: snapshot.value, context: steering });
}

export const ordersModel: ModelOptions = {
  input: { timeZone: TIME_ZONE },
  serializeState: serializeOrdersState,
  events: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as OrdersContext;
    const currentReady = snapshot.matches({ vendorSelected: { current: "ready" } });
    return [
      { type: "ORDERS.VENDOR_CHANGED", vendorId: "DK-1001", includeAllOutlets: false, now: NOW_MS },
      { type: "ORDERS.VENDOR_CHANGED", vendorId: "DK-1000", includeAllOutlets: true, now: NOW_MS },
      { type: "ORDERS.VENDOR_CHANGED", vendorId: GUEST_VENDOR_ID, includeAllOutlets: false, now: NOW_MS },
      { type: "ORDERS.SEARCH", text: "100 001" },
      ...(currentReady
        ? [
            { type: "ORDERS.UPDATE_RECEIVED", order: ORDER_A_LATER, page: "tracking", now: NOW_MS },
            { type: "ORDERS.UPDATE_RECEIVED", order: PAST_1, page: "tracking", now: NOW_MS },
            { type: "ORDERS.UPDATE_RECEIVED", order: PAST_1, page: "history", now: NOW_MS },
            { type: "ORDERS.ORDER_RECEIVED", order: ORDER_A_LATER },
          ]
        : [
            { type: "ORDERS.UPDATE_RECEIVED", order: PAST_1, page: "tracking", now: NOW_MS },
            { type: "ORDERS.ORDER_RECEIVED", order: anyOrderOf(c.orders) },
          ]),
      { type: "ORDERS.REFETCH_ACTIVE", now: NOW_MS },
      { type: "ORDERS.PAST_REQUESTED", ...YESTERDAY },
      { type: "ORDERS.LOAD_MORE_PAST" },
      { type: "ORDERS.RESET" },
      { type: "xstate.done.actor.fetchActiveOrders", output: ACTIVE_PAGE },
      { type: "xstate.error.actor.fetchActiveOrders", error: new Error("HTTP 503") },
      { type: "xstate.done.actor.fetchPreOrders", output: PREORDER_PAGE },
      { type: "xstate.error.actor.fetchPreOrders", error: new Error("HTTP 503") },
      { type: "xstate.done.actor.fetchPastOrders", output: c.pagination?.past ? PAST_PAGE_2 : PAST_PAGE_1 },
      { type: "xstate.error.actor.fetchPastOrders", error: new Error("HTTP 500") },
    ];
  },
};

export { ordersMachine };
