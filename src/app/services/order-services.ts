// The composition root's order side (issue 4): the order store, the live channel, the rider
// tracker, the cancel dialog and the history filters, created with their REAL effects through
// machine.provide, and the events between them and the session, flags and vendors actors:
// - vendors: the selected vendor and the all-outlets toggle → orders ORDERS.VENDOR_CHANGED {now}
//   and live VENDOR.CHANGED (guests: the guest vendor with every order of the guest list);
// - session: signed in, GODROID or guest with a vendor → live CONNECT {authorization (the
//   session's Authorization header value), vendorId, guest}; a refreshed token → AUTH.CHANGED;
//   no valid session → CLOSE; `session.loggedOut` → CLOSE, ORDERS.RESET, RIDER.RESET, CANCEL.CLOSED;
// - flags: dynamic-time-estimation → live FLAGS.CHANGED;
// - live `live.authExpired` (the platform closed the socket: token expired) → session TOKEN.EXPIRED,
//   so the session refreshes (AUTH.CHANGED then reconnects the channel) or signs out when it cannot;
//   `live.sessionRevoked` (closed: session revoked) → session LOGOUT;
// - live `live.orderUpdate` → ORDERS.UPDATE_RECEIVED {order, page, now} (page from the router's
//   location: tracking, history or other), RIDER.ORDER_UPDATED for a tracked order and
//   CANCEL.ORDER_UPDATED; `live.resync` / `live.refetchActive` → ORDERS.REFETCH_ACTIVE {now};
// - cancel `cancelOrder.cancelled` → ORDERS.ORDER_RECEIVED (and the rider tracker);
// - history filters `history.query` → ORDERS.PAST_REQUESTED; `persistFilters` writes the
//   date-range and status filters to local storage;
// - every `notify` → the notification service.
// Guests: the active list is read from the guest orders list of local storage (GET /order each);
// they have no pre-order list and never fetch history (the orders machine refuses it).
import type { ApiClient } from "@api/client";
import { cancelOrder, getOrder, getOrderProof, getRider, getVendorOrders } from "@api/calls/orders-tracking";
import type { DeploymentConfig } from "@config/deployment";
import type { OrderRecord, Proof, ProofQuery } from "@domain/contract";
import type { LivePage } from "@domain/orders";
import { GUEST_VENDOR_ID, isGuestVendorId } from "@domain/vendors";
import { cancelOrderMachine } from "@machines/cancel-order/cancel-order.machine";
import { selectFlags } from "@machines/flags/flags.selectors";
import { historyFiltersMachine } from "@machines/history-filters/history-filters.machine";
import { readStoredFilters, type StoredHistoryFilters } from "@domain/history/filters";
import { liveChannelMachine } from "@machines/live-channel/live-channel.machine";
import { type OpenSocket, socketActor } from "@machines/live-channel/live-channel.socket";
import { liveChannelBase } from "@machines/live-channel/live-channel.url";
import { type OrdersFetchInput, type OrdersPage, toOrdersQuery } from "@machines/orders/orders.actors";
import { ordersMachine } from "@machines/orders/orders.machine";
import { riderTrackerMachine } from "@machines/rider-tracker/rider-tracker.machine";
import { selectIsTracking } from "@machines/rider-tracker/rider-tracker.selectors";
import { selectAuthHeader, selectIsAuthenticated, selectMode } from "@machines/session/session.selectors";
import { selectIncludeAllOutlets, selectSelectedVendorId } from "@machines/vendors/vendors.selectors";
import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import type { FlagsActor, SessionActor, VendorsActor } from "./app-services";
import { readGuestOrderIds } from "./guest-orders";
import type { NotifyRequest } from "./notify";
import { type KeyValueStore, STORAGE_KEYS } from "./storage";

export type OrdersActor = ActorRefFrom<typeof ordersMachine>;
export type LiveChannelActor = ActorRefFrom<typeof liveChannelMachine>;
export type RiderTrackerActor = ActorRefFrom<typeof riderTrackerMachine>;
export type CancelOrderActor = ActorRefFrom<typeof cancelOrderMachine>;
export type HistoryFiltersActor = ActorRefFrom<typeof historyFiltersMachine>;

export interface OrderServices {
  orders: OrdersActor;
  liveChannel: LiveChannelActor;
  riderTracker: RiderTrackerActor;
  cancelOrder: CancelOrderActor;
  historyFilters: HistoryFiltersActor;
  /** Reads one order (GET /order) into the store, e.g. the ?order_id of a page; failures are ignored. */
  lookupOrder(vendorId: string, orderId: string): Promise<OrderRecord | null>;
  /** The router reports the shown path: it decides the live update rule's page. */
  setPath(pathname: string): void;
  /** Reads the proof of pickup, delivery or return of an order (GET /order/proof). */
  fetchProof(input: ProofQuery, signal?: AbortSignal): Promise<Proof>;
}

