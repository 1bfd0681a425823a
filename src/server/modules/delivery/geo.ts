// Geometry of the request flow: great-circle distance (haversine), point in polygon (even-odd rule
// on [lng, lat] rings, fine at city scale) and the default delivery area of the Danish deployment:
// central Copenhagen and Frederiksberg with Valby, Nordvest, Østerbro and northern Amager, but not
// Amager Strand (east of Amager Øst) nor the airport in Kastrup.
import type { PolygonRing } from "../../db/schema-request";

export type Point = { latitude: number; longitude: number };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Even-odd rule; ring points are [lng, lat]. */
export function pointInRing(point: Point, ring: readonly (readonly [number, number])[]): boolean {
  const x = point.longitude;
  const y = point.latitude;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const pointInAnyRing = (point: Point, rings: readonly PolygonRing[]): boolean => rings.some((ring) => pointInRing(point, ring));

/** Central Copenhagen ([lng, lat], closed). Outside: Amager Strandvej, Øresundsvej east of ~12.62, Kastrup airport. */
export const CENTRAL_COPENHAGEN_AREA: PolygonRing = [
  [12.5, 55.716],
  [12.545, 55.722],
  [12.595, 55.722],
  [12.6, 55.695],
  [12.612, 55.682],
  [12.622, 55.67],
  [12.62, 55.655],
  [12.615, 55.64],
  [12.58, 55.64],
  [12.545, 55.65],
  [12.505, 55.655],
  [12.495, 55.67],
  [12.5, 55.716],
];

export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
