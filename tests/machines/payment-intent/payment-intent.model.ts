// Model of the online payment for generated paths: the card choice (new card with name and a
// valid test card, or a saved card), the order of a request, and every actor outcome: wallet,
// intent (created, SignatureExpired, refused, refused outside the service hours), the feeRefresh
// child (unchanged, changed, failed), encryption, confirmation (done, 3-D Secure redirect, declined,
// refused outside the service hours); issue 17: back from 3-D Secure
// (PAYMENT.RETURNED: the intent failed, was cancelled, is still open or succeeded after all; the
// status cannot be read) and a saved card removed (or its removal failing).
import type { DeliveryFeeRequest, OrderCreatePayload } from "@domain/contract";
import type { PaymentIntentContext } from "@machines/payment-intent/payment-intent.machine";
import { paymentIntentMachine } from "@machines/payment-intent/payment-intent.machine";
import type { AnyMachineSnapshot } from "xstate";
import { type ModelOptions, stableJson } from "../../support/model-paths";

/** 2026-05-04 12:00 in Copenhagen. */
export const PAY_NOW_MS = Date.parse("2026-05-04T10:00:00Z");

export const ORDER: OrderCreatePayload = {
  vendor_id: "DK-1001",
  customer: {
    location: { latitude: 55.6867, longitude: 12.5491, address: "Jægersborggade 14", notes: "" },
    phone_number: "+4531234567",
    name: "Ida",
  },
  order: { payment_method: "ONLINE_PAYMENT", amount: 250, description: "Flowers", cold_bag_needed: false },
  vat_number: "",
  preordered_for: null,
  age_validation_required: false,
  login_pickup_estimation: 15,
  delivery_fee: 39,
  signature: "fee-sig",
};
export const FEE_REQUEST: DeliveryFeeRequest = {
  source: { latitude: 55.6913, longitude: 12.5546 },
  destination: { latitude: 55.6867, longitude: 12.5491 },
  vendor_id: "DK-1001",
  delivery_type: "food",
};
export const TEST_CARD = { number: "4242 4242 4242 4242", expiryMonth: "12", expiryYear: "2030", securityCode: "123" };
export const WALLET = { wallet_id: "wallet-1", access_token: "wallet-token", expires_in: 3600 };
export const INTENT = { intent_id: "intent-1", payment_methods: [{ name: "generic_creditcard", paymentInstruments: [{ id: "card_1", type: "card" }] }] };
export const ENCRYPTED = {
  kid: "key-1",
  encrypted_number: "jwe.number",
  encrypted_expiry_month: "jwe.month",
  encrypted_expiry_year: "jwe.year",
  encrypted_security_code: "jwe.cvc",
};
export const SAME_FEE = { fee: 39, signature: "fee-sig-2", type: "amount" as const, currency: "DKK", expires_at: 1_777_000_600 };
export const NEW_FEE = { fee: 45, signature: "fee-sig-3", type: "amount" as const, currency: "DKK", expires_at: 1_777_000_600 };
export const signatureExpired = Object.assign(new Error("SignatureExpired"), { status: 400, translationKey: "error.fee.changed" });
/** The platform's refusal outside the service hours (its key and text are the service-closed step's). */
export const serviceClosed = Object.assign(new Error("Service hours: 08:00 to 22:00. It's 03:00"), { status: 400, translationKey: "request.service-hours.closed" });
export const declined = Object.assign(new Error("Card declined"), { status: 402, translationKey: "error.payment.declined" });
/** Where the intent the user came back from can be (GET /order/payment/intent/{id}). */
export const RETURNED_STATUSES = ["failed", "cancelled", "requires_action", "succeeded"] as const;
export const returnedIntent = (status: (typeof RETURNED_STATUSES)[number]) => ({
  intent_id: "intent-0",
  status,
  order_id: status === "cancelled" ? null : "DK-1001-299999",
  order_status: status === "failed" ? "PAYMENT_FAILED" : status === "succeeded" ? "PAYMENT_COMMITTED" : status === "requires_action" ? "PAYMENT_INITIATED" : null,
});
export const serverError = Object.assign(new Error("Internal error"), { status: 500, translationKey: "error.internal" });

