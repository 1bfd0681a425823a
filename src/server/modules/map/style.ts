// The platform's own MapLibre style (version 8): no tile server, no glyphs, no sprite, nothing
// outside the platform. A background, rough water and park polygons (inline GeoJSON), and the
// gazetteer's streets (GeoJSON from <origin>/map/streets.geojson — absolute, because MapLibre's
// worker resolves relative URLs against its own script) drawn as casing + fill with widths that
// grow with the zoom like real street widths. There are no text layers (they would need a glyph
// server); the portal's markers carry the labels. A deployment with a tile server configures its own
// style URL instead (deployment.mapStyleUrl).
import { buildLanduse, type LanduseCollection } from "./landuse";

export const STREETS_PATH = "/map/streets.geojson";
export const STYLE_PATH = "/map/style.json";

/** Copenhagen's centre (Rådhuspladsen), [lng, lat]. */
export const STYLE_CENTER: [number, number] = [12.5683, 55.6761];

export const MAP_COLORS = {
  background: "#f2efe9",
  park: "#d3e6c1",
  water: "#a8cde4",
  streetCasing: "#b9afa0",
  street: "#ffffff",
  majorCasing: "#d9a860",
  major: "#fbe0b0",
} as const;

type Expression = readonly unknown[];
type Layer = {
  id: string;
  type: "background" | "fill" | "line";
  source?: string;
  filter?: Expression;
  minzoom?: number;
  layout?: Record<string, unknown>;
  paint: Record<string, unknown>;
};
export type MapStyle = {
  version: 8;
  name: string;
  metadata: Record<string, unknown>;
  center: [number, number];
  zoom: number;
  sources: {
    streets: { type: "geojson"; data: string; attribution: string; maxzoom: number; tolerance: number };
    landuse: { type: "geojson"; data: LanduseCollection; maxzoom: number };
  };
  layers: Layer[];
};

/** Width in pixels that doubles with every zoom level (so it tracks metres on the ground) from z11 to z18. */
const width = (atZoom11: number) => ["interpolate", ["exponential", 2], ["zoom"], 11, atZoom11, 18, atZoom11 * 128] as const;
/** Casing: one pixel wider at low zoom, 15 % wider at street level. */
const casing = (atZoom11: number) => ["interpolate", ["exponential", 2], ["zoom"], 11, atZoom11 + 1, 18, atZoom11 * 128 * 1.15] as const;

const MINOR = 0.45;
const MAJOR = 0.75;
const lineLayout = { "line-cap": "round", "line-join": "round" };

export function buildMapStyle(origin: string): MapStyle {
  const base = origin.replace(/\/+$/, "");
  return {
    version: 8,
    name: "Rider portal streets",
    metadata: { "rrp:source": "platform gazetteer" },
    center: STYLE_CENTER,
    zoom: 12,
    sources: {
      streets: {
        type: "geojson",
        data: `${base}${STREETS_PATH}`,
        attribution: "Streets: platform gazetteer",
        maxzoom: 18,
        tolerance: 0.2,
      },
      landuse: { type: "geojson", data: buildLanduse(), maxzoom: 16 },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": MAP_COLORS.background } },
      { id: "park", type: "fill", source: "landuse", filter: ["==", ["get", "kind"], "park"], paint: { "fill-color": MAP_COLORS.park } },
      { id: "water", type: "fill", source: "landuse", filter: ["==", ["get", "kind"], "water"], paint: { "fill-color": MAP_COLORS.water } },
      {
        id: "street-casing",
        type: "line",
        source: "streets",
        filter: ["==", ["get", "class"], "street"],
        layout: lineLayout,
        paint: { "line-color": MAP_COLORS.streetCasing, "line-width": casing(MINOR) },
      },
      {
        id: "major-casing",
        type: "line",
        source: "streets",
        filter: ["==", ["get", "class"], "major"],
        layout: lineLayout,
        paint: { "line-color": MAP_COLORS.majorCasing, "line-width": casing(MAJOR) },
      },
      {
        id: "street",
        type: "line",
        source: "streets",
        filter: ["==", ["get", "class"], "street"],
        layout: lineLayout,
        paint: { "line-color": MAP_COLORS.street, "line-width": width(MINOR) },
      },
      {
        id: "major",
        type: "line",
        source: "streets",
        filter: ["==", ["get", "class"], "major"],
        layout: lineLayout,
        paint: { "line-color": MAP_COLORS.major, "line-width": width(MAJOR) },
      },
    ],
  };
}
