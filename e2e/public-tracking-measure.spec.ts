// Measurements of the public tracking page (run with MEASURE=1; not part of the suite): the JS a
// first load of /tracking/{publicId} transfers (gzipped, cache off) before and after the map chunk,
// against the vendor's /order-tracking and /request-a-rider pages; and the time from a status change
// (the order's updated_at, stamped by the platform) to the public page showing it (the headline's
// data-updated-at changing, seen by a MutationObserver), median and p95 over every change of six
// orders followed at once, each by its own phone (browser context: a browser holds at most six
// connections per host, so six streams in one context would queue everything else).
import { writeFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import { firstLoadJs, isMapScript, kib } from "./measure";
import { OrdersApi } from "./pages/orders-api";

test.skip(!process.env.MEASURE, "measurements run on request (MEASURE=1)");

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

/** Gzipped JS (KiB) a first load of `path` transfers, with and without the map's chunks. */
async function pageLoad(context: BrowserContext, page: Page, path: string, ready: () => Promise<void>) {
  const js = await firstLoadJs(context, page, path, ready);
  return { kb: kib(js), withoutMapKB: kib(js.filter((x) => !isMapScript(x.url))), files: js.length, map: js.some((x) => isMapScript(x.url)) };
}

test("first-load JS and status-change latency of the public tracking page", async ({ portal, page, request, context, browser }) => {
  test.setTimeout(240_000);
  const results: Record<string, unknown> = {};
  const api = await new OrdersApi(request).login();

  // ---- first-load JS ----
  const waitingId = await api.placeOrder("DK-1001", { customerName: "Measure Waiting" });
  const waitingPath = await api.trackingLinkPath("DK-1001", waitingId);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  results.publicTracking = await pageLoad(phone, phonePage, waitingPath, () => expect(phonePage.getByTestId("tracking-headline")).toBeVisible());
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);
  results.orderTracking = await pageLoad(context, page, "/order-tracking/DK-1001", () => portal.settled());
  results.requestARider = await pageLoad(context, page, "/request-a-rider/DK-1001", () => portal.settled());

  // ---- latency: six orders followed at once ----
  const pages: Page[] = [];
  const phones: BrowserContext[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await api.placeOrder("DK-1001", { customerName: `Measure ${"ABCDEF"[i]}` });
    const own = await browser.newContext({ viewport: { width: 390, height: 844 } });
    phones.push(own);
    const p = await own.newPage();
    await p.addInitScript(() => {
      const seen: { step: string; updatedAt: number; shownAt: number }[] = [];
      (window as unknown as { __steps: typeof seen }).__steps = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="tracking-headline"]');
        if (!el) return;
        const updatedAt = Number(el.getAttribute("data-updated-at"));
        const last = seen[seen.length - 1];
        if (!last || last.updatedAt !== updatedAt) seen.push({ step: el.getAttribute("data-step") ?? "", updatedAt, shownAt: Date.now() });
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-updated-at"] });
    });
    await p.goto(await api.trackingLinkPath("DK-1001", id));
    pages.push(p);
  }
  for (const p of pages)
    await expect(p.getByTestId("tracking-headline")).toHaveAttribute("data-step", /delivered|returned|cancelled/, { timeout: 120_000 });
  const lags: number[] = [];
  for (const p of pages) {
    const steps = await p.evaluate(() => (window as unknown as { __steps: { updatedAt: number; shownAt: number }[] }).__steps);
    // The first entry is the page's first answer, not a change.
    for (const s of steps.slice(1)) lags.push(s.shownAt - s.updatedAt * 1000);
  }
  results.latency = { changes: lags.length, medianMs: quantile(lags, 0.5), p95Ms: quantile(lags, 0.95), maxMs: Math.max(...lags) };
  await phone.close();
  for (const own of phones) await own.close();
  console.info(JSON.stringify(results, null, 2));
  await writeFile(test.info().outputPath("public-tracking-measure.json"), JSON.stringify(results, null, 2));
  expect(lags.length).toBeGreaterThan(10);
});
