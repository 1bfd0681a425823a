// Tracking view machine: what the order tracking and history pages decide around the order store
// (core section 2 "Order tracking" and "History"): which tab is shown, following the selected
// order's tab, and reading a selected order the store does not have.
//
// It rests in `closed` until the root opens it for a page, TRACKING.OPENED {page, orderId} (the
// route's ?order_id); a new page or another order opens it again (re-entering `open`), TRACKING.CLOSED
// (the page left) closes it. While `open` a relay follows the order store (ORDERS.CHANGED {ready,
// vendorId, firstTab, orders, now}: the current lists are read, the first tab with orders, the
// store) and three regions run side by side:
// - `tab`: `choosing` until the first lists are there: then the selected order's tab when the store
//   has that order (`following`), else the first tab with orders (`browsing`; New when all are empty).
//   `following` keeps the tab on the selected order as it moves on (e.g. from New to Collected);
//   choosing another tab stops that (`declined`), choosing the order's tab again resumes it. A tab
//   chosen while `choosing` or `browsing` is simply shown; an order that appears later is followed.
// - `lookup`: the selected order is not in the store (an older one, or one placed a moment ago):
//   once the store can answer (tracking: the current lists are read; history: a vendor is
//   selected) it is read once (`looking`, actor `lookupOrder`); found → `found`, emitting
//   `trackingView.orderFound` (the root merges it into the store); not found → `missing` (the page
//   says so).
// - `shown`: the selected order's record as the store has it; every new record is emitted as
//   `trackingView.orderShown` (the rider tracker follows it) and an order no longer shown as
//   `trackingView.orderHidden` (also when the view closes).
// Time: the machine reads no clock; ORDERS.CHANGED carries `now` (ms), stamped by the relay.
import type { OrderRecord } from "@domain/contract";
import { type OrderTab, orderTab } from "@domain/orders";
import { assign, emit, enqueueActions, setup } from "xstate";
import { relay } from "../app/app.relay";
import { type LookupOrderInput, lookupOrder } from "./tracking-view.actors";
import { type OrdersChanged, ordersFacts } from "./tracking-view.facts";

export type TrackingPage = "tracking" | "history";

export type TrackingViewContext = {
  page: TrackingPage;
  /** The route's ?order_id. */
  orderId: string | null;
  /** The tab shown; null until the first lists are there. */
  tab: OrderTab | null;
  /** The tab the selected order belongs to, as of the last store change (null: not in the store). */
  selectedTab: OrderTab | null;
  /** The selected order's record last emitted as shown. */
  shown: OrderRecord | null;
};

export type OrdersChangedEvent = OrdersChanged & { now: number };

export type TrackingViewEvent =
  | { type: "TRACKING.OPENED"; page: TrackingPage; orderId: string | null }
  | { type: "TRACKING.CLOSED" }
  | { type: "TAB.CHOSEN"; tab: OrderTab }
  | OrdersChangedEvent;

export type TrackingViewEmitted =
  | { type: "trackingView.orderFound"; order: OrderRecord }
  | { type: "trackingView.orderShown"; order: OrderRecord }
  | { type: "trackingView.orderHidden"; orderId: string };

const closedContext = (): TrackingViewContext => ({ page: "tracking", orderId: null, tab: null, selectedTab: null, shown: null });

type Facts = { event: OrdersChangedEvent };

/** The selected order as the store has it. */
const selectedIn = (context: TrackingViewContext, orders: OrdersChanged["orders"]) => (context.orderId ? (orders.get(context.orderId) ?? null) : null);

/** The selected order's tab at the time of the change. */
const selectedTabOf = (context: TrackingViewContext, e: OrdersChangedEvent): OrderTab | null => {
  const order = selectedIn(context, e.orders);
  return order ? orderTab(order, Math.floor(e.now / 1000)) : null;
};

