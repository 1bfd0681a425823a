// Hand-written specs of the root `app` machine: the children it spawns (with their systemIds), and
// the rules between them as the events it sends to them and the named effects it asks for. Every
// child is a recorder (it keeps the events the root sends it); the named effects are recorded too.
import { DEFAULT_FLAGS } from "@domain/flags";
import { GUEST_VENDOR } from "@domain/vendors";
import type { DetailsSideLoaded, HistorySideLoaded, OrderPartsLoaded, OrderSideLoaded, PublicPartsLoaded, RequestSideLoaded, SignedOutSideLoaded } from "@machines/app/app.actors";
import { appMachine, GUEST_ENTRY_TIMEOUT_MS } from "@machines/app/app.machine";
import { livePageOf, pageOf, pageOrderId, routeVendorOf, sectionOf } from "@machines/app/app.pages";
import { type RelayInput, relayLogic } from "@machines/app/app.relay";
import { selectIsEnteringGuest, selectIsSettled, selectOrderSideReady, selectViewer } from "@machines/app/app.selectors";
import { describe, expect, it } from "vitest";
import { type AnyActorLogic, type AnyEventObject, assign, createMachine, emit, fromCallback, fromPromise } from "xstate";
import { outlet1, outlet2 } from "../../domain/vendors.fixtures";
import { type Controlled, startControlled } from "../../support/model-paths";
import { APP_INPUT, FLAGS, HISTORY_SIDE, MAINTENANCE_FLAGS, NOW, ORDER, ORDER_SIDE, PAGES, SESSION, VENDORS } from "./app.model";

type Sent = { to: string; event: AnyEventObject };

/** The root with recorder children, recorded named effects, and the order and request sides as recorders too. */
function startApp(options: { relay?: string } = {}) {
  const sent: Sent[] = [];
  const effects: Array<{ type: string; params?: unknown }> = [];
  const recorder = (name: string) =>
    fromCallback(({ receive }) => {
      receive((event) => sent.push({ to: name, event }));
    });
  const names = ["flags", "vendors", "buildCheck", "session"];
  const actors: Record<string, AnyActorLogic> = Object.fromEntries(names.map((n) => [n, recorder(n)]));
  // The real relay for the child that emits `options.relay` (the other children are recorders with no facts).
  const only = options.relay;
  if (only) {
    const real = relayLogic(() => NOW) as unknown as { config: (args: unknown) => (() => void) | undefined };
    actors.relay = fromCallback<AnyEventObject, RelayInput>((args) => (args.input.emitted?.includes(only) ? real.config(args) : undefined));
  }
  const record = (type: string) => (_: unknown, params?: unknown) => effects.push({ type, params });
  const c = startControlled(appMachine, {
    input: APP_INPUT,
    provide: {
      actors,
      actions: Object.fromEntries(
        ["showNotification", "notifyLoginFailed", "invalidateRoutes", "showVendorInPath", "goToRequestPage", "goToRegister", "reportLiveError"].map((t) => [t, record(t)]),
      ),
    },
  });
  const orderSide: OrderSideLoaded = {
    ...ORDER_SIDE,
    logic: Object.fromEntries(Object.keys(ORDER_SIDE.logic).map((n) => [n, recorder(n)])) as unknown as OrderSideLoaded["logic"],
  };
  const historySide: HistorySideLoaded = {
    ...HISTORY_SIDE,
    logic: Object.fromEntries(Object.keys(HISTORY_SIDE.logic).map((n) => [n, recorder(n)])) as unknown as HistorySideLoaded["logic"],
  };
  const detailsSide = { riderTracker: recorder("riderTracker"), cancelOrder: recorder("cancelOrder") } as unknown as DetailsSideLoaded;
  const requestSide = { requestPage: recorder("requestPage") } as unknown as RequestSideLoaded;
  const signedOutSide = Object.fromEntries(["login", "registration", "passwordReset", "guestRegister"].map((n) => [n, recorder(n)])) as unknown as SignedOutSideLoaded;
  const to = (name: string) => sent.filter((s) => s.to === name).map((s) => s.event);
  const clear = () => {
    sent.length = 0;
    effects.length = 0;
  };
  return { c, sent, effects, to, clear, orderSide, historySide, detailsSide, requestSide, signedOutSide };
}

/** Flags known, session spawned, signed in as a classic user with DK-1001 selected, order side loaded. */
async function signedIn(app: ReturnType<typeof startApp>) {
  const { c } = app;
  await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
  await c.send(SESSION.classic);
  await c.send(VENDORS.dk1001);
  await c.send(PAGES.other);
  await c.resolve("waitForPaint");
  await c.resolve("loadOrderSide", app.orderSide);
}

const ctx = (c: Controlled) => c.actor.getSnapshot().context;

describe("app machine: locations", () => {
  it("knows the page, the vendor section, the live page and the order of a location", () => {
    expect(["/", "/connect", "/register", "/forgot-password", "/request-a-rider/DK-1", "/order-tracking", "/history/DK-1/", "/maintenance"].map(pageOf)).toEqual([
      "landing",
      "connect",
      "register",
      "forgotPassword",
      "request",
      "tracking",
      "history",
      "other",
    ]);
    expect(sectionOf("/bulk-order/DK-1/job")).toBe("bulk-order");
    expect(routeVendorOf("/history/DK%201")).toBe("DK 1");
    expect(routeVendorOf("/history")).toBeNull();
    expect([livePageOf("/order-tracking/DK-1"), livePageOf("/history"), livePageOf("/")]).toEqual(["tracking", "history", "other"]);
    expect(pageOrderId("tracking", { order_id: "A-1" })).toBe("A-1");
    expect(pageOrderId("request", { orderID: 42 })).toBe("42");
    expect(pageOrderId("landing", { order_id: "A-1" })).toBeNull();
  });
});

