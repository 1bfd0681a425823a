// Harness of the tracking and history component tests: the REAL root app machine with the
// composition root's effects (appMachine.provide(appEffects(deps)): real session, vendors, orders,
// live channel, rider tracker, cancel, history-filters, tracking view and export machines, and the
// root's rules between them) over a fake platform (fetch) and a fake live channel socket, rendered
// with Lingui (English catalog), Mantine and a memory router holding the two pages, whose layout
// tells the root the route's vendor and which reports every location (as in the app).
// Orders are fixtures relative to the real clock ("today" is today).
import type { OrderRecord, Rider } from "@domain/contract";
import { DEFAULT_FLAGS, type Flags } from "@domain/flags";
import type { OpenSocket, SocketHandlers } from "@machines/live-channel/live-channel.socket";
import type { AppChildren } from "@machines/app/app.machine";
import { selectOrderSideReady } from "@machines/app/app.selectors";
import { selectVendorsStatus } from "@machines/vendors/vendors.selectors";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
} from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import { waitFor as waitForActor } from "xstate";
import { type AppActor, AppProvider } from "../../src/app/app-context";
import { connectRouter } from "../../src/app/composition/connect-router";
import { HistoryPage } from "../../src/app/features/history/history-page";
import { OrderTrackingPage } from "../../src/app/features/tracking/tracking-page";
import { activateLocale, i18n } from "../../src/app/i18n";
import { tellRouteVendor } from "../../src/app/guards";
import { OrderSearch } from "../../src/app/search-params";
import { type KeyValueStore, memoryStore } from "../../src/app/services/storage";
import { fakePlatform, type Handler } from "./fake-platform";
import { createTestApp } from "./test-app";
import { startOfDay } from "@domain/orders";
import { DEFAULT_DEPLOYMENT } from "@config/deployment";

const nowSec = () => Math.floor(Date.now() / 1000);

/**
 * An order list record created five minutes ago, or at the deployment's midnight when the test runs
 * in the first five minutes of a day: always today, which the tracking page shows.
 */
export function order(id: string, status: OrderRecord["status"], over: Partial<OrderRecord> = {}): OrderRecord {
  const now = nowSec();
  const created = over.created_at ?? Math.max(now - 5 * 60, startOfDay(now, DEFAULT_DEPLOYMENT.timezone));
  return {
    order_id: id,
    vendor_id: "DK-1001",
    created_at: created,
    updated_at: created + 1,
    preordered_for: null,
    status,
    status_history: [
      { status: "NEW", created_at: created },
      ...(status === "NEW" ? [] : [{ status, created_at: created + 1 }]),
    ],
    delivery_fee: 39,
    customer: {
      name: "Mette Jensen",
      phone_number: "+4520123456",
      location: { address: "Blågårdsgade 12, 2200 København N", latitude: 55.6868, longitude: 12.5557, notes: "" },
    },
    order: { description: "2 pizzas", amount: 189, payment_method: "PAID" },
    rider_id: null,
    cancel_reason: null,
    eta_vendor: null,
    eta_customer: null,
    ...over,
  };
}

/** The live channel's socket, driven by the test. */
export class FakeSocket {
  sent: unknown[] = [];
  open = false;
  constructor(
    readonly url: string,
    private readonly on: SocketHandlers,
  ) {}
  isOpen = () => this.open;
  send = (data: string) => {
    const message = JSON.parse(data) as { action: string; data: { vendor_id: string } };
    this.sent.push(message);
    // The platform confirms every subscription.
    if (message.action === "subscribeToVendor")
      queueMicrotask(() => this.on.message(JSON.stringify({ type: "subscribe_ok", data: { vendor_id: message.data.vendor_id } })));
  };
  close = () => {
    this.open = false;
  };
  accept() {
    this.open = true;
    this.on.open();
  }
  /** The platform closes the socket with a code (e.g. 4001 token expired, 4003 session revoked). */
  closeWith(code: number, reason = "") {
    this.open = false;
    this.on.closed(code, reason);
  }
  /** The platform pushes an order_update. */
  push(order: OrderRecord) {
    this.on.message(JSON.stringify({ type: "order_update", data: order }));
  }
}

export type PortalOptions = {
  path: string;
  orders?: OrderRecord[];
  flags?: Partial<Flags>;
  store?: KeyValueStore;
  rider?: Rider;
  /** Log in as the owner (default) or enter guest mode. */
  as?: "owner" | "guest";
  /** Platform calls answered differently (e.g. a refresh that succeeds). */
  routes?: Record<string, Handler>;
};

export type Portal = Awaited<ReturnType<typeof startPortal>>;

