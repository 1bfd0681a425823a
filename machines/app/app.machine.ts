// App machine: the root of the portal. It spawns every long-lived actor as its child (each with a
// systemId the views find it by) and owns the rules between them as transitions; the composition root
// (src/app/main.tsx) provides every real effect with `appMachine.provide`, tests provide fakes.
// Regions that keep facts come before the regions that act on them: in one step, actions run in
// document order, so `page` and `vendorRoute` have stored the new location and vendors when
// `orderSide` and `requestSide` read them.
//
// At start it spawns `flags`, `vendors` and `buildCheck`, each followed by a relay (app.relay.ts)
// that brings the child's emitted events and facts back as events stamped with the time. Its
// regions run side by side:
// - `flags`: every `flags.updated` is kept; it tells the session the guest_checkout flag, re-runs the
//   route guards when maintenance changes (named action `invalidateRoutes`), and gives the live
//   channel dynamic-time-estimation and the request page its flags.
// - `viewer`: `waitingForFlags` until the first flags (the session's start-up decision needs the real
//   guest_checkout), then the `session` is spawned and its facts (SESSION.CHANGED) say who uses the
//   portal: `signedOut`, `classic`, `godroid` or `guest`. Entering one tells the vendors (signed out;
//   signed in, with the token's vendor for GODROID; the guest vendor) and re-runs the route guards;
//   `signedOut` also forgets the orders. The login form's `login.submitted` goes to the session.
// - `page`: the router reports each location (PAGE.CHANGED {pathname, search, now}); the page is
//   known once, here. The landing and connect pages run the `login` form (with its relay), /register
//   `registration`, /forgot-password `passwordReset`, each spawned on entering the page once the
//   signed-out side is loaded (named action `openSignedOutPage`) and stopped on leaving it; entering order tracking or history opens the tracking view (and
//   the history filters), the request page opens the request page machine, and leaving closes them.
//   Every page tells the live channel which page the live update rule is for. Another ?order_id or
//   ?orderID on the same page is passed on without leaving it.
// - `vendorRoute`: keeps the vendors' facts (VENDORS.CHANGED). The route's vendor (ROUTE.VENDOR,
//   sent by the vendor routes' layout before they load) is selected once the vendors can take it; a
//   vendor page whose path lacks a vendor, or names one the user does not have, gets the selected one
//   (named action `showVendorInPath`, replacing the path). VENDOR.CHOSEN (the branch selector) selects
//   it and puts it in the path. A collection point saved by the dialog goes to the vendors' list.
// - `orderSide`: `idle` until an order page is shown (then `loading`) or someone is signed in
//   (then `waitingForPage`). The request, bulk and help pages show no order, so their first view does
//   not wait for it (issue 14): `waitingForPage` goes on to `loading` when an order page is shown, when
//   the request page says it is usable (`request.usable`, from the request page machine once its form
//   or answer is shown), on a bulk page once its jobs are read (BULK.CHANGED, the bulk upload's facts),
//   or, on any other page the user stays on (not the landing or connect page a signed-in user is
//   sent away from), once the page is known (PAGE.CHANGED) and its first data (the vendors) are there;
//   then `afterPaint` (`waitForPaint`: the frame that shows the usable page has been painted) and
//   `loading`. Signed out again, it is `idle`. The live channel connects when it has loaded;
//   it resyncs the active orders then, so no update is lost (the store fetches them when loaded).
//   `loading` (`loadOrderSide`, its own chunk) and `loaded`, which spawns the order store (`orders`),
//   `liveChannel` and `trackingView` with their relays (`failed` tries again on the next occasion). In `loaded`:
//   - `channel`: `closed` until a session (its Authorization) and a selected vendor exist, then
//     CONNECT → `open`; a refreshed token is AUTH.CHANGED, another vendor VENDOR.CHANGED; no session
//     or no vendor, or `session.loggedOut`, closes it (CLOSE).
//   - `store`: the selected vendor and the all-outlets toggle drive the store (ORDERS.VENDOR_CHANGED,
//     once per selection); live updates go to the store under the page rule, and to the cancel
//     dialog; a resync or the fallback check refetches the active orders; a cancelled or looked-up
//     order is merged; the history's query is the store's past request; the order the tracking view
//     shows is the one the rider tracker follows; `session.loggedOut` forgets orders, riders and the
//     cancel dialog.
// - `historySide`: the history page's own machines (`historyFilters`, `export`) are a chunk of their
//   own (`loadHistorySide`), loaded when the history page is shown (beside the order side, not after
//   it; /order-tracking never loads them, issue 14); `loaded` spawns them with their relays and, once
//   the order store is there too (`waitingForStore` → `open`, from a child state's entry so the relay
//   hears the first range), opens the history, its range counted from the chunk's `loadedAt` (kept with
//   the side: `open` may be entered on the order side's event). A failed load is a notice; the next visit tries again.
// - `detailsSide`: an order's details' machines (`riderTracker`, `cancelOrder`) are a chunk of their
//   own (`loadDetailsSide`), loaded when the tracking view first shows an order (trackingView.orderShown);
//   once loaded the tracker follows the order the view shows (`followShownRider`). A failed load is a
//   notice and back to `idle`: the next order shown tries again.
// - `requestSide`: loaded (`loadRequestSide`) the first time the request page is shown, or already when
//   the router starts loading it (ROUTE.VENDOR for the request-a-rider section, sent before the route's
//   chunks load: the side's chunk comes with them, not after them; issue 14); it spawns
//   `requestPage` and opens it for the route's vendor once that is the selected one (guests: the guest
//   vendor), with the session's mode and ?orderID.
// - `bulkSide`: loaded (`loadBulkSide`) the first time a bulk page is shown; it spawns `bulkUpload`
//   and tells it the bulk page's vendor once that is the selected one (BULK.OPENED {vendorId, jobId}:
//   another vendor cancels its flow and reloads its history; the job the path names shows its rows),
//   and BULK.CLOSED when another page is shown.
// - `helpSide`: HELP.OPENED (the round button, or the mobile /helpcenter page) loads the help centre's
//   chunk (`loadHelpSide`) the first time, spawns `helpCentre` and opens it for the selected vendor
//   with the deployment's words, the user and the locale; only a classic user with the helpcenter
//   flag on and a vendor selected may open it (not guests, not GODROID). HELP.CLOSED and
//   `session.loggedOut` close it. A chunk that failed to load is tried again on the next opening.
// - `signedOutSide`: the machines only signed-out visitors and guests use (login, registration,
//   password reset, the guest-register popup) are a chunk of their own (`loadSignedOutSide`), loaded
//   the first time a signed-out page is shown (/, /connect, /register, /forgot-password) or someone
//   becomes a guest; once loaded it spawns `guestRegister` (with its relay) and the current page's
//   machine (`openSignedOutPage`). `failed` tries again on the next such page or guest session.
// - `collectionPointSide`: OUTLET.OPENED {opening} (the branch selector's pencil or add button) loads
//   the add/edit collection point dialog's chunk (`loadCollectionPointSide`) the first time, spawns
//   `collectionPoint` and opens it with that opening (CP.ADD_OPENED or CP.EDIT_OPENED); later openings
//   go straight to it. An opening while the chunk loads replaces the pending one; a failed load (a
//   notice) or `session.loggedOut` while loading is back to idle, and the next opening tries again.
// - `guestEntry`: GUEST.CHOSEN ("Continue as guest") asks the session for guest mode and, once the
//   session is a guest, goes to the request page (named action `goToRequestPage`); a session that
//   stays signed out, or `guestEntryTimeout` (15 s), gives up.
// - `welcome` (spawned at start): the welcome walkthrough, told of every sign-in (`session.loggedIn`,
//   named action `tellWelcome`); it decides whether this browser still has to see it.
// - `guestRegister` (spawned with the signed-out side): the guest-register popup. A guest's placed order
//   (`request.guestOrderPlaced`, from the request page) is told to it while sign-up is open (named action `tellGuestRegister`);
//   when the guest accepts, `guestRegister.accepted` {values} is kept as the registration form's
//   pre-filled values (`storeRegistrationPrefill`, read by /register's `registration`, forgotten when
//   leaving /register) and the portal goes to /register (named action `goToRegister`).
// - `notices`: every child's `notify`, the login failure ("auth.{message}"), the logout ("You are now
//   disconnected.", and the flags refresh), the login (flags refresh) and the outdated build become
//   notifications (named actions `showNotification`, `notifyLoginFailed`).
// - `parts` (app.parts.ts): the machines of a page or of an item on it, each spawned as a child with a
//   deterministic id and systemId and stopped when it goes. The recipient's pages come from the path
//   (PAGE.CHANGED to /tracking/{id}, /tracking-c2c/{id} or /delivery-receipt/{id} spawns
//   `publicTracking:<id>` or `deliveryReceipt:<id>`; another path stops it). The views open and close
//   the others (PART.OPENED {part, key, input} / PART.CLOSED {part, key}: a map `mapLoad:<key>`, an
//   order's `orderProof:<orderId>:<kind>`, `orderSummary:<orderId>:<status>`, `trackingLink:<orderId>`,
//   the lazy page's retry `pageLoad`); an instance opened twice is stopped when both closed it. The
//   retry's success (done) re-runs the route guards (`invalidateRoutes`), which shows the page again.
//   The machines of the recipient's pages and of the order parts (a map, an order's proof, summary and
//   tracking link) are chunks of their own: `publicParts` loads its chunk (`loadPublicParts`) on the
//   first recipient's path, `orderParts` (`loadOrderParts`) on the first opening of one of its parts;
//   what was opened meanwhile is spawned once it arrives (`spawnLoadedParts`); `failed` tries again
//   on the next such path or opening.
import { type DeploymentConfig, helpCentreBase } from "@config/deployment";
import type { RegistrationValues } from "@domain/auth/registration-form";
import type { OrderRecord, Vendor } from "@domain/contract";
import { DEFAULT_FLAGS, type FlagSource, type Flags, isMaintenance } from "@domain/flags";
import type { LivePage } from "@domain/orders";
import { isGuestVendorId } from "@domain/vendors";
import { type ActorRefFrom, type AnyActorLogic, assign, enqueueActions, type ParameterizedObject, sendTo, setup } from "xstate";
import { BUILD_OUTDATED_NOTICE_MS, buildCheckMachine } from "../build-check/build-check.machine";
import type { bulkUploadMachine } from "../bulk-upload/bulk-upload.machine";
import type { cancelOrderMachine } from "../cancel-order/cancel-order.machine";
import type { CollectionPointEvent, collectionPointMachine } from "../collection-point/collection-point.machine";
import type { exportMachine } from "../export/export.machine";
import { flagsMachine } from "../flags/flags.machine";
import type { guestRegisterMachine } from "../guest-register/guest-register.machine";
import type { helpCentreMachine } from "../help-centre/help-centre.machine";
import type { historyFiltersMachine } from "../history-filters/history-filters.machine";
import type { liveChannelMachine } from "../live-channel/live-channel.machine";
import type { loginMachine } from "../login/login.machine";
import type { ordersMachine } from "../orders/orders.machine";
import { pageLoadMachine } from "../page-load/page-load.machine";
import type { passwordResetMachine } from "../password-reset/password-reset.machine";
import type { registrationMachine } from "../registration/registration.machine";
import { requestCountry, requestFlags } from "../request-page/request-page.inputs";
import type { requestPageMachine } from "../request-page/request-page.machine";
import type { riderTrackerMachine } from "../rider-tracker/rider-tracker.machine";
import { sessionMachine } from "../session/session.machine";
import type { NotifyEvent } from "../shared/notify";
import { termsDownloadMachine } from "../terms-download/terms-download.machine";
import type { trackingViewMachine } from "../tracking-view/tracking-view.machine";
import { vendorsMachine } from "../vendors/vendors.machine";
import { welcomeMachine } from "../welcome/welcome.machine";
import {
  type BulkSideLoaded,
  type CollectionPointSideLoaded,
  type DetailsSideLoaded,
  type HelpSideLoaded,
  type HistorySideLoaded,
  loadBulkSide,
  loadCollectionPointSide,
  loadDetailsSide,
  loadHelpSide,
  loadHistorySide,
  loadOrderParts,
  loadOrderSide,
  loadPublicParts,
  loadRequestSide,
  loadSignedOutSide,
  type OrderPartsLoaded,
  type OrderSideLoaded,
  type PublicPartsLoaded,
  type RequestSideLoaded,
  type SignedOutSideLoaded,
  waitForPaint,
} from "./app.actors";
import { NO_VENDORS, type SessionChanged, type SessionFacts, sessionFacts, type VendorFacts, type VendorsChanged, vendorsFacts } from "./app.facts";
import { livePageOf, type PageKind, pageOf, pageOrderId, pagePaymentReturn, routeVendorOf, sectionOf, type VendorSection } from "./app.pages";
import { PART_GROUP, type PartGroup, type PartName, type PartOpening, partId, publicPartOf } from "./app.parts";
import { relay } from "./app.relay";

