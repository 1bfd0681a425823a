// The real `loadMap` effect of machines/map-load (provided at the composition root, which imports this
// module lazily): creates a MapLibre map in the element and resolves with it when the map fires
// `load` (style, sources and first render done). When the machine stops
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

export function createMap(input: LoadMapInput, signal: AbortSignal): Promise<MapLibreMap> {
  // MapLibre's own (English) texts stand when the view gave none.
  const given = (input.labels ?? {}) as Partial<MapUiStrings>;
  const ui: Record<string, string> = Object.fromEntries(Object.entries(given).filter(([, v]) => typeof v === "string")) as Record<string, string>;
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
          ...(ui.canvas ? { "Map.Title": ui.canvas } : {}),
          ...(ui.zoomIn ? { "NavigationControl.ZoomIn": ui.zoomIn } : {}),
          ...(ui.zoomOut ? { "NavigationControl.ZoomOut": ui.zoomOut } : {}),
          ...(ui.attribution ? { "AttributionControl.ToggleAttribution": ui.attribution } : {}),
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
