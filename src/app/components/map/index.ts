// The map component: import from here (no MapLibre code in this module; it loads with the map).
export {
  DEFAULT_MAP_STYLE_URL,
  type LatLng,
  LazyMap,
  MARKER_SIZE,
  type MapMarker,
  type MapMarkerKind,
  type MapProps,
  type MapViewport,
  ZOOM_OUTLET,
  ZOOM_PARENT,
  ZOOM_REQUEST,
} from "./lazy-map";
export { fitView } from "./map-types";