export const trackingViewMachine = setup({
  types: {
    context: {} as TrackingViewContext,
    events: {} as TrackingViewEvent,
    emitted: {} as TrackingViewEmitted,
  },
  actors: { relay, lookupOrder },
  guards: {
    /** The same page and order again (the router reported the same location): nothing to decide anew. */
    isSameOpening: ({ context }, p: { page: TrackingPage; orderId: string | null }) => context.page === p.page && context.orderId === p.orderId,
    /** The store has the selected order: its tab is the one to show. */
    storeHasSelected: ({ context }, p: Facts) => selectedTabOf(context, p.event) !== null,
    listsAreThere: (_, p: Facts) => p.event.ready,
    /** The user chose the tab the selected order is in. */
    isSelectedTab: ({ context }, p: { tab: OrderTab }) => context.selectedTab === p.tab,
    /** A selected order the store lacks, once the store can answer for the page. */
    needsLookup: ({ context }, p: Facts) =>
      context.orderId !== null &&
      selectedIn(context, p.event.orders) === null &&
      p.event.vendorId !== null &&
      (context.page === "history" || p.event.ready),
  },
  actions: {
    open: assign((_, p: { page: TrackingPage; orderId: string | null }) => ({ ...closedContext(), page: p.page, orderId: p.orderId })),
    close: assign(() => closedContext()),
    showTab: assign((_, p: { tab: OrderTab }) => ({ tab: p.tab })),
    /** Remembers where the selected order is now (null when the store lacks it). */
    noteSelectedTab: assign(({ context }, p: Facts) => ({ selectedTab: selectedTabOf(context, p.event) })),
    /** Shows the selected order's tab (the tab follows the order). */
    followSelected: assign(({ context }, p: Facts) => {
      const selectedTab = selectedTabOf(context, p.event);
      return { selectedTab, tab: selectedTab ?? context.tab };
    }),
    showFirstTab: assign((_, p: Facts) => ({ tab: p.event.firstTab })),
    /** The rider tracker follows the order shown; an order no longer shown is let go. */
    showSelected: enqueueActions(({ context, enqueue }, p: Facts) => {
      const order = selectedIn(context, p.event.orders);
      if (order === context.shown) return;
      if (context.shown && context.shown.order_id !== order?.order_id) enqueue.emit({ type: "trackingView.orderHidden", orderId: context.shown.order_id });
      if (order) enqueue.emit({ type: "trackingView.orderShown", order });
      enqueue.assign({ shown: order });
    }),
    hideShown: enqueueActions(({ context, enqueue }) => {
      if (!context.shown) return;
      enqueue.emit({ type: "trackingView.orderHidden", orderId: context.shown.order_id });
      enqueue.assign({ shown: null });
    }),
    /** The root merges the order into the store. */
    emitFound: emit((_, p: { order: OrderRecord }) => ({ type: "trackingView.orderFound" as const, order: p.order })),
  },
}).createMachine({
  id: "trackingView",
  context: closedContext,
  initial: "closed",
  states: {
    closed: {
      on: {
        "TRACKING.OPENED": { target: "open", actions: { type: "open", params: ({ event }) => ({ page: event.page, orderId: event.orderId }) } },
      },
    },
    open: {
      type: "parallel",
      invoke: { id: "ordersFacts", src: "relay", input: { source: "orders", facts: ordersFacts } },
      exit: "hideShown",
      on: {
        "TRACKING.OPENED": [
          { guard: { type: "isSameOpening", params: ({ event }) => ({ page: event.page, orderId: event.orderId }) } },
          { target: "open", reenter: true, actions: { type: "open", params: ({ event }) => ({ page: event.page, orderId: event.orderId }) } },
        ],
        "TRACKING.CLOSED": { target: "closed", actions: "close" },
      },
      states: {
        tab: {
          initial: "choosing",
          states: {
            choosing: {
              on: {
                "ORDERS.CHANGED": [
                  { guard: { type: "storeHasSelected", params: ({ event }) => ({ event }) }, target: "following", actions: { type: "followSelected", params: ({ event }) => ({ event }) } },
                  { guard: { type: "listsAreThere", params: ({ event }) => ({ event }) }, target: "browsing", actions: { type: "showFirstTab", params: ({ event }) => ({ event }) } },
                ],
                "TAB.CHOSEN": { target: "browsing", actions: { type: "showTab", params: ({ event }) => ({ tab: event.tab }) } },
              },
            },
            browsing: {
              on: {
                "ORDERS.CHANGED": {
                  guard: { type: "storeHasSelected", params: ({ event }) => ({ event }) },
                  target: "following",
                  actions: { type: "followSelected", params: ({ event }) => ({ event }) },
                },
                "TAB.CHOSEN": { actions: { type: "showTab", params: ({ event }) => ({ tab: event.tab }) } },
              },
            },
            following: {
              on: {
                "ORDERS.CHANGED": { actions: { type: "followSelected", params: ({ event }) => ({ event }) } },
                "TAB.CHOSEN": [
                  { guard: { type: "isSelectedTab", params: ({ event }) => ({ tab: event.tab }) } },
                  { target: "declined", actions: { type: "showTab", params: ({ event }) => ({ tab: event.tab }) } },
                ],
              },
            },
            declined: {
              on: {
                "ORDERS.CHANGED": { actions: { type: "noteSelectedTab", params: ({ event }) => ({ event }) } },
                "TAB.CHOSEN": [
                  { guard: { type: "isSelectedTab", params: ({ event }) => ({ tab: event.tab }) }, target: "following", actions: { type: "showTab", params: ({ event }) => ({ tab: event.tab }) } },
                  { actions: { type: "showTab", params: ({ event }) => ({ tab: event.tab }) } },
                ],
              },
            },
          },
        },
        lookup: {
          initial: "waiting",
          states: {
            waiting: {
              on: {
                "ORDERS.CHANGED": { guard: { type: "needsLookup", params: ({ event }) => ({ event }) }, target: "looking" },
              },
            },
            looking: {
              invoke: {
                id: "lookupOrder",
                src: "lookupOrder",
                input: ({ context, event }): LookupOrderInput => ({
                  vendorId: (event as OrdersChangedEvent).vendorId ?? "",
                  orderId: context.orderId ?? "",
                }),
                onDone: { target: "found", actions: { type: "emitFound", params: ({ event }) => ({ order: event.output }) } },
                onError: { target: "missing" },
              },
            },
            found: {},
            missing: {},
          },
        },
        shown: {
          on: {
            "ORDERS.CHANGED": { actions: { type: "showSelected", params: ({ event }) => ({ event }) } },
          },
        },
      },
    },
  },
});