/** "Continue as guest" waits this long for a guest session before it gives up. */
export const GUEST_ENTRY_TIMEOUT_MS = 15_000;

export const APP_MESSAGES = {
  disconnected: "auth.logout.disconnected",
  outdated: "app.outdated",
} as const;

export type AppInput = {
  config: DeploymentConfig;
  /** The all-outlets toggle as the user left it (local storage). */
  includeAllOutlets: boolean;
  /** Base URL of the live channel. */
  liveUrl: string;
  /** The version of this build, when known (else the build check learns it from the first manifest). */
  currentVersion?: string | null;
};

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type FlagsActor = ActorRefFrom<typeof flagsMachine>;
export type VendorsActor = ActorRefFrom<typeof vendorsMachine>;
export type BuildCheckActor = ActorRefFrom<typeof buildCheckMachine>;
export type OrdersActor = ActorRefFrom<typeof ordersMachine>;
export type LiveChannelActor = ActorRefFrom<typeof liveChannelMachine>;
export type RiderTrackerActor = ActorRefFrom<typeof riderTrackerMachine>;
export type CancelOrderActor = ActorRefFrom<typeof cancelOrderMachine>;
export type HistoryFiltersActor = ActorRefFrom<typeof historyFiltersMachine>;
export type TrackingViewActor = ActorRefFrom<typeof trackingViewMachine>;
export type ExportActor = ActorRefFrom<typeof exportMachine>;
export type RequestPageActor = ActorRefFrom<typeof requestPageMachine>;
export type BulkUploadActor = ActorRefFrom<typeof bulkUploadMachine>;
export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;
export type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;
export type CollectionPointActor = ActorRefFrom<typeof collectionPointMachine>;
/** How the branch selector opens the collection point dialog: adding under a parent, or editing an outlet. */
export type OutletOpening = Extract<CollectionPointEvent, { type: "CP.ADD_OPENED" | "CP.EDIT_OPENED" }>;
export type HelpCentreActor = ActorRefFrom<typeof helpCentreMachine>;
export type WelcomeActor = ActorRefFrom<typeof welcomeMachine>;
export type GuestRegisterActor = ActorRefFrom<typeof guestRegisterMachine>;

/** Who opens the help centre, in which language (from the view: the session's user and the i18n locale). */
export type HelpOpening = { locale: string; user: { id: string; email: string } };

export type OrderSide = {
  orders: OrdersActor;
  liveChannel: LiveChannelActor;
  trackingView: TrackingViewActor;
};

/** An order's details' machines (the details side, loaded when the tracking view first shows an order). */
export type DetailsSide = {
  riderTracker: RiderTrackerActor;
  cancelOrder: CancelOrderActor;
};

/** The history page's own machines (the history side, loaded when the history page is shown). */
export type HistorySide = {
  historyFilters: HistoryFiltersActor;
  export: ExportActor;
};

/** The root's children by systemId (the page machines exist while their page is shown). */
export type AppChildren = {
  flags: FlagsActor;
  vendors: VendorsActor;
  buildCheck: BuildCheckActor;
  collectionPoint: CollectionPointActor;
  session: SessionActor;
  login: LoginActor;
  registration: RegistrationActor;
  passwordReset: PasswordResetActor;
  requestPage: RequestPageActor;
  bulkUpload: BulkUploadActor;
  helpCentre: HelpCentreActor;
  welcome: WelcomeActor;
  guestRegister: GuestRegisterActor;
} & OrderSide &
  HistorySide &
  DetailsSide;

/** paymentReturn: the request page's ?payment=failed|cancelled&intent= (back from 3-D Secure, issue 17). */
export type PageInfo = { kind: PageKind; pathname: string; orderId: string | null; paymentReturn?: { intentId: string } | null };
export type RouteVendor = { section: VendorSection; vendorId: string | null };

export type AppContext = {
  config: DeploymentConfig;
  liveUrl: string;
  /** The flags as last applied (null until the first answer). */
  flags: Flags | null;
  /** The session as last reported (null until it exists). */
  session: SessionFacts | null;
  vendors: VendorFacts;
  page: PageInfo;
  /** The vendor segment of the vendor route being shown (set by the route before it loads). */
  route: RouteVendor | null;
  /** The selection the order store was given ("vendorId|includeAllOutlets"), null when none. */
  selection: string | null;
  /** What the live channel was connected with. */
  live: { authorization: string; vendorId: string } | null;
  flagsRef: FlagsActor;
  vendorsRef: VendorsActor;
  buildCheckRef: BuildCheckActor;
  /** The add/edit collection point dialog of the branch selector (spawned when it is first opened). */
  collectionPointRef: CollectionPointActor | null;
  /** The dialog's opening waiting for its chunk. */
  outletOpening: OutletOpening | null;
  welcomeRef: WelcomeActor;
  /** The guest-register popup (spawned with the signed-out side). */
  guestRegisterRef: GuestRegisterActor | null;
  /** The signed-out side's machines, once loaded (the page machines are spawned from them). */
  signedOut: SignedOutSideLoaded | null;
  /** The registration form's values pre-filled from a guest's data (the guest-register popup), until /register is left. */
  registrationPrefill: Partial<RegistrationValues> | null;
  sessionRef: SessionActor | null;
  orderSide: OrderSide | null;
  /** The history side's machines and when its chunk was loaded (the loader's `loadedAt`: the first range is counted from it). */
  historySide: (HistorySide & { loadedAt: number }) | null;
  detailsSide: DetailsSide | null;
  requestPageRef: RequestPageActor | null;
  bulkUploadRef: BulkUploadActor | null;
  helpCentreRef: HelpCentreActor | null;
  /** The help centre's last opening, until it is closed. */
  helpOpening: HelpOpening | null;
  /** The parts the views opened (app.parts.ts), by id: how many views hold each open. */
  parts: Record<string, number>;
  /** The id of the recipient's page part the path shows (publicTracking or deliveryReceipt), if any. */
  publicPart: string | null;
  /** The machines of the lazy parts, once their chunk is loaded (app.parts.ts PART_GROUP). */
  partLogic: Partial<Record<PartName, AnyActorLogic>>;
  /** Parts opened before their chunk arrived, by id: spawned once it does. */
  pendingParts: Record<string, PartOpening>;
};

type Stamped = { now: number };

export type AppEvent =
  | { type: "PAGE.CHANGED"; pathname: string; search?: Record<string, unknown>; now: number }
  | { type: "ROUTE.VENDOR"; section: VendorSection; vendorId: string | null }
  | { type: "VENDOR.CHOSEN"; vendorId: string }
  | { type: "GUEST.CHOSEN" }
  | ({ type: "HELP.OPENED" } & HelpOpening)
  | { type: "HELP.CLOSED" }
  | (SessionChanged & Stamped)
  | (VendorsChanged & Stamped)
  | { type: "flags.updated"; flags: Flags; source: FlagSource }
  | { type: "session.loggedIn" }
  | { type: "session.loggedOut" }
  | { type: "session.loginFailed"; message: string }
  | { type: "login.submitted"; email: string; password: string }
  | { type: "buildCheck.outdated"; version: string }
  | NotifyEvent
  | { type: "live.orderUpdate"; order: OrderRecord; now: number }
  | { type: "live.resync"; now: number }
  | { type: "live.refetchActive"; now: number }
  | { type: "live.authExpired"; now?: number }
  | { type: "live.sessionRevoked"; now?: number }
  | { type: "live.error"; message: string; translationKey: string }
  | { type: "cancelOrder.cancelled"; order: OrderRecord }
  | { type: "collectionPoint.saved"; vendor: Vendor; added: boolean }
  | { type: "OUTLET.OPENED"; opening: OutletOpening }
  | { type: "request.guestOrderPlaced"; orderId: string }
  | { type: "request.usable"; now?: number }
  | { type: "BULK.CHANGED"; historyKnown: boolean; now?: number }
  | { type: "guestRegister.accepted"; values: Partial<RegistrationValues> }
  | { type: "history.query"; from: number; to: number; customerPhone?: string }
  | { type: "trackingView.orderFound"; order: OrderRecord }
  | { type: "trackingView.orderShown"; order: OrderRecord }
  | { type: "trackingView.orderHidden"; orderId: string }
  | ({ type: "PART.OPENED" } & PartOpening)
  | { type: "PART.CLOSED"; part: PartName; key: string }
  | { type: "xstate.done.actor.pageLoad"; output?: unknown };

