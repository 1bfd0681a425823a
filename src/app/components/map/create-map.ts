// The real `loadMap` effect of machines/map-load: creates a MapLibre map in the element and resolves
// with it when the map fires `load` (style, sources and first render done). When the machine stops
// the actor first (the 30 s timeout, a new element, leaving the page) the map is removed and the
// promise rejects. Part of the lazy map chunk: it imports MapLibre, its worker and its CSS.
import type { LoadMapInput } from "@machines/map-load/map-load.actors";
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

// The worker is a module script served by the portal itself (CSP worker-src 'self').
setWorkerUrl(workerUrl);

/** MapLibre's own texts, translated (controls and the canvas' accessible name). */
export type MapUiStrings = {
  canvas: string;
  zoomIn: string;
  zoomOut: string;
  attribution: string;
};

export function createMap(input: LoadMapInput, signal: AbortSignal, ui: MapUiStrings): Promise<MapLibreMap> {
  return new Promise<MapLibreMap>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: input.element as HTMLElement,
        style: input.styleUrl,
        center: [input.center.lng, input.center.lat],
        zoom: input.zoom,
        maxPitch: 0,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true },
        locale: {
          "Map.Title": ui.canvas,
          "NavigationControl.ZoomIn": ui.zoomIn,
          "NavigationControl.ZoomOut": ui.zoomOut,
          "AttributionControl.ToggleAttribution": ui.attribution,
        },
      });
    } catch (error) {
      // No WebGL, for instance.
      reject(error);
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    const onAbort = () => {
      map.remove();
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    map.once("load", () => {
      signal.removeEventListener("abort", onAbort);
      resolve(map);
    });
  });
}
