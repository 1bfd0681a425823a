// Real-browser page loads for `npm run bench`: Debian's Chromium (Playwright, never a downloaded
// browser) with the throttling through CDP — 4× CPU, 1.6 Mbps down / 750 kbps up / 150 ms RTT,
// HTTP cache off — loads one URL in a fresh context and counts every JS and CSS response:
//   - "before usable": requests sent before the page was usable (its h1 visible and no "Loading" status,
//     the same test as the e2e page models, and no spinner left outside a map), with transfer size
//     (bytes on the wire), decoded size and gzip size (level 6, what a gzip-serving platform would send);
//   - "before interactive": requests sent before the page was also React's (its h1 and, where there is
//     one, the login form's e-mail field carry React's props: rendered or hydrated). A prerendered page
//     (issue 14) is usable when its HTML and CSS have painted, before any script ran; this is what it
//     costs until the form can be used. On a page React renders itself, interactive ≈ usable;
//   - "all": every JS and CSS request until the network has been quiet for 1.5 s after usable (what
//     loads after the page is shown: the map, its worker, lazy chunks).
// LCP, FCP and total blocking time come from the page's own PerformanceObserver (installed before any
// script runs): TBT is the sum of (long task − 50 ms) between FCP and the end of the measurement.
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const THROTTLING = { cpuSlowdown: 4, downloadKbps: 1600, uploadKbps: 750, rttMs: 150 } as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

type Sizes = { count: number; transfer: number; decoded: number; gz: number };
export type PageLoad = {
  url: string;
  landedOn: string;
  usableMs: number;
  /** Usable and React's (rendered or hydrated): see INTERACTIVE. */
  interactiveMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number;
  beforeUsable: { js: Sizes; css: Sizes };
  beforeInteractive: { js: Sizes; css: Sizes };
  all: { js: Sizes; css: Sizes };
  /** The largest JS and CSS files fetched before usable (gz bytes), to see what a route pays for. */
  largest: { file: string; gz: number; beforeUsable: boolean }[];
};

type Req = { url: string; kind: "js" | "css"; wallMs: number; sentBeforeUsable: boolean; transfer: number; body?: Buffer };

// Runs in the page before any of its scripts: collects paint, LCP and long-task entries. A string, not
// a function: tsx (esbuild, keepNames) would put `__name(…)` helpers into a serialized function.
const OBSERVERS = `(() => {
  const perf = { fcp: null, lcp: null, long: [] };
  window.__perf = perf;
  const observe = (type, cb) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(cb)).observe({ type, buffered: true }); } catch {}
  };
  observe("paint", (e) => { if (e.name === "first-contentful-paint") perf.fcp = e.startTime; });
  observe("largest-contentful-paint", (e) => { perf.lcp = e.startTime; });
  observe("longtask", (e) => { perf.long.push([e.startTime, e.duration]); });
})();`;

/**
 * Runs in the page before any of its scripts (a string, as OBSERVERS): checks on every animation frame,
 * from the first one, and records the first frame (performance.now() and wall time) where the page
 * - is **usable**: a visible h1, no status that says it is loading (e2e/pages/portal.ts settled()) and
 *   no visible spinner (Mantine Loader) outside a map,
 *   on the page the load was for (`onPath`: a signed-in `/` first paints the prerendered signed-out
 *   landing, whose h1 is not the request page's);
 * - is also **interactive**: React owns the page, the h1 and the login form's e-mail field (where there
 *   is one) carry React's props (set when React renders or hydrates an element; prerendered HTML has none).
 * Recorded by the page itself, not by polling from Playwright: a poll starts only once Playwright's
 * script is in the page and may first run frames after a prerendered page painted (measured: 400 ms
 * after its first contentful paint), which counted what the page fetched after it painted as before.
 */
