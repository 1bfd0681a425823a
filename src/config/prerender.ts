// Prerendered pages (issue 14): the landing (`/`, signed out) and the shells of the recipient's pages
// are rendered to HTML with the real React tree for the platform's deployment, in its default
// language, by scripts/prerender.mjs (the SSR build of src/app/prerender/entry-server.tsx) once the
// platform runs. The files are kept per deployment, `dist/app/prerendered/<key>/<page>.html`; the
// platform serves the one for the requested path (src/server/modules/static/spa.ts) instead of the
// empty index.html, and the portal takes the DOM over (hydrates) when the language, the route and
// the flags it rendered with are still the ones the browser has (src/app/main.tsx).
// Shared by the platform (which file answers a path) and the renderer (which paths to render).

export const PRERENDER_DIR = "prerendered";

/** Placeholder of the path's id in a rendered shell (never a real public id: they are longer). */
export const SHELL_ID = "_";

export type PrerenderedPage = {
  /** File name (without .html). */
  name: string;
  /** The path rendered. */
  renderPath: string;
  /** The router's leaf route id: the client hydrates only when its first match is the same route. */
  routeId: string;
  /** Paths this file answers. */
  matches: RegExp;
  /**
   * The portal's scripts are fetched only after the page has painted (src/app/prerender/boot.ts). The
   * landing is usable when it paints; a recipient's page only once the portal shows the order, which
   * came 1.1–1.6 s later with its scripts after the paint (two bench runs), so they keep theirs in the page.
   */
  scriptsAfterPaint: boolean;
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: "landing", renderPath: "/", routeId: "/_public/", matches: /^\/(index\.html)?$/, scriptsAfterPaint: true },
  { name: "tracking", renderPath: `/tracking/${SHELL_ID}`, routeId: "/tracking/$orderId", matches: /^\/tracking\/[^/]+\/?$/, scriptsAfterPaint: false },
  { name: "tracking-c2c", renderPath: `/tracking-c2c/${SHELL_ID}`, routeId: "/tracking-c2c/$orderId", matches: /^\/tracking-c2c\/[^/]+\/?$/, scriptsAfterPaint: false },
  { name: "delivery-receipt", renderPath: `/delivery-receipt/${SHELL_ID}`, routeId: "/delivery-receipt/$orderId", matches: /^\/delivery-receipt\/[^/]+\/?$/, scriptsAfterPaint: false },
];

/** The prerendered page that answers a path, if any. */
export const prerenderedPageFor = (pathname: string): PrerenderedPage | undefined => PRERENDERED_PAGES.find((p) => p.matches.test(pathname));

/** JSON with sorted object keys (the same configuration gives the same key whatever its key order). */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A short key of a raw deployment (FNV-1a, 32 bits, twice with different seeds): the directory of its prerendered pages. */
export function deploymentKey(rawDeployment: unknown): string {
  const text = stableJson(rawDeployment);
  const fnv = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, "0");
  };
  return fnv(0x811c9dc5) + fnv(0x01000193);
}

/** A short key of the flags a page was rendered with (the client hydrates only under the same flags). */
export const flagsKey = (flags: Record<string, boolean>): string => deploymentKey(flags).slice(0, 8);

/** Marks the submit buttons the renderer disabled until the portal takes the page over. */
export const PRERENDER_DISABLED = "data-prerender-disabled";

// The prerendered page's bootstrap (src/app/prerender/boot.ts, which imports nothing and so repeats
// these names; tests/app/prerender-boot.test.ts checks they agree).
/** The inert template holding the portal's entry script and module preloads until the first paint. */
export const APP_SCRIPTS_ID = "rrp-app-scripts";
/** On #root: the index of the prerendered form whose submit the bootstrap held (the takeover sends it again). */
export const HELD_SUBMIT = "data-held-submit";

/** What the renderer writes on the root element (data-prerender) and the client checks before hydrating. */
export type PrerenderMark = { page: string; routeId: string; lang: string; flags: string };
