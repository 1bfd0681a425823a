// The welcome walkthrough (issue 13): three screens after the first sign-in in a browser, by keyboard
// (the focus starts on Next, Enter moves on, Start ends it), and not again after the next sign-in.
import { DEMO, expect, test } from "./fixtures";

test.use({ welcomeSeen: false });

test("the welcome walkthrough shows once, after the first sign-in, and is keyboard-usable", async ({ portal, page }) => {
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  const welcome = page.getByTestId("welcome");
  await expect(page.getByRole("dialog", { name: "Request a rider in a minute" })).toBeVisible();
  await expect(welcome).toHaveAttribute("data-screen", "requesting");
  await expect(page.getByTestId("welcome-next")).toBeFocused();
  await portal.checkA11y("welcome walkthrough");
  await page.keyboard.press("Enter");
  await expect(welcome).toHaveAttribute("data-screen", "tracking");
  await page.getByTestId("welcome-next").focus();
  await page.keyboard.press("Enter");
  await expect(welcome).toHaveAttribute("data-screen", "helping");
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
  await page.getByTestId("welcome-start").focus();
  await page.keyboard.press("Enter");
  await expect(welcome).toHaveCount(0);

  await portal.openAccount();
  await portal.logout();
  await portal.visit("/connect", "connect again");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);
  await portal.settled();
  await expect(page.getByTestId("welcome")).toHaveCount(0);
});
