// Browser model of the request flow (tests/support/browser-paths.ts): what the owner, signed in on
// the real platform, can do on the request page of DK-1001 (an outlet with coordinates, within the
// country's service hours, address book off as in the demo data). The platform answers every call
// as the demo data does: the hours are open, the gazetteer finds the typed address, the area is
// deliverable, the fee and the estimations come, the item value limit is 5000, every method is
// offered, no card is saved, the order is created. The user types and picks the destination, goes
// back to it, submits the details empty (errors) and filled in (an amount above the limit asks for
// a confirmation, which may be declined), chooses cash on delivery, goes back from the payment, and
// requests the rider. Left to the unit paths: failures, other vendors, update mode, online payment,
// fee changes (they need the platform to misbehave or other data).
import { REQUEST_PHONE_RULES } from "@domain/request/phone-rules";
import { validateOrderForm } from "@domain/request/validation";
import type { RequestFlowContext } from "@machines/request-flow/request-flow.machine";
import { selectStep } from "@machines/request-flow/request-flow.selectors";
import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { BrowserModel } from "../../support/browser-paths";
import { stableJson } from "../../support/model-paths";
import { DEST_PLACE, ESTIMATIONS, FEE, INPUT, NOW_MS, ORDERING_PART, PLACE_SUGGESTION } from "./request-flow.fixtures";
import { requestFlowMachine } from "./request-flow.model";

export const DESTINATION_TEXT = "Nørrebrogade 21";
export const DETAILS = { destinationName: "Karen Blixen", destinationPhoneNumber: "+45 20 12 34 56", orderAmount: "250" } as const;
export const AMOUNT_ABOVE_LIMIT = "9000";

const done = (id: string, output?: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });

const detailsInvalid = (c: RequestFlowContext) =>
  Object.keys(
    validateOrderForm(c.values, { vendor: c.vendor, country: { code: c.country.code }, availablePaymentMethods: c.availablePaymentMethods, destination: c.destination, scope: "details", phoneRules: REQUEST_PHONE_RULES }),
  ).length > 0;

function requestBrowserEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const c = snapshot.context as RequestFlowContext;
  const events: AnyEventObject[] = [
    done("readClock", NOW_MS),
    done("fetchServiceHours", "0800:2200"),
    { type: "xstate.after.addressDebounce.requestFlow.askingDestination.waitingToSearch" },
    done("autocomplete", [DEST_PLACE]),
    done("placeDetails", DEST_PLACE),
    done("validateArea", "DELIVERABLE"),
    done("computeFee", FEE),
    done("fetchEstimations", ESTIMATIONS),
    done("fetchItemValueLimit", 5000),
    // The ordering part's chunk, fetched while the details are filled in.
    ...(c.orderingPart === null ? [done("prefetchOrderingPart", ORDERING_PART), done("loadOrderingPart", ORDERING_PART)] : []),
    done("fetchPaymentMethods", { countryMethods: ["CASH_ON_DELIVERY", "ONLINE_PAYMENT", "PAID"], onlinePaymentActivated: true }),
    done("fetchSavedCards", []),
    done("createOrder", { order_id: "DK-1001-200001" }),
  ];
  if (snapshot.matches({ askingDestination: "idle" }) && c.destination === null) {
    // Type the address, then pick what the gazetteer suggests.
    events.push(c.suggestions.length ? { type: "SUGGESTION.PICKED", suggestion: PLACE_SUGGESTION } : { type: "ADDRESS.TYPED", text: DESTINATION_TEXT });
  }
  if (snapshot.matches({ ordering: "fillingOrderDetails" })) {
    const v = c.values;
    const shownErrors = Object.keys(c.errors).length > 0;
    if (!detailsInvalid(c) || !shownErrors) events.push({ type: "DETAILS.SUBMITTED" });
    if (shownErrors || !detailsInvalid(c)) {
      // After the errors were shown, the form is filled in field by field (the spec's order).
      if (v.destinationName !== DETAILS.destinationName) events.push({ type: "FIELD.CHANGED", field: "destinationName", value: DETAILS.destinationName });
      else if (v.destinationPhoneNumber !== DETAILS.destinationPhoneNumber)
        events.push({ type: "FIELD.CHANGED", field: "destinationPhoneNumber", value: DETAILS.destinationPhoneNumber });
      else if (v.orderAmount === "") events.push({ type: "FIELD.CHANGED", field: "orderAmount", value: AMOUNT_ABOVE_LIMIT });
      else if (v.orderAmount === AMOUNT_ABOVE_LIMIT) events.push({ type: "FIELD.CHANGED", field: "orderAmount", value: DETAILS.orderAmount });
    }
    if (v.destinationName === "") events.push({ type: "DESTINATION.CHANGE" });
  }
  if (snapshot.matches({ ordering: "confirmingItemValue" })) events.push({ type: "ITEM_VALUE.CONFIRMED" }, { type: "ITEM_VALUE.CANCELLED" });
  if (snapshot.matches({ ordering: { fillingPaymentDetails: "choosing" } })) {
    if (c.values.paymentMethod !== "CASH_ON_DELIVERY") events.push({ type: "PAYMENT_METHOD.SELECTED", method: "CASH_ON_DELIVERY" });
    else events.push({ type: "PAYMENT.SUBMITTED" });
    if (c.confirmedItemValue === null && c.values.paymentMethod !== "CASH_ON_DELIVERY") events.push({ type: "BACK" });
  }
  return events;
}

/** What steers the browser graph: the state, the form's values and errors, the suggestions, the destination and the confirmation. */
const serializeRequestBrowserState = (s: AnyMachineSnapshot) => {
  const c = s.context as RequestFlowContext;
  return stableJson({
    value: s.value,
    values: c.values,
    errors: Object.keys(c.errors).sort(),
    suggestions: c.suggestions.length,
    destination: c.destination !== null,
    confirmed: c.confirmedItemValue,
  });
};

export const requestFlowBrowser: BrowserModel = {
  name: "requestFlow",
  machine: requestFlowMachine,
  input: INPUT,
  events: requestBrowserEvents,
  userEvents: [
    "ADDRESS.TYPED",
    "SUGGESTION.PICKED",
    "DETAILS.SUBMITTED",
    "FIELD.CHANGED",
    "DESTINATION.CHANGE",
    "ITEM_VALUE.CONFIRMED",
    "ITEM_VALUE.CANCELLED",
    "PAYMENT_METHOD.SELECTED",
    "PAYMENT.SUBMITTED",
    "BACK",
  ],
  serializeState: serializeRequestBrowserState,
  // The page shows the step the view's selector picks (its data-step); a finished flow hands over
  // to order tracking.
  view: (s) => selectStep(s as never),
};
