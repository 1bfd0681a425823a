// Effect signature of the map load. The composition root provides the real effect (src/app/components/map):
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

export type LoadMapInput = { element: MapElement; styleUrl: string; center: LatLng; zoom: number; labels?: Record<string, string> };

/** Creates the map and resolves with it once it has loaded its style and sources. */
export const loadMap = fromPromise<unknown, LoadMapInput>(async () => {
  throw new Error("loadMap is not provided");
});
