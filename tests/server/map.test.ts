// The platform's map data: GET /map/style.json is a valid MapLibre style (version 8) whose layers
// use existing sources and which points at nothing outside the platform; GET /map/streets.geojson
// holds the gazetteer's streets as LineStrings inside Copenhagen; GET /map/fonts/{fontstack}/{range}.pbf
// serves the glyphs the style's street, park, water and district names are drawn with.
import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { PbfReader as Pbf } from "pbf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps, AppEnv } from "../../src/server/context";
import { mounter } from "../../src/server/http/mount";
import { band } from "../../src/server/modules/map/landuse";
import { mountMapRoutes, requestOrigin } from "../../src/server/modules/map/routes";
import { buildStreetCollection, streetStretches } from "../../src/server/modules/map/streets";
import { buildMapStyle, buildPlaces, type MapStyle } from "../../src/server/modules/map/style";
import { MAP_FONT_STACKS } from "../../src/domain/contract/map";
import { createTestPlatform, type TestPlatform } from "./helpers";

type Glyph = { id: number; bitmap: number[]; width: number; height: number; left: number; top: number; advance: number };

/** The glyphs protobuf, read the way MapLibre's parse_glyph_pbf reads it (pbf's reader). */
function parseGlyphs(data: Uint8Array): { name: string; range: string; glyphs: Glyph[] } {
  const out = { name: "", range: "", glyphs: [] as Glyph[] };
  new Pbf(data).readFields((tag, _acc, pbf) => {
    if (tag !== 1) return;
    pbf.readMessage((t, _a, stack) => {

      if (t === 1) out.name = stack.readString();
      else if (t === 2) out.range = stack.readString();
      else if (t === 3) {
        const g: Glyph = { id: 0, bitmap: [], width: 0, height: 0, left: 0, top: 0, advance: 0 };
        stack.readMessage((f, _b, r) => {

          if (f === 1) g.id = r.readVarint();
          else if (f === 2) g.bitmap = [...r.readBytes()];
          else if (f === 3) g.width = r.readVarint();
          else if (f === 4) g.height = r.readVarint();
          else if (f === 5) g.left = r.readSVarint();
          else if (f === 6) g.top = r.readSVarint();
          else if (f === 7) g.advance = r.readVarint();
        }, g);
        out.glyphs.push(g);
      }
    }, out);
  }, out);
  return out;
}

/** Copenhagen and Frederiksberg with the airport: generous bounds. */
const BBOX = { minLat: 55.6, maxLat: 55.75, minLng: 12.45, maxLng: 12.7 };

