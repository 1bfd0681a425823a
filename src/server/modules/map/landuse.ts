// Rough water and park polygons of central Copenhagen, inlined in the map style so the streets
// have some context: the harbour and the lakes (built as a band around a centre line), the
// Øresund east of Amager and a few large parks. Approximate by design (tens of metres); streets
// are drawn above them. Coordinates are [lng, lat].

export type LanduseKind = "water" | "park";

export type PolygonFeature = {
  type: "Feature";
  properties: { kind: LanduseKind; name: string };
  geometry: { type: "Polygon"; coordinates: [number, number][][] };
};

export type LanduseCollection = { type: "FeatureCollection"; features: PolygonFeature[] };

const M_PER_DEG_LAT = 111_320;

/**
 * A closed ring around a centre line ([lat, lng] points), `halfWidth` metres to each side
 * (perpendicular offsets averaged at the inner points; fine for gentle bends).
 */
export function band(line: readonly (readonly [number, number])[], halfWidth: number): [number, number][] {
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let i = 0; i < line.length; i++) {
    const [lat, lng] = line[i];
    const prev = line[Math.max(0, i - 1)];
    const next = line[Math.min(line.length - 1, i + 1)];
    const mPerDegLng = M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
    const east = (next[1] - prev[1]) * mPerDegLng;
    const north = (next[0] - prev[0]) * M_PER_DEG_LAT;
    const len = Math.hypot(east, north) || 1;
    const offEast = (-north / len) * halfWidth;
    const offNorth = (east / len) * halfWidth;
    left.push([round6(lng + offEast / mPerDegLng), round6(lat + offNorth / M_PER_DEG_LAT)]);
    right.push([round6(lng - offEast / mPerDegLng), round6(lat - offNorth / M_PER_DEG_LAT)]);
  }
  const ring = [...left, ...right.reverse()];
  ring.push(ring[0]);
  return ring;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A closed ring from [lat, lng] corners. */
const ring = (corners: readonly (readonly [number, number])[]): [number, number][] => {
  const out = corners.map(([lat, lng]) => [lng, lat] as [number, number]);
  out.push(out[0]);
  return out;
};

const polygon = (kind: LanduseKind, name: string, outer: [number, number][]): PolygonFeature => ({
  type: "Feature",
  properties: { kind, name },
  geometry: { type: "Polygon", coordinates: [outer] },
});

/** Centre line of the inner harbour, from Langelinie to Sydhavn ([lat, lng]). */
const HARBOUR: readonly (readonly [number, number])[] = [
  [55.695, 12.6035],
  [55.69, 12.5995],
  [55.685, 12.5968],
  [55.68, 12.5938],
  [55.677, 12.5895],
  [55.6755, 12.5845],
  [55.673, 12.581],
  [55.6705, 12.5778],
  [55.666, 12.5738],
  [55.661, 12.5718],
  [55.6565, 12.5635],
];

export function buildLanduse(): LanduseCollection {
  return {
    type: "FeatureCollection",
    features: [
      polygon("water", "Inderhavnen", band(HARBOUR, 75)),
      polygon(
        "water",
        "Sortedams Sø",
        band(
          [
            [55.6868, 12.5672],
            [55.6905, 12.5725],
            [55.6933, 12.5772],
          ],
          55,
        ),
      ),
      polygon(
        "water",
        "Peblinge Sø",
        band(
          [
            [55.6861, 12.5648],
            [55.6842, 12.5612],
            [55.6823, 12.5585],
          ],
          50,
        ),
      ),
      polygon(
        "water",
        "Sankt Jørgens Sø",
        band(
          [
            [55.6808, 12.5588],
            [55.6787, 12.5592],
            [55.6769, 12.5606],
          ],
          40,
        ),
      ),
      polygon(
        "water",
        "Øresund",
        ring([
          [55.73, 12.6],
          [55.71, 12.602],
          [55.695, 12.616],
          [55.685, 12.625],
          [55.67, 12.64],
          [55.66, 12.65],
          [55.645, 12.656],
          [55.63, 12.665],
          [55.6, 12.68],
          [55.6, 12.75],
          [55.73, 12.75],
        ]),
      ),
      polygon(
        "park",
        "Fælledparken",
        ring([
          [55.6985, 12.5655],
          [55.704, 12.567],
          [55.7035, 12.576],
          [55.6975, 12.5745],
        ]),
      ),
      polygon(
        "park",
        "Kongens Have",
        ring([
          [55.6827, 12.5785],
          [55.6826, 12.581],
          [55.6858, 12.583],
          [55.6862, 12.58],
        ]),
      ),
      polygon(
        "park",
        "Frederiksberg Have",
        ring([
          [55.6755, 12.5205],
          [55.676, 12.527],
          [55.672, 12.5285],
          [55.6695, 12.5225],
        ]),
      ),
    ],
  };
}
