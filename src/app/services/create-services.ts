// The composition root's wiring: the API client and the long-lived actors (flags, session,
// vendors, build check) created with their REAL effects through machine.provide({ actors, actions }),
// and the events between them:
// - session `session.loggedIn` → flags REFRESH (and the vendors follow the session state, below);
// - session `session.loggedOut` → flags REFRESH and the INFO toast "You are now disconnected."
//   (auth.logout.disconnected);
// - session `session.loginFailed` → ERROR toast with key "auth.{error message}";
// - the session's state decides the vendors' audience: a signed-in user (also a restored session,
//   which emits nothing) → SESSION.SIGNED_IN, GODROID → SESSION.SIGNED_IN with the token's vendor,
//   guest → GUEST.ENTERED, nobody → SESSION.SIGNED_OUT;
// - flags `flags.updated` → session FLAGS.CHANGED {guestCheckout};
// - vendors `notify` → toasts; build check `buildCheck.outdated` → the 10 s outdated warning;
// - the order side (order store, live channel, rider tracker, cancel dialog, history filters and
//   their wiring: order-services.ts) is loaded as its own chunk once someone is signed in.
// The session starts once the flags are known, so its start-up decision about a stale guest login
// sees the real guest_checkout flag.
import { createApiClient } from "@api/client";
import { NETWORK_ERROR_MESSAGE, MALFORMED_ANSWER_MESSAGE } from "@api/errors";
import {
  fetchFallbackFlags,
  fetchManifest,
  fetchProviderFlags,
  getAllOutletOrdersParam,
  getVendors,
  guestToken,
  login,
  logout,
  refresh,
} from "@api/calls";
import type { DeploymentConfig } from "@config/deployment";
import { buildCheckMachine, BUILD_OUTDATED_NOTICE_MS } from "@machines/build-check/build-check.machine";
import { flagsMachine } from "@machines/flags/flags.machine";
import { selectFlags, selectFlagsReady } from "@machines/flags/flags.selectors";
import type { GuestToken, LoginInput, SessionAnswer } from "@machines/session/session.actors";
import { sessionMachine } from "@machines/session/session.machine";
import { selectAuthHeader, selectIsAuthenticated, selectMode, selectVendorIdFromToken } from "@machines/session/session.selectors";
import { vendorsMachine } from "@machines/vendors/vendors.machine";
import { createActor, fromPromise, waitFor } from "xstate";
import { i18n } from "../i18n";
import type { AppServices, SessionActor } from "./app-services";
import { type NotifyRequest, notify as showNotification } from "./notify";
import type { OrderServices, OrderServicesDeps } from "./order-services";
import { browserStore, type KeyValueStore, STORAGE_KEYS } from "./storage";

/** The login failure toast: "auth.{message}" when the catalog knows it, else the client's own keys. */
export function loginFailureKey(message: string): { key: string; fallback?: string } {
  const key = `auth.${message}`;
  if (key in (i18n.messages ?? {})) return { key };
  if (message === NETWORK_ERROR_MESSAGE) return { key: "error.network" };
  if (message === MALFORMED_ANSWER_MESSAGE) return { key: "error.malformed-answer" };
  return { key, fallback: message };
}

export type VendorAudience = { kind: "none" } | { kind: "user"; email: string } | { kind: "godroid"; vendorId: string | null } | { kind: "guest" };

/** Who the vendors belong to, from the session's state. */
export function vendorAudience(session: SessionActor): VendorAudience {
  const s = session.getSnapshot();
  if (!selectIsAuthenticated(s, Date.now() / 1000)) return { kind: "none" };
  const mode = selectMode(s);
  if (mode === "GODROID") return { kind: "godroid", vendorId: selectVendorIdFromToken(s) };
  if (mode === "GUEST") return { kind: "guest" };
  return { kind: "user", email: s.context.user?.email ?? "" };
}

const sameAudience = (a: VendorAudience, b: VendorAudience) => JSON.stringify(a) === JSON.stringify(b);

export interface CreateServicesOptions {
  config: DeploymentConfig;
  store?: KeyValueStore;
  reloadPage?: () => void;
  /** The fetch the API client uses (tests pass a fake platform). */
  fetch?: typeof fetch;
  /** Where notifications go (default: Mantine toasts). */
  notify?: (request: NotifyRequest) => void;
  /** Order side options (tests pass a fake socket, a clock, the start path). */
  orders?: Pick<OrderServicesDeps, "openSocket" | "liveUrl" | "now" | "initialPath">;
}

