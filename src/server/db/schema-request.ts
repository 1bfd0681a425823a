// Drizzle description of the tables of migrations/0003_request.sql (request flow, payments,
// vouchers). Exported through schema.ts; it imports nothing from schema.ts (no cycle): the SQL file
// holds the foreign keys.
import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { RefundRule, RefundState } from "../../domain/orders/refund";

const ms = (name: string) => bigint(name, { mode: "number" });

/** A ring of [lng, lat] pairs, first point repeated last. */
export type PolygonRing = [number, number][];

export const deliveryAreas = pgTable("delivery_areas", {
  id: serial("id").primaryKey(),
  vendorId: text("vendor_id").notNull(),
  name: text("name").notNull().default(""),
  polygon: jsonb("polygon").$type<PolygonRing>().notNull(),
});

export const vendorServiceHours = pgTable("vendor_service_hours", {
  vendorId: text("vendor_id").primaryKey(),
  serviceHours: text("service_hours").notNull(),
});

export const vouchers = pgTable("vouchers", {
  code: text("code").primaryKey(),
  type: text("type").$type<"amount" | "percentage">().notNull(),
  amount: doublePrecision("amount").notNull(),
  description: text("description").notNull().default(""),
  /** Unix seconds. */
  validUntil: bigint("valid_until", { mode: "number" }).notNull(),
  createdAtMs: ms("created_at_ms").notNull(),
});

export type OrderVoucher = { code: string; amount: number; type: "amount" | "percentage" };
export type OrderSender = {
  location: { latitude: number; longitude: number; address: string; notes: string };
  name: string;
  email: string;
  phone_number: string;
};

export const orderDetails = pgTable("order_details", {
  orderId: text("order_id").primaryKey(),
  vatNumber: text("vat_number").notNull().default(""),
  ageValidationRequired: boolean("age_validation_required").notNull().default(false),
  loginPickupEstimation: integer("login_pickup_estimation").notNull().default(0),
  pickupCode: text("pickup_code"),
  /** The customer address's unit number and building on their own (migration 0010). */
  unit: text("unit"),
  building: text("building"),
  deliveryFee: doublePrecision("delivery_fee").notNull(),
  voucher: jsonb("voucher").$type<OrderVoucher>(),
  discountedDeliveryFee: doublePrecision("discounted_delivery_fee"),
  sender: jsonb("sender").$type<OrderSender>(),
  paymentIntentId: text("payment_intent_id"),
  createdAtMs: ms("created_at_ms").notNull(),
});

export const paymentWallets = pgTable("payment_wallets", {
  walletId: text("wallet_id").primaryKey(),
  vendorId: text("vendor_id").notNull(),
  subject: text("subject").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAtMs: ms("expires_at_ms").notNull(),
  createdAtMs: ms("created_at_ms").notNull(),
});

/**
 * How the test gateway treats a card: it pays (success), asks for 3-D Secure first (challenge), or pays
 * but has its refunds refused by the issuer (refund-refused: a card cancelled or expired since the
 * payment — the refund of a cancelled order then fails).
 */
export type CardOutcome = "success" | "challenge" | "refund-refused";

export const paymentCards = pgTable("payment_cards", {
  id: text("id").primaryKey(),
  vendorId: text("vendor_id").notNull(),
  lastDigits: text("last_digits").notNull(),
  scheme: text("scheme").notNull(),
  expiryMonth: integer("expiry_month").notNull(),
  expiryYear: integer("expiry_year").notNull(),
  holderName: text("holder_name").notNull(),
  outcome: text("outcome").$type<CardOutcome>().notNull(),
  createdBy: text("created_by"),
  createdAtMs: ms("created_at_ms").notNull(),
});

/** What an intent will place: the validated create payload and its fees. */
export type IntentOrder = { payload: unknown; base_fee: number; paid_fee: number; voucher_code: string | null };

/** created → requires_action (3-D Secure) → succeeded | failed; cancelled: left open past its lifetime (the sweeper). */
export type PaymentIntentStatus = "created" | "requires_action" | "succeeded" | "failed" | "cancelled";
export type PendingCard = {
  last_digits: string;
  scheme: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
  save_card: boolean;
  /** The saved card used, when paying with one. */
  card_id?: string;
  /** How the test gateway treats the card (its refunds may be refused); absent on intents confirmed before it was kept. */
  outcome?: CardOutcome;
};

export const paymentIntents = pgTable("payment_intents", {
  intentId: text("intent_id").primaryKey(),
  walletId: text("wallet_id").notNull(),
  vendorId: text("vendor_id").notNull(),
  createdBy: text("created_by"),
  orderPayload: jsonb("order_payload").$type<IntentOrder>().notNull(),
  amount: doublePrecision("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status").$type<PaymentIntentStatus>().notNull(),
  orderId: text("order_id"),
  pendingCard: jsonb("pending_card").$type<PendingCard>(),
  createdAtMs: ms("created_at_ms").notNull(),
  updatedAtMs: ms("updated_at_ms").notNull(),
  expiresAtMs: ms("expires_at_ms").notNull(),
});

/** A refund of a cancelled order paid online (migration 0008); one per order. */
export const paymentRefunds = pgTable("payment_refunds", {
  orderId: text("order_id").primaryKey(),
  intentId: text("intent_id").notNull(),
  captured: doublePrecision("captured").notNull(),
  amount: doublePrecision("amount").notNull(),
  kept: doublePrecision("kept").notNull(),
  currency: text("currency").notNull(),
  rule: text("rule").$type<RefundRule>().notNull(),
  state: text("state").$type<RefundState>().notNull(),
  gatewayRef: text("gateway_ref"),
  attempts: integer("attempts").notNull().default(0),
  createdAtMs: ms("created_at_ms").notNull(),
  updatedAtMs: ms("updated_at_ms").notNull(),
});