type PageChanged = Extract<AppEvent, { type: "PAGE.CHANGED" }>;

const pageInfoOf = (e: Pick<PageChanged, "pathname" | "search">): PageInfo => {
  const kind = pageOf(e.pathname);
  return { kind, pathname: e.pathname, orderId: pageOrderId(kind, e.search), paymentReturn: pagePaymentReturn(kind, e.search) };
};

const livePageOfKind = (kind: PageKind): LivePage => (kind === "tracking" ? "tracking" : kind === "history" ? "history" : "other");

const selectionKey = (vendor: Vendor | null, includeAllOutlets: boolean) =>
  vendor ? `${vendor.vendor_id}\u0000${isGuestVendorId(vendor.vendor_id) || includeAllOutlets}` : null;

/** The vendor the request page works for: the route's one once selected (guests: the guest vendor). */
function requestVendor(context: AppContext): Vendor | null {
  const vendor = context.vendors.vendor;
  if (!vendor || !context.session) return null;
  if (context.session.mode === "GUEST") return isGuestVendorId(vendor.vendor_id) ? vendor : null;
  return vendor.vendor_id === context.route?.vendorId ? vendor : null;
}

/** The fix for a path that needs one (only called when needsVendorInPath said so). */
const vendorPathFixOf = (pathname: string, vendors: VendorFacts) => vendorPathFix(pathname, vendors) ?? { section: "request-a-rider" as const, vendorId: "" };

/**
 * The route's vendor is asked for again when the vendors' status changes (e.g. they start loading after
 * the sign-in): signed out they ignored it. Not on every change, or a vendor just chosen in the branch
 * selector would be switched back before the path names it.
 */
const routeSelection = (context: AppContext, event: VendorFacts) => ({
  canSelect: context.vendors.status !== event.status && event.status !== "signedOut",
  selectedId: event.vendor?.vendor_id ?? null,
});

/** The pages whose machines are the signed-out side's. */
const SIGNED_OUT_PAGES: readonly PageKind[] = ["landing", "connect", "register", "forgotPassword"];

/** The bulk upload's facts the root waits for: its jobs are read (or failed to be). */
const bulkFacts = (s: { matches: (value: Record<string, string>) => boolean }) => ({
  type: "BULK.CHANGED",
  historyKnown: s.matches({ history: "loaded" }) || s.matches({ history: "failed" }),
});

const SESSION_EMITTED = ["session.loggedIn", "session.loggedOut", "session.loginFailed"] as const;

/**
 * Actions that send to children only while they exist (the order and request sides come later). They
 * enqueue sends and assignments, never named actions: the chart lists those itself.
 */
const act = <P extends ParameterizedObject["params"] | undefined = undefined>(
  collect: Parameters<typeof enqueueActions<AppContext, AppEvent, P, AppEvent, never, never, never, never, never>>[0],
) => enqueueActions<AppContext, AppEvent, P, AppEvent, never, never, never, never, never>(collect);

