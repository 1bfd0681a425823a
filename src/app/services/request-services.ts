// The request side of the composition root (issue 3): the request-flow machine with its
// payment-intent, voucher and feeRefresh children, provided with their REAL effects (src/api calls, the clock,
// WebCrypto card encryption), and the effects around one flow:
// - `notify` events of the flow → the notification service;
// - `request.guestOrderPlaced` → the order id appended to the guest orders list (local storage), and
//   the guest's sender data (with the origin the flow asked for) kept for the next request;
// - the flow's output: {orderId} → the router goes to /order-tracking?order_id=…; {redirectUrl}
//   (3-D Secure) → the named actor `redirectBrowser` sends the browser there; then the flow resets
//   (a fresh actor for the same vendor);
// - the flags actor → FLAGS.CHANGED of the running flow;
// - update mode (?orderID=): the order is read (GET /order) before the flow starts with it;
// - a vendor whose origin address was saved is remembered, so the next flow starts from it;
// - the delivery areas (GET /delivery/area/{vendorId}) when draw-delivery-areas is on.
// Views never call any of this directly: the request page opens and closes a flow for its route and
// reads the flow's snapshots through the machine's selectors.
//
// This module is loaded with the request page (not in the entry chunk): `requestServicesFor` creates
// the services once per app, on first use.
import type { ApiClient } from "@api/client";
import { getDeliveryAreas, getOrder } from "@api/calls";
import { encryptCard } from "@api/card-encryption";
import {
  cachedServiceHours,
  createOrder,
  geolocatorAutocomplete,
  geolocatorDetails,
  geolocatorReverse,
  getDeliveryFee,
  getEstimations,
  getItemValueLimit,
  paymentMethodParameters,
  saveVendorAddress,
  searchAddressBook,
  updateOrder,
  validateDeliveryArea,
} from "@api/calls/request";
import { confirmPaymentIntent, createPaymentIntent, getSavedCards, initPaymentWallet, validateVoucher } from "@api/calls/payment";
import { type CountryCode, COUNTRIES } from "@config/countries";
import type { DeploymentConfig } from "@config/deployment";
import type { OrderRecord, Vendor } from "@domain/contract";
import type { Flags } from "@domain/flags";
import { hasCoordinates } from "@domain/request/coordinates";
import type { GuestSender } from "@domain/request/payload";
import { selectFlags } from "@machines/flags/flags.selectors";
import { feeRefreshMachine } from "@machines/fee-refresh/fee-refresh.machine";
import { paymentIntentMachine } from "@machines/payment-intent/payment-intent.machine";
import type { FailedTransaction } from "@machines/request-flow/request-flow.actors";
import {
  type RequestCountry,
  type RequestFlags,
  type RequestFlowInput,
  type RequestMode,
  requestFlowMachine,
} from "@machines/request-flow/request-flow.machine";
import { voucherMachine } from "@machines/voucher/voucher.machine";
import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import type { FlagsActor } from "./app-services";
import { appendGuestOrderId } from "./guest-orders";
import type { NotifyRequest } from "./notify";
import type { KeyValueStore } from "./storage";

export type RequestFlowActor = ActorRefFrom<typeof requestFlowMachine>;

/** Local storage key of the guest's sender data (core §3 "stored guest data"). */
export const GUEST_SENDER_KEY = "rrp.guest-sender";

/** What a guest told us about themselves; the location comes from the origin step of a flow. */
export type StoredGuestSender = Omit<GuestSender, "location"> & { location: GuestSender["location"] | null };

export function readGuestSender(store: KeyValueStore): StoredGuestSender | null {
  const raw = store.get(GUEST_SENDER_KEY);
  if (!raw) return null;
  try {
    const x = JSON.parse(raw) as Partial<StoredGuestSender>;
    if (typeof x.name !== "string" || typeof x.phone_number !== "string" || typeof x.email !== "string" || !x.name.trim()) return null;
    const l = x.location;
    const location =
      l && hasCoordinates(l) && typeof l.address === "string" ? { latitude: l.latitude, longitude: l.longitude, address: l.address, notes: typeof l.notes === "string" ? l.notes : "" } : null;
    return { name: x.name, email: x.email, phone_number: x.phone_number, location };
  } catch {
    return null;
  }
}

export function writeGuestSender(store: KeyValueStore, sender: StoredGuestSender): void {
  store.set(GUEST_SENDER_KEY, JSON.stringify(sender));
}

