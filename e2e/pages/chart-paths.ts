// Page actions and UI assertions for the browser paths generated from the charts
// (tests/support/browser-paths.ts, tests/support/browser-registry.ts): for each chart, how a path
// starts, the page action of each user event, which view the page shows now, and the UI assertion of
// each view. `runBrowserPath` replays one generated path: it performs each user event, lets the
// platform answer, and at every step checks that the page shows the view the chart says (exactly
// where the path waits for the user, or any view up to there while the platform is answering).
import { expect, type Page } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import { type BrowserPlan, browserSteps } from "../../tests/support/browser-paths";
import type { ModelPath } from "../../tests/support/model-paths";
import type { Portal } from "./portal";

export type ChartDriver = {
  start(portal: Portal): Promise<void>;
  act: Record<string, (portal: Portal, event: AnyEventObject) => Promise<void>>;
  currentView(page: Page): Promise<string>;
  expectView: Record<string, (portal: Portal) => Promise<void>>;
};

export const sessionDriver: ChartDriver = {
  async start(portal) {
    await portal.page.goto("/");
  },
  act: {
    "LOGIN.SUBMITTED": async (portal, e) => {
      const page = portal.page;
      if ((await sessionDriver.currentView(page)) === "guest") {
        await portal.openAccount();
        await page.getByTestId("account-login").click();
        await expect(portal.loginForm()).toBeVisible();
      }
      await portal.login(e.email, e.password);
    },
    "GUEST.REQUESTED": async (portal) => {
      await portal.page.getByTestId("guest-entry").first().click();
    },
    LOGOUT: async (portal) => {
      await portal.openAccount();
      await portal.logout();
    },
  },
  currentView: (page) =>
    page.evaluate(() => {
      if (document.body.textContent?.includes("You are using the portal as a guest.")) return "guest";
      if (document.querySelector('[data-testid="nav-history"]')) return "signedIn";
      if (document.querySelector('[data-testid="login-form"]')) return "signedOut";
      return "starting";
    }),
  expectView: {
    starting: async () => {},
    signedOut: async (portal) => {
      await expect(portal.loginForm()).toBeVisible();
      await expect(portal.page.getByTestId("nav-history")).toHaveCount(0);
    },
    signedIn: async (portal) => {
      await expect(portal.page.getByTestId("nav-history")).toBeVisible();
      await expect(portal.page.getByTestId("selected-vendor")).toBeVisible();
    },
    guest: async (portal) => {
      await expect(portal.page.getByText("You are using the portal as a guest.").first()).toBeVisible();
      await expect(portal.page.getByTestId("nav-history")).toHaveCount(0);
    },
  },
};

const FIELD_TEST_IDS: Record<string, string> = { destinationName: "field-name", destinationPhoneNumber: "field-phone", orderAmount: "field-amount" };

export const requestFlowDriver: ChartDriver = {
  async start(portal) {
    await portal.page.goto("/request-a-rider/DK-1001");
  },
  act: {
    "ADDRESS.TYPED": (portal, e) => portal.page.getByTestId("destination-address").fill(e.text),
    "SUGGESTION.PICKED": async (portal) => {
      const option = portal.page.getByTestId("destination-address-option").first();
      await expect(option).toBeVisible();
      await option.click();
    },
    "DETAILS.SUBMITTED": (portal) => portal.page.getByTestId("details-submit").click(),
    "FIELD.CHANGED": (portal, e) => portal.page.getByTestId(FIELD_TEST_IDS[e.field]).fill(String(e.value)),
    "DESTINATION.CHANGE": (portal) => portal.page.getByTestId("change-destination").click(),
    // The dialog's buttons are pressed from the keyboard: the toast that explains the limit may lie over them.
    "ITEM_VALUE.CONFIRMED": (portal) => portal.page.getByTestId("item-value-confirm-confirm").press("Enter"),
    "ITEM_VALUE.CANCELLED": (portal) => portal.page.getByTestId("item-value-confirm-cancel").press("Enter"),
    "PAYMENT_METHOD.SELECTED": (portal, e) => portal.page.getByTestId(`payment-method-${e.method}`).check(),
    "PAYMENT.SUBMITTED": (portal) => portal.page.getByTestId("payment-submit").click(),
    BACK: (portal) => portal.page.getByTestId("payment-back").click(),
  },
  currentView: async (page) => {
    if (/\/order-tracking/.test(new URL(page.url()).pathname)) return "done";
    return (await page.getByTestId("request-flow").getAttribute("data-step", { timeout: 1000 }).catch(() => null)) ?? "none";
  },
  expectView: {
    ...Object.fromEntries(
      [
        "checkingServiceHours",
        "askingDestination",
        "checkingDestination",
        "fillingOrderDetails",
        "confirmingItemValue",
        "fillingPaymentDetails",
        "submitting",
      ].map((step) => [step, async (portal: Portal) => expect(portal.page.getByTestId("request-flow")).toHaveAttribute("data-step", step)]),
    ),
    done: async (portal) => {
      await expect(portal.page).toHaveURL(/\/order-tracking(\/[^/?]+)?\?order_id=/);
      const orderId = new URL(portal.page.url()).searchParams.get("order_id");
      await expect(portal.page.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
    },
  },
};

/** Replays one generated path in the browser; returns the views it checked. */
export async function runBrowserPath(driver: ChartDriver, plan: BrowserPlan, path: ModelPath, portal: Portal): Promise<string[]> {
  const checked: string[] = [];
  const steps = browserSteps(plan, path);
  const t0 = Date.now();
  const trace = process.env.CHART_PATHS_TRACE ? (s: string) => console.log(`${Date.now() - t0} ms ${s}`) : () => {};
  for (const [i, step] of steps.entries()) {
    trace(`${i} ${step.event.type} → ${step.view}${step.rests ? " (rests)" : ""}`);
    if (i === 0) await driver.start(portal);
    else if (step.user) {
      const act = driver.act[step.event.type];
      if (!act) throw new Error(`no page action for ${step.event.type}`);
      await act(portal, step.event);
      trace(`  acted ${step.event.type}`);
    }
    const where = `step ${i} (${step.event.type})`;
    if (step.rests) {
      await expect.poll(() => driver.currentView(portal.page), { message: `${where}: the page should show ${step.view}`, timeout: 20_000 }).toBe(step.view);
      const assertView = driver.expectView[step.view];
      if (!assertView) throw new Error(`no UI assertion for the view ${step.view}`);
      await assertView(portal);
      checked.push(step.view);
    } else {
      await expect
        .poll(async () => step.allowed.includes(await driver.currentView(portal.page)), {
          message: `${where}: the page should show one of ${step.allowed.join(", ")}`,
          timeout: 20_000,
        })
        .toBe(true);
    }
  }
  return checked;
}