describe("app machine: children and who uses the portal", () => {
  it("spawns flags, vendors and the build check at once, the session once the flags are known, each with its systemId", async () => {
    const { c } = startApp();
    const system = c.actor.system;
    expect(["flags", "vendors", "buildCheck"].map((id) => !!system.get(id))).toEqual([true, true, true]);
    expect(system.get("session")).toBeUndefined();
    expect(c.inputOf("flagsRelay")).toMatchObject({ emitted: ["flags.updated"] });
    await c.send({ type: "flags.updated", flags: { ...FLAGS, guest_checkout: false }, source: "provider" });
    expect(system.get("session")).toBeDefined();
    expect(c.actor.getSnapshot().children.session).toBe(system.get("session"));
    expect(c.inputOf("sessionRelay")).toMatchObject({ emitted: ["session.loggedIn", "session.loggedOut", "session.loginFailed"] });
    expect(selectIsSettled(c.actor.getSnapshot())).toBe(false);
    await c.send(SESSION.signedOut);
    expect(selectIsSettled(c.actor.getSnapshot())).toBe(true);
    c.stop();
  });

  it("tells the vendors whose they are and re-runs the route guards whenever someone else uses the portal", async () => {
    const app = startApp();
    const { c, to, effects } = app;
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.classic);
    expect(selectViewer(c.actor.getSnapshot())).toBe("classic");
    expect(to("vendors")).toEqual([{ type: "SESSION.SIGNED_OUT" }, { type: "SESSION.SIGNED_IN", vendorId: null }]);
    expect(effects.filter((e) => e.type === "invalidateRoutes")).toHaveLength(1);
    app.clear();
    // A refreshed token is the same person: nothing to tell, no guards to re-run.
    await c.send(SESSION.refreshed);
    expect(to("vendors")).toEqual([]);
    expect(effects).toEqual([]);
    await c.send(SESSION.signedOut);
    await c.send(SESSION.godroid);
    expect(to("vendors").slice(-2)).toEqual([{ type: "SESSION.SIGNED_OUT" }, { type: "SESSION.SIGNED_IN", vendorId: "DK-1001" }]);
    await c.send(SESSION.guest);
    expect(to("vendors").slice(-2)).toEqual([{ type: "SESSION.SIGNED_OUT" }, { type: "GUEST.ENTERED" }]);
    expect(effects.filter((e) => e.type === "invalidateRoutes")).toHaveLength(3);
    c.stop();
  });

  it("gives the session the guest_checkout flag and re-runs the guards when maintenance changes", async () => {
    const { c, to, effects } = startApp();
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send({ type: "flags.updated", flags: MAINTENANCE_FLAGS, source: "provider" });
    expect(to("session")).toEqual([{ type: "FLAGS.CHANGED", guestCheckout: true }]);
    expect(effects).toEqual([{ type: "invalidateRoutes", params: undefined }]);
    await c.send({ type: "flags.updated", flags: { ...MAINTENANCE_FLAGS, guest_checkout: false }, source: "provider" });
    expect(effects).toHaveLength(1);
    c.stop();
  });

  it("turns the children's notices into notifications; the login form's submission goes to the session", async () => {
    const { c, to, effects } = startApp();
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send({ type: "notify", kind: "ERROR", key: "error.no-vendors", durationMs: 10_000 });
    await c.send({ type: "session.loginFailed", message: "Failed to login: invalid password" });
    await c.send({ type: "session.loggedIn" });
    await c.send({ type: "session.loggedOut" });
    await c.send({ type: "buildCheck.outdated", version: "v2" });
    await c.send({ type: "login.submitted", email: "owner@demo.dk", password: "pw" });
    expect(effects).toEqual([
      { type: "showNotification", params: { kind: "ERROR", key: "error.no-vendors", durationMs: 10_000 } },
      { type: "notifyLoginFailed", params: { message: "Failed to login: invalid password" } },
      { type: "showNotification", params: { kind: "INFO", key: "auth.logout.disconnected" } },
      { type: "showNotification", params: { kind: "WARNING", key: "app.outdated", durationMs: 10_000 } },
    ]);
    expect(to("flags")).toEqual([{ type: "REFRESH" }, { type: "REFRESH" }]);
    expect(to("session")).toContainEqual({ type: "LOGIN.SUBMITTED", email: "owner@demo.dk", password: "pw" });
    c.stop();
  });
});

