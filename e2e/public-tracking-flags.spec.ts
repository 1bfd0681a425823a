// The flags of public tracking flipped (issue 12): a pre-order for tomorrow waits for a rider, so its
// page is in the preparing state. order-prepare-message and order-pre-accepted-static-text each show
// their text only when on; show-track-order-before-picked-up offers "Copy tracking link" before
// pickup only when on. (tracking-page-settings and show-delivery-receipt-cta are flipped in the
// platform's tests: they decide what the platform answers.) The flags are restored at the end.
import { DEMO, expect, test } from "./fixtures";
import { OrdersApi } from "./pages/orders-api";
import { Portal } from "./pages/portal";

const ALL_ON = { "order-prepare-message": true, "order-pre-accepted-static-text": true, "show-track-order-before-picked-up": true };

test("the preparing texts and the link before pickup follow their flags", async ({ portal, page, platform, request, browser }) => {
  test.setTimeout(90_000);
  const api = await new OrdersApi(request).login();
  const orderId = await api.placeOrder("DK-1001", { preorderedFor: Math.floor(Date.now() / 1000) + 30 * 3600, customerName: "Flag Test" });
  const path = await api.trackingLinkPath("DK-1001", orderId);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const recipient = new Portal(await phone.newPage());
  try {
    // Each flag seen on and off.
    for (const [prepare, preAccepted] of [
      [true, false],
      [false, true],
    ] as const) {
      await platform.setFlags({ "order-prepare-message": prepare, "order-pre-accepted-static-text": preAccepted });
      await recipient.visit(path, `public tracking (preparing, ${prepare}/${preAccepted})`);
      await expect(recipient.page.getByTestId("tracking-headline")).toHaveAttribute("data-step", "preparing");
      await expect(recipient.page.getByTestId("tracking-prepare-message")).toHaveCount(prepare ? 1 : 0);
      await expect(recipient.page.getByTestId("tracking-pre-accepted-text")).toHaveCount(preAccepted ? 1 : 0);
    }

    await portal.visit("/connect", "connect");
    await portal.login(DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/request-a-rider\//);
    await platform.setFlags({ "show-track-order-before-picked-up": false });
    await portal.visit(`/order-tracking/DK-1001?order_id=${orderId}`, "order tracking (pre-order, link flag off)");
    await expect(page.getByTestId("order-details")).toHaveAttribute("data-order-id", orderId);
    await expect(page.getByTestId("copy-tracking-link")).toHaveCount(0);
    await platform.setFlags({ "show-track-order-before-picked-up": true });
    // The flags machine refreshes every 5 minutes; a reload reads them now.
    await portal.visit(`/order-tracking/DK-1001?order_id=${orderId}`, "order tracking (pre-order, link flag on)");
    await expect(page.getByTestId("copy-tracking-link")).toBeVisible();
  } finally {
    await platform.setFlags(ALL_ON);
    await phone.close();
  }
});
