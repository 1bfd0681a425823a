// Model of the rider tracker for generated paths: two orders, a rider reassignment, the domain rule
// through RIDER.ORDER_UPDATED (a rider assigned and polled; a delivered order that leaves the queue),
// answers and failures of fetchRider. The second order joins, and the first one's rider changes,
// only while no rider was fetched yet, so the graph stays small.
import type { OrderRecord } from "@domain/contract";
import { type RiderTrackerContext, riderTrackerMachine } from "@machines/rider-tracker/rider-tracker.machine";
import type { Rider } from "@machines/rider-tracker/rider-tracker.actors";
import type { AnyMachineSnapshot } from "xstate";
import { makeOrder, NOW } from "../../domain/orders/fixtures";
import type { ModelOptions } from "../../support/model-paths";

export const RIDER_1: Rider = { id: "rider-1", name: "Ole", phone_number: "+4540000001", latitude: 55.68, longitude: 12.57, updated_at: NOW };

const history = (...statuses: OrderRecord["status"][]) => statuses.map((status, i) => ({ status, created_at: NOW - 600 + i * 60 }));

/** A rider accepted after the order waited for transport, now at the vendor: polled. */
export const ORDER_WITH_RIDER = makeOrder({
  order_id: "DK-1001-100001",
  status: "NEAR_VENDOR",
  rider_id: "rider-1",
  status_history: history("NEW", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR"),
});
/** Delivered: no longer polled. */
export const ORDER_DELIVERED = makeOrder({
  order_id: "DK-1001-100001",
  status: "DELIVERED",
  rider_id: "rider-1",
  status_history: history("NEW", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "PICKED_UP", "DELIVERED"),
});

export const riderTrackerModel: ModelOptions = {
  events: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as RiderTrackerContext;
    const first = c.queue.find((t) => t.orderId === "DK-1001-100001");
    // The second order joins and the first one's rider changes only while nothing was fetched yet.
    const fresh = Object.keys(c.riders).length === 0;
    return [
      { type: "RIDER.TRACK", orderId: "DK-1001-100001", riderId: first && fresh && c.queue.length === 1 ? "rider-3" : (first?.riderId ?? "rider-1") },
      ...(first && fresh ? [{ type: "RIDER.TRACK", orderId: "DK-1001-100002", riderId: "rider-2" }] : []),
      { type: "RIDER.UNTRACK", orderId: "DK-1001-100001" },
      { type: "RIDER.UNTRACK", orderId: "DK-1001-100002" },
      { type: "RIDER.ORDER_UPDATED", order: ORDER_WITH_RIDER },
      { type: "RIDER.ORDER_UPDATED", order: ORDER_DELIVERED },
      { type: "RIDER.RESET" },
      { type: "xstate.done.actor.fetchRider", output: RIDER_1 },
      { type: "xstate.error.actor.fetchRider", error: new Error("HTTP 404") },
    ];
  },
};

export { riderTrackerMachine };
