// Help-centre machine (second file §2, §3, §4, §7): open or closed.
//
// `closed` until HELP.OPEN (the round button on desktop, the /helpcenter/{vendorID} page on mobile)
// with the vendor, the user and the deployment's words. `opening` first fetches the vendor's hc token
// (`fetchingToken`, GET /vendor/{id}/hc_jwt_token), then calls the help-centre service's init with it
// (`initialising`, POST {help host}/conditions-api/v1/init with every field the spec lists) and
// keeps the URL it answers for the iframe. `open` shows it; after `tokenRefresh` (one hour minus 5
// minutes) it fetches a new token (`refreshing`) and goes on showing the same page: the bridge
// grants the newest token. Any failure goes to `failed`, which emits `help-center.failed` and can
// be retried. HELP.CLOSE closes it from anywhere (its requests are cancelled); HELP.OPEN while open
// opens again for the vendor it names.
import { HC_TOKEN_REFRESH_MS, HELP_CENTRE_FAILED_KEY, type HelpCentreUser } from "@domain/help-centre";
import { assign, emit, setup } from "xstate";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import { fetchHcToken, initHelpCentre } from "./help-centre.actors";

export { HC_TOKEN_REFRESH_MS };

export type HelpCentreRequest = {
  vendorId: string;
  user: HelpCentreUser;
  brand: string;
  country: string;
  locale: string;
  appVersion: string;
  /** The help-centre service's host ("" for this portal's own origin): the bridge talks to its origin only. */
  helpHost: string;
};

export type HelpCentreContext = {
  /** What the help centre was opened for (null while closed). */
  request: HelpCentreRequest | null;
  token: string | null;
  url: string | null;
};

export type HelpCentreEvent = ({ type: "HELP.OPEN" } & HelpCentreRequest) | { type: "HELP.CLOSE" } | { type: "RETRY" };

export const helpCentreMachine = setup({
  types: {
    context: {} as HelpCentreContext,
    events: {} as HelpCentreEvent,
    emitted: {} as NotifyEvent,
  },
  actors: { fetchHcToken, initHelpCentre },
  delays: {
    /** The token is refreshed hourly minus 5 minutes while the help centre is open. */
    tokenRefresh: HC_TOKEN_REFRESH_MS,
  },
  actions: {
    /** The vendor, user and words the help centre is opened with; a new opening forgets the old page. */
    storeRequest: assign((_, p: { request: HelpCentreRequest }) => ({ request: p.request, token: null, url: null })),
    storeToken: assign((_, p: { token: string }) => ({ token: p.token })),
    storeUrl: assign((_, p: { url: string }) => ({ url: p.url })),
    /** Closed: nothing of the page or its token is kept. */
    forget: assign({ request: null, token: null, url: null }),
    /** The spec's failure message. */
    notifyFailed: emit(() => notifyEvent("ERROR", HELP_CENTRE_FAILED_KEY)),
  },
}).createMachine({
  id: "helpCentre",
  context: { request: null, token: null, url: null },
  initial: "closed",
  on: {
    "HELP.OPEN": {
      target: ".opening",
      reenter: true,
      actions: { type: "storeRequest", params: ({ event }) => ({ request: requestOf(event) }) },
    },
  },
  states: {
    closed: {},
    opening: {
      initial: "fetchingToken",
      tags: ["loading"],
      on: { "HELP.CLOSE": { target: "closed", actions: "forget" } },
      states: {
        fetchingToken: {
          invoke: {
            id: "fetchHcToken",
            src: "fetchHcToken",
            input: ({ context }) => ({ vendorId: context.request?.vendorId ?? "" }),
            onDone: { target: "initialising", actions: { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) } },
            onError: "#helpCentre.failed",
          },
        },
        initialising: {
          invoke: {
            id: "initHelpCentre",
            src: "initHelpCentre",
            input: ({ context }) => {
              const r = context.request as HelpCentreRequest;
              return { user: r.user, brand: r.brand, country: r.country, locale: r.locale, appVersion: r.appVersion, token: context.token ?? "" };
            },
            onDone: { target: "#helpCentre.open", actions: { type: "storeUrl", params: ({ event }) => ({ url: event.output.url }) } },
            onError: "#helpCentre.failed",
          },
        },
      },
    },
    open: {
      initial: "showing",
      on: { "HELP.CLOSE": { target: "closed", actions: "forget" } },
      states: {
        showing: {
          after: { tokenRefresh: "refreshing" },
        },
        refreshing: {
          invoke: {
            id: "refreshHcToken",
            src: "fetchHcToken",
            input: ({ context }) => ({ vendorId: context.request?.vendorId ?? "" }),
            onDone: { target: "showing", actions: { type: "storeToken", params: ({ event }) => ({ token: event.output.token }) } },
            onError: "#helpCentre.failed",
          },
        },
      },
    },
    failed: {
      entry: "notifyFailed",
      on: {
        RETRY: "opening",
        "HELP.CLOSE": { target: "closed", actions: "forget" },
      },
    },
  },
});

function requestOf(e: Extract<HelpCentreEvent, { type: "HELP.OPEN" }>): HelpCentreRequest {
  return { vendorId: e.vendorId, user: e.user, brand: e.brand, country: e.country, locale: e.locale, appVersion: e.appVersion, helpHost: e.helpHost };
}