describe("app machine: the order side", () => {
  it("is not loaded for a visitor; signed in, it waits until the page shown is usable (issue 14)", async () => {
    const app = startApp();
    const { c } = app;
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.signedOut);
    await c.send(PAGES.landing);
    expect(c.isRunning("loadOrderSide")).toBe(false);
    // Signed in on the request page: neither the sign-in nor the vendors load it, the page's usable form does.
    await c.send(PAGES.request);
    await c.send(SESSION.classic);
    await c.send(VENDORS.dk1001);
    expect(c.actor.getSnapshot().matches({ orderSide: "waitingForPage" })).toBe(true);
    expect(c.isRunning("loadOrderSide")).toBe(false);
    await c.send({ type: "request.usable", now: NOW });
    // Once the frame that shows the usable page has been painted.
    expect(c.isRunning("waitForPaint")).toBe(true);
    expect(c.isRunning("loadOrderSide")).toBe(false);
    await c.resolve("waitForPaint");
    expect(c.isRunning("loadOrderSide")).toBe(true);
    await c.reject("loadOrderSide", new Error("chunk failed"));
    expect(c.actor.getSnapshot().matches({ orderSide: "failed" })).toBe(true);
    // An order page tries again.
    await c.send(PAGES.tracking);
    expect(c.isRunning("loadOrderSide")).toBe(true);
    c.stop();
  });

  it("a request page usable at once (a guest asked for the sender) is heard: the order side then loads", async () => {
    const app = startApp({ relay: "request.usable" });
    const { c } = app;
    const requestPage = createMachine({ on: { "REQUEST.OPENED": { actions: emit({ type: "request.usable" }) } } });
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.guest);
    await c.send(VENDORS.guest);
    await c.send({ ...PAGES.request, pathname: "/request-a-rider" });
    expect(c.actor.getSnapshot().matches({ orderSide: "waitingForPage" })).toBe(true);
    await c.resolve("loadRequestSide", { requestPage } as unknown as RequestSideLoaded);
    expect(c.isRunning("waitForPaint")).toBe(true);
    c.stop();
  });

  it("signed in, loads at once for an order page, on a bulk page once its jobs are read, on another page once its vendors are read; a sign-out stops waiting", async () => {
    const order = startApp();
    await order.c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await order.c.send(PAGES.history);
    expect(order.c.isRunning("loadOrderSide")).toBe(true);
    order.c.stop();

    // Another page (here the maintenance page): once its vendors are read. Not the landing page a signed-in user leaves.
    const other = startApp();
    await other.c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await other.c.send(SESSION.classic);
    await other.c.send(PAGES.landing);
    await other.c.send(VENDORS.dk1001);
    expect(other.c.isRunning("loadOrderSide")).toBe(false);
    await other.c.send(PAGES.other);
    await other.c.resolve("waitForPaint");
    expect(other.c.isRunning("loadOrderSide")).toBe(true);
    other.c.stop();

    // The bulk page: once its jobs are read (the bulk upload's facts).
    const bulk = startApp();
    await bulk.c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await bulk.c.send(SESSION.classic);
    await bulk.c.send(PAGES.bulk);
    await bulk.c.send(VENDORS.dk1001);
    await bulk.c.send({ type: "BULK.CHANGED", historyKnown: false, now: NOW });
    expect(bulk.c.isRunning("loadOrderSide")).toBe(false);
    await bulk.c.send({ type: "BULK.CHANGED", historyKnown: true, now: NOW });
    await bulk.c.resolve("waitForPaint");
    expect(bulk.c.isRunning("loadOrderSide")).toBe(true);
    bulk.c.stop();

    const out = startApp();
    await out.c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await out.c.send(SESSION.classic);
    await out.c.send(PAGES.request);
    await out.c.send(SESSION.signedOut);
    expect(out.c.actor.getSnapshot().matches({ orderSide: "idle" })).toBe(true);
    await out.c.send({ type: "request.usable", now: NOW });
    expect(out.c.isRunning("loadOrderSide")).toBe(false);
    out.c.stop();
  });

  for (const first of ["loadOrderSide", "loadHistorySide"] as const) {
    it(`on a history page first loaded for (${first} answering first) asks for the range once both sides are there, counted from the history chunk's loadedAt: the filters' answer is relayed to the store`, async () => {
      // The filters answer HISTORY.OPENED at once (as the real machine does when the range is known), with a
      // range ending at the `now` they were given: the time the history chunk was loaded, whichever side came last.
      const app = startApp({ relay: "history.query" });
      const { c, to } = app;
      const historyFilters = createMachine({
        types: {} as { events: { type: "HISTORY.OPENED"; now: number } },
        on: { "HISTORY.OPENED": { actions: emit(({ event }) => ({ type: "history.query", from: event.now - 86_400_000, to: event.now })) } },
      });
      await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
      await c.send(SESSION.classic);
      await c.send(VENDORS.dk1001);
      await c.send(PAGES.history);
      // Both chunks are asked for at once (the history side does not wait for the order side).
      expect(c.isRunning("loadOrderSide") && c.isRunning("loadHistorySide")).toBe(true);
      const history = { ...app.historySide, logic: { ...app.historySide.logic, historyFilters } as unknown as HistorySideLoaded["logic"], loadedAt: NOW + 1 };
      if (first === "loadOrderSide") {
        await c.resolve("loadOrderSide", app.orderSide);
        expect(to("orders")).toHaveLength(1);
        await c.resolve("loadHistorySide", history);
      } else {
        await c.resolve("loadHistorySide", history);
        expect(c.actor.getSnapshot().matches({ historySide: { loaded: "waitingForStore" } })).toBe(true);
        await c.resolve("loadOrderSide", app.orderSide);
      }
      expect(to("orders")).toEqual([
        { type: "ORDERS.VENDOR_CHANGED", vendorId: "DK-1001", includeAllOutlets: false, now: NOW },
        { type: "ORDERS.PAST_REQUESTED", from: NOW + 1 - 86_400_000, to: NOW + 1 },
      ]);
      c.stop();
    });
  }

  it("loads the history side only for the history page; a failed load is a notice, and the next visit tries again", async () => {
    const app = startApp();
    const { c, to, effects } = app;
    await signedIn(app);
    await c.send(PAGES.tracking);
    expect(c.actor.getSnapshot().matches({ historySide: "idle" })).toBe(true);
    expect(c.isRunning("loadHistorySide")).toBe(false);
    await c.send(PAGES.history);
    await c.reject("loadHistorySide", new Error("chunk failed"));
    expect(c.actor.getSnapshot().matches({ historySide: "failed" })).toBe(true);
    expect(effects).toContainEqual({ type: "showNotification", params: { kind: "ERROR", key: "app.load-failure" } });
    await c.send(PAGES.tracking);
    expect(c.isRunning("loadHistorySide")).toBe(false);
    await c.send(PAGES.history);
    expect(c.isRunning("loadHistorySide")).toBe(true);
    await c.resolve("loadHistorySide", app.historySide);
    for (const id of ["historyFilters", "export"]) expect(c.actor.system.get(id)).toBeDefined();
    expect(to("historyFilters")).toEqual([{ type: "HISTORY.OPENED", now: NOW }]);
    c.stop();
  });

  it("spawns the order side's machines with their systemIds; the selected vendor drives the store once per selection", async () => {
    const app = startApp();
    const { c, to } = app;
    await signedIn(app);
    expect(selectOrderSideReady(c.actor.getSnapshot())).toBe(true);
    for (const id of ["orders", "liveChannel", "trackingView"]) expect(c.actor.system.get(id)).toBeDefined();
    // The history's filters and export are the history side's (loaded with the history page only), the
    // rider tracker and the cancel dialog the details side's (loaded when an order is first shown).
    for (const id of ["historyFilters", "export", "riderTracker", "cancelOrder"]) expect(c.actor.system.get(id)).toBeUndefined();
    expect(to("orders")).toEqual([{ type: "ORDERS.VENDOR_CHANGED", vendorId: "DK-1001", includeAllOutlets: false, now: NOW }]);
    await c.send(VENDORS.dk1001);
    expect(to("orders")).toHaveLength(1);
    await c.send({ ...VENDORS.dk1001, includeAllOutlets: true, now: NOW + 5 });
    expect(to("orders").at(-1)).toEqual({ type: "ORDERS.VENDOR_CHANGED", vendorId: "DK-1001", includeAllOutlets: true, now: NOW + 5 });
    // A guest's list is every order of the guest orders list.
    await c.send({ ...VENDORS.guest, now: NOW + 6 });
    expect(to("orders").at(-1)).toEqual({ type: "ORDERS.VENDOR_CHANGED", vendorId: GUEST_VENDOR.vendor_id, includeAllOutlets: true, now: NOW + 6 });
    c.stop();
  });

  it("connects the channel when a session and a vendor exist, follows the token and the vendor, closes without them", async () => {
    const app = startApp();
    const { c, to } = app;
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.classic);
    await c.send(PAGES.tracking);
    await c.resolve("loadOrderSide", app.orderSide);
    expect(to("liveChannel")).toEqual([]);
    await c.send(VENDORS.dk1001);
    expect(to("liveChannel")).toEqual([{ type: "CONNECT", authorization: "Bearer a1;i1", vendorId: "DK-1001", guest: false }]);
    await c.send(SESSION.refreshed);
    await c.send(VENDORS.dk1002);
    expect(to("liveChannel").slice(1)).toEqual([
      { type: "AUTH.CHANGED", authorization: "Bearer a2;i2" },
      { type: "VENDOR.CHANGED", vendorId: "DK-1002" },
    ]);
    await c.send(VENDORS.none);
    expect(to("liveChannel").at(-1)).toEqual({ type: "CLOSE" });
    expect(ctx(c).live).toBeNull();
    c.stop();
  });

  it("loads the details side when an order is first shown: the tracker follows the order shown meanwhile; a failed load is a notice, the next order shown tries again", async () => {
    const app = startApp();
    const { c, to, effects } = app;
    // The tracking view keeps the order it shows (its `shown`), which the tracker follows once loaded.
    const trackingView = createMachine({
      types: {} as { context: { shown: unknown }; events: { type: "SHOW"; order: unknown } },
      context: { shown: null },
      on: { SHOW: { actions: assign({ shown: ({ event }) => event.order }) } },
    });
    app.orderSide.logic = { ...app.orderSide.logic, trackingView } as unknown as OrderSideLoaded["logic"];
    await signedIn(app);
    await c.send(PAGES.tracking);
    expect(c.isRunning("loadDetailsSide")).toBe(false);
    // A live update before any order is shown: nothing to tell a cancel dialog that is not there.
    await c.send({ type: "live.orderUpdate", order: ORDER, now: NOW + 1 });
    const show = async (order: typeof ORDER | null) => {
      c.actor.system.get("trackingView").send({ type: "SHOW", order });
      if (order) await c.send({ type: "trackingView.orderShown", order });
    };
    await show(ORDER);
    await c.reject("loadDetailsSide", new Error("chunk failed"));
    expect(c.actor.getSnapshot().matches({ detailsSide: "idle" })).toBe(true);
    expect(effects).toContainEqual({ type: "showNotification", params: { kind: "ERROR", key: "app.load-failure" } });
    const other = { ...ORDER, order_id: "DK-1001-8" } as typeof ORDER;
    await show(other);
    expect(c.isRunning("loadDetailsSide")).toBe(true);
    await c.resolve("loadDetailsSide", app.detailsSide);
    expect(to("riderTracker")).toEqual([{ type: "RIDER.ORDER_UPDATED", order: other }]);
    expect(to("cancelOrder")).toEqual([]);
    // Hidden while loading: the tracker follows nothing once loaded.
    const fresh = startApp();
    fresh.orderSide.logic = { ...fresh.orderSide.logic, trackingView } as unknown as OrderSideLoaded["logic"];
    await signedIn(fresh);
    fresh.c.actor.system.get("trackingView").send({ type: "SHOW", order: ORDER });
    await fresh.c.send({ type: "trackingView.orderShown", order: ORDER });
    fresh.c.actor.system.get("trackingView").send({ type: "SHOW", order: null });
    await fresh.c.send({ type: "trackingView.orderHidden", orderId: ORDER.order_id });
    await fresh.c.resolve("loadDetailsSide", fresh.detailsSide);
    expect(fresh.to("riderTracker")).toEqual([]);
    fresh.c.stop();
    c.stop();
  });

  it("logout forgets orders, riders and the cancel dialog and closes the channel", async () => {
    const app = startApp();
    const { c, to } = app;
    await signedIn(app);
    await c.send({ type: "trackingView.orderShown", order: ORDER });
    await c.resolve("loadDetailsSide", app.detailsSide);
    await c.send({ type: "trackingView.orderHidden", orderId: ORDER.order_id });
    app.clear();
    await c.send({ type: "session.loggedOut" });
    expect(to("liveChannel").at(-1)).toEqual({ type: "CLOSE" });
    expect(to("orders").at(-1)).toEqual({ type: "ORDERS.RESET" });
    expect(to("riderTracker")).toEqual([{ type: "RIDER.RESET" }]);
    expect(to("cancelOrder")).toEqual([{ type: "CANCEL.CLOSED" }]);
    // The session's own report of the sign-out does not reconnect anything.
    await c.send(SESSION.signedOut);
    expect(to("liveChannel").filter((e) => e.type === "CONNECT")).toHaveLength(0);
    c.stop();
  });

  it("passes live updates under the page's rule, refetches after a resync, merges cancelled and looked-up orders", async () => {
    const app = startApp();
    const { c, to } = app;
    await signedIn(app);
    await c.send(PAGES.tracking);
    await c.send({ type: "trackingView.orderShown", order: ORDER });
    await c.resolve("loadDetailsSide", app.detailsSide);
    await c.send({ type: "trackingView.orderHidden", orderId: ORDER.order_id });
    app.clear();
    await c.send({ type: "live.orderUpdate", order: ORDER, now: NOW + 1 });
    await c.send({ type: "live.resync", now: NOW + 2 });
    await c.send({ type: "cancelOrder.cancelled", order: ORDER });
    await c.send({ type: "trackingView.orderFound", order: ORDER });
    await c.send({ type: "history.query", from: 10, to: 20 });
    expect(to("orders")).toEqual([
      { type: "ORDERS.UPDATE_RECEIVED", order: ORDER, page: "tracking", now: NOW + 1 },
      { type: "ORDERS.REFETCH_ACTIVE", now: NOW + 2 },
      { type: "ORDERS.ORDER_RECEIVED", order: ORDER },
      { type: "ORDERS.ORDER_RECEIVED", order: ORDER },
      { type: "ORDERS.PAST_REQUESTED", from: 10, to: 20 },
    ]);
    expect(to("cancelOrder")).toEqual([{ type: "CANCEL.ORDER_UPDATED", order: ORDER }]);
    await c.send({ type: "trackingView.orderShown", order: ORDER });
    await c.send({ type: "trackingView.orderHidden", orderId: ORDER.order_id });
    expect(to("riderTracker")).toEqual([
      { type: "RIDER.ORDER_UPDATED", order: ORDER },
      { type: "RIDER.UNTRACK", orderId: ORDER.order_id },
    ]);
    c.stop();
  });
});

