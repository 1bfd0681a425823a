// The platform's own map data (public: the map shows before sign-in): GET /map/style.json, a
// MapLibre style whose streets source points back at the platform, GET /map/streets.geojson, and
// GET /map/fonts/{fontstack}/{range}.pbf, the glyphs its street, park and water names are drawn with.
// The portal hands both to MapLibre as they are; these shapes document them and keep the platform
// honest (tests parse its answers with them).
import * as v from "valibot";
import { text } from "./text";

/** GET /map/style.json: a MapLibre style (version 8) whose streets source points back at /map/streets.geojson. */
export const MapStyleSchema = v.looseObject({
  version: v.literal(8),
  name: text(),
  center: v.array(v.number()),
  zoom: v.number(),
  sources: v.record(text(), v.looseObject({ type: text() })),
  layers: v.array(v.looseObject({ id: text(), type: text() })),
});

/** GET /map/streets.geojson: the gazetteer's streets, one LineString per stretch ([lng, lat] pairs). */
export const StreetCollectionSchema = v.object({
  type: v.literal("FeatureCollection"),
  features: v.array(
    v.object({
      type: v.literal("Feature"),
      id: v.number(),
      properties: v.object({
        name: text(),
        district: text(),
        postalCode: text(),
        class: v.picklist(["major", "street"]),
        from: v.number(),
        to: v.number(),
      }),
      geometry: v.object({ type: v.literal("LineString"), coordinates: v.array(v.array(v.number())) }),
    }),
  ),
});

/** The font stacks the platform serves glyphs for (a style's text-font names one of them). */
export const MAP_FONT_STACKS = ["DejaVu Sans Book", "DejaVu Sans Bold", "DejaVu Sans Oblique"] as const;
export type MapFontStack = (typeof MAP_FONT_STACKS)[number];

/** The glyph ranges served: 256 code points each, "<start>-<end>.pbf" (Basic Latin + Latin-1, Latin Extended-A). */
export const MAP_GLYPH_RANGES = ["0-255.pbf", "256-511.pbf"] as const;

/** Path parameters of GET /map/fonts/{fontstack}/{range}: a served font and a range of 256 code points. */
export const MapGlyphParamsSchema = {
  fontstack: v.picklist(MAP_FONT_STACKS),
  range: v.pipe(text(), v.regex(/^\d{1,7}-\d{1,7}\.pbf$/)),
};
