// Messages of the request flow (core §8, second file §8): the notification keys the request-flow,
// payment-intent and voucher machines emit, with their English texts (the spec's wording). The
// catalogs use the keys as ids; the values in braces come with the notification.
import { FEE_CHANGED_PROMPT, FEE_CHANGED_PROMPT_KEY } from "./fees";
import { ITEM_VALUE_WARNING, ITEM_VALUE_WARNING_KEY } from "./item-value";
import { SAVED_ADDRESS_TEXTS } from "./saved-address";
import { SERVICE_CLOSED_KEY, SERVICE_CLOSED_MESSAGE } from "./service-hours";
import { VALIDATION_TEXTS } from "./validation-texts";

export const REQUEST_MESSAGES = {
  originNoCoordinates: "request.origin.no-coordinates",
  originSaved: "request.origin.saved",
  originSaveFailed: "request.origin.save-failed",
  cannotVerifyDeliverable: "request.destination.cannot-verify",
  undeliverable: "request.destination.undeliverable",
  undeliverableField: "request.error.undeliverable-address",
  sameAsPickupField: "request.error.same-as-pickup",
  cannotComputePrice: "request.destination.cannot-compute-price",
  cannotComputePriceField: "request.error.cannot-compute-price",
  testVendorBypass: "request.destination.test-vendor",
  geolocatorReverse: "geolocator.error.reverse",
  geolocatorAutocomplete: "geolocator.error.autocomplete",
  geolocatorDetails: "geolocator.error.fetch-place-details",
  serviceClosed: SERVICE_CLOSED_KEY,
  createFailed: "request.order.create-failed",
  updateFailed: "request.order.update-failed",
  orderPushed: "request.order.pushed",
  orderUpdated: "request.order.updated",
  feeChangedPrompt: FEE_CHANGED_PROMPT_KEY,
  feeChanged: "error.fee.changed",
  feeRecompute: "error.fee.recompute",
  itemValueWarning: ITEM_VALUE_WARNING_KEY,
  paymentGetIfEnabled: "error.payment.get-if-enabled",
  paymentInit: "error.payment.init",
  paymentIntentCreation: "error.payment.intent-creation",
  paymentDeclined: "error.payment.declined",
  noPaymentMethod: "error.no-payment-method-available",
  voucherValidation: "voucher.error.validation.message",
  voucherGet: "voucher.error.get.message",
  noResults: "request.search.no-results",
  /** The phone rules (a chunk of the portal) could not be loaded: the app's network error. */
  phoneRulesFailed: "error.network",
  /** The payment step's children (a chunk of the portal) could not be loaded: the app's network error. */
  orderingPartFailed: "error.network",
} as const;
export type RequestMessageKey = (typeof REQUEST_MESSAGES)[keyof typeof REQUEST_MESSAGES];

/** Where a geolocator error happened (value `location` of the geolocator notifications). */
export type GeolocatorLocation = "ORIGIN_ADDRESS" | "DESTINATION_ADDRESS";

export const REQUEST_TEXTS: Record<string, string> = {
  ...VALIDATION_TEXTS,
  "error.network": "Something went wrong. Please try again. You could be offline.",
  ...SAVED_ADDRESS_TEXTS,
  "request.destination.cannot-verify": "Unable to verify if order is deliverable",
  "request.destination.undeliverable": "We cannot deliver that order there.",
  "request.error.undeliverable-address": "We do not deliver to this area yet.",
  "request.error.same-as-pickup": "This is the pick-up address. Choose where the order goes.",
  "request.destination.cannot-compute-price": "We could not compute the price for that order.",
  "request.error.cannot-compute-price": "We could not compute the price for that order.",
  "request.destination.test-vendor": "Test vendor: deliverability and price checks are bypassed.",
  "geolocator.error.reverse": "We could not find an address at that position.",
  "geolocator.error.autocomplete": "We could not search for that address.",
  "geolocator.error.fetch-place-details": "We could not read the details of that address.",
  [SERVICE_CLOSED_KEY]: SERVICE_CLOSED_MESSAGE,
  "request.order.create-failed": "Could not create that order",
  "request.order.update-failed": "Could not update that order",
  "request.order.pushed": "Order pushed!",
  "request.order.updated": "Order Updated!",
  [FEE_CHANGED_PROMPT_KEY]: FEE_CHANGED_PROMPT,
  "error.fee.changed": "The delivery fee has changed. Please check the new price and try again.",
  "error.fee.recompute": "We could not recompute the delivery fee.",
  [ITEM_VALUE_WARNING_KEY]: ITEM_VALUE_WARNING,
  "error.payment.get-if-enabled": "We could not check whether online payment is available.",
  "error.payment.init": "We could not start the payment.",
  "error.payment.intent-creation": "We could not create the payment. Please try again.",
  "error.payment.declined": "Card declined",
  "voucher.error.validation.message": "This voucher is not available.",
  "voucher.error.get.message": "We could not get the details of this voucher.",
  "request.search.no-results": "No results",
};
