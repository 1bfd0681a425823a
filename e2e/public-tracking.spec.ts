// Public tracking (issue 12) in real Chromium against the real platform (SIM_SPEED=20): the vendor
// sees the unit number and building on their own rows and copies an order's tracking link from the order details; the recipient opens it on a phone (390 px)
// in a fresh browser context with no session, watches it move to Delivered without a reload (the
// page's polite status region says each step), and opens the receipt. axe runs on every page. The
// time from each status change (the order's updated_at) to the page showing it is measured and
// printed. The same link in Danish and Arabic (right-to-left) at 360 px; a guessed link is not found.
import type { Browser } from "@playwright/test";
import { planOrder } from "../src/server/sim/plan";
import { DEMO, expect, test } from "./fixtures";
import { OrdersApi } from "./pages/orders-api";
import { Portal } from "./pages/portal";

const SIM_SEED = "42";
const VENDOR = "DK-1001";
const PHONE = { width: 390, height: 844 };

async function placeDeliveredOrder(api: OrdersApi): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const id = await api.placeOrder(VENDOR, { customerName: "Recipient Test", unit: "4. tv.", building: "Bygning B" });
    if (planOrder(SIM_SEED, id).outcome === "delivered") return id;
  }
  throw new Error("no order with a delivered plan in 8 tries");
}

