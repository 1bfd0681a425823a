// Server entry of the prerender (issue 14; built by vite.config.ts as dist/ssr/entry-server.mjs and
// run by scripts/prerender.mjs once the platform answers). For the platform's deployment, in its
// default language, it renders the landing (`/`, signed out) and the shells of the recipient's pages
// with the same tree as main.tsx: the root `app` machine with the composition's effects (the API
// client talks to the running platform: flags, the catalog; memory storage, so signed out), the
// router on a memory history, loaded (guards, lazy route chunk), then PAGE.CHANGED, before one synchronous
// renderToString — so a recipient's page is its loading shell and the landing is what a signed-out
// visitor first sees. Each page is index.html with that markup in #root, <html lang dir>, the head
// of main.tsx (title, favicon, theme colour, FAQ data) and a data-prerender mark the client checks
// before it hydrates (main.tsx).
import { BRANDS, type BrandId } from "@config/brands";
import { type CountryCode, COUNTRIES } from "@config/countries";
import { validateDeployment } from "@config/deployment";
import { directionOf } from "@config/languages";
import { APP_SCRIPTS_ID, deploymentKey, flagsKey, PRERENDER_DISABLED, PRERENDERED_PAGES, type PrerenderMark } from "@config/prerender";
import { appMachine } from "@machines/app/app.machine";
import { selectAppFlags, selectHasSession } from "@machines/app/app.selectors";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { createActor, waitFor } from "xstate";
import { App } from "../app";
import { type AppDeps, type AppLink, apiFor, defaultLiveUrl } from "../composition/app-deps";
import { appEffects, appInput } from "../composition/app-effects";
import { pageTitleFor } from "../document-head";
import { activateLocale, i18n, toAppLocale } from "../i18n";
import { createAppRouter } from "../router";
import { memoryStore } from "../services/storage";
import { buildTheme } from "../theme";

export { deploymentKey };

export type RenderedPage = { name: string; html: string; mark: PrerenderMark };

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The style sheets of a route's chunks (the Vite manifest, asset-manifest.json): in the browser they
 * arrive with the route's JavaScript; a prerendered page links them, so it paints styled before any script.
 */
export function routeStyleSheets(manifest: Manifest, routeId: string): string[] {
  const file = `routes${routeId.endsWith("/") ? `${routeId}index` : routeId}.tsx`;
  const out = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) out.add(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of Object.keys(manifest)) if (key === file || key.startsWith(`${file}?`)) visit(key);
  return [...out];
}

/** The bootstrap's chunk in the Vite manifest (vite.config.ts input "prerender-boot"). */
const BOOT_KEY = "prerender/boot.ts";
/** The template's module scripts (the entry; `./main.tsx` in the source template) and module preloads. */
const APP_SCRIPT_TAGS = /[ \t]*(?:<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>)[ \t]*\n?/g;

/**
 * The page's scripts, fetched only after it has painted (issue 14): the template's entry script and
 * module preloads move, unchanged, into an inert `<template id="rrp-app-scripts">`, and the bootstrap
 * (src/app/prerender/boot.ts, an external module: the CSP allows no inline script) takes their place;
 * after the first paint it puts them back into <head>. Without the bootstrap in the manifest (a
 * build without it) the template keeps its scripts as they are.
 */
export function deferAppScripts(template: string, manifest: Manifest): string {
  const boot = manifest[BOOT_KEY]?.file;
  const tags = template.match(APP_SCRIPT_TAGS);
  if (!boot || !tags) return template;
  const deferred = [
    `<template id="${APP_SCRIPTS_ID}">${tags.map((t) => t.trim()).join("")}</template>`,
    `<script type="module" crossorigin src="/${escapeHtml(boot)}"></script>`,
  ].join("\n    ");
  return template.replace(APP_SCRIPT_TAGS, "").replace(/<\/head>/i, `  ${deferred}\n  </head>`);
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Relative URLs (the API client with no apiHost, the catalog files) resolved against the platform:
 * in the browser they are relative to the page's origin.
 */
function fetchAgainst(origin: string, base: typeof fetch): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    base(typeof input === "string" && input.startsWith("/") ? `${origin}${input}` : input, init)) as typeof fetch;
}

/**
 * Renders every prerendered page of the deployment `rawDeployment`; `template` is the built index.html.
 * `fetch` reaches the platform (default: the global fetch; tests pass the in-process app's); `manifest`
 * is the build's Vite manifest (dist/app/asset-manifest.json), for the routes' style sheets.
 */
