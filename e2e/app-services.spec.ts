// App services: the build check (a new asset manifest version shows the outdated warning and
// reloads after 3 s), page views on every route change, and the GODROID mode (stored external
// platform token: vendor from the token, no help centre, full-height drawer).
import { expect, test } from "./fixtures";

test("a new build shows the outdated warning and reloads the app", async ({ portal, page }) => {
  await page.clock.install();
  let version = "build-1";
  await page.route(/\/asset-manifest\.json/, (route) => route.fulfill({ json: { version, files: [] } }));
  await portal.visit("/", "landing");

  version = "build-2";
  await page.clock.fastForward(300_000); // the manifest is read every 5 minutes
  const warning = portal.toast("Your application is outdated, automatically reloading the app in 3 seconds");
  await expect(warning).toBeVisible();
  await portal.checkA11y("outdated warning");

  const reloaded = page.waitForEvent("load");
  await page.clock.fastForward(3_000);
  await reloaded;
  await portal.settled();
});

test("every route change sends a page view", async ({ portal, page }) => {
  await portal.visit("/", "landing");
  await page.locator("footer").getByRole("link", { name: "Prohibited items" }).click();
  await expect(portal.heading()).toHaveText("Prohibited items");
  await portal.checkA11y("prohibited items");
  const views = await page.evaluate(
    () => (window as unknown as { dataLayer: { event: string; page_path: string }[] }).dataLayer,
  );
  expect(views.filter((v) => v.event === "page_view").map((v) => v.page_path)).toEqual(["/", "/prohibiteditems-c2c"]);
});

test("GODROID: the stored platform token selects the vendor, hides the help centre, drawer is full height", async ({
  portal,
  page,
  request,
}) => {
  const login = await request.post("/identity/v1/login", { data: { email: "outlet@demo.dk", password: "Rider-Demo-2026!" } });
  const { meta } = (await login.json()) as { meta: { AccessToken: string } };
  const issued = await request.post("/identity/v1/platform-token", {
    data: { vendor_id: "DK-2001" },
    headers: { authorization: `Bearer ${meta.AccessToken}` },
  });
  const { token } = (await issued.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem("rrp.platform-token", t), token);

  await page.setViewportSize({ width: 390, height: 844 });
  await portal.visit("/", "GODROID start");
  await expect(page).toHaveURL(/\/request-a-rider\/DK-2001$/);
  await expect(page.getByTestId("mobile-vendor")).toContainText("Kaffebaren Christianshavn");
  await portal.checkA11y("request-a-rider (GODROID)");

  const drawer = await portal.openDrawer();
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.y ?? -1)).toBe(0);
  await expect(page.getByTestId("account-help")).toHaveCount(0);
  await portal.checkA11y("drawer (GODROID)");
});

test("an invalid deployment configuration shows the startup error page with every problem", async ({ portal, page }) => {
  await page.route(
    (url) => url.pathname === "/connect",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"country":"DK"', '"country":"XX"').replace('"env":"stg"', '"env":"dev"');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto("/connect");
  const errorPage = page.getByTestId("startup-error");
  await expect(errorPage.locator("h1")).toHaveText("The portal cannot start");
  await expect(errorPage.locator("li")).toHaveCount(2);
  await expect(errorPage).toContainText("country");
  await expect(errorPage).toContainText("env must be one of san, stg, prd");
  await expect(page.getByTestId("top-bar")).toHaveCount(0);
  await portal.checkA11y("startup error");
});
