// The login's terms and privacy acceptance links to the country's pages (Denmark: the product's own
// terms page and its privacy section), and the terms page downloads the terms document from the
// platform (issue 13, item 3).
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

test("the login links the terms and privacy; the terms page downloads the terms", async ({ portal, page }) => {
  await portal.visit("/connect", "connect");
  await expect(page.getByTestId("login-terms-link")).toHaveAttribute("href", "/termsandconditions");
  await expect(page.getByTestId("login-privacy-link")).toHaveAttribute("href", "/termsandconditions#privacy");
  await page.getByTestId("login-privacy-link").click();
  await expect(page).toHaveURL(/\/termsandconditions#privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy" })).toBeVisible();
  await portal.checkA11y("terms and conditions");

  const downloading = page.waitForEvent("download");
  await page.getByTestId("terms-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("terms-and-conditions-dk-en.txt");
  const text = await readFile((await download.path()) as string, "utf8");
  expect(text).toContain("terms and conditions (Denmark)");
  await expect(page.getByTestId("terms-download-error")).toHaveCount(0);
});
