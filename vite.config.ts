import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin } from "vite";
import { catalogs } from "./scripts/vite-catalogs.mjs";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Pre-compressed copies of the built assets (issue 14): `<file>.br` and `<file>.gz` beside every
 * JS, CSS, SVG and JSON file of dist/app/assets, which the platform serves with Content-Encoding
 * (src/server/modules/static/spa.ts). Brotli at quality 11 for files up to 100 KB and 9 above
 * (11 on the large chunks costs a minute of CI for ~5 %); gzip at level 9. A copy is written only
 * when it is smaller than the file.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = "";
  return {
    name: "rrp-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // The hashed assets and the per-language catalogs (locales/<code>.<hash>.json, scripts/vite-catalogs.mjs).
      const files = (
        await Promise.all(
          ["assets", "locales"].map(async (sub) =>
            (await readdir(join(outDir, sub)).catch(() => [] as string[])).filter((f) => /\.(m?js|css|svg|json)$/.test(f)).map((f) => join(sub, f)),
          ),
        )
      ).flat();
      const dir = outDir;
      await Promise.all(
        files.map(async (f) => {
          const data = await readFile(join(dir, f));
          const quality = data.length <= 100_000 ? 11 : 9;
          const [b, g] = await Promise.all([
            br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ]);
          if (b.length < data.length) await writeFile(join(dir, `${f}.br`), b);
          if (g.length < data.length) await writeFile(join(dir, `${f}.gz`), g);
        }),
      );
    },
  };
}

/**
 * The portal's calls read an endpoint's method, path, service, authorization and schemas; its words
 * for the API reference (summary, description, success and error answers, related schemas) are the
 * platform's, for the OpenAPI document. In the portal's build they are dropped from each
 * `defineEndpoint({...})` of src/domain/contract/endpoints, with the services' titles and
 * descriptions (issue 14: the declarations of the first load's calls are part of every page).
 * The platform and every test read the declarations whole, from the sources.
 */
const REFERENCE_ONLY = new Set(["summary", "description", "success", "errors", "otherAnswers", "related"]);
function contractWordsOut(): Plugin {
  type Node = { type: string; start: number; end: number; [k: string]: unknown };
  const keyName = (p: Node) => {
    const key = p.key as Node & { name?: string; value?: unknown };
    return p.computed ? undefined : (key.name ?? (typeof key.value === "string" ? key.value : undefined));
  };
  const isText = (n: Node) => (n.type === "Literal" && typeof n.value === "string") || (n.type === "TemplateLiteral" && (n.expressions as Node[]).length === 0);
  return {
    name: "rrp-contract-words-out",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]src[\\/]domain[\\/]contract[\\/]endpoints[\\/][^\\/?]+\.ts$/.test(id)) return null;
      const services = /[\\/]services\.ts$/.test(id);
      const cuts: [number, number][] = [];
      const strip = (obj: Node, drop: (p: Node) => boolean) => {
        const props = obj.properties as Node[];
        props.forEach((p, i) => {
          if (p.type !== "Property" || !drop(p)) return;
          // The property and the comma after it (or, for the last one, the comma before it).
          cuts.push(i + 1 < props.length ? [p.start, props[i + 1].start] : [i > 0 ? props[i - 1].end : p.start, p.end]);
        });
      };
      const walk = (n: unknown): void => {
        if (!n || typeof n !== "object") return;
        if (Array.isArray(n)) {
          for (const item of n) walk(item);
          return;
        }
        const node = n as Node;
        if (node.type === "CallExpression" && (node.callee as Node & { name?: string }).name === "defineEndpoint") {
          const arg = (node.arguments as Node[])[0];
          if (arg?.type === "ObjectExpression") strip(arg, (p) => REFERENCE_ONLY.has(keyName(p) ?? ""));
        }
        if (services && node.type === "ObjectExpression")
          strip(node, (p) => ["title", "description"].includes(keyName(p) ?? "") && isText(p.value as Node));
        for (const [k, v] of Object.entries(node)) if (k !== "type" && typeof v === "object") walk(v);
      };
      walk(this.parse(code));
      if (cuts.length === 0) return null;
      // Overlapping cuts (a run of dropped properties ending the object) merge into one.
      const merged: [number, number][] = [];
      for (const [a, b] of cuts.sort((x, y) => x[0] - y[0])) {
        const last = merged.at(-1);
        if (last && a <= last[1]) last[1] = Math.max(last[1], b);
        else merged.push([a, b]);
      }
      let out = code;
      for (const [a, b] of merged.reverse()) out = out.slice(0, a) + out.slice(b);
      return { code: out, map: null };
    },
  };
}

