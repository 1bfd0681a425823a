// @vitest-environment happy-dom
// The order tracking page with the real composition root and machines over a fake platform and a
// fake live channel: tabs and their counts, the search, the polite status region (announces a live
// status change without moving focus), order details (rider, ETA, proofs, modify button), the
// cancel dialog (19 reasons, action.attempt-cancel, the cancelled order merged into the store), the
// refund of a cancelled card order (pending, then failed by a live update), and
// guests reading their orders from the guest orders list.
import { STORAGE_KEYS, memoryStore } from "../../src/app/services/storage";
import { selectLiveStatus } from "@machines/live-channel/live-channel.selectors";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitFor as waitForActor } from "xstate";
import { order, type Portal, startPortal } from "./tracking-harness";

const now = () => Math.floor(Date.now() / 1000);

// happy-dom lays nothing out: give each tab's scroll box the size a browser would (640 × 480 px),
// which is all the list's virtualiser reads (clientHeight / clientWidth).
beforeAll(() => {
  for (const [prop, size] of [["clientHeight", 640], ["clientWidth", 480]] as const) {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList?.contains("order-list__scroll") ? size : 0;
      },
    });
  }
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});

let portal: Portal | null = null;
afterEach(() => {
  portal?.stop();
  portal = null;
  cleanup();
});

const SEEDED = () => [
  order("DK-1001-100001", "NEW"),
  order("DK-1001-100002", "WAITING_FOR_TRANSPORT", { customer: { ...order("x", "NEW").customer, name: "Søren Holm", phone_number: "+4531000000" } }),
  order("DK-1001-100003", "PICKED_UP"),
  order("DK-1001-100004", "DELIVERED"),
  order("DK-1001-100005", "RETURNED_TO_VENDOR"),
  order("DK-1001-100006", "CANCELLED"),
  order("DK-1001-100007", "RECEIVED", { preordered_for: now() + 86_400 }),
  // Another outlet's order: not shown for DK-1001 without the all-outlets toggle.
  order("DK-1002-200001", "NEW", { vendor_id: "DK-1002" }),
];

const count = (tab: string) => screen.getByTestId(`tab-count-${tab}`).textContent;

