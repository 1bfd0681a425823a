// Orders service, payments and vouchers (issue 3; spec second file §3, §4 and §7): wallet, public key
// for card encryption, saved cards, payment intent and its confirmation, voucher validation and
// lookup. Card numbers never travel in clear: the portal encrypts each card field with the
// platform's RSA-OAEP-256 public key (compact JWE strings) and the platform's gateway decrypts them.
import * as v from "valibot";
import { AMOUNT_MAX } from "../request/limits";
import { unixSecondsSchema, VENDOR_ID_MAX_LENGTH } from "./params";
import { OrderCreatePayloadSchema, VatNumberSchema } from "./request";
import { multilineText, text } from "./text";

const vendorId = v.pipe(text({ max: VENDOR_ID_MAX_LENGTH }), v.nonEmpty());
const money = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(AMOUNT_MAX));
const token = v.pipe(text({ max: 4096 }), v.nonEmpty());
const encrypted = v.pipe(text({ max: 4096 }), v.nonEmpty());
/** Ids the gateway hands out (wal_<uuid>, pi_<uuid>, card_<uuid>). */
const gatewayId = v.pipe(text({ max: 128 }), v.nonEmpty());

/** Translation keys of the payment and voucher calls (second file §8). */
export const PAYMENT_ERROR_KEYS = {
  getIfEnabled: "error.payment.get-if-enabled",
  init: "error.payment.init",
  intentCreation: "error.payment.intent-creation",
  declined: "error.payment.declined",
  /** Issue 17: the card's 3-D Secure step failed; the intent was left open too long and cancelled. */
  threeDsFailed: "error.payment.three-ds-failed",
  intentCancelled: "error.payment.intent-cancelled",
  cardNotFound: "error.payment.card-not-found",
  /** Portal side of issue 17: back from 3-D Secure without an answer; a saved card could not be removed. */
  notCompleted: "error.payment.not-completed",
  cardRemove: "error.payment.card-remove",
  feeChanged: "error.fee.changed",
  feeRecompute: "error.fee.recompute",
  noPaymentMethod: "error.no-payment-method-available",
} as const;

export const VOUCHER_ERROR_KEYS = {
  validation: "voucher.error.validation.message",
  get: "voucher.error.get.message",
} as const;

