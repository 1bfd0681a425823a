// The details side's chunk (loaded by the root's `loadDetailsSide` when the tracking view first shows
// an order; the order pages' lists do not need it, issue 14): the rider tracker and the cancel dialog's
// machine, each provided with its real effects. The root spawns them (machines/app/app.machine.ts,
// region `detailsSide`).
import { cancelOrder, getRider } from "@api/calls/orders-tracking";
import type { DetailsSideLoaded } from "@machines/app/app.actors";
import { cancelOrderMachine } from "@machines/cancel-order/cancel-order.machine";
import { riderTrackerMachine } from "@machines/rider-tracker/rider-tracker.machine";
import { fromPromise } from "xstate";
import type { AppDeps } from "./app-deps";

export function loadDetailsSide(deps: AppDeps): DetailsSideLoaded {
  const { api } = deps;
  return {
    riderTracker: riderTrackerMachine.provide({
      actors: { fetchRider: fromPromise(({ input, signal }) => getRider(api, { riderId: input.riderId }, signal)) },
    }),
    cancelOrder: cancelOrderMachine.provide({
      actors: { cancelOrder: fromPromise(({ input, signal }) => cancelOrder(api, input, signal)) },
    }),
  };
}