export async function startPortal(options: PortalOptions) {
  const store = options.store ?? memoryStore();
  const records = new Map((options.orders ?? []).map((o) => [o.order_id, o]));
  const listQueries: URLSearchParams[] = [];
  const cancels: unknown[] = [];
  const sockets: FakeSocket[] = [];
  const openSocket: OpenSocket = (url, on) => {
    const socket = new FakeSocket(url, on);
    sockets.push(socket);
    queueMicrotask(() => socket.accept());
    return socket;
  };
  const inRange = (o: OrderRecord, q: URLSearchParams) => {
    const scheduled = q.get("scheduled") === "true";
    const at = scheduled ? o.preordered_for : o.created_at;
    if (at === null) return false;
    return at >= Number(q.get("from") ?? 0) && at <= Number(q.get("to") ?? Number.MAX_SAFE_INTEGER);
  };
  const list: Handler = ({ url }) => {
    listQueries.push(url.searchParams);
    const vendorId = url.pathname.split("/")[5];
    const phone = url.searchParams.get("customer_phone_number")?.replace(/\D/g, "");
    const data = [...records.values()]
      .filter((o) => o.vendor_id === vendorId && inRange(o, url.searchParams))
      .filter((o) => !phone || o.customer.phone_number.replace(/\D/g, "").endsWith(phone))
      .sort((a, b) => b.created_at - a.created_at);
    return { status: 200, body: { result: { data, pagination_key: null } } };
  };
  const routes: Record<string, Handler> = {
    "GET /flags/eu": () => ({ status: 200, body: { flags: { ...DEFAULT_FLAGS, guest_checkout: true, ...options.flags } } }),
    "GET /orders/api/v1/vendor/DK-1000/orders": list,
    "GET /orders/api/v1/vendor/DK-1001/orders": list,
    "GET /orders/api/v1/vendor/DK-1002/orders": list,
    "GET /orders/api/v1/order": ({ url }) => {
      const found = records.get(url.searchParams.get("orderId") ?? "");
      return found ? { status: 200, body: { result: found } } : { status: 404, body: { message: "order not found", translation_key: "error.not-found" } };
    },
    "PUT /orders/api/v1/order/cancel": ({ body }) => {
      cancels.push(body);
      const b = body as { order_id: string; reason: string };
      const current = records.get(b.order_id);
      if (!current) return { status: 404, body: { message: "order not found", translation_key: "error.not-found" } };
      const at = nowSec();
      const cancelled: OrderRecord = {
        ...current,
        status: "CANCELLED",
        updated_at: at + 0.5,
        cancel_reason: b.reason,
        status_history: [...current.status_history, { status: "CANCELLED", created_at: at }],
      };
      records.set(b.order_id, cancelled);
      return { status: 200, body: { result: cancelled } };
    },
  };
  if (options.rider) routes[`GET /orders/api/v1/riders/${options.rider.id}`] = () => ({ status: 200, body: { result: options.rider } });
  Object.assign(routes, options.routes);
  const platform = fakePlatform(routes);
  const t = await createTestApp({ fetch: platform.fetch, store, openSocket });
  const { app } = t;
  const session = t.child<AppChildren["session"]>("session");
  const vendors = t.child<AppChildren["vendors"]>("vendors");
  const flags = t.child<AppChildren["flags"]>("flags");
  await waitForActor(session, (s) => s.matches("signedOut"));
  if (options.as === "guest") session.send({ type: "GUEST.REQUESTED" });
  else session.send({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "Rider-Demo-2026!" });
  await waitForActor(vendors, (s) => ["ready", "guest"].includes(selectVendorsStatus(s)));
  // A page is shown (the order side loads once the page shown is usable; issue 14).
  app.send({ type: "PAGE.CHANGED", pathname: "/maintenance", now: Date.now() });
  await waitForActor(app, selectOrderSideReady);
  const order$ = {
    orders: t.child<AppChildren["orders"]>("orders"),
    liveChannel: t.child<AppChildren["liveChannel"]>("liveChannel"),
    trackingView: t.child<AppChildren["trackingView"]>("trackingView"),
    // The history side (history page) and the details side (an order shown) load later: read when used.
    get riderTracker() {
      return t.child<AppChildren["riderTracker"]>("riderTracker");
    },
    get cancelOrder() {
      return t.child<AppChildren["cancelOrder"]>("cancelOrder");
    },
    get historyFilters() {
      return t.child<AppChildren["historyFilters"]>("historyFilters");
    },
    get export() {
      return t.child<AppChildren["export"]>("export");
    },
  };
  await activateLocale("en");
  const router = testRouter(options.path, app);
  t.attachRouter(router as never);
  const disconnect = connectRouter(app, router as never, () => Date.now());
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <AppProvider app={app}>
          <RouterProvider router={router as never} />
        </AppProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return {
    app,
    services: { session, vendors, flags },
    orders: order$,
    platform,
    store,
    records,
    listQueries,
    cancels,
    sockets,
    notes: t.notes,
    downloads: t.downloads,
    router,
    view,
    /** The platform changes an order and pushes it on the live channel. */
    async pushUpdate(next: OrderRecord) {
      records.set(next.order_id, next);
      await act(async () => {
        for (const s of sockets) if (s.open) s.push(next);
      });
    },
    stop() {
      view.unmount();
      disconnect();
      app.stop();
    },
  };
}

function testRouter(path: string, app: AppActor) {
  // As the app's vendor routes' layout: the route's vendor goes to the root before the page loads.
  const root = createRootRoute({
    beforeLoad: ({ location, preload }) => {
      if (!preload) tellRouteVendor({ app }, location.pathname);
    },
    component: () => <Outlet />,
  });
  const tracking = createRoute({
    getParentRoute: () => root,
    path: "/order-tracking/$vendorId",
    validateSearch: OrderSearch,
    component: function Tracking() {
      const { vendorId } = tracking.useParams();
      const { order_id } = tracking.useSearch();
      return <OrderTrackingPage vendorId={vendorId} orderId={order_id} />;
    },
  });
  const trackingNoVendor = createRoute({
    getParentRoute: () => root,
    path: "/order-tracking",
    validateSearch: OrderSearch,
    component: function Tracking() {
      const { order_id } = trackingNoVendor.useSearch();
      return <OrderTrackingPage orderId={order_id} />;
    },
  });
  const history = createRoute({
    getParentRoute: () => root,
    path: "/history/$vendorId",
    validateSearch: OrderSearch,
    component: function History() {
      const { vendorId } = history.useParams();
      const { order_id } = history.useSearch();
      return <HistoryPage vendorId={vendorId} orderId={order_id} />;
    },
  });
  const request = createRoute({ getParentRoute: () => root, path: "/request-a-rider/$vendorId", component: () => <h1>Request</h1> });
  return createRouter({
    routeTree: root.addChildren([tracking, trackingNoVendor, history, request]),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  });
}