/** Payment method names of the spec (vendor flags.payment_methods keys, country paymentMethods values). */
export const PAYMENT_METHODS = ["NONE", "PAID", "CASH_ON_DELIVERY", "PAYMENT_ON_DELIVERY", "ONLINE_PAYMENT"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export const ONLINE_PAYMENT = "ONLINE_PAYMENT" as const;

// ---- POST /order/payment/auth/{vendorId} ---------------------------------------------------------------

export const PaymentWalletSchema = v.object({
  wallet_id: v.pipe(text(), v.nonEmpty()),
  access_token: v.pipe(text(), v.nonEmpty()),
  /** Seconds. */
  expires_in: v.pipe(v.number(), v.finite(), v.minValue(0)),
});
export type PaymentWallet = v.InferOutput<typeof PaymentWalletSchema>;

export const PaymentWalletAnswerSchema = v.object({ result: PaymentWalletSchema });
export type PaymentWalletAnswer = v.InferOutput<typeof PaymentWalletAnswerSchema>;

// ---- GET /order/payment/public-key -------------------------------------------------------------------------

/** An RSA public JWK (alg RSA-OAEP-256). */
export const PublicJwkSchema = v.looseObject({
  kty: v.literal("RSA"),
  n: v.pipe(text(), v.nonEmpty()),
  e: v.pipe(text(), v.nonEmpty()),
  alg: v.optional(text()),
  kid: v.optional(text()),
  use: v.optional(text()),
});
export type PublicJwk = v.InferOutput<typeof PublicJwkSchema>;

export const PaymentPublicKeySchema = v.object({ kid: v.pipe(text(), v.nonEmpty()), jwk: PublicJwkSchema });
export type PaymentPublicKey = v.InferOutput<typeof PaymentPublicKeySchema>;

export const PaymentPublicKeyAnswerSchema = v.object({ result: PaymentPublicKeySchema });
export type PaymentPublicKeyAnswer = v.InferOutput<typeof PaymentPublicKeyAnswerSchema>;

// ---- GET /order/payment/cards/{vendorId} ---------------------------------------------------------------------

export const SavedCardSchema = v.object({
  id: v.pipe(text(), v.nonEmpty()),
  last_digits: text(),
  scheme: text(),
  expiry_month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expiry_year: v.pipe(v.number(), v.integer()),
  holder_name: text(),
});
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

export const SavedCardsAnswerSchema = v.object({ result: v.object({ cards: v.array(SavedCardSchema) }) });
export type SavedCardsAnswer = v.InferOutput<typeof SavedCardsAnswerSchema>;

// ---- DELETE /order/payment/cards/{vendorId}/{cardId} (issue 17) --------------------------------------------------

export const SavedCardRemovedAnswerSchema = v.object({ result: v.object({ id: v.pipe(text(), v.nonEmpty()), removed: v.literal(true) }) });
export type SavedCardRemovedAnswer = v.InferOutput<typeof SavedCardRemovedAnswerSchema>;

// ---- POST /order/payment/intent ------------------------------------------------------------------------------

export const PaymentIntentRequestSchema = v.object({
  wallet_id: gatewayId,
  bearer_token: token,
  vendor_id: vendorId,
  order: OrderCreatePayloadSchema,
});
export type PaymentIntentRequest = v.InferOutput<typeof PaymentIntentRequestSchema>;

export const PaymentInstrumentSchema = v.object({ id: v.pipe(text(), v.nonEmpty()), type: text() });
export type PaymentInstrument = v.InferOutput<typeof PaymentInstrumentSchema>;

export const IntentPaymentMethodSchema = v.object({ name: text(), paymentInstruments: v.array(PaymentInstrumentSchema) });
export type IntentPaymentMethod = v.InferOutput<typeof IntentPaymentMethodSchema>;

export const PaymentIntentSchema = v.object({
  payment_methods: v.array(IntentPaymentMethodSchema),
  intent_id: v.pipe(text(), v.nonEmpty()),
});
export type PaymentIntent = v.InferOutput<typeof PaymentIntentSchema>;

export const PaymentIntentAnswerSchema = v.object({ result: PaymentIntentSchema });
export type PaymentIntentAnswer = v.InferOutput<typeof PaymentIntentAnswerSchema>;

// ---- POST /order/payment/intent/confirm -------------------------------------------------------------------------

/** A new card: every card field encrypted with the platform public key (kid names that key). */
export const EncryptedCardSchema = v.object({
  kid: v.pipe(text({ max: 256 }), v.nonEmpty()),
  encrypted_number: encrypted,
  encrypted_expiry_month: encrypted,
  encrypted_expiry_year: encrypted,
  encrypted_security_code: encrypted,
  holder_name: v.pipe(text({ max: 100 }), v.trim(), v.nonEmpty()),
  save_card: v.boolean(),
});
export type EncryptedCard = v.InferOutput<typeof EncryptedCardSchema>;

export const PaymentConfirmRequestSchema = v.pipe(
  v.object({
    order: v.object({
      vendor_id: vendorId,
      vat_number: VatNumberSchema,
      preordered_for: v.nullable(unixSecondsSchema),
    }),
    bearer_token: token,
    purchase_intent_id: gatewayId,
    payment_method: v.pipe(text({ max: 64 }), v.nonEmpty()),
    /** An existing saved card... */
    payment_instrument_id: v.optional(gatewayId),
    /** ...or a new card. */
    card: v.optional(EncryptedCardSchema),
  }),
  v.check((x) => (x.payment_instrument_id === undefined) !== (x.card === undefined), "exactly one of payment_instrument_id or card"),
);
export type PaymentConfirmRequest = v.InferOutput<typeof PaymentConfirmRequestSchema>;

export const PaymentConfirmResultSchema = v.object({
  order_id: v.pipe(text(), v.nonEmpty()),
  redirect_required: v.optional(v.object({ redirectUrl: v.pipe(text(), v.nonEmpty()) })),
});
export type PaymentConfirmResult = v.InferOutput<typeof PaymentConfirmResultSchema>;

export const PaymentConfirmAnswerSchema = v.object({ result: PaymentConfirmResultSchema });
export type PaymentConfirmAnswer = v.InferOutput<typeof PaymentConfirmAnswerSchema>;

// ---- GET /order/payment/intent/{intentId} (issue 17) -------------------------------------------------------------

/**
 * Where a payment intent is: created (not confirmed), requires_action (waiting for 3-D Secure),
 * succeeded, failed (3-D Secure failed) or cancelled (left open past its lifetime: the platform
 * cancelled it). order_status is its order's status when it placed one.
 */
export const PAYMENT_INTENT_STATUSES = ["created", "requires_action", "succeeded", "failed", "cancelled"] as const;
export type PaymentIntentState = (typeof PAYMENT_INTENT_STATUSES)[number];

export const PaymentIntentStatusSchema = v.object({
  intent_id: v.pipe(text(), v.nonEmpty()),
  status: v.picklist(PAYMENT_INTENT_STATUSES),
  order_id: v.nullable(text()),
  order_status: v.nullable(text()),
});
export type PaymentIntentStatus = v.InferOutput<typeof PaymentIntentStatusSchema>;

export const PaymentIntentStatusAnswerSchema = v.object({ result: PaymentIntentStatusSchema });
export type PaymentIntentStatusAnswer = v.InferOutput<typeof PaymentIntentStatusAnswerSchema>;

/** Path of the platform's 3-D Secure page and the query values it returns with. */
export { THREE_DS_PATH } from "./endpoints/services";
export const PAYMENT_RETURN = { success: "success", failed: "failed", cancelled: "cancelled" } as const;
/** The query parameter of the return address that names the intent (the portal asks where it is). */
export const PAYMENT_RETURN_INTENT = "intent";

/** POST /payments/3ds/{intentId}: the challenge page's form (application/x-www-form-urlencoded). */
export const ThreeDsFormSchema = v.object({ outcome: v.picklist(["authenticate", "fail"]) });
export type ThreeDsForm = v.InferOutput<typeof ThreeDsFormSchema>;

// ---- Vouchers ------------------------------------------------------------------------------------------------------

export const VOUCHER_TYPES = ["amount", "percentage"] as const;
export const VoucherTypeSchema = v.picklist(VOUCHER_TYPES);
export type VoucherType = v.InferOutput<typeof VoucherTypeSchema>;

const voucherCode = v.pipe(text({ max: 64 }), v.trim(), v.nonEmpty());

/** POST /voucher/validate */
export const VoucherValidateRequestSchema = v.object({
  code: voucherCode,
  order: v.object({
    /** Unix seconds of the order (now, or the pre-order time). */
    order_time: unixSecondsSchema,
    delivery_fee: money,
    signature: v.pipe(text({ max: 1024 }), v.nonEmpty()),
  }),
  vendor_id: vendorId,
});
export type VoucherValidateRequest = v.InferOutput<typeof VoucherValidateRequestSchema>;

export const VoucherSchema = v.object({ code: text(), amount: money, type: VoucherTypeSchema });
export type Voucher = v.InferOutput<typeof VoucherSchema>;

/** delivery_fee is the discounted fee and signature its signature (sent as discounted_delivery_fee(_signature)). */
export const VoucherValidationSchema = v.object({
  voucher: VoucherSchema,
  delivery_fee: money,
  signature: v.pipe(text(), v.nonEmpty()),
});
export type VoucherValidation = v.InferOutput<typeof VoucherValidationSchema>;

export const VoucherValidateAnswerSchema = v.object({ result: VoucherValidationSchema });
export type VoucherValidateAnswer = v.InferOutput<typeof VoucherValidateAnswerSchema>;

/** GET /voucher/{code}; valid_until is unix seconds. */
export const VoucherDetailsSchema = v.object({
  code: text(),
  amount: money,
  type: VoucherTypeSchema,
  description: multilineText(),
  valid_until: v.pipe(v.number(), v.finite()),
});
export type VoucherDetails = v.InferOutput<typeof VoucherDetailsSchema>;

export const VoucherAnswerSchema = v.object({ result: VoucherDetailsSchema });
export type VoucherAnswer = v.InferOutput<typeof VoucherAnswerSchema>;
