// A guest follows its own order live (issue 12, item 7): the guest enters, places an order (through
// the API with the guest's own token, as the request flow does), and its order page connects
// ("subscribed", not "CONNECTING…"), shows the real pickup address instead of the placeholder
// vendor, follows the simulator's changes without a reload, and links to the c2c tracking page.
import { expect, test } from "./fixtures";
import { DEMO_DESTINATION } from "./pages/orders-api";
import { TrackingPage } from "./pages/tracking";

const SENDER = { latitude: 55.6697, longitude: 12.5563, address: "Istedgade 70, 1650 København V" };

test("a guest's own order is live, with its real pickup address, and links to its tracking page", async ({ portal, page, request }) => {
  test.setTimeout(90_000);
  await portal.visit("/", "landing");
  await page.getByTestId("guest-entry").first().click();
  await expect(page).toHaveURL(/\/request-a-rider$/);
  const token = await page.evaluate(() => localStorage.getItem("rrp.guest-token"));
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const destination = { latitude: DEMO_DESTINATION.latitude, longitude: DEMO_DESTINATION.longitude };
  const fee = ((await (await request.post("/orders/api/v1/delivery/fee", { headers, data: { source: SENDER, destination, vendor_id: "vendorID", delivery_type: "food" } })).json()) as {
    result: { fee: number; signature: string };
  }).result;
  const placed = await request.post("/orders/api/v1/order", {
    headers,
    data: {
      vendor_id: "vendorID",
      customer: { location: { ...DEMO_DESTINATION, notes: "" }, phone_number: "+4531234567", name: "Guest Recipient" },
      sender: { location: { ...SENDER, notes: "" }, name: "Karen Sender", email: "karen@example.com", phone_number: "+4531000000" },
      order: { payment_method: "CASH_ON_DELIVERY", amount: 100, description: "A parcel", cold_bag_needed: false },
      vat_number: "",
      preordered_for: null,
      age_validation_required: false,
      login_pickup_estimation: 15,
      delivery_fee: fee.fee,
      signature: fee.signature,
    },
  });
  expect(placed.ok()).toBe(true);
  const orderId = ((await placed.json()) as { result: { order_id: string } }).result.order_id;
  await page.evaluate((id) => localStorage.setItem("rrp.guest-orders", JSON.stringify([id])), orderId);

  await portal.visit(`/order-tracking?order_id=${orderId}`, "order tracking (guest)");
  const tracking = new TrackingPage(page);
  await expect(tracking.liveStatus()).toHaveAttribute("data-live-status", "subscribed");
  await expect(tracking.details()).toHaveAttribute("data-order-id", orderId);
  await expect(page.getByTestId("order-outlet")).toContainText("Istedgade 70, 1650 København V");
  await expect(page.getByTestId("order-outlet")).not.toContainText("DK-GUEST");
  const first = await tracking.detailsStatus().getAttribute("data-order-status");
  // The simulator moves it on; the page follows without a reload.
  await expect(tracking.detailsStatus()).not.toHaveAttribute("data-order-status", first ?? "NEW", { timeout: 30_000 });
  await expect(page.getByTestId("open-tracking")).toBeVisible();
  await portal.checkA11y("order tracking (guest, live)");
});
