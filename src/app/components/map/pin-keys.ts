// Moving a map's draggable pin with the keyboard (map-view.tsx): the arrow keys' steps and the position
// they lead to. Only the map's own chunk (./map-view, loaded after the page has painted) reads them: not
// in map-types.ts, which every page with a map's place loads before it is usable (issue 14).
import type { LatLng } from "./map-types";

/** How far one arrow key press moves a draggable pin (Shift: five times as far). */
export const PIN_STEP_METRES = 5;

const M_PER_DEG_LAT = 111_320;

/** The position `metres` away from `from` in a compass direction (east and north in metres). */
export function offsetByMetres(from: LatLng, east: number, north: number): LatLng {
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((from.lat * Math.PI) / 180);
  return { lat: from.lat + north / M_PER_DEG_LAT, lng: from.lng + east / mPerDegLng };
}

/** East/north steps in metres for the arrow keys; null for other keys. */
export function arrowStep(key: string, shift: boolean): { east: number; north: number } | null {
  const d = PIN_STEP_METRES * (shift ? 5 : 1);
  switch (key) {
    case "ArrowUp":
      return { east: 0, north: d };
    case "ArrowDown":
      return { east: 0, north: -d };
    case "ArrowLeft":
      return { east: -d, north: 0 };
    case "ArrowRight":
      return { east: d, north: 0 };
    default:
      return null;
  }
}
