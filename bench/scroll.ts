// Scrolling 10k rows on /order-tracking (issue 14, item 5), measured in real Chromium (Debian's,
// through Playwright; never asserted in a test): the owner signs in, the page opens with the test
// hook (?rrp-test-hooks=1, window.__rrp: the page's own order store), 10,000 orders of today are put
// into the store (ORDERS.ORDER_RECEIVED, as the e2e measurement does; nothing reaches the platform),
// all in the New tab, and the tab's list is scrolled programmatically at a steady speed for a few
// seconds (its scrollTop set in every animation frame, time-based, wrapping at the end). Recorded in
// the page: every frame's requestAnimationFrame delta and the long tasks (PerformanceObserver
// "longtask"). Reported: frames, fps from the median delta, the share of frames over 16.7 ms and
// over 33.3 ms, long tasks (count, total, longest) and how many rows the document held, without
// CPU throttling and with the 4× (CDP Emulation.setCPUThrottlingRate).
//
// bench/run.ts can call benchScroll(base) with the platform it started; `npx tsx bench/scroll.ts`
// builds the portal when dist/ has no build, starts the platform as `npm start` runs it (in-memory
// PGlite, bench/platform-process.ts), measures and prints.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "@playwright/test";
import type { OrderRecord } from "../src/domain/contract/orders";
import { launchChromium, signIn, THROTTLING } from "./browser";
import { startPlatformProcess } from "./platform-process";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const OWNER = { email: "owner@demo.dk", password: "Rider-Demo-2026!" };
const VENDOR = "DK-1001";

export type ScrollRun = {
  /** The tracking page, or the floor (a static list of the same rows in the same browser). */
  kind: "page" | "floor";
  cpuSlowdown: number;
  durationMs: number;
  /** Scroll speed (px/s). */
  speed: number;
  frames: number;
  fpsMedian: number;
  /** Share of frames whose delta exceeded 16.7 ms / 33.3 ms (0–1). */
  over16ms: number;
  over33ms: number;
  /** Share of frames over 25 ms (1.5 × 16.7: a frame missed, not the timer's jitter around 16.7). */
  over25ms: number;
  p95FrameMs: number;
  longTasks: { count: number; totalMs: number; maxMs: number };
  /** Rows the list held in the document during the scroll (the virtualiser's window). */
  rowsInDocument: number;
  /** Snapshots of the order store during the scroll (live updates of the simulator's orders). */
  storeUpdates: number;
  /** Distance scrolled (px) and rows passed. */
  scrolledPx: number;
  rowsPassed: number;
};

export type ScrollResult = { rows: number; injectMs: number; runs: ScrollRun[] };

/** n orders of today for the vendor, all in the New tab, newest first by position. */
function ordersOfToday(n: number, nowSec: number): OrderRecord[] {
  const statuses = ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "ASSIGNED_TO_TRANSPORT", "NEAR_VENDOR"] as const;
  return Array.from({ length: n }, (_, i) => {
    const status = statuses[i % statuses.length];
    const created = nowSec - Math.floor(i / 250); // within the last 40 s: today at any hour
    return {
      order_id: `${VENDOR}-8${String(i).padStart(6, "0")}`,
      vendor_id: VENDOR,
      created_at: created,
      updated_at: created + 1,
      preordered_for: null,
      status,
      status_history: [
        { status: "NEW", created_at: created },
        { status, created_at: created + 1 },
      ],
      delivery_fee: 39,
      customer: {
        name: `Kunde ${i} ${["Hansen", "Nielsen", "Jensen", "Pedersen"][i % 4]}`,
        phone_number: `+4520${String(i).padStart(6, "0")}`,
        location: { address: "Elmegade 5, 2200 København N", latitude: 55.688, longitude: 12.557, notes: "" },
      },
      order: { description: "Pizza", amount: 150, payment_method: "PAID" },
      rider_id: null,
      cancel_reason: null,
      eta_vendor: null,
      eta_customer: null,
    } as OrderRecord;
  });
}