/**
 * A model state is the chart plus what steers it: the card choice (as the domain sees it), whether
 * raw card fields are held, and the last error. While a payment runs, the order's signature (the
 * retry after SignatureExpired changes it) and the outcome count too; back in collectingCard the
 * next PAY replaces the order, so what the previous attempt held does not matter. Wallet, intent
 * and encrypted card only feed actor inputs (the specs check those).
 */
export function serializePaymentState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as PaymentIntentContext;
  const collecting = snapshot.matches("collectingCard");
  return stableJson({
    value: snapshot.value,
    card: c.card,
    rawFields: c.cardFields.number !== "",
    errorKey: c.errorKey,
    errorValues: c.errorValues,
    newFee: c.newFee?.fee ?? null,
    removed: c.removedCardIds.includes("card_1"),
    ...(collecting
      ? {}
      : {
          order: c.order ? { signature: c.order.signature, method: c.order.order.payment_method, lpe: c.order.login_pickup_estimation } : null,
          orderId: c.orderId,
          redirectUrl: c.redirectUrl,
        }),
  });
}

export const paymentIntentModel: ModelOptions = {
  input: { vendorId: "DK-1001", now: PAY_NOW_MS },
  serializeState: serializePaymentState,
  events: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as PaymentIntentContext;
    // One payload per card event: the next step of a choice, or (once made) the value it already
    // has, so a completed choice does not multiply the model states.
    const card = c.card;
    return [
      ...(card.newOrExistingCard === "NOT_SET"
        ? [
            { type: "CARD.MODE_SELECTED", mode: "NEW" },
            { type: "CARD.MODE_SELECTED", mode: "EXISTING" },
          ]
        : [{ type: "CARD.MODE_SELECTED", mode: card.newOrExistingCard }]),
      { type: "CARD.NAME_CHANGED", name: card.newOrExistingCard === "NEW" ? "Ida Hansen" : card.nameOnCard },
      { type: "CARD.FORM_CHANGED", fields: card.newOrExistingCard === "NEW" && card.nameOnCard ? TEST_CARD : c.cardFields },
      { type: "CARD.SELECTED", cardId: card.selectedCardId ?? "card_1" },
      { type: "CARD.SAVE_TOGGLED", save: card.newOrExistingCard === "NEW" && card.cardFormValid ? true : card.saveCard },
      { type: "PAY", order: ORDER, feeRequest: FEE_REQUEST },
      { type: "xstate.done.actor.initWallet", output: WALLET },
      { type: "xstate.error.actor.initWallet", error: serverError },
      { type: "xstate.done.actor.createIntent", output: INTENT },
      { type: "xstate.error.actor.createIntent", error: signatureExpired },
      { type: "xstate.error.actor.createIntent", error: serverError },
      { type: "xstate.error.actor.createIntent", error: serviceClosed },
      { type: "xstate.done.actor.feeRefresh", output: { status: "unchanged", fee: SAME_FEE } },
      { type: "xstate.done.actor.feeRefresh", output: { status: "changed", fee: NEW_FEE } },
      { type: "xstate.error.actor.feeRefresh", error: serverError },
      { type: "xstate.done.actor.encryptCard", output: ENCRYPTED },
      { type: "xstate.error.actor.encryptCard", error: serverError },
      { type: "xstate.done.actor.confirmIntent", output: { order_id: "DK-1001-300001" } },
      { type: "xstate.done.actor.confirmIntent", output: { order_id: "DK-1001-300001", redirect_required: { redirectUrl: "/payments/3ds/intent-1" } } },
      { type: "xstate.error.actor.confirmIntent", error: declined },
      { type: "xstate.error.actor.confirmIntent", error: serverError },
      { type: "xstate.error.actor.confirmIntent", error: serviceClosed },
      { type: "PAYMENT.RETURNED", intentId: "intent-0" },
      ...RETURNED_STATUSES.map((status) => ({ type: "xstate.done.actor.readIntentStatus", output: returnedIntent(status) })),
      { type: "xstate.error.actor.readIntentStatus", error: serverError },
      { type: "CARD.REMOVE", cardId: "card_1" },
      { type: "xstate.done.actor.removeSavedCard", output: undefined },
      { type: "xstate.error.actor.removeSavedCard", error: serverError },
    ];
  },
};

export { paymentIntentMachine };
