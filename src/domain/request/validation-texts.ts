// The request form's validation keys and English texts (core §5), apart from ./validation.ts so that
// the messages (./messages.ts, read by machines every page loads) do not load the phone rules.
/** The spec's keys (core §5). */
export const VALIDATION_KEYS = {
  vendorMissing: "error.cant-retrieve-vendor-rar",
  fillUnitNumber: "validation.fill-unit-number",
  fillCustomerName: "validation.fill-customer-name",
  wrongCustomerName: "validation.wrong-customer-name",
  fillCustomerPhone: "validation.fill-customer-phone",
  phoneIncorrect: "validation.phone-incorrect",
  descriptionTooLong: "validation.fill-description",
  pickupCodeTooLong: "request.pickup-code.submit.validation-error.length",
  fillAddress: "validation.fill-address",
  addressTooLong: "request.address.too-long",
  notesTooLong: "request.notes.too-long",
  invalidCoordinates: "validation.invalid-coordinates",
  fillAmount: "validation.fill-amount",
  minimumAmount: "validation.minimum-amount",
  fillPaymentMethod: "validation.fill-payment-method",
  noPaymentMethod: "error.no-payment-method-available",
  vatLength: "vat.error.length",
  vatInvalid: "vat.error.invalid",
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** English texts (the spec's where it gives one); the catalogs use the keys as ids. */
export const VALIDATION_TEXTS: Record<ValidationKey, string> = {
  "error.cant-retrieve-vendor-rar": "We could not retrieve the vendor. Please reload the page.",
  "validation.fill-unit-number": "Fill the unit number",
  "validation.fill-customer-name": "Fill the customer's name",
  "validation.wrong-customer-name": "The customer name is not valid",
  "validation.fill-customer-phone": "Fill the customer's phone",
  "validation.phone-incorrect": "The phone number doesn't seem correct",
  "validation.fill-description": "Please do not exceed 200 characters",
  "request.pickup-code.submit.validation-error.length": "Maximum 30 characters allowed",
  "validation.fill-address": "Fill the address",
  "request.address.too-long": "Address is too long",
  "request.notes.too-long": "Notes are too long",
  "validation.invalid-coordinates": "We cannot compute the location of this address",
  "validation.fill-amount": "Fill the amount",
  "validation.minimum-amount": "Minimum amount of 100 PKR",
  "validation.fill-payment-method": "Choose a payment method",
  "error.no-payment-method-available": "No payment method is available",
  "vat.error.length": "Your VAT number should be 8 characters, please check again",
  "vat.error.invalid": "Your VAT number is invalid, please check again",
};