type Recorded = { deltas: number[]; longTasks: number[]; rows: number; scrolled: number; rowHeight: number; updates: number };

// The in-page recorder, as source text: tsx would wrap named functions of a page.evaluate callback
// with a helper (__name) the page does not have.
const SCROLL_SOURCE = `(durationMs, speed, selector) => new Promise((resolve, reject) => {
  const box = document.querySelector(selector);
  if (!box) return reject(new Error("no scroll box in the New tab"));
  const longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); });
  observer.observe({ type: "longtask", buffered: false });
  const deltas = [];
  let rows = 0;
  let updates = 0;
  const sub = window.__rrp ? window.__rrp.orders.subscribe(() => { updates++; }) : { unsubscribe() {} };
  let n = 0;
  const range = box.scrollHeight - box.clientHeight;
  const first = box.querySelector('[data-testid="order-row"]');
  const rowHeight = first && first.parentElement ? first.parentElement.getBoundingClientRect().height : 0;
  box.scrollTop = 0;
  let start = -1;
  let last = -1;
  const frame = (t) => {
    if (start < 0) start = t; else deltas.push(t - last);
    last = t;
    const travelled = ((t - start) / 1000) * speed;
    box.scrollTop = travelled % range;
    if (n++ % 16 === 0) rows = Math.max(rows, box.querySelectorAll('[data-testid="order-row"]').length);
    if (t - start < durationMs) requestAnimationFrame(frame);
    else { observer.disconnect(); sub.unsubscribe(); resolve({ deltas, longTasks, rows, scrolled: travelled, rowHeight, updates }); }
  };
  requestAnimationFrame(frame);
})`;

const NEW_TAB_LIST = '[data-testid="panel-new"] [data-testid="order-list-scroll"]';

/** Scrolls a scroll box (the New tab's list) for durationMs at speed px/s, in the page; returns what it recorded. */
function scrollOnce(page: import("@playwright/test").Page, durationMs: number, speed: number, selector = NEW_TAB_LIST): Promise<Recorded> {
  return page.evaluate(`(${SCROLL_SOURCE})(${durationMs}, ${speed}, ${JSON.stringify(selector)})`) as Promise<Recorded>;
}

/**
 * The floor, in the same browser and run: a static page with a scroll box of the list's size and
 * 10k plain rows of the same height (no framework, no script but the recorder), scrolled the same
 * way. What it drops is the machine's, not the portal's.
 */