describe("order tracking page", () => {
  it("shows the tabs with their counts and the rows of the chosen tab", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: SEEDED() });
    await waitFor(() => expect(count("new")).toBe("2"));
    expect([count("preorders"), count("collected"), count("delivered"), count("cancelled")]).toEqual(["1", "1", "2", "1"]);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "New2",
      "Pre-orders1",
      "Collected1",
      "Delivered/returned2",
      "Cancelled1",
    ]);
    // New is the first tab with orders; newest first; the other outlet's order is not listed.
    const rows = screen.getAllByTestId("order-row");
    expect(rows.map((r) => r.getAttribute("data-order-id"))).toEqual(["DK-1001-100002", "DK-1001-100001"]);
    // A short tab renders its rows plainly (no virtualiser loaded).
    expect(screen.getByTestId("order-list").hasAttribute("data-virtual")).toBe(false);
    expect(within(rows[0]).getByText("Looking for rider")).toBeTruthy();
    fireEvent.click(screen.getByTestId("tab-delivered"));
    await waitFor(() => expect(screen.getAllByTestId("order-row").map((r) => r.getAttribute("data-order-id"))).toEqual(["DK-1001-100005", "DK-1001-100004"]));
    expect(screen.getByText("Returned to vendor")).toBeTruthy();
  });

  it("virtualises a tab of thousands of orders and moves a live-updated order to its new tab", async () => {
    const many = Array.from({ length: 3000 }, (_, i) => order(`DK-1001-${600000 + i}`, "NEW", { created_at: now() - 60 - (i % 50) }));
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: many });
    await waitFor(() => expect(count("new")).toBe("3000"));
    const rows = () => screen.getAllByTestId("order-row");
    // A long tab loads the virtualiser (its own chunk); then only the rows in view and a few more are there.
    await waitFor(() => expect(screen.getByTestId("order-list").hasAttribute("data-virtual")).toBe(true));
    expect(rows().length).toBeLessThan(40);
    expect(rows()[0].closest("li")?.getAttribute("aria-setsize")).toBe("3000");
    const first = rows()[0];
    const second = rows()[1];
    const id = first.getAttribute("data-order-id") ?? "";
    const record = portal.orders.orders.getSnapshot().context.orders.get(id);
    if (!record) throw new Error("the first row's order is not in the store");
    await portal.pushUpdate({ ...record, status: "PICKED_UP", updated_at: now(), status_history: [...record.status_history, { status: "PICKED_UP", created_at: now() }] });
    await waitFor(() => expect(count("collected")).toBe("1"));
    expect(count("new")).toBe("2999");
    // The other rows stay (the same elements); the moved order left the list.
    expect(rows()).toContain(second);
    expect(rows().some((r) => r.getAttribute("data-order-id") === id)).toBe(false);
  });

  it("moves between rows with the arrow keys, Home and End, and between tabs with the arrow keys", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: SEEDED() });
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(2));
    const [first, second] = screen.getAllByTestId("order-row");
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "Home" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "End" });
    expect(document.activeElement).toBe(second);
    const newTab = screen.getByTestId("tab-new");
    newTab.focus();
    fireEvent.keyDown(newTab, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByTestId("tab-preorders"));
  });

  it("searches by name, phone or order id, spaces ignored, and remembers the searches", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: SEEDED() });
    await waitFor(() => expect(count("new")).toBe("2"));
    const input = screen.getByTestId("order-search");
    fireEvent.change(input, { target: { value: "+45 31 00" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(count("new")).toBe("1"));
    expect(count("delivered")).toBe("0");
    fireEvent.change(input, { target: { value: "søren holm" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(screen.getAllByTestId("order-row").map((r) => r.getAttribute("data-order-id"))).toEqual(["DK-1001-100002"]));
    expect(portal.orders.orders.getSnapshot().context.searchHistory).toEqual(["søren holm", "+45 31 00"]);
    fireEvent.change(input, { target: { value: "" } });
    await waitFor(() => expect(count("new")).toBe("2"));
  });

  it("announces a live status change in the polite status region without moving focus", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: SEEDED() });
    await waitFor(() => expect(count("new")).toBe("2"));
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed");
    const region = screen.getByTestId("status-region");
    expect(region.getAttribute("role")).toBe("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("");
    const input = screen.getByTestId("order-search");
    input.focus();
    expect(document.activeElement).toBe(input);

    const waiting = portal.records.get("DK-1001-100002");
    if (!waiting) throw new Error("fixture");
    await portal.pushUpdate({
      ...waiting,
      status: "PICKED_UP",
      updated_at: now() + 1,
      status_history: [...waiting.status_history, { status: "PICKED_UP", created_at: now() }],
    });
    await waitFor(() => expect(region.textContent).toBe("Order DK-1001-100002: Collected"));
    expect(count("new")).toBe("1");
    expect(count("collected")).toBe("2");
    expect(document.activeElement).toBe(input);
    // An update of a past order does not apply on the tracking page (the spec's page/date rule).
    await portal.pushUpdate(order("DK-1001-090000", "DELIVERED", { created_at: now() - 3 * 86_400 }));
    expect(portal.orders.orders.getSnapshot().context.orders.get("DK-1001-090000")).toBeUndefined();
  });

  it("shows the selected order's details: outlet, customer, rider position, ETA, proofs and the modify button", async () => {
    const onTheWay = order("DK-1001-100010", "COURIER_ACCEPTED_DELIVERY", {
      rider_id: "R-101",
      eta_vendor: now() + 600,
      status_history: [
        { status: "NEW", created_at: now() - 300 },
        { status: "WAITING_FOR_TRANSPORT", created_at: now() - 200 },
        { status: "COURIER_ACCEPTED_DELIVERY", created_at: now() - 100 },
      ],
    });
    portal = await startPortal({
      path: `/order-tracking/DK-1001?order_id=${onTheWay.order_id}`,
      orders: [onTheWay],
      flags: { "show-modify-order-button": true, "proof-of-pickup-web": true },
      rider: { id: "R-101", name: "Ahmad Rahimi", phone_number: "+4522110101", latitude: 55.6893, longitude: 12.5531, updated_at: now() },
    });
    const details = await screen.findByTestId("order-details");
    expect(details.getAttribute("data-order-id")).toBe(onTheWay.order_id);
    expect(within(details).getByText("Order DK-1001-100010")).toBeTruthy();
    expect(within(details).getByText("Nørrebro Pizza - Jægersborggade - DK-1001")).toBeTruthy();
    expect(within(details).getByTestId("order-status").textContent).toBe("Rider on the way");
    expect(within(details).getByTestId("order-eta").textContent).toMatch(/^Rider expected at the outlet at .* \(in 1[01] min\)$/);
    // The rider tracker polls GET /riders/R-101 for this order.
    await waitFor(() => expect(within(details).getByTestId("rider-position").textContent).toMatch(/^Position updated at /));
    // No raw coordinates as text (issue 12, item 8).
    expect(details.textContent).not.toMatch(/55\.6893|12\.5531/);
    expect(within(details).getByText("Ahmad Rahimi")).toBeTruthy();
    expect(within(details).getByTestId("order-map")).toBeTruthy(); // not NEW / RECEIVED / WAITING_FOR_TRANSPORT
    expect(within(details).queryByTestId("proof-pickup")).toBeNull(); // not picked up yet
    const modify = within(details).getByTestId("modify-order");
    expect(modify.getAttribute("href")).toBe("/request-a-rider/DK-1001?orderID=DK-1001-100010");
    expect(within(details).queryByTestId("cancel-order")).toBeNull(); // COURIER_ACCEPTED_DELIVERY is not cancellable
  });

  it("shows the refund of a cancelled card order as the live channel moves it: in progress, then failed (the issuer refused)", async () => {
    const cancelled = order("DK-1001-100013", "CANCELLED", {
      order: { description: "2 pizzas", amount: 189, payment_method: "ONLINE_PAYMENT" },
      refund: { amount: 39, kept: 0, currency: "DKK", rule: "full", state: "pending" },
    });
    portal = await startPortal({ path: `/order-tracking/DK-1001?order_id=${cancelled.order_id}`, orders: [cancelled] });
    const details = await screen.findByTestId("order-details");
    const refund = within(details).getByTestId("order-refund");
    expect(refund.getAttribute("role")).toBe("status");
    expect(refund.getAttribute("data-refund-state")).toBe("pending");
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed");
    await portal.pushUpdate({ ...cancelled, updated_at: cancelled.updated_at + 1, refund: { ...cancelled.refund!, state: "failed" } });
    await waitFor(() => expect(within(screen.getByTestId("order-details")).getByTestId("order-refund").getAttribute("data-refund-state")).toBe("failed"));
    expect(screen.getByTestId("order-refund").textContent).toMatch(/^The refund of .*39.* failed\. Please contact support\.$/);
  });

  it("hides the full map before a rider is looked for, and shows the proofs (the download error when the platform has none)", async () => {
    const waiting = order("DK-1001-100011", "WAITING_FOR_TRANSPORT");
    const delivered = order("DK-1001-100012", "DELIVERED", {
      status_history: [
        { status: "NEW", created_at: now() - 900 },
        { status: "PICKED_UP", created_at: now() - 600 },
        { status: "DELIVERED", created_at: now() - 60 },
      ],
    });
    portal = await startPortal({
      path: `/order-tracking/DK-1001?order_id=${waiting.order_id}`,
      orders: [waiting, delivered],
      flags: { "proof-of-pickup-web": true, "proof-of-delivery-web": true },
    });
    const details = await screen.findByTestId("order-details");
    expect(within(details).queryByTestId("order-map")).toBeNull();
    await act(() => portal?.router.navigate({ to: "/order-tracking/$vendorId", params: { vendorId: "DK-1001" }, search: { order_id: delivered.order_id } } as never));
    await waitFor(() => expect(screen.getByTestId("order-details").getAttribute("data-order-id")).toBe(delivered.order_id));
    // The fake platform has no GET /order/proof: each section says the proof could not be downloaded.
    await waitFor(() => expect(screen.getByTestId("proof-pickup").textContent).toContain("The proof could not be downloaded."));
    await waitFor(() => expect(screen.getByTestId("proof-delivery").textContent).toContain("The proof could not be downloaded."));
  });

  it("cancels a cancellable order through the dialog with one of the 19 reasons", async () => {
    const waiting = order("DK-1001-100020", "WAITING_FOR_TRANSPORT");
    portal = await startPortal({ path: `/order-tracking/DK-1001?order_id=${waiting.order_id}`, orders: [waiting] });
    const button = await screen.findByTestId("cancel-order");
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(`Cancel order ${waiting.order_id}`)).toBeTruthy();
    const radios = within(dialog).getAllByRole("radio");
    expect(radios).toHaveLength(19);
    const confirm = screen.getByTestId("cancel-dialog-confirm");
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText("No rider available"));
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(portal?.cancels).toEqual([{ vendor_id: "DK-1001", order_id: waiting.order_id, reason: "no_courier" }]));
    expect(portal.notes).toContainEqual(expect.objectContaining({ kind: "INFO", key: "action.attempt-cancel" }));
    // The answer is merged: the order is cancelled, in the Cancelled tab, without a cancel button.
    await waitFor(() => expect(screen.getByTestId("order-status").getAttribute("data-order-status")).toBe("CANCELLED"));
    expect(count("cancelled")).toBe("1");
    expect(screen.queryByTestId("cancel-order")).toBeNull();
    expect(screen.getByTestId("tab-cancelled").getAttribute("aria-selected")).toBe("true");
  });

  it("offers no cancel button for an order the rules do not allow to cancel (DELAYED without the flag)", async () => {
    const delayed = order("DK-1001-100030", "DELAYED");
    portal = await startPortal({ path: `/order-tracking/DK-1001?order_id=${delayed.order_id}`, orders: [delayed] });
    await screen.findByTestId("order-details");
    expect(screen.queryByTestId("cancel-order")).toBeNull();
    portal.stop();
    cleanup();
    portal = await startPortal({
      path: `/order-tracking/DK-1001?order_id=${delayed.order_id}`,
      orders: [delayed],
      flags: { "delayed-cancellation": true },
    });
    expect(await screen.findByTestId("cancel-order")).toBeTruthy();
  });

  it("reads a guest's orders from the guest orders list", async () => {
    const store = memoryStore({ [STORAGE_KEYS.guestOrders]: JSON.stringify(["DK-1001-100040", "DK-1001-404"]) });
    portal = await startPortal({ path: "/order-tracking", orders: [order("DK-1001-100040", "NEW")], as: "guest", store });
    await waitFor(() => expect(count("new")).toBe("1"));
    expect(screen.getByTestId("order-row").getAttribute("data-order-id")).toBe("DK-1001-100040");
    const calls = portal.platform.calls.filter((c) => c.path.startsWith("/orders/api/v1/"));
    expect(calls.some((c) => c.path === "/orders/api/v1/order")).toBe(true);
    expect(calls.some((c) => /\/vendor\/.*\/orders$/.test(c.path))).toBe(false);
  });
});
