// Model of the tracking view for generated paths: the page opens (tracking or history, with or
// without a selected order) and closes; the order store's facts arrive (lists not there yet, lists
// without the selected order, with it as new, with it collected); the user picks tabs; the lookup
// of a missing order answers or fails.
import type { OrderRecord } from "@domain/contract";
import { OrderStore } from "@domain/orders";
import { trackingViewMachine } from "@machines/tracking-view/tracking-view.machine";
import type { ModelOptions } from "../../support/model-paths";

export const NOW = Date.UTC(2026, 10, 22, 11, 0);
const nowSec = Math.floor(NOW / 1000);

export function record(orderId: string, status: OrderRecord["status"]): OrderRecord {
  return {
    order_id: orderId,
    vendor_id: "DK-1001",
    created_at: nowSec - 600,
    updated_at: nowSec - 300,
    preordered_for: null,
    status,
    status_history: [{ status: "NEW", created_at: nowSec - 600 }, ...(status === "NEW" ? [] : [{ status, created_at: nowSec - 300 }])],
    delivery_fee: 39,
    customer: { name: "Mette", phone_number: "+4520123456", location: { address: "Blågårdsgade 12", latitude: 55.68, longitude: 12.55, notes: "" } },
    order: { description: "pizza", amount: 189, payment_method: "PAID" },
    rider_id: null,
    cancel_reason: null,
    eta_vendor: null,
    eta_customer: null,
  };
}

export const SELECTED = "DK-1001-7";
export const OTHER = record("DK-1001-1", "DELIVERED");
export const SELECTED_NEW = record(SELECTED, "NEW");
export const SELECTED_COLLECTED = record(SELECTED, "PICKED_UP");

const facts = (ready: boolean, orders: OrderRecord[], firstTab: string) => ({
  type: "ORDERS.CHANGED",
  ready,
  vendorId: ready ? "DK-1001" : null,
  firstTab,
  orders: OrderStore.of(orders),
  now: NOW,
});
export const FACTS = {
  loading: facts(false, [], "new"),
  withoutSelected: facts(true, [OTHER], "delivered"),
  selectedNew: facts(true, [OTHER, SELECTED_NEW], "new"),
  selectedCollected: facts(true, [OTHER, SELECTED_COLLECTED], "collected"),
};

export const trackingViewModel: ModelOptions = {
  events: [
    { type: "TRACKING.OPENED", page: "tracking", orderId: null },
    { type: "TRACKING.OPENED", page: "tracking", orderId: SELECTED },
    { type: "TRACKING.OPENED", page: "history", orderId: SELECTED },
    { type: "TRACKING.CLOSED" },
    { type: "TAB.CHOSEN", tab: "new" },
    { type: "TAB.CHOSEN", tab: "cancelled" },
    FACTS.loading,
    FACTS.withoutSelected,
    FACTS.selectedNew,
    FACTS.selectedCollected,
    { type: "xstate.done.actor.lookupOrder", output: SELECTED_NEW },
    { type: "xstate.error.actor.lookupOrder", error: new Error("order not found") },
  ],
  // The selected order's record is shown by id; its contents stay out of the model's states.
  serializeState: (s) => {
    const c = s.context as { shown: OrderRecord | null };
    return JSON.stringify({ value: s.value, context: { ...s.context, shown: c.shown ? `${c.shown.order_id}:${c.shown.status}` : null } });
  },
};

export { trackingViewMachine };
