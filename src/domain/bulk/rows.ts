// The rules one row of a bulk file must pass before it can become an order. They are the request
// form's own rules (validateOrderForm: name, phone for the country, description 200, pickup code 30,
// address and notes bytes, coordinates, amount per country, payment method available, unit number
// where required), applied to the row's cells, plus what only a file has: the collection point (an
// outlet the uploader may act for), the bulk payment types and the delivery time column (instant, or
// a scheduled time in the deployment's time zone). Deliverability and the fee need the platform's
// delivery areas and signer; the platform adds them after these.
import { checkedWallClock, instantOf } from "../zoned-time";
import { REQUEST_PHONE_RULES } from "../request/phone-rules";
import { type OrderFormField, type OrderFormValues, VALIDATION_KEYS, validateOrderForm } from "../request/validation";
import { BULK_COLUMNS, type BulkColumn, type BulkRowInput, INSTANT_DELIVERY } from "./columns";
import { BULK_PAYMENT_TYPES } from "./limits";

/** Keys of the row rules a file adds to the form's. */
export const BULK_ROW_KEYS = {
  unknownCollectionPoint: "bulk-order-upload.row.unknown-collection-point",
  invalidPaymentType: "bulk-order-upload.row.invalid-payment-type",
  onlinePayment: "bulk-order-upload.row.online-payment",
  invalidDeliveryTime: "bulk-order-upload.row.invalid-delivery-time",
  formula: "bulk-order-upload.row.formula",
  noCollectionCoordinates: "request.origin.no-coordinates",
  undeliverable: "request.error.undeliverable-address",
  cannotComputePrice: "request.error.cannot-compute-price",
} as const;

export const BULK_ROW_TEXTS: Record<string, string> = {
  [BULK_ROW_KEYS.unknownCollectionPoint]: "Unknown collection point: use the id of one of your outlets",
  [BULK_ROW_KEYS.invalidPaymentType]: "The payment method must be PAID or CASH_ON_DELIVERY",
  [BULK_ROW_KEYS.onlinePayment]: "Online payment cannot be used in a bulk file",
  [BULK_ROW_KEYS.invalidDeliveryTime]: "The delivery time must be instant or a time YYYY-MM-DD HH:MM in the next 30 days",
  [BULK_ROW_KEYS.formula]: "Formulas are not read: type the values themselves",
};

export type BulkRowError = { field: BulkColumn; key: string };

/** A scheduled time may be at most this far ahead, and this little in the past (clock skew); the order form's rule. */
export const PREORDER_MAX_AHEAD_S = 30 * 24 * 3600;
export const PREORDER_SKEW_S = 300;

const SCHEDULED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::\d{2})?$/;

/** "instant" → null (now); "YYYY-MM-DD HH:MM" in the time zone → unix seconds; anything else → undefined. */
export function parseDeliveryTime(text: string, timeZone: string): number | null | undefined {
  const t = text.trim();
  if (t === "" || t.toLowerCase() === INSTANT_DELIVERY) return null;
  const m = SCHEDULED.exec(t);
  if (!m) return undefined;
  try {
    const local = checkedWallClock({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: 0 });
    if (!local) return undefined;
    return Math.floor(instantOf(local, timeZone) / 1000);
  } catch {
    return undefined;
  }
}

/** Whether a scheduled time (unix seconds) lies in the window the order form accepts. */
export const isScheduleInWindow = (at: number, nowMs: number): boolean => {
  const nowS = Math.floor(nowMs / 1000);
  return at >= nowS - PREORDER_SKEW_S && at <= nowS + PREORDER_MAX_AHEAD_S;
};

/** The form's values of a row (so the form's rules judge it). */
export function bulkRowToOrderForm(row: BulkRowInput, preorderedFor: number | null): OrderFormValues {
  return {
    riderNotes: row.notes,
    orderAmount: row.amount,
    orderDescription: row.description,
    paymentMethod: row.paymentMethod.trim().toUpperCase(),
    destinationName: row.customerName,
    destinationPhoneNumber: row.customerPhone,
    destinationTextAddress: row.address,
    destinationUnitNumber: row.unit,
    destinationBuilding: row.building,
    pickupCode: row.pickupCode,
    preordered_for: preorderedFor,
    ageValidation: false,
    // The template has no VAT column (a business customer's VAT number is a request-flow field): empty,
    // which the form's rule accepts.
    vatNumber: "",
  };
}

