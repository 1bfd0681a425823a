// The geolocator: the gazetteer itself (size, real streets, search, ranking, reverse, details) and
// the three calls of the orders service with their contract, language mapping and 400s.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeolocatorAnswerSchema } from "../../src/domain/contract/request";
import { COPENHAGEN_ADDRESSES, COPENHAGEN_STREETS } from "../../src/server/data/copenhagen-addresses";
import { fold, Gazetteer, REVERSE_MAX_M } from "../../src/server/modules/geolocator/gazetteer";
import { haversineMeters } from "../../src/server/modules/delivery/geo";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { API, getJson, PLACES, signIn, type Sessions } from "./request-support";

describe("Copenhagen gazetteer", () => {
  const g = new Gazetteer();

  it("holds several hundred addresses with unique ids on real streets, all in greater Copenhagen", () => {
    expect(COPENHAGEN_ADDRESSES.length).toBeGreaterThan(500);
    expect(new Set(COPENHAGEN_ADDRESSES.map((a) => a.id)).size).toBe(COPENHAGEN_ADDRESSES.length);
    const streets = new Set(COPENHAGEN_STREETS.map((s) => s.street));
    for (const s of ["Nørrebrogade", "Jægersborggade", "Vesterbrogade", "Istedgade", "Østerbrogade", "Strandboulevarden", "Amagerbrogade", "Christianshavns Torv", "Gothersgade", "Bredgade"])
      expect(streets.has(s)).toBe(true);
    for (const a of COPENHAGEN_ADDRESSES) {
      expect(a.latitude).toBeGreaterThan(55.62);
      expect(a.latitude).toBeLessThan(55.73);
      expect(a.longitude).toBeGreaterThan(12.49);
      expect(a.longitude).toBeLessThan(12.66);
      expect(a.formattedAddress).toBe(`${a.street} ${a.number}, ${a.postalCode} ${a.city}`);
    }
  });

  it("places the seeded vendors' addresses exactly where the vendors are", () => {
    expect(g.details("cph-jaegersborggade-14")).toMatchObject(PLACES.jaegersborggade);
    expect(g.details("cph-torvegade-45")).toMatchObject(PLACES.torvegade);
    expect(g.details("cph-istedgade-70")).toMatchObject(PLACES.istedgade);
  });

  it("interpolates house numbers along the street in order", () => {
    const nums = COPENHAGEN_ADDRESSES.filter((a) => a.street === "Nørrebrogade");
    const start = nums[0];
    const distances = nums.filter((a) => Number(a.number) % 2 === 1).map((a) => haversineMeters(start, a));
    for (let i = 1; i < distances.length; i++) expect(distances[i]).toBeGreaterThan(distances[i - 1]);
  });

  it("folds Danish letters", () => {
    expect(fold("Nørrebrogade")).toBe(fold("Noerrebrogade"));
    expect(fold("Åboulevard")).toBe(fold("Aaboulevard"));
    expect(fold("Jægersborggade")).toBe("jaegersborggade");
  });

  it("autocompletes by word prefix, street and number, at most 10", () => {
    const hits = g.autocomplete("nørrebrog 52");
    expect(hits[0].formattedAddress).toBe("Nørrebrogade 52, 2200 København N");
    expect(g.autocomplete("Norrebrogade 52")[0].id).toBe("cph-noerrebrogade-52");
    expect(g.autocomplete("vesterbro").length).toBe(10);
    expect(g.autocomplete("jægersborg").every((a) => a.street === "Jægersborggade")).toBe(true);
    expect(g.autocomplete("2300 amagerbro").every((a) => a.postalCode === "2300")).toBe(true);
    expect(g.autocomplete("zzzz-no-such-street")).toEqual([]);
    expect(g.autocomplete("   ")).toEqual([]);
  });

  it("suggests the nearest listed house numbers when the typed one is not listed", () => {
    const typed = g.autocomplete("Nørrebrogade 20").map((a) => `${a.street} ${a.number}`);
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((t) => t.startsWith("Nørrebrogade "))).toBe(true);
    const numbers = typed.map((t) => Math.abs(Number(t.split(" ")[1]) - 20));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(g.autocomplete("Nørrebrogade 21")[0]).toMatchObject({ street: "Nørrebrogade", number: "21" });
  });

  it("ranks equal matches by distance to a given point", () => {
    const near = g.autocomplete("vesterbrogade", { latitude: 55.6683, longitude: 12.531 });
    const far = g.autocomplete("vesterbrogade", { latitude: 55.6748, longitude: 12.5655 });
    expect(Number(near[0].number)).toBeGreaterThan(150);
    expect(Number(far[0].number)).toBeLessThan(20);
    const d = near.map((a) => haversineMeters({ latitude: 55.6683, longitude: 12.531 }, a));
    expect([...d].sort((a, b) => a - b)).toEqual(d);
  });

  it("reverse geocodes to the nearest address, or nothing far away", () => {
    expect(g.reverse({ latitude: 55.69156, longitude: 12.54481 })?.id).toBe("cph-jaegersborggade-14");
    expect(g.reverse({ latitude: 55.5, longitude: 12.2 })).toBeNull();
    expect(REVERSE_MAX_M).toBeGreaterThan(500);
  });
});

