// A lazy page whose code cannot be downloaded is retried every 2 s (machines/page-load; the e2e
// platform sets PAGE_LOAD_RETRY_MS=200, scripts/e2e-server.mjs, so the 10 retries take ~2 s); once the
// network is back the page renders. When every retry fails, the load-failure bar offers a reload.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Fails the downloads of the terms page's code `times` times (or always), then lets them through. */
async function breakTermsChunk(page: Page, times: number) {
  let failures = 0;
  await page.route(/\/assets\/(termsandconditions|public-pages)-[^/]+\.js$/, async (route) => {
    if (failures < times) {
      failures++;
      await route.abort("internetdisconnected");
    } else await route.continue();
  });
  return () => failures;
}

test("a lazy page that failed to load is retried until it loads", async ({ portal, page }) => {
  await portal.visit("/", "landing");
  const failures = await breakTermsChunk(page, 3);
  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(portal.heading()).toHaveText("Terms and conditions", { timeout: 20_000 });
  expect(failures()).toBe(3);
  await portal.checkA11y("terms after retries");
});

test("after 10 failed retries the load-failure bar offers a reload", async ({ portal, page }) => {
  test.setTimeout(90_000);
  await portal.visit("/", "landing");
  await breakTermsChunk(page, Number.POSITIVE_INFINITY);
  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  const bar = page.getByTestId("load-failure-bar");
  await expect(bar).toBeVisible({ timeout: 40_000 });
  await expect(bar).toContainText("Could not load the application. Please check your internet connection and try again");
  await portal.checkA11y("load-failure bar");
  await page.unrouteAll();
  await page.getByTestId("load-failure-reload").click();
  await expect(portal.heading()).toHaveText("Terms and conditions");
});
