// Selectors of the request flow: the request page's steps, map and forms read these. Views never
// look at the chart's shape directly; the step names are the spec's request screens.
import { applyFee, feeChangedPromptText } from "@domain/request/fees";
import { ONLINE_PAYMENT } from "@domain/request/payment-methods";
import { parseAmount } from "@domain/request/validation";
import { checkServiceHours } from "@domain/request/service-hours";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { paymentIntentMachine } from "../payment-intent/payment-intent.machine";
import type { voucherMachine } from "../voucher/voucher.machine";
import { isGuestContext, type RequestFlowContext, type requestFlowMachine } from "./request-flow.machine";

type Snapshot = SnapshotFrom<typeof requestFlowMachine>;

export type RequestStep =
  | "askingOriginAddress"
  | "savingOriginAddress"
  | "askingOriginAddressDetails"
  | "checkingServiceHours"
  | "serviceClosed"
  | "askingDestination"
  | "checkingDestination"
  | "fillingOrderDetails"
  | "confirmingItemValue"
  | "fillingPaymentDetails"
  | "payingOnline"
  | "submitting"
  | "confirmingNewFee"
  | "done"
  | "redirectingToPayment";

/** The step the page shows (submission retries count as submitting). */
export function selectStep(s: Snapshot): RequestStep {
  if (s.matches("askingOriginAddress")) return "askingOriginAddress";
  if (s.matches("savingOriginAddress") || s.matches("refreshingVendor")) return "savingOriginAddress";
  if (s.matches("askingOriginAddressDetails")) return "askingOriginAddressDetails";
  if (s.matches("serviceClosed")) return "serviceClosed";
  if (s.matches("askingDestination")) return "askingDestination";
  if (s.matches("checkingDestination")) return "checkingDestination";
  // Submitted before the phone rules (or the payment step's chunk) came: the details stay on screen (busy) until they are checked.
  if (s.matches({ ordering: "fillingOrderDetails" }) || s.matches({ ordering: "waitingForRules" }) || s.matches({ ordering: "loadingOrderingPart" })) return "fillingOrderDetails";
  if (s.matches({ ordering: "confirmingItemValue" })) return "confirmingItemValue";
  if (s.matches({ ordering: { fillingPaymentDetails: "payingOnline" } })) return "payingOnline";
  if (s.matches({ ordering: "fillingPaymentDetails" })) return "fillingPaymentDetails";
  if (s.matches({ ordering: "confirmingNewFee" })) return "confirmingNewFee";
  if (s.matches("ordering")) return "submitting";
  if (s.matches("done")) return "done";
  if (s.matches("redirectingToPayment")) return "redirectingToPayment";
  return "checkingServiceHours";
}

const ctx = (s: Snapshot): RequestFlowContext => s.context;

export const selectIsLoading = (s: Snapshot) => s.hasTag("loading");
/** The details were submitted before the phone rules came: they are checked once the rules are there. */
export const selectIsWaitingForRules = (s: Snapshot) => s.matches({ ordering: "waitingForRules" });
/** The submitted details wait for the phone rules or for the payment step's chunk (the submit button is busy). */
export const selectDetailsPending = (s: Snapshot) => s.matches({ ordering: "waitingForRules" }) || s.matches({ ordering: "loadingOrderingPart" });
/** Suggestions are being searched (the address field shows a spinner, the page stays usable). */
export const selectIsSearching = (s: Snapshot) => s.hasTag("searching");
export const selectIsGuest = (s: Snapshot) => isGuestContext(ctx(s));
export const selectIsUpdateMode = (s: Snapshot) => ctx(s).orderToUpdate !== null;
export const selectVendor = (s: Snapshot) => ctx(s).vendor;

// -- origin
export const selectOrigin = (s: Snapshot) => ctx(s).origin;
export const selectOriginDraft = (s: Snapshot) => ctx(s).originDraft;
export const selectOriginQuery = (s: Snapshot) => ctx(s).originQuery;
export const selectOriginSuggestions = (s: Snapshot) => ctx(s).originSuggestions;
export const selectCanSaveOrigin = (s: Snapshot) => s.matches("askingOriginAddress") && s.can({ type: "ORIGIN.SAVE" });

// -- service hours
/** Values of "Service hours: {from} to {to}. It's {time}" in the service-closed step, else null. */
export function selectServiceClosed(s: Snapshot): { from: string; to: string; time: string } | null {
  if (!s.matches("serviceClosed")) return null;
  const c = ctx(s);
  const v = checkServiceHours(c.serviceHours, c.now ?? 0, c.country.timezone);
  return v.open ? null : { from: v.from, to: v.to, time: v.time };
}

// -- destination
export const selectAddressQuery = (s: Snapshot) => ctx(s).addressQuery;
export const selectSuggestions = (s: Snapshot) => ctx(s).suggestions;
/** The "no results" text (request.search.no-results) once a search for some text found nothing. */
export const selectNoResults = (s: Snapshot) =>
  s.matches({ askingDestination: "idle" }) && ctx(s).addressQuery.trim() !== "" && ctx(s).suggestions.length === 0 && ctx(s).destination === null;
