// Selectors of the online payment: the payment step's card section reads these.
import { cardChoiceProblem, isCardChoiceComplete } from "@domain/request/card";
import type { SnapshotFrom } from "xstate";
import type { paymentIntentMachine } from "./payment-intent.machine";

type Snapshot = SnapshotFrom<typeof paymentIntentMachine>;

export type PaymentIntentStep =
  | "collectingCard"
  | "checkingReturn"
  | "removingCard"
  | "initializingWallet"
  | "creatingIntent"
  | "refreshingFee"
  | "confirming"
  | "redirecting"
  | "done";

export const selectPaymentStep = (s: Snapshot): PaymentIntentStep =>
  (
    [
      "checkingReturn",
      "removingCard",
      "initializingWallet",
      "creatingIntent",
      "refreshingFee",
      "confirming",
      "redirecting",
      "done",
    ] as const
  ).find((x) => s.matches(x)) ?? "collectingCard";
export const selectIsPaying = (s: Snapshot) => s.hasTag("loading");
export const selectCardChoice = (s: Snapshot) => s.context.card;
export const selectNewOrExistingCard = (s: Snapshot) => s.context.card.newOrExistingCard;
export const selectNameOnCard = (s: Snapshot) => s.context.card.nameOnCard;
export const selectCardFormValid = (s: Snapshot) => s.context.card.cardFormValid;
export const selectSelectedCardId = (s: Snapshot) => s.context.card.selectedCardId;
export const selectSaveCard = (s: Snapshot) => s.context.card.saveCard;
/** Why Pay cannot go on yet (payment.card.* key), or null. */
export const selectCardProblem = (s: Snapshot) => cardChoiceProblem(s.context.card);
export const selectCanPay = (s: Snapshot) => s.matches("collectingCard") && isCardChoiceComplete(s.context.card);
/** Key of the last failure while back in collectingCard. */
export const selectPaymentErrorKey = (s: Snapshot) => (s.matches("collectingCard") ? s.context.errorKey : null);
/** Values of that failure's message (request.service-hours.closed: from, to, time), or null. */
export const selectPaymentErrorValues = (s: Snapshot) => (s.matches("collectingCard") && s.context.errorKey ? s.context.errorValues : null);
export const selectRedirectUrl = (s: Snapshot) => (s.matches("redirecting") ? s.context.redirectUrl : null);
export const selectPaidOrderId = (s: Snapshot) => (s.matches("done") || s.matches("redirecting") ? s.context.orderId : null);
/** The recomputed fee after error.fee.changed. */
export const selectChangedFee = (s: Snapshot) => s.context.newFee;
/** Saved cards removed in this payment step (issue 17): the card list hides them. */
export const selectRemovedCardIds = (s: Snapshot) => s.context.removedCardIds;
/** The saved card being removed, while its removal runs. */
export const selectRemovingCardId = (s: Snapshot) => (s.matches("removingCard") ? s.context.removingCardId : null);
