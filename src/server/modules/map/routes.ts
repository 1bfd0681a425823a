// The map's own data, public (the map shows before sign-in on the guest request page):
// GET /map/style.json → the platform's MapLibre style (version 8, no external URLs; its streets
//   source points at <origin>/map/streets.geojson, built from the request's origin);
// GET /map/streets.geojson → the gazetteer's streets as LineStrings, built once and cached in
//   memory, with an ETag and Cache-Control;
// GET /map/fonts/{fontstack}/{range}.pbf → the glyphs the style's names are drawn with (committed
//   files, see glyphs.ts); a font or range the platform has no file for is a 404.
// Anything else under /map is a JSON 404 (not the SPA). Delivery-area polygons are not here: they
// come from GET /orders/api/v1/delivery/area/{vendorId}.
import type { Hono } from "hono";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import type { AppEnv } from "../../context";
import { errorJson } from "../../http/errors";
import type { Mount } from "../../http/mount";
import { sha256 } from "../../security/hashing";
import { readGlyphRange } from "./glyphs";
import { buildStreetCollection } from "./streets";
import { buildMapStyle } from "./style";

/** Origin of the request; a proxy in front may say the original scheme was https. */
export function requestOrigin(url: string, forwardedProto: string | undefined): string {
  const u = new URL(url);
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (proto === "https" || proto === "http") u.protocol = `${proto}:`;
  return u.origin;
}

/** The two declarations, then (on `app`) the JSON 404 for anything else under /map. */
export function mountMapRoutes(app: Hono<AppEnv>, mount: Mount) {
  let streets: { body: string; etag: string } | undefined;
  const streetsBody = () => {
    if (!streets) {
      const body = JSON.stringify(buildStreetCollection());
      streets = { body, etag: `"${sha256(body).slice(0, 20)}"` };
    }
    return streets;
  };

  mount(ENDPOINTS.getMapStyle, (_input, c) => {
    const origin = requestOrigin(c.req.url, c.req.header("x-forwarded-proto"));
    c.header("Cache-Control", "public, max-age=300");
    c.header("Vary", "Host, X-Forwarded-Proto");
    return buildMapStyle(origin);
  });

  mount(ENDPOINTS.getStreets, (_input, c) => {
    const { body, etag } = streetsBody();
    c.header("Cache-Control", "public, max-age=86400");
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": "application/geo+json; charset=utf-8" });
  });

  mount(ENDPOINTS.getMapGlyphs, async ({ params }, c) => {
    const file = readGlyphRange(params.fontstack, params.range);
    if (!file) return errorJson(c, 404, "Not found", "error.not-found");
    const { raw, gzip } = await file;
    c.header("Cache-Control", "public, max-age=86400");
    c.header("Vary", "Accept-Encoding");
    const gzipped = /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "");
    if (gzipped) c.header("Content-Encoding", "gzip");
    return c.body((gzipped ? gzip : raw) as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/x-protobuf" });
  });

  app.all("/map/*", (c) => errorJson(c, 404, "not found", "error.not-found"));
}
