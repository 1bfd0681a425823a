// Journey of bulk orders against the real platform in Chromium: the template is downloaded (its
// header and example row read back), a file of rows is made with write-excel-file (the example row,
// a second good row and a bad one), uploaded and checked, the rows filtered, the good ones placed
// through the confirm dialog, and the placed orders appear in Order tracking; the job is then in the
// history with its creator and its details show every row. axe runs on every page and state visited.
import { readFile } from "node:fs/promises";
import { readSheet } from "read-excel-file/node";
import writeXlsxFile from "write-excel-file/node";
import { BULK_COLUMNS, BULK_EXAMPLE_ROW } from "../src/domain/bulk/columns";
import { DEMO, expect, test } from "./fixtures";
import { TrackingPage } from "./pages/tracking";

const VENDOR = "DK-1000";

/** Letters only (names have no digits): unique per run so the rows are found again. */
const tag = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join("")
    .replace(/^./, (c) => c.toUpperCase());

test("bulk orders: template, upload, filter, place, then Order tracking and the history", async ({ portal, page }) => {
  test.setTimeout(90_000);
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);
  await page.getByRole("link", { name: "Bulk order" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/bulk-order/${VENDOR}$`));
  await expect(page.getByTestId("bulk-template")).toBeVisible();
  await portal.checkA11y("bulk order: ask for a file");

  // The template: its header and the example row, read back.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("bulk-template").click()]);
  expect(download.suggestedFilename()).toBe("Template.xlsx");
  const template = await readSheet(await readFile(await download.path()));
  expect(template[0]).toHaveLength(BULK_COLUMNS.length);
  expect(template[1][1]).toBe(BULK_EXAMPLE_ROW.customerName);

  // The vendor's own rows: the example row as it is, another good one and a bad one.
  const name = `Bulk ${tag()}`;
  const rows = [
    template[1].map((cell) => (cell === null ? "" : String(cell))),
    BULK_COLUMNS.map((c) => (c === "customerName" ? name : c === "address" ? "Istedgade 70, 1650 København V" : BULK_EXAMPLE_ROW[c])),
    BULK_COLUMNS.map((c) => (c === "customerPhone" ? "123" : BULK_EXAMPLE_ROW[c])),
  ];
  const file = await writeXlsxFile([template[0] as string[], ...rows].map((r) => r.map((value) => ({ value: String(value ?? ""), type: String })))).toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "orders.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: file });
  await expect(page.getByTestId("bulk-summary")).toBeVisible();
  await expect(page.getByTestId("bulk-ready-count")).toHaveText("2");
  await expect(page.getByTestId("bulk-row")).toHaveCount(3);
  await portal.checkA11y("bulk order: checked rows");

  await page.getByTestId("bulk-filter").getByText(/With errors/).click();
  await expect(page.getByTestId("bulk-row")).toHaveCount(1);
  await expect(page.getByTestId("bulk-row")).toContainText("The phone number doesn't seem correct");
  await page.getByTestId("bulk-filter").getByText(/Ready/).click();
  await expect(page.getByTestId("bulk-row")).toHaveCount(2);

  // Place them through the confirm dialog.
  await page.getByTestId("bulk-place").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Place these orders?");
  await portal.checkA11y("bulk order: confirm dialog");
  const [placed] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/bulk-job/place-orders/") && r.request().method() === "POST"),
    dialog.getByRole("button", { name: "Place orders" }).click(),
  ]);
  const answer = (await placed.json()) as { result: { bulk_job: { bulk_job_id: string; orders_placed: number }; orders: { order_id: string | null }[] } };
  expect(answer.result.bulk_job.orders_placed).toBe(2);
  const ids = answer.result.orders.map((o) => o.order_id).filter((id): id is string => !!id);
  await expect(page).toHaveURL(/\/order-tracking/);
  await expect(portal.toast(/Your orders have been placed/)).toBeVisible();
  const tracking = new TrackingPage(page);
  for (const id of ids) await expect(tracking.row(id)).toBeVisible({ timeout: 15_000 });
  await portal.checkA11y("order tracking after a bulk placement");

  // The history has the job, with its creator; its details show every row.
  await portal.visit(`/bulk-order/${VENDOR}`, "bulk order: history");
  const job = page.getByTestId("bulk-history-row").filter({ hasText: DEMO.owner.email }).first();
  await expect(job).toBeVisible();
  await page.getByRole("link", { name: /\d/ }).and(page.locator(`a[href*="${answer.result.bulk_job.bulk_job_id}"]`)).click();
  await expect(page).toHaveURL(new RegExp(answer.result.bulk_job.bulk_job_id));
  await expect(page.getByTestId("bulk-row")).toHaveCount(3);
  await portal.checkA11y("bulk job details");
});
