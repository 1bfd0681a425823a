// Effect signatures of the online payment (second file §4 "Payment flow"). The composition root
// provides the real calls (POST /order/payment/auth/{vendorId}, /intent, /intent/confirm) and the
// card encryption (WebCrypto RSA-OAEP-256 with the key of GET /order/payment/public-key), and the
// feeRefresh child with its recomputeFee (POST /delivery/fee); tests provide fakes.
import type {
  EncryptedCard,
  PaymentConfirmRequest,
  PaymentConfirmResult,
  PaymentIntent,
  PaymentIntentRequest,
  PaymentIntentStatus,
  PaymentWallet,
} from "@domain/contract";
import type { CardFields } from "@domain/request/card";
import { fromPromise } from "xstate";

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};

/** POST /order/payment/auth/{vendorId} → {wallet_id, access_token, expires_in}. */
export const initWallet = fromPromise<PaymentWallet, { vendorId: string }>(async () => notProvided("initWallet")());

/** POST /order/payment/intent; rejects with message "SignatureExpired" when the fee signature expired. */
export const createIntent = fromPromise<PaymentIntent, PaymentIntentRequest>(async () => notProvided("createIntent")());

/** The encrypted card fields (the raw fields never leave the portal). */
export type EncryptedCardFields = Omit<EncryptedCard, "holder_name" | "save_card">;

/** Encrypts every card field with the platform's public key (kid names the key). */
export const encryptCard = fromPromise<EncryptedCardFields, { fields: CardFields }>(async () => notProvided("encryptCard")());

/** POST /order/payment/intent/confirm → {order_id, redirect_required?:{redirectUrl}}; rejects 402 error.payment.declined. */
export const confirmIntent = fromPromise<PaymentConfirmResult, PaymentConfirmRequest>(async () => notProvided("confirmIntent")());

/** GET /order/payment/intent/{intentId} → where the intent is (issue 17: the user comes back from 3-D Secure). */
export const readIntentStatus = fromPromise<PaymentIntentStatus, { intentId: string }>(async () => notProvided("readIntentStatus")());

/** DELETE /order/payment/cards/{vendorId}/{cardId}: the saved card can no longer be charged. */
export const removeSavedCard = fromPromise<void, { vendorId: string; cardId: string }>(async () => notProvided("removeSavedCard")());
