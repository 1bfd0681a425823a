// The platform's own paths around the spec's calls: the live channel, feature flags, the asset
// manifest and the map data. (GET /deployment.json is declared in src/config/deployment.ts: its
// answer is the deployment schema there, which the domain cannot import.)
import * as v from "valibot";
import { FLAG_REGION_NOT_FOUND_KEY, FlagRegionSchema, FlagsAnswerSchema, FlagsUpdateRequestSchema } from "../flags";
import { AssetManifestQuerySchema, AssetManifestSchema } from "../manifest";
import { MapGlyphParamsSchema, MapStyleSchema, StreetCollectionSchema } from "../map";
import { LIVE_CHANNEL_PATH, LiveClientMessageSchema, LiveQuerySchema, LiveServerMessageSchema, OrderRecordSchema } from "../orders";
import { ERRORS } from "./common";
import { defineEndpoint, param } from "./define";

const region = v.object({ region: param(FlagRegionSchema, "Region: eu, ap or me.") });

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
  getFlags: defineEndpoint({
    id: "getFlags",
    service: "flags",
    method: "GET",
    path: "/flags/:region",
    summary: "Read a region's flags",
    auth: "none",
    params: region,
    notFoundKey: FLAG_REGION_NOT_FOUND_KEY,
    answer: FlagsAnswerSchema,
    success: { description: "Flag name → on/off." },
    errors: [{ status: 404, description: "Unknown region (flags.region-not-found)." }],
  }),
  putFlags: defineEndpoint({
    id: "putFlags",
    service: "flags",
    method: "PUT",
    path: "/flags/:region",
    summary: "Change a region's flags",
    description:
      "Only known flag names; the others keep their value. The key is ADMIN_KEY; without it the platform generates a random key per run and logs it (production refuses to start without ADMIN_KEY).",
    auth: "admin",
    params: region,
    notFoundKey: FLAG_REGION_NOT_FOUND_KEY,
    body: FlagsUpdateRequestSchema,
    answer: FlagsAnswerSchema,
    success: { description: "Every flag of the region after the change." },
    errors: [ERRORS.validation, { status: 401, description: "Missing or wrong X-Admin-Key." }, { status: 404, description: "Unknown region." }],
  }),
  getFallbackFlags: defineEndpoint({
    id: "getFallbackFlags",
    service: "flags",
    method: "GET",
    path: "/flags-fallback.json",
    summary: "Read the static fallback flags",
    auth: "none",
    answer: FlagsAnswerSchema,
    success: { description: "The fallback flags file." },
    portalFile: true,
  }),
  getAssetManifest: defineEndpoint({
    id: "getAssetManifest",
    service: "platform",
    method: "GET",
    path: "/asset-manifest.json",
    summary: "Read the asset manifest",
    description: 'version is "dev" when no build is deployed. The portal adds t=<timestamp> so no cache answers for the file.',
    auth: "none",
    query: AssetManifestQuerySchema,
    answer: AssetManifestSchema,
    success: { description: "The build's version and files." },
    portalFile: true,
  }),
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
