// Request flow machine: one rider request, from the pickup outlet to "Order pushed!" (core §4,
// second file §4).
//
// `starting` decides where to begin: a vendor without coordinates (or a guest without a stored
// sender location) is asked for its origin address (`askingOriginAddress`): the user types an
// address (ORIGIN.TYPED, debounced `addressDebounce`, then the `autocomplete` actor) and picks a
// suggestion (ORIGIN.SUGGESTION_PICKED → `placeDetails`), or moves the pin (PIN.MOVED →
// `reverseGeocode`, then saved at once), and saves (ORIGIN.SAVE). Saving (`savingOriginAddress`,
// actor `saveOriginAddress`, PUT /vendor/{id}/address) repeats until it succeeds: "Address saved",
// or "Unable to save address" (the platform's meta key, else "We were unable to update the address.") back in askingOriginAddress; a
// draft without coordinates is refused with the warning "No coordinates for that address". Guests
// skip the saving: the place becomes their origin. After a save the vendor is read again
// (`refreshingVendor`, actor `fetchVendor`, GET /vendor/{id}) every 200 ms (`vendorPoll`) until it
// comes back with coordinates; a failed read says unable-to-fetch-vendor and asks again. Then `askingOriginAddressDetails` shows the
// origin (ORIGIN_DETAILS.CONFIRMED goes on, ORIGIN.CHANGE asks again).
// `checkingServiceHours` reads the clock (`readClock`) and the hours (`fetchServiceHours`); the
// domain rule decides in the country time zone, and a failed fetch counts as open. Closed →
// `serviceClosed` with the error "Service hours: {from} to {to}. It's {time}" (RETRY checks again).
// Open → `askingDestination`, or straight to `checkingDestination` in update mode (the order's
// destination). In `askingDestination` ADDRESS.TYPED waits `addressDebounce` (500 ms, restarted by
// each keystroke) and searches (`autocomplete`, then the address book from 2 characters when
// activate-address-book is on); "lat,lng" is reverse geocoded, falling back to the autocomplete when
// that finds nothing; SUGGESTION.PICKED reads the place (`placeDetails`) or takes an address-book
// entry (name, phone and notes too); PIN.MOVED reverse geocodes the pin. Geolocator failures notify
// geolocator.error.* with location DESTINATION_ADDRESS.
// `checkingDestination`: a destination at the pick-up (within 10 m) goes straight back with the field
// error request.error.same-as-pickup; then `validateArea` (undeliverable → field error
// request.error.undeliverable-address and the warning "We cannot deliver that order there." unless
// draw-delivery-areas is on; a failed check → "Unable to verify if order is deliverable"), then
// `computeFee` (failure → "We could not compute the price for that order." and field error
// request.error.cannot-compute-price), both back to askingDestination; test vendors bypass both with
// a warning (fee 1337 when none can be computed). Then `fetchEstimations` (failure ignored) and,
// once, the item value limit (`fetchItemValueLimit`, -1 when unreadable).
// `ordering` holds the voucher child (`voucher`, the voucher machine) while the user is between
// details and submission. The payment step's children (voucher, paymentIntent, feeRefresh) are a
// chunk of their own (issue 14): `fillingOrderDetails` loads it (`loadOrderingPart`, invoked as
// prefetchOrderingPart; a failure there is silent) while the user types, and the flow keeps it
// (context.orderingPart, across restarts) and spawns the children from it with the ids the views
// find them by — the voucher when `ordering` is entered (or when the chunk arrives), the others with
// their states. Details submitted (or an item value confirmed) before it came wait in
// `loadingOrderingPart` (the details stay on screen, their submission busy): loaded → the payment
// step; failed → back to the details with error.network (the next submission loads it again).
// `fillingOrderDetails` (FIELD.CHANGED keeps the value and clears that
// field's error; DETAILS.SUBMITTED validates with the domain in the spec's order; an item value above
// the limit → `confirmingItemValue`, ITEM_VALUE.CONFIRMED / CANCELLED; the phone rule needs
// libphonenumber, which the request page loads once the form is shown and hands over with
// PHONE_RULES.LOADED {rules} (or the input): submitted before they came, the details wait in
// `waitingForRules` (PHONE_RULES.LOADED submits them again, PHONE_RULES.FAILED returns with
// error.network, BACK and DESTINATION.CHANGE leave), `fillingPaymentDetails`
// (methods from the vendor's flags and the country parameters, `fetchPaymentMethods`; saved cards
// when online payment is offered, `fetchSavedCards`; the online payment child `paymentIntent` gets
// the CARD.* events (CARD.REMOVE too), and once, when the page came back from 3-D Secure
// (input paymentReturn), PAYMENT.RETURNED {intentId}; VOUCHER.* go to the voucher child; VAT_NUMBER.CHANGED keeps
// the business customer's VAT number (payment_vat); BACK, BACK_TO_ORIGIN_DETAILS; PAYMENT.SUBMITTED
// validates everything), `payingOnline` (PAY to the payment child; PAYMENT.FAILED comes back with
// the error key and its values — request.service-hours.closed {from, to, time} when the platform
// refused the card payment outside the service hours, as on the cash path — and the new fee after
// error.fee.changed), `submitting` (`createOrder`, or
// `updateOrder` in update mode). SignatureExpired on a new order → `refreshingFee` spawns the
// feeRefresh child (wait 1 s, recompute, compare with the accepted fee): unchanged retries at once
// with the fresh signature, changed asks `confirmingNewFee` ("The delivery fee is now:
// {fee}{currency}. Are you ok?", FEE.ACCEPTED retries, FEE.REJECTED returns to the payment step), a
// failed recompute returns to the payment step with error.fee.recompute. Any other failure is recorded
// (`recordingFailedTransaction`) and shown: "Could not create that order" / "Could not update that
// order". Success → `done` ("Order pushed!" / "Order Updated!"; guests also emit
// request.guestOrderPlaced) with output {orderId}; a 3-D Secure payment ends in
// `redirectingToPayment` with output {redirectUrl}.
// From anywhere, VENDOR.CHANGED {vendor} and ORDER_TO_UPDATE.CHANGED {order} start over (the route's
// vendor or ?orderID changed); FLAGS.CHANGED keeps the flags the flow reads.
import type {
  AddressBookEntry,
  Deliverability,
  DeliveryFee,
  DeliveryFeeRequest,
  Estimations,
  GeolocatorPlace,
  OrderRecord,
  SavedCard,
  Vendor,
} from "@domain/contract";
import { VENDOR_FETCH_ERROR_KEY } from "@domain/contract/vendor";
import { hasCoordinates, isSameAsPickup, parseCoordinates } from "@domain/request/coordinates";
import { errorKeyOf, errorMessageOf, isSignatureExpired } from "@domain/request/errors";
import { isTestVendor, testVendorFee } from "@domain/request/fees";
import { exceedsLimit } from "@domain/request/item-value";
import { ADDRESS_BOOK_MIN_CHARS, ADDRESS_DEBOUNCE_MS, VENDOR_POLL_MS, ITEM_VALUE_LIMIT_UNKNOWN } from "@domain/request/limits";
import { type GeolocatorLocation, REQUEST_MESSAGES } from "@domain/request/messages";
import { type AppliedVoucher, formValuesFromOrder, type GuestSender, orderTime } from "@domain/request/payload";
import { availablePaymentMethods, ONLINE_PAYMENT } from "@domain/request/payment-methods";
import {
  draftPartsOfPlace,
  EMPTY_ORIGIN_DRAFT,
  type OriginAddressDraft,
  SAVED_ADDRESS_KEYS,
  savedAddressPayload,
  savedAddressProblem,
} from "@domain/request/saved-address";
import { checkServiceHours, parseServiceClosedText } from "@domain/request/service-hours";
import {
  EMPTY_ORDER_FORM,
  type OrderFormErrors,
  type OrderFormValues,
  parseAmount,
  type RequestPhoneRules,
  validateOrderForm,
} from "@domain/request/validation";
import { isGuestVendorId } from "@domain/vendors";
import { assign, type DoneActorEvent, emit, enqueueActions, type ErrorActorEvent, raise, sendTo, setup, stopChild } from "xstate";
import type { CardFields } from "@domain/request/card";
import type { FeeRefreshInput, FeeRefreshOutput } from "../fee-refresh/fee-refresh.machine";
import type { PaymentFailedEvent, PaymentIntentInput, PaymentIntentOutput } from "../payment-intent/payment-intent.machine";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import type { VoucherInput, VoucherParentEvent } from "../voucher/voucher.machine";
import {
  autocomplete,
  computeFee,
  createOrder,
  fetchEstimations,
  fetchItemValueLimit,
  fetchPaymentMethods,
  fetchSavedCards,
  fetchServiceHours,
  type PaymentMethodsAnswer,
  placeDetails,
  readClock,
  recordFailedTransaction,
  reverseGeocode,
  saveOriginAddress,
  fetchVendor,
  loadOrderingPart,
  type OrderingPart,
  type OrderPayloadBuilders,
  searchAddressBook,
  updateOrder,
  validateArea,
} from "./request-flow.actors";