export const selectDestination = (s: Snapshot) => ctx(s).destination;
export const selectEstimations = (s: Snapshot) => ctx(s).estimations;

// -- form
export const selectValues = (s: Snapshot) => ctx(s).values;
export const selectErrors = (s: Snapshot) => ctx(s).errors;
export const selectFieldError = (s: Snapshot, field: keyof RequestFlowContext["errors"]) => ctx(s).errors[field] ?? null;
export const selectPreOrderEnabled = (s: Snapshot) => ctx(s).flags.preOrder;
/** tag-id-check-pg: the details step offers the customer age check. */
export const selectAgeCheckEnabled = (s: Snapshot) => ctx(s).flags.ageCheck ?? false;
export const selectItemValueLimit = (s: Snapshot) => ctx(s).itemValueLimit;

// -- fee
/** The fee as signed by the platform (type and currency included). */
export const selectDeliveryFee = (s: Snapshot) => ctx(s).deliveryFee;
/** The fee the customer pays for the typed item value (percentage fees depend on it). */
export function selectFeeAmount(s: Snapshot): number | null {
  const c = ctx(s);
  if (!c.deliveryFee) return null;
  const amount = parseAmount(c.values.orderAmount);
  return applyFee(c.deliveryFee, amount !== null && Number.isFinite(amount) ? amount : null);
}
/** The discounted fee of a valid voucher, else null. */
export const selectDiscountedFee = (s: Snapshot) => ctx(s).voucher?.discountedFee ?? null;
export const selectVoucher = (s: Snapshot) => ctx(s).voucher;
export const selectVoucherEnabled = (s: Snapshot) => ctx(s).flags.voucher && ctx(s).orderToUpdate === null;
/** The confirm prompt after SignatureExpired with a changed fee: key, values and the English text. */
export function selectFeeChangedPrompt(s: Snapshot) {
  const c = ctx(s);
  if (!s.matches({ ordering: "confirmingNewFee" }) || !c.pendingFee) return null;
  const values = { fee: c.pendingFee.fee, currency: c.pendingFee.currency || c.country.currency };
  return { key: "request.fee.changed-confirm", values, text: feeChangedPromptText(values.fee, values.currency) };
}

/**
 * increased-fee-info: the rise of the fee, while the new fee waits for confirmation (pending vs
 * current) and after it replaced the old one (raised-from vs current); null without the flag or
 * when the fee did not rise.
 */
export function selectFeeIncrease(s: Snapshot): { from: number; to: number; currency: string } | null {
  const c = ctx(s);
  if (!c.flags.increasedFeeInfo || !c.deliveryFee) return null;
  const currency = c.deliveryFee.currency || c.country.currency;
  if (c.pendingFee) return c.pendingFee.fee > c.deliveryFee.fee ? { from: c.deliveryFee.fee, to: c.pendingFee.fee, currency } : null;
  return c.feeRaisedFrom !== null ? { from: c.feeRaisedFrom, to: c.deliveryFee.fee, currency } : null;
}

// -- payment
export const selectAvailablePaymentMethods = (s: Snapshot) => ctx(s).availablePaymentMethods;
export const selectPaymentMethod = (s: Snapshot) => ctx(s).values.paymentMethod;
/** Online payment is shown only when offered (never for guests nor in update mode). */
export const selectShowOnlinePayment = (s: Snapshot) => ctx(s).availablePaymentMethods.includes(ONLINE_PAYMENT);
export const selectSavedCards = (s: Snapshot) => ctx(s).savedCards;
/** The online payment child (card form) while the payment step is shown. */
export const selectPaymentActor = (s: Snapshot) => s.children.paymentIntent as ActorRefFrom<typeof paymentIntentMachine> | undefined;
/** The voucher child while ordering. */
export const selectVoucherActor = (s: Snapshot) => s.children.voucher as ActorRefFrom<typeof voucherMachine> | undefined;

// -- navigation
export const selectCanGoBack = (s: Snapshot) => s.can({ type: "BACK" });
export const selectCanGoBackToOriginDetails = (s: Snapshot) => s.can({ type: "BACK_TO_ORIGIN_DETAILS" });
export const selectCanChangeDestination = (s: Snapshot) => s.can({ type: "DESTINATION.CHANGE" });

// -- outcome
export const selectOrderId = (s: Snapshot) => (s.matches("done") ? ctx(s).orderId : null);
export const selectRedirectUrl = (s: Snapshot) => (s.matches("redirectingToPayment") ? ctx(s).redirectUrl : null);
/** Where the view navigates when the flow is done: /order-tracking?order_id=… */
export const selectTrackingPath = (s: Snapshot) => {
  const id = selectOrderId(s);
  return id ? `/order-tracking?order_id=${encodeURIComponent(id)}` : null;
};

/** payment_vat: the payment step offers the VAT number (new orders only). */
export const selectVatEnabled = (s: Snapshot) => (ctx(s).flags.paymentVat ?? false) && ctx(s).orderToUpdate === null;
