// Journey: with guest checkout on, a visitor continues as a guest and reaches the request page.
import { expect, test } from "./fixtures";

test("a guest reaches the request page", async ({ portal, page }) => {
  await portal.visit("/", "landing");
  await page.getByTestId("guest-entry").first().click();
  await expect(page).toHaveURL(/\/request-a-rider$/);
  await portal.settled();
  await expect(portal.heading()).toHaveText("Request a rider");
  await expect(page.getByText("You are using the portal as a guest.").first()).toBeVisible();
  // guests have no branch selector and no history
  await expect(page.getByTestId("branch-selector")).toHaveCount(0);
  await expect(page.getByTestId("nav-history")).toHaveCount(0);
  await portal.checkA11y("request-a-rider (guest)");

  await portal.openAccount();
  await expect(page.getByTestId("account-login")).toBeVisible();
  await expect(page.getByTestId("account-register")).toBeVisible();
  await expect(page.getByTestId("account-logout")).toHaveCount(0);
  await portal.checkA11y("guest account popover");
});
