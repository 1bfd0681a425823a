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
  await expect(portal.branchOption(DEMO.vendors[0])).toHaveClass(/vendor-option--parent/);
  await expect(portal.branchOption(DEMO.vendors[0])).toHaveCSS("font-weight", "700");

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

test("the prerendered landing paints before any script of the portal is fetched, holds a submit made before React takes it over, logs no hydration error", async ({ portal, page, browser }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  // The platform's pages are prerendered once it answers (scripts/e2e-server.mjs → scripts/prerender.mjs).
  await expect.poll(async () => (await page.request.get("/")).text(), { timeout: 60_000 }).toContain("data-prerender");

  // The entry script is held back: the page as it is before the portal ran. It is asked for only
  // after the page has painted (prerender/boot.ts), and so is every other script but the bootstrap.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const beforePaint: string[] = [];
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname;
    const painted = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length > 0).catch(() => false);
    if (!painted && !file.includes("/prerender-boot-")) beforePaint.push(file);
    if (/\/index-[\w-]+\.js$/.test(file)) await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await expect(portal.heading()).toHaveText("Request a rider in minutes");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await portal.checkA11y("landing (prerendered, before the scripts)");
  const form = portal.loginForm();
  await form.locator('input[name="email"]').fill(DEMO.owner.email);
  await form.locator('input[name="password"]').fill(DEMO.owner.password);
  const terms = form.locator('input[name="terms"]');
  if (!(await terms.isChecked())) await terms.check();
  // Sent before the portal has taken the form over: held (no native submit, which would put the
  // password into the URL), and sent once React owns the form, with what was typed.
  await form.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain("password");
  expect(beforePaint).toEqual([]);

  release();
  // The login machine had what was typed before the scripts, and the held submit: the owner is signed in.
  await expect(page).toHaveURL(/\/request-a-rider\/DK-1000$/);
  expect(errors.filter((e) => /hydrat|Minified React error #(418|423|425)/i.test(e))).toEqual([]);

  // A visitor whose stored language is Danish gets the landing in Danish (rendered afresh, not hydrated).
  const danish = await browser.newContext();
  await danish.addInitScript(() => window.localStorage.setItem("rrp.language", "da-DK"));
  const dk = await danish.newPage();
  await dk.goto("/");
  await expect(dk.locator("h1").first()).toHaveText("Bestil et bud på få minutter");
  await expect(dk.locator("html")).toHaveAttribute("lang", "da-DK");
  await danish.close();
});
