// Screenshots for a visual review (landing, Danish landing, register, signed-in shell on desktop
// and the mobile drawer). Run with SCREENSHOTS=1; files go to SCREENSHOT_DIR (default
// test-results/screenshots). Every page is also checked with axe.
import { DEMO, expect, test } from "./fixtures";

const dir = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test.skip(!process.env.SCREENSHOTS, "screenshots are taken on request (SCREENSHOTS=1)");

test("screenshots", async ({ portal, page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await portal.visit("/", "landing");
  await page.screenshot({ path: `${dir}/landing.png`, fullPage: true });

  await portal.visit("/?lang=da-DK", "landing (Danish)");
  await expect(portal.heading()).toHaveText("Bestil et bud på få minutter");
  await page.screenshot({ path: `${dir}/landing-da.png` });
  await portal.openAccount();
  await portal.chooseLanguage("en");
  await page.keyboard.press("Escape");

  await portal.visit("/register", "register");
  await page.getByTestId("register-submit").click();
  await page.screenshot({ path: `${dir}/register.png`, fullPage: true });

  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1000$/);
  await portal.settled();
  await page.screenshot({ path: `${dir}/shell-desktop.png` });
  await portal.branchSelector().click();
  await page.screenshot({ path: `${dir}/shell-branches.png` });
  await page.keyboard.press("Escape");
  await portal.openAccount();
  await page.screenshot({ path: `${dir}/shell-account.png` });
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/shell-mobile.png` });
  await portal.openDrawer();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/shell-mobile-drawer.png` });
  await portal.checkA11y("mobile drawer");

  await page.setViewportSize({ width: 390, height: 844 });
  await portal.visit("/request-a-rider/DK-1001?lang=ar", "request (Arabic)");
  await portal.openDrawer();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/shell-mobile-drawer-ar.png` });
});
