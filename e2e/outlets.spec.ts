// Journeys of the collection point dialog (issue 11) as owner@demo.dk in real Chromium against the
// real platform: the rules on submit, an outlet added with a second owner (other@demo.dk), who then
// sees it in the branch selector; the owner edits it and moves its pin (keyboard: arrow keys and
// Enter on the 65 × 65 marker), and the address follows the marker. A second journey adds an outlet
// by keyboard alone and counts the keystrokes; the first counts clicks and keystrokes by mouse.
// Screenshots of the dialog (English, Danish, Arabic; desktop and 390 px) with SCREENSHOTS=1.
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import type { Portal } from "./pages/portal";

const OTHER = { email: "other@demo.dk", password: DEMO.owner.password };
const dir = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

async function signIn(portal: Portal, page: Page, user: { email: string; password: string } = DEMO.owner) {
  await portal.visit("/connect", "connect");
  await portal.login(user.email, user.password);
  await expect(page).toHaveURL(/\/request-a-rider\/[^/?]+$/);
  await portal.settled();
}

const dialog = (page: Page) => page.getByTestId("outlet-form");

test("an owner adds an outlet with a second owner, who sees it; the owner edits it and moves its pin", async ({ portal, page }) => {
  // Two sign-ins, two saves and axe on the dialog three times: longer than one page's journey.
  test.setTimeout(120_000);
  await signIn(portal, page);
  await portal.visit("/order-tracking/DK-1000", "tracking (DK-1000)");
  let clicks = 0;
  let keys = 0;
  const click = async (l: Locator) => {
    clicks++;
    await l.click();
  };
  const type = async (text: string) => {
    keys += text.length;
    await page.keyboard.type(text, { delay: 5 });
  };

  // The rules on submit: nothing is sent, every field says what is missing.
  await page.getByTestId("outlet-add").click();
  await expect(dialog(page)).toBeVisible();
  await page.getByTestId("outlet-save").click();
  for (const text of ["Please enter collection point ID", "Please enter label", "Please enter phone number", "Please select pickup address"])
    await expect(dialog(page)).toContainText(text);
  await expect(page.getByTestId("outlet-client-vendor-id")).toBeFocused();
  await portal.checkA11y("collection point dialog with errors");
  await page.getByTestId("outlet-owner-0").fill("not-an-email");
  await page.getByTestId("outlet-save").click();
  await expect(dialog(page)).toContainText("Please enter a valid email");
  await page.getByTestId("outlet-cancel").click();
  await expect(dialog(page)).toHaveCount(0);

  // Add, counting clicks and keystrokes: ID, label, address (a suggestion), phone, second owner.
  await click(page.getByTestId("outlet-add"));
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByTestId("outlet-map")).toHaveAttribute("data-map-state", /.+/);
  await click(page.getByTestId("outlet-client-vendor-id"));
  await type("NPG-1010");
  await click(page.getByTestId("outlet-label"));
  await type("Elmegade");
  await click(page.getByTestId("outlet-address"));
  await type("elmegade 5");
  await click(page.getByTestId("outlet-address-option").first());
  await expect(page.getByTestId("outlet-located")).toContainText("2200 København N");
  await click(page.getByTestId("outlet-phone"));
  await type("31100010");
  await click(page.getByTestId("outlet-owner-0"));
  await type(OTHER.email);
  await click(page.getByTestId("outlet-save"));
  await expect(portal.toast("It takes a few minutes before it is available")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  console.log(`add an outlet by mouse: ${clicks} clicks, ${keys} keystrokes`);
  test.info().annotations.push({ type: "add an outlet by mouse", description: `${clicks} clicks, ${keys} keystrokes` });
  const options = await portal.branchOptions();
  const added = options.find((o) => o.startsWith("Elmegade - "));
  expect(added, options.join(", ")).toBeTruthy();

  // Edit: the ID is locked; a new label, and the pin moved with the keyboard gives a new address.
  await portal.selectBranch(added as string);
  await page.getByTestId("outlet-edit").click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByTestId("outlet-client-vendor-id")).toBeDisabled();
  await expect(page.getByTestId("outlet-client-vendor-id")).toHaveValue("NPG-1010");
  await expect(page.getByTestId("outlet-owner-0")).toHaveValue(OTHER.email);
  await page.getByTestId("outlet-label").fill("Elmegade Nord");
  const before = await page.getByTestId("outlet-address").inputValue();
  const pin = page.getByTestId("map-marker-outlet");
  await expect(pin).toHaveAttribute("role", "button");
  await pin.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press("Shift+ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("outlet-address")).not.toHaveValue(before, { timeout: 10_000 });
  await expect(page.getByTestId("outlet-located")).toContainText("København");
  await portal.checkA11y("collection point dialog (edit)");
  await page.getByTestId("outlet-save").click();
  // The edit's own toast (the add's, which says the same and more, may still be on screen).
  await expect(page.locator('.mantine-Notification-root[data-key="collection-point.saved"]')).toContainText("The collection point has been saved successfully");
  const edited = (await portal.branchOptions()).find((o) => o.startsWith("Elmegade Nord - "));
  expect(edited).toBeTruthy();

  // The second owner signs in and sees the outlet (and only it besides their own vendor).
  await portal.openAccount();
  await portal.logout();
  await signIn(portal, page, OTHER);
  const theirs = await portal.branchOptions();
  expect(theirs).toEqual(expect.arrayContaining(["Amager Blomster - DK-3001", edited as string]));
  expect(theirs).toHaveLength(2);
});

