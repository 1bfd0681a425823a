// Journey: the planned maintenance flag takes over every route with /maintenance; once it is off
// again, /maintenance sends the user home.
import { expect, test } from "./fixtures";

test.afterEach(async ({ platform }) => {
  await platform.setFlags({ planned_maintenance: false, unplanned_maintenance: false });
});

test("maintenance takes over every route", async ({ portal, platform, page }) => {
  await platform.setFlags({ planned_maintenance: true });
  for (const path of ["/", "/connect", "/register", "/request-a-rider/DK-1000", "/history", "/tracking/ORDER-1", "/no-such-page"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/maintenance$/);
    await portal.settled();
    await expect(portal.heading()).toHaveText("We are doing some maintenance");
  }
  await portal.checkA11y("maintenance");

  await platform.setFlags({ planned_maintenance: false });
  await page.goto("/maintenance");
  await expect(page).toHaveURL(/\/$/);
  await portal.settled();
  await portal.checkA11y("landing after maintenance");
});
