// `npm run bench`: measures what DESIGN.md asks to be measured, never asserted in tests.
// 1. First-load JS per route (gzipped), from the Vite manifest of the production build.
// 2. Platform throughput and latency of authenticated reads over a real loopback socket.
// 3. Order-list classification (classifyOrders, merge) over 10k and 100k orders.
// 4. Bulk upload: preprocessing of 100, 1,000 and 2,000 rows, the largest file accepted, zip bombs.
// Live-update latency is measured by the tracking e2e (see README).
// Results are printed and written to bench/results/latest.json.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { createAppFromDeps, createDeps } from "../src/server/app";
import { openDatabase } from "../src/server/db/database";
import { createLogger } from "../src/server/logger";
import { benchBulk } from "./bulk";
import { benchClassification } from "./classify";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist/app");
const results: Record<string, unknown> = { when: new Date().toISOString(), node: process.version };

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

function bundleSizes() {
  if (!existsSync(join(dist, "asset-manifest.json"))) {
    console.log("building the portal…");
    const r = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(1);
  }
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, "asset-manifest.json"), "utf8"));
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gz.get(file)!;
  };
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const k of keys) {
      if (seen.has(k) || !manifest[k]) continue;
      seen.add(k);
      closure(manifest[k].imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const first = closure([entryKey]);
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  const sum = (keys: Iterable<string>) => [...keys].reduce((s, k) => s + size(manifest[k].file), 0);
  const firstLoad = sum(first);
  const routes: { route: string; firstLoadKb: number; routeChunksKb: number; totalKb: number }[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /routes\/(.+?)\.tsx(\?|$)/.exec(chunk.src ?? key);
    if (!m || first.has(key)) continue;
    const extra = [...closure([key])].filter((k) => !first.has(k));
    const name = `/${m[1].replace(/(^|\/)index$/, "").replace(/\$/g, ":")}`;
    const existing = routes.find((r) => r.route === name);
    const extraKb = kb(sum(extra));
    if (existing) {
      existing.routeChunksKb = Math.round((existing.routeChunksKb + extraKb) * 10) / 10;
      existing.totalKb = Math.round((existing.firstLoadKb + existing.routeChunksKb) * 10) / 10;
    } else routes.push({ route: name, firstLoadKb: kb(firstLoad), routeChunksKb: extraKb, totalKb: kb(firstLoad) + extraKb });
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));
  console.log(`\nFirst-load JS (entry and its static imports, gzipped): ${kb(firstLoad)} KB`);
  console.table(routes);
  results.bundles = { firstLoadKb: kb(firstLoad), routes };
}

async function platformThroughput() {
  const database = await openDatabase({ dataDir: "memory://" });
  const deps = createDeps({ db: database, env: { LOG_LEVEL: "silent" }, logger: createLogger("silent") });
  const app = createAppFromDeps(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/identity/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@demo.dk", password: "Rider-Demo-2026!" }),
  }).then((r) => r.json());
  const auth = `Bearer ${login.meta.AccessToken};${login.meta.IdToken}`;
  const scenarios = [
    { name: "GET /orders/api/v1/vendors", path: "/orders/api/v1/vendors" },
    { name: "GET /orders/api/v1/get-country-parameter/serviceHours", path: "/orders/api/v1/get-country-parameter/serviceHours" },
    { name: "GET /healthz (no auth, no db)", path: "/healthz" },
  ];
  const total = 2000;
  const concurrency = 16;
  const out = [];
  for (const s of scenarios) {
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const t = performance.now();
          const r = await fetch(base + s.path, { headers: { authorization: auth } });
          await r.arrayBuffer();
          if (!r.ok) throw new Error(`${s.path}: ${r.status}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)] * 100) / 100;
    out.push({ scenario: s.name, requests: latencies.length, reqPerSec: Math.round(latencies.length / seconds), p50ms: pct(0.5), p95ms: pct(0.95), p99ms: pct(0.99) });
  }
  console.log(`\nPlatform throughput (${total} requests each, concurrency ${concurrency}, loopback, in-memory PGlite):`);
  console.table(out);
  results.platform = out;
  server.close();
  await database.close();
}

bundleSizes();
await platformThroughput();
const classification = benchClassification();
console.log("\nOrder-list classification (median of runs, ms):");
console.table(classification);
results.classification = classification;
results.bulk = await benchBulk();
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/latest.json"), JSON.stringify(results, null, 2));
console.log("\nwritten to bench/results/latest.json");
process.exit(0);