/** The sender block the flow expects; without a stored location the flow asks for the origin first. */
export function guestSenderInput(sender: StoredGuestSender): GuestSender {
  return { ...sender, location: sender.location ?? { latitude: Number.NaN, longitude: Number.NaN, address: "", notes: "" } };
}

/** The request flow's view of the deployment: country code, currency, zone, geolocator language, default method. */
export function requestCountry(config: DeploymentConfig): RequestCountry {
  const country = COUNTRIES[config.country as CountryCode] as { geolocatorLanguage?: string } | undefined;
  return {
    code: config.country,
    currency: config.currency,
    timezone: config.timezone,
    language: country?.geolocatorLanguage ?? "en",
    defaultPaymentMethod: config.paymentMethod,
  };
}

/** The flags the flow reads. */
export const requestFlags = (f: Flags): RequestFlags => ({
  preOrder: f.pre_order,
  activateAddressBook: f["activate-address-book"],
  drawDeliveryAreas: f["draw-delivery-areas"],
  voucher: f.voucher,
  nonePaymentMethod: f["none-payment-method"],
});

export interface RequestServicesDeps {
  config: DeploymentConfig;
  api: ApiClient;
  store: KeyValueStore;
  flags: FlagsActor;
  notify: (request: NotifyRequest) => void;
  /** Goes to /order-tracking?order_id=… (the router). */
  navigateToTracking: (orderId: string) => void;
  /** Sends the browser to another page (default window.location.assign). */
  redirect?: (url: string) => void;
  /** The clock (epoch ms). */
  now?: () => number;
  /** WebCrypto card encryption (tests pass a fake). */
  encrypt?: typeof encryptCard;
}

export type OpenParams = { vendor: Vendor; mode: RequestMode; orderId?: string | null };

/** What the request page shows around the flow. */
export type RequestServicesState = {
  /** The running flow, null while it cannot start yet. */
  actor: RequestFlowActor | null;
  /** ?orderID= is being read. */
  loadingOrder: boolean;
  /** ?orderID= could not be read. */
  orderNotFound: boolean;
  /** A guest who has not given their sender data yet. */
  needsGuestSender: boolean;
  /** The stored guest sender data (guests). */
  guestSender: StoredGuestSender | null;
  /** Delivery areas of the vendor (draw-delivery-areas), rings of [lng, lat]. */
  areas: number[][][] | null;
};

export interface RequestServices {
  getState(): RequestServicesState;
  subscribe(listener: () => void): () => void;
  /** Starts (or keeps) the flow of this vendor, mode and ?orderID. */
  open(params: OpenParams): void;
  /** Stops the flow (the page goes away). */
  close(): void;
  /** The guest gives (or changes) their sender data; the flow (re)starts with it. */
  saveGuestSender(sender: StoredGuestSender): void;
  /** The guest wants to change their sender data. */
  editGuestSender(): void;
  /** Failed order calls recorded by the flow (newest last, at most 20). */
  readonly failedTransactions: readonly FailedTransaction[];
  /** The provided machine (tests). */
  readonly machine: typeof requestFlowMachine;
}

const EMPTY_STATE: RequestServicesState = {
  actor: null,
  loadingOrder: false,
  orderNotFound: false,
  needsGuestSender: false,
  guestSender: null,
  areas: null,
};

