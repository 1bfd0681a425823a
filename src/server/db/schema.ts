// Drizzle description of the tables created by migrations/*.sql (the SQL files are the source of
// truth for the database; this file lets queries be typed). Postgres dialect for PGlite and PostgreSQL.
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { OrderRefund } from "../../domain/contract/orders";
import type { OrderStatus } from "../../domain/orders/statuses";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const schemaMigrations = pgTable("schema_migrations", {
  name: text("name").primaryKey(),
  appliedAt: ts("applied_at").notNull(),
});

export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: ts("created_at").notNull(),
});

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  businessName: text("business_name").notNull().default(""),
  mobileNumber: text("mobile_number").notNull().default(""),
  verifiedAt: ts("verified_at"),
  createdAt: ts("created_at").notNull(),
});

export const vendors = pgTable(
  "vendors",
  {
    vendorId: text("vendor_id").primaryKey(),
    parentVendorId: text("parent_vendor_id"),
    clientVendorId: text("client_vendor_id").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    isRegistered: boolean("is_registered").notNull().default(false),
    isParent: boolean("is_parent").notNull().default(false),
    name: text("name").notNull(),
    currency: text("currency").notNull(),
    phone: text("phone").notNull().default(""),
    addressText: text("address_text").notNull().default(""),
    building: text("building").notNull().default(""),
    city: text("city").notNull().default(""),
    countryCode: text("country_code").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    postalCode: text("postal_code").notNull().default(""),
    street: text("street").notNull().default(""),
    streetNumber: text("street_number").notNull().default(""),
    unit: text("unit").notNull().default(""),
    riderInstructions: text("rider_instructions").notNull().default(""),
    paymentMethods: jsonb("payment_methods").$type<Record<string, boolean>>().notNull().default({}),
    /**
     * The pick-up estimate in whole minutes (the column predates the fix; 15 by default). The contract's
     * estimation_pick_up_time is in seconds (core §3): the vendor repository answers minutes × 60.
     */
    estimationPickUpMinutes: integer("estimation_pick_up_time").notNull().default(15),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("vendors_parent_idx").on(t.parentVendorId)],
);

export const vendorOwners = pgTable(
  "vendor_owners",
  {
    vendorId: text("vendor_id").notNull(),
    email: text("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.email] }), index("vendor_owners_email_idx").on(t.email)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id").notNull(),
    userId: text("user_id").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_user_idx").on(t.userId)],
);

/** One signed-in session: the family of its refresh tokens; its id is the sid claim of its tokens. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    createdAt: ts("created_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const verificationTokens = pgTable("verification_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  createdAt: ts("created_at").notNull(),
});

export const resetCodes = pgTable(
  "reset_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("reset_codes_user_idx").on(t.userId)],
);

export const mails = pgTable(
  "mails",
  {
    id: serial("id").primaryKey(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    link: text("link"),
    code: text("code"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("mails_to_idx").on(t.toEmail)],
);

export const flags = pgTable(
  "flags",
  {
    region: text("region").notNull(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.name] })],
);

export const countryParameters = pgTable(
  "country_parameters",
  {
    country: text("country").notNull(),
    name: text("name").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.name] })],
);

/** Riders of the simulator; the position is the last one reported (updated_at_ms in epoch ms). */
export const riders = pgTable("riders", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  updatedAtMs: bigint("updated_at_ms", { mode: "number" }).notNull(),
});

export type StatusHistoryRow = { status: OrderStatus; created_at: number };
/** orders.refund: the contract's OrderRefund. */
export type OrderRefundRow = OrderRefund;

/** Orders (migrations/0002_orders.sql): unix seconds, except updated_at_ms. */
export const orders = pgTable(
  "orders",
  {
    orderId: text("order_id").primaryKey(),
    vendorId: text("vendor_id").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    updatedAtMs: bigint("updated_at_ms", { mode: "number" }).notNull(),
    preorderedFor: bigint("preordered_for", { mode: "number" }),
    status: text("status").$type<OrderStatus>().notNull(),
    statusHistory: jsonb("status_history").$type<StatusHistoryRow[]>().notNull().default([]),
    deliveryFee: doublePrecision("delivery_fee").notNull().default(0),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    customerAddress: text("customer_address").notNull(),
    customerLatitude: doublePrecision("customer_latitude"),
    customerLongitude: doublePrecision("customer_longitude"),
    customerNotes: text("customer_notes").notNull().default(""),
    description: text("description").notNull().default(""),
    amount: doublePrecision("amount").notNull().default(0),
    paymentMethod: text("payment_method").notNull(),
    riderId: text("rider_id"),
    cancelReason: text("cancel_reason"),
    etaVendor: bigint("eta_vendor", { mode: "number" }),
    etaCustomer: bigint("eta_customer", { mode: "number" }),
    createdBy: text("created_by"),
    version: integer("version").notNull().default(1),
    /** The refund of a cancelled order paid online (migration 0008). */
    refund: jsonb("refund").$type<OrderRefundRow>(),
    /** Who cancelled (user or platform), migration 0007. */
    cancelledBy: text("cancelled_by").$type<"user" | "platform">(),
    /** A guest order's pickup point (its sender's location), migration 0007; null for vendors' orders. */
    pickupAddress: text("pickup_address"),
    pickupLatitude: doublePrecision("pickup_latitude"),
    pickupLongitude: doublePrecision("pickup_longitude"),
  },
  (t) => [index("orders_vendor_created_idx").on(t.vendorId, t.createdAt, t.orderId), index("orders_rider_idx").on(t.riderId)],
);
export * from "./schema-request";
export * from "./schema-tracking";
