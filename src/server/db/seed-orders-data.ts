// Material for the seeded orders and riders: Danish names, Copenhagen streets with coordinates and
// postal codes, what each demo vendor sells, and the riders of the simulator.

export const FIRST_NAMES = [
  "Mette", "Anne", "Kirsten", "Hanne", "Camilla", "Louise", "Sofie", "Emma", "Ida", "Freja", "Laura", "Maria", "Julie", "Line",
  "Karen", "Signe", "Astrid", "Lars", "Jens", "Peter", "Michael", "Søren", "Henrik", "Thomas", "Anders", "Rasmus", "Mikkel",
  "Frederik", "Mads", "Christian", "Niels", "Oliver", "Emil", "Lucas", "Magnus", "Jonas", "Asger", "Bjørn",
] as const;

export const LAST_NAMES = [
  "Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen", "Jørgensen",
  "Petersen", "Madsen", "Kristensen", "Olsen", "Thomsen", "Christiansen", "Poulsen", "Johansen", "Møller", "Mortensen",
  "Lund", "Holm", "Schmidt", "Friis", "Bach", "Dahl", "Skov", "Kjær", "Østergaard", "Bang",
] as const;

/** First digits of Danish mobile numbers (+45 and eight digits). */
export const MOBILE_PREFIXES = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "40", "41", "42", "50", "51", "52", "53", "60", "61", "71", "81", "91", "93"] as const;

export type SeedStreet = { street: string; postalCode: string; city: string; latitude: number; longitude: number };

export const STREETS: SeedStreet[] = [
  { street: "Blågårdsgade", postalCode: "2200", city: "København N", latitude: 55.6868, longitude: 12.5557 },
  { street: "Ravnsborggade", postalCode: "2200", city: "København N", latitude: 55.6866, longitude: 12.5603 },
  { street: "Elmegade", postalCode: "2200", city: "København N", latitude: 55.6883, longitude: 12.5574 },
  { street: "Guldbergsgade", postalCode: "2200", city: "København N", latitude: 55.6911, longitude: 12.562 },
  { street: "Fælledvej", postalCode: "2200", city: "København N", latitude: 55.6897, longitude: 12.564 },
  { street: "Griffenfeldsgade", postalCode: "2200", city: "København N", latitude: 55.6877, longitude: 12.5511 },
  { street: "Stefansgade", postalCode: "2200", city: "København N", latitude: 55.6978, longitude: 12.5435 },
  { street: "Husumgade", postalCode: "2200", city: "København N", latitude: 55.696, longitude: 12.5495 },
  { street: "Rantzausgade", postalCode: "2200", city: "København N", latitude: 55.6878, longitude: 12.5445 },
  { street: "Vesterbrogade", postalCode: "1620", city: "København V", latitude: 55.6717, longitude: 12.551 },
  { street: "Enghavevej", postalCode: "1674", city: "København V", latitude: 55.6659, longitude: 12.54 },
  { street: "Sønder Boulevard", postalCode: "1720", city: "København V", latitude: 55.666, longitude: 12.552 },
  { street: "Gasværksvej", postalCode: "1656", city: "København V", latitude: 55.6705, longitude: 12.5585 },
  { street: "Halmtorvet", postalCode: "1700", city: "København V", latitude: 55.6688, longitude: 12.5607 },
  { street: "Værnedamsvej", postalCode: "1619", city: "København V", latitude: 55.6728, longitude: 12.5497 },
  { street: "Frederiksberg Allé", postalCode: "1820", city: "Frederiksberg C", latitude: 55.6757, longitude: 12.541 },
  { street: "Gammel Kongevej", postalCode: "1850", city: "Frederiksberg C", latitude: 55.6774, longitude: 12.5429 },
  { street: "Østerbrogade", postalCode: "2100", city: "København Ø", latitude: 55.701, longitude: 12.578 },
  { street: "Nordre Frihavnsgade", postalCode: "2100", city: "København Ø", latitude: 55.699, longitude: 12.584 },
  { street: "Classensgade", postalCode: "2100", city: "København Ø", latitude: 55.696, longitude: 12.585 },
  { street: "Strandboulevarden", postalCode: "2100", city: "København Ø", latitude: 55.704, longitude: 12.588 },
  { street: "Torvegade", postalCode: "1400", city: "København K", latitude: 55.6726, longitude: 12.5919 },
  { street: "Overgaden neden Vandet", postalCode: "1414", city: "København K", latitude: 55.671, longitude: 12.5925 },
  { street: "Wildersgade", postalCode: "1408", city: "København K", latitude: 55.6735, longitude: 12.5895 },
  { street: "Store Kongensgade", postalCode: "1264", city: "København K", latitude: 55.685, longitude: 12.588 },
  { street: "Larsbjørnsstræde", postalCode: "1454", city: "København K", latitude: 55.679, longitude: 12.57 },
  { street: "Amagerbrogade", postalCode: "2300", city: "København S", latitude: 55.66, longitude: 12.604 },
  { street: "Holmbladsgade", postalCode: "2300", city: "København S", latitude: 55.663, longitude: 12.612 },
  { street: "Italiensvej", postalCode: "2300", city: "København S", latitude: 55.653, longitude: 12.605 },
  { street: "Islands Brygge", postalCode: "2300", city: "København S", latitude: 55.665, longitude: 12.578 },
  { street: "Valby Langgade", postalCode: "2500", city: "Valby", latitude: 55.662, longitude: 12.513 },
];