/** Where a form field's error shows in the file. */
const COLUMN_OF: Record<OrderFormField, BulkColumn> = {
  vendor: "collectionPoint",
  riderNotes: "notes",
  orderAmount: "amount",
  orderDescription: "description",
  paymentMethod: "paymentMethod",
  destinationName: "customerName",
  destinationPhoneNumber: "customerPhone",
  destinationTextAddress: "address",
  destinationUnitNumber: "unit",
  destinationBuilding: "building",
  pickupCode: "pickupCode",
  preordered_for: "deliveryTime",
  ageValidation: "deliveryTime",
  // Never reported (always empty in a row); the collection point is the row's business side.
  vatNumber: "collectionPoint",
};

export type BulkRowContext = {
  /** The deployment's country (phone and amount rules). */
  country: string;
  timeZone: string;
  nowMs: number;
  /** The row's collection point, resolved; null when the uploader may not use it (or it does not exist). */
  collectionPoint: { vendor_id: string } | null;
  /** Payment methods the collection point may use now. */
  availablePaymentMethods: readonly string[];
  /** The address, geocoded; null when it could not be found. */
  destination: { latitude: number; longitude: number } | null;
  /** Cells of the row that held a formula (never evaluated). */
  formulaColumns?: readonly BulkColumn[];
};

/** Every failing column of a row with the key of its first failing rule (form order, then the file's own). */
export function validateBulkRow(row: BulkRowInput, ctx: BulkRowContext): BulkRowError[] {
  const errors: BulkRowError[] = [];
  const seen = new Set<BulkColumn>();
  const fail = (field: BulkColumn, key: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    errors.push({ field, key });
  };
  for (const column of ctx.formulaColumns ?? []) fail(column, BULK_ROW_KEYS.formula);
  if (!ctx.collectionPoint) fail("collectionPoint", BULK_ROW_KEYS.unknownCollectionPoint);

  const method = row.paymentMethod.trim().toUpperCase();
  if (method !== "" && !(BULK_PAYMENT_TYPES as readonly string[]).includes(method)) fail("paymentMethod", BULK_ROW_KEYS.invalidPaymentType);
  // The spec names ONLINE_PAYMENT among the bulk payment types (second file §3: "Bulk payment types: PAID,
  // CASH_ON_DELIVERY, ONLINE_PAYMENT.") but gives a bulk placement no way to pay: POST
  // /bulk-job/place-orders/{jobId} has an empty payload (§7), and the card flow (wallet → intent →
  // confirm, §4) is per order. Until the platform has such a way, a row paid online is refused here.
  else if (method === "ONLINE_PAYMENT") fail("paymentMethod", BULK_ROW_KEYS.onlinePayment);

  const preorderedFor = parseDeliveryTime(row.deliveryTime, ctx.timeZone);
  if (preorderedFor === undefined || (preorderedFor !== null && !isScheduleInWindow(preorderedFor, ctx.nowMs)))
    fail("deliveryTime", BULK_ROW_KEYS.invalidDeliveryTime);

  const formErrors = validateOrderForm(bulkRowToOrderForm(row, preorderedFor ?? null), {
    vendor: ctx.collectionPoint,
    country: { code: ctx.country },
    availablePaymentMethods: ctx.availablePaymentMethods,
    destination: ctx.destination,
    scope: "all",
    phoneRules: REQUEST_PHONE_RULES,
  });
  for (const [field, key] of Object.entries(formErrors)) {
    // Said as the collection point above (without one, no method is available either).
    if (!ctx.collectionPoint && (field === "vendor" || key === VALIDATION_KEYS.noPaymentMethod)) continue;
    fail(COLUMN_OF[field as OrderFormField], key as string);
  }
  // The file's order of columns, so the first error is the leftmost.
  return errors.sort((a, b) => BULK_COLUMNS.indexOf(a.field) - BULK_COLUMNS.indexOf(b.field));
}
