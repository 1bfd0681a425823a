// The geolocator's Copenhagen gazetteer: real streets of the municipalities of Copenhagen and
// Frederiksberg (and the airport road in Kastrup), each described by its real course as anchors
// "house number → WGS84 position", with its postcode, postal district and city district. House
// numbers are interpolated along the course (odd numbers on one side, even on the other, a few
// metres apart), so a street gives one address every `step` numbers. Positions are approximate
// (a few tens of metres), good enough for a demo geolocator, a map and delivery areas; the anchors
// of the seeded vendors' addresses are their exact seeded coordinates.
//
// Everything here is data plus a pure expansion function; the geolocator module indexes it.

export type StreetCourse = {
  /** Street name as written on Danish signs. */
  street: string;
  postalCode: string;
  /** Postal district ("København N", "Frederiksberg C", ...). */
  city: string;
  /** City district / neighbourhood (Nørrebro, Vesterbro, ...). */
  district: string;
  /** [house number, latitude, longitude], by increasing house number. */
  anchors: readonly (readonly [number, number, number])[];
  /** Every how many house numbers an address is listed (default 4). */
  step?: number;
  /** Metres between the odd and the even side of the street (default 12). */
  width?: number;
};

export type GazetteerAddress = {
  id: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  district: string;
  countryCode: "DK";
  formattedAddress: string;
  latitude: number;
  longitude: number;
};