const FRAME_WATCH = (onPath: string | undefined) => `(() => {
  const onPath = ${JSON.stringify(onPath ?? null)};
  const at = () => [performance.now(), performance.timeOrigin + performance.now()];
  const usable = () => {
    if (onPath && !location.pathname.startsWith(onPath)) return false;
    const h1 = document.querySelector("h1");
    if (!h1) return false;
    const r = h1.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    for (const s of document.querySelectorAll('[role="status"]')) if (/Loading|Indlæser/.test(s.textContent || "")) return false;
    // Nor while anything on it still spins ("Preparing the request…", "Fetching past orders…", a lazy
    // step's fallback): a visible Mantine Loader outside a map (the map loads after the page is usable).
    for (const l of document.querySelectorAll(".mantine-Loader-root")) {
      if (l.closest("[data-map-state]")) continue;
      const b = l.getBoundingClientRect();
      if (b.width > 0 && b.height > 0) return false;
    }
    return true;
  };
  const reacts = (el) => el && Object.keys(el).some((k) => k.startsWith("__reactProps$"));
  const interactive = () => {
    if (onPath && !location.pathname.startsWith(onPath)) return false;
    const h1 = document.querySelector("h1");
    const email = document.querySelector('[data-testid="login-form"] input[name="email"]');
    return (email ? [h1, email] : [h1]).every(reacts);
  };
  const frames = { usable: null, interactive: null };
  window.__frames = frames;
  const tick = () => {
    if (!frames.usable && usable()) frames.usable = at();
    if (frames.usable && !frames.interactive && interactive()) frames.interactive = at();
    if (!frames.interactive) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

type Frames = { usable: [number, number] | null; interactive: [number, number] | null };

const gz = (b: Buffer) => gzipSync(b).length;
const empty = (): Sizes => ({ count: 0, transfer: 0, decoded: 0, gz: 0 });

export async function measureLoad(
  browser: Browser,
  url: string,
  options: {
    storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>;
    initScript?: () => void;
    viewport?: { width: number; height: number };
    /** Usable and interactive only once the location's path starts with this (where the load must land). */
    onPath?: string;
  } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({ storageState: options.storageState, viewport: options.viewport ?? { width: 412, height: 823 } });
  if (options.initScript) await context.addInitScript(options.initScript);
  await context.addInitScript({ content: OBSERVERS });
  await context.addInitScript({ content: FRAME_WATCH(options.onPath) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });

  const requests = new Map<string, Req>();
  let inflight = 0;
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (e) => {
    inflight++;
    lastActivity = Date.now();
    const kind = e.type === "Script" ? "js" : e.type === "Stylesheet" ? "css" : /\.m?js(\?|$)/.test(e.request.url) ? "js" : /\.css(\?|$)/.test(e.request.url) ? "css" : null;
    if (kind) requests.set(e.requestId, { url: e.request.url, kind, wallMs: e.wallTime * 1000, sentBeforeUsable: false, transfer: 0 });
  });
  const finished = new Set<string>();
  const done = async (id: string, transfer: number | null) => {
    if (finished.has(id)) return;
    finished.add(id);
    inflight--;
    lastActivity = Date.now();
    const r = requests.get(id);
    if (!r) return;
    r.transfer = transfer ?? 0;
    try {
      const body = (await cdp.send("Network.getResponseBody", { requestId: id })) as { body: string; base64Encoded: boolean };
      r.body = Buffer.from(body.body, body.base64Encoded ? "base64" : "utf8");
    } catch {
      r.body = Buffer.alloc(0);
    }
  };
  cdp.on("Network.loadingFinished", (e) => void done(e.requestId, e.encodedDataLength));
  cdp.on("Network.loadingFailed", (e) => void done(e.requestId, null));

  await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
  // The page checks every animation frame (FRAME_WATCH); a request counts as "before usable" when it was
  // sent (CDP wallTime) before that frame.
  const frame = (which: keyof Frames) =>
    page.waitForFunction((w) => (window as unknown as { __frames?: Frames }).__frames?.[w] ?? false, which, { polling: 100, timeout: 120_000 });
  const [usableAt, usableWallMs] = (await (await frame("usable")).jsonValue()) as [number, number];
  const [interactiveAt, interactiveWallMs] = (await (await frame("interactive")).jsonValue()) as [number, number];
  // Let what comes after (lazy chunks, the map and its worker) load: quiet network for 1.5 s, at most 60 s.
  const quietSince = Date.now();
  while (Date.now() - quietSince < 60_000 && (inflight > 0 || Date.now() - lastActivity < 1500)) await page.waitForTimeout(100);
  const perf = (await page.evaluate(() => (window as unknown as { __perf: { fcp: number | null; lcp: number | null; long: [number, number][] } }).__perf)) ?? {
    fcp: null,
    lcp: null,
    long: [],
  };
  const tbt = perf.long.filter(([start]) => perf.fcp === null || start >= perf.fcp).reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  const landedOn = new URL(page.url()).pathname;

  const result: PageLoad = {
    url,
    landedOn,
    usableMs: Math.round(usableAt),
    interactiveMs: Math.round(Math.max(usableAt, interactiveAt)),
    fcpMs: perf.fcp === null ? null : Math.round(perf.fcp),
    lcpMs: perf.lcp === null ? null : Math.round(perf.lcp),
    tbtMs: Math.round(tbt),
    beforeUsable: { js: empty(), css: empty() },
    beforeInteractive: { js: empty(), css: empty() },
    all: { js: empty(), css: empty() },
    largest: [],
  };
  for (const r of requests.values()) {
    r.sentBeforeUsable = r.wallMs <= usableWallMs;
    const body = r.body ?? Buffer.alloc(0);
    const g = gz(body);
    const buckets = [result.all];
    if (r.sentBeforeUsable) buckets.push(result.beforeUsable);
    if (r.wallMs <= Math.max(usableWallMs, interactiveWallMs)) buckets.push(result.beforeInteractive);
    for (const bucket of buckets) {
      const s = bucket[r.kind];
      s.count++;
      s.transfer += r.transfer;
      s.decoded += body.length;
      s.gz += g;
    }
    result.largest.push({ file: new URL(r.url).pathname.replace(/^.*\//, ""), gz: g, beforeUsable: r.sentBeforeUsable });
  }
  result.largest = result.largest.sort((a, b) => b.gz - a.gz);
  // BENCH_FILES_OUT=<file>: every JS and CSS file of the load, a JSON line per load (to attribute what a page
  // fetched before usable to sources, with a --sourcemap build and BENCH_STATIC_DIR).
  if (process.env.BENCH_FILES_OUT) (await import("node:fs")).appendFileSync(process.env.BENCH_FILES_OUT, `${JSON.stringify({ url, landedOn, files: result.largest })}\n`);
  result.largest = result.largest.slice(0, 8);
  await context.close();
  return result;
}

/** Signs in through the landing page's form (unthrottled) and returns the signed-in storage state. */
export async function signIn(browser: Browser, base: string, email: string, password: string) {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem("rrp.welcome-seen", "1"));
  const page: Page = await context.newPage();
  await page.goto(base);
  const form = page.getByTestId("login-form").first();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  const terms = form.locator('input[name="terms"]');
  if (!(await terms.isChecked())) await terms.check();
  await form.getByTestId("login-submit").click();
  await page.waitForURL(/request-a-rider|order-tracking/, { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
