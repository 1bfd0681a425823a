// Request page machine: the page around one request flow (core section 2 "Request a rider", second
// file section 4): which flow runs, for which vendor, and what happens when it ends.
//
// It rests in `closed` until the root opens it for the route's vendor, REQUEST.OPENED {vendor, mode,
// orderId, paymentReturn} (update mode when ?orderID= is set; paymentReturn: back from 3-D Secure,
// handed to the request flow); another vendor, mode or order opens it anew
// (re-entering `open`), the same one again changes nothing, REQUEST.CLOSED (the page left) stops
// everything. While `open`, two regions:
// - `flow`: `readingGuestSender` reads a guest's stored sender data (`readGuestSender`); `deciding`
//   then goes to `loadingOrder` in update mode (`fetchOrder`, GET /order: the flow starts with the
//   order; a failure is `orderNotFound`), to `askingGuestSender` for a guest who has not given their
//   name, phone and e-mail yet (GUEST_SENDER.SAVED {sender} keeps them through the named action
//   `persistGuestSender` and goes on), or to `running`. `running` invokes the request flow
//   (`requestFlow`: the request-flow machine as the composition root provides it; systemId
//   requestFlow) with the vendor (the copy whose origin address a flow saved, if any), the mode, the country, the flags, the order and the guest's sender block, and a
//   relay that brings its `notify` events (emitted again for the root), `request.guestOrderPlaced`
//   (the named action `appendGuestOrder` adds the order to the guest orders list, and the sender with
//   the origin the flow asked for is kept; the event is emitted again for the root, which offers the
//   guest an account) and its facts (FLOW.CHANGED {vendor, guestSender}: a vendor
//   whose origin address the flow saved is remembered, so the next flow starts from it). The flow's
//   output ends it: {redirectUrl} (3-D Secure) → `redirecting` (`redirectBrowser`); {orderId} → the
//   named action `navigateToTracking` and a fresh flow for the same vendor (`running` again, no
//   longer in update mode). GUEST_SENDER.EDIT forgets the stored sender data (named action
//   `forgetGuestSender`) and asks again. FLAGS.CHANGED reaches the running flow.
// - `areas`: with draw-delivery-areas on, the vendor's delivery areas are read (`fetchDeliveryAreas`,
//   a failure shows none); a change of that flag decides again.
// - `usable` (issue 14): `waiting` until the page shows something the user can act on (the guest's
//   sender form, "order not found", or a flow whose facts say `shown`: resting in a step without
//   loading), then `shown`, which emits `request.usable` for the root (the order side loads after it):
//   `painting` until the frame that shows it has been painted (`waitForPaint`), then `painted`. What
//   the usable page does not need waits for `painted`, so its requests do not compete with that frame:
//   the map's place (the view shows it once painted) and the phone rules.
// - `rules`: the phone rules of the order form (libphonenumber, `loadPhoneRules`) are not needed to
//   use the form: `waitingForForm` until `usable` is `painted` (or `loaded` at once when an earlier
//   opening kept them), then `loading`; the rules are kept in context, given to every flow's input
//   and sent to the running flow (PHONE_RULES.LOADED). A failure is told to the flow
//   (PHONE_RULES.FAILED) and `failed` loads again when the flow's facts say it waits for them
//   (`needsRules`: details submitted before the rules came).
import type { OrderRecord, Vendor } from "@domain/contract";
import { hasCoordinates } from "@domain/request/coordinates";
import type { GuestSender } from "@domain/request/payload";
import type { RequestPhoneRules } from "@domain/request/validation";
import { assign, emit, or, raise, sendTo, setup, stateIn } from "xstate";
import { type FactsOf, relay } from "../app/app.relay";
import type {
  RequestCountry,
  RequestFlags,
  PaymentReturn,
  RequestFlowInput,
  RequestFlowOutput,
  RequestMode,
} from "../request-flow/request-flow.machine";
import type { NotifyEvent } from "../shared/notify";
import { fetchDeliveryAreas, fetchOrder, loadPhoneRules, readGuestSender, redirectBrowser, requestFlow, waitForPaint } from "./request-page.actors";
import { guestSenderInput, type StoredGuestSender } from "./request-page.inputs";