/** Every string anywhere in a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe("map data through the platform", () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await createTestPlatform();
  });
  afterAll(async () => {
    await p.close();
  });

  it("serves a valid version 8 style without external URLs, the streets source on the request origin", async () => {
    const res = await p.app.request("http://portal.test:8080/map/style.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toMatch(/max-age/);
    const style = (await res.json()) as MapStyle;
    expect(style.version).toBe(8);
    expect(validateStyleMin(style as never)).toEqual([]);

    expect(style.sources.streets).toMatchObject({ type: "geojson", data: "http://portal.test:8080/map/streets.geojson" });
    const sourceIds = Object.keys(style.sources);
    for (const layer of style.layers) {
      if (layer.type !== "background") expect(sourceIds).toContain(layer.source);
    }
    expect(style.layers.map((l) => l.type)).toEqual(expect.arrayContaining(["background", "line", "fill", "symbol"]));
    expect(style.layers.some((l) => l.id.includes("casing"))).toBe(true);
    // No sprite; the glyphs come from the platform itself.
    expect(style).not.toHaveProperty("sprite");
    expect(style.glyphs).toBe("http://portal.test:8080/map/fonts/{fontstack}/{range}.pbf");
    // The only URLs are the platform's own streets file and glyphs.
    const urls = strings(style).filter((s) => /^[a-z][a-z0-9+.-]*:\/\//i.test(s));
    expect(urls.sort()).toEqual(["http://portal.test:8080/map/fonts/{fontstack}/{range}.pbf", "http://portal.test:8080/map/streets.geojson"]);
  });

  it("names the streets along their lines, the parks, the water and the districts, in fonts the platform serves", async () => {
    const style = (await (await p.call("/map/style.json")).json()) as MapStyle;
    const symbol = (id: string) => style.layers.find((l) => l.id === id && l.type === "symbol");
    const streets = symbol("street-label");
    expect(streets).toMatchObject({ source: "streets", layout: { "symbol-placement": "line", "text-field": ["get", "name"] } });
    expect(symbol("water-label")).toMatchObject({ source: "landuse", filter: ["==", ["get", "kind"], "water"], layout: { "text-field": ["get", "name"] } });
    expect(symbol("park-label")).toMatchObject({ source: "landuse", filter: ["==", ["get", "kind"], "park"], layout: { "text-field": ["get", "name"] } });
    expect(symbol("place-label")).toMatchObject({ source: "places", layout: { "text-field": ["get", "name"] } });
    // Names are drawn above every fill and line.
    const firstSymbol = style.layers.findIndex((l) => l.type === "symbol");
    expect(style.layers.slice(firstSymbol).every((l) => l.type === "symbol")).toBe(true);
    // Every font a layer asks for is one the platform has glyphs for, and answers 200 with them.
    const fonts = new Set(style.layers.flatMap((l) => (l.layout?.["text-font"] as string[] | undefined) ?? []));
    expect(fonts.size).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(MAP_FONT_STACKS).toContain(font);
      const res = await p.call(`/map/fonts/${encodeURIComponent(font)}/0-255.pbf`);
      expect(res.status).toBe(200);
    }
    // Districts from the gazetteer, each inside Copenhagen.
    const districts = buildPlaces().features;
    expect(districts.map((f) => f.properties.name)).toEqual(expect.arrayContaining(["Nørrebro", "Vesterbro", "Indre By"]));
    for (const f of districts) {
      const [lng, lat] = f.geometry.coordinates;
      expect(lat > BBOX.minLat && lat < BBOX.maxLat && lng > BBOX.minLng && lng < BBOX.maxLng).toBe(true);
    }
  });

  it("serves glyphs as protobuf that MapLibre's parser reads: Latin and Danish letters with distance fields", async () => {
    const res = await p.call("/map/fonts/DejaVu%20Sans%20Book/0-255.pbf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-protobuf");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const glyphs = parseGlyphs(new Uint8Array(await res.arrayBuffer()));
    expect(glyphs.name).toBe("DejaVu Sans Book");
    expect(glyphs.range).toBe("0-255");
    const byId = new Map(glyphs.glyphs.map((g) => [g.id, g]));
    for (const char of "AZaz09æøåÆØÅé. ") expect(byId.has(char.codePointAt(0) ?? -1), char).toBe(true);
    const a = byId.get("å".codePointAt(0) ?? 0);
    if (!a) throw new Error("no å");
    // A 3 px border around the glyph, one byte per pixel, inside (≥ 192) and outside (< 192) the edge.
    expect(a.bitmap.length).toBe((a.width + 6) * (a.height + 6));
    expect(Math.max(...a.bitmap)).toBeGreaterThanOrEqual(192);
    expect(Math.min(...a.bitmap)).toBeLessThan(192);
    expect(a.advance).toBeGreaterThan(8);
    // The space has an advance and no bitmap.
    expect(byId.get(32)).toMatchObject({ width: 0, height: 0, bitmap: [] });

    // Gzipped for a browser that accepts it (the same glyphs, a third of the bytes).
    const extended = await p.call("/map/fonts/DejaVu%20Sans%20Bold/256-511.pbf", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(extended.status).toBe(200);
    expect(extended.headers.get("content-encoding")).toBe("gzip");
    expect(extended.headers.get("vary")).toMatch(/accept-encoding/i);
    const zipped = new Uint8Array(await extended.arrayBuffer());
    const unzipped = new Uint8Array(gunzipSync(zipped));
    expect(zipped.length).toBeLessThan(unzipped.length / 2);
    expect(parseGlyphs(unzipped).glyphs.some((g) => g.id === 0x142)).toBe(true); // ł
  });

  it("answers a font or range it does not serve with the JSON 404 (MapLibre then draws those letters itself)", async () => {
    for (const path of [
      "/map/fonts/Arial%20Unicode%20MS%20Regular/0-255.pbf",
      "/map/fonts/DejaVu%20Sans%20Book/1536-1791.pbf",
      "/map/fonts/DejaVu%20Sans%20Book/..%2F..%2Fflags-fallback.json",
      "/map/fonts/DejaVu%20Sans%20Book,DejaVu%20Sans%20Bold/0-255.pbf",
    ]) {
      const res = await p.call(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found", translation_key: "error.not-found" });
    }
  });

  it("uses the scheme a proxy in front reports", () => {
    expect(requestOrigin("http://portal.test/map/style.json", "https")).toBe("https://portal.test");
    expect(requestOrigin("http://portal.test/map/style.json", "https, http")).toBe("https://portal.test");
    expect(requestOrigin("http://portal.test/map/style.json", "gopher")).toBe("http://portal.test");
    expect(requestOrigin("http://portal.test:8080/x", undefined)).toBe("http://portal.test:8080");
  });

  it("serves the streets as GeoJSON LineStrings inside Copenhagen, cached with an ETag", async () => {
    const res = await p.call("/map/streets.geojson");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/geo\+json/);
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const fc = (await res.json()) as ReturnType<typeof buildStreetCollection>;
    expect(fc.type).toBe("FeatureCollection");
    const lines = fc.features.filter((f) => f.geometry.type === "LineString");
    expect(lines.length).toBeGreaterThanOrEqual(50);
    for (const f of lines) {
      expect(f.geometry.coordinates.length).toBeGreaterThanOrEqual(2);
      for (const [lng, lat] of f.geometry.coordinates) {
        expect(Number.isFinite(lng) && Number.isFinite(lat)).toBe(true);
        expect(lat).toBeGreaterThanOrEqual(BBOX.minLat);
        expect(lat).toBeLessThanOrEqual(BBOX.maxLat);
        expect(lng).toBeGreaterThanOrEqual(BBOX.minLng);
        expect(lng).toBeLessThanOrEqual(BBOX.maxLng);
      }
      expect(f.properties.name).toBeTruthy();
      expect(["major", "street"]).toContain(f.properties.class);
    }
    expect(new Set(lines.map((f) => f.properties.name)).size).toBeGreaterThanOrEqual(40);
    expect(lines.some((f) => f.properties.name === "Jægersborggade")).toBe(true);

    const again = await p.call("/map/streets.geojson", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("answers other /map paths with a JSON 404, not the portal", async () => {
    const res = await p.call("/map/tiles/1/2/3.pbf");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "not found", translation_key: "error.not-found" });
  });

  it("lets the portal load the map under its Content-Security-Policy (workers and images from blob:)", async () => {
    const res = await p.call("/map/style.json");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/worker-src 'self' blob:/);
    expect(csp).toMatch(/img-src [^;]*blob:/);
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
  });
});

describe("map data builders", () => {
  it("keeps each stretch of a street in house-number order", () => {
    const stretches = streetStretches({
      street: "Testgade",
      postalCode: "2200",
      city: "København N",
      district: "Nørrebro",
      anchors: [
        [40, 55.69, 12.55],
        [1, 55.68, 12.54],
        [20, 55.685, 12.545],
      ],
    });
    expect(stretches.map((s) => [s.properties.from, s.properties.to])).toEqual([
      [1, 20],
      [20, 40],
    ]);
    expect(stretches[0].geometry.coordinates[0]).toEqual([12.54, 55.68]);
  });

  it("builds the same collection every time with unique ids", () => {
    const a = buildStreetCollection();
    expect(new Set(a.features.map((f) => f.id)).size).toBe(a.features.length);
    expect(JSON.stringify(buildStreetCollection())).toBe(JSON.stringify(a));
  });

  it("draws water and parks as closed rings", () => {
    const style = buildMapStyle("http://x");
    const polys = style.sources.landuse.data.features;
    expect(polys.some((f) => f.properties.kind === "water")).toBe(true);
    expect(polys.some((f) => f.properties.kind === "park")).toBe(true);
    for (const f of polys) {
      const ring = f.geometry.coordinates[0];
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[ring.length - 1]).toEqual(ring[0]);
    }
    const b = band(
      [
        [55.68, 12.56],
        [55.68, 12.57],
      ],
      50,
    );
    // 50 m north and south of a west-east line.
    expect(b[0][1]).toBeCloseTo(55.68 + 50 / 111_320, 5);
    expect(b[2][1]).toBeCloseTo(55.68 - 50 / 111_320, 5);
  });

  it("mounts without the rest of the platform", async () => {
    const app = new Hono<AppEnv>();
    // Public calls: the mount never asks for a token service or settings.
    mountMapRoutes(app, mounter(app, {} as Pick<AppDeps, "tokens" | "settings">));
    const res = await app.request("https://maps.example/map/style.json");
    const style = (await res.json()) as MapStyle;
    expect(style.sources.streets.data).toBe("https://maps.example/map/streets.geojson");
  });
});
