// Page model of the portal: navigation, the login form, the shell (account popover, language
// picker, branch selector, mobile drawer) and the toasts. Every arrival on a page runs axe.
import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";

export class Portal {
  constructor(readonly page: Page) {}

  /** Opens a path and waits for the app to settle on some page (with its h1), then runs axe. */
  async visit(path: string, label?: string) {
    await this.page.goto(path);
    await this.settled();
    await this.checkA11y(label);
  }

  async settled() {
    await expect(this.page.locator("h1").first()).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: /Loading|Indlæser|جارٍ التحميل/ })).toHaveCount(0);
    // A prerendered page (#root marked data-prerender) paints before the portal's scripts are even
    // fetched (src/app/prerender/boot.ts): settled once React owns it (its h1 carries React's props).
    await this.page.waitForFunction(() => {
      const h1 = document.querySelector("h1");
      return !document.querySelector("#root[data-prerender]") || (h1 !== null && Object.keys(h1).some((k) => k.startsWith("__reactProps$")));
    });
  }

  async checkA11y(label?: string) {
    await expectNoAxeViolations(this.page, label);
  }

  path() {
    return new URL(this.page.url()).pathname;
  }

  heading(): Locator {
    return this.page.locator("h1").first();
  }

  // Login form (landing and /connect)
  loginForm(): Locator {
    return this.page.getByTestId("login-form").first();
  }

  async login(email: string, password: string) {
    const form = this.loginForm();
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    const terms = form.locator('input[name="terms"]');
    if (!(await terms.isChecked())) await terms.check();
    await form.getByTestId("login-submit").click();
  }

  // Toasts
  toast(text: string | RegExp): Locator {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: text });
  }

  // Desktop shell
  async openAccount() {
    await this.page.getByTestId("account-button").click();
    await expect(this.page.getByTestId("account-popover")).toBeVisible();
  }

  async chooseLanguage(code: string) {
    const toggle = this.page.getByTestId("language-toggle").first();
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    // The radio follows the active language, which switches once its catalog has loaded. The list
    // opens with a Collapse animation; a click that lands while it is still moving can miss, so the
    // click is repeated until the language has switched (a language that never switches still fails).
    const radio = this.page.getByTestId(`language-${code}`);
    await expect(radio).toBeVisible();
    await expect(async () => {
      await radio.check();
      await expect(this.page.locator("html")).toHaveAttribute("lang", code, { timeout: 3000 });
    }).toPass({ timeout: 15_000 });
  }

  async logout() {
    await this.page.getByTestId("account-logout").click();
  }

  branchSelector(): Locator {
    return this.page.getByTestId("branch-selector").first();
  }

  // The branch selector is a native <select> (issue 14: no combobox code in the first load).
  async branchOptions(): Promise<string[]> {
    await expect(this.branchSelector()).toBeVisible();
    const options = await this.branchSelector().locator("option.vendor-option").allTextContents();
    return options.map((o) => o.trim());
  }

  branchOption(label: string): Locator {
    return this.branchSelector().locator("option.vendor-option", { hasText: label });
  }

  async selectBranch(label: string) {
    await this.branchSelector().selectOption({ label });
  }

  // Mobile shell
  async openDrawer(): Promise<Locator> {
    await this.page.getByTestId("menu-button").click();
    const drawer = this.page.locator(".mantine-Drawer-content");
    await expect(drawer).toBeVisible();
    return drawer;
  }
}