/** paymentReturn: back from the 3-D Secure page (issue 17); it does not make another request of it. */
export type RequestOpening = { vendor: Vendor; mode: RequestMode; orderId: string | null; paymentReturn?: PaymentReturn | null };

export type RequestPageInput = { country: RequestCountry; flags: RequestFlags };

export type RequestPageContext = RequestPageInput & {
  /** What the page was opened for (null while closed). */
  request: RequestOpening | null;
  /** Update mode: the order read for ?orderID=. */
  order: OrderRecord | null;
  /** A guest's sender data (stored, or just given). */
  guestSender: StoredGuestSender | null;
  /** The running flow's guest sender (with the origin it asked for). */
  flowSender: GuestSender | null;
  /** Vendors whose origin address a flow saved (the vendor list still has the old record). */
  savedVendors: Record<string, Vendor>;
  /** The vendor's delivery areas (draw-delivery-areas), rings of [lng, lat]. */
  areas: number[][][] | null;
  /** The order form's phone rules once loaded (kept for every later flow). */
  phoneRules: RequestPhoneRules | null;
};

/**
 * The running flow's facts: its vendor and guest sender; `shown`: it rests in a step the user acts on
 * (not starting, nothing loading); `needsRules`: its details wait for the phone rules.
 */
export type FlowChanged = { type: "FLOW.CHANGED"; vendor: Vendor; guestSender: GuestSender | null; shown?: boolean; needsRules?: boolean };

/** Emitted for the root: the page shows something the user can act on (once per opening). */
export type RequestUsable = { type: "request.usable" };

/** Emitted for the root: a guest placed an order (the guest-register popup is offered). */
export type GuestOrderPlaced = { type: "request.guestOrderPlaced"; orderId: string };

export type RequestPageEvent =
  | ({ type: "REQUEST.OPENED" } & RequestOpening)
  | { type: "REQUEST.CLOSED" }
  | { type: "FLAGS.CHANGED"; flags: RequestFlags }
  | { type: "GUEST_SENDER.SAVED"; sender: StoredGuestSender }
  | { type: "GUEST_SENDER.EDIT" }
  | FlowChanged
  | { type: "request.guestOrderPlaced"; orderId: string }
  | { type: "PHONE_RULES.READY" }
  | { type: "PHONE_RULES.UNAVAILABLE" }
  | NotifyEvent;

/** The facts of the running flow the page keeps (relay). */
type FlowSnapshot = {
  context: { vendor: Vendor; guestSender: GuestSender | null };
  matches: (value: string | Record<string, string>) => boolean;
  hasTag: (tag: string) => boolean;
};

export const flowFacts: FactsOf = (s: FlowSnapshot) => ({
  type: "FLOW.CHANGED",
  vendor: s.context.vendor,
  guestSender: s.context.guestSender,
  shown: !s.matches("starting") && !s.hasTag("loading"),
  needsRules: s.matches({ ordering: "waitingForRules" }),
});

const keyOf = (r: RequestOpening | null) => (r ? `${r.mode}|${r.vendor.vendor_id}|${r.orderId ?? ""}` : "");

const isGuest = (c: RequestPageContext) => c.request?.mode === "GUEST";

/** The vendor the flow starts with: the copy with a saved origin address when a flow saved one. */
const flowVendor = (c: RequestPageContext): Vendor => {
  const vendor = c.request?.vendor as Vendor;
  return c.savedVendors[vendor.vendor_id] ?? vendor;
};