describe("app machine: pages", () => {
  it("runs the login form on the landing and connect pages, registration and password reset on theirs, once the signed-out side is loaded", async () => {
    const app = startApp();
    const { c } = app;
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(PAGES.landing);
    expect(c.actor.system.get("login")).toBeUndefined();
    await c.resolve("loadSignedOutSide", app.signedOutSide);
    expect(c.actor.system.get("login")).toBeDefined();
    expect(c.actor.system.get("guestRegister")).toBeDefined();
    expect(c.actor.getSnapshot().children.loginRelay).toBeDefined();
    await c.send(PAGES.connect);
    expect(c.actor.system.get("login")).toBeDefined();
    await c.send(PAGES.register);
    expect(c.actor.system.get("login")).toBeUndefined();
    expect(c.actor.system.get("registration")).toBeDefined();
    await c.send(PAGES.forgotPassword);
    expect(c.actor.system.get("registration")).toBeUndefined();
    expect(c.actor.system.get("passwordReset")).toBeDefined();
    c.stop();
  });

  it("opens the tracking view for tracking and history (and the history filters), passes another order on, closes them on leaving", async () => {
    const app = startApp();
    const { c, to } = app;
    await signedIn(app);
    await c.send(PAGES.tracking);
    expect(to("liveChannel").at(-1)).toEqual({ type: "PAGE.CHANGED", page: "tracking" });
    await c.send(PAGES.trackingOrder);
    await c.send(PAGES.history);
    await c.resolve("loadHistorySide", app.historySide);
    await c.send(PAGES.landing);
    expect(to("trackingView")).toEqual([
      { type: "TRACKING.OPENED", page: "tracking", orderId: null },
      { type: "TRACKING.OPENED", page: "tracking", orderId: "DK-1001-7" },
      { type: "TRACKING.CLOSED" },
      { type: "TRACKING.OPENED", page: "history", orderId: null },
      { type: "TRACKING.CLOSED" },
    ]);
    expect(to("historyFilters")).toEqual([{ type: "HISTORY.OPENED", now: NOW }, { type: "HISTORY.CLOSED" }]);
    expect(to("liveChannel").slice(-2)).toEqual([
      { type: "PAGE.CHANGED", page: "history" },
      { type: "PAGE.CHANGED", page: "other" },
    ]);
    c.stop();
  });

  it("opens a history visited before the order side loaded once it has", async () => {
    const app = startApp();
    const { c, to } = app;
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.classic);
    await c.send(PAGES.history);
    await c.resolve("loadHistorySide", app.historySide);
    expect(to("historyFilters")).toEqual([]);
    await c.resolve("loadOrderSide", app.orderSide);
    expect(to("trackingView")).toEqual([{ type: "TRACKING.OPENED", page: "history", orderId: null }]);
    expect(to("historyFilters")).toEqual([{ type: "HISTORY.OPENED", now: NOW }]);
    c.stop();
  });

  it("selects the route's vendor once the vendors can take it, and puts the selected vendor in a path that lacks it", async () => {
    const { c, to, effects } = startApp();
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send({ type: "ROUTE.VENDOR", section: "history", vendorId: "DK-1002" });
    expect(to("vendors")).toEqual([]);
    await c.send(SESSION.classic);
    await c.send(VENDORS.loading);
    expect(to("vendors").at(-1)).toEqual({ type: "VENDOR.SELECTED", vendorId: "DK-1002" });
    await c.send(VENDORS.dk1002);
    expect(to("vendors").filter((e) => e.type === "VENDOR.SELECTED")).toHaveLength(1);
    // /order-tracking without a vendor gets the selected one (the path is replaced, the query kept).
    await c.send(PAGES.historyWithoutVendor);
    expect(effects.at(-1)).toEqual({ type: "showVendorInPath", params: { section: "history", vendorId: "DK-1002", replace: true } });
    // The branch selector: select, and show it in the path.
    await c.send({ type: "VENDOR.CHOSEN", vendorId: "DK-1001" });
    expect(to("vendors").at(-1)).toEqual({ type: "VENDOR.SELECTED", vendorId: "DK-1001" });
    expect(effects.at(-1)).toEqual({ type: "showVendorInPath", params: { section: "history", vendorId: "DK-1001", replace: false } });
    expect(ctx(c).route).toEqual({ section: "history", vendorId: "DK-1001" });
    c.stop();
  });

  it("loads the request side when the router starts loading the request page, and opens the page once it is shown (issue 14)", async () => {
    const app = startApp();
    const { c, to } = app;
    await signedIn(app);
    expect(c.isRunning("loadRequestSide")).toBe(false);
    // Another section's route loads nothing of the request side.
    await c.send({ type: "ROUTE.VENDOR", section: "history", vendorId: "DK-1001" });
    expect(c.isRunning("loadRequestSide")).toBe(false);
    // The request route's layout says its section before the route's chunks load: the side loads with them.
    await c.send({ type: "ROUTE.VENDOR", section: "request-a-rider", vendorId: "DK-1001" });
    expect(c.isRunning("loadRequestSide")).toBe(true);
    await c.resolve("loadRequestSide", app.requestSide);
    expect(to("requestPage")).toEqual([]);
    await c.send({ ...PAGES.request, pathname: "/request-a-rider/DK-1001" });
    expect(to("requestPage")).toEqual([{ type: "REQUEST.OPENED", vendor: outlet1, mode: "CLASSIC", orderId: null, paymentReturn: null }]);
    c.stop();
  });

  it("opens the request page for the route's vendor once it is the selected one, with ?orderID; closes it on leaving", async () => {
    const app = startApp();
    const { c, to } = app;
    await c.send({ type: "flags.updated", flags: { ...DEFAULT_FLAGS, voucher: true }, source: "provider" });
    await c.send(SESSION.classic);
    await c.send({ type: "ROUTE.VENDOR", section: "request-a-rider", vendorId: "DK-1002" });
    await c.send(PAGES.request);
    await c.resolve("loadRequestSide", app.requestSide);
    expect(to("requestPage")).toEqual([]);
    await c.send({ ...VENDORS.dk1001, vendor: outlet2 });
    expect(to("requestPage")).toEqual([{ type: "REQUEST.OPENED", vendor: outlet2, mode: "CLASSIC", orderId: null, paymentReturn: null }]);
    await c.send({ ...PAGES.requestUpdate, pathname: "/request-a-rider/DK-1002" });
    expect(to("requestPage").at(-1)).toEqual({ type: "REQUEST.OPENED", vendor: outlet2, mode: "CLASSIC", orderId: "DK-1001-42", paymentReturn: null });
    await c.send(PAGES.landing);
    expect(to("requestPage").at(-1)).toEqual({ type: "REQUEST.CLOSED" });
    // Guests work for the guest vendor.
    await c.send(SESSION.guest);
    await c.send(VENDORS.guest);
    await c.send({ type: "ROUTE.VENDOR", section: "request-a-rider", vendorId: null });
    await c.send({ ...PAGES.request, pathname: "/request-a-rider" });
    expect(to("requestPage").at(-1)).toEqual({ type: "REQUEST.OPENED", vendor: GUEST_VENDOR, mode: "GUEST", orderId: null, paymentReturn: null });
    expect(outlet1.vendor_id).toBe("DK-1001");
    c.stop();
  });
});

