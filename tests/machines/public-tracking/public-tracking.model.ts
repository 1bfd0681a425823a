// Models of the public tracking machines for generated paths: the recipient's page (the link's answer
// arrives, is not found or fails; stream updates, one of them finishing; the stream lost; the
// reconnect delay), the delivery receipt (answer, 404, failure, retry, print) and "Copy tracking
// link" (link, clipboard, failures, the copied delay).
import type { DeliveryReceipt, OrderSummary, PublicTracking, TrackingLink } from "@domain/contract";
import { orderSummaryMachine } from "@machines/order-summary/order-summary.machine";
import { deliveryReceiptMachine } from "@machines/delivery-receipt/delivery-receipt.machine";
import { publicTrackingMachine } from "@machines/public-tracking/public-tracking.machine";
import { trackingLinkMachine } from "@machines/tracking-link/tracking-link.machine";
import type { AnyMachineSnapshot } from "xstate";
import { type ModelOptions, stableJson } from "../../support/model-paths";

export const PUBLIC_ID = "AbCdEfGhIjKlMnOpQrStUv";

export const tracking = (over: Partial<PublicTracking> = {}): PublicTracking => ({
  kind: "parcel",
  step: "courier_accepted",
  status_label: "status.rider-on-the-way",
  outlet_name: "Nørrebro Pizza",
  rider: { first_name: "Ahmad", position: { latitude: 55.6893, longitude: 12.5531, updated_at: 1_777_000_000 } },
  eta_pickup: 1_777_000_600,
  eta_drop_off: null,
  drop_off: { address: "Nørrebrogade 52, 2200 København N", latitude: 55.6888, longitude: 12.5587 },
  placed_at: 1_777_000_000,
  cancelled_by: null,
  receipt_available: false,
  updated_at: 1_777_000_010,
  version: 2,
  ...over,
});

export const ON_THE_WAY = tracking();
export const COLLECTED = tracking({ step: "collected", status_label: "status.collected", eta_pickup: null, eta_drop_off: 1_777_000_900, updated_at: 1_777_000_100, version: 3 });
export const DELIVERED = tracking({ step: "delivered", status_label: "status.delivered", rider: null, eta_pickup: null, receipt_available: true, updated_at: 1_777_000_200, version: 5 });
/** A "finished" answer older than every other (version 1): arriving late, it must end nothing. */
export const STALE_CANCELLED = tracking({ step: "cancelled", status_label: "status.cancelled", rider: null, eta_pickup: null, cancelled_by: "platform", updated_at: 1_777_000_005, version: 1 });
export const notFoundError = Object.assign(new Error("Not found"), { status: 404 });
export const networkError = Object.assign(new Error("network"), { status: 0 });

/** Model states: the chart's value, whether an answer is held and its step, the counters capped (they only grow). */
const serializeTracking = (s: AnyMachineSnapshot) =>
  stableJson({ value: s.value, step: (s.context as { tracking: PublicTracking | null }).tracking?.step ?? null, changed: (s.context as { stepChanges: number }).stepChanges > 0, reconnected: (s.context as { reconnects: number }).reconnects > 0 });

export const publicTrackingModel: ModelOptions = {
  input: { publicId: PUBLIC_ID },
  serializeState: serializeTracking,
  events: [
    { type: "xstate.done.actor.fetchTracking", output: ON_THE_WAY },
    { type: "xstate.done.actor.fetchTracking", output: DELIVERED },
    { type: "xstate.error.actor.fetchTracking", error: notFoundError },
    { type: "xstate.error.actor.fetchTracking", error: networkError },
    { type: "STREAM.UPDATE", tracking: COLLECTED },
    { type: "STREAM.UPDATE", tracking: DELIVERED },
    { type: "STREAM.UPDATE", tracking: STALE_CANCELLED },
    { type: "xstate.done.actor.fetchTracking", output: STALE_CANCELLED },
    { type: "STREAM.CLOSED" },
    { type: "xstate.after.reconnectDelay.publicTracking.reconnecting" },
  ],
};

export const RECEIPT: DeliveryReceipt = {
  order_number: "DK-1001-100042",
  placed_at: 1_777_000_000,
  delivered_at: 1_777_001_800,
  outlet_name: "Nørrebro Pizza",
  drop_off_address: "Nørrebrogade 52, 2200 København N",
  item_details: "Two pizzas",
  item_value: 250,
  delivery_fee: 45,
  voucher: { code: "WELCOME10", type: "amount", amount: 10 },
  total_discount: 10,
  total: 285,
  payment_method: "CASH_ON_DELIVERY",
  proof_of_delivery_svg: null,
};

export const deliveryReceiptModel: ModelOptions = {
  input: { publicId: PUBLIC_ID },
  events: [
    { type: "xstate.done.actor.fetchReceipt", output: RECEIPT },
    { type: "xstate.error.actor.fetchReceipt", error: notFoundError },
    { type: "xstate.error.actor.fetchReceipt", error: networkError },
    { type: "RETRY" },
    { type: "PRINT" },
    { type: "xstate.done.actor.printPage" },
    { type: "xstate.error.actor.printPage", error: new Error("no print") },
  ],
};

export const LINK: TrackingLink = { public_id: PUBLIC_ID, kind: "parcel", path: `/tracking/${PUBLIC_ID}`, expires_at: null };

export const trackingLinkModel: ModelOptions = {
  serializeState: (s: AnyMachineSnapshot) => stableJson({ value: s.value, link: (s.context as { link: unknown }).link !== null, intent: (s.context as { intent: string }).intent }),
  input: { vendorId: "DK-1001", orderId: "DK-1001-100042" },
  events: [
    { type: "COPY" },
    { type: "OPEN_RECEIPT" },
    { type: "OPEN_TRACKING" },
    { type: "xstate.done.actor.openPage" },
    { type: "xstate.error.actor.openPage", error: new Error("blocked") },
    { type: "xstate.done.actor.fetchTrackingLink", output: LINK },
    { type: "xstate.error.actor.fetchTrackingLink", error: networkError },
    { type: "xstate.done.actor.copyToClipboard" },
    { type: "xstate.error.actor.copyToClipboard", error: new Error("denied") },
    { type: "xstate.after.copiedFor.trackingLink.copied" },
  ],
};

export const SUMMARY: OrderSummary = {
  unit_number: "4. tv.",
  building: "Bygning B",
  pickup_code: "A17",
  voucher: { code: "WELCOME10", type: "amount", amount: 10 },
  delivery_fee: 45,
  total_discount: 10,
  total_amount: 285,
  cancel_reason: null,
  cancelled_by: null,
  age_validation_required: false,
};

export const orderSummaryModel: ModelOptions = {
  input: { vendorId: "DK-1001", orderId: "DK-1001-100042" },
  events: [
    { type: "xstate.done.actor.fetchSummary", output: SUMMARY },
    { type: "xstate.error.actor.fetchSummary", error: networkError },
    { type: "RETRY" },
  ],
};

export { deliveryReceiptMachine, orderSummaryMachine, publicTrackingMachine, trackingLinkMachine };
