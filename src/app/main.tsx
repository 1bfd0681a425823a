// Composition root of the portal.
// 1. Read the deployment configuration (injected JSON, or /deployment.json under `vite dev`) and
//    validate it; an invalid one renders only the startup error page listing each problem.
// 2. Set up the page head (title, canonical link, FAQ JSON-LD, favicon) and the brand theme.
// 3. Pick the language (?lang=, kept as the stored choice; stored choice; deployment default) and fetch its catalog.
// 4. Create the root `app` machine (machines/app) with EVERY real effect provided here:
//    `appMachine.provide(appEffects(deps))` with the browser's deps (composition/): API calls,
//    storage, notifications, navigation, reloads, sockets, the clock. It spawns and coordinates every
//    other actor. Then the router, whose context carries the root actor (the guards read it) and which
//    tells the root every location (PAGE.CHANGED). Tests create the same root with fake deps.
// 5. Show it. The platform may have sent the page prerendered (the landing, the recipient's pages:
//    src/app/prerender/entry-server.tsx, marked data-prerender on #root). For the landing the router is loaded first
//    (guards, route chunk) and, when it lands on the same route in the same language under the same
//    flags, React hydrates the DOM that is already on screen (hydrateRoot: no flash, what was typed
//    stays); otherwise (another language, a signed-in user sent on, other flags) it renders afresh.
//    On a prerendered page this module is fetched only after the page has painted (prerender/boot.ts
//    adds it), and a submit made before it took over is held there and sent again here.
// Pages, catalogs other than the active one, the order, request and signed-out sides, the collection
// point dialog and the startup error page are loaded lazily.
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app.css";
import { BRANDS, type BrandId } from "@config/brands";
import { COUNTRY_BASICS, type CountryCode } from "@config/country-basics";
import { type DeploymentProblem, validateDeployment } from "@config/deployment";
import { appMachine } from "@machines/app/app.machine";
import { selectHasSession, selectSignedOutSideSettled } from "@machines/app/app.selectors";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createActor, waitFor } from "xstate";
import { App } from "./app";
import { type AppLink, browserDeps } from "./composition/app-deps";
import { appEffects, appInput } from "./composition/app-effects";
import { connectRouter } from "./composition/connect-router";
import type { PrerenderMark } from "@config/prerender";
import { exposeTestHooks } from "./composition/test-hooks";
import { readRawDeployment } from "./deployment-source";
import { applyStaticHead, applyTitle } from "./document-head";
import { activateLocale, i18n, pickInitialLocale, readStoredLocale, toAppLocale } from "./i18n";
import { createAppRouter } from "./router";
import { buildTheme } from "./theme";
// The page frame (with Mantine's Container) and the order formatters are rendered by every signed-in
// page and the recipient's pages before they are usable: in the entry they cost less than as two more
// files each of those pages fetches (gzip pays per file; issue 14).
import "./components/page-frame";
import "./components/orders/format";

async function showStartupError(container: HTMLElement, problems: DeploymentProblem[]) {
  await activateLocale("en");
  const { StartupErrorPage } = await import("./features/startup/startup-error-page");
  createRoot(container).render(<StartupErrorPage problems={problems} />);
}

/** The prerender's mark on #root, if the page was prerendered. */
function readPrerenderMark(container: HTMLElement): PrerenderMark | null {
  try {
    return container.dataset.prerender ? (JSON.parse(container.dataset.prerender) as PrerenderMark) : null;
  } catch {
    return null;
  }
}

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const mark = readPrerenderMark(container);
  // Taking over the prerendered landing is its own chunk (only that page needs it), asked for at once;
  // if it cannot be fetched, the page is rendered afresh as when it cannot be hydrated.
  const takeover = mark?.page === "landing" ? import("./composition/prerender-takeover").catch(() => null) : null;

  const raw = await readRawDeployment(document);
  const result = raw.ok ? validateDeployment(raw.raw) : { ok: false as const, problems: [raw.problem] };
  if (!result.ok) {
    await showStartupError(container, result.problems);
    return;
  }
  const config = result.config;
  const brand = BRANDS[config.brand as BrandId];
  const country = { code: config.country, ...COUNTRY_BASICS[config.country as CountryCode] };

  const langQuery = new URLSearchParams(window.location.search).get("lang");
  const locale = pickInitialLocale({
    query: langQuery,
    stored: readStoredLocale(),
    deploymentLanguage: config.language,
    countryLanguages: country.languages,
  });
  const link: AppLink = { app: null, router: null };
  const deps = browserDeps(config, link);
  const app = createActor(appMachine.provide(appEffects(deps)), { input: appInput(deps) });
  link.app = app;
  app.start();
  // The views read the session from the first render: it is spawned once the flags are known.
  await Promise.all([waitFor(app, selectHasSession), activateLocale(locale, { persist: langQuery !== null && toAppLocale(langQuery) === locale })]);

  applyStaticHead(document, brand);
  applyTitle(document, brand, country);
  i18n.on("change", () => applyTitle(document, brand, country));

  const router = createAppRouter({ app, i18n });
  link.router = router;
  connectRouter(app, router, deps.now);
  exposeTestHooks(app);

  const tree = <App app={app} router={router} theme={buildTheme(brand)} now={deps.now} />;
  // Only the landing is hydrated: the recipient's shells paint early and are then rendered afresh (the
  // same markup, in one commit), because a hydrated tracking page followed the live updates seconds late
  // in the public-tracking journey (e2e/public-tracking.spec.ts), not yet understood.
  const takeoverModule = await takeover;
  if (mark && takeoverModule) {
    await router.load();
    const { canHydrate, carryTypedLogin, enablePrerenderedForms, replayHeldSubmit } = takeoverModule;
    if (canHydrate(mark, { routeId: router.state.matches.at(-1)?.routeId, locale: i18n.locale, app })) {
      // The login form's machine comes with the signed-out side's chunk (asked for by the landing's
      // PAGE.CHANGED): the hydrated form is rendered with it, as on the server.
      await waitFor(app, selectSignedOutSideSettled);
      await carryTypedLogin(container, app);
      // The router renders its match tree as it did on the server (no root Suspense boundary).
      router.ssr = { manifest: undefined };
      enablePrerenderedForms(container);
      hydrateRoot(container, tree, {
        // A mismatch React recovered from (by rendering that part afresh): the e2e journeys fail on it.
        onRecoverableError: (error) => console.error("hydration:", error),
      });
      // A submit made before the takeover (held by prerender/boot.ts) is sent once React owns the form.
      replayHeldSubmit(container);
      return;
    }
  }
  createRoot(container).render(tree);
}

void start();