describe("app machine: the signed-out side", () => {
  it("is loaded by the first signed-out page or guest session, not by a signed-in user; a failed load is tried again by the next one", async () => {
    const app = startApp();
    const { c } = app;
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.classic);
    await c.send(PAGES.tracking);
    expect(c.isRunning("loadSignedOutSide")).toBe(false);
    await c.send(SESSION.signedOut);
    await c.send(PAGES.register);
    await c.reject("loadSignedOutSide", new Error("chunk failed"));
    expect(c.actor.getSnapshot().matches({ signedOutSide: "failed" })).toBe(true);
    expect(c.actor.system.get("registration")).toBeUndefined();
    await c.send(SESSION.guest);
    // The page shown when it arrives runs its machine.
    await c.send(PAGES.forgotPassword);
    await c.resolve("loadSignedOutSide", app.signedOutSide);
    expect(c.actor.system.get("passwordReset")).toBeDefined();
    expect(c.actor.system.get("registration")).toBeUndefined();
    expect(c.inputOf("guestRegisterRelay")).toMatchObject({ emitted: ["guestRegister.accepted"] });
    await c.send(PAGES.other);
    expect(c.actor.system.get("passwordReset")).toBeUndefined();
    c.stop();
  });
});

describe("app machine: continue as guest", () => {
  it("asks the session for guest mode and goes to the request page once the session is a guest", async () => {
    const { c, to, effects } = startApp();
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.signedOut);
    await c.send({ type: "GUEST.CHOSEN" });
    expect(selectIsEnteringGuest(c.actor.getSnapshot())).toBe(true);
    expect(to("session")).toContainEqual({ type: "GUEST.REQUESTED" });
    await c.send(SESSION.resolving);
    expect(selectIsEnteringGuest(c.actor.getSnapshot())).toBe(true);
    await c.send(SESSION.guest);
    expect(selectIsEnteringGuest(c.actor.getSnapshot())).toBe(false);
    expect(effects.filter((e) => e.type === "goToRequestPage")).toHaveLength(1);
    // Already a guest: straight to the request page.
    await c.send({ type: "GUEST.CHOSEN" });
    expect(effects.filter((e) => e.type === "goToRequestPage")).toHaveLength(2);
    c.stop();
  });

  it("gives up when the session stays signed out, or after 15 s", async () => {
    const { c, effects } = startApp();
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.signedOut);
    await c.send({ type: "GUEST.CHOSEN" });
    await c.send(SESSION.resolving);
    await c.send(SESSION.signedOut);
    expect(selectIsEnteringGuest(c.actor.getSnapshot())).toBe(false);
    await c.send({ type: "GUEST.CHOSEN" });
    await c.advance(GUEST_ENTRY_TIMEOUT_MS - 1);
    expect(selectIsEnteringGuest(c.actor.getSnapshot())).toBe(true);
    await c.advance(1);
    expect(selectIsEnteringGuest(c.actor.getSnapshot())).toBe(false);
    expect(effects.filter((e) => e.type === "goToRequestPage")).toHaveLength(0);
    c.stop();
  });
});

