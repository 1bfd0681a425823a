// Rider tracker machine: the queue of rider fetches of the order details (core section 3 "Rider
// info is kept per order with a queue of fetch requests"; section 7 GET /riders/{riderId}, polled
// every 2 s while the queue is not empty, errors silently ignored).
//
// `idle` while nothing is tracked. RIDER.TRACK {orderId, riderId} queues the order's rider (a new
// rider for a queued order replaces the old one and forgets its position) and starts `polling`.
// RIDER.ORDER_UPDATED {order} applies the domain rule instead: the order's rider is tracked while a
// rider is assigned (the latest COURIER_ACCEPTED_DELIVERY is later than the latest
// WAITING_FOR_TRANSPORT) and the status is one whose position is polled (DELAYED, RECEIVED_BY_VENDOR
// up to before DELIVERED); otherwise the order leaves the queue. RIDER.UNTRACK {orderId} removes it.
// `polling` goes through the queue one rider at a time (`fetching`, actor `fetchRider`): an answer
// is kept under the order id (unless the order left the queue or changed rider meanwhile), a failure
// is ignored; after the last rider of the round it waits `pollInterval` (2 s, `waiting`) and starts
// the next round with the whole queue. When the queue becomes empty it returns to `idle`, which
// cancels a fetch under way. RIDER.RESET (logout) forgets everything.
import type { OrderRecord } from "@domain/contract";
import { isRiderAssigned, shouldPollRider } from "@domain/orders";
import { assign, setup } from "xstate";
import { fetchRider, type Rider } from "./rider-tracker.actors";

/** Core section 9: rider detail poll every 2 s. */
export const RIDER_POLL_MS = 2000;

export type TrackedRider = { orderId: string; riderId: string };

export type RiderTrackerContext = {
  /** The orders whose rider is polled, in the order they were queued. */
  queue: TrackedRider[];
  /** Orders still to fetch in the current round. */
  round: string[];
  /** The order and rider being fetched. */
  current: TrackedRider | null;
  /** Last known rider of each order. */
  riders: Record<string, Rider>;
};

export type RiderTrackerEvent =
  | { type: "RIDER.TRACK"; orderId: string; riderId: string }
  | { type: "RIDER.UNTRACK"; orderId: string }
  | { type: "RIDER.ORDER_UPDATED"; order: OrderRecord }
  | { type: "RIDER.RESET" };

/** The rider to poll for an order, or null when the rule says not to poll it. */
export function riderToPoll(order: Pick<OrderRecord, "rider_id" | "status" | "status_history">): string | null {
  if (!order.rider_id) return null;
  return isRiderAssigned(order) && shouldPollRider(order.status) ? order.rider_id : null;
}

const emptyContext = (): RiderTrackerContext => ({ queue: [], round: [], current: null, riders: {} });

const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

export const riderTrackerMachine = setup({
  types: {
    context: {} as RiderTrackerContext,
    events: {} as RiderTrackerEvent,
  },
  actors: { fetchRider },
  delays: {
    pollInterval: RIDER_POLL_MS,
  },
  guards: {
    /** Nothing left to poll. */
    queueIsEmpty: ({ context }) => context.queue.length === 0,
    /** Riders of this round are still to fetch. */
    roundHasMore: ({ context }) => context.round.length > 0,
    /** The answer is still wanted: the order is queued with the same rider it was asked for. */
    isStillTracked: ({ context }) => {
      const current = context.current;
      return current !== null && context.queue.some((t) => t.orderId === current.orderId && t.riderId === current.riderId);
    },
    shouldPollOrder: (_, p: { order: OrderRecord }) => riderToPoll(p.order) !== null,
  },
  actions: {
    track: assign(({ context }, p: TrackedRider) => {
      const existing = context.queue.find((t) => t.orderId === p.orderId);
      if (existing?.riderId === p.riderId) return {};
      const queue = existing
        ? context.queue.map((t) => (t.orderId === p.orderId ? { ...p } : t))
        : [...context.queue, { orderId: p.orderId, riderId: p.riderId }];
      return { queue, riders: existing ? withoutKey(context.riders, p.orderId) : context.riders };
    }),
    untrack: assign(({ context }, p: { orderId: string }) => {
      if (!context.queue.some((t) => t.orderId === p.orderId)) return {};
      return { queue: context.queue.filter((t) => t.orderId !== p.orderId), round: context.round.filter((id) => id !== p.orderId) };
    }),
    /** A round visits every queued order once. */
    startRound: assign(({ context }) => ({ round: context.queue.map((t) => t.orderId) })),
    takeNext: assign(({ context }) => ({
      current: context.queue.find((t) => t.orderId === context.round[0]) ?? null,
      round: context.round.slice(1),
    })),
    storeRider: assign(({ context }, p: { rider: Rider }) =>
      context.current ? { riders: { ...context.riders, [context.current.orderId]: p.rider } } : {},
    ),
    finishFetch: assign({ current: null }),
    reset: assign(() => emptyContext()),
  },
}).createMachine({
  id: "riderTracker",
  context: emptyContext,
  initial: "idle",
  on: {
    "RIDER.RESET": { target: ".idle", actions: "reset" },
  },
  states: {
    idle: {
      on: {
        "RIDER.TRACK": {
          target: "polling",
          actions: { type: "track", params: ({ event }) => ({ orderId: event.orderId, riderId: event.riderId }) },
        },
        "RIDER.ORDER_UPDATED": {
          guard: { type: "shouldPollOrder", params: ({ event }) => ({ order: event.order }) },
          target: "polling",
          actions: { type: "track", params: ({ event }) => ({ orderId: event.order.order_id, riderId: event.order.rider_id ?? "" }) },
        },
      },
    },
    polling: {
      entry: "startRound",
      initial: "fetching",
      always: { guard: "queueIsEmpty", target: "idle", actions: "finishFetch" },
      on: {
        "RIDER.TRACK": { actions: { type: "track", params: ({ event }) => ({ orderId: event.orderId, riderId: event.riderId }) } },
        "RIDER.UNTRACK": { actions: { type: "untrack", params: ({ event }) => ({ orderId: event.orderId }) } },
        "RIDER.ORDER_UPDATED": [
          {
            guard: { type: "shouldPollOrder", params: ({ event }) => ({ order: event.order }) },
            actions: { type: "track", params: ({ event }) => ({ orderId: event.order.order_id, riderId: event.order.rider_id ?? "" }) },
          },
          { actions: { type: "untrack", params: ({ event }) => ({ orderId: event.order.order_id }) } },
        ],
      },
      states: {
        fetching: {
          entry: "takeNext",
          invoke: {
            id: "fetchRider",
            src: "fetchRider",
            input: ({ context }) => ({ orderId: context.current?.orderId ?? "", riderId: context.current?.riderId ?? "" }),
            onDone: [
              {
                guard: "isStillTracked",
                target: "next",
                actions: { type: "storeRider", params: ({ event }) => ({ rider: event.output }) },
              },
              { target: "next" },
            ],
            // Errors are silently ignored (core section 7): the rider is asked again next round.
            onError: { target: "next" },
          },
        },
        next: {
          entry: "finishFetch",
          always: [{ guard: "roundHasMore", target: "fetching" }, { target: "waiting" }],
        },
        waiting: {
          after: { pollInterval: { target: "fetching", actions: "startRound" } },
        },
      },
    },
  },
});
