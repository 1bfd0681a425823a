// Issue 17 journey against the real platform: the owner pays a rider by card (4242 4242 4242 4242)
// as a pre-order for tomorrow noon, so the order waits in RECEIVED (cancellable; a card payment is
// cancellable at PAYMENT_COMMITTED only after 10 minutes, and the simulator moves it on from there at
// once), cancels it from order tracking and sees the refund in the order details: the whole fee back
// to the card (no rider assigned yet), state succeeded. axe checks the pages on the way.
import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import { TrackingPage } from "./pages/tracking";

const flow = (page: Page) => page.getByTestId("request-flow");

/** Tomorrow (the pick-up's local date, Copenhagen) as [year, month, day]. */
function tomorrow(): [string, string, string] {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + 24 * 3600_000),
  );
  return day.split("-") as [string, string, string];
}

/** Types tomorrow 12:00 into the pre-order field, one segment at a time (its order and separators follow the language). */
async function scheduleTomorrowNoon(page: Page) {
  const field = page.getByTestId("field-preorder");
  const [year, month, day] = tomorrow();
  for (const [label, digits] of [["Day", day], ["Month", month], ["Year", year], ["Hours", "12"], ["Minutes", "00"]] as const) {
    await field.getByLabel(label, { exact: true }).click();
    await page.keyboard.type(digits);
  }
}

test("pay by card, cancel, and see the refund in the order details", async ({ portal, page }) => {
  // A whole request, a payment and a cancel, with axe at the end: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\/[^/?]+$/);
  await portal.visit("/request-a-rider/DK-1001", "request (DK-1001)");
  await expect(flow(page)).toHaveAttribute("data-step", "askingDestination", { timeout: 20_000 });
  await page.getByTestId("destination-address").fill("Jægersborggade 40");
  await page.getByTestId("destination-address-option").first().click();
  await expect(flow(page)).toHaveAttribute("data-step", "fillingOrderDetails", { timeout: 20_000 });
  await page.getByTestId("field-name").fill("Lise Meitner");
  await page.getByTestId("field-phone").fill("+45 31 22 33 55");
  await page.getByTestId("field-amount").fill("150");
  await scheduleTomorrowNoon(page);
  await page.getByTestId("details-submit").click();
  await expect(flow(page)).toHaveAttribute("data-step", "fillingPaymentDetails", { timeout: 20_000 });

  await page.getByTestId("payment-method-ONLINE_PAYMENT").check();
  await page.getByTestId("card-name").fill("Lise Meitner");
  await page.getByTestId("card-number").fill("4242 4242 4242 4242");
  await page.getByTestId("card-expiry-month").fill("12");
  await page.getByTestId("card-expiry-year").fill("30");
  await page.getByTestId("card-cvc").fill("123");
  await page.getByTestId("payment-submit").click();

  await expect(page).toHaveURL(/\/order-tracking(\/[^/?]+)?\?order_id=/, { timeout: 25_000 });
  const orderId = new URL(page.url()).searchParams.get("order_id") as string;
  const tracking = new TrackingPage(page);
  await expect(tracking.details()).toHaveAttribute("data-order-id", orderId, { timeout: 15_000 });
  // PAYMENT_COMMITTED → NEW → RECEIVED, where the pre-order waits: the cancel button appears.
  await expect(tracking.detailsStatus()).toHaveAttribute("data-order-status", "RECEIVED", { timeout: 30_000 });
  await page.getByTestId("cancel-order").click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${orderId}` });
  await dialog.getByRole("radio", { name: "The order was placed by mistake" }).check();
  await page.getByTestId("cancel-dialog-confirm").click();

  await expect(tracking.detailsStatus()).toHaveAttribute("data-order-status", "CANCELLED");
  const refund = page.getByTestId("order-refund");
  await expect(refund).toHaveAttribute("data-refund-state", "succeeded");
  await expect(refund).toContainText("Refunded to the card");
  await expect(refund).toContainText("39");
  await page.evaluate(() => window.scrollTo(0, 0));
  await portal.checkA11y("order tracking: cancelled card order with its refund");
});
