// The platform's own paths around the spec's calls: the live channel, feature flags, the asset
// manifest and the map data. (GET /deployment.json is declared in src/config/deployment.ts: its
// answer is the deployment schema there, which the domain cannot import.)
import * as v from "valibot";
import { MapGlyphParamsSchema, MapStyleSchema, StreetCollectionSchema } from "../map";
import { LIVE_CHANNEL_PATH, LiveClientMessageSchema, LiveQuerySchema, LiveServerMessageSchema, OrderRecordSchema } from "../orders";
import { ERRORS } from "./common";
import { defineEndpoint, param } from "./define";
import { FLAGS_AND_MANIFEST_ENDPOINTS } from "./flags-manifest";


export const PLATFORM_ENDPOINTS = {
  openLiveChannel: defineEndpoint({
    id: "openLiveChannel",
    service: "live",
    method: "GET",
    path: LIVE_CHANNEL_PATH,
    summary: "Open the live channel (WebSocket)",
    description:
      "Upgrade to a WebSocket. Client messages: LiveClientMessage (subscribeToVendor). Server messages: LiveServerMessage (subscribe_ok, order_update with an OrderRecord, error).",
    auth: "live",
    query: LiveQuerySchema,
    related: [LiveClientMessageSchema, LiveServerMessageSchema, OrderRecordSchema],
    success: {
      status: 101,
      description: "The socket is open. Messages are JSON text frames (LiveClientMessage in, LiveServerMessage out).",
      contentType: "none",
      headers: { Upgrade: "websocket" },
    },
    errors: [ERRORS.validation, ERRORS.unauthorized],
  }),
  ...FLAGS_AND_MANIFEST_ENDPOINTS,
  getMapStyle: defineEndpoint({
    id: "getMapStyle",
    service: "map",
    method: "GET",
    path: "/style.json",
    summary: "Read the map style",
    description: "A MapLibre style (version 8) with no external URLs; its streets source points at <origin>/map/streets.geojson.",
    auth: "none",
    answer: MapStyleSchema,
    success: { description: "The style." },
  }),
  getStreets: defineEndpoint({
    id: "getStreets",
    service: "map",
    method: "GET",
    path: "/streets.geojson",
    summary: "Read the street data",
    description: "Cached for a day, with an ETag (If-None-Match answers 304).",
    auth: "none",
    answer: StreetCollectionSchema,
    success: { description: "The streets as GeoJSON.", contentType: "application/geo+json", headers: { ETag: "Entity tag of the data." } },
    otherAnswers: [{ status: 304, description: "Not modified (If-None-Match matched the ETag).", contentType: "none" }],
  }),
  getMapGlyphs: defineEndpoint({
    id: "getMapGlyphs",
    service: "map",
    method: "GET",
    path: "/fonts/:fontstack/:range",
    summary: "Read a range of map glyphs",
    description:
      "Signed distance fields of 256 code points of one font (the glyphs protobuf MapLibre reads), for the street, park and water names of the style. Served: 0-255.pbf and 256-511.pbf of each font; MapLibre draws other scripts itself. Cached for a day.",
    auth: "none",
    params: v.object({
      fontstack: param(MapGlyphParamsSchema.fontstack, "Font stack: DejaVu Sans Book, DejaVu Sans Bold or DejaVu Sans Oblique."),
      range: param(MapGlyphParamsSchema.range, "Range of code points: <start>-<end>.pbf, e.g. 0-255.pbf."),
    }),
    success: { description: "The glyphs.", contentType: "application/x-protobuf" },
    errors: [{ status: 404, description: "A font or range the platform does not serve (error.not-found)." }],
  }),
};
