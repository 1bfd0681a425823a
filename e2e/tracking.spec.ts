// Journeys of the order tracking page against the real platform (rider simulator at SIM_SPEED=20,
// SIM_SEED=42): the seeded orders of today in their tabs, an order watched through the live channel
// until Delivered (its row moves to Delivered/returned, the status region announces it), a
// cancellable order cancelled with a reason, and a dropped socket after which the updates resume
// with none missed (the resync refetches the active orders). axe runs on every page visited.
import { classifyOrders, ORDER_TABS, preorderWindow, startOfDay } from "../src/domain/orders";
import type { OrderRecord } from "../src/domain/contract/orders";
import { planOrder } from "../src/server/sim/plan";
import { DEMO, expect, test } from "./fixtures";
import { OrdersApi } from "./pages/orders-api";
import type { Portal } from "./pages/portal";
import { type TabKey, TrackingPage } from "./pages/tracking";

const SIM_SEED = "42"; // playwright.config.ts webServer env
const ZONE = "Europe/Copenhagen";
const VENDOR = "DK-1001";

/** Places orders until one the simulator will deliver (its plan is drawn from the seed and the id). */
async function placeDeliveredOrder(api: OrdersApi, vendorId = VENDOR): Promise<string> {
  for (let i = 0; i < 6; i++) {
    const id = await api.placeOrder(vendorId, { customerName: "Live Test" });
    if (planOrder(SIM_SEED, id).outcome === "delivered") return id;
  }
  throw new Error("no order with a delivered plan in 6 tries");
}