export interface OrderServicesDeps {
  config: DeploymentConfig;
  api: ApiClient;
  store: KeyValueStore;
  session: SessionActor;
  flags: FlagsActor;
  vendors: VendorsActor;
  notify: (request: NotifyRequest) => void;
  /** Opens the live channel's socket (default: the browser's WebSocket). */
  openSocket?: OpenSocket;
  /** Base URL of the live channel (default: /ws on the API host, else on this page's origin). */
  liveUrl?: string;
  /** The clock (ms); events that need the time are stamped with it. */
  now?: () => number;
  /** The path shown at start (default: window.location.pathname). */
  initialPath?: string;
}

/** Which page the live update rule applies for a path. */
export function livePageOf(pathname: string): LivePage {
  const first = pathname.split("/").filter(Boolean)[0] ?? "";
  if (first === "order-tracking") return "tracking";
  if (first === "history") return "history";
  return "other";
}

/** The browser's WebSocket behind the socket actor's small interface. */
export const openBrowserSocket: OpenSocket = (url, on) => {
  const ws = new WebSocket(url);
  ws.onopen = () => on.open();
  ws.onmessage = (e) => on.message(e.data);
  ws.onclose = (e) => on.closed(e.code, e.reason);
  return {
    isOpen: () => ws.readyState === WebSocket.OPEN,
    send: (data) => ws.send(data),
    close: () => {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close();
    },
  };
};

function defaultLiveUrl(config: DeploymentConfig): string {
  if (config.apiHost) return liveChannelBase(config.apiHost);
  return liveChannelBase(typeof window === "undefined" ? "http://localhost" : window.location.origin);
}

const EMPTY_PAGE: OrdersPage = { data: [], pagination_key: null };

