// Hand-written specs of the rider tracker on the simulated clock: one fetch per queued rider, a new
// round every 2 s only while the queue is not empty, errors ignored, the rider-assigned rule.
import { riderToPoll, riderTrackerMachine } from "@machines/rider-tracker/rider-tracker.machine";
import { selectIsPolling, selectIsTracking, selectRider, selectTrackedRiders } from "@machines/rider-tracker/rider-tracker.selectors";
import { describe, expect, it } from "vitest";
import { makeOrder, NOW } from "../../domain/orders/fixtures";
import { settle, startControlled } from "../../support/model-paths";
import { ORDER_DELIVERED, ORDER_WITH_RIDER, RIDER_1 } from "./rider-tracker.model";

type Snap = ReturnType<typeof riderTrackerMachine.getInitialSnapshot>;

const RIDER_2 = { ...RIDER_1, id: "rider-2", name: "Sofie", latitude: 55.7 };

async function start() {
  const c = startControlled(riderTrackerMachine);
  await settle();
  return {
    ...c,
    snap: () => c.actor.getSnapshot() as unknown as Snap,
    fetches: () => c.started.filter((a) => a.src === "fetchRider").map((a) => a.input),
  };
}

describe("riderTracker: polling", () => {
  it("is idle with an empty queue and fetches a tracked rider at once", async () => {
    const f = await start();
    expect(selectIsPolling(f.snap())).toBe(false);
    await f.advance(10_000);
    expect(f.fetches()).toEqual([]);
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    expect(selectIsPolling(f.snap())).toBe(true);
    expect(f.fetches()).toEqual([{ orderId: "o1", riderId: "rider-1" }]);
    await f.resolve("fetchRider", RIDER_1);
    expect(selectRider(f.snap(), "o1")).toEqual(RIDER_1);
  });

  it("polls every 2 s while the queue is not empty", async () => {
    const f = await start();
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    await f.resolve("fetchRider", RIDER_1);
    await f.advance(1999);
    expect(f.fetches()).toHaveLength(1);
    await f.advance(1);
    expect(f.fetches()).toHaveLength(2);
    await f.resolve("fetchRider", { ...RIDER_1, latitude: 55.69 });
    expect(selectRider(f.snap(), "o1")?.latitude).toBe(55.69);
    await f.advance(2000);
    expect(f.fetches()).toHaveLength(3);
  });

  it("fetches each queued rider once per round, one after the other", async () => {
    const f = await start();
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    await f.send({ type: "RIDER.TRACK", orderId: "o2", riderId: "rider-2" });
    await f.resolve("fetchRider", RIDER_1);
    await f.advance(2000); // o2 joined during the first round: it is in the next one
    expect(f.fetches()).toEqual([
      { orderId: "o1", riderId: "rider-1" },
      { orderId: "o1", riderId: "rider-1" },
    ]);
    await f.resolve("fetchRider", RIDER_1);
    expect(f.fetches()[2]).toEqual({ orderId: "o2", riderId: "rider-2" });
    await f.resolve("fetchRider", RIDER_2);
    expect(selectRider(f.snap(), "o2")).toEqual(RIDER_2);
    expect(f.snap().matches({ polling: "waiting" })).toBe(true);
  });

  it("ignores errors silently and keeps polling", async () => {
    const f = await start();
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    const before = f.snap().context.riders;
    await f.reject("fetchRider", new Error("HTTP 500"));
    expect(f.emitted).toEqual([]);
    expect(f.error()).toBeNull();
    expect(f.snap().context.riders).toBe(before);
    await f.advance(2000);
    expect(f.fetches()).toHaveLength(2);
  });

  it("stops polling when the queue empties, cancelling a fetch under way", async () => {
    const f = await start();
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    const signal = f.signalOf("fetchRider");
    await f.send({ type: "RIDER.UNTRACK", orderId: "o1" });
    expect(signal.aborted).toBe(true);
    expect(selectIsPolling(f.snap())).toBe(false);
    await f.advance(10_000);
    expect(f.fetches()).toHaveLength(1);
  });

  it("drops the answer for an order that left the queue meanwhile", async () => {
    const f = await start();
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    await f.send({ type: "RIDER.TRACK", orderId: "o2", riderId: "rider-2" });
    await f.send({ type: "RIDER.UNTRACK", orderId: "o1" });
    // o2 is still queued, so polling goes on; o1's answer arrives late
    await f.resolve("fetchRider", RIDER_1);
    expect(selectRider(f.snap(), "o1")).toBeNull();
    expect(selectTrackedRiders(f.snap())).toEqual([{ orderId: "o2", riderId: "rider-2" }]);
  });

  it("a new rider for a queued order replaces the old one and forgets its position", async () => {
    const f = await start();
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    await f.resolve("fetchRider", RIDER_1);
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    expect(selectRider(f.snap(), "o1")).toEqual(RIDER_1);
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-2" });
    expect(selectRider(f.snap(), "o1")).toBeNull();
    await f.advance(2000);
    expect(f.fetches()[1]).toEqual({ orderId: "o1", riderId: "rider-2" });
  });

  it("RESET forgets queue and riders", async () => {
    const f = await start();
    await f.send({ type: "RIDER.TRACK", orderId: "o1", riderId: "rider-1" });
    await f.resolve("fetchRider", RIDER_1);
    await f.send({ type: "RIDER.RESET" });
    expect(f.snap().context).toEqual({ queue: [], round: [], current: null, riders: {} });
    expect(f.snap().matches("idle")).toBe(true);
  });
});

