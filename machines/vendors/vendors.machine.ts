// Vendors machine: the vendors (branches) of the signed-in user and the one selected.
// It rests in `signedOut` until the session machine reports SESSION.SIGNED_IN, then `loading`
// fetches the user's vendors (`fetchVendors`). An error goes to `failed` (notification
// error.cant-retrieve-vendors, 10 s; RETRY loads again); an empty list goes to `empty`
// (notification error.no-vendors, 10 s; the user must contact their account manager); a list goes
// to `ready`, selecting the route's vendor when the user has it, else the first parent, else the
// first vendor. While `ready` it reads the country parameter allOutletOrders
// (`checkingOutletOrders`, a failure counts as false) and then rests in `idle`.
// In `ready`, VENDOR.SELECTED switches to another of the user's vendors and OUTLETS.TOGGLED
// changes the all-outlets toggle when the domain rule allows it (parent vendor, parameter true, not
// on the request page): the value is persisted (`persistOutletToggle`) and an INFO notification
// all-orders.notif-succes is emitted. OUTLET.SAVED {vendor} (the collection point dialog's answer)
// puts the added or edited outlet in the list. GUEST.ENTERED puts the guest vendor placeholder in `guest`.
// SESSION.SIGNED_OUT from anywhere returns to `signedOut` and forgets every vendor (only the
// persisted toggle value stays).
import type { Vendor } from "@domain/contract";
import {
  canShowAllOutletsToggle,
  GUEST_VENDOR,
  isAllOutletsToggleDisabled,
  pickInitialVendor,
} from "@domain/vendors";
import { assign, emit, setup } from "xstate";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import { fetchAllOutletOrdersParam, fetchVendors } from "./vendors.actors";

export const VENDOR_ERROR_DURATION_MS = 10_000;
export const VENDOR_MESSAGES = {
  cantRetrieveVendors: "error.cant-retrieve-vendors",
  noVendors: "error.no-vendors",
  outletToggleChanged: "all-orders.notif-succes",
} as const;

export interface VendorsInput {
  /** The persisted all-outlets toggle value (local storage). */
  includeAllOutlets: boolean;
}

export interface VendorsContext {
  vendors: Vendor[];
  selectedVendorId: string | null;
  /** The vendor the route (or GODROID token) asks for; applied when the list arrives. */
  requestedVendorId: string | null;
  /** The all-outlets toggle as the user left it (persisted). */
  includeAllOutlets: boolean;
  /** Country parameter allOutletOrders. */
  allOutletOrdersParam: boolean;
  /** Message of the last load failure, for diagnostics (the user sees the notification key). */
  error: string | null;
}

export type VendorsEvent =
  | { type: "SESSION.SIGNED_IN"; vendorId?: string | null }
  | { type: "SESSION.SIGNED_OUT" }
  | { type: "GUEST.ENTERED" }
  | { type: "VENDOR.SELECTED"; vendorId: string }
  | { type: "OUTLETS.TOGGLED"; value: boolean; onRequestPage?: boolean }
  /** A collection point the user added or edited (the platform's answer). */
  | { type: "OUTLET.SAVED"; vendor: Vendor }
  | { type: "RETRY" };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const selectedVendorOf = (c: VendorsContext) => c.vendors.find((v) => v.vendor_id === c.selectedVendorId) ?? null;

const initialContext = (includeAllOutlets: boolean): VendorsContext => ({
  vendors: [],
  selectedVendorId: null,
  requestedVendorId: null,
  includeAllOutlets,
  allOutletOrdersParam: false,
  error: null,
});