export async function renderPages(options: {
  origin: string;
  rawDeployment: unknown;
  template: string;
  manifest?: Manifest;
  fetch?: typeof fetch;
}): Promise<RenderedPage[]> {
  const previous = globalThis.fetch;
  globalThis.fetch = fetchAgainst(options.origin, options.fetch ?? previous.bind(globalThis));
  try {
    return await renderAll(options);
  } finally {
    globalThis.fetch = previous;
  }
}

async function renderAll(options: { rawDeployment: unknown; template: string; manifest?: Manifest }): Promise<RenderedPage[]> {
  const checked = validateDeployment(options.rawDeployment);
  // An invalid deployment shows its startup error page, rendered by the browser.
  if (!checked.ok) return [];
  const config = checked.config;
  const brand = BRANDS[config.brand as BrandId];
  const country = COUNTRIES[config.country as CountryCode];
  const locale = toAppLocale(config.language);
  await activateLocale(locale);
  const manifest = options.manifest ?? {};

  const out: RenderedPage[] = [];
  for (const page of PRERENDERED_PAGES) {
    const link: AppLink = { app: null, router: null };
    const noop = () => undefined;
    const deps: AppDeps = {
      config,
      api: apiFor(config, link),
      store: memoryStore(),
      link,
      notify: noop,
      now: () => Date.now(),
      reload: noop,
      redirect: noop,
      download: noop,
      openSocket: () => ({ isOpen: () => false, send: noop, close: noop }),
      openEventStream: () => ({ close: noop }),
      liveUrl: defaultLiveUrl(config),
      warn: noop,
    };
    const app = createActor(appMachine.provide(appEffects(deps)), { input: appInput(deps) });
    link.app = app;
    app.start();
    await waitFor(app, selectHasSession);
    const router = createAppRouter({ app, i18n });
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [page.renderPath] }), isServer: true });
    link.router = router;
    await router.load();
    // What connectRouter does in the browser after each load (the router's server build emits no onLoad).
    const location = router.state.location;
    app.send({ type: "PAGE.CHANGED", pathname: location.pathname, search: location.search as Record<string, unknown>, now: Date.now() });
    // The landing's login form runs once the signed-out side's chunk is loaded (as in the browser, main.tsx).
    await waitFor(app, (s) => !s.matches({ signedOutSide: "loading" }));
    const leaf = router.state.matches.at(-1)?.routeId ?? "";
    if (leaf !== page.routeId) {
      // The deployment sends this path elsewhere (maintenance): nothing to prerender for it.
      app.stop();
      continue;
    }
    const mark: PrerenderMark = { page: page.name, routeId: page.routeId, lang: i18n.locale, flags: flagsKey(selectAppFlags(app.getSnapshot())) };
    // The router's scroll restoration script removes itself when it runs: the browser never keeps it
    // (and the platform's Content-Security-Policy allows no inline script), so the page has none.
    // Until the portal has taken the page over, its forms cannot be sent (a native submit would put the
    // password into the URL): their submit buttons are disabled, which also stops submitting with Enter;
    // main.tsx enables them right before it hydrates (composition/prerender-takeover.ts).
    const body = renderToString(<App app={app} router={router} theme={buildTheme(brand)} now={() => Date.now()} />)
      .replace(/<script(?: nonce="[^"]*")?>(?:(?!<\/script>)[\s\S])*document\.currentScript\.remove\(\)<\/script>/g, "")
      .replace(/<button(?=[^>]*\btype="submit")/g, `<button disabled="" ${PRERENDER_DISABLED}=""`);
    app.stop();
    const sheets = routeStyleSheets(manifest, page.routeId).filter((href) => !options.template.includes(`href="${href}"`));
    const head = [
      ...sheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
      `<title>${escapeHtml(pageTitleFor(brand, country))}</title>`,
      `<link rel="icon" type="image/svg+xml" href="${escapeHtml(brand.faviconDataUrl)}" />`,
      `<meta name="theme-color" content="${escapeHtml(brand.colors.primary)}" />`,
    ].join("\n    ");
    const html = (page.scriptsAfterPaint ? deferAppScripts(options.template, manifest) : options.template)
      // Mantine's light scheme from the first paint (MantineProvider sets the attribute only once it runs).
      .replace(/<html[^>]*>/i, `<html lang="${escapeHtml(i18n.locale)}" dir="${directionOf(i18n.locale)}" data-mantine-color-scheme="light">`)
      .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
      .replace(/<link rel="icon"[^>]*>\s*/i, "")
      .replace(/<\/head>/i, `  ${head}\n  </head>`)
      .replace(/<div id="root"><\/div>/, `<div id="root" data-prerender="${escapeHtml(JSON.stringify(mark))}">${body}</div>`);
    out.push({ name: page.name, html, mark });
  }
  return out;
}
