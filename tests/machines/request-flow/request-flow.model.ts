// Model of the request flow for generated paths.
//
// The flow's context is large; a model state keeps only what steers the chart (see
// serializeRequestState), and the events are representative payloads chosen per state so that the
// graph stays small: the classic vendor with coordinates (input), and from a fresh destination step a
// vendor without coordinates, the guest placeholder, a test vendor, update mode and the
// activate-address-book flag. While the address-book flag is on, only outcomes that stay in the
// destination step are offered (the flag steers nothing after it), and FLAGS.CHANGED turns it off
// again; elsewhere the root events restart with what the flow already has.
import { type Coordinates, isSameAsPickup, parseCoordinates } from "@domain/request/coordinates";
import { savedAddressProblem } from "@domain/request/saved-address";
import { REQUEST_PHONE_RULES } from "@domain/request/phone-rules";
import { validateOrderForm } from "@domain/request/validation";
import { parseAmount } from "@domain/request/validation";
import { isTestVendor } from "@domain/request/fees";
import { isGuestContext, type RequestFlowContext, requestFlowMachine } from "@machines/request-flow/request-flow.machine";
import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { type ModelOptions, stableJson } from "../../support/model-paths";
import {
  ADDRESS_BOOK_ENTRY,
  ADDRESS_BOOK_SUGGESTION,
  APPLIED_VOUCHER,
  DEST_PLACE,
  ESTIMATIONS,
  FEE,
  GUEST_VENDOR,
  INPUT,
  NEW_FEE,
  NOW_MS,
  ORDER_TO_UPDATE,
  ORDERING_PART,
  ORIGIN_PLACE,
  PLACE_SUGGESTION,
  SAME_FEE,
  NETWORK_ERROR,
  SAVE_FAILED,
  SAVED_CARD,
  SERVER_ERROR,
  SIGNATURE_EXPIRED,
  TEST_VENDOR,
  VENDOR_NO_COORDS,
  VENDOR_SAVED,
} from "./request-flow.fixtures";

const formContext = (c: RequestFlowContext, scope: "details" | "all") => ({
  vendor: c.vendor,
  country: { code: c.country.code },
  availablePaymentMethods: c.availablePaymentMethods,
  destination: c.destination,
  scope,
  // What the form will be once the rules came (the chart waits for them in waitingForRules).
  phoneRules: REQUEST_PHONE_RULES,
});

/**
 * What steers the chart, and only where it still can: the kind of vendor (guest, test vendor,
 * coordinates; the id only feeds actor inputs), update mode and the address-book flag everywhere;
 * the clock and the hours only while the service hours are checked; the origin draft's problem only
 * while the origin is asked; the kind of text typed only while the destination is searched (every
 * search starts from a new ADDRESS.TYPED, and only the search reads it); in the ordering steps the validation result of the form
 * (field → key, which moves field by field as the form does), the amount, the item value limit and
 * its confirmation, the method and the methods offered, the fee and the fee waiting for
 * confirmation; the outcome in the final states. Voucher, errors shown, suggestions, estimations,
 * saved cards, texts and the failure record steer no transition: the hand-written specs check them.
 */
export function serializeRequestState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as RequestFlowContext;
  const q = c.addressQuery.trim();
  const inOrigin = snapshot.matches("askingOriginAddress");
  const inHours = snapshot.matches("checkingServiceHours");
  const searching = ["waitingToSearch", "searchingPlaces", "reversingTypedCoordinates"].some((sub) => snapshot.matches({ askingDestination: sub }));
  const ordering = snapshot.matches("ordering") || snapshot.matches("checkingDestination");
  const final = snapshot.matches("done") || snapshot.matches("redirectingToPayment");
  return stableJson({
    value: snapshot.value,
    vendor: { guest: isGuestContext(c), test: isTestVendor(c.vendor.vendor_id), coords: c.vendor.vendor_information.location.latitude !== null },
    update: c.orderToUpdate !== null,
    addressBook: c.flags.activateAddressBook,
    // A destination at the pick-up is refused: such a pin is a state of its own.
    ...(c.origin && [c.destination, c.pin].some((p) => p && isSameAsPickup(c.origin as Coordinates, p)) ? { atPickup: true } : {}),
    ...(inHours ? { now: c.now, serviceHours: c.serviceHours } : {}),
    ...(inOrigin ? { originDraft: savedAddressProblem(c.originDraft) } : {}),
    ...(searching ? { query: q === "" ? "empty" : parseCoordinates(q) ? "coordinates" : q.length >= 2 ? "text" : "short" } : {}),
    ...(ordering
      ? {
          validation: validateOrderForm(c.values, formContext(c, "all")),
          amount: parseAmount(c.values.orderAmount),
          itemValueLimit: c.itemValueLimit,
          confirmedItemValue: c.confirmedItemValue,
          method: c.values.paymentMethod,
          methods: c.availablePaymentMethods,
          fee: c.deliveryFee ? `${c.deliveryFee.fee} ${c.deliveryFee.type}` : null,
          pendingFee: c.pendingFee?.fee ?? null,
          rules: c.phoneRules !== null,
          part: c.orderingPart !== null,
        }
      : {}),
    ...(final ? { orderId: c.orderId, redirectUrl: c.redirectUrl } : {}),
  });
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, e: unknown = SERVER_ERROR) => ({ type: `xstate.error.actor.${id}`, error: e });