export async function createServices(options: CreateServicesOptions): Promise<AppServices> {
  const { config } = options;
  const store = options.store ?? browserStore();
  const reloadPage = options.reloadPage ?? (() => window.location.reload());
  const notify = options.notify ?? showNotification;
  let authorization: () => string | null = () => null;
  const api = createApiClient({ apiHost: config.apiHost, getAuthorization: () => authorization(), fetch: options.fetch });

  const flags = createActor(
    flagsMachine.provide({
      actors: {
        fetchProviderFlags: fromPromise(({ input, signal }) => fetchProviderFlags(api, input.region, signal)),
        fetchFallbackFlags: fromPromise(({ signal }) => fetchFallbackFlags(api, undefined, signal)),
      },
    }),
    { input: { region: config.region } },
  );
  flags.start();

  const vendors = createActor(
    vendorsMachine.provide({
      actors: {
        fetchVendors: fromPromise(({ signal }) => getVendors(api, undefined, signal)),
        fetchAllOutletOrdersParam: fromPromise(({ signal }) => getAllOutletOrdersParam(api, undefined, signal)),
      },
      actions: {
        persistOutletToggle: (_, params: { value: boolean }) => store.set(STORAGE_KEYS.includeAllOutlets, String(params.value)),
      },
    }),
    { input: { includeAllOutlets: store.get(STORAGE_KEYS.includeAllOutlets) === "true" } },
  );
  vendors.on("notify", (e) => notify({ kind: e.kind, key: e.key, values: e.values, durationMs: e.durationMs }));
  vendors.start();

  const buildCheck = createActor(
    buildCheckMachine.provide({
      actors: {
        fetchManifest: fromPromise(({ signal }) => fetchManifest(api, { timestamp: Date.now() }, signal)),
        reloadPage: fromPromise(async () => reloadPage()),
      },
    }),
    { input: {} },
  );
  buildCheck.on("buildCheck.outdated", () => notify({ kind: "WARNING", key: "app.outdated", durationMs: BUILD_OUTDATED_NOTICE_MS }));

  // The session decides with the real guest_checkout flag.
  await waitFor(flags, selectFlagsReady);
  const session = createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise(async () => ({
          platformToken: store.get(STORAGE_KEYS.platformToken),
          guestToken: store.get(STORAGE_KEYS.guestToken),
          guestLogin: store.get(STORAGE_KEYS.guestLogin) === "1",
          nowSec: Date.now() / 1000,
        })),
        // The answers carry the clock of their arrival: the machine never reads one.
        restoreSession: fromPromise<SessionAnswer, void>(async ({ signal }) => ({ ...(await refresh(api, undefined, signal)), nowSec: Date.now() / 1000 })),
        refresh: fromPromise<SessionAnswer, void>(async ({ signal }) => ({ ...(await refresh(api, undefined, signal)), nowSec: Date.now() / 1000 })),
        login: fromPromise<SessionAnswer, LoginInput>(async ({ input, signal }) => ({ ...(await login(api, input, signal)), nowSec: Date.now() / 1000 })),
        logout: fromPromise(({ signal }) => logout(api, undefined, signal)),
        fetchGuestToken: fromPromise(({ signal }) => guestToken(api, undefined, signal)),
        clearGuestStorage: fromPromise(async () => {
          store.remove(STORAGE_KEYS.guestToken);
          store.remove(STORAGE_KEYS.guestLogin);
          store.remove(STORAGE_KEYS.guestOrders);
        }),
        storeGuestToken: fromPromise(async ({ input }: { input: GuestToken }) => {
          store.set(STORAGE_KEYS.guestToken, input.token);
          store.set(STORAGE_KEYS.guestLogin, "1");
        }),
      },
    }),
    { input: { guestCheckout: selectFlags(flags.getSnapshot()).guest_checkout } },
  );
  authorization = () => selectAuthHeader(session.getSnapshot());

  session.on("session.loggedIn", () => flags.send({ type: "REFRESH" }));
  session.on("session.loggedOut", () => {
    flags.send({ type: "REFRESH" });
    notify({ kind: "INFO", key: "auth.logout.disconnected" });
  });
  session.on("session.loginFailed", (e) => notify({ kind: "ERROR", ...loginFailureKey(e.message) }));
  flags.on("flags.updated", (e) => session.send({ type: "FLAGS.CHANGED", guestCheckout: e.flags.guest_checkout }));

  let audience: VendorAudience = { kind: "none" };
  session.subscribe(() => {
    const next = vendorAudience(session);
    if (sameAudience(next, audience)) return;
    audience = next;
    if (next.kind === "none") vendors.send({ type: "SESSION.SIGNED_OUT" });
    else if (next.kind === "guest") {
      vendors.send({ type: "SESSION.SIGNED_OUT" });
      vendors.send({ type: "GUEST.ENTERED" });
    } else {
      vendors.send({ type: "SESSION.SIGNED_OUT" });
      vendors.send({ type: "SESSION.SIGNED_IN", vendorId: next.kind === "godroid" ? next.vendorId : null });
    }
  });
  // ---- order side (issue 4): order store, live channel, rider tracker, cancel, history filters ----
  // Its own chunk (machines, Temporal, phone rules): created once a session exists or an order page
  // asks for it, so the landing page's first load does not carry it.
  let orderServices: OrderServices | null = null;
  let orderServicesLoading: Promise<OrderServices> | null = null;
  const loadOrderServices = (): Promise<OrderServices> => {
    orderServicesLoading ??= import("./order-services")
      .then(({ createOrderServices }) => {
        orderServices = createOrderServices({ config, api, store, session, flags, vendors, notify, ...options.orders });
        return orderServices;
      })
      .catch((error: unknown) => {
        orderServicesLoading = null; // a later page may try again
        throw error;
      });
    return orderServicesLoading;
  };
  session.subscribe((s) => {
    if (!orderServicesLoading && selectIsAuthenticated(s, Date.now() / 1000)) loadOrderServices().catch(() => {});
  });

  session.start();
  buildCheck.start();

  return {
    config,
    api,
    store,
    session,
    flags,
    vendors,
    buildCheck,
    reloadPage,
    loadOrderServices,
    orderServices: () => orderServices,
  };
}
