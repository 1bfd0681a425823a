// Measurement of the help centre's first-load cost (run with MEASURE=1; not part of the suite): the
// gzipped JS a first load of /request-a-rider/DK-1001 transfers (cache off, until the network is idle)
// for a signed-in owner with the helpcenter flag on and with it off. The help centre's own code (the
// panel, the view and bridge, the machine and its calls) loads on the first opening only, so the two
// loads should transfer the same files and bytes (target: 0 B difference). Written to
// help-centre-measure.json in the test's output directory and printed.
import { writeFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import { firstLoadJs, isMapScript } from "./measure";

test.skip(!process.env.MEASURE, "measurements run on request (MEASURE=1)");

/** Gzipped JS bytes a first load of `path` transfers (the map's chunks apart), the files, and the help centre's. */
async function pageLoad(context: BrowserContext, page: Page, path: string, ready: () => Promise<void>) {
  const pageJs = (await firstLoadJs(context, page, path, ready))
    .filter((x) => !isMapScript(x.url))
    .map((x) => ({ url: new URL(x.url).pathname, bytes: x.bytes }));
  return {
    bytes: pageJs.reduce((s, x) => s + x.bytes, 0),
    files: pageJs.map((x) => x.url).sort(),
    helpFiles: pageJs.filter((x) => /help|_authenticated/.test(x.url)).map((x) => `${x.url} ${x.bytes}`),
  };
}

test("first-load JS of the request page with and without the helpcenter flag", async ({ portal, page, context, platform }) => {
  test.setTimeout(120_000);
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//, { timeout: 30_000 });
  const results: Record<string, unknown> = {};
  try {
    await platform.setFlags({ helpcenter: true });
    const on = await pageLoad(context, page, "/request-a-rider/DK-1001", async () => {
      await portal.settled();
      await expect(page.getByTestId("help-button")).toBeVisible();
    });
    await platform.setFlags({ helpcenter: false });
    const off = await pageLoad(context, page, "/request-a-rider/DK-1001", async () => {
      await portal.settled();
      await expect(page.getByTestId("help-button")).toHaveCount(0);
    });
    results.flagOn = on;
    results.flagOff = off;
    results.differenceBytes = on.bytes - off.bytes;
    results.onlyWithFlag = on.files.filter((f) => !off.files.includes(f));
    results.onlyWithoutFlag = off.files.filter((f) => !on.files.includes(f));
  } finally {
    await platform.setFlags({ helpcenter: true });
  }
  await writeFile(test.info().outputPath("help-centre-measure.json"), JSON.stringify(results, null, 2));
  console.log(JSON.stringify({ helpFilesOn: (results.flagOn as { helpFiles: string[] }).helpFiles }));
  console.log(JSON.stringify({ on: (results.flagOn as { bytes: number }).bytes, off: (results.flagOff as { bytes: number }).bytes, difference: results.differenceBytes, onlyWithFlag: results.onlyWithFlag, onlyWithoutFlag: results.onlyWithoutFlag }));
});
