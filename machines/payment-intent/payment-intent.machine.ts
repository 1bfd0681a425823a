// Payment intent machine: the online card payment of one order (second file §4 "Payment flow").
// It starts in `collectingCard`, where the payment step's card choice arrives: CARD.MODE_SELECTED
// {mode NEW|EXISTING} (newOrExistingCard starts NOT_SET), CARD.NAME_CHANGED, CARD.FORM_CHANGED
// {fields} (validity by the domain card rules), CARD.SELECTED {cardId}, CARD.SAVE_TOGGLED. PAY
// {order, feeRequest} goes on only with a complete choice (a new card needs a name on card and a
// valid card form, an existing card a selection); otherwise it stays with the problem's key.
// Then: `initializingWallet` (initWallet) → `creatingIntent` (createIntent with the order,
// login_pickup_estimation 0 and payment method ONLINE_PAYMENT) → `confirming`: a new card is first
// encrypted (`encryptingCard`, encryptCard; the raw fields are forgotten once encrypted), then
// `confirmingIntent` (confirmIntent with the encrypted card, holder name and save flag, or the
// saved card's id). The answer ends in `redirecting` (output redirectUrl: the root sends the
// browser to the 3-D Secure page) or `done` (output orderId).
// SignatureExpired while creating the intent: `refreshingFee` invokes the feeRefresh child (wait 1 s,
// recompute, compare with the order's delivery_fee): unchanged → `creatingIntent` again with the new
// signature; changed → back to `collectingCard` with error.fee.changed (the new fee goes to the
// parent, which shows it). Other failures return to `collectingCard` with
// error.payment.init (wallet), error.payment.intent-creation (intent, encryption, confirm) or the
// platform's error.payment.* key (a declined card), error.fee.recompute when the fee cannot be
// recomputed. A refusal outside the service hours (creating or confirming the intent: the platform
// answers the service-closed key and text) returns with request.service-hours.closed and its values
// {from, to, time}, as the cash path shows it. Every failure is also told to the parent (the request
// flow) as PAYMENT.FAILED.
// Issue 17. Coming back from the 3-D Secure page (?payment=failed|cancelled&intent=<id>), the request
// flow sends PAYMENT.RETURNED {intentId}: `checkingReturn` asks the platform where that intent is
// (readIntentStatus): failed → error.payment.three-ds-failed (its order is PAYMENT_FAILED); cancelled
// → error.payment.intent-cancelled (left open past its lifetime: PAYMENT_CANCELLED); still open →
// error.payment.not-completed; succeeded after all → `done` with its order; an unreadable answer
// leaves the choice as it was. CARD.REMOVE {cardId} removes a saved card (`removingCard`,
// removeSavedCard): it joins removedCardIds (the view hides it) and stops being the selection; a
// failure says error.payment.card-remove.
import type {
  DeliveryFee,
  DeliveryFeeRequest,
  OrderCreatePayload,
  PaymentConfirmRequest,
  PaymentConfirmResult,
  PaymentIntent,
  PaymentIntentStatus,
  PaymentWallet,
} from "@domain/contract";
import { PAYMENT_ERROR_KEYS } from "@domain/contract/payment";
import {
  type CardChoice,
  type CardFields,
  cardChoiceProblem,
  EMPTY_CARD_CHOICE,
  EMPTY_CARD_FIELDS,
  isCardFormValid,
} from "@domain/request/card";
import { errorKeyOf, isSignatureExpired, serviceClosedValuesOf } from "@domain/request/errors";
import { SERVICE_CLOSED_KEY } from "@domain/request/service-hours";
import { LOGIN_PICKUP_ESTIMATION_PAYMENT } from "@domain/request/limits";
import { ONLINE_PAYMENT } from "@domain/request/payment-methods";
import { assign, enqueueActions, setup } from "xstate";
import { type FeeRefreshOutput, feeRefreshMachine } from "../fee-refresh/fee-refresh.machine";
import {
  confirmIntent,
  createIntent,
  type EncryptedCardFields,
  encryptCard,
  initWallet,
  readIntentStatus,
  removeSavedCard,
} from "./payment-intent.actors";

export interface PaymentIntentInput {
  vendorId: string;
  /** Epoch ms (the card expiry is checked against it); from the parent's clock actor. */
  now: number;
}

