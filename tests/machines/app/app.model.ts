// Model of the root `app` machine for generated paths. The root has eight regions side by side; a
// model offering every event everywhere would multiply them into tens of thousands of snapshots. So
// the events are a story (exactEvents): each is offered only where it moves the story on, while the
// projection (serializeState) keeps what the rules read: the state value, who uses the portal, the
// selected vendor, the page, the route's vendor and what the order store and the live channel were
// told. The children (flags, session, vendors, …) are deferred fakes in the paths; loaders answer
// with stub logic (the root only spawns it and addresses it by systemId).
import { DEFAULT_DEPLOYMENT } from "@config/deployment";
import type { OrderRecord, Vendor } from "@domain/contract";
import { DEFAULT_FLAGS } from "@domain/flags";
import { GUEST_VENDOR } from "@domain/vendors";
import type {
  BulkSideLoaded,
  CollectionPointSideLoaded,
  DetailsSideLoaded,
  HelpSideLoaded,
  HistorySideLoaded,
  OrderPartsLoaded,
  OrderSideLoaded,
  PublicPartsLoaded,
  RequestSideLoaded,
  SignedOutSideLoaded,
} from "@machines/app/app.actors";
import type { SessionFacts, VendorFacts } from "@machines/app/app.facts";
import { appMachine, type AppInput } from "@machines/app/app.machine";
import { type AnyEventObject, type AnyMachineSnapshot, createMachine } from "xstate";
import { outlet1, outlet2, parent } from "../../domain/vendors.fixtures";
import type { ModelOptions } from "../../support/model-paths";

export const NOW = Date.UTC(2026, 10, 22, 11, 0);

export const APP_INPUT: AppInput = { config: DEFAULT_DEPLOYMENT, includeAllOutlets: false, liveUrl: "ws://portal.test/ws" };

/** A child that does nothing (the root only spawns it and sends to it). */
const stub = () => createMachine({});

export const ORDER_SIDE: OrderSideLoaded = {
  logic: {
    orders: stub(),
    liveChannel: stub(),
    trackingView: stub(),
  } as unknown as OrderSideLoaded["logic"],
  loadedAt: NOW,
};
export const DETAILS_SIDE: DetailsSideLoaded = { riderTracker: stub(), cancelOrder: stub() } as unknown as DetailsSideLoaded;
export const HISTORY_SIDE: HistorySideLoaded = {
  logic: { historyFilters: stub(), export: stub() } as unknown as HistorySideLoaded["logic"],
  storedHistoryFilters: { preset: "yesterday", customFrom: null, customTo: null, status: "ANY" } as HistorySideLoaded["storedHistoryFilters"],
  loadedAt: NOW,
};
export const REQUEST_SIDE: RequestSideLoaded = { requestPage: stub() as unknown as RequestSideLoaded["requestPage"] };
export const BULK_SIDE: BulkSideLoaded = { bulkUpload: stub() as unknown as BulkSideLoaded["bulkUpload"] };

export const HELP_SIDE: HelpSideLoaded = { helpCentre: stub() as unknown as HelpSideLoaded["helpCentre"] };
export const SIGNED_OUT_SIDE: SignedOutSideLoaded = {
  login: stub(),
  registration: stub(),
  passwordReset: stub(),
  guestRegister: stub(),
} as unknown as SignedOutSideLoaded;
export const PUBLIC_PARTS: PublicPartsLoaded = { publicTracking: stub(), deliveryReceipt: stub() } as unknown as PublicPartsLoaded;
export const ORDER_PARTS: OrderPartsLoaded = { mapLoad: stub(), orderProof: stub(), orderSummary: stub(), trackingLink: stub() } as unknown as OrderPartsLoaded;
export const COLLECTION_POINT_SIDE: CollectionPointSideLoaded = { collectionPoint: stub() as unknown as CollectionPointSideLoaded["collectionPoint"] };
/** The branch selector's add and edit buttons. */
export const OUTLET_OPENED = {
  add: { type: "OUTLET.OPENED", opening: { type: "CP.ADD_OPENED", parents: [parent], parentVendorId: parent.vendor_id } },
  edit: { type: "OUTLET.OPENED", opening: { type: "CP.EDIT_OPENED", vendor: outlet1, parents: [parent] } },
};

export const HELP_OPENED = { type: "HELP.OPENED", locale: "en", user: { id: "u1", email: "owner@demo.dk" } };