/**
 * The primary configuration: the classic vendor, a new order, the first fee, amount 250 (or none yet),
 * the limit read (or not yet) and every method offered. Only there are the variants of the ordering
 * steps offered (item value above the limit, other methods, SignatureExpired, a changed fee, online
 * outcomes); a flow that already deviates gets one representative payload per event, so variants
 * do not multiply.
 */
function isPrimary(c: RequestFlowContext): boolean {
  const amount = parseAmount(c.values.orderAmount);
  return (
    !isGuestContext(c) &&
    !isTestVendor(c.vendor.vendor_id) &&
    c.orderToUpdate === null &&
    (amount === null || amount === 250) &&
    (c.itemValueLimit === null || c.itemValueLimit === 5000) &&
    (c.deliveryFee === null || c.deliveryFee.fee === FEE.fee) &&
    c.pendingFee === null &&
    c.confirmedItemValue === null &&
    (c.availablePaymentMethods.length === 0 || c.availablePaymentMethods.length === 3)
  );
}

/**
 * Flows whose variant is already covered before the details step stop there: the test vendor (its
 * bypasses are in checkingDestination) and an unreadable item value limit (covered by reading it).
 * Their form is never filled (one no-op field change), so they do not repeat the ordering steps.
 */
const stopsAtDetails = (c: RequestFlowContext) => isTestVendor(c.vendor.vendor_id) || (c.itemValueLimit === -1 && c.orderToUpdate === null);

/** The form is filled one field at a time, in the spec's order (not every combination). */
function fillNextField(c: RequestFlowContext): AnyEventObject {
  if (stopsAtDetails(c)) return { type: "FIELD.CHANGED", field: "riderNotes", value: c.values.riderNotes };
  const invalid = validateOrderForm(c.values, formContext(c, "details"));
  if (invalid.destinationName) return { type: "FIELD.CHANGED", field: "destinationName", value: "Ida Jensen" };
  if (invalid.destinationPhoneNumber) return { type: "FIELD.CHANGED", field: "destinationPhoneNumber", value: "+45 31 23 45 67" };
  return { type: "FIELD.CHANGED", field: "orderAmount", value: "250" };
}

function requestEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const c = snapshot.context as RequestFlowContext;
  const primary = isPrimary(c);
  const addressBookOn = c.flags.activateAddressBook;
  const freshDestination = snapshot.matches({ askingDestination: "idle" }) && c.destination === null && c.orderToUpdate === null;
  const events: AnyEventObject[] = [];

  // Root: the route's vendor, ?orderID and the flags.
  if (freshDestination && !addressBookOn && c.vendor.vendor_id === INPUT.vendor.vendor_id) {
    events.push(
      { type: "VENDOR.CHANGED", vendor: VENDOR_NO_COORDS },
      { type: "VENDOR.CHANGED", vendor: GUEST_VENDOR },
      { type: "VENDOR.CHANGED", vendor: TEST_VENDOR },
      { type: "ORDER_TO_UPDATE.CHANGED", order: ORDER_TO_UPDATE },
      { type: "FLAGS.CHANGED", flags: { activateAddressBook: true } },
    );
  } else {
    events.push(
      { type: "VENDOR.CHANGED", vendor: c.vendor },
      { type: "ORDER_TO_UPDATE.CHANGED", order: c.orderToUpdate },
      { type: "FLAGS.CHANGED", flags: { activateAddressBook: false } },
    );
  }

  // Origin.
  events.push(
    { type: "ORIGIN.TYPED", text: "Nordre Frihavnsgade 20" },
    { type: "ORIGIN.TYPED", text: "" },
    { type: "ORIGIN.SUGGESTION_PICKED", suggestion: { ...PLACE_SUGGESTION, id: "gz-origin" } },
    { type: "ORIGIN.FIELD_CHANGED", field: "unit", value: "st. tv" },
    { type: "ORIGIN.FIELD_CHANGED", field: "notes", value: "ø".repeat(501) },
    { type: "PIN.MOVED", latitude: 55.6961, longitude: 12.5856 },
    { type: "ORIGIN.SAVE" },
    { type: "ORIGIN.CHANGE" },
    { type: "ORIGIN_DETAILS.CONFIRMED" },
    done("autocompleteOrigin", [ORIGIN_PLACE]),
    error("autocompleteOrigin"),
    done("originPlaceDetails", ORIGIN_PLACE),
    done("originPlaceDetails", null),
    error("originPlaceDetails"),
    done("reverseOrigin", ORIGIN_PLACE),
    done("reverseOrigin", null),
    error("reverseOrigin"),
    done("saveOriginAddress", VENDOR_SAVED),
    error("saveOriginAddress", SAVE_FAILED),
    done("fetchVendor", VENDOR_SAVED),
    done("fetchVendor", VENDOR_NO_COORDS),
    error("fetchVendor"),
    { type: "xstate.after.vendorPoll.requestFlow.refreshingVendor.waiting" },
  );

  // Service hours.
  events.push(
    done("readClock", NOW_MS),
    error("readClock"),
    done("fetchServiceHours", "0800:2200"),
    done("fetchServiceHours", "0000:0001"),
    error("fetchServiceHours"),
    { type: "RETRY" },
  );

  // Destination. With the address-book flag on, only outcomes that stay in this step.
  events.push(
    { type: "ADDRESS.TYPED", text: "Blågårdsgade" },
    { type: "ADDRESS.TYPED", text: "B" },
    { type: "ADDRESS.TYPED", text: "" },
    { type: "ADDRESS.TYPED", text: "55.6869,12.5553" },
    { type: "SUGGESTION.PICKED", suggestion: PLACE_SUGGESTION },
    ...(addressBookOn ? [] : [{ type: "SUGGESTION.PICKED", suggestion: ADDRESS_BOOK_SUGGESTION }]),
    { type: "PIN.MOVED", latitude: 55.6869, longitude: 12.5553 },
    // The pick-up itself (the vendor's coordinates): refused before any check.
    { type: "PIN.MOVED", latitude: 55.69, longitude: 12.55 },
    done("autocomplete", [DEST_PLACE]),
    error("autocomplete"),
    done("searchAddressBook", [ADDRESS_BOOK_ENTRY]),
    error("searchAddressBook"),
    ...(addressBookOn ? [] : [done("reverseTyped", DEST_PLACE), done("reversePin", DEST_PLACE), done("placeDetails", DEST_PLACE)]),
    done("reverseTyped", null),
    error("reverseTyped"),
    done("reversePin", null),
    error("reversePin"),
    done("placeDetails", null),
    error("placeDetails"),
  );

  // Checking the destination.
  events.push(
    done("validateArea", "DELIVERABLE"),
    done("validateArea", "UNDELIVERABLE"),
    error("validateArea"),
    done("computeFee", FEE),
    error("computeFee"),
    done("fetchEstimations", ESTIMATIONS),
    error("fetchEstimations"),
    done("fetchItemValueLimit", 5000),
    error("fetchItemValueLimit"),
  );

  // Ordering: the voucher child reports only on the payment step. Variants only in the primary
  // configuration (see isPrimary).
  const choosing = snapshot.matches({ ordering: { fillingPaymentDetails: "choosing" } });
  const sameFee = c.deliveryFee ? { ...c.deliveryFee, signature: "fee-sig-same" } : SAME_FEE;
  // The ordering part's chunk: loaded while the details are filled in only in the primary
  // configuration (elsewhere its failure, which changes nothing, and the payment step loads it).
  const prefetches = primary && c.orderingPart === null;
  events.push(
    ...(prefetches ? [done("prefetchOrderingPart", ORDERING_PART)] : []),
    error("prefetchOrderingPart"),
    done("loadOrderingPart", ORDERING_PART),
    error("loadOrderingPart", NETWORK_ERROR),
  );
  events.push(
    { type: "VOUCHER.APPLIED", applied: choosing && primary ? APPLIED_VOUCHER : c.voucher },
    { type: "VOUCHER.REMOVED" },
    fillNextField(c),
    ...(primary ? [{ type: "FIELD.CHANGED", field: "orderAmount", value: "9000" }] : []),
    { type: "DETAILS.SUBMITTED" },
    // The page hands the phone rules over (or says they failed) while the details wait for them.
    ...(snapshot.matches({ ordering: "waitingForRules" }) ? [{ type: "PHONE_RULES.LOADED", rules: REQUEST_PHONE_RULES }, { type: "PHONE_RULES.FAILED" }] : []),
    { type: "DESTINATION.CHANGE" },
    { type: "BACK_TO_ORIGIN_DETAILS" },
    { type: "ITEM_VALUE.CONFIRMED" },
    { type: "ITEM_VALUE.CANCELLED" },
    done("fetchPaymentMethods", { countryMethods: ["CASH_ON_DELIVERY", "ONLINE_PAYMENT", "PAID"], onlinePaymentActivated: true }),
    error("fetchPaymentMethods"),
    done("fetchSavedCards", [SAVED_CARD]),
    error("fetchSavedCards"),
    { type: "PAYMENT_METHOD.SELECTED", method: primary ? "ONLINE_PAYMENT" : c.values.paymentMethod },
    ...(primary ? [{ type: "PAYMENT_METHOD.SELECTED", method: "CASH_ON_DELIVERY" }, { type: "PAYMENT_METHOD.SELECTED", method: "BITCOIN" }] : []),
    { type: "VOUCHER.SUBMITTED", code: "WELCOME10" },
    { type: "VOUCHER.CLEARED" },
    { type: "CARD.MODE_SELECTED", mode: "EXISTING" },
    { type: "CARD.NAME_CHANGED", name: "Ida Jensen" },
    { type: "CARD.FORM_CHANGED", fields: { number: "4242424242424242", expiryMonth: "12", expiryYear: "2030", securityCode: "123" } },
    { type: "CARD.SELECTED", cardId: "card_1" },
    { type: "CARD.SAVE_TOGGLED", save: true },
    // The same value the form holds: the transition is taken without multiplying the graph (the specs type real ones).
    { type: "VAT_NUMBER.CHANGED", value: c.values.vatNumber },
    { type: "PAYMENT.SUBMITTED" },
    { type: "BACK" },
    { type: "PAYMENT.FAILED", errorKey: "error.payment.declined", fee: null },
    ...(primary ? [{ type: "PAYMENT.FAILED", errorKey: "error.fee.changed", fee: NEW_FEE }] : []),
    done("paymentIntent", { status: "paid", orderId: "DK-1001-300001" }),
    ...(primary ? [done("paymentIntent", { status: "redirect", orderId: "DK-1001-300001", redirectUrl: "/payments/3ds/intent-1" })] : []),
    error("paymentIntent"),
    done("createOrder", { order_id: "DK-1001-200001" }),
    ...(primary ? [error("createOrder", SIGNATURE_EXPIRED)] : []),
    error("createOrder"),
    done("updateOrder", { order_id: ORDER_TO_UPDATE.order_id }),
    error("updateOrder"),
    done("feeRefresh", { status: "unchanged", fee: sameFee }),
    ...(primary ? [done("feeRefresh", { status: "changed", fee: NEW_FEE })] : []),
    error("feeRefresh"),
    { type: "FEE.ACCEPTED" },
    { type: "FEE.REJECTED" },
    done("recordFailedTransaction", undefined),
    error("recordFailedTransaction"),
  );
  return events;
}

export const requestFlowModel: ModelOptions = {
  // The page has not loaded the phone rules yet when the flow starts (they come in waitingForRules).
  input: { ...INPUT, phoneRules: null },
  serializeState: serializeRequestState,
  events: requestEvents,
  limit: 20_000,
};

export { requestFlowMachine };