export const requestPageMachine = setup({
  types: {
    context: {} as RequestPageContext,
    events: {} as RequestPageEvent,
    input: {} as RequestPageInput,
    emitted: {} as NotifyEvent | GuestOrderPlaced | RequestUsable,
  },
  actors: { requestFlow, relay, readGuestSender, fetchOrder, fetchDeliveryAreas, redirectBrowser, loadPhoneRules, waitForPaint },
  guards: {
    /** The route asks for the flow that is already open. */
    isSameRequest: ({ context }, p: { request: RequestOpening }) => keyOf(context.request) === keyOf(p.request),
    /** Update mode: the order must be read before the flow starts. */
    needsOrder: ({ context }) => !!context.request?.orderId && context.order === null,
    /** A guest gives their name, phone and e-mail before the first request. */
    needsGuestSender: ({ context }) => isGuest(context) && context.guestSender === null,
    drawsAreas: ({ context }) => context.flags.drawDeliveryAreas,
    drawAreasChanged: ({ context }, p: { flags: RequestFlags }) => context.flags.drawDeliveryAreas !== p.flags.drawDeliveryAreas,
    /** 3-D Secure: the payment continues on the gateway's page. */
    redirects: (_, p: { output: RequestFlowOutput | undefined }) => !!p.output?.redirectUrl,
    /** The flow knows the guest's origin: next time the guest starts from it. */
    flowSenderHasOrigin: ({ context }) => !!context.flowSender && hasCoordinates(context.flowSender.location),
    placedOrder: (_, p: { output: RequestFlowOutput | undefined }) => !!p.output?.orderId,
    /** The flow rests in a step the user acts on. */
    flowShown: (_, p: { shown: boolean | undefined }) => p.shown === true,
    /** The flow's details wait for the phone rules. */
    flowNeedsRules: (_, p: { needsRules: boolean | undefined }) => p.needsRules === true,
    /** An earlier opening loaded the phone rules. */
    hasPhoneRules: ({ context }) => context.phoneRules !== null,
    /** The page shows a form or an answer without a flow: the guest's sender form, or "order not found". */
    showsWithoutFlow: or([stateIn({ open: { flow: "askingGuestSender" } }), stateIn({ open: { flow: "orderNotFound" } })]),
    usablePainted: stateIn({ open: { usable: { shown: "painted" } } }),
  },
  actions: {
    open: assign((_, p: { request: RequestOpening }) => ({ request: p.request, order: null, flowSender: null, areas: null })),
    close: assign({ request: null, order: null, flowSender: null, areas: null }),
    storeFlags: assign((_, p: { flags: RequestFlags }) => ({ flags: p.flags })),
    storeGuestSender: assign((_, p: { sender: StoredGuestSender | null }) => ({ guestSender: p.sender })),
    storeOrder: assign((_, p: { order: OrderRecord }) => ({ order: p.order })),
    storeAreas: assign((_, p: { areas: number[][][] | null }) => ({ areas: p.areas })),
    /** The next flow creates a new order (update mode ends with the update). */
    leaveUpdateMode: assign(({ context }) => ({ order: null, request: context.request ? { ...context.request, orderId: null } : null })),
    /** Keeps the flow's vendor when it got its origin address saved, and the flow's guest sender. */
    rememberFlow: assign(({ context }, p: { vendor: Vendor; guestSender: GuestSender | null }) => {
      const saved =
        !isGuest(context) && p.vendor !== flowVendor(context) && hasCoordinates(p.vendor.vendor_information.location)
          ? { ...context.savedVendors, [p.vendor.vendor_id]: p.vendor }
          : context.savedVendors;
      return { savedVendors: saved, flowSender: p.guestSender };
    }),
    /** The sender of a placed guest order, with the origin the flow asked for, is the one to keep. */
    keepFlowSender: assign(({ context }) => ({ guestSender: context.flowSender })),
    /** Once: the root loads what the page does not show (the order side) after this. */
    announceUsable: emit({ type: "request.usable" as const }),
    storePhoneRules: assign((_, p: { rules: RequestPhoneRules }) => ({ phoneRules: p.rules })),
    /** The `flow` region hears of the rules (a running flow is told; a flow started later gets them in its input). */
    raiseRulesReady: raise({ type: "PHONE_RULES.READY" as const }),
    raiseRulesFailed: raise({ type: "PHONE_RULES.UNAVAILABLE" as const }),
    tellFlowRules: sendTo("flow", ({ context }) => ({ type: "PHONE_RULES.LOADED" as const, rules: context.phoneRules as RequestPhoneRules })),
    tellFlowRulesFailed: sendTo("flow", { type: "PHONE_RULES.FAILED" as const }),
    forwardFlags: sendTo("flow", (_, p: { flags: RequestFlags }) => ({ type: "FLAGS.CHANGED" as const, flags: p.flags })),
    /** The root offers the guest an account (the guest-register popup). */
    forwardGuestOrder: emit((_, p: { orderId: string }) => ({ type: "request.guestOrderPlaced" as const, orderId: p.orderId })),
    forwardNotify: emit((_, p: { notify: NotifyEvent }) => ({
      type: "notify" as const,
      kind: p.notify.kind,
      key: p.notify.key,
      ...(p.notify.values ? { values: p.notify.values } : {}),
      ...(p.notify.durationMs !== undefined ? { durationMs: p.notify.durationMs } : {}),
    })),
    // Named effects, provided at the composition root (local storage, the router).
    persistGuestSender: (_, _p: { sender: StoredGuestSender }) => {},
    forgetGuestSender: () => {},
    appendGuestOrder: (_, _p: { orderId: string }) => {},
    navigateToTracking: (_, _p: { orderId: string }) => {},
  },
}).createMachine({
  id: "requestPage",
  context: ({ input }) => ({
    country: input.country,
    flags: input.flags,
    request: null,
    order: null,
    guestSender: null,
    flowSender: null,
    savedVendors: {},
    areas: null,
    phoneRules: null,
  }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "REQUEST.OPENED": { target: "open", actions: { type: "open", params: ({ event }) => ({ request: openingOf(event) }) } },
        "FLAGS.CHANGED": { actions: { type: "storeFlags", params: ({ event }) => ({ flags: event.flags }) } },
      },
    },
    open: {
      type: "parallel",
      on: {
        "REQUEST.OPENED": [
          { guard: { type: "isSameRequest", params: ({ event }) => ({ request: openingOf(event) }) } },
          { target: "open", reenter: true, actions: { type: "open", params: ({ event }) => ({ request: openingOf(event) }) } },
        ],
        "REQUEST.CLOSED": { target: "closed", actions: "close" },
      },
      states: {
        flow: {
          initial: "readingGuestSender",
          states: {
            readingGuestSender: {
              invoke: {
                id: "readGuestSender",
                src: "readGuestSender",
                onDone: { target: "deciding", actions: { type: "storeGuestSender", params: ({ event }) => ({ sender: event.output }) } },
                onError: { target: "deciding" },
              },
            },
            deciding: {
              always: [{ guard: "needsOrder", target: "loadingOrder" }, { guard: "needsGuestSender", target: "askingGuestSender" }, { target: "running" }],
            },
            loadingOrder: {
              invoke: {
                id: "fetchOrder",
                src: "fetchOrder",
                input: ({ context }) => ({ vendorId: context.request?.vendor.vendor_id ?? "", orderId: context.request?.orderId ?? "" }),
                onDone: { target: "deciding", actions: { type: "storeOrder", params: ({ event }) => ({ order: event.output }) } },
                onError: { target: "orderNotFound" },
              },
            },
            orderNotFound: {},
            askingGuestSender: {
              on: {
                "GUEST_SENDER.SAVED": {
                  target: "deciding",
                  actions: [
                    { type: "persistGuestSender", params: ({ event }) => ({ sender: event.sender }) },
                    { type: "storeGuestSender", params: ({ event }) => ({ sender: event.sender }) },
                  ],
                },
              },
            },
            running: {
              invoke: [
                {
                  id: "flow",
                  src: "requestFlow",
                  systemId: "requestFlow",
                  input: ({ context }: { context: RequestPageContext }): RequestFlowInput => ({
                    vendor: flowVendor(context),
                    mode: context.request?.mode ?? "CLASSIC",
                    country: context.country,
                    flags: context.flags,
                    orderToUpdate: context.order,
                    guestSender: isGuest(context) && context.guestSender ? guestSenderInput(context.guestSender) : null,
                    paymentReturn: context.request?.paymentReturn ?? null,
                    phoneRules: context.phoneRules,
                  }),
                  onDone: [
                    { guard: { type: "redirects", params: ({ event }) => ({ output: event.output as RequestFlowOutput }) }, target: "redirecting" },
                    {
                      guard: { type: "placedOrder", params: ({ event }) => ({ output: event.output as RequestFlowOutput }) },
                      target: "running",
                      reenter: true,
                      actions: [{ type: "navigateToTracking", params: ({ event }) => ({ orderId: (event.output as RequestFlowOutput).orderId ?? "" }) }, "leaveUpdateMode"],
                    },
                  ],
                },
                { id: "flowRelay", src: "relay", input: { source: "requestFlow", emitted: ["notify", "request.guestOrderPlaced"], facts: flowFacts } },
              ],
              on: {
                "FLOW.CHANGED": { actions: { type: "rememberFlow", params: ({ event }) => ({ vendor: event.vendor, guestSender: event.guestSender }) } },
                // A guest's order joins the guest orders list; the sender with the origin is kept.
                "request.guestOrderPlaced": [
                  {
                    guard: "flowSenderHasOrigin",
                    actions: [
                      { type: "appendGuestOrder", params: ({ event }) => ({ orderId: event.orderId }) },
                      { type: "persistGuestSender", params: ({ context }) => ({ sender: context.flowSender as StoredGuestSender }) },
                      "keepFlowSender",
                      { type: "forwardGuestOrder", params: ({ event }) => ({ orderId: event.orderId }) },
                    ],
                  },
                  {
                    actions: [
                      { type: "appendGuestOrder", params: ({ event }) => ({ orderId: event.orderId }) },
                      { type: "forwardGuestOrder", params: ({ event }) => ({ orderId: event.orderId }) },
                    ],
                  },
                ],
                notify: { actions: { type: "forwardNotify", params: ({ event }) => ({ notify: event }) } },
                "FLAGS.CHANGED": { actions: { type: "forwardFlags", params: ({ event }) => ({ flags: event.flags }) } },
                "PHONE_RULES.READY": { actions: "tellFlowRules" },
                "PHONE_RULES.UNAVAILABLE": { actions: "tellFlowRulesFailed" },
                "GUEST_SENDER.EDIT": { target: "askingGuestSender", actions: "forgetGuestSender" },
              },
            },
            redirecting: {
              invoke: {
                id: "redirectBrowser",
                src: "redirectBrowser",
                input: ({ event }) => ({ url: (event as { output?: RequestFlowOutput }).output?.redirectUrl ?? "" }),
              },
            },
          },
        },
        areas: {
          initial: "deciding",
          on: {
            "FLAGS.CHANGED": [
              {
                guard: { type: "drawAreasChanged", params: ({ event }) => ({ flags: event.flags }) },
                target: ".deciding",
                actions: [{ type: "storeFlags", params: ({ event }) => ({ flags: event.flags }) }, { type: "storeAreas", params: { areas: null } }],
              },
              { actions: { type: "storeFlags", params: ({ event }) => ({ flags: event.flags }) } },
            ],
          },
          states: {
            deciding: {
              always: [{ guard: "drawsAreas", target: "loading" }, { target: "none" }],
            },
            loading: {
              invoke: {
                id: "fetchDeliveryAreas",
                src: "fetchDeliveryAreas",
                input: ({ context }) => ({ vendorId: context.request?.vendor.vendor_id ?? "" }),
                onDone: { target: "shown", actions: { type: "storeAreas", params: ({ event }) => ({ areas: event.output }) } },
                onError: { target: "none" },
              },
            },
            shown: {},
            none: {},
          },
        },
        usable: {
          initial: "waiting",
          states: {
            waiting: {
              always: { guard: "showsWithoutFlow", target: "shown" },
              on: { "FLOW.CHANGED": { guard: { type: "flowShown", params: ({ event }) => ({ shown: event.shown }) }, target: "shown" } },
            },
            shown: {
              entry: "announceUsable",
              initial: "painting",
              states: {
                painting: { invoke: { id: "waitForPaint", src: "waitForPaint", onDone: { target: "painted" } } },
                painted: {},
              },
            },
          },
        },
        rules: {
          initial: "waitingForForm",
          states: {
            waitingForForm: {
              always: [{ guard: "hasPhoneRules", target: "loaded" }, { guard: "usablePainted", target: "loading" }],
            },
            loading: {
              invoke: {
                id: "loadPhoneRules",
                src: "loadPhoneRules",
                onDone: { target: "loaded", actions: [{ type: "storePhoneRules", params: ({ event }) => ({ rules: event.output }) }, "raiseRulesReady"] },
                onError: { target: "failed", actions: "raiseRulesFailed" },
              },
            },
            failed: {
              on: { "FLOW.CHANGED": { guard: { type: "flowNeedsRules", params: ({ event }) => ({ needsRules: event.needsRules }) }, target: "loading" } },
            },
            loaded: {},
          },
        },
      },
    },
  },
});

function openingOf(event: RequestOpening): RequestOpening {
  return { vendor: event.vendor, mode: event.mode, orderId: event.orderId ?? null, paymentReturn: event.paymentReturn ?? null };
}
