// Orders machine: the order store of the tracking and history pages (core sections 3, 4, 7, 9).
//
// It rests in `idle` until ORDERS.VENDOR_CHANGED {vendorId, includeAllOutlets, now}. A new selection
// (another vendor, or the all-outlets toggle changed) enters `vendorSelected`, whose two regions load
// independently:
// - `current`: `fetchingActive` (created from the start of today to now, 200, with the outlets in
//   all-outlets mode) then `fetchingPreorders` (scheduled, preordered_for up to now + 2 days), then
//   `ready`. A failure goes to `failed` with the notification error.cant-retrieve-current-orders
//   (the error text as value). ORDERS.REFETCH_ACTIVE {now} (resync after a reconnect, the live
//   channel's fallback check, a retry) starts over from `fetchingActive`, cancelling a fetch under way.
// - `past`: idle until the history asks with ORDERS.PAST_REQUESTED {from, to, customerPhone?}
//   (never for the guest vendor: guests have no history); `fetching` reads a page of 30 (50 with
//   outlets) and `ready` keeps the pagination key; ORDERS.LOAD_MORE_PAST reads the next page while
//   there is one (or retries from `failed`, entered with error.cant-retrieve-past-orders). A
//   selection change keeps the history range and reads it again for the new selection.
// Every answer is merged into `orders` by order_id with the domain merge rule (a record with a newer
// updated_at is never overwritten by an older one). ORDERS.UPDATE_RECEIVED {order, page, now} (a
// live order_update) is merged only when shouldApplyLiveUpdate allows it for the page (tracking:
// created today or later; history: created before today); ORDERS.ORDER_RECEIVED {order} (an answer
// of GET /order or of a cancel) is always merged. ORDERS.SEARCH {text} sets the search and keeps a
// history of at most 10 searches. ORDERS.RESET (logout) forgets everything.
//
// Time: the machine never reads a clock. The events that need the time carry `now` (ms since the
// epoch), stamped by the sender (the composition root owns the real clock). The machine stays a pure
// function of its events: a generated path or a spec replays to the same snapshot on any day, a
// fetch needs no extra state to learn the time (as an actor would), and no function hides in the
// context (as a clock input would). The fetch windows are computed in the deployment's time zone
// (input `timeZone`) by the domain (src/domain/orders/windows.ts).
import type { OrderRecord } from "@domain/contract";
import { activeWindow, type LivePage, mergeOrders, OrderStore, pastPageSize, preorderWindow, shouldApplyLiveUpdate, startOfDay } from "@domain/orders";
import { isGuestVendorId } from "@domain/vendors";
import { assign, emit, setup } from "xstate";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import { fetchActiveOrders, fetchPastOrders, fetchPreOrders, type OrdersFetchInput, type OrdersPage } from "./orders.actors";
import { rememberSearch } from "@domain/orders/search";

export const ORDERS_MESSAGES = {
  cantRetrieveCurrent: "error.cant-retrieve-current-orders",
  cantRetrievePast: "error.cant-retrieve-past-orders",
} as const;

/** The history range (unix seconds, inclusive) and the optional phone search. */
export type PastQuery = { from: number; to: number; customerPhone?: string };

export type OrderLists = "active" | "preorder" | "past";

export type OrdersContext = {
  /** The deployment's IANA time zone: "today" starts at midnight there. */
  timeZone: string;
  vendorId: string | null;
  includeAllOutlets: boolean;
  /** The store: order_id → the newest record seen (persistent: an update copies only what it touches). */
  orders: OrderStore<OrderRecord>;
  /** The search box text (raw; spaces are ignored when matching). */
  search: string;
  /** Most recent first, at most 10, no duplicates. */
  searchHistory: string[];
  /** Key of the next page of each list (null: no further page). */
  pagination: Record<OrderLists, string | null>;
  pastQuery: PastQuery | null;
  /** order_ids of the history list in the order the platform answered (records live in `orders`). */
  pastIds: string[];
  /** When the current lists were asked for (ms): the `now` of the event that started the fetch. */
  requestedAt: number | null;
  /** When the store last received current data (ms): a finished active fetch or an applied live update. */
  lastUpdateAt: number | null;
};

export type OrdersInput = { timeZone: string };

export type OrdersEvent =
  | { type: "ORDERS.VENDOR_CHANGED"; vendorId: string; includeAllOutlets: boolean; now: number }
  | { type: "ORDERS.SEARCH"; text: string }
  | { type: "ORDERS.UPDATE_RECEIVED"; order: OrderRecord; page: LivePage; now: number }
  | { type: "ORDERS.ORDER_RECEIVED"; order: OrderRecord }
  | { type: "ORDERS.REFETCH_ACTIVE"; now: number }
  | { type: "ORDERS.PAST_REQUESTED"; from: number; to: number; customerPhone?: string }
  | { type: "ORDERS.LOAD_MORE_PAST" }
  | { type: "ORDERS.RESET" };

export type OrdersEmitted = NotifyEvent;

