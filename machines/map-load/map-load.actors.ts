// Effect signature of the map load. The portal (src/app/components/map) provides the real effect:
// create a MapLibre map in the element with the style, centre and zoom, and resolve when its `load`
// event fires (rejecting, and removing the map, when the actor is stopped first); tests provide fakes.
import { fromPromise } from "xstate";

/** Latitude and longitude in degrees (WGS84). */
export type LatLng = { lat: number; lng: number };

/**
 * The element the map is drawn into. The machine never touches the DOM: it only asks whether the
 * element is still attached to the document (`isConnected`, as DOM nodes have).
 */
export type MapElement = object & { readonly isConnected?: boolean };

export type LoadMapInput = { element: MapElement; styleUrl: string; center: LatLng; zoom: number };

/** Creates the map and resolves once it has loaded its style and sources. */
export const loadMap = fromPromise<void, LoadMapInput>(async () => {
  throw new Error("loadMap is not provided");
});