export const FLAGS = { ...DEFAULT_FLAGS, guest_checkout: true };
export const MAINTENANCE_FLAGS = { ...FLAGS, unplanned_maintenance: true };

const session = (facts: Partial<SessionFacts>): AnyEventObject => ({
  type: "SESSION.CHANGED",
  viewer: "signedOut",
  mode: "CLASSIC",
  resolving: false,
  who: "",
  authorization: null,
  now: NOW,
  ...facts,
});
export const SESSION = {
  signedOut: session({}),
  resolving: session({ resolving: true }),
  classic: session({ viewer: "classic", who: "u1", authorization: "Bearer a1;i1" }),
  refreshed: session({ viewer: "classic", who: "u1", authorization: "Bearer a2;i2" }),
  godroid: session({ viewer: "godroid", mode: "GODROID", who: "DK-1001", authorization: "ExternalPlatform t" }),
  guest: session({ viewer: "guest", mode: "GUEST", authorization: "Bearer g" }),
};

const VENDOR_LIST: readonly Vendor[] = [outlet1, parent, outlet2];
const vendors = (facts: Partial<VendorFacts>): AnyEventObject => ({
  type: "VENDORS.CHANGED",
  status: "ready",
  vendors: VENDOR_LIST,
  vendor: outlet1,
  includeAllOutlets: false,
  now: NOW,
  ...facts,
});
export const VENDORS = {
  none: vendors({ status: "signedOut", vendors: [], vendor: null }),
  loading: vendors({ status: "loading", vendors: [], vendor: null }),
  dk1001: vendors({}),
  dk1002: vendors({ vendor: outlet2 }),
  guest: vendors({ status: "guest", vendors: [GUEST_VENDOR], vendor: GUEST_VENDOR }),
};

const page = (pathname: string, search?: Record<string, unknown>): AnyEventObject => ({ type: "PAGE.CHANGED", pathname, ...(search ? { search } : {}), now: NOW });
export const PAGES = {
  landing: page("/"),
  connect: page("/connect"),
  register: page("/register"),
  forgotPassword: page("/forgot-password"),
  other: page("/maintenance"),
  request: page("/request-a-rider/DK-1001"),
  requestUpdate: page("/request-a-rider/DK-1001", { orderID: "DK-1001-42" }),
  tracking: page("/order-tracking/DK-1001"),
  trackingOrder: page("/order-tracking/DK-1001", { order_id: "DK-1001-7" }),
  history: page("/history/DK-1001"),
  historyWithoutVendor: page("/history"),
  bulk: page("/bulk-order/DK-1001"),
  bulkJob: page("/bulk-order/DK-1001/BJ-1"),
};

export const ORDER = { order_id: "DK-1001-7", vendor_id: "DK-1001" } as unknown as OrderRecord;

/** The parts of a page (app.parts.ts): an order's proof a view opens and closes, the lazy page's retry, the recipient's pages. */
export const PARTS = {
  proofOpened: { type: "PART.OPENED", part: "orderProof", key: "DK-1001-7:delivery", input: { vendorId: "DK-1001", orderId: "DK-1001-7", kind: "delivery" } },
  proofClosed: { type: "PART.CLOSED", part: "orderProof", key: "DK-1001-7:delivery" },
  retryOpened: { type: "PART.OPENED", part: "pageLoad", key: "", input: { failedModule: null } },
  retryDone: { type: "xstate.done.actor.pageLoad" },
  publicTracking: page("/tracking/PUB-1"),
  receipt: page("/delivery-receipt/PUB-1"),
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });

/** What the rules read; the children refs and the flags object stay out (the flags only matter through maintenance). */
export function projectApp(s: AnyMachineSnapshot): string {
  const c = s.context as import("@machines/app/app.machine").AppContext;
  return JSON.stringify({
    value: s.value,
    viewer: c.session ? `${c.session.viewer}:${c.session.authorization}:${c.session.resolving}` : null,
    vendor: `${c.vendors.status}:${c.vendors.vendor?.vendor_id ?? ""}`,
    page: `${c.page.kind}:${c.page.pathname}:${c.page.orderId}`,
    route: c.route,
    selection: c.selection,
    live: c.live,
    maintenance: !!c.flags?.unplanned_maintenance,
    help: c.helpOpening?.locale ?? null,
    parts: c.parts,
    publicPart: c.publicPart,
  });
}

const matches = (s: AnyMachineSnapshot, value: unknown) => s.matches(value as never);

