// Every real effect of the root `app` machine and of the children it spawns, as the argument of
// `appMachine.provide(...)` (main.tsx; tests call it the same way with fake deps):
// - actors: each child machine with its own effects provided (API calls, local storage, the clock,
//   reloads), the relay over the clock, and the loaders of the order and request sides, which
//   dynamic-import their chunk (order-side.ts, request-side.ts) so the landing page never loads it;
// - actions: notifications, the login failure toast, re-running the route guards, navigation and
//   diagnostics.
// Nothing here decides anything: the charts do.
import { MALFORMED_ANSWER_MESSAGE, NETWORK_ERROR_MESSAGE } from "@api/errors";
import { PLATFORM_TOKEN_ERROR_KEY, showsPlatformTokenError, vendorIdFromPlatformToken } from "@domain/platform-token";
// Each call from its own module, not the @api/calls index: every module the index names would come with
// its contract schemas into the first load (issue 14).
import { fetchFallbackFlags, fetchProviderFlags } from "@api/calls/flags";
import { guestToken, login, logout, refresh } from "@api/calls/identity";
import { fetchManifest } from "@api/calls/manifest";
import { getAllOutletOrdersParam, getVendors } from "@api/calls/orders";
import { termsDownloadMachine } from "@machines/terms-download/terms-download.machine";
import type { appMachine, AppInput } from "@machines/app/app.machine";
import { relayLogic } from "@machines/app/app.relay";
import { buildCheckMachine } from "@machines/build-check/build-check.machine";
import { flagsMachine } from "@machines/flags/flags.machine";
import { pageLoadMachine } from "@machines/page-load/page-load.machine";
import type { GuestToken, SessionAnswer, LoginInput, RestoreInput, StoredSession } from "@machines/session/session.actors";
import { sessionMachine } from "@machines/session/session.machine";
import { vendorsMachine } from "@machines/vendors/vendors.machine";
import { welcomeMachine } from "@machines/welcome/welcome.machine";
import type { AnyRouter } from "@tanstack/react-router";
import { fromPromise } from "xstate";
import { waitForPaintLogic } from "../services/after-paint";
import { i18n } from "../i18n";
import { STORAGE_KEYS } from "../services/storage";
import type { AppDeps } from "./app-deps";
import { VENDOR_ROUTE } from "../features/shell/vendor-paths";

type AppImplementations = Parameters<typeof appMachine.provide>[0];

/** The login failure toast: "auth.{message}" when the catalog knows it, else the client's own keys. */
export function loginFailureKey(message: string): { key: string; fallback?: string } {
  const key = `auth.${message}`;
  if (key in (i18n.messages ?? {})) return { key };
  if (message === NETWORK_ERROR_MESSAGE) return { key: "error.network" };
  if (message === MALFORMED_ANSWER_MESSAGE) return { key: "error.malformed-answer" };
  return { key, fallback: message };
}

type LazyComponent = { preload?: () => Promise<void> };

/** The lazy components of the current routes that did not load (TanStack keeps `preload` after a failure). */
function pendingLazyComponents(router: AnyRouter): LazyComponent[] {
  const out: LazyComponent[] = [];
  for (const match of router.state.matches) {
    const route = router.routesById[match.routeId] as { options: { component?: unknown } } | undefined;
    const component = route?.options.component as LazyComponent | undefined;
    if (component && typeof component.preload === "function") out.push(component);
  }
  return out;
}

/** Loads the lazy components of the current routes again; rejects while one is still missing. */
export async function reloadLazyComponents(router: AnyRouter): Promise<void> {
  const pending = pendingLazyComponents(router);
  await Promise.all(pending.map((c) => c.preload?.()));
  if (pendingLazyComponents(router).length > 0) throw new Error("a lazy page is still missing");
}

/**
 * One retry of a lazy page that failed to load. The lazy components are asked again first (a browser that
 * fetches a failed module again renders the page without more ado). Chromium keeps a failed module in the
 * document's module map, so there importing it again fails at once without asking the network: then the
 * file itself is asked for, and once the network gives it the document is reloaded at the same address,
 * which loads the page afresh. Throws while the file cannot be fetched, so the page-load machine retries.
 */