/**
 * The request page's own first load (`codeSplitting` group "request-page", issue 14): the modules that
 * only the request page loads before it is usable, in one file instead of ~20 small ones (gzip pays per
 * file, and each is a round trip). It is found from the module graph, not listed: a module belongs to it
 * when every entry point it is statically loaded from is one of the request page's (its routes' split
 * components, the request side loaded by the root's `loadRequestSide`, its lazy later steps) and at
 * least one of them is loaded before the page is usable (not only a later step's). So nothing another
 * page or lazy part also loads (the order side, the collection point, the phone rules, the map, frames,
 * Mantine) is in it: those pages never fetch this group. An entry point is a module something imports
 * dynamically (or the build's input). A barrel of the side-effect-free sources (an `index.ts` of the
 * domain, configuration, api client or machines: @domain/contract, @api/calls) is not followed: it
 * only re-exports, and the bundle keeps of it only what is read through it, so a module every page
 * "imports" through the contract's barrel is still the request page's own when only it reads it. tests/budget/chunk-groups.test.ts checks the result
 * on the build: no chunk outside the request page imports this group, and no chunks import each other.
 */
const REQUEST_FIRST = /[\\/]src[\\/]app[\\/](routes[\\/]_authenticated[\\/]request-a-rider[\\/][^\\/?]+\.tsx\?tsr-split=component|composition[\\/]request-side\.ts)$/;
const REQUEST_LATER = /[\\/]src[\\/]app[\\/]features[\\/]request[\\/][^\\/?]+\.tsx?$/;
const SOURCE_BARREL = /[\\/](src[\\/](domain|config|api)|machines)[\\/](.+[\\/])?index\.ts$/;
function requestPageOnly(id: string, getModuleInfo: (id: string) => { isEntry: boolean; importers: string[]; dynamicImporters: string[] } | null): boolean {
  // The routes' split components stay files of their own (tiny): bench/manifest.ts finds a route's first load by them.
  if (id.includes("?tsr-split=")) return false;
  let first = false;
  const seen = new Set([id]);
  const queue = [id];
  for (let i = 0; i < queue.length; i++) {
    const info = getModuleInfo(queue[i]);
    if (!info) return false;
    if (info.isEntry || info.dynamicImporters.length > 0) {
      if (REQUEST_FIRST.test(queue[i])) first = true;
      else if (!REQUEST_LATER.test(queue[i])) return false;
    }
    for (const importer of info.importers) {
      if (!seen.has(importer) && !SOURCE_BARREL.test(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return first;
}

const alias = {
  "@domain": r("./src/domain"),
  "@config": r("./src/config"),
  "@machines": r("./machines"),
  "@api": r("./src/api"),
  "@app": r("./src/app"),
};

/** The plugins that turn the portal's sources into modules (routes, Lingui macros, React). */
const sourcePlugins = () => [
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    routesDirectory: r("./src/app/routes"),
    generatedRouteTree: r("./src/app/routeTree.gen.ts"),
  }),
  babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
  react(),
  lingui(),
];

/**
 * The prerender's server build (issue 14): after the client build, the same sources are built once
 * more for Node as dist/ssr/entry-server.mjs (src/app/prerender/entry-server.tsx), which
 * scripts/prerender.mjs runs against the platform to write the landing and the public pages' HTML.
 * The catalogs are the client build's files (fetched from the platform), not compiled again.
 */
function prerenderBuild(): Plugin {
  let ssr = false;
  return {
    name: "rrp-prerender-build",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      await build({
        configFile: false,
        root: r("./src/app"),
        logLevel: "warn",
        plugins: [...sourcePlugins(), catalogs({ mode: "built" })],
        resolve: { alias },
        // Mantine's and the icons' ESM are imported as they are; CSS imports of the views are dropped.
        build: {
          ssr: r("./src/app/prerender/entry-server.tsx"),
          outDir: r("./dist/ssr"),
          emptyOutDir: true,
          target: "node24",
          minify: false,
          rolldownOptions: { output: { entryFileNames: "entry-server.mjs" } },
        },
      });
    },
  };
}

const S = "[\\\\/]";
/**
 * The order side and the parts both order pages render (`codeSplitting` group "orders"). Lazy parts (the export builders, the
 * order details, the cancel dialog, the phone rules) are not listed: they stay chunks of their own. Nor
 * are the routes' split components (tiny): bench/manifest.ts finds a route's first load by them.
 */
const ORDER_SIDE = [
  `src${S}app${S}composition${S}order-side\\.ts$`,
  `src${S}app${S}components${S}orders${S}(cancel-dialog-host|lazy-order-details|search-box|status-announcer|status-color)\\.tsx?$`,
  `machines${S}(orders|live-channel|tracking-view)${S}`,
  // The cancel dialog's host reads whether the dialog was opened (the machine is the details side's).
  `machines${S}cancel-order${S}cancel-order\\.selectors\\.ts$`,
  `src${S}domain${S}orders${S}(live-rule|store|merge|search|windows|rider)\\.ts$`,
].map((p) => new RegExp(p));
/**
 * The details side (group "details-side"): the rider tracker and the cancel dialog's machine, loaded by
 * `loadDetailsSide` when the tracking view first shows an order, not with the order pages' lists (issue 14).
 */
const DETAILS_SIDE = [
  `src${S}app${S}composition${S}details-side\\.ts$`,
  `machines${S}(rider-tracker|cancel-order)${S}[a-z-]+\\.(machine|actors)\\.ts$`,
].map((p) => new RegExp(p));
/**
 * The history side (group "history-side"): the history page's filters and export, loaded by
 * `loadHistorySide` when the history page is shown, so /order-tracking does not fetch them (issue 14),
 * with the history page's view (the route's lazy component imports it at the same time).
 */
const HISTORY_SIDE = [
  `src${S}app${S}composition${S}history-side\\.ts$`,
  // The history page's view and table, with its machines in one file instead of two (gzip pays per file).
  `src${S}app${S}features${S}history${S}(history-page|history-table)\\.tsx$`,
  `machines${S}(history-filters|export)${S}`,
  `src${S}domain${S}history${S}filters\\.ts$`,
].map((p) => new RegExp(p));
/**
 * The orders' data both order pages load (group "order-data"): the orders API's calls and contract,
 * cancellation and refund rules (the request page loads it only in update mode, for the order lookup).
 */
const ORDER_DATA = [
  `src${S}api${S}calls${S}orders-tracking\\.ts$`,
  `src${S}domain${S}contract${S}(endpoints${S})?orders\\.ts$`,
  `src${S}domain${S}orders${S}(refund|cancel)\\.ts$`,
].map((p) => new RegExp(p));
/**
 * Wall-clock time in the vendor's zone and the guest's order list (group "order-time"): what the request
 * page and the order pages both read first. Not part of "order-data": the request page would fetch the
 * orders' contract, cancellation rules and statuses with it (issue 14: −2.5 KB gz before usable there).
 */
const ORDER_TIME = [`src${S}domain${S}zoned-time\\.ts$`, `src${S}app${S}services${S}guest-orders\\.ts$`].map((p) => new RegExp(p));
/**
 * What every signed-in page shows besides its view (group "authenticated"): the vendor routes' layout
 * (the help button, the GODROID notice's switch) and the page frame with its notices. Not the layout
 * route's split component (bench/manifest.ts finds a route's first load by its split components).
 */
const AUTHENTICATED = [
  `node_modules${S}@tabler${S}icons-react${S}dist${S}esm${S}icons${S}IconHelp\\.mjs$`,
  `src${S}app${S}features${S}help-centre${S}(authenticated-layout|help-button|use-help-opening)\\.tsx?$`,
  `machines${S}help-centre${S}help-centre\\.selectors\\.ts$`,
  `src${S}app${S}components${S}(godroid-popup|vendor-page-frame|notice)\\.tsx$`,
].map((p) => new RegExp(p));
/**
 * The request rules and calls the request page shares with the collection point dialog (group
 * "request-data"): the request contract and its calls, the saved addresses, service hours, fees and
 * validation texts. One file instead of three (issue 14); both load all of them.
 */
const REQUEST_DATA = [
  `src${S}domain${S}contract${S}(endpoints${S})?request\\.ts$`,
  `src${S}api${S}calls${S}request\\.ts$`,
  `src${S}domain${S}request${S}(messages|saved-address|service-hours|fees|errors|item-value|validation-texts|payment-methods|bytes|join-address|limits)\\.ts$`,
].map((p) => new RegExp(p));
/**
 * The guest's stored sender data with the coordinates check it reads (group "guest-sender"): the request
 * page and the signed-out side both load them, in one file instead of two (issue 14).
 */
const GUEST_SENDER = [`src${S}app${S}services${S}guest-sender\\.ts$`, `src${S}domain${S}request${S}coordinates\\.ts$`].map((p) => new RegExp(p));
/** The order views and the order statuses the order pages share with the recipient's page (group "order-views"). */
const ORDER_VIEWS = [
  `src${S}domain${S}orders${S}(labels|classify|radix-order|statuses)\\.ts$`,
  `src${S}app${S}components${S}orders${S}(order-messages|use-now)\\.ts$`,
].map((p) => new RegExp(p));

export default defineConfig({
  root: r("./src/app"),
  publicDir: r("./src/app/public"),
  plugins: [
    ...sourcePlugins(),
    // One static catalog file per app language, fetched only for the active language (not bundled).
    catalogs(),
    contractWordsOut(),
    precompress(),
    prerenderBuild(),
  ],
  resolve: { alias },
  build: {
    outDir: r("./dist/app"),
    emptyOutDir: true,
    manifest: "asset-manifest.json",
    sourcemap: false,
    rolldownOptions: {
      // The portal (index.html) and the prerendered pages' bootstrap, a chunk of its own that imports
      // nothing (src/app/prerender/boot.ts: it adds the portal's scripts after the first paint, issue 14).
      input: { index: r("./src/app/index.html"), "prerender-boot": r("./src/app/prerender/boot.ts") },
      // The domain, configuration, machines and api client are side-effect free: a module only
      // re-exported by a barrel (@domain/contract, @api/calls) that the first load imports is then
      // not part of the entry, but of the lazy chunk that uses it (issue 14: every endpoint's
      // contract and call used to load with every page). tests/budget checks the sizes.
      // Every module the entry loads statically goes into the entry chunk itself (group "app", tag
      // $initial), not into ~30 small shared chunks: gzip pays a per-file cost, 11–14 KB gz per route
      // (issue 14). The prerender bootstrap stays a chunk of its own that imports nothing.
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], test: (id: string) => !/prerender[\\/]boot/.test(id) },
            // What the order pages (/order-tracking, /history) always load together before they show
            // orders, in three files instead of ~20 (gzip pays per file; issue 14): the order side
            // (loadOrderSide) with the parts both pages render; the orders' data, and the wall-clock time
            // they share with the request page; and the order views (with the statuses) they share with the recipient's page. Each page's own view stays its own chunk (the history's table, money
            // and phone formatting are not the tracking page's). Only modules no other page needs before it is usable: a module the
            // request or bulk page shows at first (zoned time, money, frames, Mantine) stays
            // out, or those pages would fetch the group with it. Their dependencies are not pulled in
            // (includeDependenciesRecursively: false): each stays where the automatic chunking puts it.
            { name: "orders", test: (id: string) => ORDER_SIDE.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: "history-side", test: (id: string) => HISTORY_SIDE.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: "details-side", test: (id: string) => DETAILS_SIDE.some((re) => re.test(id)), includeDependenciesRecursively: false },
            // What every signed-in page shows besides its view (the layout's parts, the page frame).
            { name: "authenticated", test: (id: string) => AUTHENTICATED.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: "order-data", test: (id: string) => ORDER_DATA.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: "request-data", test: (id: string) => REQUEST_DATA.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: "guest-sender", test: (id: string) => GUEST_SENDER.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: "order-time", test: (id: string) => ORDER_TIME.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: "order-views", test: (id: string) => ORDER_VIEWS.some((re) => re.test(id)), includeDependenciesRecursively: false },
            // The request page's own first load in one file (requestPageOnly above); the modules it shares
            // with other pages stay where the automatic chunking (or an earlier group) puts them.
            {
              name: (id: string, ctx) => (requestPageOnly(id, (m) => ctx.getModuleInfo(m)) ? "request-page" : null),
              debugName: "request-page",
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [{ test: /[\\/](src[\\/](domain|config|api)|machines)[\\/][^?]*\.ts$/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      "^/(orders|hurrier|identity|conditions-api|flags|mailbox|map|payments|ws|api-docs|tracking-api|deployment\\.json|flags-fallback\\.json|asset-manifest\\.json|healthz)(/|$|\\?)": {
        target: `http://localhost:${process.env.PLATFORM_PORT ?? 8081}`,
        ws: true,
      },
    },
  },
});