export const vendorsMachine = setup({
  types: {
    context: {} as VendorsContext,
    events: {} as VendorsEvent,
    input: {} as VendorsInput,
    emitted: {} as NotifyEvent,
  },
  actors: { fetchVendors, fetchAllOutletOrdersParam },
  guards: {
    /** An empty list is not an error of the call but the user has nothing to work with. */
    receivedNoVendors: (_, params: { vendors: Vendor[] }) => params.vendors.length === 0,
    /** Only vendors of the user can be selected (a route id of someone else's vendor is ignored). */
    userHasVendor: ({ context }, params: { vendorId: string }) =>
      context.vendors.some((v) => v.vendor_id === params.vendorId),
    /** The toggle exists for users with a parent vendor and allOutletOrders on; it is disabled on the request page and on an outlet. */
    outletToggleAllowed: ({ context }, params: { onRequestPage: boolean }) => {
      const selectedVendor = selectedVendorOf(context);
      return (
        canShowAllOutletsToggle({ vendors: context.vendors, allOutletOrdersParam: context.allOutletOrdersParam }) &&
        !isAllOutletsToggleDisabled({ onRequestPage: params.onRequestPage, selectedVendor })
      );
    },
  },
  actions: {
    /** Keeps the vendor asked for so it can be selected once the list arrives. */
    rememberRequestedVendor: assign({
      requestedVendorId: ({ context }, params: { vendorId?: string | null }) => params.vendorId ?? context.requestedVendorId,
    }),
    storeVendors: assign(({ context }, params: { vendors: Vendor[] }) => ({
      vendors: params.vendors,
      selectedVendorId: pickInitialVendor(params.vendors, context.requestedVendorId)?.vendor_id ?? null,
      requestedVendorId: null,
      error: null,
    })),
    storeError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    selectVendor: assign({ selectedVendorId: (_, params: { vendorId: string }) => params.vendorId }),
    /** A saved outlet replaces its old record, or joins the list (in id order, as GET /vendors answers). */
    upsertVendor: assign({
      vendors: ({ context }, params: { vendor: Vendor }) => {
        const others = context.vendors.filter((v) => v.vendor_id !== params.vendor.vendor_id);
        return [...others, params.vendor].sort((a, b) => (a.vendor_id < b.vendor_id ? -1 : a.vendor_id > b.vendor_id ? 1 : 0));
      },
    }),
    storeAllOutletOrdersParam: assign({ allOutletOrdersParam: (_, params: { value: boolean }) => params.value }),
    /** A parameter that cannot be read keeps the toggle hidden rather than blocking the vendors. */
    disableAllOutletOrders: assign({ allOutletOrdersParam: false }),
    storeOutletToggle: assign({ includeAllOutlets: (_, params: { value: boolean }) => params.value }),
    /** Writes the toggle to local storage; provided at the composition root. */
    persistOutletToggle: (_, _params: { value: boolean }) => {},
    /** Sign-out forgets vendors, selection and parameter; the persisted toggle value stays. */
    resetContext: assign(({ context }) => initialContext(context.includeAllOutlets)),
    enterGuestVendor: assign({
      vendors: [GUEST_VENDOR],
      selectedVendorId: GUEST_VENDOR.vendor_id,
      requestedVendorId: null,
      allOutletOrdersParam: false,
      error: null,
    }),
    notifyCantRetrieveVendors: emit(notifyEvent("ERROR", VENDOR_MESSAGES.cantRetrieveVendors, { durationMs: VENDOR_ERROR_DURATION_MS })),
    notifyNoVendors: emit(notifyEvent("ERROR", VENDOR_MESSAGES.noVendors, { durationMs: VENDOR_ERROR_DURATION_MS })),
    notifyOutletToggleChanged: emit(notifyEvent("INFO", VENDOR_MESSAGES.outletToggleChanged)),
  },
}).createMachine({
  id: "vendors",
  context: ({ input }) => initialContext(input?.includeAllOutlets ?? false),
  initial: "signedOut",
  on: {
    "SESSION.SIGNED_OUT": { target: ".signedOut", actions: "resetContext" },
  },
  states: {
    signedOut: {
      on: {
        "SESSION.SIGNED_IN": {
          target: "loading",
          actions: { type: "rememberRequestedVendor", params: ({ event }) => ({ vendorId: event.vendorId }) },
        },
        "GUEST.ENTERED": { target: "guest" },
      },
    },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchVendors",
        src: "fetchVendors",
        onDone: [
          { guard: { type: "receivedNoVendors", params: ({ event }) => ({ vendors: event.output }) }, target: "empty" },
          { target: "ready", actions: { type: "storeVendors", params: ({ event }) => ({ vendors: event.output }) } },
        ],
        onError: { target: "failed", actions: { type: "storeError", params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        "VENDOR.SELECTED": {
          actions: { type: "rememberRequestedVendor", params: ({ event }) => ({ vendorId: event.vendorId }) },
        },
      },
    },
    ready: {
      initial: "checkingOutletOrders",
      states: {
        checkingOutletOrders: {
          invoke: {
            id: "fetchAllOutletOrdersParam",
        src: "fetchAllOutletOrdersParam",
            onDone: {
              target: "idle",
              actions: { type: "storeAllOutletOrdersParam", params: ({ event }) => ({ value: event.output }) },
            },
            onError: { target: "idle", actions: "disableAllOutletOrders" },
          },
        },
        idle: {},
      },
      on: {
        "VENDOR.SELECTED": {
          guard: { type: "userHasVendor", params: ({ event }) => ({ vendorId: event.vendorId }) },
          actions: { type: "selectVendor", params: ({ event }) => ({ vendorId: event.vendorId }) },
        },
        "OUTLET.SAVED": { actions: { type: "upsertVendor", params: ({ event }) => ({ vendor: event.vendor }) } },
        "OUTLETS.TOGGLED": {
          guard: { type: "outletToggleAllowed", params: ({ event }) => ({ onRequestPage: event.onRequestPage ?? false }) },
          actions: [
            { type: "storeOutletToggle", params: ({ event }) => ({ value: event.value }) },
            { type: "persistOutletToggle", params: ({ event }) => ({ value: event.value }) },
            "notifyOutletToggleChanged",
          ],
        },
      },
    },
    failed: {
      entry: "notifyCantRetrieveVendors",
      on: { RETRY: { target: "loading" } },
    },
    empty: {
      entry: "notifyNoVendors",
      on: { RETRY: { target: "loading" } },
    },
    guest: {
      entry: "enterGuestVendor",
      on: {
        "SESSION.SIGNED_IN": {
          target: "loading",
          actions: [
            "resetContext",
            { type: "rememberRequestedVendor", params: ({ event }) => ({ vendorId: event.vendorId }) },
          ],
        },
      },
    },
  },
});
