// Arabic proves right-to-left: dir=rtl on <html>, and on a phone the drawer opens on the left,
// 57 px below the top bar.
import { DEMO, expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const roundBox = (b: { x: number; y: number; width: number } | null) =>
  b ? { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width) } : null;

test("Arabic is right-to-left and the drawer opens on the left", async ({ portal, page }) => {
  await portal.visit("/?lang=ar", "landing (Arabic, mobile)");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1000$/);
  await portal.settled();
  await expect(page.getByTestId("mobile-vendor")).toContainText("DK-1000");
  await portal.checkA11y("request-a-rider (Arabic, mobile)");

  const drawer = await portal.openDrawer();
  // after the slide-in: at the left edge, 57 px below the top, full width on small screens
  await expect.poll(async () => roundBox(await drawer.boundingBox())).toEqual({ x: 0, y: 57, width: 390 });
  await portal.checkA11y("drawer (Arabic, mobile)");
});

test("on a tablet the drawer is 384 px wide on the right in left-to-right languages", async ({ portal, page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await portal.visit("/", "landing (tablet)");
  const drawer = await portal.openDrawer();
  await expect.poll(async () => roundBox(await drawer.boundingBox())).toEqual({ x: 700 - 384, y: 57, width: 384 });
  await portal.checkA11y("drawer (tablet)");
});
