// `npm run bench` (issue 14): measures what DESIGN.md asks to be measured, never asserted in tests.
// Every part runs its servers and load generators as processes of their own, in this one run:
//   pages      page loads in real Chromium (bench/browser.ts: 4× CPU, 1.6 Mbps / 150 ms, cache off) of the
//              built portal served by the real platform (its own process): `/` signed out, and signed in
//              `/` (→ request page), /order-tracking, /history, /bulk-order, and the public
//              /tracking/{publicId}; every JS and CSS response until usable and after, LCP, FCP, TBT. The
//              floor app (bench/floor.ts) is built and measured the same way.
//   manifest   first-load JS + CSS per route from the Vite manifest (bench/manifest.ts; what bench/budget.json holds).
//   api-reads  bench/api-reads.ts (benchApiReads): the platform as `npm start` runs it, a bare Hono server and
//              autocannon as three processes; GET vendors, active orders, history, phone search against
//              bare; the platform's RSS at rest. (Alias: load.)
//   client-work bench/client-work.ts (benchClientWork): classification and merge at 10k and 100k orders, one
//              live update at 10k. (Alias: classify.)
//   ws-fanout  bench/ws-fanout.ts (benchWsFanout): 1,000 live-channel sockets in two client processes, order
//              changes through the API, delivery latency and loss, the platform's RSS and CPU. (Alias: ws.)
//   bulk       bulk upload: preprocessing of 100, 1,000 and 2,000 rows, the largest file accepted, zip bombs.
//   db-compare bench/db-compare.ts (benchDbCompare): "better on PostgreSQL" as a paired comparison, the demo
//              on PGlite and on PostgreSQL side by side, GET vendors and active orders loaded in alternated
//              rounds (needs PostgreSQL: BENCH_DATABASE_URL or scripts/ci-postgres.sh). (Alias: db.)
//   volume     only with BENCH_VOLUME=1m (a million orders on PostgreSQL), pg (the demo alone on PostgreSQL, to
//              compare with the PGlite demo like with like) and/or 100k (a hundred thousand on
//              PGlite), comma separated: bench/volume.ts, the API reads on a loaded database and its load time.
// BENCH_ONLY=pages,manifest,api-reads,client-work,ws-fanout,bulk,db-compare (comma separated) runs a subset; BENCH_VOLUME
// adds the volume part to whatever runs. A full run (every part but volume) writes bench/results/latest.json, a
// subset bench/results/partial.json (BENCH_OUT overrides); the Markdown table of the "Must reach" ratios and the
// measured figures is printed and written beside it (.md; bench/table.ts renders it again from any results file).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { prerenderInChild } from "../scripts/prerender.mjs";
import { benchApiReads } from "./api-reads";
import { launchChromium, measureLoad, type PageLoad, signIn, THROTTLING } from "./browser";
import { benchBulk } from "./bulk";
import { benchClientWork } from "./client-work";
import { benchDbCompare, printDbCompare } from "./db-compare";
import { buildFloor, serveFloor } from "./floor";
import { routeSizes } from "./manifest";
import { startPlatformProcess } from "./platform-process";
import { benchScroll } from "./scroll";
import { type MustReach, markdownTable, mustReach } from "./table";
import { benchVolume, printVolume, type VolumeResult, volumesOf } from "./volume";
import { benchWsFanout, printWsFanout } from "./ws-fanout";

const root = new URL("..", import.meta.url).pathname;
/** The build measured: dist/app, or BENCH_STATIC_DIR (e.g. a copy of main's build, for the "before" column). */
const dist = process.env.BENCH_STATIC_DIR ?? join(root, "dist/app");
const results: Record<string, unknown> & { seconds?: { total: number; parts: Record<string, number> } } = {
  when: new Date().toISOString(),
  node: process.version,
  machine: { cpus: cpus().length, loadavg: loadavg().map((l) => Math.round(l * 10) / 10) },
};
const PASSWORD = "Rider-Demo-2026!";
const kb = (n: number) => Math.round(n / 102.4) / 10;

function ensureBuilt() {
  if (existsSync(join(dist, "asset-manifest.json")) && !process.env.BENCH_REBUILD) return;
  if (process.env.BENCH_STATIC_DIR) throw new Error(`${dist} has no build`);
  console.log("building the portal…");
  const r = spawnSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(1);
}

/** The platform as a deployment runs it (`npm start`: its bundle and runtime flags), in-memory PGlite, the simulator on, serving this build. */
async function startPlatform() {
  const platform = await startPlatformProcess({ STATIC_DIR: dist });
  // As `npm start` does: the landing and the public pages prerendered for this deployment
  // (BENCH_PRERENDER=0: without, to compare; the files of an earlier run are removed either way).
  rmSync(join(dist, "prerendered"), { recursive: true, force: true });
  if (process.env.BENCH_PRERENDER !== "0" && !(await prerenderInChild(platform.base, { ...process.env, STATIC_DIR: dist }))) {
    console.warn("prerender failed: the pages are measured without it");
  }
  return platform;
}