describe("app machine: the guest-register popup", () => {
  it("tells a guest's placed order to the popup (not with sign-up off); an accepted offer pre-fills /register's form until it is left", async () => {
    const app = startApp();
    const { c, effects, to } = app;
    await c.send({ type: "flags.updated", flags: FLAGS, source: "provider" });
    await c.send(SESSION.guest);
    await c.resolve("loadSignedOutSide", app.signedOutSide);
    await c.send(VENDORS.guest);
    await c.send({ ...PAGES.request, pathname: "/request-a-rider" });
    await c.resolve("loadRequestSide", app.requestSide);
    expect(c.inputOf("requestPageRelay")).toMatchObject({ emitted: ["notify", "request.guestOrderPlaced", "request.usable"] });
    await c.send({ type: "request.guestOrderPlaced", orderId: "DK-GUEST-7" });
    expect(to("guestRegister")).toEqual([{ type: "ORDER.PLACED", orderId: "DK-GUEST-7" }]);
    await c.send({ type: "flags.updated", flags: { ...FLAGS, "deactivate-sign-up-button": true }, source: "provider" });
    await c.send({ type: "request.guestOrderPlaced", orderId: "DK-GUEST-8" });
    expect(to("guestRegister")).toHaveLength(1);

    const values = { mode: "vendorName" as const, vendorName: "Ida", email: "ida@example.dk" };
    await c.send({ type: "guestRegister.accepted", values });
    expect(effects.filter((e) => e.type === "goToRegister")).toHaveLength(1);
    await c.send(PAGES.register);
    const registrationInput = () => c.actor.system.get("registration")?.getSnapshot().input;
    expect(registrationInput()).toEqual({ values });
    await c.send(PAGES.landing);
    expect(ctx(c).registrationPrefill).toBeNull();
    await c.send(PAGES.register);
    expect(registrationInput()).toEqual({});
    c.stop();
  });
});

