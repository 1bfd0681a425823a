// The order parts' chunk (loaded by the root's `loadOrderParts` the first time a view opens one of
// them): a map's loading (MapLibre itself is a chunk further, loaded with the first map), an order's
// proof and summary, and its tracking link (copy, open), each provided with its real effects. The
// machines decide; these only do.
import { getOrderProof } from "@api/calls/orders-tracking";
import { getOrderSummary, getTrackingLink } from "@api/calls/public-tracking";
import type { OrderPartsLoaded } from "@machines/app/app.actors";
import type { LoadMapInput } from "@machines/map-load/map-load.actors";
import { mapLoadMachine } from "@machines/map-load/map-load.machine";
import { orderProofMachine } from "@machines/order-proof/order-proof.machine";
import { orderSummaryMachine } from "@machines/order-summary/order-summary.machine";
import { trackingLinkMachine } from "@machines/tracking-link/tracking-link.machine";
import { fromPromise } from "xstate";
import type { AppDeps } from "./app-deps";

export function loadOrderParts(deps: AppDeps): OrderPartsLoaded {
  const { api } = deps;
  return {
    mapLoad: mapLoadMachine.provide({
      actors: {
        // MapLibre is its own chunk, loaded with the first map.
        loadMap: fromPromise<unknown, LoadMapInput>(async ({ input, signal }) => {
          const { createMap } = await import("../components/map/create-map");
          return createMap(input, signal);
        }),
      },
    }),
    orderProof: orderProofMachine.provide({
      actors: { fetchProof: fromPromise(({ input, signal }) => getOrderProof(api, input, signal)) },
    }),
    trackingLink: trackingLinkMachine.provide({
      actors: {
        fetchTrackingLink: fromPromise(({ input, signal }) => getTrackingLink(api, input, signal)),
        copyToClipboard: fromPromise(async ({ input }: { input: { path: string } }) => {
          const origin = deps.origin ?? window.location.origin;
          const copy = deps.copyText ?? ((text: string) => navigator.clipboard.writeText(text));
          await copy(`${origin}${input.path}`);
        }),
        openPage: fromPromise(async ({ input }: { input: { path: string } }) => {
          const origin = deps.origin ?? window.location.origin;
          window.open(`${origin}${input.path}`, "_blank", "noopener");
        }),
      },
    }),
    orderSummary: orderSummaryMachine.provide({
      actors: { fetchSummary: fromPromise(({ input, signal }) => getOrderSummary(api, input, signal)) },
    }),
  };
}
