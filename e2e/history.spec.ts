// Journey of the history page against the real platform: a past order found by the customer's
// phone (sent as customer_phone_number), its details, and the export of the filtered rows to CSV
// (the file holds the order) and XLSX. axe runs on every page visited.
import { readFile } from "node:fs/promises";
import { startOfDay } from "../src/domain/orders";
import { DEMO, expect, test } from "./fixtures";
import { OrdersApi } from "./pages/orders-api";
import { TrackingPage } from "./pages/tracking";

const VENDOR = "DK-1002";
const ZONE = "Europe/Copenhagen";

test("a past order is found by phone and exported to CSV and XLSX", async ({ portal, page, request }) => {
  const api = await new OrdersApi(request).login();
  const now = Math.floor(Date.now() / 1000);
  const past = await api.orders(VENDOR, { from: now - 20 * 86_400, to: startOfDay(now, ZONE) - 1, count: 50 });
  const target = past.find((o) => o.status === "DELIVERED") ?? past[0];
  expect(target, "the seed has past orders").toBeTruthy();
  // "+4520123456" typed as "20 12 34 56": spaces are ignored, the number is possible in Denmark.
  const typed = target.customer.phone_number.replace(/^\+45/, "").replace(/(\d{2})(?=\d)/g, "$1 ");

  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);
  await portal.visit(`/history/${VENDOR}`, "history (yesterday)");
  const history = new TrackingPage(page);
  await history.expectSummary(/orders from/);

  await history.choosePreset("Past month");
  await history.searchHistory(typed);
  await expect(history.historyRow(target.order_id)).toBeVisible();
  // Every row is an order of that customer's phone, shown in the Danish format ("+4520123456" → "20 12 34 56").
  const phones = await page.locator('[data-testid="history-row"] [role="cell"]:nth-child(4)').allInnerTexts();
  expect(phones.length).toBeGreaterThan(0);
  expect(new Set(phones)).toEqual(new Set([typed]));
  await portal.checkA11y("history searched by phone");

  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^history-${VENDOR}-.*\\.csv$`));
  const text = await readFile(await csv.path(), "utf8");
  expect(text).toContain(target.order_id);
  expect(text.split("\r\n")[0]).toContain("Order ID");
  await expect(portal.toast(/orders exported/)).toBeVisible();

  const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-xlsx").click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await xlsx.path());
  expect(bytes.subarray(0, 2).toString()).toBe("PK"); // a zip container

  await history.historyRow(target.order_id).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`order_id=${target.order_id}`));
  await expect(history.details()).toHaveAttribute("data-order-id", target.order_id);
  await expect(history.detailsStatus()).toHaveAttribute("data-order-status", target.status);
  await portal.checkA11y("history with an order selected");

  // A second visit (a reload): the persisted period is asked for again at once, with no click.
  await portal.visit(`/history/${VENDOR}`, "history (second visit)");
  await expect(page.getByRole("radio", { name: "Past month" })).toBeChecked();
  await history.expectSummary(/^[1-9]\d* orders from /);
  await expect(page.getByTestId("history-row").first()).toBeVisible();
});
