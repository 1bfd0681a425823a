// Composition root of the portal.
// 1. Read the deployment configuration (injected JSON, or /deployment.json under `vite dev`) and
//    validate it; an invalid one renders only the startup error page listing each problem.
// 2. Set up the page head (title, canonical link, FAQ JSON-LD, favicon) and the brand theme.
// 3. Pick and load the language (?lang=, stored choice, deployment default).
// 4. Create the actors with their real effects (services/create-services.ts) and the router whose
//    context carries them; re-run the route guards when the session or the maintenance flags change.
// Pages, catalogs other than the active one, and the startup error page are loaded lazily.
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app.css";
import { BRANDS, type BrandId } from "@config/brands";
import { type CountryCode, COUNTRIES } from "@config/countries";
import { type DeploymentProblem, validateDeployment } from "@config/deployment";
import { selectIsMaintenance } from "@machines/flags/flags.selectors";
import { selectIsAuthenticated, selectMode } from "@machines/session/session.selectors";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { readRawDeployment } from "./deployment-source";
import { applyStaticHead, applyTitle } from "./document-head";
import { activateLocale, i18n, pickInitialLocale, readStoredLocale } from "./i18n";
import { createAppRouter } from "./router";
import { createServices } from "./services/create-services";
import { exposeTestHooks } from "./services/test-hooks";
import { buildTheme } from "./theme";

async function showStartupError(root: ReturnType<typeof createRoot>, problems: DeploymentProblem[]) {
  await activateLocale("en");
  const { StartupErrorPage } = await import("./features/startup/startup-error-page");
  root.render(<StartupErrorPage problems={problems} />);
}

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const root = createRoot(container);

  const raw = await readRawDeployment(document);
  const result = raw.ok ? validateDeployment(raw.raw) : { ok: false as const, problems: [raw.problem] };
  if (!result.ok) {
    await showStartupError(root, result.problems);
    return;
  }
  const config = result.config;
  const brand = BRANDS[config.brand as BrandId];
  const country = COUNTRIES[config.country as CountryCode];

  const locale = pickInitialLocale({
    query: new URLSearchParams(window.location.search).get("lang"),
    stored: readStoredLocale(),
    deploymentLanguage: config.language,
    countryLanguages: country.languages,
  });
  const [services] = await Promise.all([createServices({ config }), activateLocale(locale)]);

  applyStaticHead(document, brand, country);
  applyTitle(document, brand, country);
  i18n.on("change", () => applyTitle(document, brand, country));

  const router = createAppRouter({ session: services.session, flags: services.flags, vendors: services.vendors, i18n });
  // The live channel applies order updates by page (tracking / history / other): tell it where we are.
  router.subscribe("onResolved", (event) => services.orderServices()?.setPath(event.toLocation.pathname));
  exposeTestHooks(services);

  // Guards depend on who is signed in and on maintenance: re-run them when either changes.
  let sessionKey = "";
  services.session.subscribe((s) => {
    const key = `${selectIsAuthenticated(s, Date.now() / 1000)}:${selectMode(s)}:${s.context.user?.id ?? ""}`;
    if (key !== sessionKey) {
      const first = sessionKey === "";
      sessionKey = key;
      if (!first) void router.invalidate();
    }
  });
  let maintenance = selectIsMaintenance(services.flags.getSnapshot());
  services.flags.subscribe((s) => {
    const next = selectIsMaintenance(s);
    if (next !== maintenance) {
      maintenance = next;
      void router.invalidate();
    }
  });

  root.render(<App services={services} router={router} theme={buildTheme(brand)} />);
}

void start();
