// What the map component accepts, and the spec's map constants (core document, section 9: "zoom 12
// with parent location, 17 with a selected outlet, 18 in the request map; marker 65x65"). Nothing
// here imports MapLibre, so pages can use these without loading the map's chunk.
import type { LatLng } from "@machines/map-load/map-load.actors";

export type { LatLng };

/** Zoom showing a parent vendor's location. */
export const ZOOM_PARENT = 12;
/** Zoom with a selected outlet. */
export const ZOOM_OUTLET = 17;
/** Zoom of the request map. */
export const ZOOM_REQUEST = 18;
/** Markers are 65 × 65 px. */
export const MARKER_SIZE = 65;
/** The platform's own style (streets from its gazetteer), used when the deployment has no mapStyleUrl. */
export const DEFAULT_MAP_STYLE_URL = "/map/style.json";

export type MapMarkerKind = "origin" | "destination" | "rider" | "outlet";

export type MapMarker = {
  id: string;
  lat: number;
  lng: number;
  kind: MapMarkerKind;
  /** Accessible name ("Pick-up: Jægersborggade 14"). */
  label: string;
  /** Can be moved by mouse, touch or keyboard; the new position is reported by onMarkerDragEnd. */
  draggable?: boolean;
};

export type MapViewport = { center: LatLng; zoom: number; /** false when the map moved by code (props). */ byUser: boolean };

export type MapProps = {
  center: LatLng;
  zoom: number;
  markers?: readonly MapMarker[];
  /** A draggable marker was dropped (mouse/touch) or placed with Enter (keyboard). */
  onMarkerDragEnd?: (id: string, position: LatLng) => void;
  onMapMoveEnd?: (view: MapViewport) => void;
  /** Delivery-area polygons as rings of [lng, lat] pairs (GET /delivery/area/{vendorId}); drawn when given. */
  areas?: readonly (readonly (readonly number[])[])[];
  /** A MapLibre style URL; default: the deployment's mapStyleUrl, else the platform's /map/style.json. */
  styleUrl?: string;
  /** Accessible name of the map region. */
  label?: string;
  /** CSS height of the map (default 360 px). */
  height?: number | string;
  /** data-testid of the region (default "map"). */
  testId?: string;
};

/** The style to use: an explicit one, the deployment's, or the platform's own. */
export const resolveStyleUrl = (explicit: string | undefined, configured: string | undefined): string =>
  explicit?.trim() || configured?.trim() || DEFAULT_MAP_STYLE_URL;

/** Web-Mercator x/y of a position on a world of size 1. */
function mercator(p: LatLng): { x: number; y: number } {
  const sin = Math.sin((Math.max(-85, Math.min(85, p.lat)) * Math.PI) / 180);
  return { x: (p.lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/**
 * A view that shows every point: the centre of their bounds and the largest zoom (at most `maxZoom`)
 * at which they fit in a box of `width` × `height` CSS pixels with `padding` on every side (MapLibre's
 * 512-pixel world at zoom 0). Pure, so a page can compute it before the map's code is loaded; the
 * width is the narrowest the map is drawn at (a phone), so wider screens only show more around it.
 */
export function fitView(points: readonly LatLng[], box: { width: number; height: number; padding?: number; maxZoom?: number }): { center: LatLng; zoom: number } | null {
  if (!points.length) return null;
  const m = points.map(mercator);
  const minX = Math.min(...m.map((p) => p.x));
  const maxX = Math.max(...m.map((p) => p.x));
  const minY = Math.min(...m.map((p) => p.y));
  const maxY = Math.max(...m.map((p) => p.y));
  const lat = (Math.min(...points.map((p) => p.lat)) + Math.max(...points.map((p) => p.lat))) / 2;
  const lng = (Math.min(...points.map((p) => p.lng)) + Math.max(...points.map((p) => p.lng))) / 2;
  const padding = box.padding ?? 48;
  const maxZoom = box.maxZoom ?? 16;
  const spanX = (maxX - minX) * 512;
  const spanY = (maxY - minY) * 512;
  const zx = spanX > 0 ? Math.log2(Math.max(1, box.width - 2 * padding) / spanX) : maxZoom;
  const zy = spanY > 0 ? Math.log2(Math.max(1, box.height - 2 * padding) / spanY) : maxZoom;
  return { center: { lat, lng }, zoom: Math.max(2, Math.min(maxZoom, zx, zy)) };
}