async function signIn(portal: Portal) {
  await portal.visit("/connect", "connect");
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(portal.page).toHaveURL(/\/request-a-rider\//);
}

/** The tab counts the page must show: the platform's lists of today and pre-orders, classified by the domain. */
async function expectedCounts(api: OrdersApi): Promise<Record<TabKey, number>> {
  const now = Math.floor(Date.now() / 1000);
  const today = startOfDay(now, ZONE);
  const pre = preorderWindow(now, ZONE);
  const [active, scheduled] = await Promise.all([
    api.orders(VENDOR, { from: today, to: now, count: 200 }),
    api.orders(VENDOR, { from: pre.from, to: pre.to, count: 200, scheduled: true }),
  ]);
  const byId = new Map<string, OrderRecord>([...active, ...scheduled].map((o) => [o.order_id, o]));
  const tabs = classifyOrders(byId.values(), { now, vendorId: VENDOR, includeAllOutlets: false });
  return Object.fromEntries(ORDER_TABS.map((t) => [t, tabs[t].length])) as Record<TabKey, number>;
}

test("the seeded orders are in their tabs, and an order is watched live until Delivered", async ({ portal, page, request }) => {
  test.setTimeout(90_000);
  const api = await new OrdersApi(request).login();
  await signIn(portal);
  await portal.visit(`/order-tracking/${VENDOR}`, "order tracking");
  const tracking = new TrackingPage(page);
  await expect(tracking.liveStatus()).toHaveAttribute("data-live-status", "subscribed");

  // Today's seeded orders (and any placed earlier) sit in the tabs the domain rules give them.
  await expect
    .poll(async () => JSON.stringify(await tracking.counts()) === JSON.stringify(await expectedCounts(api)), { timeout: 20_000 })
    .toBe(true);
  expect((await tracking.counts()).delivered).toBeGreaterThan(0);

  await tracking.tab("new").click();
  await tracking.recordAnnouncements();
  const orderId = await placeDeliveredOrder(api);
  // The order arrives through the live channel (no reload) in New, and is selected.
  await expect(tracking.row(orderId)).toBeVisible();
  await tracking.row(orderId).click();
  await expect(page).toHaveURL(new RegExp(`order_id=${orderId}`));
  await expect(tracking.details()).toHaveAttribute("data-order-id", orderId);
  await portal.checkA11y("order tracking with an order selected");

  // The simulator moves it on: the details follow, the row moves to Delivered/returned.
  await expect(tracking.detailsStatus()).toHaveAttribute("data-order-status", "DELIVERED", { timeout: 60_000 });
  await expect(tracking.tab("delivered")).toHaveAttribute("aria-selected", "true");
  await expect(tracking.row(orderId)).toBeVisible();
  await expect(tracking.row(orderId)).toHaveAttribute("data-order-status", "DELIVERED");
  // Each step was announced politely (focus untouched), the last one "Delivered".
  const announced = await tracking.announced();
  expect(announced.some((t) => t.includes(`Order ${orderId}: Delivered`))).toBe(true);
  expect(announced.filter((t) => t.includes(`Order ${orderId}:`)).length).toBeGreaterThanOrEqual(4);
  await expect(tracking.statusRegion()).toHaveAttribute("aria-live", "polite");
  // Proof of pickup and of delivery (flags on in the demo) come from the platform as images.
  for (const kind of ["pickup", "delivery"]) {
    const proof = page.getByTestId(`proof-${kind}`);
    await expect(proof.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml/);
    await expect(proof.getByRole("link")).toHaveAttribute("download", `proof-${orderId}-${kind}.svg`);
  }
  await portal.checkA11y("order tracking after delivery");
});

test("a cancellable order is cancelled with a reason and moves to Cancelled", async ({ portal, page, request }) => {
  const api = await new OrdersApi(request).login();
  // A pre-order for tomorrow waits in RECEIVED (cancellable) until its time comes.
  const orderId = await api.placeOrder(VENDOR, { preorderedFor: Math.floor(Date.now() / 1000) + 30 * 3600, customerName: "Cancel Test" });
  await expect.poll(async () => (await api.order(VENDOR, orderId)).status, { timeout: 15_000 }).toBe("RECEIVED");

  await signIn(portal);
  await portal.visit(`/order-tracking/${VENDOR}?order_id=${orderId}`, "order tracking (pre-order selected)");
  const tracking = new TrackingPage(page);
  await expect(tracking.details()).toHaveAttribute("data-order-id", orderId);
  await expect(tracking.tab("preorders")).toHaveAttribute("aria-selected", "true");
  await expect(tracking.row(orderId)).toBeVisible();
  const cancelledBefore = await tracking.count("cancelled");

  await page.getByTestId("cancel-order").click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${orderId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio")).toHaveCount(19);
  await expect(page.getByTestId("cancel-dialog-confirm")).toBeDisabled();
  await portal.checkA11y("cancel dialog");
  await dialog.getByRole("radio", { name: "No rider available" }).check();
  await page.getByTestId("cancel-dialog-confirm").click();
  await expect(portal.toast("We are trying to cancel the order.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(tracking.detailsStatus()).toHaveAttribute("data-order-status", "CANCELLED");
  await expect(page.getByTestId("cancel-order")).toHaveCount(0);
  await expect(tracking.tab("cancelled")).toHaveAttribute("aria-selected", "true");
  await expect(tracking.row(orderId)).toBeVisible();
  expect(await tracking.count("cancelled")).toBe(cancelledBefore + 1);
  const cancelled = await api.order(VENDOR, orderId);
  expect(cancelled).toMatchObject({ status: "CANCELLED", cancel_reason: "no_courier" });
  // Reaching the cancel button scrolled the page: axe would count the search box half under the
  // sticky navigation bar as an obscured target. Check the page as it opens, from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await portal.checkA11y("order tracking after cancelling");
});

test("after the socket drops, updates resume and none is missed", async ({ portal, page, request }) => {
  test.setTimeout(90_000);
  // Every live-channel socket goes through this route: online it is forwarded to the platform;
  // offline it is refused, so the portal keeps reconnecting (every 1 s) without getting through.
  let offline = false;
  const open: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/\/ws\?/, (ws) => {
    if (offline) {
      void ws.close({ code: 4000, reason: "offline (test)" });
      return;
    }
    const server = ws.connectToServer();
    open.push({ close: async () => void (await Promise.all([ws.close({ code: 4000, reason: "dropped (test)" }), server.close()])) });
  });
  const api = await new OrdersApi(request).login();
  await signIn(portal);
  await portal.visit(`/order-tracking/${VENDOR}`, "order tracking (socket test)");
  const tracking = new TrackingPage(page);
  await expect(tracking.liveStatus()).toHaveAttribute("data-live-status", "subscribed");

  const orderId = await placeDeliveredOrder(api);
  await tracking.tab("new").click();
  await expect(tracking.row(orderId)).toBeVisible();
  await tracking.row(orderId).click();
  await expect(tracking.details()).toHaveAttribute("data-order-id", orderId);

  // Drop the socket and stay offline until the order has changed on the platform.
  offline = true;
  await Promise.all(open.splice(0).map((s) => s.close()));
  await expect(tracking.liveStatus()).not.toHaveAttribute("data-live-status", "subscribed");
  const seenOffline = await tracking.detailsStatus().getAttribute("data-order-status");
  await expect.poll(async () => (await api.order(VENDOR, orderId)).status, { timeout: 20_000 }).not.toBe(seenOffline);
  // Nothing came through meanwhile: the page still shows the status it had when the socket dropped.
  await expect(tracking.detailsStatus()).toHaveAttribute("data-order-status", seenOffline ?? "");

  // Back online: the reconnect's resync refetches the active orders, then live updates continue.
  offline = false;
  await expect(tracking.liveStatus()).toHaveAttribute("data-live-status", "subscribed", { timeout: 10_000 });
  await expect
    .poll(async () => {
      const [shown, actual] = await Promise.all([tracking.detailsStatus().getAttribute("data-order-status"), api.order(VENDOR, orderId)]);
      return shown === actual.status || actual.status === "DELIVERED";
    })
    .toBe(true);
  await expect(tracking.detailsStatus()).toHaveAttribute("data-order-status", "DELIVERED", { timeout: 60_000 });
  await expect(tracking.row(orderId)).toHaveAttribute("data-order-status", "DELIVERED");
  await portal.checkA11y("order tracking after the reconnect");
});
