// Screenshots of the order pages for a visual review: order tracking with an order selected (rider
// on the way, map) and history with a row selected, on desktop and mobile, in English and Danish.
// Run with SCREENSHOTS=1; files go to SCREENSHOT_DIR (default test-results/screenshots). Every
// page is also checked with axe.
import { planOrder } from "../src/server/sim/plan";
import { DEMO, expect, test } from "./fixtures";
import { OrdersApi } from "./pages/orders-api";
import { TrackingPage } from "./pages/tracking";

const dir = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test.skip(!process.env.SCREENSHOTS, "screenshots are taken on request (SCREENSHOTS=1)");

test("order tracking and history screenshots", async ({ portal, page, request }) => {
  test.setTimeout(120_000);
  const api = await new OrdersApi(request).login();
  await page.setViewportSize({ width: 1280, height: 900 });
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);

  let orderId = "";
  for (let i = 0; i < 6 && !orderId; i++) {
    const id = await api.placeOrder("DK-1001", { customerName: "Mette Jensen" });
    if (planOrder("42", id).outcome === "delivered") orderId = id;
  }
  // Wait until a rider is on the way: the details then show the rider, the ETA and the map.
  await expect.poll(async () => (await api.order("DK-1001", orderId)).status, { timeout: 30_000 }).toMatch(/COURIER_ACCEPTED_DELIVERY|NEAR_VENDOR|DELAYED/);
  const tracking = new TrackingPage(page);
  for (const lang of ["en", "da-DK"] as const) {
    for (const [name, size] of [["desktop", { width: 1280, height: 1000 }], ["mobile", { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      await portal.visit(`/order-tracking/DK-1001?order_id=${orderId}&lang=${lang}`, `order tracking ${name} ${lang}`);
      await expect(tracking.details()).toBeVisible();
      await page.locator('[data-testid="order-map-canvas"][data-map-state="ready"]').waitFor({ timeout: 15_000 }).catch(() => {});
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${dir}/tracking-${name}-${lang}.png`, fullPage: true });
    }
  }
  for (const lang of ["en", "da-DK"] as const) {
    for (const [name, size] of [["desktop", { width: 1280, height: 1000 }], ["mobile", { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      await portal.visit(`/history/DK-1001?lang=${lang}`, `history ${name} ${lang}`);
      await tracking.choosePreset(lang === "en" ? "Past week" : "Seneste uge");
      await page.getByTestId("history-row").first().getByRole("link").click();
      await expect(tracking.details()).toBeVisible();
      await page.waitForTimeout(800); // the smooth scroll to the details ends
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/history-${name}-${lang}.png`, fullPage: name !== "mobile" });
      await portal.checkA11y(`history ${name} ${lang} with a row selected`);
    }
  }
});