// ---- types -------------------------------------------------------------------------------------------

export type RequestMode = "CLASSIC" | "GODROID" | "GUEST";

export type RequestCountry = {
  /** ISO code (DK). */
  code: string;
  currency: string;
  /** IANA time zone of the service hours (Europe/Copenhagen). */
  timezone: string;
  /** Language parameter of the geolocator (the country's mapping; en by default). */
  language?: string;
  /** The deployment's default payment method (guests are offered it). */
  defaultPaymentMethod?: string;
};

export type RequestFlags = {
  preOrder: boolean;
  activateAddressBook: boolean;
  drawDeliveryAreas: boolean;
  voucher: boolean;
  nonePaymentMethod?: boolean;
  /** pay-at-pickup: PAY_AT_PICKUP is offered only with it. */
  payAtPickup?: boolean;
  /** increased-fee-info: a fee that rose says from what and why (fee-changed confirm, payment step). */
  increasedFeeInfo?: boolean;
  /** tag-id-check-pg: the details step offers the customer age check (age_validation_required) only with it. */
  ageCheck?: boolean;
  /** payment_vat: the payment step offers the VAT number, sent as vat_number. */
  paymentVat?: boolean;
};

export interface RequestFlowInput {
  /** The selected vendor, or the guest placeholder (vendor id "vendorID"). */
  vendor: Vendor;
  mode: RequestMode;
  country: RequestCountry;
  flags: RequestFlags;
  /** Update mode (?orderID=): the order to change. */
  orderToUpdate?: OrderRecord | null;
  /** Guest mode: the stored guest data (sender block and origin). */
  guestSender?: GuestSender | null;
  /** Back from the 3-D Secure page (?payment=failed|cancelled&intent=): the intent to ask about. */
  paymentReturn?: PaymentReturn | null;
  /** The phone rules when the page already has them (else PHONE_RULES.LOADED brings them). */
  phoneRules?: RequestPhoneRules | null;
}

export type PaymentReturn = { intentId: string };

/** A resolved address: coordinates and the text shown. */
export type Place = { latitude: number; longitude: number; address: string };

export type AddressSuggestion =
  | { kind: "place"; id: string; label: string; latitude: number; longitude: number }
  | { kind: "addressBook"; id: string; label: string; entry: AddressBookEntry };

export interface RequestFlowContext {
  vendor: Vendor;
  mode: RequestMode;
  country: RequestCountry;
  flags: RequestFlags;
  guestSender: GuestSender | null;
  orderToUpdate: OrderRecord | null;
  /** Issue 17: the 3-D Secure return to tell the payment child about (once). */
  paymentReturn: PaymentReturn | null;
  /** The phone rules (libphonenumber), null until the page has loaded them. */
  phoneRules: RequestPhoneRules | null;
  /** The payment step's children (their own chunk, `loadOrderingPart`), null until it came; kept across restarts. */
  orderingPart: OrderingPart | null;
  /** Epoch ms read by `readClock` when the service hours were checked. */
  now: number | null;
  /** Where the rider picks up (vendor coordinates, the saved origin, or the guest's location). */
  origin: Place | null;
  originDraft: OriginAddressDraft;
  originQuery: string;
  originSuggestions: AddressSuggestion[];
  /** The serviceHours parameter as read; null when it could not be fetched. */
  serviceHours: string | null;
  addressQuery: string;
  suggestions: AddressSuggestion[];
  destination: Place | null;
  /** Where the destination pin was dropped (reverse geocoded for its address). */
  pin: { latitude: number; longitude: number } | null;
  deliveryFee: DeliveryFee | null;
  estimations: Estimations | null;
  /** orderItemValueExceedLimit; null until read, -1 when unreadable. */
  itemValueLimit: number | null;
  /** The item value the user confirmed above the limit. */
  confirmedItemValue: number | null;
  values: OrderFormValues;
  errors: OrderFormErrors;
  availablePaymentMethods: string[];
  savedCards: SavedCard[];
  /** The valid voucher (from the voucher child) with the discounted fee and its signature. */
  voucher: AppliedVoucher | null;
  /** The recomputed fee waiting for the user's confirmation. */
  pendingFee: DeliveryFee | null;
  /** The fee before the last replacement when the new one is higher (increased-fee-info), else null. */
  feeRaisedFrom: number | null;
  orderId: string | null;
  redirectUrl: string | null;
  /** The last failed order call, for the failed-transaction record. */
  failure: { message: string; key: string | null } | null;
}

export type OriginField = "unit" | "building" | "notes";

export type RequestFlowEvent =
  | { type: "VENDOR.CHANGED"; vendor: Vendor }
  | { type: "ORDER_TO_UPDATE.CHANGED"; order: OrderRecord | null }
  | { type: "FLAGS.CHANGED"; flags: Partial<RequestFlags> }
  | { type: "ORIGIN.TYPED"; text: string }
  | { type: "ORIGIN.SUGGESTION_PICKED"; suggestion: AddressSuggestion }
  | { type: "ORIGIN.FIELD_CHANGED"; field: OriginField; value: string }
  | { type: "ORIGIN.SAVE" }
  | { type: "ORIGIN.CHANGE" }
  | { type: "ORIGIN_DETAILS.CONFIRMED" }
  | { type: "PIN.MOVED"; latitude: number; longitude: number }
  | { type: "RETRY" }
  | { type: "ADDRESS.TYPED"; text: string }
  | { type: "SUGGESTION.PICKED"; suggestion: AddressSuggestion }
  | { type: "DESTINATION.CHANGE" }
  | { type: "FIELD.CHANGED"; field: keyof OrderFormValues; value: string | number | boolean | null }
  | { type: "DETAILS.SUBMITTED" }
  | { type: "ITEM_VALUE.CONFIRMED" }
  | { type: "ITEM_VALUE.CANCELLED" }
  | { type: "PAYMENT_METHOD.SELECTED"; method: string }
  | { type: "VOUCHER.SUBMITTED"; code: string }
  | { type: "VOUCHER.CLEARED" }
  | { type: "CARD.MODE_SELECTED"; mode: "NEW" | "EXISTING" }
  | { type: "CARD.NAME_CHANGED"; name: string }
  | { type: "CARD.FORM_CHANGED"; fields: CardFields }
  | { type: "CARD.SELECTED"; cardId: string }
  | { type: "CARD.SAVE_TOGGLED"; save: boolean }
  | { type: "CARD.REMOVE"; cardId: string }
  | { type: "VAT_NUMBER.CHANGED"; value: string }
  | { type: "PAYMENT.SUBMITTED" }
  | { type: "BACK" }
  | { type: "BACK_TO_ORIGIN_DETAILS" }
  | { type: "FEE.ACCEPTED" }
  | { type: "FEE.REJECTED" }
  | { type: "PHONE_RULES.LOADED"; rules: RequestPhoneRules }
  | { type: "PHONE_RULES.FAILED" }
  | VoucherParentEvent
  | PaymentFailedEvent
  // The payment step's children are spawned from the loaded chunk: their outcomes come as these.
  | DoneActorEvent<PaymentIntentOutput, "paymentIntent">
  | ErrorActorEvent<unknown, "paymentIntent">
  | DoneActorEvent<FeeRefreshOutput, "feeRefresh">
  | ErrorActorEvent<unknown, "feeRefresh">;

export type GuestOrderPlacedEvent = { type: "request.guestOrderPlaced"; orderId: string };
export type RequestFlowEmitted = NotifyEvent | GuestOrderPlacedEvent;

export type RequestFlowOutput = { orderId: string | null; redirectUrl: string | null };

export const REQUEST_TIMINGS = { addressDebounceMs: ADDRESS_DEBOUNCE_MS, vendorPollMs: VENDOR_POLL_MS } as const;

// ---- pure helpers (context → data) ---------------------------------------------------------------------

export const isGuestContext = (c: Pick<RequestFlowContext, "mode" | "vendor">): boolean => c.mode === "GUEST" || isGuestVendorId(c.vendor.vendor_id);

function originOf(vendor: Vendor, guest: boolean, guestSender: GuestSender | null): Place | null {
  if (guest) {
    const l = guestSender?.location;
    return l && hasCoordinates(l) ? { latitude: l.latitude, longitude: l.longitude, address: l.address } : null;
  }
  const l = vendor.vendor_information.location;
  return hasCoordinates(l) ? { latitude: l.latitude, longitude: l.longitude, address: l.address_text } : null;
}

function draftOf(vendor: Vendor): OriginAddressDraft {
  const l = vendor.vendor_information.location;
  return {
    ...EMPTY_ORIGIN_DRAFT,
    text: l.address_text,
    latitude: l.latitude,
    longitude: l.longitude,
    unit: l.unit,
    building: l.building,
    notes: l.rider_instructions,
    city: l.city,
    countryCode: l.country_code,
    postalCode: l.postal_code,
  };
}

function destinationOf(order: OrderRecord | null): Place | null {
  const l = order?.customer.location;
  return l && hasCoordinates(l) ? { latitude: l.latitude, longitude: l.longitude, address: l.address } : null;
}

