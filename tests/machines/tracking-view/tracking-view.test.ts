// Hand-written specs of the tracking view (machines/tracking-view): the first tab with orders once
// the lists are there, following the selected order's tab as it moves on until the user picks
// another, reading a selected order the store lacks once (and saying when it does not exist), and
// telling the root which order is shown (the rider tracker follows it).
import { selectIsFollowingOrder, selectMissingOrderId, selectShownTab } from "@machines/tracking-view/tracking-view.selectors";
import { OrderStore } from "@domain/orders";
import { trackingViewMachine } from "@machines/tracking-view/tracking-view.machine";
import { describe, expect, it } from "vitest";
import { startControlled } from "../../support/model-paths";
import { FACTS, NOW, OTHER, SELECTED, SELECTED_COLLECTED, SELECTED_NEW } from "./tracking-view.model";

const start = () => startControlled(trackingViewMachine);

describe("tracking view: tabs", () => {
  it("shows New until the lists are there, then the first tab with orders", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: null });
    expect(c.inputOf("ordersFacts")).toMatchObject({ source: "orders" });
    await c.send(FACTS.loading);
    expect(selectShownTab(c.actor.getSnapshot())).toBe("new");
    await c.send(FACTS.withoutSelected);
    expect(selectShownTab(c.actor.getSnapshot())).toBe("delivered");
    // Later changes do not move the chosen tab.
    await c.send({ ...FACTS.selectedNew, firstTab: "new" });
    expect(selectShownTab(c.actor.getSnapshot())).toBe("delivered");
    c.stop();
  });

  it("shows the selected order's tab and follows it as the order moves on, until the user picks another tab", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: SELECTED });
    await c.send(FACTS.selectedNew);
    expect(selectShownTab(c.actor.getSnapshot())).toBe("new");
    expect(selectIsFollowingOrder(c.actor.getSnapshot())).toBe(true);
    await c.send(FACTS.selectedCollected);
    expect(selectShownTab(c.actor.getSnapshot())).toBe("collected");
    // The order's own tab again changes nothing; another tab stops the following.
    await c.send({ type: "TAB.CHOSEN", tab: "collected" });
    expect(selectIsFollowingOrder(c.actor.getSnapshot())).toBe(true);
    await c.send({ type: "TAB.CHOSEN", tab: "cancelled" });
    await c.send({ ...FACTS.selectedCollected, orders: OrderStore.of(FACTS.selectedCollected.orders.values()) });
    expect(selectShownTab(c.actor.getSnapshot())).toBe("cancelled");
    // Back on the order's tab, it is followed again.
    await c.send({ type: "TAB.CHOSEN", tab: "collected" });
    expect(selectIsFollowingOrder(c.actor.getSnapshot())).toBe(true);
    c.stop();
  });

  it("keeps a tab chosen before the lists came, and follows a selected order that appears later", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: SELECTED });
    await c.send({ type: "TAB.CHOSEN", tab: "cancelled" });
    await c.send(FACTS.withoutSelected);
    expect(selectShownTab(c.actor.getSnapshot())).toBe("cancelled");
    await c.send(FACTS.selectedCollected);
    expect(selectShownTab(c.actor.getSnapshot())).toBe("collected");
    c.stop();
  });

  it("opened again for another order starts over; the same page and order again changes nothing", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: null });
    await c.send(FACTS.withoutSelected);
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: null });
    expect(selectShownTab(c.actor.getSnapshot())).toBe("delivered");
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: SELECTED });
    expect(c.actor.getSnapshot().context.tab).toBeNull();
    c.stop();
  });
});

describe("tracking view: the selected order", () => {
  it("tracking: reads a missing order once the lists are there; found, it goes to the store", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: SELECTED });
    await c.send({ ...FACTS.loading, vendorId: "DK-1001" });
    expect(c.isRunning("lookupOrder")).toBe(false);
    await c.send(FACTS.withoutSelected);
    expect(c.inputOf("lookupOrder")).toEqual({ vendorId: "DK-1001", orderId: SELECTED });
    await c.resolve("lookupOrder", SELECTED_NEW);
    expect(c.emitted).toContainEqual({ type: "trackingView.orderFound", order: SELECTED_NEW });
    // Read once: further changes without it do not ask again.
    await c.send({ ...FACTS.withoutSelected, orders: OrderStore.of([OTHER]) });
    expect(c.started.filter((s) => s.src === "lookupOrder")).toHaveLength(1);
    c.stop();
  });

  it("says when the platform does not know the order", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: SELECTED });
    await c.send(FACTS.withoutSelected);
    expect(selectMissingOrderId(c.actor.getSnapshot())).toBeNull();
    await c.reject("lookupOrder", new Error("order not found"));
    expect(selectMissingOrderId(c.actor.getSnapshot())).toBe(SELECTED);
    c.stop();
  });

  it("history: reads a missing order as soon as a vendor is selected", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "history", orderId: SELECTED });
    await c.send({ ...FACTS.loading, vendorId: "DK-1001" });
    expect(c.inputOf("lookupOrder")).toEqual({ vendorId: "DK-1001", orderId: SELECTED });
    c.stop();
  });

  it("tells which order is shown (each new record) and which is no longer (another order, the page left)", async () => {
    const c = start();
    await c.send({ type: "TRACKING.OPENED", page: "tracking", orderId: SELECTED });
    await c.send(FACTS.selectedNew);
    await c.send({ ...FACTS.selectedNew, now: NOW + 1 });
    await c.send(FACTS.selectedCollected);
    await c.send({ type: "TRACKING.CLOSED" });
    expect(c.emitted).toEqual([
      { type: "trackingView.orderShown", order: SELECTED_NEW },
      { type: "trackingView.orderShown", order: SELECTED_COLLECTED },
      { type: "trackingView.orderHidden", orderId: SELECTED },
    ]);
    c.stop();
  });
});
