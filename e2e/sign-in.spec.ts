// Journey: the owner of a parent vendor signs in, lands on the request page of a vendor, sees the
// four vendors in the branch selector, switches to Danish and signs out.
import { DEMO, expect, test } from "./fixtures";

test("owner signs in, sees the outlets, switches to Danish and signs out", async ({ portal, page }) => {
  await portal.visit("/", "landing");
  await expect(portal.heading()).toHaveText("Request a rider in minutes");

  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1000$/);
  await expect(portal.heading()).toHaveText("Request a rider");
  await expect(page.getByTestId("selected-vendor")).toHaveText("Nørrebro Pizza Group - DK-1000");
  await portal.checkA11y("request-a-rider (signed in)");

  const options = await portal.branchOptions();
  // The seeded vendors first; outlets that e2e/outlets.spec.ts added on the same platform follow them.
  expect(options.slice(0, DEMO.vendors.length)).toEqual([...DEMO.vendors]);
  // parents are bold
  await expect(page.getByRole("option", { name: DEMO.vendors[0] }).locator(".vendor-option--parent")).toHaveCount(1);
  await page.keyboard.press("Escape");

  await portal.openAccount();
  await expect(page.getByTestId("account-email")).toHaveText(DEMO.owner.email);
  await portal.checkA11y("account popover");
  await portal.chooseLanguage("da-DK");
  await expect(portal.heading()).toHaveText("Bestil et bud");
  await expect(page.getByTestId("nav-order-tracking")).toHaveText("Ordresporing");
  await portal.checkA11y("request-a-rider in Danish");

  await portal.logout();
  await expect(portal.toast("Du er nu logget ud.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await portal.settled();
  await portal.checkA11y("landing in Danish after logout");
});

test("the selected vendor rewrites the path and keeps the query", async ({ portal, page }) => {
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1000$/);

  await portal.visit("/request-a-rider/DK-1001?orderID=42", "request-a-rider update mode");
  await expect(page.getByTestId("selected-vendor")).toHaveText(DEMO.vendors[1]);
  await expect(page.getByTestId("update-mode")).toContainText("42");

  await portal.selectBranch(DEMO.vendors[2]);
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1002\?orderID=42$/);
  await expect(page.getByTestId("selected-vendor")).toHaveText(DEMO.vendors[2]);

  await page.getByTestId("nav-history").click();
  await expect(page).toHaveURL(/\/history\/DK-1002$/);
  await portal.settled();
  await expect(portal.heading()).toHaveText("History");
  await portal.checkA11y("history");

  // after a reload, a vendor the user does not own is replaced by the first parent vendor
  await portal.visit("/order-tracking/DK-3001", "order-tracking (foreign vendor)");
  await expect(page).toHaveURL(/\/order-tracking\/DK-1000$/);
});

test("a wrong password shows the translated login error", async ({ portal, page }) => {
  await portal.visit("/?lang=da-DK", "landing (Danish)");
  await portal.login(DEMO.owner.email, "Wrong-Password-1!");
  await expect(portal.toast("Adgangskoden er forkert.")).toBeVisible();
  await expect(page).toHaveURL(/\/(\?lang=da-DK)?$/);
  await portal.checkA11y("landing with login error toast");
});
