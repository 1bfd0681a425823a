// Shared by the measurement specs (MEASURE=1; not part of the suite): the scripts a page downloads,
// seen through the DevTools protocol with the HTTP cache off, each with its transferred (gzipped) bytes.
import type { BrowserContext, Page } from "@playwright/test";

export type ScriptLoad = { url: string; bytes: number };

/** Every script the page loads from now on (cache off) in `scripts`; `cacheOn()` ends the cache-off part (the session stays for other uses). */
export async function recordScripts(context: BrowserContext, page: Page) {
  // Leave the previous page first: its late requests must not count for the next one.
  await page.goto("about:blank");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts: ScriptLoad[] = [];
  const types = new Map<string, string>();
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, `${e.type} ${e.response.url}`));
  cdp.on("Network.loadingFinished", (e) => {
    const t = types.get(e.requestId) ?? "";
    if (/\.m?js(\?|$)/.test(t) || t.startsWith("Script")) scripts.push({ url: t.split(" ")[1] ?? t, bytes: e.encodedDataLength });
  });
  const cacheOn = () => cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  return { scripts, cdp, cacheOn };
}

/** The scripts a first load of `path` transfers, until `ready()` and the network is idle. */
export async function firstLoadJs(context: BrowserContext, page: Page, path: string, ready: () => Promise<void>): Promise<ScriptLoad[]> {
  const { scripts, cdp, cacheOn } = await recordScripts(context, page);
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await cacheOn();
  await cdp.detach();
  return scripts;
}

/** KiB with one decimal. */
export const kib = (list: readonly ScriptLoad[]) => Math.round(list.reduce((s, x) => s + x.bytes, 0) / 102.4) / 10;

/** The map's chunks (MapLibre, its worker and the map view): they come when a map asks for them. */
export const isMapScript = (url: string) => /create-map|maplibre|map-view/.test(url);
