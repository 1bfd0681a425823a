// The platform's own MapLibre style (version 8): no tile server, no sprite, nothing outside the
// platform. A background, rough water and park polygons (inline GeoJSON), and the gazetteer's
// streets (GeoJSON from <origin>/map/streets.geojson — absolute, because MapLibre's worker resolves
// relative URLs against its own script) drawn as casing + fill with widths that grow with the zoom
// like real street widths. Names on top: streets along their line (MapLibre joins a street's
// stretches), parks and water in their polygons, and the districts (a point per district, the
// middle of its streets) while the view is wide. The glyphs come from the platform too
// (<origin>/map/fonts/{fontstack}/{range}.pbf, DejaVu Sans; MapLibre draws scripts without a file
// itself). A deployment with a tile server configures its own style URL instead
// (deployment.mapStyleUrl).
import type { MapFontStack } from "../../../domain/contract/map";
import { buildLanduse, type LanduseCollection } from "./landuse";
import { buildStreetCollection } from "./streets";

export const STREETS_PATH = "/map/streets.geojson";
export const STYLE_PATH = "/map/style.json";
/** MapLibre fills in {fontstack} and {range}. */
export const GLYPHS_PATH = "/map/fonts/{fontstack}/{range}.pbf";

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
  streetText: "#4a4036",
  parkText: "#2f5d23",
  waterText: "#235b82",
  placeText: "#5c5046",
  halo: "#ffffff",
} as const;

const FONT: Record<"regular" | "bold" | "italic", [MapFontStack]> = {
  regular: ["DejaVu Sans Book"],
  bold: ["DejaVu Sans Bold"],
  italic: ["DejaVu Sans Oblique"],
};

type Expression = readonly unknown[];
type Layer = {
  id: string;
  type: "background" | "fill" | "line" | "symbol";
  source?: string;
  filter?: Expression;
  minzoom?: number;
  maxzoom?: number;
  layout?: Record<string, unknown>;
  paint: Record<string, unknown>;
};
export type MapStyle = {
  version: 8;
  name: string;
  metadata: Record<string, unknown>;
  glyphs: string;
  center: [number, number];
  zoom: number;
  sources: {
    streets: { type: "geojson"; data: string; attribution: string; maxzoom: number; tolerance: number };
    landuse: { type: "geojson"; data: LanduseCollection; maxzoom: number };
    places: { type: "geojson"; data: PlaceCollection };
  };
  layers: Layer[];
};

/** Width in pixels that doubles with every zoom level (so it tracks metres on the ground) from z11 to z18. */
const width = (atZoom11: number) => ["interpolate", ["exponential", 2], ["zoom"], 11, atZoom11, 18, atZoom11 * 128] as const;
/** Casing: one pixel wider at low zoom, 15 % wider at street level. */
const casing = (atZoom11: number) => ["interpolate", ["exponential", 2], ["zoom"], 11, atZoom11 + 1, 18, atZoom11 * 128 * 1.15] as const;

export type PlaceCollection = {
  type: "FeatureCollection";
  features: { type: "Feature"; properties: { name: string; kind: "district" }; geometry: { type: "Point"; coordinates: [number, number] } }[];
};

let places: PlaceCollection | undefined;
/** One point per district of the gazetteer: the mean of its streets' points (built once). */
export function buildPlaces(): PlaceCollection {
  if (places) return places;
  const sums = new Map<string, { lng: number; lat: number; n: number }>();
  for (const f of buildStreetCollection().features) {
    const sum = sums.get(f.properties.district) ?? { lng: 0, lat: 0, n: 0 };
    for (const [lng, lat] of f.geometry.coordinates) {
      sum.lng += lng;
      sum.lat += lat;
      sum.n += 1;
    }
    sums.set(f.properties.district, sum);
  }
  const round5 = (x: number) => Math.round(x * 1e5) / 1e5;
  places = {
    type: "FeatureCollection",
    features: [...sums].map(([name, s]) => ({
      type: "Feature",
      properties: { name, kind: "district" },
      geometry: { type: "Point", coordinates: [round5(s.lng / s.n), round5(s.lat / s.n)] },
    })),
  };
  return places;
}

/** Text size that grows from one zoom to another. */
const textSize = (from: [number, number], to: [number, number]) => ["interpolate", ["linear"], ["zoom"], ...from, ...to] as const;
const halo = { "text-halo-color": MAP_COLORS.halo, "text-halo-width": 1.4, "text-halo-blur": 0.3 };

const MINOR = 0.45;
const MAJOR = 0.75;
const lineLayout = { "line-cap": "round", "line-join": "round" };

export function buildMapStyle(origin: string): MapStyle {
  const base = origin.replace(/\/+$/, "");
  return {
    version: 8,
    name: "Rider portal streets",
    metadata: { "rrp:source": "platform gazetteer" },
    glyphs: `${base}${GLYPHS_PATH}`,
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
      places: { type: "geojson", data: buildPlaces() },
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
      {
        id: "water-label",
        type: "symbol",
        source: "landuse",
        filter: ["==", ["get", "kind"], "water"],
        minzoom: 11,
        layout: { "text-field": ["get", "name"], "text-font": FONT.italic, "text-size": textSize([11, 11], [16, 15]), "text-max-width": 8 },
        paint: { "text-color": MAP_COLORS.waterText, ...halo },
      },
      {
        id: "park-label",
        type: "symbol",
        source: "landuse",
        filter: ["==", ["get", "kind"], "park"],
        minzoom: 12,
        layout: { "text-field": ["get", "name"], "text-font": FONT.regular, "text-size": textSize([12, 11], [16, 14]), "text-max-width": 8 },
        paint: { "text-color": MAP_COLORS.parkText, ...halo },
      },
      {
        id: "street-label",
        type: "symbol",
        source: "streets",
        minzoom: 12,
        layout: {
          "symbol-placement": "line",
          "text-field": ["get", "name"],
          "text-font": FONT.regular,
          "text-size": textSize([12, 10], [18, 15]),
          "text-max-angle": 30,
          "symbol-spacing": 320,
          // Major roads win the space when names collide.
          "symbol-sort-key": ["match", ["get", "class"], "major", 0, 1],
        },
        paint: { "text-color": MAP_COLORS.streetText, ...halo },
      },
      {
        id: "place-label",
        type: "symbol",
        source: "places",
        maxzoom: 15,
        layout: {
          "text-field": ["get", "name"],
          "text-font": FONT.bold,
          "text-size": textSize([10, 11], [14, 15]),
          "text-transform": "uppercase",
          "text-letter-spacing": 0.08,
          "text-max-width": 7,
        },
        paint: { "text-color": MAP_COLORS.placeText, ...halo },
      },
    ],
  };
}