export function createOrderServices(deps: OrderServicesDeps): OrderServices {
  const { config, api, store, session, flags, vendors, notify } = deps;
  const now = deps.now ?? (() => Date.now());
  let page: LivePage = livePageOf(deps.initialPath ?? (typeof window === "undefined" ? "/" : window.location.pathname));

  /** A guest's active orders: the ids of the guest orders list, read one by one (unknown ones dropped). */
  const guestOrders = async (signal: AbortSignal): Promise<OrdersPage> => {
    const ids = readGuestOrderIds(store);
    const found = await Promise.all(ids.map((orderId) => getOrder(api, { vendorId: GUEST_VENDOR_ID, orderId }, signal).catch(() => null)));
    return { data: found.filter((o): o is OrderRecord => o !== null), pagination_key: null };
  };
  const listFetch = (input: OrdersFetchInput, signal: AbortSignal) =>
    getVendorOrders(api, { vendorId: input.vendorId, query: toOrdersQuery(input) }, signal);

  const orders = createActor(
    ordersMachine.provide({
      actors: {
        fetchActiveOrders: fromPromise<OrdersPage, OrdersFetchInput>(({ input, signal }) =>
          isGuestVendorId(input.vendorId) ? guestOrders(signal) : listFetch(input, signal),
        ),
        fetchPreOrders: fromPromise<OrdersPage, OrdersFetchInput>(async ({ input, signal }) =>
          isGuestVendorId(input.vendorId) ? EMPTY_PAGE : listFetch(input, signal),
        ),
        fetchPastOrders: fromPromise<OrdersPage, OrdersFetchInput>(({ input, signal }) => listFetch(input, signal)),
      },
    }),
    { input: { timeZone: config.timezone } },
  );
  orders.on("notify", (e) => notify({ kind: e.kind, key: e.key, values: e.values, durationMs: e.durationMs }));

  const liveChannel = createActor(
    liveChannelMachine.provide({ actors: { connectSocket: socketActor(deps.openSocket ?? openBrowserSocket) } }),
    {
      input: {
        url: deps.liveUrl ?? defaultLiveUrl(config),
        page,
        dynamicTimeEstimation: selectFlags(flags.getSnapshot())["dynamic-time-estimation"],
      },
    },
  );

  const riderTracker = createActor(
    riderTrackerMachine.provide({
      actors: {
        fetchRider: fromPromise(({ input, signal }) => getRider(api, { riderId: input.riderId }, signal)),
      },
    }),
  );

  const cancel = createActor(
    cancelOrderMachine.provide({
      actors: { cancelOrder: fromPromise(({ input, signal }) => cancelOrder(api, input, signal)) },
    }),
  );
  cancel.on("notify", (e) => notify({ kind: e.kind, key: e.key, values: e.values, durationMs: e.durationMs }));

  const historyFilters = createActor(
    historyFiltersMachine.provide({
      actions: {
        persistFilters: (_, filters: StoredHistoryFilters) => store.set(STORAGE_KEYS.historyFilters, JSON.stringify(filters)),
      },
    }),
    { input: { timeZone: config.timezone, country: config.country, stored: readStoredFilters(store.get(STORAGE_KEYS.historyFilters)) } },
  );

  // ---- events between the actors ------------------------------------------------------------

  /** An order record the store learned: the rider tracker follows it when it tracks that order. */
  const followRider = (order: OrderRecord) => {
    if (selectIsTracking(riderTracker.getSnapshot(), order.order_id)) riderTracker.send({ type: "RIDER.ORDER_UPDATED", order });
  };

  liveChannel.on("live.orderUpdate", ({ order }) => {
    orders.send({ type: "ORDERS.UPDATE_RECEIVED", order, page, now: now() });
    followRider(order);
    cancel.send({ type: "CANCEL.ORDER_UPDATED", order });
  });
  liveChannel.on("live.resync", () => orders.send({ type: "ORDERS.REFETCH_ACTIVE", now: now() }));
  liveChannel.on("live.refetchActive", () => orders.send({ type: "ORDERS.REFETCH_ACTIVE", now: now() }));
  liveChannel.on("live.error", (e) => console.warn(`live channel: ${e.message} (${e.translationKey})`));
  liveChannel.on("live.authExpired", () => session.send({ type: "TOKEN.EXPIRED" }));
  liveChannel.on("live.sessionRevoked", () => session.send({ type: "LOGOUT" }));

  cancel.on("cancelOrder.cancelled", ({ order }) => {
    orders.send({ type: "ORDERS.ORDER_RECEIVED", order });
    followRider(order);
  });

  historyFilters.on("history.query", ({ from, to, customerPhone }) =>
    orders.send({ type: "ORDERS.PAST_REQUESTED", from, to, ...(customerPhone ? { customerPhone } : {}) }),
  );

  // The selection (vendor, all-outlets) drives the store and the channel's subscription.
  let selection = "";
  const syncSelection = () => {
    const v = vendors.getSnapshot();
    const vendorId = selectSelectedVendorId(v);
    if (!vendorId) return;
    const guest = isGuestVendorId(vendorId);
    // A guest's list is the guest orders list, whatever vendor each order belongs to.
    const includeAllOutlets = guest || selectIncludeAllOutlets(v);
    const key = `${vendorId}\u0000${includeAllOutlets}`;
    if (key === selection) return;
    selection = key;
    orders.send({ type: "ORDERS.VENDOR_CHANGED", vendorId, includeAllOutlets, now: now() });
  };

  // The session (and the selected vendor) decide whether the channel is open, with whose authorization.
  let live: { authorization: string; vendorId: string } | null = null;
  const syncLive = () => {
    const s = session.getSnapshot();
    const authorization = selectIsAuthenticated(s, Date.now() / 1000) ? selectAuthHeader(s) : null;
    const vendorId = selectSelectedVendorId(vendors.getSnapshot());
    if (!authorization || !vendorId) {
      if (live) liveChannel.send({ type: "CLOSE" });
      live = null;
      return;
    }
    if (!live) {
      liveChannel.send({ type: "CONNECT", authorization, vendorId, guest: selectMode(s) === "GUEST" });
      live = { authorization, vendorId };
      return;
    }
    if (authorization !== live.authorization) liveChannel.send({ type: "AUTH.CHANGED", authorization });
    if (vendorId !== live.vendorId) liveChannel.send({ type: "VENDOR.CHANGED", vendorId });
    live = { authorization, vendorId };
  };

  const forgetSession = () => {
    liveChannel.send({ type: "CLOSE" });
    live = null;
    selection = "";
    orders.send({ type: "ORDERS.RESET" });
    riderTracker.send({ type: "RIDER.RESET" });
    cancel.send({ type: "CANCEL.CLOSED" });
  };

  let dynamicTimeEstimation = selectFlags(flags.getSnapshot())["dynamic-time-estimation"];
  flags.subscribe((s) => {
    const next = selectFlags(s)["dynamic-time-estimation"];
    if (next === dynamicTimeEstimation) return;
    dynamicTimeEstimation = next;
    liveChannel.send({ type: "FLAGS.CHANGED", dynamicTimeEstimation: next });
  });

  session.on("session.loggedOut", forgetSession);
  let wasAuthenticated = false;
  session.subscribe((s) => {
    const authenticated = selectIsAuthenticated(s, Date.now() / 1000);
    // A session that ends without a logout (e.g. a failed refresh) forgets the orders too.
    if (wasAuthenticated && !authenticated) forgetSession();
    wasAuthenticated = authenticated;
    syncLive();
  });
  vendors.subscribe(() => {
    if (!selectSelectedVendorId(vendors.getSnapshot())) selection = "";
    syncSelection();
    syncLive();
  });

  orders.start();
  liveChannel.start();
  riderTracker.start();
  cancel.start();
  historyFilters.start();
  syncSelection();
  syncLive();

  return {
    orders,
    liveChannel,
    riderTracker,
    cancelOrder: cancel,
    historyFilters,
    async lookupOrder(vendorId, orderId) {
      try {
        const order = await getOrder(api, { vendorId, orderId });
        orders.send({ type: "ORDERS.ORDER_RECEIVED", order });
        return order;
      } catch {
        return null;
      }
    },
    fetchProof: (input, signal) => getOrderProof(api, input, signal),
    setPath(pathname) {
      const next = livePageOf(pathname);
      if (next === page) return;
      page = next;
      liveChannel.send({ type: "PAGE.CHANGED", page });
    },
  };
}