export const COPENHAGEN_STREETS: readonly StreetCourse[] = [
  // ---- Nørrebro (2200 København N) ----
  {
    street: "Nørrebrogade",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 5,
    anchors: [
      [1, 55.68712, 12.56468],
      [52, 55.68878, 12.55872],
      [110, 55.6915, 12.5525],
      [170, 55.69445, 12.54848],
      [250, 55.7003, 12.538],
    ],
  },
  {
    street: "Jægersborggade",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 3,
    anchors: [
      [1, 55.69345, 12.54735],
      [14, 55.69155, 12.5448],
      [60, 55.6899, 12.5424],
    ],
  },
  {
    street: "Blågårdsgade",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 3,
    anchors: [
      [1, 55.68835, 12.56],
      [40, 55.6862, 12.5552],
    ],
  },
  {
    street: "Fælledvej",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 2,
    anchors: [
      [1, 55.68925, 12.5587],
      [30, 55.6911, 12.56125],
    ],
  },
  {
    street: "Guldbergsgade",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 5,
    anchors: [
      [1, 55.6916, 12.5607],
      [110, 55.6961, 12.5538],
    ],
  },
  {
    street: "Elmegade",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 2,
    anchors: [
      [1, 55.69095, 12.5604],
      [30, 55.6897, 12.5571],
    ],
  },
  {
    street: "Jagtvej",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 6,
    anchors: [
      [1, 55.6858, 12.5398],
      [105, 55.69445, 12.54848],
      [155, 55.699, 12.5575],
      [200, 55.703, 12.567],
    ],
  },
  {
    street: "Tagensvej",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 5,
    anchors: [
      [1, 55.6937, 12.5652],
      [60, 55.699, 12.5575],
      [130, 55.7045, 12.5487],
    ],
  },
  {
    street: "Åboulevard",
    postalCode: "2200",
    city: "København N",
    district: "Nørrebro",
    step: 4,
    anchors: [
      [1, 55.6839, 12.5556],
      [70, 55.6861, 12.5412],
    ],
  },
  // ---- Nordvest (2400 København NV) ----
  {
    street: "Frederikssundsvej",
    postalCode: "2400",
    city: "København NV",
    district: "Bispebjerg",
    step: 6,
    anchors: [
      [1, 55.70065, 12.5372],
      [100, 55.707, 12.522],
      [200, 55.713, 12.508],
    ],
  },
  // ---- Østerbro (2100 København Ø) ----
  {
    street: "Østerbrogade",
    postalCode: "2100",
    city: "København Ø",
    district: "Østerbro",
    step: 6,
    anchors: [
      [1, 55.6926, 12.57705],
      [56, 55.69875, 12.57775],
      [120, 55.706, 12.5792],
      [180, 55.7115, 12.5795],
      [240, 55.717, 12.5776],
    ],
  },
  {
    street: "Strandboulevarden",
    postalCode: "2100",
    city: "København Ø",
    district: "Østerbro",
    step: 5,
    anchors: [
      [1, 55.6937, 12.5901],
      [90, 55.704, 12.591],
      [170, 55.7132, 12.5881],
    ],
  },
  {
    street: "Nordre Frihavnsgade",
    postalCode: "2100",
    city: "København Ø",
    district: "Østerbro",
    step: 4,
    anchors: [
      [1, 55.6969, 12.5785],
      [100, 55.6986, 12.5905],
    ],
  },
  {
    street: "Classensgade",
    postalCode: "2100",
    city: "København Ø",
    district: "Østerbro",
    step: 4,
    anchors: [
      [1, 55.6944, 12.5813],
      [70, 55.6952, 12.5908],
    ],
  },
  // ---- Indre By (København K) ----
  {
    street: "Gothersgade",
    postalCode: "1123",
    city: "København K",
    district: "Indre By",
    step: 6,
    anchors: [
      [1, 55.6805, 12.5851],
      [90, 55.6822, 12.578],
      [175, 55.6838, 12.5716],
    ],
  },
  {
    street: "Bredgade",
    postalCode: "1260",
    city: "København K",
    district: "Indre By",
    step: 3,
    anchors: [
      [1, 55.6808, 12.5877],
      [40, 55.685, 12.5905],
      [76, 55.6891, 12.5933],
    ],
  },
  {
    street: "Store Kongensgade",
    postalCode: "1264",
    city: "København K",
    district: "Indre By",
    step: 5,
    anchors: [
      [1, 55.6812, 12.5866],
      [130, 55.6895, 12.5905],
    ],
  },
  {
    street: "Amaliegade",
    postalCode: "1256",
    city: "København K",
    district: "Indre By",
    step: 3,
    anchors: [
      [1, 55.6822, 12.5904],
      [50, 55.6887, 12.5948],
    ],
  },
  {
    street: "Kronprinsessegade",
    postalCode: "1306",
    city: "København K",
    district: "Indre By",
    step: 3,
    anchors: [
      [1, 55.6822, 12.5813],
      [70, 55.6876, 12.5846],
    ],
  },
  {
    street: "Dronningens Tværgade",
    postalCode: "1302",
    city: "København K",
    district: "Indre By",
    step: 3,
    anchors: [
      [1, 55.6832, 12.5832],
      [60, 55.6853, 12.5924],
    ],
  },
  {
    street: "Nyhavn",
    postalCode: "1051",
    city: "København K",
    district: "Indre By",
    step: 3,
    width: 40,
    anchors: [
      [1, 55.6799, 12.586],
      [71, 55.6797, 12.5923],
    ],
  },
  {
    street: "Østergade",
    postalCode: "1100",
    city: "København K",
    district: "Indre By",
    step: 3,
    anchors: [
      [1, 55.68, 12.5848],
      [60, 55.6789, 12.58],
    ],
  },
  {
    street: "Frederiksberggade",
    postalCode: "1459",
    city: "København K",
    district: "Indre By",
    step: 2,
    anchors: [
      [1, 55.6763, 12.5694],
      [40, 55.6778, 12.5727],
    ],
  },
  {
    street: "Købmagergade",
    postalCode: "1150",
    city: "København K",
    district: "Indre By",
    step: 3,
    anchors: [
      [1, 55.6791, 12.5786],
      [70, 55.6825, 12.5757],
    ],
  },
  {
    street: "Nørregade",
    postalCode: "1165",
    city: "København K",
    district: "Indre By",
    step: 2,
    anchors: [
      [1, 55.6786, 12.5728],
      [50, 55.6828, 12.5708],
    ],
  },
  {
    street: "Fiolstræde",
    postalCode: "1171",
    city: "København K",
    district: "Indre By",
    step: 2,
    anchors: [
      [1, 55.6793, 12.5739],
      [45, 55.683, 12.5722],
    ],
  },
  {
    street: "Nørre Farimagsgade",
    postalCode: "1364",
    city: "København K",
    district: "Indre By",
    step: 4,
    anchors: [
      [1, 55.6838, 12.5696],
      [90, 55.679, 12.5627],
    ],
  },
  {
    street: "H.C. Andersens Boulevard",
    postalCode: "1553",
    city: "København V",
    district: "Indre By",
    step: 2,
    anchors: [
      [1, 55.6707, 12.5766],
      [20, 55.6745, 12.5705],
      [30, 55.6765, 12.5672],
      [50, 55.6805, 12.5616],
    ],
  },
  // ---- Vesterbro (København V) ----
  {
    street: "Vesterbrogade",
    postalCode: "1620",
    city: "København V",
    district: "Vesterbro",
    step: 5,
    anchors: [
      [1, 55.6748, 12.5655],
      [40, 55.6733, 12.559],
      [80, 55.672, 12.552],
      [110, 55.6711, 12.547],
      [150, 55.6695, 12.539],
      [200, 55.6683, 12.531],
      [230, 55.6676, 12.5262],
    ],
  },
  {
    street: "Istedgade",
    postalCode: "1650",
    city: "København V",
    district: "Vesterbro",
    step: 4,
    anchors: [
      [1, 55.6718, 12.5638],
      [70, 55.66951, 12.55629],
      [140, 55.6672, 12.5463],
    ],
  },
  {
    street: "Enghavevej",
    postalCode: "1674",
    city: "København V",
    district: "Vesterbro",
    step: 4,
    anchors: [
      [1, 55.6706, 12.5452],
      [20, 55.6672, 12.5463],
      [50, 55.662, 12.5455],
      [80, 55.656, 12.544],
    ],
  },
  {
    street: "Værnedamsvej",
    postalCode: "1619",
    city: "København V",
    district: "Vesterbro",
    step: 1,
    anchors: [
      [1, 55.67165, 12.5486],
      [10, 55.6727, 12.5502],
      [20, 55.6738, 12.5512],
    ],
  },
  {
    street: "Gammel Kongevej",
    postalCode: "1610",
    city: "København V",
    district: "Vesterbro",
    step: 5,
    anchors: [
      [1, 55.6767, 12.5635],
      [40, 55.675, 12.556],
      [70, 55.674, 12.551],
      [110, 55.6752, 12.542],
      [160, 55.6765, 12.5342],
    ],
  },
  {
    street: "Sønder Boulevard",
    postalCode: "1720",
    city: "København V",
    district: "Vesterbro",
    step: 5,
    anchors: [
      [1, 55.6668, 12.5603],
      [140, 55.6615, 12.5442],
    ],
  },
  // ---- Frederiksberg ----
  {
    street: "Frederiksberg Allé",
    postalCode: "1820",
    city: "Frederiksberg C",
    district: "Frederiksberg",
    step: 4,
    anchors: [
      [1, 55.6716, 12.5478],
      [120, 55.6727, 12.5295],
    ],
  },
  {
    street: "Falkoner Allé",
    postalCode: "2000",
    city: "Frederiksberg",
    district: "Frederiksberg",
    step: 5,
    anchors: [
      [1, 55.6784, 12.5326],
      [120, 55.686, 12.5318],
    ],
  },
  // ---- Valby ----
  {
    street: "Valby Langgade",
    postalCode: "2500",
    city: "Valby",
    district: "Valby",
    step: 8,
    anchors: [
      [1, 55.6675, 12.5256],
      [100, 55.6645, 12.512],
      [200, 55.6628, 12.5005],
    ],
  },
  // ---- Christianshavn (København K) ----
  {
    street: "Torvegade",
    postalCode: "1400",
    city: "København K",
    district: "Christianshavn",
    step: 3,
    anchors: [
      [1, 55.6745, 12.5857],
      [45, 55.6726, 12.5919],
      [75, 55.67, 12.5966],
    ],
  },
  {
    street: "Christianshavns Torv",
    postalCode: "1410",
    city: "København K",
    district: "Christianshavn",
    step: 1,
    width: 30,
    anchors: [
      [1, 55.6733, 12.5899],
      [6, 55.6725, 12.5911],
    ],
  },
  {
    street: "Strandgade",
    postalCode: "1401",
    city: "København K",
    district: "Christianshavn",
    step: 5,
    anchors: [
      [1, 55.6749, 12.5874],
      [100, 55.6795, 12.5953],
    ],
  },
  // ---- Amager (2300 København S) ----
  {
    street: "Amagerbrogade",
    postalCode: "2300",
    city: "København S",
    district: "Amager Øst",
    step: 8,
    anchors: [
      [1, 55.6668, 12.599],
      [120, 55.66185, 12.6051],
      [220, 55.6535, 12.6082],
      [320, 55.644, 12.6112],
    ],
  },
  {
    street: "Holmbladsgade",
    postalCode: "2300",
    city: "København S",
    district: "Amager Øst",
    step: 6,
    anchors: [
      [1, 55.6624, 12.6049],
      [130, 55.6668, 12.616],
    ],
  },
  {
    street: "Øresundsvej",
    postalCode: "2300",
    city: "København S",
    district: "Amager Øst",
    step: 6,
    anchors: [
      [1, 55.6572, 12.6077],
      [150, 55.6585, 12.63],
    ],
  },
  {
    street: "Islands Brygge",
    postalCode: "2300",
    city: "København S",
    district: "Islands Brygge",
    step: 4,
    width: 20,
    anchors: [
      [1, 55.6699, 12.5788],
      [90, 55.661, 12.5756],
    ],
  },
  {
    street: "Amager Strandvej",
    postalCode: "2300",
    city: "København S",
    district: "Amager Strand",
    step: 12,
    anchors: [
      [1, 55.6655, 12.628],
      [100, 55.659, 12.635],
      [200, 55.652, 12.6425],
      [300, 55.644, 12.646],
    ],
  },
  // ---- Kastrup (Tårnby) ----
  {
    street: "Lufthavnsboulevarden",
    postalCode: "2770",
    city: "Kastrup",
    district: "Københavns Lufthavn",
    step: 2,
    width: 30,
    anchors: [
      [1, 55.6345, 12.635],
      [20, 55.63, 12.647],
    ],
  },
];

