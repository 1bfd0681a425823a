// Keyboard use: the skip link is the first stop and moves to the main content; the account
// popover and the mobile drawer open from the keyboard, keep focus inside and close with Escape.
import { expect, test } from "./fixtures";

test("skip link, account popover and drawer work from the keyboard", async ({ portal, page }) => {
  await portal.visit("/connect", "connect");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await portal.checkA11y("skip link focused");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  const account = page.getByTestId("account-button");
  await account.focus();
  await page.keyboard.press("Enter");
  const popover = page.getByTestId("account-popover");
  await expect(popover).toBeVisible();
  await expect(popover.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(account).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByTestId("menu-button");
  await menu.focus();
  await page.keyboard.press("Enter");
  const drawer = page.locator(".mantine-Drawer-content");
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(":focus")).toHaveCount(1);
  await portal.checkA11y("drawer opened from the keyboard");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});