export function createRequestServices(deps: RequestServicesDeps): RequestServices {
  const { api, config, store, flags, notify } = deps;
  const now = deps.now ?? (() => Date.now());
  const redirect = deps.redirect ?? ((url: string) => window.location.assign(url));
  const encrypt = deps.encrypt ?? encryptCard;
  const serviceHours = cachedServiceHours(api);
  const paymentParameters = paymentMethodParameters(api, { now });
  const failedTransactions: FailedTransaction[] = [];
  const country = requestCountry(config);

  // The SignatureExpired retry of both the order and the online payment (one child, one fee call).
  const feeRefresh = feeRefreshMachine.provide({
    actors: { recomputeFee: fromPromise(({ input, signal }) => getDeliveryFee(api, input, signal)) },
  });
  const machine = requestFlowMachine.provide({
    actors: {
      readClock: fromPromise(async () => now()),
      saveOriginAddress: fromPromise(({ input, signal }) => saveVendorAddress(api, input, signal)),
      fetchServiceHours: fromPromise(({ input, signal }) => serviceHours(input.vendorId, signal)),
      autocomplete: fromPromise(({ input, signal }) => geolocatorAutocomplete(api, input, signal)),
      searchAddressBook: fromPromise(({ input, signal }) => searchAddressBook(api, input, signal)),
      reverseGeocode: fromPromise(({ input, signal }) => geolocatorReverse(api, input, signal)),
      placeDetails: fromPromise(({ input, signal }) => geolocatorDetails(api, input, signal)),
      validateArea: fromPromise(({ input, signal }) => validateDeliveryArea(api, input, signal)),
      computeFee: fromPromise(({ input, signal }) => getDeliveryFee(api, input, signal)),
      fetchEstimations: fromPromise(({ input, signal }) => getEstimations(api, input, signal)),
      fetchItemValueLimit: fromPromise(({ signal }) => getItemValueLimit(api, undefined, signal)),
      fetchPaymentMethods: fromPromise(({ signal }) => paymentParameters(signal)),
      fetchSavedCards: fromPromise(({ input, signal }) => getSavedCards(api, input, signal)),
      createOrder: fromPromise(({ input, signal }) => createOrder(api, input, signal)),
      updateOrder: fromPromise(({ input, signal }) => updateOrder(api, input, signal)),
      recordFailedTransaction: fromPromise<void, FailedTransaction>(async ({ input }) => {
        failedTransactions.push(input);
        if (failedTransactions.length > 20) failedTransactions.shift();
        // The transaction log of this deployment: the analytics data layer (no customer data).
        const target = globalThis as unknown as { dataLayer?: unknown[] };
        target.dataLayer ??= [];
        target.dataLayer.push({ event: "request_failed_transaction", kind: input.kind, vendor_id: input.vendorId, error: input.error, error_key: input.errorKey });
      }),
      feeRefresh,
      voucher: voucherMachine.provide({
        actors: { validateVoucher: fromPromise(({ input, signal }) => validateVoucher(api, input, signal)) },
      }),
      paymentIntent: paymentIntentMachine.provide({
        actors: {
          initWallet: fromPromise(({ input, signal }) => initPaymentWallet(api, input, signal)),
          createIntent: fromPromise(({ input, signal }) => createPaymentIntent(api, input, signal)),
          feeRefresh,
          encryptCard: fromPromise(({ input, signal }) => encrypt(api, input, signal)),
          confirmIntent: fromPromise(({ input, signal }) => confirmPaymentIntent(api, input, signal)),
        },
      }),
    },
  });

  /** The named root actor of a 3-D Secure redirect: the browser leaves the portal for the gateway's page. */
  const redirectBrowser = fromPromise<void, { url: string }>(async ({ input }) => redirect(input.url));

  let state: RequestServicesState = { ...EMPTY_STATE, guestSender: readGuestSender(store) };
  const listeners = new Set<() => void>();
  const setState = (patch: Partial<RequestServicesState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  /** Vendors whose origin address a flow saved (the vendor list still has the old record). */
  const savedVendors = new Map<string, Vendor>();
  let opened: { key: string; params: OpenParams; order: OrderRecord | null } | null = null;
  let generation = 0;
  let stopCurrent: (() => void) | null = null;
  let orderAbort: AbortController | null = null;

  const keyOf = (p: OpenParams) => `${p.mode}|${p.vendor.vendor_id}|${p.orderId ?? ""}`;
  const currentFlags = () => requestFlags(selectFlags(flags.getSnapshot()));

  function stopFlow() {
    stopCurrent?.();
    stopCurrent = null;
    orderAbort?.abort();
    orderAbort = null;
  }

  function startFlow() {
    stopFlow();
    if (!opened) return;
    const { params, order } = opened;
    const guest = params.mode === "GUEST";
    const sender = guest ? readGuestSender(store) : null;
    if (guest && !sender) {
      setState({ actor: null, needsGuestSender: true, guestSender: null, loadingOrder: false, orderNotFound: false });
      return;
    }
    const vendor = savedVendors.get(params.vendor.vendor_id) ?? params.vendor;
    const input: RequestFlowInput = {
      vendor,
      mode: params.mode,
      country,
      flags: currentFlags(),
      orderToUpdate: order,
      guestSender: sender ? guestSenderInput(sender) : null,
    };
    const actor = createActor(machine, { input });
    const subs = [
      actor.on("notify", (e) => notify({ kind: e.kind, key: e.key, values: e.values, durationMs: e.durationMs })),
      actor.on("request.guestOrderPlaced", (e) => {
        appendGuestOrderId(store, e.orderId);
        const placed = actor.getSnapshot().context.guestSender;
        if (placed && hasCoordinates(placed.location)) {
          writeGuestSender(store, placed);
          setState({ guestSender: placed });
        }
      }),
      actor.subscribe({
        next: (s) => {
          const v = s.context.vendor;
          if (!guest && v !== vendor && hasCoordinates(v.vendor_information.location)) savedVendors.set(v.vendor_id, v);
          if (s.status !== "done") return;
          const output = s.output;
          if (output?.redirectUrl) {
            createActor(redirectBrowser, { input: { url: output.redirectUrl } }).start();
            return;
          }
          if (output?.orderId) {
            deps.navigateToTracking(output.orderId);
            // The flow resets: a fresh one for the same vendor (the tracking page usually closes it).
            queueMicrotask(() => {
              if (state.actor === actor) {
                if (opened) opened = { ...opened, order: null, key: keyOf({ ...opened.params, orderId: null }) };
                startFlow();
              }
            });
          }
        },
        error: () => undefined,
      }),
    ];
    stopCurrent = () => {
      for (const sub of subs) sub.unsubscribe();
      actor.stop();
    };
    actor.start();
    setState({ actor, needsGuestSender: false, guestSender: sender, loadingOrder: false, orderNotFound: false });
  }

  function loadAreas(vendorId: string, gen: number) {
    if (!currentFlags().drawDeliveryAreas) {
      setState({ areas: null });
      return;
    }
    getDeliveryAreas(api, { vendorId }).then(
      (areas) => gen === generation && setState({ areas }),
      () => gen === generation && setState({ areas: null }),
    );
  }

  let drawAreas = currentFlags().drawDeliveryAreas;
  flags.subscribe((s) => {
    const f = requestFlags(selectFlags(s));
    state.actor?.send({ type: "FLAGS.CHANGED", flags: f });
    if (f.drawDeliveryAreas !== drawAreas) {
      drawAreas = f.drawDeliveryAreas;
      if (opened) loadAreas(opened.params.vendor.vendor_id, generation);
    }
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(params) {
      const key = keyOf(params);
      if (opened?.key === key && (state.actor || state.loadingOrder || state.needsGuestSender || state.orderNotFound)) return;
      stopFlow();
      const gen = ++generation;
      opened = { key, params, order: null };
      loadAreas(params.vendor.vendor_id, gen);
      if (!params.orderId) {
        startFlow();
        return;
      }
      // Update mode: read the order first (the flow starts with it as its orderToUpdate).
      const abort = new AbortController();
      orderAbort = abort;
      setState({ actor: null, loadingOrder: true, orderNotFound: false, needsGuestSender: false });
      getOrder(api, { vendorId: params.vendor.vendor_id, orderId: params.orderId }, abort.signal).then(
        (order) => {
          if (gen !== generation || !opened) return;
          orderAbort = null;
          opened = { ...opened, order };
          startFlow();
        },
        () => {
          if (gen !== generation || abort.signal.aborted) return;
          orderAbort = null;
          setState({ actor: null, loadingOrder: false, orderNotFound: true });
        },
      );
    },
    close() {
      generation++;
      stopFlow();
      opened = null;
      setState({ actor: null, loadingOrder: false, orderNotFound: false, needsGuestSender: false, areas: null });
    },
    saveGuestSender(sender) {
      writeGuestSender(store, sender);
      setState({ guestSender: sender });
      if (opened?.params.mode === "GUEST") startFlow();
    },
    editGuestSender() {
      const current = readGuestSender(store);
      store.remove(GUEST_SENDER_KEY);
      stopFlow();
      setState({ actor: null, needsGuestSender: true, guestSender: current });
    },
    failedTransactions,
    machine,
  };
}

/** The running app's request services, created on first use (the request page's chunk). */
const created = new WeakMap<object, RequestServices>();

export function requestServicesFor(
  app: { config: DeploymentConfig; api: ApiClient; store: KeyValueStore; flags: FlagsActor },
  options: { notify: (request: NotifyRequest) => void; navigateToTracking: (orderId: string) => void },
): RequestServices {
  let services = created.get(app);
  if (!services) {
    services = createRequestServices({ ...app, ...options });
    created.set(app, services);
  }
  return services;
}
