// Journey: the map in real Chromium (WebGL) under the platform's Content-Security-Policy. The owner
// opens an order that a rider is delivering; the order details show the lazy MapLibre map drawn
// from the platform's own style and streets (no tile server), with the outlet, customer and rider
// markers (65 × 65, named). The map's code is not part of the first load.
import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import { OrdersApi } from "./pages/orders-api";

/** Statuses in which the rider is on the way (the rider tracker polls the position). */
const WITH_RIDER = new Set(["COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR", "PICKED_UP", "NEAR_CUSTOMER", "DELAYED"]);
/** The style's major-street fill (#fbe0b0), drawn by WebGL when the platform's streets render. */
const MAJOR_STREET: [number, number, number] = [0xfb, 0xe0, 0xb0];

/** Places orders for the outlet until one has a rider on the way (the simulator runs 20× fast). */
async function orderWithRider(api: OrdersApi, vendorId: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderId = await api.placeOrder(vendorId, { customerName: "Kort Test" });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const order = await api.order(vendorId, orderId);
      if (WITH_RIDER.has(order.status)) return orderId;
      if (["CANCELLED", "DELIVERED", "RETURNED_TO_VENDOR"].includes(order.status)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error("no order got a rider");
}

/** Distinct colours of an element's screenshot, and whether one is close to `rgb`. */
async function pixels(page: Page, png: Buffer, rgb: [number, number, number]) {
  return page.evaluate(
    async ({ b64, rgb }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<number>();
      let near = 0;
      for (let i = 0; i < d.length; i += 4) {
        colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        if (Math.abs(d[i] - rgb[0]) + Math.abs(d[i + 1] - rgb[1]) + Math.abs(d[i + 2] - rgb[2]) < 12) near++;
      }
      return { colours: colours.size, near };
    },
    { b64: png.toString("base64"), rgb },
  );
}

test("an order on its way shows the map with streets and the rider", async ({ portal, page, request }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on("pageerror", (e) => violations.push(`pageerror: ${e.message}`));
  const mapFiles: string[] = [];
  page.on("request", (r) => {
    if (/map-view|maplibre|\/map\//.test(r.url())) mapFiles.push(new URL(r.url()).pathname);
  });

  await portal.visit("/", "landing");
  expect(mapFiles, "the map's code is not in the first load").toEqual([]);
  await portal.login(DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/request-a-rider\//);

  const api = await new OrdersApi(request).login();
  const orderId = await orderWithRider(api, "DK-1001");
  await page.goto(`/order-tracking/DK-1001?order_id=${encodeURIComponent(orderId)}`);
  await expect(page.getByTestId("order-details")).toHaveAttribute("data-order-id", orderId);

  const map = page.getByTestId("order-map-canvas");
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 30_000 });
  await expect(map).toHaveAttribute("role", "region");
  const rider = map.getByRole("img", { name: /^Rider/ });
  await expect(rider).toBeVisible({ timeout: 15_000 });
  const box = await rider.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([65, 65]);
  await expect(map.getByRole("img", { name: /^Outlet/ })).toBeVisible();
  await expect(map.getByRole("img", { name: /^Customer/ })).toBeVisible();

  // The canvas is drawn: many colours, among them the platform's street fill.
  const canvas = map.locator("canvas.maplibregl-canvas");
  await expect(canvas).toHaveAttribute("aria-label", /Map/);
  await expect
    .poll(async () => (await pixels(page, await canvas.screenshot(), MAJOR_STREET)).near, { timeout: 15_000 })
    .toBeGreaterThan(50);
  expect((await pixels(page, await canvas.screenshot(), MAJOR_STREET)).colours).toBeGreaterThan(20);
  expect(mapFiles).toEqual(expect.arrayContaining(["/map/style.json"]));
  expect(mapFiles.some((f) => f.includes("maplibre-gl-worker"))).toBe(true);

  expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
  expect(violations).toEqual([]);
  await portal.checkA11y("order tracking with the map");
});