type Base = Pick<RequestFlowContext, "vendor" | "mode" | "country" | "flags" | "guestSender" | "orderToUpdate" | "paymentReturn" | "phoneRules" | "orderingPart">;

function initialContext(base: Base): RequestFlowContext {
  const guest = isGuestContext(base);
  const destination = destinationOf(base.orderToUpdate);
  return {
    ...base,
    now: null,
    origin: originOf(base.vendor, guest, base.guestSender),
    originDraft: draftOf(base.vendor),
    originQuery: "",
    originSuggestions: [],
    serviceHours: null,
    addressQuery: destination?.address ?? "",
    suggestions: [],
    destination,
    pin: null,
    deliveryFee: null,
    estimations: null,
    itemValueLimit: null,
    confirmedItemValue: null,
    values: base.orderToUpdate ? formValuesFromOrder(base.orderToUpdate) : EMPTY_ORDER_FORM,
    errors: {},
    availablePaymentMethods: [],
    savedCards: [],
    voucher: null,
    pendingFee: null,
    feeRaisedFrom: null,
    orderId: null,
    redirectUrl: null,
    failure: null,
  };
}

const baseOf = (c: RequestFlowContext): Base => ({
  vendor: c.vendor,
  mode: c.mode,
  country: c.country,
  flags: c.flags,
  guestSender: c.guestSender,
  orderToUpdate: c.orderToUpdate,
  paymentReturn: c.paymentReturn,
  phoneRules: c.phoneRules,
  orderingPart: c.orderingPart,
});

const placeSuggestion = (p: GeolocatorPlace): AddressSuggestion => ({
  kind: "place",
  id: p.address.id,
  label: p.address.formatted_address,
  latitude: p.address.latitude,
  longitude: p.address.longitude,
});

const addressBookSuggestion = (e: AddressBookEntry): AddressSuggestion => ({ kind: "addressBook", id: e.id, label: `${e.name} - ${e.address}`, entry: e });

const placeOf = (p: GeolocatorPlace): Place => ({ latitude: p.address.latitude, longitude: p.address.longitude, address: p.address.formatted_address });

/** The origin of the fee and deliverability calls (0,0 never happens: those states need an origin). */
const originPoint = (c: RequestFlowContext) => ({ latitude: c.origin?.latitude ?? 0, longitude: c.origin?.longitude ?? 0 });
const destinationPoint = (c: RequestFlowContext) => ({ latitude: c.destination?.latitude ?? 0, longitude: c.destination?.longitude ?? 0 });

export const feeRequestOf = (c: RequestFlowContext): DeliveryFeeRequest => ({
  source: originPoint(c),
  destination: destinationPoint(c),
  vendor_id: c.vendor.vendor_id,
  delivery_type: "food",
});

/** Before the rules came no phone passes (the details wait for them in `waitingForRules` first). */
const NO_PHONE_RULES: Pick<RequestPhoneRules, "isPossiblePhone"> = { isPossiblePhone: () => false };

export const formContext = (c: RequestFlowContext, scope: "details" | "all") => ({
  vendor: c.vendor,
  country: { code: c.country.code },
  availablePaymentMethods: c.availablePaymentMethods,
  destination: c.destination,
  scope,
  vatEnabled: c.flags.paymentVat ?? false,
  phoneRules: c.phoneRules ?? NO_PHONE_RULES,
});

/**
 * The order payload builders of the current context (./request-flow.payloads.ts): they come with the
 * payment step's chunk, which is there whenever an order is sent (the payment step needs it first).
 */
function payloadsOf(c: RequestFlowContext): OrderPayloadBuilders<RequestFlowContext> {
  if (!c.orderingPart) throw new Error("The ordering part is not loaded");
  return c.orderingPart.payloads as OrderPayloadBuilders<RequestFlowContext>;
}

const methodsOf = (c: RequestFlowContext, answer: PaymentMethodsAnswer) =>
  availablePaymentMethods({
    vendorMethods: c.vendor.flags.payment_methods,
    countryMethods: answer.countryMethods,
    onlinePaymentActivated: answer.onlinePaymentActivated,
    guest: isGuestContext(c),
    noneAllowed: c.flags.nonePaymentMethod ?? false,
    payAtPickupAllowed: c.flags.payAtPickup ?? false,
    defaultMethod: c.country.defaultPaymentMethod,
    updateMode: !!c.orderToUpdate,
  });

const notify = (kind: NotifyEvent["kind"], key: string, values?: NotifyEvent["values"]): NotifyEvent => notifyEvent(kind, key, { values });

// ---- machine -------------------------------------------------------------------------------------------

