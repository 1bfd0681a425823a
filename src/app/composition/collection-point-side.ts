// The collection point dialog's chunk (loaded by the root's `loadCollectionPointSide` the first time
// the branch selector opens the add/edit dialog): its machine with its real effects, the geolocator's
// and the outlets' calls. The machine decides; these only do.
import { createOutlet, updateOutlet } from "@api/calls/outlets";
import { geolocatorAutocomplete, geolocatorDetails, geolocatorReverse } from "@api/calls/request";
import type { CollectionPointSideLoaded } from "@machines/app/app.actors";
import { collectionPointMachine } from "@machines/collection-point/collection-point.machine";
import { fromPromise } from "xstate";
import type { AppDeps } from "./app-deps";

export function loadCollectionPointSide(deps: AppDeps): CollectionPointSideLoaded {
  const { api } = deps;
  return {
    collectionPoint: collectionPointMachine.provide({
      actors: {
        autocomplete: fromPromise(({ input, signal }) => geolocatorAutocomplete(api, input, signal)),
        placeDetails: fromPromise(({ input, signal }) => geolocatorDetails(api, input, signal)),
        reverseGeocode: fromPromise(({ input, signal }) => geolocatorReverse(api, input, signal)),
        createOutlet: fromPromise(({ input, signal }) => createOutlet(api, input, signal)),
        updateOutlet: fromPromise(({ input, signal }) => updateOutlet(api, input, signal)),
      },
    }),
  };
}
