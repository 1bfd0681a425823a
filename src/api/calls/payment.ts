// Orders service calls of the online payment and the vouchers (issue 3; second file §7): wallet,
// the platform's public key for card encryption, saved cards, payment intent and its confirmation,
// voucher validation and lookup. Outgoing payloads are checked against the contract before they
// leave; answers are parsed with the contract and unwrapped from their {result} envelope.
import type { PaymentConfirmRequest, PaymentConfirmResult, PaymentIntent, PaymentIntentStatus, PaymentIntentRequest, PaymentPublicKey, PaymentWallet, SavedCard, VoucherDetails, VoucherValidateRequest, VoucherValidation } from "@domain/contract";
import { PAYMENT_ENDPOINTS } from "@domain/contract/endpoints/payments";
import { call } from "../call";
import type { ApiClient } from "../client";

/** POST /order/payment/auth/{vendorId} → {wallet_id, access_token, expires_in}. */
export const initPaymentWallet = async (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<PaymentWallet> =>
  (await call(client, PAYMENT_ENDPOINTS.initPaymentWallet, { params: { vendorId: input.vendorId }, signal })).result;

/** GET /order/payment/public-key → {kid, jwk} (RSA-OAEP-256 public JWK). */
export const getPaymentPublicKey = async (client: ApiClient, _input?: undefined, signal?: AbortSignal): Promise<PaymentPublicKey> =>
  (await call(client, PAYMENT_ENDPOINTS.getPaymentPublicKey, { signal })).result;

/** GET /order/payment/cards/{vendorId} → result.cards. */
export const getSavedCards = async (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<SavedCard[]> =>
  (await call(client, PAYMENT_ENDPOINTS.getSavedCards, { params: { vendorId: input.vendorId }, signal })).result.cards;

/** DELETE /order/payment/cards/{vendorId}/{cardId} (issue 17): the card can no longer be charged. */
export const removeSavedCard = async (client: ApiClient, input: { vendorId: string; cardId: string }, signal?: AbortSignal): Promise<void> => {
  await call(client, PAYMENT_ENDPOINTS.removeSavedCard, { params: { vendorId: input.vendorId, cardId: input.cardId }, signal });
};

/** GET /order/payment/intent/{intentId} (issue 17): where an intent is when the user comes back from 3-D Secure. */
export const getPaymentIntentStatus = async (client: ApiClient, input: { intentId: string }, signal?: AbortSignal): Promise<PaymentIntentStatus> =>
  (await call(client, PAYMENT_ENDPOINTS.getPaymentIntentStatus, { params: { intentId: input.intentId }, signal })).result;

/** POST /order/payment/intent → {payment_methods, intent_id}; 400 SignatureExpired when the fee signature expired. */
export const createPaymentIntent = async (client: ApiClient, input: PaymentIntentRequest, signal?: AbortSignal): Promise<PaymentIntent> =>
  (await call(client, PAYMENT_ENDPOINTS.createPaymentIntent, { body: input, check: true, signal })).result;

/** POST /order/payment/intent/confirm → {order_id, redirect_required?}; 402 error.payment.declined. */
export const confirmPaymentIntent = async (client: ApiClient, input: PaymentConfirmRequest, signal?: AbortSignal): Promise<PaymentConfirmResult> =>
  (await call(client, PAYMENT_ENDPOINTS.confirmPaymentIntent, { body: input, check: true, signal })).result;

/** POST /voucher/validate → {voucher, delivery_fee (discounted), signature}; 400 voucher.error.validation.message. */
export const validateVoucher = async (client: ApiClient, input: VoucherValidateRequest, signal?: AbortSignal): Promise<VoucherValidation> =>
  (await call(client, PAYMENT_ENDPOINTS.validateVoucher, { body: input, check: true, signal })).result;

/** GET /voucher/{code} → details; 404 voucher.error.get.message. */
export const getVoucher = async (client: ApiClient, input: { code: string }, signal?: AbortSignal): Promise<VoucherDetails> =>
  (await call(client, PAYMENT_ENDPOINTS.getVoucher, { params: { code: input.code }, signal })).result;
