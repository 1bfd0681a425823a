// Any unknown path shows the not-found page, and the public pages exist.
import { expect, test } from "./fixtures";

test("unknown paths show the not-found page", async ({ portal, page }) => {
  await portal.visit("/this/does/not/exist", "not found");
  await expect(portal.heading()).toHaveText("Page not found");
  await page.getByTestId("not-found-home").click();
  await expect(page).toHaveURL(/\/$/);
});

test("public pages and guards", async ({ portal, page }) => {
  for (const [path, heading] of [
    ["/termsandconditions", "Terms and conditions"],
    ["/prohibiteditems-c2c", "Prohibited items"],
    ["/delivery-receipt/ORDER-7", "Delivery receipt"],
    ["/tracking-c2c/ORDER-7", "Track your parcel"],
    ["/forgot-password", "Reset your password"],
  ] as const) {
    await portal.visit(path, path);
    await expect(portal.heading()).toHaveText(heading);
  }
  // the navigation bar is hidden on public tracking
  await portal.visit("/tracking/ORDER-7", "/tracking");
  await expect(portal.heading()).toHaveText("Track your order");
  await expect(page.getByTestId("top-bar")).toHaveCount(0);
  // authenticated routes send visitors home
  await page.goto("/order-tracking/DK-1000?order_id=5");
  await expect(page).toHaveURL(/\/$/);
});