export const requestFlowMachine = setup({
  types: {
    context: {} as RequestFlowContext,
    events: {} as RequestFlowEvent,
    input: {} as RequestFlowInput,
    output: {} as RequestFlowOutput,
    emitted: {} as RequestFlowEmitted,
  },
  actors: {
    readClock,
    saveOriginAddress,
    fetchVendor,
    fetchServiceHours,
    autocomplete,
    searchAddressBook,
    reverseGeocode,
    placeDetails,
    validateArea,
    computeFee,
    fetchEstimations,
    fetchItemValueLimit,
    fetchPaymentMethods,
    fetchSavedCards,
    createOrder,
    updateOrder,
    recordFailedTransaction,
    loadOrderingPart,
  },
  delays: {
    /** Address suggestions wait for a pause in typing (500 ms). */
    addressDebounce: REQUEST_TIMINGS.addressDebounceMs,
    /** After an origin save the vendor is read again every 200 ms until it has coordinates. */
    vendorPoll: REQUEST_TIMINGS.vendorPollMs,
  },
  guards: {
    /** The route may restart the flow until it has finished (a finished flow ignores it). */
    flowGoesOn: ({ context }) => context.orderId === null && context.redirectUrl === null,
    /** The vendor read after an origin save has its coordinates (the platform may take a moment). */
    vendorHasCoordinates: (_, params: { vendor: Vendor }) => hasCoordinates(params.vendor.vendor_information.location),
    /** Without a pickup location nothing can be computed: ask for the origin first. */
    hasOrigin: ({ context }) => context.origin !== null,
    /** Guests have no vendor address to save: their place is kept locally. */
    isGuest: ({ context }) => isGuestContext(context),
    /** ?orderID= puts the flow in update mode (PUT /order/{id}, no SignatureExpired retry). */
    isUpdateMode: ({ context }) => context.orderToUpdate !== null,
    /** In update mode with a located order the destination is already known. */
    updateModeWithDestination: ({ context }) => context.orderToUpdate !== null && context.destination !== null,
    /** The origin draft cannot be saved (no coordinates, notes or street too long). */
    originDraftHasProblem: ({ context }) => savedAddressProblem(context.originDraft) !== null,
    /** The domain rule of service hours, read at `now` in the country time zone (unknown counts as open). */
    serviceClosed: ({ context }) =>
      context.now !== null && !checkServiceHours(context.serviceHours, context.now, context.country.timezone).open,
    /** "lat,lng" typed: reverse geocode instead of searching. */
    typedCoordinates: (_, params: { text: string }) => parseCoordinates(params.text) !== null,
    /** Nothing to search for. */
    typedNothing: (_, params: { text: string }) => params.text.trim() === "",
    /** The address book applies with the activate-address-book flag, from 2 characters (not for guests). */
    addressBookApplies: ({ context }) =>
      context.flags.activateAddressBook && !isGuestContext(context) && context.addressQuery.trim().length >= ADDRESS_BOOK_MIN_CHARS,
    /** An address-book entry carries its coordinates and customer: no details call. */
    isAddressBookSuggestion: (_, params: { suggestion: AddressSuggestion }) => params.suggestion.kind === "addressBook",
    /** A geolocator answer without any item is a failure too. */
    placeFound: (_, params: { place: GeolocatorPlace | null }) => params.place !== null,
    deliverable: (_, params: { result: Deliverability }) => params.result === "DELIVERABLE",
    /** The hard-coded test vendors bypass deliverability and fee errors. */
    isTestVendor: ({ context }) => isTestVendor(context.vendor.vendor_id),
    /** The limit is read once per flow. */
    itemValueLimitUnread: ({ context }) => context.itemValueLimit === null,
    /** The phone rules have not come yet (the page loads them once the form is shown). */
    phoneRulesMissing: ({ context }) => context.phoneRules === null,
    phoneRulesKnown: ({ context }) => context.phoneRules !== null,
    /** The payment step's chunk is there (its children can be spawned). */
    orderingPartLoaded: ({ context }) => context.orderingPart !== null,
    orderingPartMissing: ({ context }) => context.orderingPart === null,
    detailsInvalid: ({ context }) => Object.keys(validateOrderForm(context.values, formContext(context, "details"))).length > 0,
    /** Above the limit and not yet confirmed for this amount. */
    itemValueNeedsConfirm: ({ context }) => {
      const amount = parseAmount(context.values.orderAmount);
      return exceedsLimit(amount, context.itemValueLimit ?? ITEM_VALUE_LIMIT_UNKNOWN) && context.confirmedItemValue !== amount;
    },
    paymentInvalid: ({ context }) => Object.keys(validateOrderForm(context.values, formContext(context, "all"))).length > 0,
    payingOnline: ({ context }) => context.values.paymentMethod === ONLINE_PAYMENT,
    /** Saved cards matter only when online payment is offered. */
    onlineOffered: ({ context }, params: { answer: PaymentMethodsAnswer }) => methodsOf(context, params.answer).includes(ONLINE_PAYMENT),
    /** Vouchers need the voucher flag and a new order. */
    voucherEnabled: ({ context }) => context.flags.voucher && context.orderToUpdate === null,
    signatureExpired: (_, params: { error: unknown }) => isSignatureExpired(params.error),
    /** The destination is where the rider picks up (within SAME_PLACE_MAX_METRES). */
    destinationIsPickup: ({ context }) => {
      return !!context.origin && !!context.destination && isSameAsPickup(context.origin, context.destination);
    },
    /** The feeRefresh child found another fee than the accepted one: the user must confirm it. */
    feeChanged: (_, params: { outcome: FeeRefreshOutput }) => params.outcome.status === "changed",
    paymentRedirects: (_, params: { output: PaymentIntentOutput }) => params.output.status === "redirect",
  },
  actions: {
    // -- start over
    resetForVendor: assign(({ context }, params: { vendor: Vendor }) => initialContext({ ...baseOf(context), vendor: params.vendor })),
    resetForOrder: assign(({ context }, params: { order: OrderRecord | null }) => initialContext({ ...baseOf(context), orderToUpdate: params.order })),
    storePhoneRules: assign((_, params: { rules: RequestPhoneRules }) => ({ phoneRules: params.rules })),
    /** The rules came while the details waited: they are submitted again. */
    resubmitDetails: raise({ type: "DETAILS.SUBMITTED" as const }),
    storeFlags: assign({ flags: ({ context }, params: { flags: Partial<RequestFlags> | undefined }) => ({ ...context.flags, ...(params.flags ?? {}) }) }),

    // -- origin
    storeOriginQuery: assign({
      originQuery: (_, params: { text: string }) => params.text,
      originDraft: ({ context }, params: { text: string }) => ({ ...context.originDraft, ...draftPartsOfPlace({}), text: params.text, latitude: null, longitude: null }),
    }),
    storeOriginSuggestions: assign({ originSuggestions: (_, params: { places: GeolocatorPlace[] }) => params.places.map(placeSuggestion) }),
    clearOriginSuggestions: assign({ originSuggestions: [] }),
    /** A chosen place is the origin with its city, postal code, country, street and number. */
    storeOriginPlace: assign({
      originDraft: ({ context }, params: { place: GeolocatorPlace }) => ({
        ...context.originDraft,
        ...draftPartsOfPlace(params.place.address),
        text: params.place.address.formatted_address,
        latitude: params.place.address.latitude,
        longitude: params.place.address.longitude,
      }),
      originQuery: (_, params: { place: GeolocatorPlace }) => params.place.address.formatted_address,
      originSuggestions: [],
    }),
    storeOriginPin: assign({
      originDraft: ({ context }, params: { latitude: number; longitude: number }) => ({ ...context.originDraft, latitude: params.latitude, longitude: params.longitude }),
    }),
    storeOriginField: assign({
      originDraft: ({ context }, params: { field: OriginField; value: string }) => ({ ...context.originDraft, [params.field]: params.value }),
    }),
    /** Guests keep the place as their origin (and sender location) without saving it. */
    useDraftAsOrigin: assign(({ context }) => {
      const d = context.originDraft;
      const origin = { latitude: d.latitude ?? 0, longitude: d.longitude ?? 0, address: d.text };
      return {
        origin,
        guestSender: context.guestSender ? { ...context.guestSender, location: { ...origin, notes: d.notes } } : null,
      };
    }),
    storeSavedVendor: assign(({ context }, params: { vendor: Vendor }) => {
      const saved = originOf(params.vendor, false, null);
      const d = context.originDraft;
      return {
        vendor: params.vendor,
        origin: saved ?? { latitude: d.latitude ?? 0, longitude: d.longitude ?? 0, address: d.text },
      };
    }),
    resetOriginDraft: assign({ originDraft: ({ context }) => draftOf(context.vendor), originQuery: "", originSuggestions: [] }),
    notifyOriginSaved: emit(notify("SUCCESS", SAVED_ADDRESS_KEYS.saved)),
    /** Address update failure (core §8): the meta translation key, else "We were unable to update the address.". */
    notifyOriginSaveFailed: emit((_, params: { error: unknown }) => notify("ERROR", errorKeyOf(params.error) ?? SAVED_ADDRESS_KEYS.updateFailed)),
    notifyVendorFetchFailed: emit(notify("ERROR", VENDOR_FETCH_ERROR_KEY)),
    notifyOriginProblem: emit(({ context }) => {
      const problem = savedAddressProblem(context.originDraft) ?? SAVED_ADDRESS_KEYS.noCoordinates;
      return notify(problem === SAVED_ADDRESS_KEYS.noCoordinates ? "WARNING" : "ERROR", problem);
    }),
    notifyGeolocator: emit((_, params: { key: string; location: GeolocatorLocation }) => notify("ERROR", params.key, { location: params.location })),

    // -- service hours
    storeNow: assign({ now: (_, params: { now: number | null }) => params.now }),
    storeServiceHours: assign({ serviceHours: (_, params: { raw: string | null }) => params.raw }),
    notifyServiceClosed: emit(({ context }) => {
      const v = checkServiceHours(context.serviceHours, context.now ?? 0, context.country.timezone);
      return v.open ? notify("ERROR", REQUEST_MESSAGES.serviceClosed) : notify("ERROR", REQUEST_MESSAGES.serviceClosed, { from: v.from, to: v.to, time: v.time });
    }),

    // -- destination
    storeAddressQuery: assign({
      addressQuery: (_, params: { text: string }) => params.text,
      errors: ({ context }) => {
        const { destinationTextAddress: _cleared, ...rest } = context.errors;
        return rest;
      },
    }),
    storeSuggestions: assign({ suggestions: (_, params: { places: GeolocatorPlace[] }) => params.places.map(placeSuggestion) }),
    appendAddressBook: assign({
      suggestions: ({ context }, params: { entries: AddressBookEntry[] }) => [...params.entries.map(addressBookSuggestion), ...context.suggestions],
    }),
    clearSuggestions: assign({ suggestions: [] }),
    storeDestination: assign(({ context }, params: { place: Place }) => ({
      destination: params.place,
      addressQuery: params.place.address,
      suggestions: [],
      values: { ...context.values, destinationTextAddress: params.place.address },
    })),
    /** An address-book entry fills the customer too (address: unit first, then building, as stored). */
    pickAddressBookEntry: assign(({ context }, params: { entry: AddressBookEntry }) => ({
      destination: { latitude: params.entry.latitude, longitude: params.entry.longitude, address: params.entry.address },
      addressQuery: params.entry.address,
      suggestions: [],
      values: {
        ...context.values,
        destinationTextAddress: params.entry.address,
        destinationName: params.entry.name,
        destinationPhoneNumber: params.entry.phone_number,
        riderNotes: params.entry.notes ?? context.values.riderNotes,
      },
    })),
    setDestinationError: assign({ errors: ({ context }, params: { key: string }) => ({ ...context.errors, destinationTextAddress: params.key }) }),
    /** "We cannot deliver that order there." — hidden when draw-delivery-areas shows the areas on the map. */
    notifyUndeliverable: enqueueActions(({ context, enqueue }) => {
      if (!context.flags.drawDeliveryAreas) enqueue.emit(notify("WARNING", REQUEST_MESSAGES.undeliverable));
    }),
    notify: emit((_, params: { kind: NotifyEvent["kind"]; key: string }) => notify(params.kind, params.key)),

    // -- fee, estimations, limit
    storeFee: assign({ deliveryFee: (_, params: { fee: DeliveryFee }) => params.fee }),
    storeTestVendorFee: assign({ deliveryFee: ({ context }) => testVendorFee(context.country.currency) }),
    storeEstimations: assign({ estimations: (_, params: { estimations: Estimations | null }) => params.estimations }),
    storeItemValueLimit: assign({ itemValueLimit: (_, params: { limit: number }) => (Number.isFinite(params.limit) ? params.limit : ITEM_VALUE_LIMIT_UNKNOWN) }),

    // -- details
    storeField: assign(({ context }, params: { field: keyof OrderFormValues; value: string | number | boolean | null }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [params.field]: params.value } as OrderFormValues, errors };
    }),
    storeDetailsErrors: assign({ errors: ({ context }) => validateOrderForm(context.values, formContext(context, "details")) }),
    storePaymentErrors: assign({ errors: ({ context }) => validateOrderForm(context.values, formContext(context, "all")) }),
    clearErrors: assign({ errors: {} }),
    confirmItemValue: assign({ confirmedItemValue: ({ context }) => parseAmount(context.values.orderAmount) }),
    notifyItemValue: emit(({ context }) =>
      notify("WARNING", REQUEST_MESSAGES.itemValueWarning, { limit: context.itemValueLimit ?? ITEM_VALUE_LIMIT_UNKNOWN, currency: context.country.currency }),
    ),

    // -- payment
    /** Methods of the vendor and the country; the default method (or the only one) is preselected. */
    storePaymentMethods: assign(({ context }, params: { answer: PaymentMethodsAnswer }) => {
      const methods = methodsOf(context, params.answer);
      const current = context.values.paymentMethod;
      const preferred = context.country.defaultPaymentMethod;
      const chosen = current && methods.includes(current) ? current : preferred && methods.includes(preferred) ? preferred : (methods[0] ?? current);
      return { availablePaymentMethods: methods, values: { ...context.values, paymentMethod: chosen } };
    }),
    storeSavedCards: assign({ savedCards: (_, params: { cards: SavedCard[] }) => params.cards }),
    selectPaymentMethod: assign(({ context }, params: { method: string }) => {
      const { paymentMethod: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, paymentMethod: params.method }, errors };
    }),
    // -- the payment step's children, spawned from their chunk (with the ids the views find them by)
    storeOrderingPart: assign({ orderingPart: (_, params: { part: OrderingPart }) => params.part }),
    /** The voucher child lives while ordering; spawned as soon as the chunk is there. */
    startVoucher: enqueueActions(({ context, enqueue }) => {
      if (!context.orderingPart) return;
      const input: VoucherInput = {
        vendorId: context.vendor.vendor_id,
        deliveryFee: context.deliveryFee ? { fee: context.deliveryFee.fee, signature: context.deliveryFee.signature } : null,
        orderTime: orderTime(context.values.preordered_for, context.now ?? 0),
      };
      // Logic from a loaded chunk: the setup's typing knows only its named actors.
      enqueue.spawnChild(context.orderingPart.voucher as never, { id: "voucher", input } as never);
    }),
    stopVoucher: stopChild("voucher"),
    /** The online payment child lives while the payment details are filled in. */
    startPaymentIntent: enqueueActions(({ context, enqueue }) => {
      if (!context.orderingPart) return;
      const input: PaymentIntentInput = { vendorId: context.vendor.vendor_id, now: context.now ?? 0 };
      enqueue.spawnChild(context.orderingPart.paymentIntent as never, { id: "paymentIntent", input } as never);
    }),
    stopPaymentIntent: stopChild("paymentIntent"),
    /** The SignatureExpired retry of a new order. */
    startFeeRefresh: enqueueActions(({ context, enqueue }) => {
      if (!context.orderingPart) return;
      const input: FeeRefreshInput = { request: feeRequestOf(context), accepted: context.deliveryFee };
      enqueue.spawnChild(context.orderingPart.feeRefresh as never, { id: "feeRefresh", input } as never);
    }),
    stopFeeRefresh: stopChild("feeRefresh"),
    storeVoucher: assign({ voucher: (_, params: { applied: AppliedVoucher }) => params.applied }),
    clearVoucher: assign({ voucher: null }),
    forwardToVoucher: sendTo("voucher", ({ event }) => event as { type: "VOUCHER.SUBMITTED"; code: string } | { type: "VOUCHER.CLEARED" }),
    forwardToPayment: sendTo("paymentIntent", ({ event }) => event),
    /** Back from the 3-D Secure page (issue 17): the payment child asks where that intent is, once. */
    tellPaymentReturn: enqueueActions(({ context, enqueue }) => {
      if (!context.paymentReturn) return;
      enqueue.sendTo("paymentIntent", { type: "PAYMENT.RETURNED" as const, intentId: context.paymentReturn.intentId });
      enqueue.assign({ paymentReturn: null });
    }),
    sendPay: sendTo("paymentIntent", ({ context }) => ({ type: "PAY" as const, order: payloadsOf(context).create(context, true), feeRequest: feeRequestOf(context) })),
    /** A new fee replaces the old one; a voucher signed for the old fee no longer applies. */
    replaceFee: enqueueActions(({ context, enqueue }, params: { fee: DeliveryFee | null }) => {
      if (!params.fee) return;
      const old = context.deliveryFee?.fee ?? null;
      const feeRaisedFrom = old !== null && params.fee.fee > old ? old : null;
      enqueue.assign({ deliveryFee: params.fee, voucher: null, pendingFee: null, feeRaisedFrom });
      enqueue.sendTo("voucher", { type: "VOUCHER.FEE_CHANGED", deliveryFee: { fee: params.fee.fee, signature: params.fee.signature } });
    }),
    storePendingFee: assign({ pendingFee: (_, params: { fee: DeliveryFee }) => params.fee }),
    /** The payment child's failure key, with its values (the service hours when the platform refused the order outside them). */
    notifyPaymentFailed: emit((_, params: { errorKey: string; values?: Record<string, string> }) => notify("ERROR", params.errorKey, params.values)),

    // -- submission
    storeFailure: assign({ failure: (_, params: { error: unknown }) => ({ message: errorMessageOf(params.error), key: errorKeyOf(params.error) }) }),
    storeOrderId: assign({ orderId: (_, params: { orderId: string }) => params.orderId }),
    storeRedirect: assign((_, params: { output: PaymentIntentOutput }) => ({
      orderId: params.output.orderId,
      redirectUrl: params.output.status === "redirect" ? params.output.redirectUrl : null,
    })),
    /**
     * "Could not create/update that order"; when the platform refused it outside the service hours
     * (issue 17: its key and text are the service-closed step's), the service-closed message instead.
     */
    notifyOrderFailed: emit(({ context }) => {
      const closed = context.failure?.key === REQUEST_MESSAGES.serviceClosed ? parseServiceClosedText(context.failure.message) : null;
      if (closed) return notify("ERROR", REQUEST_MESSAGES.serviceClosed, closed);
      return notify("ERROR", context.orderToUpdate ? REQUEST_MESSAGES.updateFailed : REQUEST_MESSAGES.createFailed);
    }),
    /** "Order pushed!" / "Order Updated!"; guests also append the order to their stored list. */
    announceOrder: enqueueActions(({ context, enqueue }) => {
      enqueue.emit(notify("SUCCESS", context.orderToUpdate ? REQUEST_MESSAGES.orderUpdated : REQUEST_MESSAGES.orderPushed));
      if (isGuestContext(context) && context.orderId) enqueue.emit({ type: "request.guestOrderPlaced", orderId: context.orderId });
    }),
  },
}).createMachine({
  id: "requestFlow",
  context: ({ input }) =>
    initialContext({
      vendor: input.vendor,
      mode: input.mode,
      country: input.country,
      flags: input.flags,
      guestSender: input.guestSender ?? null,
      orderToUpdate: input.orderToUpdate ?? null,
      paymentReturn: input.paymentReturn ?? null,
      phoneRules: input.phoneRules ?? null,
      orderingPart: null,
    }),
  output: ({ context }) => ({ orderId: context.orderId, redirectUrl: context.redirectUrl }),
  initial: "starting",
  on: {
    "VENDOR.CHANGED": {
      guard: "flowGoesOn",
      target: ".starting",
      actions: { type: "resetForVendor", params: ({ event }) => ({ vendor: event.vendor }) },
    },
    "ORDER_TO_UPDATE.CHANGED": {
      guard: "flowGoesOn",
      target: ".starting",
      actions: { type: "resetForOrder", params: ({ event }) => ({ order: event.order }) },
    },
    "FLAGS.CHANGED": { guard: "flowGoesOn", actions: { type: "storeFlags", params: ({ event }) => ({ flags: event.flags }) } },
    "PHONE_RULES.LOADED": { actions: { type: "storePhoneRules", params: ({ event }) => ({ rules: event.rules }) } },
  },
  states: {
    starting: {
      always: [{ guard: "hasOrigin", target: "checkingServiceHours" }, { target: "askingOriginAddress" }],
    },

    askingOriginAddress: {
      initial: "idle",
      on: {
        "ORIGIN.TYPED": [
          { guard: { type: "typedNothing", params: ({ event }) => ({ text: event.text }) }, target: ".idle", actions: [{ type: "storeOriginQuery", params: ({ event }) => ({ text: event.text }) }, "clearOriginSuggestions"] },
          { target: ".waitingToSearch", actions: { type: "storeOriginQuery", params: ({ event }) => ({ text: event.text }) } },
        ],
        "ORIGIN.SUGGESTION_PICKED": { target: ".fetchingPlace" },
        "ORIGIN.FIELD_CHANGED": { actions: { type: "storeOriginField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        "PIN.MOVED": {
          target: ".reversingPin",
          actions: { type: "storeOriginPin", params: ({ event }) => ({ latitude: event.latitude, longitude: event.longitude }) },
        },
        "ORIGIN.SAVE": [
          { guard: "originDraftHasProblem", actions: "notifyOriginProblem" },
          { guard: "isGuest", target: "askingOriginAddressDetails", actions: "useDraftAsOrigin" },
          { target: "savingOriginAddress" },
        ],
      },
      states: {
        idle: {},
        waitingToSearch: {
          after: { addressDebounce: { target: "searching" } },
        },
        searching: {
          tags: ["searching"],
          invoke: {
            id: "autocompleteOrigin",
            src: "autocomplete",
            input: ({ context }) => ({
              query: context.originQuery,
              country: context.country.code,
              latitude: null,
              longitude: null,
              language: context.country.language ?? "en",
            }),
            onDone: { target: "idle", actions: { type: "storeOriginSuggestions", params: ({ event }) => ({ places: event.output }) } },
            onError: {
              target: "idle",
              actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorAutocomplete, location: "ORIGIN_ADDRESS" } },
            },
          },
        },
        fetchingPlace: {
          tags: ["loading"],
          invoke: {
            id: "originPlaceDetails",
            src: "placeDetails",
            input: ({ event }) => ({ queryId: (event as { suggestion?: AddressSuggestion }).suggestion?.id ?? "" }),
            onDone: [
              {
                guard: { type: "placeFound", params: ({ event }) => ({ place: event.output }) },
                target: "idle",
                actions: { type: "storeOriginPlace", params: ({ event }) => ({ place: event.output as GeolocatorPlace }) },
              },
              { target: "idle", actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorDetails, location: "ORIGIN_ADDRESS" } } },
            ],
            onError: {
              target: "idle",
              actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorDetails, location: "ORIGIN_ADDRESS" } },
            },
          },
        },
        reversingPin: {
          tags: ["loading"],
          invoke: {
            id: "reverseOrigin",
            src: "reverseGeocode",
            input: ({ context }) => ({ latitude: context.originDraft.latitude ?? 0, longitude: context.originDraft.longitude ?? 0 }),
            onDone: [
              {
                guard: { type: "placeFound", params: ({ event }) => ({ place: event.output }) },
                target: "#requestFlow.askingOriginAddress.savingPin",
                actions: assign({
                  // The pin's position stays; the address, city, postal code, street and number are the ones found there.
                  originDraft: ({ context, event }) => ({
                    ...context.originDraft,
                    ...draftPartsOfPlace((event.output as GeolocatorPlace).address),
                    text: (event.output as GeolocatorPlace).address.formatted_address,
                  }),
                  originQuery: ({ event }) => (event.output as GeolocatorPlace).address.formatted_address,
                }),
              },
              { target: "idle", actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorReverse, location: "ORIGIN_ADDRESS" } } },
            ],
            onError: {
              target: "idle",
              actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorReverse, location: "ORIGIN_ADDRESS" } },
            },
          },
        },
        /** A moved pin with an address is saved at once (the same rules as ORIGIN.SAVE). */
        savingPin: {
          always: [
            { guard: "originDraftHasProblem", target: "idle", actions: "notifyOriginProblem" },
            { guard: "isGuest", target: "#requestFlow.askingOriginAddressDetails", actions: "useDraftAsOrigin" },
            { target: "#requestFlow.savingOriginAddress" },
          ],
        },
      },
    },

    savingOriginAddress: {
      tags: ["loading"],
      invoke: {
        id: "saveOriginAddress",
        src: "saveOriginAddress",
        input: ({ context }) => ({
          vendorId: context.vendor.vendor_id,
          address: savedAddressPayload({ ...context.originDraft, latitude: context.originDraft.latitude ?? 0, longitude: context.originDraft.longitude ?? 0 }),
        }),
        onDone: { target: "refreshingVendor", actions: "notifyOriginSaved" },
        onError: { target: "askingOriginAddress", actions: { type: "notifyOriginSaveFailed", params: ({ event }) => ({ error: event.error }) } },
      },
    },

    /** The vendor is read again (GET /vendor/{id}) every 200 ms until it comes back with coordinates. */
    refreshingVendor: {
      tags: ["loading"],
      initial: "fetching",
      states: {
        fetching: {
          invoke: {
            id: "fetchVendor",
            src: "fetchVendor",
            input: ({ context }) => ({ vendorId: context.vendor.vendor_id }),
            onDone: [
              {
                guard: { type: "vendorHasCoordinates", params: ({ event }) => ({ vendor: event.output }) },
                target: "#requestFlow.askingOriginAddressDetails",
                actions: { type: "storeSavedVendor", params: ({ event }) => ({ vendor: event.output }) },
              },
              { target: "waiting" },
            ],
            onError: { target: "#requestFlow.askingOriginAddress", actions: "notifyVendorFetchFailed" },
          },
        },
        waiting: { after: { vendorPoll: "fetching" } },
      },
    },

    askingOriginAddressDetails: {
      on: {
        "ORIGIN_DETAILS.CONFIRMED": { target: "checkingServiceHours" },
        "ORIGIN.CHANGE": { target: "askingOriginAddress", actions: "resetOriginDraft" },
      },
    },

    checkingServiceHours: {
      tags: ["loading"],
      initial: "readingClock",
      states: {
        readingClock: {
          invoke: {
            id: "readClock",
            src: "readClock",
            onDone: { target: "fetchingHours", actions: { type: "storeNow", params: ({ event }) => ({ now: event.output }) } },
            onError: { target: "fetchingHours", actions: { type: "storeNow", params: { now: null } } },
          },
        },
        fetchingHours: {
          invoke: {
            id: "fetchServiceHours",
            src: "fetchServiceHours",
            input: ({ context }) => ({ vendorId: context.vendor.vendor_id }),
            onDone: { target: "deciding", actions: { type: "storeServiceHours", params: ({ event }) => ({ raw: event.output }) } },
            onError: { target: "deciding", actions: { type: "storeServiceHours", params: { raw: null } } },
          },
        },
        deciding: {
          always: [
            { guard: "serviceClosed", target: "#requestFlow.serviceClosed" },
            { guard: "updateModeWithDestination", target: "#requestFlow.checkingDestination" },
            { target: "#requestFlow.askingDestination" },
          ],
        },
      },
    },

    serviceClosed: {
      entry: "notifyServiceClosed",
      on: { RETRY: { target: "checkingServiceHours" } },
    },

    askingDestination: {
      initial: "idle",
      on: {
        "ADDRESS.TYPED": [
          { guard: { type: "typedCoordinates", params: ({ event }) => ({ text: event.text }) }, target: ".reversingTypedCoordinates", actions: { type: "storeAddressQuery", params: ({ event }) => ({ text: event.text }) } },
          { guard: { type: "typedNothing", params: ({ event }) => ({ text: event.text }) }, target: ".idle", actions: [{ type: "storeAddressQuery", params: ({ event }) => ({ text: event.text }) }, "clearSuggestions"] },
          { target: ".waitingToSearch", actions: { type: "storeAddressQuery", params: ({ event }) => ({ text: event.text }) } },
        ],
        "SUGGESTION.PICKED": [
          {
            guard: { type: "isAddressBookSuggestion", params: ({ event }) => ({ suggestion: event.suggestion }) },
            target: "checkingDestination",
            actions: {
              type: "pickAddressBookEntry",
              params: ({ event }) => ({ entry: (event.suggestion as Extract<AddressSuggestion, { kind: "addressBook" }>).entry }),
            },
          },
          { target: ".fetchingPlace" },
        ],
        "PIN.MOVED": {
          target: ".reversingPin",
          actions: assign({ pin: ({ event }) => ({ latitude: event.latitude, longitude: event.longitude }) }),
        },
      },
      states: {
        idle: {},
        waitingToSearch: {
          after: { addressDebounce: { target: "searchingPlaces" } },
        },
        searchingPlaces: {
          tags: ["searching"],
          invoke: {
            id: "autocomplete",
            src: "autocomplete",
            input: ({ context }) => ({
              query: context.addressQuery.trim(),
              country: context.country.code,
              latitude: context.origin?.latitude ?? null,
              longitude: context.origin?.longitude ?? null,
              language: context.country.language ?? "en",
            }),
            onDone: [
              { guard: "addressBookApplies", target: "searchingAddressBook", actions: { type: "storeSuggestions", params: ({ event }) => ({ places: event.output }) } },
              { target: "idle", actions: { type: "storeSuggestions", params: ({ event }) => ({ places: event.output }) } },
            ],
            onError: [
              {
                guard: "addressBookApplies",
                target: "searchingAddressBook",
                actions: ["clearSuggestions", { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorAutocomplete, location: "DESTINATION_ADDRESS" } }],
              },
              {
                target: "idle",
                actions: ["clearSuggestions", { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorAutocomplete, location: "DESTINATION_ADDRESS" } }],
              },
            ],
          },
        },
        searchingAddressBook: {
          tags: ["searching"],
          invoke: {
            id: "searchAddressBook",
            src: "searchAddressBook",
            input: ({ context }) => ({ vendorId: context.vendor.vendor_id, query: context.addressQuery.trim() }),
            onDone: { target: "idle", actions: { type: "appendAddressBook", params: ({ event }) => ({ entries: event.output }) } },
            /** The address book is a convenience: its failure leaves the geolocator's suggestions. */
            onError: { target: "idle" },
          },
        },
        reversingTypedCoordinates: {
          tags: ["loading"],
          invoke: {
            id: "reverseTyped",
            src: "reverseGeocode",
            input: ({ context }) => {
              const c = parseCoordinates(context.addressQuery);
              return { latitude: c?.latitude ?? 0, longitude: c?.longitude ?? 0 };
            },
            onDone: [
              {
                guard: { type: "placeFound", params: ({ event }) => ({ place: event.output }) },
                target: "#requestFlow.checkingDestination",
                actions: {
                  type: "storeDestination",
                  params: ({ context, event }) => {
                    const c = parseCoordinates(context.addressQuery);
                    const place = placeOf(event.output as GeolocatorPlace);
                    return { place: c ? { ...place, ...c } : place };
                  },
                },
              },
              /** Nothing at those coordinates: search the text instead. */
              { target: "searchingPlaces" },
            ],
            onError: { target: "searchingPlaces" },
          },
        },
        reversingPin: {
          tags: ["loading"],
          invoke: {
            id: "reversePin",
            src: "reverseGeocode",
            input: ({ context }) => ({ latitude: context.pin?.latitude ?? 0, longitude: context.pin?.longitude ?? 0 }),
            onDone: [
              {
                guard: { type: "placeFound", params: ({ event }) => ({ place: event.output }) },
                target: "#requestFlow.checkingDestination",
                /** The pin is where the rider goes; the place gives its address. */
                actions: {
                  type: "storeDestination",
                  params: ({ context, event }) => ({ place: { ...placeOf(event.output as GeolocatorPlace), ...(context.pin ?? {}) } }),
                },
              },
              { target: "idle", actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorReverse, location: "DESTINATION_ADDRESS" } } },
            ],
            onError: {
              target: "idle",
              actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorReverse, location: "DESTINATION_ADDRESS" } },
            },
          },
        },
        fetchingPlace: {
          tags: ["loading"],
          invoke: {
            id: "placeDetails",
            src: "placeDetails",
            input: ({ event }) => ({ queryId: (event as { suggestion?: AddressSuggestion }).suggestion?.id ?? "" }),
            onDone: [
              {
                guard: { type: "placeFound", params: ({ event }) => ({ place: event.output }) },
                target: "#requestFlow.checkingDestination",
                actions: { type: "storeDestination", params: ({ event }) => ({ place: placeOf(event.output as GeolocatorPlace) }) },
              },
              { target: "idle", actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorDetails, location: "DESTINATION_ADDRESS" } } },
            ],
            onError: {
              target: "idle",
              actions: { type: "notifyGeolocator", params: { key: REQUEST_MESSAGES.geolocatorDetails, location: "DESTINATION_ADDRESS" } },
            },
          },
        },
      },
    },

    checkingDestination: {
      tags: ["loading"],
      initial: "comparingWithPickup",
      states: {
        // A destination at the pick-up (0 m) is no delivery: refused before any call.
        comparingWithPickup: {
          always: [
            {
              guard: "destinationIsPickup",
              target: "#requestFlow.askingDestination",
              actions: { type: "setDestinationError", params: { key: REQUEST_MESSAGES.sameAsPickupField } },
            },
            { target: "validatingArea" },
          ],
        },
        validatingArea: {
          invoke: {
            id: "validateArea",
            src: "validateArea",
            input: ({ context }) => ({
              location: { lat: context.destination?.latitude ?? 0, lng: context.destination?.longitude ?? 0 },
              vendor_location: originPoint(context),
              vendor_id: context.vendor.vendor_id,
            }),
            onDone: [
              { guard: { type: "deliverable", params: ({ event }) => ({ result: event.output }) }, target: "computingFee" },
              {
                guard: "isTestVendor",
                target: "computingFee",
                actions: { type: "notify", params: { kind: "WARNING", key: REQUEST_MESSAGES.testVendorBypass } },
              },
              {
                target: "#requestFlow.askingDestination",
                actions: [{ type: "setDestinationError", params: { key: REQUEST_MESSAGES.undeliverableField } }, "notifyUndeliverable"],
              },
            ],
            onError: [
              {
                guard: "isTestVendor",
                target: "computingFee",
                actions: { type: "notify", params: { kind: "WARNING", key: REQUEST_MESSAGES.testVendorBypass } },
              },
              {
                target: "#requestFlow.askingDestination",
                actions: [
                  { type: "setDestinationError", params: { key: REQUEST_MESSAGES.undeliverableField } },
                  { type: "notify", params: { kind: "ERROR", key: REQUEST_MESSAGES.cannotVerifyDeliverable } },
                ],
              },
            ],
          },
        },
        computingFee: {
          invoke: {
            id: "computeFee",
            src: "computeFee",
            input: ({ context }) => feeRequestOf(context),
            onDone: { target: "estimating", actions: { type: "storeFee", params: ({ event }) => ({ fee: event.output }) } },
            onError: [
              {
                guard: "isTestVendor",
                target: "estimating",
                actions: ["storeTestVendorFee", { type: "notify", params: { kind: "WARNING", key: REQUEST_MESSAGES.testVendorBypass } }],
              },
              {
                target: "#requestFlow.askingDestination",
                actions: [
                  { type: "setDestinationError", params: { key: REQUEST_MESSAGES.cannotComputePriceField } },
                  { type: "notify", params: { kind: "ERROR", key: REQUEST_MESSAGES.cannotComputePrice } },
                ],
              },
            ],
          },
        },
        estimating: {
          invoke: {
            id: "fetchEstimations",
            src: "fetchEstimations",
            input: ({ context }) => ({
              location: { lat: context.destination?.latitude ?? 0, lng: context.destination?.longitude ?? 0 },
              vendor_location: originPoint(context),
              vendor_id: context.vendor.vendor_id,
            }),
            onDone: [
              { guard: "itemValueLimitUnread", target: "readingItemValueLimit", actions: { type: "storeEstimations", params: ({ event }) => ({ estimations: event.output }) } },
              { target: "#requestFlow.ordering", actions: { type: "storeEstimations", params: ({ event }) => ({ estimations: event.output }) } },
            ],
            /** Estimations are informative: the flow goes on without them. */
            onError: [
              { guard: "itemValueLimitUnread", target: "readingItemValueLimit", actions: { type: "storeEstimations", params: { estimations: null } } },
              { target: "#requestFlow.ordering", actions: { type: "storeEstimations", params: { estimations: null } } },
            ],
          },
        },
        readingItemValueLimit: {
          invoke: {
            id: "fetchItemValueLimit",
            src: "fetchItemValueLimit",
            onDone: { target: "#requestFlow.ordering", actions: { type: "storeItemValueLimit", params: ({ event }) => ({ limit: event.output }) } },
            onError: { target: "#requestFlow.ordering", actions: { type: "storeItemValueLimit", params: { limit: ITEM_VALUE_LIMIT_UNKNOWN } } },
          },
        },
      },
    },

    ordering: {
      // The voucher child: at once when the payment step's chunk is there, else when it arrives.
      entry: "startVoucher",
      exit: "stopVoucher",
      on: {
        "VOUCHER.APPLIED": { actions: { type: "storeVoucher", params: ({ event }) => ({ applied: event.applied }) } },
        "VOUCHER.REMOVED": { actions: "clearVoucher" },
      },
      initial: "fillingOrderDetails",
      states: {
        fillingOrderDetails: {
          // The payment step's chunk loads while the details are filled in; a failure is told (and
          // the load tried again) when the payment step needs it.
          invoke: {
            id: "prefetchOrderingPart",
            src: "loadOrderingPart",
            onDone: { guard: "orderingPartMissing", actions: [{ type: "storeOrderingPart", params: ({ event }) => ({ part: event.output }) }, "startVoucher"] },
            onError: {},
          },
          on: {
            "FIELD.CHANGED": { actions: { type: "storeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
            "DETAILS.SUBMITTED": [
              { guard: "phoneRulesMissing", target: "waitingForRules" },
              { guard: "detailsInvalid", actions: "storeDetailsErrors" },
              { guard: "itemValueNeedsConfirm", target: "confirmingItemValue", actions: "clearErrors" },
              { guard: "orderingPartMissing", target: "loadingOrderingPart", actions: "clearErrors" },
              { target: "fillingPaymentDetails", actions: "clearErrors" },
            ],
            "DESTINATION.CHANGE": { target: "#requestFlow.askingDestination" },
            BACK_TO_ORIGIN_DETAILS: { target: "#requestFlow.askingOriginAddressDetails" },
          },
        },
        // Submitted before the phone rules came: the page loads them (it sees this state in the flow's facts).
        waitingForRules: {
          tags: ["loading"],
          always: { guard: "phoneRulesKnown", target: "fillingOrderDetails", actions: "resubmitDetails" },
          on: {
            "PHONE_RULES.FAILED": { target: "fillingOrderDetails", actions: { type: "notify", params: { kind: "ERROR", key: REQUEST_MESSAGES.phoneRulesFailed } } },
            "DESTINATION.CHANGE": { target: "#requestFlow.askingDestination" },
            BACK_TO_ORIGIN_DETAILS: { target: "#requestFlow.askingOriginAddressDetails" },
          },
        },
        confirmingItemValue: {
          entry: "notifyItemValue",
          on: {
            "ITEM_VALUE.CONFIRMED": [
              { guard: "orderingPartMissing", target: "loadingOrderingPart", actions: "confirmItemValue" },
              { target: "fillingPaymentDetails", actions: "confirmItemValue" },
            ],
            "ITEM_VALUE.CANCELLED": { target: "fillingOrderDetails" },
          },
        },
        // Details submitted before the payment step's chunk came: it is loaded here (the details step
        // shows its submission pending); a failed load says so and returns to the details (the next
        // submission tries again).
        loadingOrderingPart: {
          tags: ["loading"],
          invoke: {
            id: "loadOrderingPart",
            src: "loadOrderingPart",
            onDone: {
              target: "fillingPaymentDetails",
              actions: [{ type: "storeOrderingPart", params: ({ event }) => ({ part: event.output }) }, "startVoucher"],
            },
            onError: {
              target: "fillingOrderDetails",
              actions: { type: "notify", params: { kind: "ERROR", key: REQUEST_MESSAGES.orderingPartFailed } },
            },
          },
          on: {
            "DESTINATION.CHANGE": { target: "#requestFlow.askingDestination" },
            BACK_TO_ORIGIN_DETAILS: { target: "#requestFlow.askingOriginAddressDetails" },
          },
        },
        fillingPaymentDetails: {
          // The online payment child (spawned from the payment step's chunk) lives while this state does.
          entry: "startPaymentIntent",
          exit: "stopPaymentIntent",
          on: {
            "xstate.done.actor.paymentIntent": [
              {
                guard: { type: "paymentRedirects", params: ({ event }) => ({ output: event.output }) },
                target: "#requestFlow.redirectingToPayment",
                actions: { type: "storeRedirect", params: ({ event }) => ({ output: event.output }) },
              },
              { target: "#requestFlow.done", actions: { type: "storeRedirect", params: ({ event }) => ({ output: event.output }) } },
            ],
            "xstate.error.actor.paymentIntent": {
              target: "fillingPaymentDetails",
              reenter: true,
              actions: { type: "notify", params: { kind: "ERROR", key: REQUEST_MESSAGES.paymentIntentCreation } },
            },
          },
          initial: "loadingPaymentMethods",
          states: {
            loadingPaymentMethods: {
              tags: ["loading"],
              invoke: {
                id: "fetchPaymentMethods",
                src: "fetchPaymentMethods",
                input: ({ context }) => ({ vendorId: context.vendor.vendor_id }),
                onDone: [
                  {
                    guard: { type: "onlineOffered", params: ({ event }) => ({ answer: event.output }) },
                    target: "loadingSavedCards",
                    actions: { type: "storePaymentMethods", params: ({ event }) => ({ answer: event.output }) },
                  },
                  { target: "choosing", actions: { type: "storePaymentMethods", params: ({ event }) => ({ answer: event.output }) } },
                ],
                onError: {
                  target: "choosing",
                  actions: [
                    { type: "storePaymentMethods", params: { answer: { countryMethods: null, onlinePaymentActivated: false } } },
                    { type: "notify", params: { kind: "ERROR", key: REQUEST_MESSAGES.paymentGetIfEnabled } },
                  ],
                },
              },
            },
            loadingSavedCards: {
              tags: ["loading"],
              invoke: {
                id: "fetchSavedCards",
                src: "fetchSavedCards",
                input: ({ context }) => ({ vendorId: context.vendor.vendor_id }),
                onDone: { target: "choosing", actions: { type: "storeSavedCards", params: ({ event }) => ({ cards: event.output }) } },
                onError: { target: "choosing", actions: { type: "storeSavedCards", params: { cards: [] } } },
              },
            },
            choosing: {
              entry: "tellPaymentReturn",
              on: {
                "PAYMENT_METHOD.SELECTED": { actions: { type: "selectPaymentMethod", params: ({ event }) => ({ method: event.method }) } },
                "VOUCHER.SUBMITTED": { guard: "voucherEnabled", actions: "forwardToVoucher" },
                "VOUCHER.CLEARED": { guard: "voucherEnabled", actions: "forwardToVoucher" },
                "CARD.MODE_SELECTED": { actions: "forwardToPayment" },
                "CARD.NAME_CHANGED": { actions: "forwardToPayment" },
                "CARD.FORM_CHANGED": { actions: "forwardToPayment" },
                "CARD.SELECTED": { actions: "forwardToPayment" },
                "CARD.SAVE_TOGGLED": { actions: "forwardToPayment" },
                "CARD.REMOVE": { actions: "forwardToPayment" },
                // The business customer's VAT number (payment_vat); checked with the rest on PAYMENT.SUBMITTED.
                "VAT_NUMBER.CHANGED": { actions: { type: "storeField", params: ({ event }) => ({ field: "vatNumber", value: event.value }) } },
                "PAYMENT.SUBMITTED": [
                  { guard: "paymentInvalid", actions: "storePaymentErrors" },
                  { guard: "payingOnline", target: "payingOnline", actions: "clearErrors" },
                  { target: "#requestFlow.ordering.submitting", actions: "clearErrors" },
                ],
                BACK: { target: "#requestFlow.ordering.fillingOrderDetails" },
                BACK_TO_ORIGIN_DETAILS: { target: "#requestFlow.askingOriginAddressDetails" },
              },
            },
            payingOnline: {
              tags: ["loading"],
              entry: "sendPay",
              on: {
                "PAYMENT.FAILED": {
                  target: "choosing",
                  actions: [
                    { type: "notifyPaymentFailed", params: ({ event }) => ({ errorKey: event.errorKey, values: event.values }) },
                    { type: "replaceFee", params: ({ event }) => ({ fee: event.fee }) },
                  ],
                },
              },
            },
          },
        },
        submitting: {
          tags: ["loading"],
          initial: "choosingCall",
          states: {
            choosingCall: {
              always: [{ guard: "isUpdateMode", target: "updatingOrder" }, { target: "creatingOrder" }],
            },
            creatingOrder: {
              invoke: {
                id: "createOrder",
                src: "createOrder",
                input: ({ context }) => ({ payload: payloadsOf(context).create(context) }),
                onDone: { target: "#requestFlow.done", actions: { type: "storeOrderId", params: ({ event }) => ({ orderId: event.output.order_id }) } },
                onError: [
                  { guard: { type: "signatureExpired", params: ({ event }) => ({ error: event.error }) }, target: "#requestFlow.ordering.refreshingFee" },
                  { target: "#requestFlow.ordering.recordingFailedTransaction", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            updatingOrder: {
              invoke: {
                id: "updateOrder",
                src: "updateOrder",
                input: ({ context }) => ({ orderId: context.orderToUpdate?.order_id ?? "", payload: payloadsOf(context).update(context) }),
                onDone: { target: "#requestFlow.done", actions: { type: "storeOrderId", params: ({ event }) => ({ orderId: event.output.order_id }) } },
                onError: { target: "#requestFlow.ordering.recordingFailedTransaction", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        refreshingFee: {
          tags: ["loading"],
          // The feeRefresh child (from the payment step's chunk) lives while this state does.
          entry: "startFeeRefresh",
          exit: "stopFeeRefresh",
          on: {
            "xstate.done.actor.feeRefresh": [
              {
                guard: { type: "feeChanged", params: ({ event }) => ({ outcome: event.output }) },
                target: "confirmingNewFee",
                actions: { type: "storePendingFee", params: ({ event }) => ({ fee: event.output.fee }) },
              },
              /** Same fee, fresh signature: retry at once. */
              { target: "submitting", actions: { type: "storeFee", params: ({ event }) => ({ fee: event.output.fee }) } },
            ],
            "xstate.error.actor.feeRefresh": {
              target: "fillingPaymentDetails",
              actions: { type: "notify", params: { kind: "ERROR", key: REQUEST_MESSAGES.feeRecompute } },
            },
          },
        },
        confirmingNewFee: {
          on: {
            "FEE.ACCEPTED": { target: "submitting", actions: { type: "replaceFee", params: ({ context }) => ({ fee: context.pendingFee }) } },
            /** The old fee's signature has expired: the new fee stays, the user goes back to the payment step. */
            "FEE.REJECTED": { target: "fillingPaymentDetails", actions: { type: "replaceFee", params: ({ context }) => ({ fee: context.pendingFee }) } },
          },
        },
        recordingFailedTransaction: {
          tags: ["loading"],
          invoke: {
            id: "recordFailedTransaction",
            src: "recordFailedTransaction",
            input: ({ context }) => ({
              kind: context.orderToUpdate ? ("update" as const) : ("create" as const),
              vendorId: context.vendor.vendor_id,
              payload: context.orderToUpdate ? payloadsOf(context).update(context) : payloadsOf(context).create(context),
              error: context.failure?.message ?? "",
              errorKey: context.failure?.key ?? null,
            }),
            onDone: { target: "fillingPaymentDetails", actions: "notifyOrderFailed" },
            onError: { target: "fillingPaymentDetails", actions: "notifyOrderFailed" },
          },
        },
      },
    },

    done: {
      type: "final",
      entry: "announceOrder",
    },
    redirectingToPayment: {
      type: "final",
    },
  },
});
