// Order form validation (core §5), checks in the spec's order: vendor, unit number (Singapore only),
// customer name (required, no digits), phone (required, a possible number for the country),
// description (≤ 200 characters), pickup code (≤ 30 characters), address (required; street text
// ≤ 255 bytes; notes ≤ 1000 bytes), coordinates, amount (required except in Kuwait; at least 100 in
// Pakistan) and payment method (valid, then available). Each failing field gets the key of its first
// failing rule; the map keeps the spec's order so the first entry is the first failure. Used by the
// request flow (details step: everything but the payment method; payment step: everything) and by
// the platform for the same rules. The phone rule (libphonenumber-js and its metadata) is given as
// `phoneRules` (./phone-rules.ts): the request page loads it after the form is shown (issue 14).
import { vatNumberProblem } from "../auth";
import { exceedsBytes, exceedsChars } from "./bytes";
import { hasCoordinates } from "./coordinates";
import { DESCRIPTION_MAX_CHARS, NOTES_MAX_BYTES, PAKISTAN_MIN_AMOUNT, PICKUP_CODE_MAX_CHARS, STREET_ADDRESS_MAX_BYTES } from "./limits";
import { KNOWN_PAYMENT_METHODS } from "./payment-methods";
import { VALIDATION_KEYS, type ValidationKey } from "./validation-texts";

/** Order form values of the request flow (core §3). Amount is typed text, parsed as a number. */
export type OrderFormValues = {
  riderNotes: string;
  orderAmount: string;
  orderDescription: string;
  paymentMethod: string;
  destinationName: string;
  destinationPhoneNumber: string;
  destinationTextAddress: string;
  destinationUnitNumber: string;
  destinationBuilding: string;
  pickupCode: string;
  /** Unix seconds of a pre-order, null for now. */
  preordered_for: number | null;
  /** The customer's age is checked on delivery. */
  ageValidation: boolean;
  /** Business customers' VAT number (payment step, payment_vat flag); optional. */
  vatNumber: string;
};

export const EMPTY_ORDER_FORM: OrderFormValues = {
  riderNotes: "",
  orderAmount: "",
  orderDescription: "",
  paymentMethod: "",
  destinationName: "",
  destinationPhoneNumber: "",
  destinationTextAddress: "",
  destinationUnitNumber: "",
  destinationBuilding: "",
  pickupCode: "",
  preordered_for: null,
  ageValidation: false,
  vatNumber: "",
};

/** A field that can carry an error: the form fields plus "vendor" (no input of its own). */
export type OrderFormField = keyof OrderFormValues | "vendor";
export type OrderFormErrors = Partial<Record<OrderFormField, string>>;

export { VALIDATION_KEYS, VALIDATION_TEXTS, type ValidationKey } from "./validation-texts";

/** Amount rules per country (core §5, §9). */
export type CountryAmountRules = { amountRequired: boolean; minimumAmount: number | null; unitNumberRequired: boolean };

export function countryRules(countryCode: string): CountryAmountRules {
  const code = countryCode.toUpperCase();
  return {
    amountRequired: code !== "KW",
    minimumAmount: code === "PK" ? PAKISTAN_MIN_AMOUNT : null,
    unitNumberRequired: code === "SG",
  };
}

/**
 * The typed amount as a number: blank → null; a decimal comma is read as a point ("12,50");
 * anything else that is not a finite number → NaN.
 */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, "");
  if (t === "") return null;
  const normalised = /^\d+,\d+$/.test(t) ? t.replace(",", ".") : t;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/** The phone rules of the order form (./phone-rules.ts implements them with libphonenumber-js). */
export type RequestPhoneRules = {
  /** Whether the number is possible for the country; false for unknown countries. */
  isPossiblePhone: (phone: string, countryCode: string) => boolean;
  /** The number in E.164 for the country ("20304051" → "+4520304051"); one it cannot read as digits and +. */
  toE164: (phone: string, country: string) => string;
};

const hasDigit = (text: string) => /\p{Nd}/u.test(text);

