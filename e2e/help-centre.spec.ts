// Journey of the help centre against the real platform, with the help-centre service on another
// origin of the same server (HELP_CENTRE_HOST=http://localhost:<port>, the portal on 127.0.0.1): the
// round button opens the panel, the help page in its iframe is searched, a contact request is sent
// through the bridge's access-token request and is listed back under "your requests"; on a phone
// the same help centre is the page /helpcenter/{vendorID}. axe runs on the portal with the frame.
import { DEMO, expect, test } from "./fixtures";

test("the help centre: search an article, send a request through the bridge, see it listed", async ({ portal, page }) => {
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);

  await page.getByTestId("help-button").click();
  const panel = page.getByTestId("help-panel");
  await expect(panel).toBeVisible();
  const iframe = page.getByTestId("help-frame");
  await expect(iframe).toBeVisible();
  const src = (await iframe.getAttribute("src")) ?? "";
  expect(new URL(src).hostname, "the help page is on the help-centre host").toBe("localhost");
  const help = page.frameLocator('[data-testid="help-frame"]');
  await expect(help.getByRole("heading", { level: 1 })).toContainText("Help centre");
  // "Your requests" loads once the bridge granted the token.
  await expect(help.locator("#requests li")).toHaveCount(1);
  await portal.checkA11y("help centre panel");

  await help.getByRole("searchbox", { name: "Search the help articles" }).fill("voucher");
  await help.getByRole("button", { name: "Search" }).click();
  await expect(help.locator("#search-status")).toHaveText("1 article for “voucher”");
  await expect(help.getByRole("heading", { name: "How do I use a voucher?" })).toBeVisible();

  await help.getByLabel("Topic").selectOption("vouchers");
  await help.getByLabel("Your question").fill("My code WELCOME10 was refused yesterday.");
  await help.getByRole("button", { name: "Send request" }).click();
  await expect(help.locator("#contact-status")).toHaveText("Thank you: your request was sent.");
  await expect(help.locator("#requests li").first()).toContainText("My code WELCOME10 was refused yesterday.");
  await expect(help.locator("#requests li").first()).toContainText("Vouchers");

  await page.getByTestId("help-close").click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId("help-button")).toBeVisible();

  // On a phone the button leads to the full page, with the request listed there too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("help-button").click();
  await expect(page).toHaveURL(/\/helpcenter\/DK-/);
  const mobile = page.frameLocator('[data-testid="help-frame"]');
  await expect(mobile.locator("#requests li").first()).toContainText("My code WELCOME10 was refused yesterday.");
  await portal.checkA11y("help centre page (mobile)");
});