export interface PaymentIntentContext {
  vendorId: string;
  now: number;
  card: CardChoice;
  /** The raw card form; forgotten once encrypted. */
  cardFields: CardFields;
  order: OrderCreatePayload | null;
  feeRequest: DeliveryFeeRequest | null;
  wallet: PaymentWallet | null;
  intent: PaymentIntent | null;
  encryptedCard: EncryptedCardFields | null;
  /** The recomputed fee when it differs from the order's. */
  newFee: DeliveryFee | null;
  orderId: string | null;
  redirectUrl: string | null;
  errorKey: string | null;
  /** Values of errorKey's message (the service hours of request.service-hours.closed); null when it has none. */
  errorValues: Record<string, string> | null;
  /** Saved cards removed in this payment step (the list comes from the request flow). */
  removedCardIds: string[];
  /** The saved card being removed, and the intent the user came back from. */
  removingCardId: string | null;
  returnedIntentId: string | null;
}

export type PaymentIntentEvent =
  | { type: "CARD.MODE_SELECTED"; mode: "NEW" | "EXISTING" }
  | { type: "CARD.NAME_CHANGED"; name: string }
  | { type: "CARD.FORM_CHANGED"; fields: CardFields }
  | { type: "CARD.SELECTED"; cardId: string }
  | { type: "CARD.SAVE_TOGGLED"; save: boolean }
  | { type: "PAY"; order: OrderCreatePayload; feeRequest: DeliveryFeeRequest }
  | { type: "PAYMENT.RETURNED"; intentId: string }
  | { type: "CARD.REMOVE"; cardId: string };

/** What the parent hears when a payment attempt fails (fee: the new fee after error.fee.changed; values: the message's). */
export type PaymentFailedEvent = { type: "PAYMENT.FAILED"; errorKey: string; fee: DeliveryFee | null; values?: Record<string, string> };

export type PaymentIntentOutput =
  | { status: "paid"; orderId: string }
  | { status: "redirect"; orderId: string; redirectUrl: string };

/** The card scheme name sent when the intent offers none. */
export const DEFAULT_CARD_METHOD = "generic_creditcard";

const initialContext = (input: PaymentIntentInput): PaymentIntentContext => ({
  vendorId: input.vendorId,
  now: input.now,
  card: EMPTY_CARD_CHOICE,
  cardFields: EMPTY_CARD_FIELDS,
  order: null,
  feeRequest: null,
  wallet: null,
  intent: null,
  encryptedCard: null,
  newFee: null,
  orderId: null,
  redirectUrl: null,
  errorKey: null,
  errorValues: null,
  removedCardIds: [],
  removingCardId: null,
  returnedIntentId: null,
});

/** The confirm call of the current context (new card encrypted, or the saved card). */
export function confirmRequestOf(c: PaymentIntentContext): PaymentConfirmRequest {
  const base = {
    order: { vendor_id: c.order?.vendor_id ?? c.vendorId, vat_number: c.order?.vat_number ?? "", preordered_for: c.order?.preordered_for ?? null },
    bearer_token: c.wallet?.access_token ?? "",
    purchase_intent_id: c.intent?.intent_id ?? "",
    payment_method: c.intent?.payment_methods[0]?.name ?? DEFAULT_CARD_METHOD,
  };
  if (c.card.newOrExistingCard === "EXISTING") return { ...base, payment_instrument_id: c.card.selectedCardId ?? "" };
  const e = c.encryptedCard;
  return {
    ...base,
    card: {
      kid: e?.kid ?? "",
      encrypted_number: e?.encrypted_number ?? "",
      encrypted_expiry_month: e?.encrypted_expiry_month ?? "",
      encrypted_expiry_year: e?.encrypted_expiry_year ?? "",
      encrypted_security_code: e?.encrypted_security_code ?? "",
      holder_name: c.card.nameOnCard.trim(),
      save_card: c.card.saveCard,
    },
  };
}