const errorText = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "Unknown error";
};

const emptyLists = (): Record<OrderLists, string | null> => ({ active: null, preorder: null, past: null });

const initialContext = (timeZone: string): OrdersContext => ({
  timeZone,
  vendorId: null,
  includeAllOutlets: false,
  orders: OrderStore.empty(),
  search: "",
  searchHistory: [],
  pagination: emptyLists(),
  pastQuery: null,
  pastIds: [],
  requestedAt: null,
  lastUpdateAt: null,
});

const nowSec = (ms: number) => Math.floor(ms / 1000);

/** The input of a current-list fetch for the selection at the time it was asked for. */
function currentInput(context: OrdersContext, list: "active" | "preorder"): OrdersFetchInput {
  const at = nowSec(context.requestedAt ?? 0);
  const range = list === "active" ? activeWindow(at, context.timeZone) : preorderWindow(at, context.timeZone);
  return {
    vendorId: context.vendorId ?? "",
    includeOutlets: context.includeAllOutlets,
    from: range.from,
    to: range.to,
    count: range.count,
    paginationKey: null,
    ...(list === "preorder" ? { scheduled: true } : {}),
  };
}

function pastInput(context: OrdersContext): OrdersFetchInput {
  const q = context.pastQuery ?? { from: 0, to: 0 };
  return {
    vendorId: context.vendorId ?? "",
    includeOutlets: context.includeAllOutlets,
    from: q.from,
    to: q.to,
    count: pastPageSize(context.includeAllOutlets),
    paginationKey: context.pagination.past,
    ...(q.customerPhone ? { customerPhone: q.customerPhone } : {}),
  };
}