export const RIDER_NOTES = ["", "", "", "Ring twice", "Leave at the door", "2nd floor, no lift", "Call on arrival", "Back entrance"] as const;

export type SeedCatalog = { descriptions: readonly string[]; amount: [number, number]; perDay: [number, number] };

const PIZZA: SeedCatalog = {
  descriptions: [
    "2 × Margherita",
    "Pepperoni, garlic bread",
    "Family menu: 3 pizzas, 1.5 L cola",
    "Quattro formaggi, tiramisu",
    "Vegan pizza, green salad",
    "Calzone, 2 sodas",
    "Pizza bianca, arancini",
  ],
  amount: [89, 420],
  perDay: [2, 6],
};

/** The demo vendors that get orders, with what they sell. */
export const SEED_ORDER_VENDORS: Record<string, SeedCatalog> = {
  "DK-1001": PIZZA,
  "DK-1002": PIZZA,
  "DK-1003": PIZZA,
  "DK-2001": {
    descriptions: ["4 flat whites, 4 cinnamon rolls", "Office breakfast box", "Cold brew × 6", "10 croissants", "Layer cake for 8", "Sandwich platter"],
    amount: [65, 640],
    perDay: [1, 4],
  },
  "DK-3001": {
    descriptions: ["Bouquet of tulips", "Birthday bouquet with card", "Orchid in a pot", "Peonies, 20 stems", "Sympathy wreath", "Seasonal bouquet"],
    amount: [199, 895],
    perDay: [1, 3],
  },
};

export type SeedRider = { id: string; name: string; phoneNumber: string; latitude: number; longitude: number };

export const SEED_RIDERS: SeedRider[] = [
  { id: "R-101", name: "Ahmad Rahimi", phoneNumber: "+4522110101", latitude: 55.6893, longitude: 12.5531 },
  { id: "R-102", name: "Sara Lindqvist", phoneNumber: "+4522110102", latitude: 55.6739, longitude: 12.5561 },
  { id: "R-103", name: "Jonas Holm", phoneNumber: "+4522110103", latitude: 55.6998, longitude: 12.5771 },
  { id: "R-104", name: "Maja Sørensen", phoneNumber: "+4522110104", latitude: 55.6712, longitude: 12.5902 },
  { id: "R-105", name: "Kasper Vinther", phoneNumber: "+4522110105", latitude: 55.6626, longitude: 12.6019 },
  { id: "R-106", name: "Nadia Haddad", phoneNumber: "+4522110106", latitude: 55.6805, longitude: 12.5689 },
  { id: "R-107", name: "Tobias Winther", phoneNumber: "+4522110107", latitude: 55.6761, longitude: 12.5413 },
  { id: "R-108", name: "Ida Kjeldsen", phoneNumber: "+4522110108", latitude: 55.6955, longitude: 12.5479 },
  { id: "R-109", name: "Piotr Nowak", phoneNumber: "+4522110109", latitude: 55.6683, longitude: 12.5598 },
  { id: "R-110", name: "Freja Bundgaard", phoneNumber: "+4522110110", latitude: 55.7031, longitude: 12.5866 },
  { id: "R-111", name: "Yusuf Demir", phoneNumber: "+4522110111", latitude: 55.6601, longitude: 12.5782 },
  { id: "R-112", name: "Emil Brandt", phoneNumber: "+4522110112", latitude: 55.6842, longitude: 12.5866 },
];
