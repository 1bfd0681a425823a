// Selectors of the rider tracker: the order details' map and rider block read these.
import type { SnapshotFrom } from "xstate";
import type { Rider } from "./rider-tracker.actors";
import type { riderTrackerMachine } from "./rider-tracker.machine";

type Snapshot = SnapshotFrom<typeof riderTrackerMachine>;

/** Last known rider (and position) of an order, or null. */
export const selectRider = (s: Snapshot, orderId: string | null | undefined): Rider | null =>
  (orderId ? s.context.riders[orderId] : undefined) ?? null;
export const selectTrackedRiders = (s: Snapshot) => s.context.queue;
export const selectIsTracking = (s: Snapshot, orderId: string) => s.context.queue.some((t) => t.orderId === orderId);
/** Riders are being polled (the queue is not empty). */
export const selectIsPolling = (s: Snapshot) => s.matches("polling");