export async function retryLazyPage(router: AnyRouter, failedModule: string | null, reload: () => void): Promise<void> {
  try {
    await reloadLazyComponents(router);
    return;
  } catch (stillMissing) {
    if (!failedModule) throw stillMissing;
    const answer = await fetch(failedModule, { cache: "no-store" });
    if (!answer.ok) throw new Error(`the page's code is still unavailable (${answer.status})`);
    reload();
    // The document is going away; the machine stays in its loading state until it does.
    await new Promise<never>(() => {});
  }
}

/** The root machine's input: the deployment and what the user left in local storage. */
export function appInput(deps: AppDeps): AppInput {
  return {
    config: deps.config,
    includeAllOutlets: deps.store.get(STORAGE_KEYS.includeAllOutlets) === "true",
    liveUrl: deps.liveUrl,
  };
}

export function appEffects(deps: AppDeps): AppImplementations {
  const { api, store } = deps;
  /** A login or refresh that worked sets the session hint; a refresh that failed clears it. */
  const withSessionHint = async <T>(call: () => Promise<T>, clearOnFailure = true): Promise<T> => {
    try {
      const answer = await call();
      store.set(STORAGE_KEYS.sessionHint, "1");
      return answer;
    } catch (err) {
      if (clearOnFailure) store.remove(STORAGE_KEYS.sessionHint);
      throw err;
    }
  };
  const navigate = (options: { to: string; params?: Record<string, string>; search?: unknown; replace?: boolean }) =>
    void deps.link.router?.navigate(options as never);
  return {
    actors: {
      flags: flagsMachine.provide({
        actors: {
          fetchProviderFlags: fromPromise(({ input, signal }) => fetchProviderFlags(api, input.region, signal)),
          fetchFallbackFlags: fromPromise(({ signal }) => fetchFallbackFlags(api, undefined, signal)),
        },
      }),
      vendors: vendorsMachine.provide({
        actors: {
          fetchVendors: fromPromise(({ signal }) => getVendors(api, undefined, signal)),
          fetchAllOutletOrdersParam: fromPromise(({ signal }) => getAllOutletOrdersParam(api, undefined, signal)),
        },
        actions: {
          persistOutletToggle: (_, params: { value: boolean }) => store.set(STORAGE_KEYS.includeAllOutlets, String(params.value)),
        },
      }),
      buildCheck: buildCheckMachine.provide({
        actors: {
          fetchManifest: fromPromise(({ signal }) => fetchManifest(api, { timestamp: deps.now() }, signal)),
          reloadPage: fromPromise(async () => deps.reload()),
        },
      }),
      welcome: welcomeMachine.provide({
        actors: {
          readWelcomeSeen: fromPromise(async () => store.get(STORAGE_KEYS.welcomeSeen) === "1"),
          markWelcomeSeen: fromPromise(async () => store.set(STORAGE_KEYS.welcomeSeen, "1")),
        },
      }),
      session: sessionMachine.provide({
        actors: {
          // The pure decoder, plus the one decode failure the spec shows (core §8; src/domain/platform-token.ts).
          decodePlatformToken: fromPromise<{ vendorId: string }, { token: string }>(async ({ input }) => {
            try {
              return { vendorId: vendorIdFromPlatformToken(input.token) };
            } catch (err) {
              if (showsPlatformTokenError(err)) deps.notify({ kind: "ERROR", key: PLATFORM_TOKEN_ERROR_KEY });
              throw err;
            }
          }),
          readStoredSession: fromPromise<StoredSession, void>(async () => ({
            platformToken: store.get(STORAGE_KEYS.platformToken),
            guestToken: store.get(STORAGE_KEYS.guestToken),
            guestLogin: store.get(STORAGE_KEYS.guestLogin) === "1",
            sessionHint: store.get(STORAGE_KEYS.sessionHint) === "1",
            nowSec: deps.now() / 1000,
          })),
          // The answers carry the clock of their arrival: the machine never reads one. The session
          // hint follows them: only a browser that may hold a refresh cookie asks to restore.
          restoreSession: fromPromise<SessionAnswer, RestoreInput>(async ({ input, signal }) => {
            if (!input.mayHaveSession) throw new Error("no session to restore");
            return { ...(await withSessionHint(() => refresh(api, undefined, signal))), nowSec: deps.now() / 1000 };
          }),
          refresh: fromPromise<SessionAnswer, void>(async ({ signal }) => ({ ...(await withSessionHint(() => refresh(api, undefined, signal))), nowSec: deps.now() / 1000 })),
          login: fromPromise<SessionAnswer, LoginInput>(async ({ input, signal }) => ({ ...(await withSessionHint(() => login(api, input, signal), false)), nowSec: deps.now() / 1000 })),
          logout: fromPromise(async ({ signal }) => {
            store.remove(STORAGE_KEYS.sessionHint);
            await logout(api, undefined, signal);
          }),
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
      // The terms download: its call is its own chunk, loaded with the first download.
      termsDownload: termsDownloadMachine.provide({
        actors: {
          fetchTerms: fromPromise(async ({ input, signal }) =>
            (await import("@api/calls/terms")).downloadTerms(api, { language: input.language, country: deps.config.country }, signal),
          ),
        },
        actions: { saveTermsFile: (_, p) => deps.download({ content: p.file.content, fileName: p.file.fileName, mime: "text/plain" }) },
      }),
      pageLoad: pageLoadMachine.provide({
        actors: {
          loadPage: fromPromise(async ({ input }) => {
            if (deps.link.router) await retryLazyPage(deps.link.router, input.failedModule ?? null, deps.reload);
          }),
          reloadApp: fromPromise(async () => deps.reload()),
        },
        // The spec's 2 s unless the deployment shortens it (PAGE_LOAD_RETRY_MS, refused in production).
        delays: { retryDelay: deps.config.pageLoadRetryMs },
      }),
      relay: relayLogic(deps.now),
      loadOrderSide: fromPromise(async () => (await import("./order-side")).loadOrderSide(deps)),
      loadHistorySide: fromPromise(async () => (await import("./history-side")).loadHistorySide(deps)),
      loadDetailsSide: fromPromise(async () => (await import("./details-side")).loadDetailsSide(deps)),
      waitForPaint: waitForPaintLogic,
      loadRequestSide: fromPromise(async () => (await import("./request-side")).loadRequestSide(deps)),
      loadBulkSide: fromPromise(async () => (await import("./bulk-side")).loadBulkSide(deps)),
      loadHelpSide: fromPromise(async () => (await import("./help-side")).loadHelpSide(deps)),
      loadSignedOutSide: fromPromise(async () => (await import("./signed-out-side")).loadSignedOutSide(deps)),
      loadPublicParts: fromPromise(async () => (await import("./public-parts")).loadPublicParts(deps)),
      loadOrderParts: fromPromise(async () => (await import("./order-parts")).loadOrderParts(deps)),
      loadCollectionPointSide: fromPromise(async () => (await import("./collection-point-side")).loadCollectionPointSide(deps)),
    },
    actions: {
      showNotification: (_, p) => deps.notify(p),
      notifyLoginFailed: (_, p) => deps.notify({ kind: "ERROR", ...loginFailureKey(p.message) }),
      invalidateRoutes: () => void deps.link.router?.invalidate(),
      showVendorInPath: (_, p) =>
        navigate({
          to: VENDOR_ROUTE[p.section],
          params: { vendorId: p.vendorId },
          search: ((prev: Record<string, unknown>) => prev) as never,
          replace: p.replace,
        }),
      goToRequestPage: () => navigate({ to: "/request-a-rider" }),
      goToRegister: () => navigate({ to: "/register" }),
      reportLiveError: (_, p) => deps.warn(`live channel: ${p.message} (${p.translationKey})`),
    },
  };
}