export type OrderFormContext = {
  vendor: { vendor_id: string } | null | undefined;
  country: { code: string };
  availablePaymentMethods: readonly string[];
  /** The destination's coordinates (picked suggestion, reverse geocoding, the pin or the order in update mode). */
  destination: { latitude: number | null; longitude: number | null } | null;
  /** "details" leaves the payment method to the payment step; "all" (default) checks it too. */
  scope?: "details" | "all";
  /** The payment_vat flag: the payment step offers (and checks) the VAT number. */
  vatEnabled?: boolean;
  /** The phone rule (./phone-rules.ts). */
  phoneRules: Pick<RequestPhoneRules, "isPossiblePhone">;
};

/** Every failing field with the key of its first failing rule, in the spec's order. */
export function validateOrderForm(values: OrderFormValues, ctx: OrderFormContext): OrderFormErrors {
  const errors: OrderFormErrors = {};
  const fail = (field: OrderFormField, key: ValidationKey) => {
    if (!(field in errors)) errors[field] = key;
  };
  const rules = countryRules(ctx.country.code);

  if (!ctx.vendor?.vendor_id) fail("vendor", VALIDATION_KEYS.vendorMissing);

  if (rules.unitNumberRequired && values.destinationUnitNumber.trim() === "") fail("destinationUnitNumber", VALIDATION_KEYS.fillUnitNumber);

  const name = values.destinationName.trim();
  if (name === "") fail("destinationName", VALIDATION_KEYS.fillCustomerName);
  else if (hasDigit(name)) fail("destinationName", VALIDATION_KEYS.wrongCustomerName);

  const phone = values.destinationPhoneNumber.trim();
  if (phone === "") fail("destinationPhoneNumber", VALIDATION_KEYS.fillCustomerPhone);
  else if (!ctx.phoneRules.isPossiblePhone(phone, ctx.country.code)) fail("destinationPhoneNumber", VALIDATION_KEYS.phoneIncorrect);

  if (exceedsChars(values.orderDescription, DESCRIPTION_MAX_CHARS)) fail("orderDescription", VALIDATION_KEYS.descriptionTooLong);

  if (exceedsChars(values.pickupCode, PICKUP_CODE_MAX_CHARS)) fail("pickupCode", VALIDATION_KEYS.pickupCodeTooLong);

  if (values.destinationTextAddress.trim() === "") fail("destinationTextAddress", VALIDATION_KEYS.fillAddress);
  else if (exceedsBytes(values.destinationTextAddress, STREET_ADDRESS_MAX_BYTES)) fail("destinationTextAddress", VALIDATION_KEYS.addressTooLong);
  if (exceedsBytes(values.riderNotes, NOTES_MAX_BYTES)) fail("riderNotes", VALIDATION_KEYS.notesTooLong);

  if (!hasCoordinates(ctx.destination)) fail("destinationTextAddress", VALIDATION_KEYS.invalidCoordinates);

  const amount = parseAmount(values.orderAmount);
  if (amount === null) {
    if (rules.amountRequired) fail("orderAmount", VALIDATION_KEYS.fillAmount);
  } else if (Number.isNaN(amount) || amount < 0) fail("orderAmount", VALIDATION_KEYS.fillAmount);
  else if (rules.minimumAmount !== null && amount < rules.minimumAmount) fail("orderAmount", VALIDATION_KEYS.minimumAmount);

  if ((ctx.scope ?? "all") === "all") {
    const method = values.paymentMethod;
    if (!KNOWN_PAYMENT_METHODS.includes(method)) fail("paymentMethod", VALIDATION_KEYS.fillPaymentMethod);
    else if (!ctx.availablePaymentMethods.includes(method)) fail("paymentMethod", VALIDATION_KEYS.noPaymentMethod);
    const vat = ctx.vatEnabled ? vatNumberProblem(values.vatNumber) : null;
    if (vat) fail("vatNumber", vat);
  }
  return errors;
}

/** The first failure in the spec's order, or null. */
export function firstError(errors: OrderFormErrors): { field: OrderFormField; key: string } | null {
  const entry = Object.entries(errors)[0];
  return entry ? { field: entry[0] as OrderFormField, key: entry[1] as string } : null;
}

export const hasErrors = (errors: OrderFormErrors): boolean => Object.keys(errors).length > 0;

/** Fields that belong to the payment step (the rest are the details step). */
export const PAYMENT_STEP_FIELDS: readonly OrderFormField[] = ["paymentMethod", "vatNumber"];

