// Journey: a new business registers by name, opens the demo mailbox, follows the verification link,
// arrives on /connect?verified=1 and signs in.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

test("register by business name, verify through the mailbox, then sign in", async ({ portal, page }) => {
  const email = `new-${Date.now()}@example.dk`;
  const password = "Bike-Shop-2026!";

  await portal.visit("/register", "register");
  await page.getByTestId("register-submit").click();
  await expect(page.getByTestId("register-email")).toHaveAttribute("aria-invalid", "true");
  await portal.checkA11y("register with errors");

  await page.getByTestId("register-email").fill(email);
  await page.getByTestId("register-mode").getByText("I am a new business").click();
  await page.getByTestId("register-vendorName").fill("Christianshavn Cykler");
  await page.getByTestId("register-businessName").fill("Christianshavn Cykler ApS");
  await page.getByTestId("register-mobileNumber").fill("+4512345678");
  await page.getByTestId("register-password").fill(password);
  await page.getByTestId("register-passwordConfirmation").fill(password);
  await page.getByTestId("register-terms").check();
  await page.getByTestId("register-submit").click();
  await expect(page.getByTestId("register-success")).toContainText("24 hours");
  await portal.checkA11y("register success");

  await page.goto(`/mailbox?email=${encodeURIComponent(email)}`);
  await expect(page.locator("h1")).toBeVisible();
  await expectNoAxeViolations(page, "mailbox");
  await page.locator('a[href*="/identity/v1/verify"]').first().click();

  await expect(page).toHaveURL(/\/connect\?verified=1$/);
  await portal.settled();
  await expect(page.getByTestId("verified-notice")).toBeVisible();
  await portal.checkA11y("connect verified");

  await portal.login(email, password);
  await expect(page).toHaveURL(/\/request-a-rider\/[^/]+$/);
  await expect(portal.heading()).toHaveText("Request a rider");
  await expect(page.getByTestId("selected-vendor")).toContainText("Christianshavn Cykler");
  await portal.checkA11y("request-a-rider of the new vendor");
});
