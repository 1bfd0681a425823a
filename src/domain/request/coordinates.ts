// Coordinates typed into the destination field as "lat,lng" (core §5): such text is reverse
// geocoded (falling back to autocomplete when that fails) instead of being searched as an address.

export type Coordinates = { latitude: number; longitude: number };

const PATTERN = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

/** "55.6761, 12.5683" → {latitude, longitude}; null for anything else or out-of-range values. */
export function parseCoordinates(text: string): Coordinates | null {
  const m = PATTERN.exec(text);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Whether a (possibly null) pair of coordinates is usable: both present and finite. */
export const hasCoordinates = (c: { latitude: number | null | undefined; longitude: number | null | undefined } | null | undefined): c is Coordinates =>
  !!c && typeof c.latitude === "number" && typeof c.longitude === "number" && Number.isFinite(c.latitude) && Number.isFinite(c.longitude);

/** A destination closer than this to the pick-up is the pick-up itself (a 0 m delivery). */
export const SAME_PLACE_MAX_METRES = 10;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The destination is the pick-up (within SAME_PLACE_MAX_METRES): there is nothing to deliver. */
export const isSameAsPickup = (pickup: Coordinates, destination: Coordinates) => distanceMetres(pickup, destination) < SAME_PLACE_MAX_METRES;