describe("geolocator calls", () => {
  let p: TestPlatform;
  let s: Sessions;

  beforeAll(async () => {
    p = await createTestPlatform();
    s = await signIn(p);
  });
  afterAll(async () => {
    await p?.close();
  });

  it("autocomplete answers data.data with the contract, ranked near lat,lng, echoing the language", async () => {
    const r = await getJson(p, "/geolocator/autocomplete?query=Istedgade&country=DK&lat=55.6672&lng=12.5463", s.owner);
    expect(r.status).toBe(200);
    const parsed = v.parse(GeolocatorAnswerSchema, r.body);
    expect(parsed.data.data.length).toBe(10);
    expect(parsed.data.data[0].address.formatted_address).toMatch(/^Istedgade 1\d\d, 1650 København V$/);
    expect((r.body.data as { language: string }).language).toBe("en");
  });

  it("maps the spec's geolocator languages per country and echoes a given one", async () => {
    for (const [country, language] of [["HK", "zh_HK"], ["KH", "km"], ["JP", "ja"], ["TH", "th"], ["TW", "tw"], ["BH", "en"], ["DK", "en"]] as const) {
      const r = await getJson(p, `/geolocator/autocomplete?query=bredgade&country=${country}`, s.guest);
      expect(r.status).toBe(200);
      expect((r.body.data as { language: string }).language).toBe(language);
    }
    const echoed = await getJson(p, "/geolocator/autocomplete?query=bredgade&language=da", s.owner);
    expect((echoed.body.data as { language: string; data: unknown[] }).language).toBe("da");
    expect((echoed.body.data as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it("reverse and details answer the first item the portal uses", async () => {
    const rev = await getJson(p, `/geolocator/reverse?lat=${PLACES.torvegade.latitude}&lng=${PLACES.torvegade.longitude}`, s.outlet);
    expect(v.parse(GeolocatorAnswerSchema, rev.body).data.data[0].address).toMatchObject({ id: "cph-torvegade-45", ...PLACES.torvegade });
    expect((rev.body.data as { data: { address: Record<string, string> }[] }).data[0].address).toMatchObject({ zipcode: "1400", number: "45", suburb: "Christianshavn" });
    const det = await getJson(p, "/geolocator/details?query_id=cph-bredgade-40", s.owner);
    expect(v.parse(GeolocatorAnswerSchema, det.body).data.data[0].address.formatted_address).toBe("Bredgade 40, 1260 København K");
    const none = await getJson(p, "/geolocator/details?query_id=nope", s.owner);
    expect(v.parse(GeolocatorAnswerSchema, none.body).data.data).toEqual([]);
    const sea = await getJson(p, "/geolocator/reverse?lat=55.5&lng=12.2", s.owner);
    expect(v.parse(GeolocatorAnswerSchema, sea.body).data.data).toEqual([]);
  });

  it("answers 400 with a key for bad queries and 401 without authorization", async () => {
    for (const path of ["/geolocator/autocomplete", "/geolocator/autocomplete?query=", "/geolocator/reverse?lat=abc&lng=1", "/geolocator/reverse?lat=91&lng=1", "/geolocator/details"]) {
      const r = await getJson(p, path, s.owner);
      expect(r.status, path).toBe(400);
      expect(r.body.translation_key).toBeTruthy();
      expect(Array.isArray(r.body.issues)).toBe(true);
    }
    const anon = await p.call(`${API}/geolocator/autocomplete?query=bredgade`);
    expect(anon.status).toBe(401);
  });
});
