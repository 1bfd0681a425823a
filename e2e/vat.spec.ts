// The VAT number in the payment step (issue 13, payment_vat flipped on for this journey): a wrong
// length and an invalid number are refused on the field with the spec's messages, a valid one is
// sent with the order (the platform checks it by the same rule). axe runs on the step with the error.
import { DEMO, expect, test } from "./fixtures";

test.afterEach(async ({ platform }) => {
  await platform.setFlags({ payment_vat: false });
});

test("the VAT number: 8 characters and valid, then the order is placed", async ({ portal, page, platform }) => {
  await platform.setFlags({ payment_vat: true });
  // The e2e platform is always open (SERVICE_HOURS=0000:0000) and the portal reads the hours from it,
  // so the browser keeps its real clock (a clock moved to noon ran ahead of the platform at night).
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  // Signed in (the login answered) before the next page load, which restores the session.
  await expect(page).toHaveURL(/\/request-a-rider\/[^/?]+$/);
  await portal.visit("/request-a-rider/DK-1001", "request (DK-1001)");
  const flow = page.getByTestId("request-flow");
  await expect(flow).toHaveAttribute("data-step", "askingDestination", { timeout: 20_000 });
  await page.getByTestId("destination-address").fill("Nørrebrogade 21");
  await page.getByTestId("destination-address-option").first().click();
  await expect(flow).toHaveAttribute("data-step", "fillingOrderDetails", { timeout: 20_000 });
  await page.getByTestId("field-name").fill("Karen Blixen");
  await page.getByTestId("field-phone").fill("20 12 34 56");
  await page.getByTestId("field-amount").fill("250");
  await page.getByTestId("details-submit").click();
  await expect(flow).toHaveAttribute("data-step", "fillingPaymentDetails", { timeout: 20_000 });
  await page.getByTestId("payment-method-CASH_ON_DELIVERY").check();

  const vat = page.getByTestId("vat-number");
  await vat.fill("1234567");
  await page.getByTestId("payment-submit").click();
  await expect(page.getByText("Your VAT number should be 8 characters, please check again")).toBeVisible();
  await expect(vat).toHaveAttribute("aria-invalid", "true");
  await portal.checkA11y("payment step with a VAT error");
  await vat.fill("DK12345!");
  await page.getByTestId("payment-submit").click();
  await expect(page.getByText("Your VAT number is invalid, please check again")).toBeVisible();
  await vat.fill("DK123456");
  await page.getByTestId("payment-submit").click();
  await expect(page).toHaveURL(/\/order-tracking(\/[^/?]+)?\?order_id=/, { timeout: 25_000 });
});
