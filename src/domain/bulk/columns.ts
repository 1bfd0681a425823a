// The columns of a bulk file, in the template's order, with their header and note in each language
// the deployments use (English, Danish; others fall back to English), and the example row of the
// template. The platform reads a file by position (the header row is skipped), so a header in another
// language still works.

export const BULK_COLUMNS = [
  "collectionPoint",
  "customerName",
  "customerPhone",
  "address",
  "unit",
  "building",
  "notes",
  "description",
  "amount",
  "paymentMethod",
  "deliveryTime",
  "pickupCode",
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** One row as read from the file: every cell as text (blank when empty). */
export type BulkRowInput = Record<BulkColumn, string>;

export const EMPTY_BULK_ROW: BulkRowInput = Object.fromEntries(BULK_COLUMNS.map((c) => [c, ""])) as BulkRowInput;

type ColumnText = { header: string; note: string };

const EN: Record<BulkColumn, ColumnText> = {
  collectionPoint: { header: "Collection point", note: "Outlet id (e.g. DK-1001). Empty: the outlet selected when uploading." },
  customerName: { header: "Customer name", note: "Required. No digits." },
  customerPhone: { header: "Customer phone", note: "Required. A phone number of the country, e.g. +45 20 12 34 56." },
  address: { header: "Address", note: "Required. Street, number, postcode and city; it must lie in the delivery area." },
  unit: { header: "Unit", note: "Floor or apartment (optional)." },
  building: { header: "Building", note: "Building name (optional)." },
  notes: { header: "Notes", note: "Notes to the rider (optional, at most 1000 bytes)." },
  description: { header: "Description", note: "What the rider carries (optional, at most 200 characters)." },
  amount: { header: "Amount", note: "Value of the order in the local currency, e.g. 149.50." },
  paymentMethod: { header: "Payment method", note: "PAID or CASH_ON_DELIVERY (ONLINE_PAYMENT cannot be used in a bulk file)." },
  deliveryTime: { header: "Delivery time", note: "instant, or a scheduled time YYYY-MM-DD HH:MM (local time, in the next 30 days)." },
  pickupCode: { header: "Pickup code", note: "Code the rider shows at the pickup (optional, at most 30 characters)." },
};

const DA: Record<BulkColumn, ColumnText> = {
  collectionPoint: { header: "Afhentningssted", note: "Afdelingens id (f.eks. DK-1001). Tom: den afdeling, der er valgt ved upload." },
  customerName: { header: "Kundens navn", note: "Skal udfyldes. Ingen tal." },
  customerPhone: { header: "Kundens telefon", note: "Skal udfyldes. Et telefonnummer fra landet, f.eks. +45 20 12 34 56." },
  address: { header: "Adresse", note: "Skal udfyldes. Gade, nummer, postnummer og by; den skal ligge i leveringsområdet." },
  unit: { header: "Lejlighed", note: "Etage eller lejlighed (valgfri)." },
  building: { header: "Bygning", note: "Bygningens navn (valgfri)." },
  notes: { header: "Bemærkninger", note: "Bemærkninger til buddet (valgfri, højst 1000 byte)." },
  description: { header: "Beskrivelse", note: "Hvad buddet bringer (valgfri, højst 200 tegn)." },
  amount: { header: "Beløb", note: "Ordrens værdi i landets valuta, f.eks. 149.50." },
  paymentMethod: { header: "Betalingsmetode", note: "PAID eller CASH_ON_DELIVERY (ONLINE_PAYMENT kan ikke bruges i en massefil)." },
  deliveryTime: { header: "Leveringstid", note: "instant, eller et planlagt tidspunkt ÅÅÅÅ-MM-DD TT:MM (lokal tid, inden for 30 dage)." },
  pickupCode: { header: "Afhentningskode", note: "Kode, buddet viser ved afhentningen (valgfri, højst 30 tegn)." },
};

/** Headers and notes in the language (its primary subtag decides; English otherwise). */
export function bulkColumnTexts(language: string): Record<BulkColumn, ColumnText> {
  return language.toLowerCase().startsWith("da") ? DA : EN;
}

/** "instant" in the delivery time column (any case); anything else is a scheduled time. */
export const INSTANT_DELIVERY = "instant";

/**
 * The template's example row: an empty collection point (the selected outlet), an address inside
 * every seeded delivery area (central Copenhagen), a Danish phone number, instant delivery.
 */
export const BULK_EXAMPLE_ROW: BulkRowInput = {
  collectionPoint: "",
  customerName: "Mette Hansen",
  customerPhone: "+45 20 12 34 56",
  address: "Nørrebrogade 52, 2200 København N",
  unit: "2. tv",
  building: "",
  notes: "Ring on the door",
  description: "2 pizzas",
  amount: "149.50",
  paymentMethod: "CASH_ON_DELIVERY",
  deliveryTime: INSTANT_DELIVERY,
  pickupCode: "",
};