/** Where a vendor page's path must show the selected vendor: no vendor in it, or one the user does not have. */
export function vendorPathFix(pathname: string, vendors: VendorFacts): { section: VendorSection; vendorId: string } | null {
  const section = sectionOf(pathname);
  const selected = vendors.vendor;
  if (!section || vendors.status !== "ready" || !selected || isGuestVendorId(selected.vendor_id)) return null;
  const inPath = routeVendorOf(pathname);
  const userHasIt = !!inPath && vendors.vendors.some((v) => v.vendor_id === inPath);
  return inPath === null || (!userHasIt && inPath !== selected.vendor_id) ? { section, vendorId: selected.vendor_id } : null;
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    flags: flagsMachine,
    vendors: vendorsMachine,
    buildCheck: buildCheckMachine,
    welcome: welcomeMachine,
    session: sessionMachine,
    relay,
    loadOrderSide,
    loadHistorySide,
    loadDetailsSide,
    waitForPaint,
    loadRequestSide,
    loadBulkSide,
    loadHelpSide,
    loadCollectionPointSide,
    loadSignedOutSide,
    loadPublicParts,
    loadOrderParts,
    // The parts of a page (region `parts`, app.parts.ts): spawned while the page or item that needs
    // them is shown; their effects are provided at the composition root like every other. The lazy
    // ones (the recipient's pages, the map and an order's details) come with their chunk.
    pageLoad: pageLoadMachine,
    // The terms page's download (issue 13).
    termsDownload: termsDownloadMachine,
  },
  delays: {
    guestEntryTimeout: GUEST_ENTRY_TIMEOUT_MS,
  },
  guards: {
    /** The same person in the same role: only details (the token, resolving) changed. */
    isSameViewer: ({ context }, p: { event: SessionChanged }) => context.session?.viewer === p.event.viewer && context.session?.who === p.event.who,
    viewerIs: (_, p: { event: SessionChanged; viewer: SessionFacts["viewer"] }) => p.event.viewer === p.viewer,
    isSignedIn: (_, p: { event: SessionChanged }) => p.event.viewer !== "signedOut",
    /** The session settled without becoming a guest: the guest entry gives up. */
    settledWithoutGuest: (_, p: { event: SessionChanged }) => !p.event.resolving && p.event.viewer === "signedOut",
    isGuestNow: ({ context }) => context.session?.viewer === "guest",
    isSamePageKind: ({ context }, p: { pathname: string }) => context.page.kind === pageOf(p.pathname),
    pageIs: (_, p: { pathname: string; kind: PageKind }) => pageOf(p.pathname) === p.kind,
    /** The router starts loading the request page (its layout's beforeLoad names the section). */
    routeIsRequest: (_, p: { section: VendorSection }) => p.section === "request-a-rider",
    isOrderPage: (_, p: { pathname: string }) => pageOf(p.pathname) === "tracking" || pageOf(p.pathname) === "history",
    /** The page shown is an order page (tracking or history): it needs the order side now. */
    showsOrderPage: ({ context }) => context.page.kind === "tracking" || context.page.kind === "history",
    /** The history page is shown: it needs the history side now. */
    showsHistory: ({ context }) => context.page.kind === "history",
    /** The order store is there (the history's query goes to it). */
    orderSideSpawned: ({ context }) => context.orderSide !== null,
    /**
     * A page other than the request page (which says itself when it is usable) has its first data: the
     * vendors are read. The order side loads after it.
     */
    otherPageUsable: ({ context }) =>
      context.page.kind === "other" &&
      context.page.pathname !== "" &&
      sectionOf(context.page.pathname) !== "bulk-order" &&
      context.vendors.status !== "signedOut" &&
      context.vendors.status !== "loading",
    /** The bulk page shows its first data: the vendor's jobs are read (or could not be). */
    bulkHistoryKnown: (_, p: { historyKnown: boolean }) => p.historyKnown,
    isBulkPage: (_, p: { pathname: string }) => sectionOf(p.pathname) === "bulk-order",
    /** A recipient's page (its machine is a public part). */
    isPublicPage: (_, p: { pathname: string }) => publicPartOf(p.pathname) !== null,
    /** A part of the order parts' chunk. */
    isOrderPart: (_, p: { part: PartName }) => PART_GROUP[p.part] === "order",
    /** A page of signed-out visitors: the landing, /connect, /register, /forgot-password. */
    isSignedOutPage: (_, p: { pathname: string }) => SIGNED_OUT_PAGES.includes(pageOf(p.pathname)),
    /** A maintenance flag changed: the guards decide again. */
    maintenanceChanges: ({ context }, p: { flags: Flags }) => isMaintenance(context.flags ?? DEFAULT_FLAGS) !== isMaintenance(p.flags),
    /** A vendor page's path lacks the selected vendor (or names one the user does not have). */
    needsVendorInPath: (_, p: { pathname: string; vendors: VendorFacts }) => vendorPathFix(p.pathname, p.vendors) !== null,
    /** The help centre is for a classic user with the helpcenter flag on and a vendor selected (not guests, not GODROID). */
    mayUseHelpCentre: ({ context }) =>
      context.session?.viewer === "classic" && (context.flags ?? DEFAULT_FLAGS).helpcenter && !!context.vendors.vendor && !isGuestVendorId(context.vendors.vendor.vendor_id),
    /** Accounts can be created (the deactivate-sign-up-button flag off hides /register, and so the guest-register popup). */
    signUpOpen: ({ context }) => !(context.flags ?? DEFAULT_FLAGS)["deactivate-sign-up-button"],
    /** Both a session (its Authorization) and a selected vendor exist: the channel can connect. */
    canConnect: (_, p: { authorization: string | null | undefined; vendor: Vendor | null }) => !!p.authorization && !!p.vendor,
  },
  actions: {
    // ---- facts -------------------------------------------------------------------------------
    storeFlags: assign((_, p: { flags: Flags }) => ({ flags: p.flags })),
    storeSession: assign((_, p: { event: SessionChanged }) => {
      const { type: _type, ...facts } = p.event as SessionChanged & Partial<Stamped>;
      delete facts.now;
      return { session: facts as SessionFacts };
    }),
    storeVendors: assign((_, p: { event: VendorsChanged }) => ({
      vendors: { status: p.event.status, vendors: p.event.vendors, vendor: p.event.vendor, includeAllOutlets: p.event.includeAllOutlets },
    })),
    storePage: assign((_, p: { event: Pick<PageChanged, "pathname" | "search"> }) => ({ page: pageInfoOf(p.event) })),
    storeRoute: assign((_, p: { route: RouteVendor | null }) => ({ route: p.route })),

    // ---- flags -------------------------------------------------------------------------------
    /** New flags reach everyone who reads them. */
    applyFlags: act<{ flags: Flags }>(({ context, enqueue }, p) => {
      const before = context.flags ?? DEFAULT_FLAGS;
      if (context.sessionRef) enqueue.sendTo(context.sessionRef, { type: "FLAGS.CHANGED", guestCheckout: p.flags.guest_checkout });
      const dynamic = p.flags["dynamic-time-estimation"];
      if (context.orderSide && dynamic !== before["dynamic-time-estimation"])
        enqueue.sendTo(context.orderSide.liveChannel, { type: "FLAGS.CHANGED", dynamicTimeEstimation: dynamic });
      if (context.requestPageRef) enqueue.sendTo(context.requestPageRef, { type: "FLAGS.CHANGED", flags: requestFlags(p.flags) });
      enqueue.assign({ flags: p.flags });
    }),

    // ---- viewer ------------------------------------------------------------------------------
    spawnSession: assign(({ spawn }, p: { guestCheckout: boolean }) => ({
      sessionRef: spawn("session", { id: "session", systemId: "session", input: { guestCheckout: p.guestCheckout } }),
    })),
    /** The vendors belong to nobody now. */
    tellVendorsSignedOut: act(({ context, enqueue }) => enqueue.sendTo(context.vendorsRef, { type: "SESSION.SIGNED_OUT" })),
    /** The vendors of the user (GODROID: the token's vendor is asked for). */
    tellVendorsSignedIn: act(({ context, enqueue }) => {
      enqueue.sendTo(context.vendorsRef, { type: "SESSION.SIGNED_OUT" });
      const vendorId = context.session?.viewer === "godroid" ? context.session.who || null : null;
      enqueue.sendTo(context.vendorsRef, { type: "SESSION.SIGNED_IN", vendorId });
    }),
    tellVendorsGuest: act(({ context, enqueue }) => {
      enqueue.sendTo(context.vendorsRef, { type: "SESSION.SIGNED_OUT" });
      enqueue.sendTo(context.vendorsRef, { type: "GUEST.ENTERED" });
    }),
    logIn: act<{ email: string; password: string }>(({ context, enqueue }, p) => {
      if (context.sessionRef) enqueue.sendTo(context.sessionRef, { type: "LOGIN.SUBMITTED", email: p.email, password: p.password });
    }),
    askForGuest: act(({ context, enqueue }) => {
      if (context.sessionRef) enqueue.sendTo(context.sessionRef, { type: "GUEST.REQUESTED" });
    }),
    refreshFlags: act(({ context, enqueue }) => enqueue.sendTo(context.flagsRef, { type: "REFRESH" })),
    /** A sign-in (not a restored session): the walkthrough may be due. */
    tellWelcome: act(({ context, enqueue }) => enqueue.sendTo(context.welcomeRef, { type: "SIGNED_IN" })),
    /** A guest placed an order: the guest-register popup may be offered (once per order). */
    tellGuestRegister: act<{ orderId: string }>(({ context, enqueue }, p) => {
      if (context.guestRegisterRef) enqueue.sendTo(context.guestRegisterRef, { type: "ORDER.PLACED", orderId: p.orderId });
    }),
    storeRegistrationPrefill: assign((_, p: { values: Partial<RegistrationValues> | null }) => ({ registrationPrefill: p.values })),
    /** The live channel's token expired on the platform: the session refreshes at once (or signs out). */
    tellSessionTokenExpired: act(({ context, enqueue }) => {
      if (context.sessionRef) enqueue.sendTo(context.sessionRef, { type: "TOKEN.EXPIRED" });
    }),
    /** The platform revoked the session (logout elsewhere, reused refresh token, password reset): sign out here too. */
    signOutRevokedSession: act(({ context, enqueue }) => {
      if (context.sessionRef) enqueue.sendTo(context.sessionRef, { type: "LOGOUT" });
    }),

    // ---- route vendor ------------------------------------------------------------------------
    /** The route's vendor is selected, once the vendors can take a selection (not while signed out). */
    selectRouteVendor: act<{ canSelect: boolean; selectedId: string | null }>(({ context, enqueue }, p) => {
      const wanted = context.route?.vendorId;
      if (!wanted || !p.canSelect || p.selectedId === wanted) return;
      enqueue.sendTo(context.vendorsRef, { type: "VENDOR.SELECTED", vendorId: wanted });
    }),
    /** The branch selector's choice: the path will name it (chooseVendor's showVendorInPath). */
    storeChosenRoute: assign(({ context }, p: { vendorId: string }) => ({
      route: { section: sectionOf(context.page.pathname) ?? "request-a-rider", vendorId: p.vendorId },
    })),
    selectVendor: sendTo(({ context }) => context.vendorsRef, (_, p: { vendorId: string }) => ({ type: "VENDOR.SELECTED" as const, vendorId: p.vendorId })),
    /** A saved collection point is put in the user's vendors (added or changed) without a reload. */
    tellVendorsOutletSaved: sendTo(({ context }) => context.vendorsRef, (_, p: { vendor: Vendor }) => ({ type: "OUTLET.SAVED" as const, vendor: p.vendor })),

    // ---- pages -------------------------------------------------------------------------------
    tellLivePage: act(({ context, enqueue }) => {
      if (context.orderSide) enqueue.sendTo(context.orderSide.liveChannel, { type: "PAGE.CHANGED", page: livePageOfKind(context.page.kind) });
    }),
    openTracking: act(({ context, enqueue }) => {
      const kind = context.page.kind;
      if (!context.orderSide || (kind !== "tracking" && kind !== "history")) return;
      enqueue.sendTo(context.orderSide.trackingView, { type: "TRACKING.OPENED", page: kind, orderId: context.page.orderId });
    }),
    closeTracking: act(({ context, enqueue }) => {
      if (context.orderSide) enqueue.sendTo(context.orderSide.trackingView, { type: "TRACKING.CLOSED" });
    }),
    /**
     * Every visit asks for the history range again (presets are relative to today); only once the order
     * store is there too, which the history's query goes to (else the history side's `open` asks).
     * `now` is the page change's time; without it (the history side's own `open`, entered on whichever
     * event brought the last of the two sides) the range counts from when the history chunk was loaded.
     */
    openHistory: act<{ now: number } | undefined>(({ context, enqueue }, p) => {
      const side = context.historySide;
      if (side && context.orderSide && context.page.kind === "history")
        enqueue.sendTo(side.historyFilters, { type: "HISTORY.OPENED", now: p?.now ?? side.loadedAt });
    }),
    closeHistory: act(({ context, enqueue }) => {
      if (context.historySide) enqueue.sendTo(context.historySide.historyFilters, { type: "HISTORY.CLOSED" });
    }),
    /** The request page opens for the route's vendor once it is the selected one. */
    openRequest: act(({ context, enqueue }) => {
      const vendor = requestVendor(context);
      if (!context.requestPageRef || context.page.kind !== "request" || !vendor || !context.session) return;
      enqueue.sendTo(context.requestPageRef, {
        type: "REQUEST.OPENED",
        vendor,
        mode: context.session.mode,
        orderId: context.page.orderId,
        paymentReturn: context.page.paymentReturn ?? null,
      });
    }),
    closeRequest: act(({ context, enqueue }) => {
      if (context.requestPageRef) enqueue.sendTo(context.requestPageRef, { type: "REQUEST.CLOSED" });
    }),

    // ---- order side --------------------------------------------------------------------------
    spawnOrderSide: assign(({ context, spawn }, p: { loaded: OrderSideLoaded }) => {
      const { logic } = p.loaded;
      const flags = context.flags ?? DEFAULT_FLAGS;
      // Each child is found by its systemId (the views' useChild) and addressed through this context.
      const child = (id: keyof OrderSide, input?: unknown) => spawn(logic[id] as never, { id, systemId: id, input } as never);
      const orderSide = {
        orders: child("orders", { timeZone: context.config.timezone }),
        liveChannel: child("liveChannel", {
          url: context.liveUrl,
          page: livePageOf(context.page.pathname),
          dynamicTimeEstimation: flags["dynamic-time-estimation"],
        }),
        trackingView: child("trackingView"),
      };
      return { orderSide: orderSide as unknown as OrderSide };
    }),
    spawnDetailsSide: assign(({ spawn }, p: { loaded: DetailsSideLoaded }) => {
      const child = (id: keyof DetailsSide) => spawn(p.loaded[id] as never, { id, systemId: id } as never);
      return { detailsSide: { riderTracker: child("riderTracker"), cancelOrder: child("cancelOrder") } as unknown as DetailsSide };
    }),
    /** Once loaded, the rider tracker follows the order the tracking view shows meanwhile (its `shown`). */
    followShownRider: act(({ context, enqueue }) => {
      const order = context.orderSide?.trackingView.getSnapshot().context?.shown;
      if (context.detailsSide && order) enqueue.sendTo(context.detailsSide.riderTracker, { type: "RIDER.ORDER_UPDATED", order });
    }),
    spawnHistorySide: assign(({ context, spawn }, p: { loaded: HistorySideLoaded }) => {
      const { logic } = p.loaded;
      const child = (id: keyof HistorySide, input?: unknown) => spawn(logic[id] as never, { id, systemId: id, input } as never);
      const historySide = {
        historyFilters: child("historyFilters", { timeZone: context.config.timezone, country: context.config.country, stored: p.loaded.storedHistoryFilters }),
        export: child("export"),
      };
      return { historySide: { ...(historySide as unknown as HistorySide), loadedAt: p.loaded.loadedAt } };
    }),
    /** The selected vendor and the all-outlets toggle decide the store's lists (once per selection). */
    syncSelection: act<{ vendor: Vendor | null; includeAllOutlets: boolean; now: number }>(({ context, enqueue }, p) => {
      const key = selectionKey(p.vendor, p.includeAllOutlets);
      if (key === context.selection) return;
      enqueue.assign({ selection: key });
      if (!p.vendor || !context.orderSide) return;
      const includeAllOutlets = isGuestVendorId(p.vendor.vendor_id) || p.includeAllOutlets;
      enqueue.sendTo(context.orderSide.orders, { type: "ORDERS.VENDOR_CHANGED", vendorId: p.vendor.vendor_id, includeAllOutlets, now: p.now });
    }),
    /** Logout: orders, riders and the cancel dialog are forgotten. */
    forgetOrders: act(({ context, enqueue }) => {
      enqueue.assign({ selection: null });
      if (!context.orderSide) return;
      enqueue.sendTo(context.orderSide.orders, { type: "ORDERS.RESET" });
      if (!context.detailsSide) return;
      enqueue.sendTo(context.detailsSide.riderTracker, { type: "RIDER.RESET" });
      enqueue.sendTo(context.detailsSide.cancelOrder, { type: "CANCEL.CLOSED" });
    }),
    applyLiveUpdate: act<{ order: OrderRecord; now: number }>(({ context, enqueue }, p) => {
      if (!context.orderSide) return;
      enqueue.sendTo(context.orderSide.orders, { type: "ORDERS.UPDATE_RECEIVED", order: p.order, page: livePageOfKind(context.page.kind), now: p.now });
      if (context.detailsSide) enqueue.sendTo(context.detailsSide.cancelOrder, { type: "CANCEL.ORDER_UPDATED", order: p.order });
    }),
    refetchActive: act<{ now: number }>(({ context, enqueue }, p) => {
      if (context.orderSide) enqueue.sendTo(context.orderSide.orders, { type: "ORDERS.REFETCH_ACTIVE", now: p.now });
    }),
    mergeOrder: act<{ order: OrderRecord }>(({ context, enqueue }, p) => {
      if (context.orderSide) enqueue.sendTo(context.orderSide.orders, { type: "ORDERS.ORDER_RECEIVED", order: p.order });
    }),
    askPastOrders: act<{ from: number; to: number; customerPhone?: string }>(({ context, enqueue }, p) => {
      if (!context.orderSide) return;
      enqueue.sendTo(context.orderSide.orders, {
        type: "ORDERS.PAST_REQUESTED",
        from: p.from,
        to: p.to,
        ...(p.customerPhone ? { customerPhone: p.customerPhone } : {}),
      });
    }),
    followRider: act<{ order: OrderRecord }>(({ context, enqueue }, p) => {
      if (context.detailsSide) enqueue.sendTo(context.detailsSide.riderTracker, { type: "RIDER.ORDER_UPDATED", order: p.order });
    }),
    releaseRider: act<{ orderId: string }>(({ context, enqueue }, p) => {
      if (context.detailsSide) enqueue.sendTo(context.detailsSide.riderTracker, { type: "RIDER.UNTRACK", orderId: p.orderId });
    }),
    connectChannel: act(({ context, enqueue }) => {
      const authorization = context.session?.authorization;
      const vendor = context.vendors.vendor;
      if (!context.orderSide || !authorization || !vendor) return;
      enqueue.sendTo(context.orderSide.liveChannel, {
        type: "CONNECT",
        authorization,
        vendorId: vendor.vendor_id,
        guest: context.session?.viewer === "guest",
      });
      enqueue.assign({ live: { authorization, vendorId: vendor.vendor_id } });
    }),
    closeChannel: act(({ context, enqueue }) => {
      if (context.orderSide) enqueue.sendTo(context.orderSide.liveChannel, { type: "CLOSE" });
      enqueue.assign({ live: null });
    }),
    /** A refreshed token or another vendor, while connected. */
    updateChannel: act(({ context, enqueue }) => {
      const live = context.live;
      const authorization = context.session?.authorization;
      const vendorId = context.vendors.vendor?.vendor_id;
      if (!context.orderSide || !live || !authorization || !vendorId) return;
      if (authorization !== live.authorization) enqueue.sendTo(context.orderSide.liveChannel, { type: "AUTH.CHANGED", authorization });
      if (vendorId !== live.vendorId) enqueue.sendTo(context.orderSide.liveChannel, { type: "VENDOR.CHANGED", vendorId });
      enqueue.assign({ live: { authorization, vendorId } });
    }),

    // ---- request side ------------------------------------------------------------------------
    spawnRequestPage: assign(({ context, spawn }, p: { loaded: RequestSideLoaded }) => ({
      requestPageRef: spawn(p.loaded.requestPage, {
        id: "requestPage",
        systemId: "requestPage",
        input: { country: requestCountry(context.config), flags: requestFlags(context.flags ?? DEFAULT_FLAGS) },
      } as never),
    })),
    spawnBulkUpload: assign(({ spawn }, p: { loaded: BulkSideLoaded }) => ({
      bulkUploadRef: spawn(p.loaded.bulkUpload, { id: "bulkUpload", systemId: "bulkUpload" } as never) as unknown as BulkUploadActor,
    })),
    /** The bulk page shows the selected vendor (and maybe a job): tell the bulk upload; another page closes it. */
    openBulk: act(({ context, enqueue }) => {
      if (!context.bulkUploadRef) return;
      const { pathname } = context.page;
      if (sectionOf(pathname) !== "bulk-order") {
        enqueue.sendTo(context.bulkUploadRef, { type: "BULK.CLOSED" });
        return;
      }
      const vendorId = context.vendors.vendor?.vendor_id ?? null;
      if (!vendorId || vendorId !== routeVendorOf(pathname)) return;
      const jobId = pathname.split("/").filter(Boolean)[2] ?? null;
      enqueue.sendTo(context.bulkUploadRef, { type: "BULK.OPENED", vendorId, jobId: jobId ? decodeURIComponent(jobId) : null });
    }),

    // ---- help centre ---------------------------------------------------------------------------
    // ---- signed-out side ----------------------------------------------------------------------
    /** The side's machines are kept; the guest-register popup's machine runs from now on. */
    spawnSignedOutSide: assign(({ spawn }, p: { loaded: SignedOutSideLoaded }) => ({
      signedOut: p.loaded,
      guestRegisterRef: spawn(p.loaded.guestRegister, { id: "guestRegister", systemId: "guestRegister" } as never) as unknown as GuestRegisterActor,
    })),
    /** The signed-out page shown runs its machine (login with its relay, registration, password reset) once the side is loaded. */
    openSignedOutPage: act(({ context, enqueue }) => {
      const side = context.signedOut;
      if (!side) return;
      switch (context.page.kind) {
        case "landing":
        case "connect":
          enqueue.spawnChild(side.login as never, { id: "login", systemId: "login" } as never);
          enqueue.spawnChild("relay" as never, { id: "loginRelay", input: { source: "login", emitted: ["login.submitted"] } } as never);
          return;
        case "register":
          enqueue.spawnChild(side.registration as never, {
            id: "registration",
            systemId: "registration",
            input: context.registrationPrefill ? { values: context.registrationPrefill } : {},
          } as never);
          return;
        case "forgotPassword":
          enqueue.spawnChild(side.passwordReset as never, { id: "passwordReset", systemId: "passwordReset", input: {} } as never);
          return;
        default:
          return;
      }
    }),
    /** Leaving a signed-out page stops its machine. */
    closeSignedOutPage: act(({ enqueue }) => {
      for (const id of ["login", "loginRelay", "registration", "passwordReset"]) enqueue.stopChild(id);
    }),

    // ---- collection point dialog ------------------------------------------------------------------
    storeOutletOpening: assign((_, p: { opening: OutletOpening | null }) => ({ outletOpening: p.opening })),
    spawnCollectionPoint: assign(({ context, spawn }, p: { loaded: CollectionPointSideLoaded }) => ({
      collectionPointRef: spawn(p.loaded.collectionPoint, {
        id: "collectionPoint",
        systemId: "collectionPoint",
        input: { country: context.config.country, language: context.config.language },
      } as never) as unknown as CollectionPointActor,
    })),
    /** The pending opening goes to the dialog's machine (and is forgotten). */
    openOutletDialog: act(({ context, enqueue }) => {
      if (!context.collectionPointRef || !context.outletOpening) return;
      enqueue.sendTo(context.collectionPointRef, context.outletOpening);
      enqueue.assign({ outletOpening: null });
    }),

    storeHelpOpening: assign((_, p: { opening: HelpOpening | null }) => ({ helpOpening: p.opening })),
    spawnHelpCentre: assign(({ spawn }, p: { loaded: HelpSideLoaded }) => ({
      helpCentreRef: spawn(p.loaded.helpCentre, { id: "helpCentre", systemId: "helpCentre" } as never) as unknown as HelpCentreActor,
    })),
    /** The help centre opens for the selected vendor with the deployment's words and the opening's user and locale. */
    openHelpCentre: act(({ context, enqueue }) => {
      const vendor = context.vendors.vendor;
      const o = context.helpOpening;
      if (!context.helpCentreRef || !vendor || !o) return;
      enqueue.sendTo(context.helpCentreRef, {
        type: "HELP.OPEN",
        vendorId: vendor.vendor_id,
        user: { id: o.user.id, email: o.user.email, name: vendor.vendor_information.name },
        brand: context.config.brand,
        country: context.config.country,
        locale: o.locale,
        appVersion: context.config.appVersion,
        helpHost: helpCentreBase(context.config),
      });
    }),
    closeHelpCentre: act(({ context, enqueue }) => {
      if (context.helpCentreRef) enqueue.sendTo(context.helpCentreRef, { type: "HELP.CLOSE" });
    }),

    // ---- parts ---------------------------------------------------------------------------------
    /** A view shows a part: its machine is spawned the first time (id and systemId `<part>:<key>`). */
    openPart: act<PartOpening>(({ context, enqueue }, p) => {
      const id = partId(p.part, p.key);
      const held = context.parts[id] ?? 0;
      if (held === 0) {
        const lazy = PART_GROUP[p.part] !== null;
        const logic = lazy ? context.partLogic[p.part] : p.part;
        // A lazy part whose chunk is not there yet waits for it (spawnLoadedParts).
        if (logic) enqueue.spawnChild(logic as never, { id, systemId: id, input: p.input } as never);
        else enqueue.assign({ pendingParts: { ...context.pendingParts, [id]: p } });
      }
      enqueue.assign({ parts: { ...context.parts, [id]: held + 1 } });
    }),
    /** A view no longer shows it: the machine is stopped once no view holds it. */
    closePart: act<{ part: PartName; key: string }>(({ context, enqueue }, p) => {
      const id = partId(p.part, p.key);
      const held = context.parts[id] ?? 0;
      if (held === 0) return;
      const { [id]: _closed, ...rest } = context.parts;
      if (held === 1) {
        enqueue.stopChild(id);
        const { [id]: _pending, ...stillPending } = context.pendingParts;
        enqueue.assign({ pendingParts: stillPending });
      }
      enqueue.assign({ parts: held === 1 ? rest : { ...context.parts, [id]: held - 1 } });
    }),
    /** A part whose machine finished (it stopped itself): forgotten, a later opening spawns it anew. */
    forgetPart: assign(({ context }, p: { id: string }) => {
      const { [p.id]: _done, ...rest } = context.parts;
      return { parts: rest };
    }),
    /** The recipient's page the path names: its part is spawned, the previous one stopped. */
    showPublicPage: act<{ pathname: string }>(({ context, enqueue }, p) => {
      const next = publicPartOf(p.pathname);
      const id = next ? partId(next.part, next.key) : null;
      if (id === context.publicPart) return;
      if (context.publicPart) enqueue.stopChild(context.publicPart);
      const logic = next ? context.partLogic[next.part] : undefined;
      if (next && id && logic) enqueue.spawnChild(logic as never, { id, systemId: id, input: next.input } as never);
      enqueue.assign({ publicPart: id });
    }),
    /** A group's chunk arrived: its machines are kept, and what is open of it (the path's page, the views' parts) is spawned. */
    spawnLoadedParts: act<{ group: PartGroup; logic: Partial<Record<PartName, AnyActorLogic>> }>(({ context, enqueue }, p) => {
      enqueue.assign({ partLogic: { ...context.partLogic, ...p.logic } });
      const shown = publicPartOf(context.page.pathname);
      if (shown && PART_GROUP[shown.part] === p.group && context.publicPart === partId(shown.part, shown.key)) {
        enqueue.spawnChild(p.logic[shown.part] as never, { id: context.publicPart, systemId: context.publicPart, input: shown.input } as never);
      }
      const pending = { ...context.pendingParts };
      for (const [id, opening] of Object.entries(context.pendingParts)) {
        if (PART_GROUP[opening.part] !== p.group) continue;
        enqueue.spawnChild(p.logic[opening.part] as never, { id, systemId: id, input: opening.input } as never);
        delete pending[id];
      }
      enqueue.assign({ pendingParts: pending });
    }),

    // ---- named effects, provided at the composition root -----------------------------------------
    /** Shows a notification (Mantine toast). */
    showNotification: (_, _p: Omit<NotifyEvent, "type">) => {},
    /** The login failure toast: "auth.{message}" (the root's catalog decides the text). */
    notifyLoginFailed: (_, _p: { message: string }) => {},
    /** Re-runs the route guards (router.invalidate). */
    invalidateRoutes: () => {},
    /** Puts a vendor in the path of a vendor section, keeping the query. */
    showVendorInPath: (_, _p: { section: VendorSection; vendorId: string; replace: boolean }) => {},
    goToRequestPage: () => {},
    /** Opens /register (the guest accepted to create an account). */
    goToRegister: () => {},
    /** The live channel's error message, for diagnostics. */
    reportLiveError: (_, _p: { message: string; translationKey: string }) => {},
  },
}).createMachine({
  id: "app",
  context: ({ input, spawn }) => ({
    config: input.config,
    liveUrl: input.liveUrl,
    flags: null,
    session: null,
    vendors: NO_VENDORS,
    page: { kind: "other", pathname: "", orderId: null },
    route: null,
    selection: null,
    live: null,
    flagsRef: spawn("flags", { id: "flags", systemId: "flags", input: { region: input.config.region } }),
    vendorsRef: spawn("vendors", { id: "vendors", systemId: "vendors", input: { includeAllOutlets: input.includeAllOutlets } }),
    buildCheckRef: spawn("buildCheck", { id: "buildCheck", systemId: "buildCheck", input: { currentVersion: input.currentVersion ?? null } }),
    collectionPointRef: null,
    outletOpening: null,
    welcomeRef: spawn("welcome", { id: "welcome", systemId: "welcome" }),
    guestRegisterRef: null,
    signedOut: null,
    registrationPrefill: null,
    sessionRef: null,
    orderSide: null,
    historySide: null,
    detailsSide: null,
    requestPageRef: null,
    bulkUploadRef: null,
    helpCentreRef: null,
    helpOpening: null,
    parts: {},
    publicPart: null,
    partLogic: {},
    pendingParts: {},
  }),
  invoke: [
    { id: "flagsRelay", src: "relay", input: ({ context }) => ({ source: context.flagsRef, emitted: ["flags.updated"] }) },
    { id: "vendorsRelay", src: "relay", input: ({ context }) => ({ source: context.vendorsRef, emitted: ["notify"], facts: vendorsFacts }) },
    { id: "buildCheckRelay", src: "relay", input: ({ context }) => ({ source: context.buildCheckRef, emitted: ["buildCheck.outdated"] }) },
  ],
  type: "parallel",
  states: {
    flags: {
      on: {
        "flags.updated": [
          {
            guard: { type: "maintenanceChanges", params: ({ event }) => ({ flags: event.flags }) },
            actions: [{ type: "applyFlags", params: ({ event }) => ({ flags: event.flags }) }, "invalidateRoutes"],
          },
          { actions: { type: "applyFlags", params: ({ event }) => ({ flags: event.flags }) } },
        ],
      },
    },
    viewer: {
      initial: "waitingForFlags",
      states: {
        waitingForFlags: {
          on: {
            "flags.updated": { target: "known", actions: { type: "spawnSession", params: ({ event }) => ({ guestCheckout: event.flags.guest_checkout }) } },
          },
        },
        known: {
          initial: "starting",
          invoke: {
            id: "sessionRelay",
            src: "relay",
            input: ({ context }) => ({ source: context.sessionRef ?? "session", emitted: SESSION_EMITTED, facts: sessionFacts }),
          },
          on: {
            "SESSION.CHANGED": [
              { guard: { type: "isSameViewer", params: ({ event }) => ({ event }) }, actions: { type: "storeSession", params: ({ event }) => ({ event }) } },
              {
                guard: { type: "viewerIs", params: ({ event }) => ({ event, viewer: "classic" as const }) },
                target: ".classic",
                reenter: true,
                actions: { type: "storeSession", params: ({ event }) => ({ event }) },
              },
              {
                guard: { type: "viewerIs", params: ({ event }) => ({ event, viewer: "godroid" as const }) },
                target: ".godroid",
                reenter: true,
                actions: { type: "storeSession", params: ({ event }) => ({ event }) },
              },
              {
                guard: { type: "viewerIs", params: ({ event }) => ({ event, viewer: "guest" as const }) },
                target: ".guest",
                reenter: true,
                actions: { type: "storeSession", params: ({ event }) => ({ event }) },
              },
              { target: ".signedOut", reenter: true, actions: { type: "storeSession", params: ({ event }) => ({ event }) } },
            ],
            "login.submitted": { actions: { type: "logIn", params: ({ event }) => ({ email: event.email, password: event.password }) } },
          },
          states: {
            starting: {},
            signedOut: { entry: ["tellVendorsSignedOut", "forgetOrders", "invalidateRoutes"] },
            classic: { entry: ["tellVendorsSignedIn", "invalidateRoutes"] },
            godroid: { entry: ["tellVendorsSignedIn", "invalidateRoutes"] },
            guest: { entry: ["tellVendorsGuest", "invalidateRoutes"] },
          },
        },
      },
    },
    page: {
      initial: "unknown",
      on: {
        "PAGE.CHANGED": [
          {
            guard: { type: "isSamePageKind", params: ({ event }) => ({ pathname: event.pathname }) },
            actions: [{ type: "storePage", params: ({ event }) => ({ event }) }, "openTracking", "openRequest"],
          },
          ...(["landing", "connect", "register", "forgotPassword", "request", "tracking", "history", "other"] as const).map((kind) => ({
            guard: { type: "pageIs" as const, params: ({ event }: { event: PageChanged }) => ({ pathname: event.pathname, kind }) },
            target: `.${kind}`,
            actions: [{ type: "storePage" as const, params: ({ event }: { event: PageChanged }) => ({ event }) }],
          })),
        ],
      },
      states: {
        unknown: {},
        landing: { entry: ["tellLivePage", "openSignedOutPage"], exit: "closeSignedOutPage" },
        connect: { entry: ["tellLivePage", "openSignedOutPage"], exit: "closeSignedOutPage" },
        register: { entry: ["tellLivePage", "openSignedOutPage"], exit: ["closeSignedOutPage", { type: "storeRegistrationPrefill", params: { values: null } }] },
        forgotPassword: { entry: ["tellLivePage", "openSignedOutPage"], exit: "closeSignedOutPage" },
        request: { entry: ["tellLivePage", "openRequest"], exit: "closeRequest" },
        tracking: { entry: ["tellLivePage", "openTracking"], exit: "closeTracking" },
        history: {
          entry: ["tellLivePage", "openTracking", { type: "openHistory", params: ({ event }) => ({ now: (event as PageChanged).now }) }],
          exit: ["closeTracking", "closeHistory"],
        },
        other: { entry: "tellLivePage" },
      },
    },
    vendorRoute: {
      on: {
        "VENDORS.CHANGED": [
          {
            guard: { type: "needsVendorInPath", params: ({ context, event }) => ({ pathname: context.page.pathname, vendors: event }) },
            actions: [
              { type: "selectRouteVendor", params: ({ context, event }) => routeSelection(context, event) },
              { type: "storeVendors", params: ({ event }) => ({ event }) },
              { type: "showVendorInPath", params: ({ context, event }) => ({ ...vendorPathFixOf(context.page.pathname, event), replace: true }) },
            ],
          },
          {
            actions: [
              { type: "selectRouteVendor", params: ({ context, event }) => routeSelection(context, event) },
              { type: "storeVendors", params: ({ event }) => ({ event }) },
            ],
          },
        ],
        "ROUTE.VENDOR": {
          actions: [
            { type: "storeRoute", params: ({ event }) => ({ route: { section: event.section, vendorId: event.vendorId } }) },
            {
              type: "selectRouteVendor",
              params: ({ context }) => ({ canSelect: context.vendors.status !== "signedOut", selectedId: context.vendors.vendor?.vendor_id ?? null }),
            },
          ],
        },
        "VENDOR.CHOSEN": {
          actions: [
            { type: "storeChosenRoute", params: ({ event }) => ({ vendorId: event.vendorId }) },
            { type: "selectVendor", params: ({ event }) => ({ vendorId: event.vendorId }) },
            {
              type: "showVendorInPath",
              params: ({ context, event }) => ({ section: sectionOf(context.page.pathname) ?? "request-a-rider", vendorId: event.vendorId, replace: false }),
            },
          ],
        },
        "collectionPoint.saved": { actions: { type: "tellVendorsOutletSaved", params: ({ event }) => ({ vendor: event.vendor }) } },
        "PAGE.CHANGED": {
          guard: { type: "needsVendorInPath", params: ({ context, event }) => ({ pathname: event.pathname, vendors: context.vendors }) },
          actions: { type: "showVendorInPath", params: ({ context, event }) => ({ ...vendorPathFixOf(event.pathname, context.vendors), replace: true }) },
        },
      },
    },
    orderSide: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "SESSION.CHANGED": { guard: { type: "isSignedIn", params: ({ event }) => ({ event }) }, target: "waitingForPage" },
            "PAGE.CHANGED": { guard: { type: "isOrderPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" },
          },
        },
        // Signed in on a page that shows no order: it loads once that page is usable.
        waitingForPage: {
          always: [
            { guard: "showsOrderPage", target: "loading" },
            { guard: "otherPageUsable", target: "afterPaint" },
          ],
          on: {
            "request.usable": { target: "afterPaint" },
            "BULK.CHANGED": { guard: { type: "bulkHistoryKnown", params: ({ event }) => ({ historyKnown: event.historyKnown }) }, target: "afterPaint" },
            "SESSION.CHANGED": { guard: { type: "viewerIs", params: ({ event }) => ({ event, viewer: "signedOut" as const }) }, target: "idle" },
          },
        },
        // The usable page is committed: its frame is painted before the order side is fetched.
        afterPaint: {
          invoke: { id: "waitForPaint", src: "waitForPaint", onDone: { target: "loading" } },
        },
        loading: {
          invoke: {
            id: "loadOrderSide",
            src: "loadOrderSide",
            onDone: { target: "loaded", actions: { type: "spawnOrderSide", params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: "failed" },
          },
        },
        failed: {
          on: {
            "SESSION.CHANGED": { guard: { type: "isSignedIn", params: ({ event }) => ({ event }) }, target: "loading" },
            "PAGE.CHANGED": { guard: { type: "isOrderPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" },
          },
        },
        loaded: {
          type: "parallel",
          entry: [
            {
              type: "syncSelection",
              params: ({ context, event }) => ({
                vendor: context.vendors.vendor,
                includeAllOutlets: context.vendors.includeAllOutlets,
                now: (event as unknown as { output: OrderSideLoaded }).output.loadedAt,
              }),
            },
          ],
          invoke: [
            { id: "ordersRelay", src: "relay", input: ({ context }) => ({ source: context.orderSide?.orders ?? "orders", emitted: ["notify"] }) },
            {
              id: "liveChannelRelay",
              src: "relay",
              input: ({ context }) => ({
                source: context.orderSide?.liveChannel ?? "liveChannel",
                emitted: ["live.orderUpdate", "live.resync", "live.refetchActive", "live.error", "live.authExpired", "live.sessionRevoked"],
              }),
            },
            {
              id: "trackingViewRelay",
              src: "relay",
              input: ({ context }) => ({
                source: context.orderSide?.trackingView ?? "trackingView",
                emitted: ["trackingView.orderFound", "trackingView.orderShown", "trackingView.orderHidden"],
              }),
            },
          ],
          states: {
            channel: {
              initial: "deciding",
              states: {
                deciding: {
                  always: [
                    {
                      guard: { type: "canConnect", params: ({ context }) => ({ authorization: context.session?.authorization, vendor: context.vendors.vendor }) },
                      target: "open",
                      actions: "connectChannel",
                    },
                    { target: "closed" },
                  ],
                },
                closed: {
                  on: {
                    "SESSION.CHANGED": {
                      guard: { type: "canConnect", params: ({ context, event }) => ({ authorization: event.authorization, vendor: context.vendors.vendor }) },
                      target: "open",
                      actions: "connectChannel",
                    },
                    "VENDORS.CHANGED": {
                      guard: { type: "canConnect", params: ({ context, event }) => ({ authorization: context.session?.authorization, vendor: event.vendor }) },
                      target: "open",
                      actions: "connectChannel",
                    },
                  },
                },
                open: {
                  on: {
                    "SESSION.CHANGED": [
                      {
                        guard: { type: "canConnect", params: ({ context, event }) => ({ authorization: event.authorization, vendor: context.vendors.vendor }) },
                        actions: "updateChannel",
                      },
                      { target: "closed", actions: "closeChannel" },
                    ],
                    "VENDORS.CHANGED": [
                      {
                        guard: { type: "canConnect", params: ({ context, event }) => ({ authorization: context.session?.authorization, vendor: event.vendor }) },
                        actions: "updateChannel",
                      },
                      { target: "closed", actions: "closeChannel" },
                    ],
                    "session.loggedOut": { target: "closed", actions: "closeChannel" },
                  },
                },
              },
            },
            store: {
              // The page is opened here, not in `loaded`'s entry: a child state is entered after its
              // parent's relays are started, so what the tracking view emits at once is heard.
              entry: ["openTracking"],
              on: {
                "VENDORS.CHANGED": {
                  actions: { type: "syncSelection", params: ({ event }) => ({ vendor: event.vendor, includeAllOutlets: event.includeAllOutlets, now: event.now }) },
                },
                "live.orderUpdate": { actions: { type: "applyLiveUpdate", params: ({ event }) => ({ order: event.order, now: event.now }) } },
                "live.resync": { actions: { type: "refetchActive", params: ({ event }) => ({ now: event.now }) } },
                "live.refetchActive": { actions: { type: "refetchActive", params: ({ event }) => ({ now: event.now }) } },
                // The platform closed the socket: 4001 (token expired) → the session refreshes (the new
                // authorization reconnects the channel) or signs out when it cannot; 4003 (session revoked) → sign out.
                "live.authExpired": { actions: "tellSessionTokenExpired" },
                "live.sessionRevoked": { actions: "signOutRevokedSession" },
                "cancelOrder.cancelled": { actions: { type: "mergeOrder", params: ({ event }) => ({ order: event.order }) } },
                "trackingView.orderFound": { actions: { type: "mergeOrder", params: ({ event }) => ({ order: event.order }) } },
                "trackingView.orderShown": { actions: { type: "followRider", params: ({ event }) => ({ order: event.order }) } },
                "trackingView.orderHidden": { actions: { type: "releaseRider", params: ({ event }) => ({ orderId: event.orderId }) } },
                "history.query": {
                  actions: { type: "askPastOrders", params: ({ event }) => ({ from: event.from, to: event.to, customerPhone: event.customerPhone }) },
                },
                "session.loggedOut": { actions: "forgetOrders" },
              },
            },
          },
        },
      },
    },
    // An order's details' machines: loaded when the tracking view first shows an order.
    detailsSide: {
      initial: "idle",
      states: {
        idle: { on: { "trackingView.orderShown": { target: "loading" } } },
        loading: {
          invoke: {
            id: "loadDetailsSide",
            src: "loadDetailsSide",
            onDone: { target: "loaded", actions: [{ type: "spawnDetailsSide", params: ({ event }) => ({ loaded: event.output }) }, "followShownRider"] },
            // A notice; the next order shown tries again.
            onError: { target: "idle", actions: { type: "showNotification", params: { kind: "ERROR", key: "app.load-failure" } } },
          },
        },
        loaded: {
          invoke: {
            id: "cancelOrderRelay",
            src: "relay",
            input: ({ context }) => ({ source: context.detailsSide?.cancelOrder ?? "cancelOrder", emitted: ["notify", "cancelOrder.cancelled"] }),
          },
        },
      },
    },
    // The history page's own machines: loaded when it is shown, opened once the order store is there.
    historySide: {
      initial: "idle",
      states: {
        idle: { always: { guard: "showsHistory", target: "loading" } },
        loading: {
          invoke: {
            id: "loadHistorySide",
            src: "loadHistorySide",
            onDone: { target: "loaded", actions: { type: "spawnHistorySide", params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: "failed", actions: { type: "showNotification", params: { kind: "ERROR", key: "app.load-failure" } } },
          },
        },
        // The next time the history page is shown tries again.
        failed: {
          on: { "PAGE.CHANGED": { guard: { type: "pageIs", params: ({ event }) => ({ pathname: event.pathname, kind: "history" as const }) }, target: "loading" } },
        },
        loaded: {
          invoke: [
            { id: "historyFiltersRelay", src: "relay", input: ({ context }) => ({ source: context.historySide?.historyFilters ?? "historyFilters", emitted: ["history.query"] }) },
            { id: "exportRelay", src: "relay", input: ({ context }) => ({ source: context.historySide?.export ?? "export", emitted: ["notify"] }) },
          ],
          initial: "waitingForStore",
          states: {
            waitingForStore: { always: { guard: "orderSideSpawned", target: "open" } },
            // Opened from a child state's entry: the relays above are started, so the first range
            // (history.query, emitted at once) is heard and goes to the store (askPastOrders).
            open: { entry: "openHistory" },
          },
        },
      },
    },
    requestSide: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "PAGE.CHANGED": { guard: { type: "pageIs", params: ({ event }) => ({ pathname: event.pathname, kind: "request" as const }) }, target: "loading" },
            "ROUTE.VENDOR": { guard: { type: "routeIsRequest", params: ({ event }) => ({ section: event.section }) }, target: "loading" },
          },
        },
        loading: {
          invoke: {
            id: "loadRequestSide",
            src: "loadRequestSide",
            onDone: { target: "loaded", actions: { type: "spawnRequestPage", params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: "failed" },
          },
        },
        failed: {
          on: { "PAGE.CHANGED": { guard: { type: "pageIs", params: ({ event }) => ({ pathname: event.pathname, kind: "request" as const }) }, target: "loading" } },
        },
        loaded: {
          // The page is opened from the child state's entry, which runs after this state's relay has started: a
          // page usable at once (a guest asked for the sender) emits request.usable as it opens.
          initial: "open",
          states: { open: { entry: "openRequest" } },
          invoke: {
            id: "requestPageRelay",
            src: "relay",
            input: ({ context }) => ({ source: context.requestPageRef ?? "requestPage", emitted: ["notify", "request.guestOrderPlaced", "request.usable"] }),
          },
          on: {
            "request.guestOrderPlaced": {
              guard: "signUpOpen",
              actions: { type: "tellGuestRegister", params: ({ event }) => ({ orderId: event.orderId }) },
            },
            "SESSION.CHANGED": { actions: "openRequest" },
            "VENDORS.CHANGED": { actions: "openRequest" },
          },
        },
      },
    },
    bulkSide: {
      initial: "idle",
      states: {
        idle: { on: { "PAGE.CHANGED": { guard: { type: "isBulkPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" } } },
        loading: {
          invoke: {
            id: "loadBulkSide",
            src: "loadBulkSide",
            onDone: { target: "loaded", actions: { type: "spawnBulkUpload", params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: "failed" },
          },
        },
        failed: { on: { "PAGE.CHANGED": { guard: { type: "isBulkPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" } } },
        loaded: {
          entry: "openBulk",
          invoke: {
            id: "bulkUploadRelay",
            src: "relay",
            input: ({ context }) => ({ source: context.bulkUploadRef ?? "bulkUpload", emitted: ["notify"], facts: bulkFacts }),
          },
          on: {
            "PAGE.CHANGED": { actions: "openBulk" },
            "VENDORS.CHANGED": { actions: "openBulk" },
          },
        },
      },
    },
    helpSide: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "HELP.OPENED": {
              guard: "mayUseHelpCentre",
              target: "loading",
              actions: { type: "storeHelpOpening", params: ({ event }) => ({ opening: { locale: event.locale, user: event.user } }) },
            },
          },
        },
        loading: {
          invoke: {
            id: "loadHelpSide",
            src: "loadHelpSide",
            onDone: { target: "loaded", actions: { type: "spawnHelpCentre", params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: "idle", actions: { type: "showNotification", params: { kind: "ERROR", key: "help-center.failed" } } },
          },
          on: {
            "HELP.CLOSED": { target: "idle", actions: { type: "storeHelpOpening", params: { opening: null } } },
            // Signed out while the chunk loads: nothing opens once it arrives.
            "session.loggedOut": { target: "idle", actions: { type: "storeHelpOpening", params: { opening: null } } },
          },
        },
        loaded: {
          entry: "openHelpCentre",
          invoke: { id: "helpCentreRelay", src: "relay", input: ({ context }) => ({ source: context.helpCentreRef ?? "helpCentre", emitted: ["notify"] }) },
          on: {
            "HELP.OPENED": {
              guard: "mayUseHelpCentre",
              actions: [{ type: "storeHelpOpening", params: ({ event }) => ({ opening: { locale: event.locale, user: event.user } }) }, "openHelpCentre"],
            },
            "HELP.CLOSED": { actions: [{ type: "storeHelpOpening", params: { opening: null } }, "closeHelpCentre"] },
            "session.loggedOut": { actions: [{ type: "storeHelpOpening", params: { opening: null } }, "closeHelpCentre"] },
          },
        },
      },
    },
    signedOutSide: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "PAGE.CHANGED": { guard: { type: "isSignedOutPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" },
            "SESSION.CHANGED": { guard: { type: "viewerIs", params: ({ event }) => ({ event, viewer: "guest" as const }) }, target: "loading" },
          },
        },
        loading: {
          invoke: {
            id: "loadSignedOutSide",
            src: "loadSignedOutSide",
            onDone: { target: "loaded", actions: [{ type: "spawnSignedOutSide", params: ({ event }) => ({ loaded: event.output }) }, "openSignedOutPage"] },
            onError: { target: "failed" },
          },
        },
        failed: {
          on: {
            "PAGE.CHANGED": { guard: { type: "isSignedOutPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" },
            "SESSION.CHANGED": { guard: { type: "viewerIs", params: ({ event }) => ({ event, viewer: "guest" as const }) }, target: "loading" },
          },
        },
        loaded: {
          invoke: { id: "guestRegisterRelay", src: "relay", input: ({ context }) => ({ source: context.guestRegisterRef ?? "guestRegister", emitted: ["guestRegister.accepted"] }) },
        },
      },
    },
    collectionPointSide: {
      initial: "idle",
      states: {
        idle: {
          on: { "OUTLET.OPENED": { target: "loading", actions: { type: "storeOutletOpening", params: ({ event }) => ({ opening: event.opening }) } } },
        },
        loading: {
          invoke: {
            id: "loadCollectionPointSide",
            src: "loadCollectionPointSide",
            onDone: { target: "loaded", actions: { type: "spawnCollectionPoint", params: ({ event }) => ({ loaded: event.output }) } },
            onError: {
              target: "idle",
              actions: [{ type: "storeOutletOpening", params: { opening: null } }, { type: "showNotification", params: { kind: "ERROR", key: "app.load-failure" } }],
            },
          },
          on: {
            "OUTLET.OPENED": { actions: { type: "storeOutletOpening", params: ({ event }) => ({ opening: event.opening }) } },
            // Signed out while the chunk loads: nothing opens once it arrives.
            "session.loggedOut": { target: "idle", actions: { type: "storeOutletOpening", params: { opening: null } } },
          },
        },
        loaded: {
          entry: "openOutletDialog",
          invoke: {
            id: "collectionPointRelay",
            src: "relay",
            input: ({ context }) => ({ source: context.collectionPointRef ?? "collectionPoint", emitted: ["notify", "collectionPoint.saved"] }),
          },
          on: {
            "OUTLET.OPENED": { actions: [{ type: "storeOutletOpening", params: ({ event }) => ({ opening: event.opening }) }, "openOutletDialog"] },
          },
        },
      },
    },
    guestEntry: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "GUEST.CHOSEN": [{ guard: "isGuestNow", actions: "goToRequestPage" }, { target: "waiting", actions: "askForGuest" }],
          },
        },
        waiting: {
          after: { guestEntryTimeout: "idle" },
          on: {
            "SESSION.CHANGED": [
              { guard: { type: "viewerIs", params: ({ event }) => ({ event, viewer: "guest" as const }) }, target: "idle", actions: "goToRequestPage" },
              { guard: { type: "settledWithoutGuest", params: ({ event }) => ({ event }) }, target: "idle" },
            ],
          },
        },
      },
    },
    parts: {
      on: {
        "PAGE.CHANGED": { actions: { type: "showPublicPage", params: ({ event }) => ({ pathname: event.pathname }) } },
        "PART.OPENED": { actions: { type: "openPart", params: ({ event }) => ({ part: event.part, key: event.key, input: event.input }) as PartOpening } },
        "PART.CLOSED": { actions: { type: "closePart", params: ({ event }) => ({ part: event.part, key: event.key }) } },
        "xstate.done.actor.pageLoad": { actions: [{ type: "forgetPart", params: { id: "pageLoad" } }, "invalidateRoutes"] },
      },
    },
    publicParts: {
      initial: "idle",
      states: {
        idle: { on: { "PAGE.CHANGED": { guard: { type: "isPublicPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" } } },
        loading: {
          invoke: {
            id: "loadPublicParts",
            src: "loadPublicParts",
            onDone: { target: "loaded", actions: { type: "spawnLoadedParts", params: ({ event }) => ({ group: "public" as const, logic: event.output as PublicPartsLoaded }) } },
            onError: { target: "failed" },
          },
        },
        failed: { on: { "PAGE.CHANGED": { guard: { type: "isPublicPage", params: ({ event }) => ({ pathname: event.pathname }) }, target: "loading" } } },
        loaded: {},
      },
    },
    orderParts: {
      initial: "idle",
      states: {
        idle: { on: { "PART.OPENED": { guard: { type: "isOrderPart", params: ({ event }) => ({ part: event.part }) }, target: "loading" } } },
        loading: {
          invoke: {
            id: "loadOrderParts",
            src: "loadOrderParts",
            onDone: { target: "loaded", actions: { type: "spawnLoadedParts", params: ({ event }) => ({ group: "order" as const, logic: event.output as OrderPartsLoaded }) } },
            onError: { target: "failed" },
          },
        },
        failed: { on: { "PART.OPENED": { guard: { type: "isOrderPart", params: ({ event }) => ({ part: event.part }) }, target: "loading" } } },
        loaded: {},
      },
    },
    notices: {
      on: {
        notify: {
          actions: {
            type: "showNotification",
            params: ({ event }) => ({
              kind: event.kind,
              key: event.key,
              ...(event.values ? { values: event.values } : {}),
              ...(event.durationMs !== undefined ? { durationMs: event.durationMs } : {}),
            }),
          },
        },
        "session.loginFailed": { actions: { type: "notifyLoginFailed", params: ({ event }) => ({ message: event.message }) } },
        "session.loggedIn": { actions: ["refreshFlags", "tellWelcome"] },
        "guestRegister.accepted": {
          actions: [{ type: "storeRegistrationPrefill", params: ({ event }) => ({ values: event.values }) }, "goToRegister"],
        },
        "session.loggedOut": { actions: ["refreshFlags", { type: "showNotification", params: { kind: "INFO", key: APP_MESSAGES.disconnected } }] },
        "buildCheck.outdated": {
          actions: { type: "showNotification", params: { kind: "WARNING", key: APP_MESSAGES.outdated, durationMs: BUILD_OUTDATED_NOTICE_MS } },
        },
        "live.error": { actions: { type: "reportLiveError", params: ({ event }) => ({ message: event.message, translationKey: event.translationKey }) } },
      },
    },
  },
});
