// Browser paths generated from the session and request-flow charts (tests/support/browser-paths.ts):
// the fewest generated paths that take every transition a browser can reach, each replayed in
// Chromium against the real platform through the page models: every user event is a page action,
// every state's view is asserted. After a change of a chart the paths are generated again; `npm run
// test:paths` lists them. The session paths each start in a fresh browser context (nothing stored,
// no refresh cookie); the request-flow paths share one signed-in page and reload the request page
// for each path.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { planBrowserPaths } from "../tests/support/browser-paths";
import { BROWSER_MODELS, pathLabel } from "../tests/support/browser-registry";
import { DEMO, expect, test } from "./fixtures";
import { requestFlowDriver, runBrowserPath, sessionDriver } from "./pages/chart-paths";
import { Portal } from "./pages/portal";

const markWelcomeSeen = () => window.localStorage.setItem("rrp.welcome-seen", "1");

const [sessionPlan, requestPlan] = BROWSER_MODELS.map(planBrowserPaths);

/**
 * axe runs once per chart, where its first path ends (the journeys of the other specs check every
 * one of these pages; running it at the end of every path would double this spec's time).
 */
const axeChecked = new Set<string>();
async function checkA11yOnce(portal: Portal, chart: string, view: string | undefined) {
  if (axeChecked.has(chart)) return;
  axeChecked.add(chart);
  await portal.checkA11y(`${chart} chart path ending on ${view}`);
}

test.describe("session chart in Chromium", () => {
  for (const [i, path] of sessionPlan.paths.entries()) {
    test(`session path ${i + 1}: ${pathLabel(path, sessionPlan.model)}`, async ({ page }) => {
      // The welcome walkthrough is its own journey (e2e/welcome.spec.ts): these paths start after it.
      await page.addInitScript(markWelcomeSeen);
      const portal = new Portal(page);
      const views = await runBrowserPath(sessionDriver, sessionPlan, path, portal);
      expect(views.length).toBeGreaterThan(0);
      await checkA11yOnce(portal, "session", views.at(-1));
    });
  }
});

test.describe("request-flow chart in Chromium", () => {
  test.describe.configure({ mode: "serial" });
  let context: BrowserContext;
  let page: Page;
  let portal: Portal;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    page = await context.newPage();
    await page.addInitScript(markWelcomeSeen);
    portal = new Portal(page);
    await page.goto("/connect");
    await portal.login(DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/request-a-rider\/[^/?]+$/);
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const [i, path] of requestPlan.paths.entries()) {
    test(`requestFlow path ${i + 1}: ${pathLabel(path, requestPlan.model)}`, async () => {
      const views = await runBrowserPath(requestFlowDriver, requestPlan, path, portal);
      expect(views.length).toBeGreaterThan(0);
      await checkA11yOnce(portal, "requestFlow", views.at(-1));
    });
  }
});
