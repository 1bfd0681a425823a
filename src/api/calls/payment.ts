// Orders service calls of the online payment and the vouchers (issue 3; second file §7): wallet,
// the platform's public key for card encryption, saved cards, payment intent and its confirmation,
// voucher validation and lookup. Outgoing payloads are checked against the contract before they
// leave; answers are parsed with the contract and unwrapped from their {result} envelope.
import {
  type PaymentConfirmRequest,
  PaymentConfirmAnswerSchema,
  PaymentConfirmRequestSchema,
  type PaymentConfirmResult,
  type PaymentIntent,
  PaymentIntentAnswerSchema,
  type PaymentIntentRequest,
  PaymentIntentRequestSchema,
  type PaymentPublicKey,
  PaymentPublicKeyAnswerSchema,
  type PaymentWallet,
  PaymentWalletAnswerSchema,
  type SavedCard,
  SavedCardsAnswerSchema,
  VoucherAnswerSchema,
  type VoucherDetails,
  type VoucherValidateRequest,
  VoucherValidateAnswerSchema,
  VoucherValidateRequestSchema,
  type VoucherValidation,
} from "@domain/contract";
import * as v from "valibot";
import type { ApiClient } from "../client";
import { contractError } from "../errors";

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((i) => ({ path: v.getDotPath(i) ?? "", message: i.message }));

function checked<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw contractError(issuesOf(parsed.issues));
  return parsed.output;
}

/** POST /order/payment/auth/{vendorId} → {wallet_id, access_token, expires_in}. */
export const initPaymentWallet = async (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<PaymentWallet> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "POST",
    path: `/order/payment/auth/${encodeURIComponent(input.vendorId)}`,
    body: {},
    schema: PaymentWalletAnswerSchema,
    signal,
  });
  return answer.result;
};

/** GET /order/payment/public-key → {kid, jwk} (RSA-OAEP-256 public JWK). */
export const getPaymentPublicKey = async (client: ApiClient, _input?: undefined, signal?: AbortSignal): Promise<PaymentPublicKey> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "GET",
    path: "/order/payment/public-key",
    schema: PaymentPublicKeyAnswerSchema,
    signal,
  });
  return answer.result;
};

/** GET /order/payment/cards/{vendorId} → result.cards. */
export const getSavedCards = async (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<SavedCard[]> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "GET",
    path: `/order/payment/cards/${encodeURIComponent(input.vendorId)}`,
    schema: SavedCardsAnswerSchema,
    signal,
  });
  return answer.result.cards;
};

/** POST /order/payment/intent → {payment_methods, intent_id}; 400 SignatureExpired when the fee signature expired. */
export const createPaymentIntent = async (client: ApiClient, input: PaymentIntentRequest, signal?: AbortSignal): Promise<PaymentIntent> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "POST",
    path: "/order/payment/intent",
    body: checked(PaymentIntentRequestSchema, input),
    schema: PaymentIntentAnswerSchema,
    signal,
  });
  return answer.result;
};

/** POST /order/payment/intent/confirm → {order_id, redirect_required?}; 402 error.payment.declined. */
export const confirmPaymentIntent = async (client: ApiClient, input: PaymentConfirmRequest, signal?: AbortSignal): Promise<PaymentConfirmResult> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "POST",
    path: "/order/payment/intent/confirm",
    body: checked(PaymentConfirmRequestSchema, input),
    schema: PaymentConfirmAnswerSchema,
    signal,
  });
  return answer.result;
};

/** POST /voucher/validate → {voucher, delivery_fee (discounted), signature}; 400 voucher.error.validation.message. */
export const validateVoucher = async (client: ApiClient, input: VoucherValidateRequest, signal?: AbortSignal): Promise<VoucherValidation> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "POST",
    path: "/voucher/validate",
    body: checked(VoucherValidateRequestSchema, input),
    schema: VoucherValidateAnswerSchema,
    signal,
  });
  return answer.result;
};

/** GET /voucher/{code} → details; 404 voucher.error.get.message. */
export const getVoucher = async (client: ApiClient, input: { code: string }, signal?: AbortSignal): Promise<VoucherDetails> => {
  const answer = await client.request({
    service: client.ordersService,
    method: "GET",
    path: `/voucher/${encodeURIComponent(input.code)}`,
    schema: VoucherAnswerSchema,
    signal,
  });
  return answer.result;
};