/** Presses Tab until `target` has the focus; returns the number of presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return i;
  }
  throw new Error(`Tab did not reach the element within ${max} presses`);
}

test("an outlet added by keyboard alone", async ({ portal, page }) => {
  await signIn(portal, page);
  await portal.visit("/order-tracking/DK-1000", "tracking (DK-1000)");
  let keys = 0;
  const press = async (key: string) => {
    keys++;
    await page.keyboard.press(key);
  };
  const type = async (text: string) => {
    keys += text.length;
    await page.keyboard.type(text, { delay: 5 });
  };
  keys += await tabTo(page, page.getByTestId("outlet-add"));
  await press("Enter");
  await expect(dialog(page)).toBeVisible();
  keys += await tabTo(page, page.getByTestId("outlet-client-vendor-id"));
  await type("NPG-1011");
  await press("Tab");
  await type("Blågårdsgade");
  await press("Tab");
  await type("blågårdsgade 10");
  await expect(page.getByTestId("outlet-address-option").first()).toBeVisible({ timeout: 10_000 });
  await press("ArrowDown");
  await press("Enter");
  await expect(page.getByTestId("outlet-located")).toBeVisible();
  keys += await tabTo(page, page.getByTestId("outlet-phone"));
  await type("31100011");
  await press("Enter");
  await expect(portal.toast("It takes a few minutes before it is available")).toBeVisible();
  console.log(`add an outlet by keyboard alone: ${keys} keystrokes, 0 clicks`);
  test.info().annotations.push({ type: "add an outlet by keyboard", description: `${keys} keystrokes` });
  expect((await portal.branchOptions()).some((o) => /^Blågårdsgade - DK-\d+$/.test(o))).toBe(true);
});

test.describe("screenshots", () => {
  test.skip(!process.env.SCREENSHOTS, "screenshots are taken on request (SCREENSHOTS=1)");
  test("screenshots of the collection point dialog", async ({ portal, page }) => {
    test.setTimeout(180_000);
    await signIn(portal, page);
    for (const lang of ["en", "da-DK", "ar"]) {
      for (const [name, size] of [
        ["desktop", { width: 1280, height: 900 }],
        ["390", { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await portal.visit(`/order-tracking/DK-1001?lang=${lang}`, `tracking (${lang}, ${name})`);
        if (name === "390") {
          const drawer = await portal.openDrawer();
          await drawer.getByTestId("outlet-edit").click();
        } else await page.getByTestId("outlet-edit").first().click();
        await expect(dialog(page)).toBeVisible();
        await expect(page.getByTestId("outlet-map")).toHaveAttribute("data-map-state", "ready", { timeout: 20_000 });
        await page.screenshot({ path: `${dir}/outlet-dialog-${lang}-${name}-top.png` });
        await page.getByTestId("outlet-save").focus();
        await page.screenshot({ path: `${dir}/outlet-dialog-${lang}-${name}.png`, fullPage: true });
        await portal.checkA11y(`collection point dialog (${lang}, ${name})`);
        await page.keyboard.press("Escape");
      }
    }
  });
});