async function api(base: string) {
  const login = await fetch(`${base}/identity/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@demo.dk", password: PASSWORD }),
  }).then((r) => r.json());
  const authorization = `Bearer ${login.meta.AccessToken};${login.meta.IdToken}`;
  const get = async (path: string) => {
    const r = await fetch(base + path, { headers: { authorization } });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  return { authorization, get };
}

/** The active-orders read the tracking page makes: today (Copenhagen) to now, 200, all outlets. */
function activeOrdersPath(vendorId: string) {
  const now = Math.floor(Date.now() / 1000);
  const from = now - (now % 86_400) - 3_600;
  return `/orders/api/v1/vendor/${vendorId}/orders?from=${from}&to=${now}&count=200&include_outlets=true`;
}

async function publicTrackingPath(base: string): Promise<string> {
  const { get } = await api(base);
  for (const vendor of ["DK-1001", "DK-1002", "DK-1003", "DK-2001"]) {
    const orders = (await get(activeOrdersPath(vendor))).result.data as { order_id: string; vendor_id: string }[];
    for (const o of orders) {
      try {
        return (await get(`/orders/api/v1/order/tracking-link?vendorId=${o.vendor_id}&orderId=${encodeURIComponent(o.order_id)}`)).result.path;
      } catch {
        /* finished too long ago: the next */
      }
    }
  }
  throw new Error("no order with a live public tracking link");
}

const welcomeSeen = () => window.localStorage.setItem("rrp.welcome-seen", "1");

type Loads = Record<string, PageLoad>;

async function pageLoads(base: string): Promise<{ portal: Loads; floor: PageLoad & { mantine: string } }> {
  const browser = await launchChromium();
  try {
    console.log("\nbuilding the floor app (react + react-dom + @mantine/core, one Button)…");
    const floorBuild = await buildFloor(root);
    const floorServer = await serveFloor(floorBuild.dir);
    const trackingPath = await publicTrackingPath(base);
    const portal: Loads = {};
    const pages: [string, string, boolean][] = [
      ["/ signed out", "/", false],
      ["/ signed in → request page", "/", true],
      ["/order-tracking", "/order-tracking", true],
      ["/history", "/history", true],
      ["/bulk-order", "/bulk-order", true],
      ["public /tracking/{publicId}", trackingPath, false],
    ];
    // Each page twice, the median kept (by usable time): the machine is shared.
    const runs = Number(process.env.BENCH_RUNS ?? 2);
    const median = async (load: () => Promise<PageLoad>) => {
      const all: PageLoad[] = [];
      for (let i = 0; i < runs; i++) all.push(await load());
      all.sort((a, b) => (a.lcpMs ?? a.usableMs) - (b.lcpMs ?? b.usableMs));
      return all[Math.floor((all.length - 1) / 2)];
    };
    const floor = { ...(await median(() => measureLoad(browser, `${floorServer.base}/`))), mantine: floorBuild.mantine };
    console.log(`floor: JS ${kb(floor.beforeUsable.js.gz)} KB gz, CSS ${kb(floor.beforeUsable.css.gz)} KB gz, LCP ${floor.lcpMs} ms`);
    // BENCH_PAGES=signed out,public: only the pages whose name contains one of these (the floor always).
    const wanted = process.env.BENCH_PAGES?.split(",").map((w) => w.trim());
    for (const [name, path, signedIn] of pages.filter(([name]) => !wanted || wanted.some((w) => name.includes(w)))) {
      // A fresh sign-in (unthrottled, its own context) before each signed-in load: the portal rotates the
      // refresh token when it starts, so a stored session serves one load only.
      portal[name] = await median(async () =>
        measureLoad(browser, base + path, {
          storageState: signedIn ? await signIn(browser, base, "owner@demo.dk", PASSWORD) : undefined,
          initScript: welcomeSeen,
          onPath: signedIn ? (path === "/" ? "/request-a-rider/" : path) : undefined,
        }),
      );
      const p = portal[name];
      if (signedIn && p.landedOn === "/") throw new Error(`${name}: the signed-in load landed on the signed-out landing page`);
      console.log(
        `${name} (${p.landedOn}): before usable JS ${kb(p.beforeUsable.js.gz)} KB gz (${p.beforeUsable.js.count} files, ${kb(p.beforeUsable.js.transfer)} KB transferred), CSS ${kb(p.beforeUsable.css.gz)} KB gz; before interactive JS ${kb(p.beforeInteractive.js.gz)} KB gz; all JS ${kb(p.all.js.gz)} KB gz; usable ${p.usableMs} ms, interactive ${p.interactiveMs} ms, FCP ${p.fcpMs} ms, LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms`,
      );
    }
    floorServer.server.close();
    return { portal, floor };
  } finally {
    await browser.close();
  }
}


/** The parts, in the order they run; aliases keep the names of earlier runs working. */
const PARTS = ["manifest", "pages", "scroll", "api-reads", "db-compare", "ws-fanout", "client-work", "bulk"] as const;
type Part = (typeof PARTS)[number] | "volume";
const ALIASES: Record<string, Part> = { db: "db-compare", load: "api-reads", classify: "client-work", ws: "ws-fanout", api: "api-reads", client: "client-work" };
const requested = process.env.BENCH_ONLY
  ? process.env.BENCH_ONLY.split(",").map((s) => s.trim()).filter(Boolean).map((s) => ALIASES[s] ?? (s as Part))
  : [...PARTS];
for (const name of requested) if (![...PARTS, "volume"].includes(name)) throw new Error(`BENCH_ONLY: unknown part ${name} (${PARTS.join(", ")}, volume)`);
const volumes = volumesOf(process.env.BENCH_VOLUME);
const only = new Set<Part>(requested);
if (volumes.length) only.add("volume");
if (only.has("volume") && !volumes.length) throw new Error("the volume part needs BENCH_VOLUME=1m, pg and/or 100k");
const full = PARTS.every((p) => only.has(p));

const started = Date.now();
const lap: Record<string, number> = {};
const timed = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
  const t = Date.now();
  console.log(`\n== ${name} ==`);
  try {
    return await fn();
  } finally {
    lap[name] = Math.round((Date.now() - t) / 1000);
  }
};

ensureBuilt();
if (only.has("manifest"))
  await timed("manifest", () => {
    const sizes = routeSizes(dist);
    console.log("First load per route from the Vite manifest (entry + static imports + route chunks + CSS, gz):");
    console.table(sizes.map((s) => ({ route: s.route, jsKb: kb(s.jsGz), cssKb: kb(s.cssGz), totalKb: kb(s.jsGz + s.cssGz) })));
    results.manifest = sizes;
  });
if (only.has("pages"))
  await timed("pages", async () => {
    const platform = await startPlatform();
    try {
      const { portal, floor } = await pageLoads(platform.base);
      results.pages = { throttling: THROTTLING, floor, portal };
    } finally {
      await platform.stop();
    }
  });
if (only.has("scroll"))
  await timed("scroll", async () => {
    const platform = await startPlatform();
    try {
      const r = await benchScroll(platform.base);
      console.table(r.runs.map(({ longTasks, ...x }) => ({ ...x, longTasks: longTasks.count, longTaskMs: longTasks.totalMs })));
      const page = r.runs.find((x) => x.kind === "page" && x.cpuSlowdown === 1);
      results.scroll = { ...r, fps: page?.fpsMedian };
    } finally {
      await platform.stop();
    }
  });
if (only.has("api-reads"))
  await timed("api-reads", async () => {
    const r = await benchApiReads(10, 50);
    console.table(r.results.map((x) => ({ ...x, ratioToBare: x.ratioToBare === null ? "" : `1/${Math.round(1 / x.ratioToBare)}` })));
    console.log(`platform RSS: ${r.rssMb.atRest} MB at rest, ${r.rssMb.afterLoad} MB after the load`);
    results.apiReads = r;
  });
if (only.has("db-compare"))
  await timed("db-compare", async () => {
    const r = await benchDbCompare(Number(process.env.BENCH_DB_ROUNDS) || 6, 5, 50);
    printDbCompare(r);
    results.dbCompare = r;
  });
if (only.has("ws-fanout"))
  await timed("ws-fanout", async () => {
    const r = await benchWsFanout(1000, 20, 2, 10);
    printWsFanout(r);
    results.wsFanout = r;
  });
if (only.has("client-work"))
  await timed("client-work", async () => {
    const r = await benchClientWork();
    console.table(r.classification);
    console.log("growth 10k → 100k:", r.growth, "one live update at 10k orders (ms):", r.liveUpdateMs);
    results.clientWork = r;
  });
if (only.has("bulk")) await timed("bulk", async () => (results.bulk = await benchBulk()));
if (only.has("volume")) {
  const out: VolumeResult[] = [];
  for (const v of volumes)
    await timed(`volume ${v}`, async () => {
      const r = await benchVolume(v);
      printVolume(r);
      out.push(r);
    });
  results.volume = out;
}

results.seconds = { total: Math.round((Date.now() - started) / 1000), parts: lap };
results.machine = { ...(results.machine as object), loadavgAtEnd: loadavg().map((l) => Math.round(l * 10) / 10) };
const must: MustReach = mustReach(results);
results.mustReach = must;
console.log("\nMust reach (issue 14):");
console.table(Object.entries(must).map(([k, v]) => ({ item: k, value: v.value, target: v.target, met: v.met === null ? "not measured" : v.met })));
mkdirSync(join(root, "bench/results"), { recursive: true });
const file = process.env.BENCH_OUT ?? join(root, `bench/results/${full ? "latest" : "partial"}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
const md = markdownTable(results);
writeFileSync(`${file.replace(/\.json$/, "")}.md`, md);
console.log(`\n${md}\nwritten to ${file} (and .md) in ${results.seconds.total} s`);
process.exit(0);