describe("app machine: the collection point dialog", () => {
  it("loads the dialog's chunk on the first opening, then opens it; later openings go straight to it; a failed load is a notice", async () => {
    const app = startApp();
    const { c, effects, to } = app;
    const recorder = (name: string) =>
      fromCallback(({ receive }) => {
        receive((event) => app.sent.push({ to: name, event }));
      });
    await signedIn(app);
    expect(c.actor.system.get("collectionPoint")).toBeUndefined();
    const add = { type: "CP.ADD_OPENED", parents: [outlet1], parentVendorId: "DK-1000" };
    const edit = { type: "CP.EDIT_OPENED", vendor: outlet2, parents: [outlet1] };
    await c.send({ type: "OUTLET.OPENED", opening: add });
    await c.reject("loadCollectionPointSide", new Error("chunk failed"));
    expect(effects.filter((e) => e.type === "showNotification").at(-1)?.params).toEqual({ kind: "ERROR", key: "app.load-failure" });
    expect(c.actor.getSnapshot().matches({ collectionPointSide: "idle" })).toBe(true);
    // Tried again: the latest opening while it loads is the one the dialog gets.
    await c.send({ type: "OUTLET.OPENED", opening: add });
    await c.send({ type: "OUTLET.OPENED", opening: edit });
    await c.resolve("loadCollectionPointSide", { collectionPoint: recorder("collectionPoint") });
    expect(c.actor.system.get("collectionPoint")).toBeDefined();
    expect(c.inputOf("collectionPointRelay")).toMatchObject({ emitted: ["notify", "collectionPoint.saved"] });
    expect(to("collectionPoint")).toEqual([edit]);
    await c.send({ type: "OUTLET.OPENED", opening: add });
    expect(to("collectionPoint")).toEqual([edit, add]);
    expect(ctx(c).outletOpening).toBeNull();
    c.stop();
  });
});