export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
    input: {} as OrdersInput,
    emitted: {} as OrdersEmitted,
    tags: {} as "loadingCurrent" | "loadingPast",
  },
  actors: { fetchActiveOrders, fetchPreOrders, fetchPastOrders },
  guards: {
    /** Another vendor or another all-outlets mode needs other lists; the same selection keeps them. */
    selectionChanged: ({ context }, p: { vendorId: string; includeAllOutlets: boolean }) =>
      p.vendorId !== context.vendorId || p.includeAllOutlets !== context.includeAllOutlets,
    /** The spec's page/date rule for live updates. */
    liveUpdateApplies: ({ context }, p: { order: OrderRecord; page: LivePage; now: number }) =>
      shouldApplyLiveUpdate(p.page, p.order.created_at, startOfDay(nowSec(p.now), context.timeZone)),
    /** Guests have no history; everyone else reads it once the history asked for a range. */
    canFetchPast: ({ context }) => context.pastQuery !== null && context.vendorId !== null && !isGuestVendorId(context.vendorId),
    /** A history request of a guest is refused without a call. */
    isGuestVendor: ({ context }) => isGuestVendorId(context.vendorId),
    hasMorePast: ({ context }) => context.pagination.past !== null,
  },
  actions: {
    /** A new selection: the store starts over when the vendor changes (all-outlets mode would show another vendor's leftovers). */
    selectVendor: assign(({ context }, p: { vendorId: string; includeAllOutlets: boolean; now: number }) => ({
      vendorId: p.vendorId,
      includeAllOutlets: p.includeAllOutlets,
      orders: p.vendorId === context.vendorId ? context.orders : OrderStore.empty<OrderRecord>(),
      pagination: emptyLists(),
      pastIds: [],
      requestedAt: p.now,
    })),
    stampRequest: assign((_, p: { now: number }) => ({ requestedAt: p.now })),
    /** Merges a page of a current list; the data is as fresh as the request that read it. */
    storeCurrentPage: assign(({ context }, p: { page: OrdersPage; list: "active" | "preorder" }) => ({
      orders: mergeOrders(context.orders, p.page.data),
      pagination: { ...context.pagination, [p.list]: p.page.pagination_key },
      lastUpdateAt: p.list === "active" ? context.requestedAt : context.lastUpdateAt,
    })),
    /** Appends a page of the history list (ids in answer order, each once) and merges its records. */
    storePastPage: assign(({ context }, p: { page: OrdersPage }) => {
      const seen = new Set(context.pastIds);
      const added: string[] = [];
      for (const { order_id } of p.page.data) {
        if (seen.has(order_id)) continue;
        seen.add(order_id);
        added.push(order_id);
      }
      return {
        orders: mergeOrders(context.orders, p.page.data),
        pastIds: added.length ? [...context.pastIds, ...added] : context.pastIds,
        pagination: { ...context.pagination, past: p.page.pagination_key },
      };
    }),
    /** A new history range starts a new list. */
    setPastQuery: assign(({ context }, p: { query: PastQuery }) => ({
      pastQuery: p.query,
      pastIds: [],
      pagination: { ...context.pagination, past: null },
    })),
    applyLiveUpdate: assign(({ context }, p: { order: OrderRecord; now: number }) => ({
      orders: mergeOrders(context.orders, [p.order]),
      lastUpdateAt: p.now,
    })),
    mergeOrder: assign(({ context }, p: { order: OrderRecord }) => ({ orders: mergeOrders(context.orders, [p.order]) })),
    setSearch: assign(({ context }, p: { text: string }) => ({ search: p.text, searchHistory: rememberSearch(context.searchHistory, p.text) })),
    reset: assign(({ context }) => initialContext(context.timeZone)),
    notifyCurrentFailed: emit((_, p: { error: unknown }) => notifyEvent("ERROR", ORDERS_MESSAGES.cantRetrieveCurrent, { values: { error: errorText(p.error) } })),
    notifyPastFailed: emit((_, p: { error: unknown }) => notifyEvent("ERROR", ORDERS_MESSAGES.cantRetrievePast, { values: { error: errorText(p.error) } })),
  },
}).createMachine({
  id: "orders",
  context: ({ input }) => initialContext(input.timeZone),
  initial: "idle",
  on: {
    "ORDERS.VENDOR_CHANGED": {
      guard: {
        type: "selectionChanged",
        params: ({ event }) => ({ vendorId: event.vendorId, includeAllOutlets: event.includeAllOutlets }),
      },
      target: ".vendorSelected",
      reenter: true,
      actions: {
        type: "selectVendor",
        params: ({ event }) => ({ vendorId: event.vendorId, includeAllOutlets: event.includeAllOutlets, now: event.now }),
      },
    },
    "ORDERS.SEARCH": { actions: { type: "setSearch", params: ({ event }) => ({ text: event.text }) } },
    "ORDERS.RESET": { target: ".idle", actions: "reset" },
  },
  states: {
    idle: {
      on: {
        // The history may ask before a vendor is known; the range is read once one is.
        "ORDERS.PAST_REQUESTED": {
          actions: { type: "setPastQuery", params: ({ event }) => ({ query: pastQueryOf(event) }) },
        },
      },
    },
    vendorSelected: {
      type: "parallel",
      on: {
        "ORDERS.UPDATE_RECEIVED": {
          guard: { type: "liveUpdateApplies", params: ({ event }) => ({ order: event.order, page: event.page, now: event.now }) },
          actions: { type: "applyLiveUpdate", params: ({ event }) => ({ order: event.order, now: event.now }) },
        },
        "ORDERS.ORDER_RECEIVED": { actions: { type: "mergeOrder", params: ({ event }) => ({ order: event.order }) } },
      },
      states: {
        current: {
          initial: "fetchingActive",
          on: {
            "ORDERS.REFETCH_ACTIVE": {
              target: ".fetchingActive",
              actions: { type: "stampRequest", params: ({ event }) => ({ now: event.now }) },
            },
          },
          states: {
            fetchingActive: {
              tags: ["loadingCurrent"],
              invoke: {
                id: "fetchActiveOrders",
                src: "fetchActiveOrders",
                input: ({ context }) => currentInput(context, "active"),
                onDone: {
                  target: "fetchingPreorders",
                  actions: { type: "storeCurrentPage", params: ({ event }) => ({ page: event.output, list: "active" as const }) },
                },
                onError: { target: "failed", actions: { type: "notifyCurrentFailed", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            fetchingPreorders: {
              tags: ["loadingCurrent"],
              invoke: {
                id: "fetchPreOrders",
                src: "fetchPreOrders",
                input: ({ context }) => currentInput(context, "preorder"),
                onDone: {
                  target: "ready",
                  actions: { type: "storeCurrentPage", params: ({ event }) => ({ page: event.output, list: "preorder" as const }) },
                },
                onError: { target: "failed", actions: { type: "notifyCurrentFailed", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            ready: {},
            failed: {},
          },
        },
        past: {
          initial: "idle",
          on: {
            "ORDERS.PAST_REQUESTED": [
              { guard: "isGuestVendor" },
              {
                target: ".fetching",
                actions: { type: "setPastQuery", params: ({ event }) => ({ query: pastQueryOf(event) }) },
              },
            ],
          },
          states: {
            idle: {
              always: { guard: "canFetchPast", target: "fetching" },
            },
            fetching: {
              tags: ["loadingPast"],
              invoke: {
                id: "fetchPastOrders",
                src: "fetchPastOrders",
                input: ({ context }) => pastInput(context),
                onDone: { target: "ready", actions: { type: "storePastPage", params: ({ event }) => ({ page: event.output }) } },
                onError: { target: "failed", actions: { type: "notifyPastFailed", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            ready: {
              on: { "ORDERS.LOAD_MORE_PAST": { guard: "hasMorePast", target: "fetching" } },
            },
            failed: {
              on: { "ORDERS.LOAD_MORE_PAST": { target: "fetching" } },
            },
          },
        },
      },
    },
  },
});

function pastQueryOf(event: { from: number; to: number; customerPhone?: string }): PastQuery {
  return { from: event.from, to: event.to, ...(event.customerPhone ? { customerPhone: event.customerPhone } : {}) };
}