export const paymentIntentMachine = setup({
  types: {
    context: {} as PaymentIntentContext,
    events: {} as PaymentIntentEvent,
    input: {} as PaymentIntentInput,
    output: {} as PaymentIntentOutput,
  },
  actors: { initWallet, createIntent, feeRefresh: feeRefreshMachine, encryptCard, confirmIntent, readIntentStatus, removeSavedCard },
  guards: {
    /** A new card needs a name and a valid form; an existing card a selection. */
    cardChoiceComplete: ({ context }) => cardChoiceProblem(context.card) === null,
    /** The fee signature of the order expired: recompute the fee and maybe retry. */
    signatureExpired: (_, params: { error: unknown }) => isSignatureExpired(params.error),
    /** Retry only when the recomputed fee is the one the user accepted (the child compared them). */
    feeUnchanged: (_, params: { outcome: FeeRefreshOutput }) => params.outcome.status === "unchanged",
    /** A new card must be encrypted before the confirm call. */
    payingWithNewCard: ({ context }) => context.card.newOrExistingCard === "NEW",
    /** The intent the user came back from is in this state. */
    returnedAs: (_, params: { answer: PaymentIntentStatus; status: PaymentIntentStatus["status"] }) => params.answer.status === params.status,
    /** Still created or waiting for 3-D Secure: the user came back without finishing it. */
    returnedOpen: (_, params: { answer: PaymentIntentStatus }) => params.answer.status === "created" || params.answer.status === "requires_action",
    /** The platform refused the order outside the service hours (its key, with readable values). */
    outsideServiceHours: (_, params: { error: unknown }) => serviceClosedValuesOf(params.error) !== null,
    /** The gateway asks for 3-D Secure: the browser must go to its page. */
    redirectRequired: (_, params: { result: PaymentConfirmResult }) => !!params.result.redirect_required?.redirectUrl,
  },
  actions: {
    selectMode: assign({ card: ({ context }, params: { mode: "NEW" | "EXISTING" }) => ({ ...context.card, newOrExistingCard: params.mode }), errorKey: null, errorValues: null }),
    storeName: assign({ card: ({ context }, params: { name: string }) => ({ ...context.card, nameOnCard: params.name }), errorKey: null, errorValues: null }),
    storeFields: assign(({ context }, params: { fields: CardFields }) => ({
      cardFields: params.fields,
      card: { ...context.card, cardFormValid: isCardFormValid(params.fields, context.now) },
      errorKey: null,
      errorValues: null,
    })),
    selectCard: assign({ card: ({ context }, params: { cardId: string }) => ({ ...context.card, selectedCardId: params.cardId }), errorKey: null, errorValues: null }),
    storeSaveCard: assign({ card: ({ context }, params: { save: boolean }) => ({ ...context.card, saveCard: params.save }) }),
    /** The order as the intent path sends it: online payment, login_pickup_estimation 0. */
    storeOrder: assign((_, params: { order: OrderCreatePayload; feeRequest: DeliveryFeeRequest }) => ({
      order: {
        ...params.order,
        order: { ...params.order.order, payment_method: ONLINE_PAYMENT },
        login_pickup_estimation: LOGIN_PICKUP_ESTIMATION_PAYMENT,
      },
      feeRequest: params.feeRequest,
      errorKey: null,
      errorValues: null,
      newFee: null,
    })),
    storeWallet: assign({ wallet: (_, params: { wallet: PaymentWallet }) => params.wallet }),
    storeIntent: assign({ intent: (_, params: { intent: PaymentIntent }) => params.intent }),
    /** Keeps the encrypted fields and forgets the raw ones. */
    storeEncryptedCard: assign({
      encryptedCard: (_, params: { encrypted: EncryptedCardFields }) => params.encrypted,
      cardFields: EMPTY_CARD_FIELDS,
      card: ({ context }) => ({ ...context.card, cardFormValid: false }),
    }),
    /** Same fee, new signature: the retried intent carries it. */
    storeNewSignature: assign({
      order: ({ context }, params: { fee: DeliveryFee }) => (context.order ? { ...context.order, signature: params.fee.signature } : null),
    }),
    storeResult: assign((_, params: { result: PaymentConfirmResult }) => ({
      orderId: params.result.order_id,
      redirectUrl: params.result.redirect_required?.redirectUrl ?? null,
    })),
    /** The intent the user came back from succeeded after all: its order is the result. */
    storeReturnedOrder: assign({ orderId: (_, params: { answer: PaymentIntentStatus }) => params.answer.order_id, redirectUrl: null }),
    /** A removed card is hidden and no longer the selection. */
    forgetCard: assign(({ context }) => ({
      removedCardIds: context.removingCardId ? [...context.removedCardIds, context.removingCardId] : context.removedCardIds,
      card: context.card.selectedCardId === context.removingCardId ? { ...context.card, selectedCardId: null } : context.card,
      removingCardId: null,
      errorKey: null,
      errorValues: null,
    })),
    storeRemovingCard: assign({ removingCardId: (_, params: { cardId: string }) => params.cardId, errorKey: null, errorValues: null }),
    storeReturnedIntent: assign({ returnedIntentId: (_, params: { intentId: string }) => params.intentId, errorKey: null, errorValues: null }),
    /** Records the failure and tells the parent (when there is one). */
    fail: enqueueActions(({ enqueue, self }, params: { errorKey: string; fee?: DeliveryFee | null; values?: Record<string, string> | null }) => {
      enqueue.assign({ errorKey: params.errorKey, newFee: params.fee ?? null, errorValues: params.values ?? null });
      if (self._parent)
        enqueue.sendParent({
          type: "PAYMENT.FAILED",
          errorKey: params.errorKey,
          fee: params.fee ?? null,
          ...(params.values ? { values: params.values } : {}),
        } satisfies PaymentFailedEvent);
    }),
  },
}).createMachine({
  id: "paymentIntent",
  context: ({ input }) => initialContext(input),
  initial: "collectingCard",
  output: ({ context }): PaymentIntentOutput =>
    context.redirectUrl
      ? { status: "redirect", orderId: context.orderId ?? "", redirectUrl: context.redirectUrl }
      : { status: "paid", orderId: context.orderId ?? "" },
  states: {
    collectingCard: {
      on: {
        "CARD.MODE_SELECTED": { actions: { type: "selectMode", params: ({ event }) => ({ mode: event.mode }) } },
        "CARD.NAME_CHANGED": { actions: { type: "storeName", params: ({ event }) => ({ name: event.name }) } },
        "CARD.FORM_CHANGED": { actions: { type: "storeFields", params: ({ event }) => ({ fields: event.fields }) } },
        "CARD.SELECTED": { actions: { type: "selectCard", params: ({ event }) => ({ cardId: event.cardId }) } },
        "CARD.SAVE_TOGGLED": { actions: { type: "storeSaveCard", params: ({ event }) => ({ save: event.save }) } },
        "PAYMENT.RETURNED": { target: "checkingReturn", actions: { type: "storeReturnedIntent", params: ({ event }) => ({ intentId: event.intentId }) } },
        "CARD.REMOVE": { target: "removingCard", actions: { type: "storeRemovingCard", params: ({ event }) => ({ cardId: event.cardId }) } },
        PAY: [
          {
            guard: "cardChoiceComplete",
            target: "initializingWallet",
            actions: { type: "storeOrder", params: ({ event }) => ({ order: event.order, feeRequest: event.feeRequest }) },
          },
          { actions: { type: "fail", params: ({ context }) => ({ errorKey: cardChoiceProblem(context.card) ?? PAYMENT_ERROR_KEYS.intentCreation }) } },
        ],
      },
    },
    checkingReturn: {
      tags: ["loading"],
      invoke: {
        id: "readIntentStatus",
        src: "readIntentStatus",
        input: ({ context }) => ({ intentId: context.returnedIntentId ?? "" }),
        onDone: [
          {
            guard: { type: "returnedAs", params: ({ event }) => ({ answer: event.output, status: "succeeded" as const }) },
            target: "done",
            actions: { type: "storeReturnedOrder", params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: { type: "returnedAs", params: ({ event }) => ({ answer: event.output, status: "failed" as const }) },
            target: "collectingCard",
            actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.threeDsFailed } },
          },
          {
            guard: { type: "returnedOpen", params: ({ event }) => ({ answer: event.output }) },
            target: "collectingCard",
            actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.notCompleted } },
          },
          { target: "collectingCard", actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.intentCancelled } } },
        ],
        onError: { target: "collectingCard" },
      },
    },
    removingCard: {
      tags: ["loading"],
      invoke: {
        id: "removeSavedCard",
        src: "removeSavedCard",
        input: ({ context }) => ({ vendorId: context.vendorId, cardId: context.removingCardId ?? "" }),
        onDone: { target: "collectingCard", actions: "forgetCard" },
        onError: { target: "collectingCard", actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.cardRemove } } },
      },
    },
    initializingWallet: {
      tags: ["loading"],
      invoke: {
        id: "initWallet",
        src: "initWallet",
        input: ({ context }) => ({ vendorId: context.vendorId }),
        onDone: { target: "creatingIntent", actions: { type: "storeWallet", params: ({ event }) => ({ wallet: event.output }) } },
        onError: { target: "collectingCard", actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.init } } },
      },
    },
    creatingIntent: {
      tags: ["loading"],
      invoke: {
        id: "createIntent",
        src: "createIntent",
        input: ({ context }) => ({
          wallet_id: context.wallet?.wallet_id ?? "",
          bearer_token: context.wallet?.access_token ?? "",
          vendor_id: context.vendorId,
          order: context.order as OrderCreatePayload,
        }),
        onDone: { target: "confirming", actions: { type: "storeIntent", params: ({ event }) => ({ intent: event.output }) } },
        onError: [
          { guard: { type: "signatureExpired", params: ({ event }) => ({ error: event.error }) }, target: "refreshingFee" },
          {
            guard: { type: "outsideServiceHours", params: ({ event }) => ({ error: event.error }) },
            target: "collectingCard",
            actions: { type: "fail", params: ({ event }) => ({ errorKey: SERVICE_CLOSED_KEY, values: serviceClosedValuesOf(event.error) }) },
          },
          { target: "collectingCard", actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.intentCreation } } },
        ],
      },
    },
    refreshingFee: {
      tags: ["loading"],
      invoke: {
        id: "feeRefresh",
        src: "feeRefresh",
        // The order payload carries only the amount: the child compares amounts.
        input: ({ context }) => ({
          request: context.feeRequest as DeliveryFeeRequest,
          accepted: context.order ? { fee: context.order.delivery_fee } : null,
        }),
        onDone: [
          {
            guard: { type: "feeUnchanged", params: ({ event }) => ({ outcome: event.output }) },
            target: "creatingIntent",
            actions: { type: "storeNewSignature", params: ({ event }) => ({ fee: event.output.fee }) },
          },
          {
            target: "collectingCard",
            actions: { type: "fail", params: ({ event }) => ({ errorKey: PAYMENT_ERROR_KEYS.feeChanged, fee: event.output.fee }) },
          },
        ],
        onError: { target: "collectingCard", actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.feeRecompute } } },
      },
    },
    confirming: {
      tags: ["loading"],
      initial: "choosingInstrument",
      states: {
        choosingInstrument: {
          always: [{ guard: "payingWithNewCard", target: "encryptingCard" }, { target: "confirmingIntent" }],
        },
        encryptingCard: {
          invoke: {
            id: "encryptCard",
            src: "encryptCard",
            input: ({ context }) => ({ fields: context.cardFields }),
            onDone: { target: "confirmingIntent", actions: { type: "storeEncryptedCard", params: ({ event }) => ({ encrypted: event.output }) } },
            onError: { target: "#paymentIntent.collectingCard", actions: { type: "fail", params: { errorKey: PAYMENT_ERROR_KEYS.intentCreation } } },
          },
        },
        confirmingIntent: {
          invoke: {
            id: "confirmIntent",
            src: "confirmIntent",
            input: ({ context }) => confirmRequestOf(context),
            onDone: [
              {
                guard: { type: "redirectRequired", params: ({ event }) => ({ result: event.output }) },
                target: "#paymentIntent.redirecting",
                actions: { type: "storeResult", params: ({ event }) => ({ result: event.output }) },
              },
              { target: "#paymentIntent.done", actions: { type: "storeResult", params: ({ event }) => ({ result: event.output }) } },
            ],
            onError: [
              {
                guard: { type: "outsideServiceHours", params: ({ event }) => ({ error: event.error }) },
                target: "#paymentIntent.collectingCard",
                actions: { type: "fail", params: ({ event }) => ({ errorKey: SERVICE_CLOSED_KEY, values: serviceClosedValuesOf(event.error) }) },
              },
              {
                target: "#paymentIntent.collectingCard",
                actions: {
                  type: "fail",
                  params: ({ event }) => {
                    const key = errorKeyOf(event.error);
                    return { errorKey: key?.startsWith("error.payment.") ? key : PAYMENT_ERROR_KEYS.intentCreation };
                  },
                },
              },
            ],
          },
        },
      },
    },
    redirecting: { type: "final" },
    done: { type: "final" },
  },
});