async function floorPage(context: import("@playwright/test").BrowserContext, rows: number) {
  const page = await context.newPage();
  const body = Array.from({ length: rows }, (_, i) => `<div data-testid="order-row" style="height:70px;margin-bottom:6px;border:1px solid #ccc;border-radius:8px;padding:10px 12px;box-sizing:border-box;font:14px sans-serif">DK-1001-8${String(i).padStart(6, "0")}<br>Kunde ${i}</div>`).join("");
  await page.setContent(`<!doctype html><html><body style="margin:0"><div id="box" style="height:640px;width:480px;overflow:auto;padding:4px">${body}</div></body></html>`);
  return page;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

export async function benchScroll(base: string, options: { rows?: number; durationMs?: number; speed?: number; browser?: Browser } = {}): Promise<ScrollResult> {
  const rows = options.rows ?? 10_000;
  const durationMs = options.durationMs ?? 5000;
  const speed = options.speed ?? 3000;
  const browser = options.browser ?? (await launchChromium());
  try {
    const storageState = await signIn(browser, base, OWNER.email, OWNER.password);
    const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem("rrp.welcome-seen", "1"));
    const page = await context.newPage();
    await page.goto(`${base}/order-tracking/${VENDOR}?rrp-test-hooks=1`);
    await page.waitForFunction(() => !!(window as unknown as { __rrp?: { orders?: unknown } }).__rrp?.orders, null, { timeout: 60_000 });
    await page.getByTestId("tab-new").waitFor({ timeout: 60_000 });
    const records = ordersOfToday(rows, Math.floor(Date.now() / 1000));
    const injectMs = await page.evaluate((orders) => {
      const store = (window as unknown as { __rrp: { orders: { send(e: unknown): void } } }).__rrp.orders;
      const t = performance.now();
      for (const order of orders) store.send({ type: "ORDERS.ORDER_RECEIVED", order });
      return Math.round(performance.now() - t);
    }, records);
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="tab-count-new"]')?.textContent) >= n, rows, { timeout: 60_000 });
    await page.getByTestId("tab-new").click();
    await page.locator('[data-testid="panel-new"] [data-testid="order-row"]').first().waitFor();
    const cdp = await context.newCDPSession(page);
    const runs: ScrollRun[] = [];
    const floor = await floorPage(context, rows);
    const floorCdp = await context.newCDPSession(floor);
    const summary = (kind: "page" | "floor", cpuSlowdown: number, r: Recorded): ScrollRun => {
      const fm = median(r.deltas);
      return {
        kind,
        cpuSlowdown,
        durationMs,
        speed,
        frames: r.deltas.length,
        fpsMedian: r1(1000 / fm),
        over16ms: r3(r.deltas.filter((d) => d > 16.7).length / r.deltas.length),
        over33ms: r3(r.deltas.filter((d) => d > 33.3).length / r.deltas.length),
        over25ms: r3(r.deltas.filter((d) => d > 25).length / r.deltas.length),
        p95FrameMs: r1(quantile(r.deltas, 0.95)),
        longTasks: { count: r.longTasks.length, totalMs: Math.round(r.longTasks.reduce((a, b) => a + b, 0)), maxMs: Math.round(Math.max(0, ...r.longTasks)) },
        rowsInDocument: r.rows,
        storeUpdates: r.updates,
        scrolledPx: Math.round(r.scrolled),
        rowsPassed: Math.round(r.scrolled / 76),
      };
    };
    for (const cpuSlowdown of [1, THROTTLING.cpuSlowdown]) {
      // The floor first, then the page, at the same throttling (each page has its own CDP session).
      await floorCdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await floor.bringToFront();
      await scrollOnce(floor, 1000, speed, "#box");
      runs.push(summary("floor", cpuSlowdown, await scrollOnce(floor, durationMs, speed, "#box")));
      await floorCdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await page.bringToFront();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await scrollOnce(page, 1000, speed); // warm-up: the JIT, the row components, the fonts
      if (process.env.BENCH_SCROLL_PROFILE) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.start"));
      const r = await scrollOnce(page, durationMs, speed);
      if (process.env.BENCH_SCROLL_PROFILE) {
        const { profile } = (await cdp.send("Profiler.stop")) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[] } };
        const self = new Map<string, number>();
        for (const n of profile.nodes) {
          const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
          self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0));
        }
        console.log(`cpu ${cpuSlowdown}x, top self samples:`, [...self].sort((x, y) => y[1] - x[1]).slice(0, 25));
      }
      runs.push(summary("page", cpuSlowdown, r));
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await context.close();
    return { rows, injectMs, runs };
  } finally {
    if (!options.browser) await browser.close();
  }
}

// ---- standalone: build if needed, start the platform, measure, print ----

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.env.BENCH_STATIC_DIR ?? join(root, "dist/app");
  if (!existsSync(join(dist, "asset-manifest.json"))) {
    const r = spawnSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(1);
  }
  const platform = await startPlatformProcess({ STATIC_DIR: dist });
  try {
    const result = await benchScroll(platform.base);
    console.log(`${result.rows} orders injected in ${result.injectMs} ms`);
    console.table(result.runs.map(({ longTasks, ...r }) => ({ ...r, longTasks: longTasks.count, longTasksMs: longTasks.totalMs, longestMs: longTasks.maxMs })));
  } finally {
    await platform.stop();
  }
}