/** The story: which events each snapshot offers. */
function storyEvents(s: AnyMachineSnapshot): AnyEventObject[] {
  const c = s.context as import("@machines/app/app.machine").AppContext;
  const out: AnyEventObject[] = [];
  const viewer = c.session?.viewer ?? null;
  const kind = c.page.kind;
  const orderSideLoaded = matches(s, { orderSide: "loaded" });

  // Flags: the first answer spawns the session; maintenance on and off again re-runs the guards.
  if (matches(s, { viewer: "waitingForFlags" })) return [{ type: "flags.updated", flags: FLAGS, source: "provider" }];
  if (matches(s, { viewer: { known: "starting" } })) return [SESSION.resolving, SESSION.signedOut];

  // While a side loads, only its answer moves the story on.
  // The lazy parts' chunks: loaded, or failed and tried again by the next recipient's path or opening.
  if (matches(s, { publicParts: "loading" })) return [done("loadPublicParts", PUBLIC_PARTS), error("loadPublicParts")];
  if (matches(s, { orderParts: "loading" })) return [done("loadOrderParts", ORDER_PARTS), error("loadOrderParts")];
  if (matches(s, { publicParts: "failed" })) return [c.publicPart === "publicTracking:PUB-1" ? PARTS.receipt : PARTS.publicTracking];
  if (matches(s, { orderParts: "failed" })) return (c.parts["orderProof:DK-1001-7:delivery"] ?? 0) < 2 ? [PARTS.proofOpened] : [PARTS.proofClosed];
  if (matches(s, { signedOutSide: "loading" })) return [done("loadSignedOutSide", SIGNED_OUT_SIDE), error("loadSignedOutSide")];
  // The signed-out side failed: the next signed-out page (or guest session) tries again, nothing else.
  if (matches(s, { signedOutSide: "failed" })) return viewer === "guest" ? [SESSION.guest] : kind === "connect" ? [PAGES.landing] : [PAGES.connect];
  if (matches(s, { orderSide: "afterPaint" })) return [done("waitForPaint", undefined)];
  // The history side loads with the history page (beside the order side): loaded or failed.
  // The details side loads when the tracking view first shows an order: loaded, or failed (back to idle: the next order shown tries again).
  if (matches(s, { detailsSide: "loading" })) return [done("loadDetailsSide", DETAILS_SIDE), error("loadDetailsSide")];
  if (matches(s, { historySide: "loading" })) return [done("loadHistorySide", HISTORY_SIDE), error("loadHistorySide")];
  if (matches(s, { orderSide: "loading" })) return [done("loadOrderSide", ORDER_SIDE), error("loadOrderSide")];
  if (matches(s, { requestSide: "loading" })) return [done("loadRequestSide", REQUEST_SIDE), error("loadRequestSide")];
  if (matches(s, { bulkSide: "loading" })) return [done("loadBulkSide", BULK_SIDE), error("loadBulkSide")];
  if (matches(s, { helpSide: "loading" })) return [done("loadHelpSide", HELP_SIDE), error("loadHelpSide"), { type: "HELP.CLOSED" }, { type: "session.loggedOut" }];
  // The collection point dialog's chunk: loaded (then only opened again), failed, another opening
  // meanwhile, or the user logs out while it loads.
  if (matches(s, { collectionPointSide: "loading" }))
    return [done("loadCollectionPointSide", COLLECTION_POINT_SIDE), error("loadCollectionPointSide"), OUTLET_OPENED.edit, { type: "session.loggedOut" }];
  if (matches(s, { collectionPointSide: "loaded" })) return [OUTLET_OPENED.edit];
  // The help centre, once loaded: opened again, closed, or the user logs out.
  if (matches(s, { helpSide: "loaded" })) {
    return c.helpOpening ? [{ type: "HELP.CLOSED" }, { type: "session.loggedOut" }] : [HELP_OPENED];
  }
  // While "Continue as guest" waits, only the session's answer or the timeout.
  if (matches(s, { guestEntry: "waiting" })) return [SESSION.guest, SESSION.resolving, SESSION.signedOut, { type: "xstate.after.guestEntryTimeout.app.guestEntry.waiting" }];

  // Maintenance on: it goes off again, nothing else.
  if (c.flags?.unplanned_maintenance) return [{ type: "flags.updated", flags: FLAGS, source: "provider" }];

  if (viewer === "signedOut" && kind === "other" && c.page.pathname === "") {
    // Before any page: who the session turns out to be, and the notices.
    out.push(SESSION.classic, SESSION.godroid, SESSION.guest, SESSION.signedOut);
    out.push({ type: "flags.updated", flags: c.flags?.unplanned_maintenance ? FLAGS : MAINTENANCE_FLAGS, source: "provider" });
    out.push(
      { type: "notify", kind: "ERROR", key: "error.cant-retrieve-vendors", durationMs: 10_000 },
      { type: "notify", kind: "INFO", key: "all-orders.notif-succes" },
      { type: "session.loginFailed", message: "Failed to login: invalid password" },
      { type: "session.loggedIn" },
      { type: "buildCheck.outdated", version: "v2" },
      { type: "live.error", message: "boom", translationKey: "error.unexpected" },
      { type: "collectionPoint.saved", vendor: outlet2, added: false },
      { type: "guestRegister.accepted", values: { mode: "vendorName", vendorName: "Ida", email: "ida@example.dk" } },
      OUTLET_OPENED.add,
      PAGES.landing,
    );
  }
  // The parts of a page, for a visitor on the landing page: an order's proof opened twice and closed
  // twice, the lazy page's retry until it is done (while one is open, nothing else happens); the
  // recipient's tracking page, its receipt and back to the landing page.
  // Once a part chunk is loaded, only that part's story goes on (the rest was told without it).
  if (matches(s, { publicParts: "loaded" }) && kind === "landing") return [];
  if (viewer === "signedOut" && kind === "landing") {
    const held = c.parts["orderProof:DK-1001-7:delivery"] ?? 0;
    if (matches(s, { orderParts: "loaded" })) return held > 0 ? [PARTS.proofClosed] : [];
    if (c.parts.pageLoad) return [PARTS.retryDone];
    if (held > 0) return held < 2 ? [PARTS.proofOpened, PARTS.proofClosed] : [PARTS.proofClosed];
    out.push(PARTS.proofOpened, PARTS.retryOpened);
  }
  if (viewer === "signedOut" && c.page.pathname === "/maintenance") out.push(PARTS.publicTracking);
  if (viewer === "signedOut" && c.publicPart === "publicTracking:PUB-1") out.push(PARTS.receipt);
  if (viewer === "signedOut" && c.publicPart === "deliveryReceipt:PUB-1") out.push(PAGES.landing);
  if (viewer === "signedOut" && kind === "landing") {
    out.push(PAGES.connect, PAGES.register, PAGES.forgotPassword, PAGES.other, PAGES.tracking, { type: "login.submitted", email: "a@b.dk", password: "x" });
    if (matches(s, { guestEntry: "idle" })) out.push({ type: "GUEST.CHOSEN" });
  }
  if (viewer === "guest" && kind === "landing" && matches(s, { guestEntry: "idle" })) out.push({ type: "GUEST.CHOSEN" });
  if (viewer === "signedOut" && (kind === "connect" || kind === "register" || kind === "forgotPassword")) out.push(PAGES.landing);
  if (viewer === "signedOut" && kind === "tracking" && matches(s, { orderSide: "failed" })) out.push(PAGES.history);
  // The history side failed: leaving the history page and coming back tries again.
  if (viewer === "signedOut" && kind === "history" && matches(s, { historySide: "failed" })) out.push(PAGES.tracking);
  if (viewer === "signedOut" && kind === "tracking" && matches(s, { historySide: "failed" }) && !matches(s, { orderSide: "failed" })) out.push(PAGES.history);
  if (viewer === "godroid" || viewer === "guest") {
    if (c.page.pathname === "") out.push(SESSION.signedOut, HELP_OPENED);
  }

  // A classic user: the vendors, the order side, the pages.
  if (viewer === "classic") {
    const vendorId = c.vendors.vendor?.vendor_id ?? null;
    const channelOpen = matches(s, { orderSide: { loaded: { channel: "open" } } });
    // The baseline the other pages are visited from: DK-1001 selected, the channel open, no route vendor yet.
    const baseline = vendorId === "DK-1001" && channelOpen && c.route === null && c.page.orderId === null && c.session?.authorization === "Bearer a1;i1";
    if (matches(s, { orderSide: "failed" })) out.push(SESSION.refreshed);
    // Signed in on the request page: the order side waits until the page says it is usable (or a sign-out).
    const waitingForPage = matches(s, { orderSide: "waitingForPage" });
    if (waitingForPage && c.page.pathname === "" && c.vendors.status === "loading") out.push(PAGES.request, PAGES.bulk, SESSION.signedOut);
    // The bulk page: its jobs not read yet, then read.
    if (waitingForPage && c.page.pathname === PAGES.bulk.pathname && matches(s, { bulkSide: "loaded" }))
      out.push({ type: "BULK.CHANGED", historyKnown: false, now: NOW }, { type: "BULK.CHANGED", historyKnown: true, now: NOW });
    if (waitingForPage && kind === "request" && matches(s, { requestSide: "loaded" })) out.push({ type: "request.usable", now: NOW }, PAGES.tracking);
    if (c.vendors.status === "signedOut") out.push(VENDORS.loading, VENDORS.dk1001);
    if (c.vendors.status === "loading") out.push(VENDORS.dk1001);
    if (orderSideLoaded && kind === "other") out.push(PAGES.tracking);
    const bulkIdle = matches(s, { bulkSide: "idle" });
    // The bulk page: loaded once (or failed, and tried again from tracking); its job and another vendor.
    if (orderSideLoaded && kind === "tracking" && matches(s, { bulkSide: "failed" }) && vendorId === "DK-1001") out.push(PAGES.bulk);
    if (orderSideLoaded && c.page.pathname === PAGES.bulk.pathname && matches(s, { bulkSide: "loaded" }) && vendorId === "DK-1001") out.push(PAGES.bulkJob, VENDORS.dk1002);
    if (orderSideLoaded && kind === "tracking" && matches(s, { requestSide: "idle" }) && bulkIdle && matches(s, { historySide: "idle" }) && matches(s, { detailsSide: "idle" })) {
      out.push(
        { type: "live.orderUpdate", order: ORDER, now: NOW },
        { type: "live.resync", now: NOW },
        { type: "live.refetchActive", now: NOW },
        { type: "live.authExpired", now: NOW },
        { type: "live.sessionRevoked", now: NOW },
        { type: "cancelOrder.cancelled", order: ORDER },
        { type: "trackingView.orderFound", order: ORDER },
        { type: "trackingView.orderShown", order: ORDER },
        { type: "trackingView.orderHidden", orderId: ORDER.order_id },
        { type: "history.query", from: 1, to: 2, customerPhone: "+4520123456" },
      );
      if (baseline) {
        out.push(PAGES.trackingOrder, PAGES.history, PAGES.request, PAGES.bulk, { type: "session.loggedOut" }, VENDORS.dk1002, VENDORS.none, SESSION.refreshed, SESSION.signedOut);
        out.push(HELP_OPENED);
        out.push({ type: "ROUTE.VENDOR", section: "order-tracking", vendorId: "DK-1002" }, { type: "VENDOR.CHOSEN", vendorId: "DK-1002" });
        // The router starts loading the request page: its side loads before the page is shown.
        out.push({ type: "ROUTE.VENDOR", section: "request-a-rider", vendorId: "DK-1001" });
      }
      if (vendorId === null) out.push(VENDORS.dk1001);
      if (vendorId === "DK-1001" && !channelOpen && c.session?.authorization) out.push(SESSION.refreshed);
    }
    if (orderSideLoaded && kind === "history" && c.page.pathname !== "/history") out.push(PAGES.historyWithoutVendor, PAGES.tracking);
    // A path without a vendor gets the selected one when the vendors change too.
    if (orderSideLoaded && c.page.pathname === "/history" && vendorId === "DK-1001") out.push(VENDORS.dk1002);
    if (orderSideLoaded && kind === "request" && matches(s, { requestSide: "loaded" }) && vendorId === "DK-1001") {
      out.push(PAGES.requestUpdate, VENDORS.dk1002, SESSION.refreshed, PAGES.other, { type: "request.guestOrderPlaced", orderId: "DK-1001-9" });
    }
    if (orderSideLoaded && kind === "request" && matches(s, { requestSide: "failed" })) out.push(PAGES.tracking);
    if (orderSideLoaded && kind === "tracking" && matches(s, { requestSide: "failed" })) out.push(PAGES.request);
    if (!orderSideLoaded && c.vendors.status === "ready" && kind === "other" && c.page.pathname === "") out.push(PAGES.other);
  }
  return out;
}

export const appModel: ModelOptions = {
  input: APP_INPUT,
  events: storyEvents,
  exactEvents: true,
  serializeState: projectApp,
};

export { appMachine };