async function freshPhone(browser: Browser, width = PHONE.width, locale = "en-GB") {
  const context = await browser.newContext({ viewport: { width, height: PHONE.height }, locale, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

test("the vendor copies the link; the recipient follows the order live to Delivered and opens the receipt", async ({ portal, page, browser, request, context }) => {
  test.setTimeout(120_000);
  const api = await new OrdersApi(request).login();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);
  const orderId = await placeDeliveredOrder(api);

  // The vendor: "Copy tracking link" in the order details (before pickup: the demo has
  // show-track-order-before-picked-up on).
  // (axe runs on this page at the end: the simulator does not wait, and the recipient should open the link early.)
  await page.goto(`/order-tracking/${VENDOR}?order_id=${orderId}`);
  await portal.settled();
  await page.getByTestId("copy-tracking-link").click();
  await expect(page.getByTestId("copy-tracking-link")).toContainText("Link copied");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/tracking\/[A-Za-z0-9_-]{22}$/);
  expect(link).not.toContain(orderId);
  const path = new URL(link).pathname;

  // The recipient: a fresh context (no session, no storage) on a phone.
  const phone = await freshPhone(browser);
  const recipient = new Portal(phone.page);
  // Every change of the step, with the time it showed and the order's updated_at.
  await phone.page.addInitScript(() => {
    const seen: { step: string; updatedAt: number; shownAt: number }[] = [];
    (window as unknown as { __steps: typeof seen }).__steps = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="tracking-map"]')) (window as unknown as { __map: boolean }).__map = true;
      const el = document.querySelector('[data-testid="tracking-headline"]');
      if (!el) return;
      const step = el.getAttribute("data-step") ?? "";
      const updatedAt = Number(el.getAttribute("data-updated-at"));
      const last = seen[seen.length - 1];
      if (!last || last.updatedAt !== updatedAt) seen.push({ step, updatedAt, shownAt: Date.now() });
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-updated-at"] });
  });
  await recipient.visit(path, "public tracking (phone)");
  await expect(phone.page.getByRole("navigation")).toHaveCount(0);
  const headline = phone.page.getByTestId("tracking-headline");
  await expect(headline).toHaveAttribute("role", "status");
  await expect(headline).toHaveAttribute("aria-live", "polite");
  // Nothing private: no order id, no customer name or phone on the page.
  await expect(phone.page.locator("body")).not.toContainText(orderId);
  await expect(phone.page.locator("body")).not.toContainText("Recipient Test");

  // It moves on without a reload; the rider appears on the map while on the way.
  await expect(headline).toHaveAttribute("data-step", /courier_accepted|near_vendor|collected|near_customer|delivered/, { timeout: 40_000 });
  if ((await headline.getAttribute("data-step")) !== "delivered") await recipient.checkA11y("public tracking (rider on the way)");
  await expect(headline).toHaveAttribute("data-step", "delivered", { timeout: 60_000 });
  expect(await phone.page.evaluate(() => (window as unknown as { __map?: boolean }).__map)).toBe(true);
  await expect(headline).toHaveText("Your order was delivered");
  await expect(phone.page.locator('[aria-current="step"]')).toHaveText("Delivered");

  const steps = await phone.page.evaluate(() => (window as unknown as { __steps: { step: string; updatedAt: number; shownAt: number }[] }).__steps);
  const lags = steps.slice(1).map((s) => s.shownAt - s.updatedAt * 1000).sort((a, b) => a - b);
  const pct = (p: number) => lags[Math.min(lags.length - 1, Math.ceil((p / 100) * lags.length) - 1)];
  console.info(`public tracking: ${lags.length} changes shown; status change → page: median ${pct(50)} ms, p95 ${pct(95)} ms (${lags.join(", ")})`);
  console.info(`public tracking steps: ${steps.map((s) => s.step).join(" → ")}`);
  // Live: the first step shown, at least one on the way, and Delivered, all without a reload. (The lag is
  // printed, not asserted: time is measured by `npm run bench`, never by a test on a shared machine.)
  expect(new Set(steps.map((s) => s.step)).size).toBeGreaterThanOrEqual(3);

  // The receipt, from the finished page.
  await recipient.checkA11y("public tracking (delivered)");
  await phone.page.getByTestId("tracking-receipt-link").click();
  await expect(phone.page.getByTestId("receipt")).toBeVisible();
  await expect(phone.page.getByTestId("receipt-order-number")).toHaveText(orderId);
  await expect(phone.page.getByTestId("receipt-drop-off")).toContainText("Blågårdsgade 12");
  await expect(phone.page.getByTestId("receipt-proof").locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(phone.page.getByTestId("receipt-print")).toBeVisible();
  await recipient.checkA11y("delivery receipt (phone)");
  // The print stylesheet leaves the receipt and drops the button.
  await phone.page.emulateMedia({ media: "print" });
  await expect(phone.page.getByTestId("receipt-print")).toBeHidden();
  await expect(phone.page.getByTestId("receipt")).toBeVisible();
  await phone.context.close();

  // Back at the vendor's order details (checked last, so the recipient opens the link early): the unit
  // number and building on their own labelled rows, the rest of the address above them.
  await expect(page.getByTestId("order-unit-number")).toHaveText("Unit number: 4. tv.");
  await expect(page.getByTestId("order-building")).toHaveText("Building: Bygning B");
  await expect(page.getByTestId("order-customer-address")).toHaveText("Blågårdsgade 12, 2200 København N");
  // axe judges targets where they are now: the clicks above scrolled the page and the lists changed under it
  // since, which can leave the tab bar half under the sticky top bar (target-size "partially obscured").
  // The page is checked as a user finds it when coming back to it: from the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await portal.checkA11y("order tracking (order selected)");
});

test("the link in Danish and Arabic at 360 px, and a guessed link", async ({ portal, browser, request }) => {
  const api = await new OrdersApi(request).login();
  const orderId = await api.placeOrder(VENDOR, { customerName: "Sprog Test" });
  const path = await api.trackingLinkPath(VENDOR, orderId);

  for (const [lang, dir, title] of [
    ["da-DK", "ltr", "Følg din ordre"],
    ["ar", "rtl", "تتبّع طلبك"],
  ] as const) {
    const phone = await freshPhone(browser, 360);
    const p = new Portal(phone.page);
    await p.visit(`${path}?lang=${lang}`, `public tracking (${lang}, 360 px)`);
    await expect(phone.page.locator("html")).toHaveAttribute("dir", dir);
    await expect(phone.page.locator("h1")).toHaveText(title);
    // Nothing wider than the phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.context.close();
  }

  // The unknown link answers the prerendered shell (English, the deployment's language), which the
  // portal replaces without an error before it shows that the link is not valid.
  const errors: string[] = [];
  portal.page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|Minified React error #(418|423|425)/i.test(m.text())) errors.push(m.text());
  });
  await expect.poll(async () => (await request.get("/tracking/AAAAAAAAAAAAAAAAAAAAAA")).text(), { timeout: 60_000 }).toContain("data-prerender");
  await portal.visit("/tracking/AAAAAAAAAAAAAAAAAAAAAA", "public tracking (unknown link)");
  await expect(portal.page.getByTestId("tracking-not-found")).toBeVisible();
  expect(errors).toEqual([]);
});
