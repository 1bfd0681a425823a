// The platform's map data: GET /map/style.json is a valid MapLibre style (version 8) whose layers
// use existing sources and which points at nothing outside the platform; GET /map/streets.geojson
// holds the gazetteer's streets as LineStrings inside Copenhagen.
import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps, AppEnv } from "../../src/server/context";
import { mounter } from "../../src/server/http/mount";
import { band } from "../../src/server/modules/map/landuse";
import { mountMapRoutes, requestOrigin } from "../../src/server/modules/map/routes";
import { buildStreetCollection, streetStretches } from "../../src/server/modules/map/streets";
import { buildMapStyle, type MapStyle } from "../../src/server/modules/map/style";
import { createTestPlatform, type TestPlatform } from "./helpers";

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
    expect(style.layers.map((l) => l.type)).toEqual(expect.arrayContaining(["background", "line"]));
    expect(style.layers.some((l) => l.id.includes("casing"))).toBe(true);
    // No text or symbol layers (no glyph server), no sprite, no glyphs.
    expect(style.layers.every((l) => ["background", "fill", "line"].includes(l.type))).toBe(true);
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    // The only URL is the platform's own streets file.
    const urls = strings(style).filter((s) => /^[a-z][a-z0-9+.-]*:\/\//i.test(s));
    expect(urls).toEqual(["http://portal.test:8080/map/streets.geojson"]);
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