const EARTH_RADIUS_M = 6_371_000;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A readable, stable id: "cph-<street slug>-<number>". */
export function addressId(street: string, number: number | string): string {
  const slug = street
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "oe")
    .replace(/å/g, "aa")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `cph-${slug}-${number}`;
}

/** Position of a house number on the course (piecewise linear between anchors). */
function positionOf(course: StreetCourse, n: number): { lat: number; lng: number; dLat: number; dLng: number } {
  const a = course.anchors;
  let i = 0;
  while (i < a.length - 2 && n > a[i + 1][0]) i++;
  const [n0, lat0, lng0] = a[i];
  const [n1, lat1, lng1] = a[i + 1];
  const t = n1 === n0 ? 0 : Math.min(1, Math.max(0, (n - n0) / (n1 - n0)));
  return { lat: lat0 + (lat1 - lat0) * t, lng: lng0 + (lng1 - lng0) * t, dLat: lat1 - lat0, dLng: lng1 - lng0 };
}

/** Every listed address of one street. */
export function expandStreet(course: StreetCourse): GazetteerAddress[] {
  const step = course.step ?? 4;
  const halfWidth = (course.width ?? 12) / 2;
  const first = course.anchors[0][0];
  const last = course.anchors[course.anchors.length - 1][0];
  const numbers = new Set<number>();
  for (let n = first; n <= last; n += step) numbers.add(n);
  for (const [n] of course.anchors) numbers.add(n);
  return [...numbers]
    .sort((x, y) => x - y)
    .map((n) => {
      const p = positionOf(course, n);
      // Offset perpendicular to the course: odd numbers left of the direction of numbering, even right.
      const mPerDegLat = (Math.PI / 180) * EARTH_RADIUS_M;
      const mPerDegLng = mPerDegLat * Math.cos((p.lat * Math.PI) / 180);
      const east = p.dLng * mPerDegLng;
      const north = p.dLat * mPerDegLat;
      const len = Math.hypot(east, north) || 1;
      const side = n % 2 === 1 ? 1 : -1;
      const offEast = (-north / len) * halfWidth * side;
      const offNorth = (east / len) * halfWidth * side;
      const isAnchor = course.anchors.some(([an]) => an === n);
      const latitude = round6(isAnchor ? p.lat : p.lat + offNorth / mPerDegLat);
      const longitude = round6(isAnchor ? p.lng : p.lng + offEast / mPerDegLng);
      return {
        id: addressId(course.street, n),
        street: course.street,
        number: String(n),
        postalCode: course.postalCode,
        city: course.city,
        district: course.district,
        countryCode: "DK" as const,
        formattedAddress: `${course.street} ${n}, ${course.postalCode} ${course.city}`,
        latitude,
        longitude,
      };
    });
}

/** The whole gazetteer (several hundred addresses), in street order. */
export const COPENHAGEN_ADDRESSES: readonly GazetteerAddress[] = COPENHAGEN_STREETS.flatMap(expandStreet);