describe("app machine: the parts of a page", () => {
  const proof = { type: "PART.OPENED", part: "orderProof", key: "DK-1001-7:delivery", input: { vendorId: "DK-1001", orderId: "DK-1001-7", kind: "delivery" } };
  const proofClosed = { type: "PART.CLOSED", part: "orderProof", key: "DK-1001-7:delivery" };

  /** Part machines that record their start (id, input) and keep their abort signal. */
  function partRecorder() {
    const started: Array<{ id: string; input: unknown }> = [];
    const signals = new Map<string, AbortSignal>();
    const logic = fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise(() => {
          started.push({ id: self.id, input });
          signals.set(self.id, signal);
        }),
    );
    const running = (id: string) => signals.has(id) && !signals.get(id)?.aborted;
    return { started, signals, logic, running };
  }

  it("spawns a part a view opens with its systemId and input once its chunk is loaded, keeps it while another view holds it, stops it when the last one goes", async () => {
    const { c } = startApp();
    const parts = partRecorder();
    const id = "orderProof:DK-1001-7:delivery";
    await c.send(proof);
    // The order parts' chunk is asked for; the opening waits for it.
    expect(c.isRunning("loadOrderParts")).toBe(true);
    expect(c.actor.system.get(id)).toBeUndefined();
    await c.reject("loadOrderParts", new Error("chunk failed"));
    expect(c.actor.getSnapshot().matches({ orderParts: "failed" })).toBe(true);
    // Another opening tries again.
    await c.send(proof);
    const logic = { mapLoad: parts.logic, orderProof: parts.logic, orderSummary: parts.logic, trackingLink: parts.logic } as unknown as OrderPartsLoaded;
    await c.resolve("loadOrderParts", logic);
    expect(c.actor.system.get(id)).toBeDefined();
    expect(c.actor.getSnapshot().children[id]).toBe(c.actor.system.get(id));
    expect(parts.started).toEqual([{ id, input: proof.input }]);
    expect(ctx(c).pendingParts).toEqual({});
    await c.send(proofClosed);
    expect(parts.running(id)).toBe(true);
    await c.send(proofClosed);
    expect(parts.running(id)).toBe(false);
    expect(c.actor.system.get(id)).toBeUndefined();
    expect(ctx(c).parts).toEqual({});
    // Opened again (a remount): a new machine under the same systemId, at once; closing what is not open does nothing.
    await c.send(proof);
    expect(parts.started.filter((s) => s.id === id)).toHaveLength(2);
    await c.send({ type: "PART.CLOSED", part: "trackingLink", key: "DK-1001-9" });
    expect(ctx(c).parts).toEqual({ [id]: 1 });
    c.stop();
  });

  it("forgets an opening closed before its chunk arrived", async () => {
    const { c } = startApp();
    const parts = partRecorder();
    await c.send(proof);
    await c.send(proofClosed);
    expect(ctx(c).pendingParts).toEqual({});
    await c.resolve("loadOrderParts", { mapLoad: parts.logic, orderProof: parts.logic, orderSummary: parts.logic, trackingLink: parts.logic });
    expect(parts.started).toEqual([]);
    c.stop();
  });

  it("spawns the recipient's tracking page and receipt for the path once their chunk is loaded, and stops it on another path", async () => {
    const { c } = startApp();
    const parts = partRecorder();
    await c.send({ type: "PAGE.CHANGED", pathname: "/tracking/PUB-1", now: NOW });
    expect(c.actor.system.get("publicTracking:PUB-1")).toBeUndefined();
    await c.resolve("loadPublicParts", { publicTracking: parts.logic, deliveryReceipt: parts.logic } as unknown as PublicPartsLoaded);
    expect(parts.started).toEqual([{ id: "publicTracking:PUB-1", input: { publicId: "PUB-1" } }]);
    expect(c.actor.system.get("publicTracking:PUB-1")).toBeDefined();
    // The same page again (another search) keeps it.
    await c.send({ type: "PAGE.CHANGED", pathname: "/tracking/PUB-1", search: { x: 1 }, now: NOW });
    expect(parts.started.filter((s) => s.id === "publicTracking:PUB-1")).toHaveLength(1);
    await c.send({ type: "PAGE.CHANGED", pathname: "/delivery-receipt/PUB-1", now: NOW });
    expect(parts.running("publicTracking:PUB-1")).toBe(false);
    expect(parts.started.at(-1)).toEqual({ id: "deliveryReceipt:PUB-1", input: { publicId: "PUB-1" } });
    await c.send({ type: "PAGE.CHANGED", pathname: "/tracking-c2c/PUB-2", now: NOW });
    expect(parts.running("deliveryReceipt:PUB-1")).toBe(false);
    expect(parts.running("publicTracking:PUB-2")).toBe(true);
    await c.send(PAGES.landing);
    expect(parts.running("publicTracking:PUB-2")).toBe(false);
    expect(ctx(c).publicPart).toBeNull();
    c.stop();
  });

  it("tries the public parts' chunk again on the next recipient's path after a failure", async () => {
    const { c } = startApp();
    const parts = partRecorder();
    await c.send({ type: "PAGE.CHANGED", pathname: "/tracking/PUB-1", now: NOW });
    await c.reject("loadPublicParts", new Error("chunk failed"));
    await c.send({ type: "PAGE.CHANGED", pathname: "/delivery-receipt/PUB-1", now: NOW });
    await c.resolve("loadPublicParts", { publicTracking: parts.logic, deliveryReceipt: parts.logic });
    expect(parts.started).toEqual([{ id: "deliveryReceipt:PUB-1", input: { publicId: "PUB-1" } }]);
    c.stop();
  });

  it("re-runs the route guards once the lazy page's retry is done, and spawns a new retry for the next failure", async () => {
    const app = startApp();
    const { c } = app;
    const opening = { type: "PART.OPENED", part: "pageLoad", key: "", input: { failedModule: "http://x/a.js" } };
    await c.send(opening);
    expect(c.inputOf("pageLoad")).toEqual({ failedModule: "http://x/a.js" });
    app.clear();
    await c.resolve("pageLoad");
    expect(app.effects.map((e) => e.type)).toEqual(["invalidateRoutes"]);
    expect(ctx(c).parts).toEqual({});
    // The error view goes (PART.CLOSED does nothing now); a later failure retries anew.
    await c.send({ type: "PART.CLOSED", part: "pageLoad", key: "" });
    await c.send(opening);
    expect(c.isRunning("pageLoad")).toBe(true);
    c.stop();
  });
});
