// The platform's own street data for the map: the Copenhagen gazetteer's street courses (its
// anchors "house number → position", ordered by house number, i.e. along the street) turned into
// GeoJSON. Every stretch between two anchors is one LineString (like the ways of map data), with
// the street's name, district, postcode, the house numbers it spans and a class (major roads are
// drawn wider). Coordinates are [lng, lat] as GeoJSON wants.
import { COPENHAGEN_STREETS, type StreetCourse } from "../../data/copenhagen-addresses";

export type StreetClass = "major" | "street";

export type StreetProperties = {
  name: string;
  district: string;
  postalCode: string;
  class: StreetClass;
  /** House numbers at the two ends of the stretch. */
  from: number;
  to: number;
};

export type LineFeature = {
  type: "Feature";
  id: number;
  properties: StreetProperties;
  geometry: { type: "LineString"; coordinates: [number, number][] };
};

export type StreetCollection = { type: "FeatureCollection"; features: LineFeature[] };

/** Through roads and boulevards: drawn wider than the other streets. */
const MAJOR_STREETS = new Set([
  "Nørrebrogade",
  "Jagtvej",
  "Tagensvej",
  "Åboulevard",
  "Frederikssundsvej",
  "Østerbrogade",
  "Strandboulevarden",
  "H.C. Andersens Boulevard",
  "Vesterbrogade",
  "Gammel Kongevej",
  "Sønder Boulevard",
  "Frederiksberg Allé",
  "Falkoner Allé",
  "Valby Langgade",
  "Torvegade",
  "Amagerbrogade",
  "Amager Strandvej",
  "Lufthavnsboulevarden",
  "Nørre Farimagsgade",
  "Enghavevej",
  "Øresundsvej",
]);

export const streetClassOf = (name: string): StreetClass => (MAJOR_STREETS.has(name) ? "major" : "street");

/** The stretches of one street, in the order of its house numbers. */
export function streetStretches(course: StreetCourse, firstId = 0): LineFeature[] {
  const anchors = [...course.anchors].sort((a, b) => a[0] - b[0]);
  const out: LineFeature[] = [];
  for (let i = 0; i + 1 < anchors.length; i++) {
    const [fromNo, lat0, lng0] = anchors[i];
    const [toNo, lat1, lng1] = anchors[i + 1];
    if (lat0 === lat1 && lng0 === lng1) continue;
    out.push({
      type: "Feature",
      id: firstId + out.length,
      properties: {
        name: course.street,
        district: course.district,
        postalCode: course.postalCode,
        class: streetClassOf(course.street),
        from: fromNo,
        to: toNo,
      },
      geometry: {
        type: "LineString",
        coordinates: [
          [lng0, lat0],
          [lng1, lat1],
        ],
      },
    });
  }
  return out;
}

export function buildStreetCollection(streets: readonly StreetCourse[] = COPENHAGEN_STREETS): StreetCollection {
  const features: LineFeature[] = [];
  for (const course of streets) features.push(...streetStretches(course, features.length));
  return { type: "FeatureCollection", features };
}