describe("riderTracker: the rider-assigned rule", () => {
  it("tracks an order with an assigned rider in a polled status and lets it go when delivered", async () => {
    const f = await start();
    await f.send({ type: "RIDER.ORDER_UPDATED", order: ORDER_WITH_RIDER });
    expect(selectIsTracking(f.snap(), ORDER_WITH_RIDER.order_id)).toBe(true);
    expect(f.fetches()).toEqual([{ orderId: ORDER_WITH_RIDER.order_id, riderId: "rider-1" }]);
    await f.resolve("fetchRider", RIDER_1);
    await f.send({ type: "RIDER.ORDER_UPDATED", order: ORDER_DELIVERED });
    expect(selectIsPolling(f.snap())).toBe(false);
    // the last known position stays for the details
    expect(selectRider(f.snap(), ORDER_WITH_RIDER.order_id)).toEqual(RIDER_1);
  });

  it("riderToPoll: rider id, assignment (accepted after the latest wait) and a polled status are all needed", () => {
    const at = (status: string, dt: number) => ({ status, created_at: NOW - 600 + dt }) as never;
    expect(riderToPoll(ORDER_WITH_RIDER)).toBe("rider-1");
    expect(riderToPoll({ ...ORDER_WITH_RIDER, rider_id: null })).toBeNull();
    expect(riderToPoll(ORDER_DELIVERED)).toBeNull();
    // the rider dropped the order: waiting again after the acceptance
    const dropped = makeOrder({
      status: "DELAYED",
      rider_id: "rider-1",
      status_history: [at("WAITING_FOR_TRANSPORT", 0), at("COURIER_ACCEPTED_DELIVERY", 60), at("WAITING_FOR_TRANSPORT", 120), at("DELAYED", 180)],
    });
    expect(riderToPoll(dropped)).toBeNull();
    const delayed = makeOrder({
      status: "DELAYED",
      rider_id: "rider-1",
      status_history: [at("WAITING_FOR_TRANSPORT", 0), at("COURIER_ACCEPTED_DELIVERY", 60), at("DELAYED", 180)],
    });
    expect(riderToPoll(delayed)).toBe("rider-1");
    // COURIER_ACCEPTED_DELIVERY ranks after RECEIVED_BY_VENDOR: polled
    const accepted = makeOrder({
      status: "COURIER_ACCEPTED_DELIVERY",
      rider_id: "rider-1",
      status_history: [at("WAITING_FOR_TRANSPORT", 0), at("COURIER_ACCEPTED_DELIVERY", 60)],
    });
    expect(riderToPoll(accepted)).toBe("rider-1");
    // RECEIVED ranks before RECEIVED_BY_VENDOR: not polled even with a rider
    expect(riderToPoll({ ...accepted, status: "RECEIVED" })).toBeNull();
  });
});
