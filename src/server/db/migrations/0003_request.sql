-- Request flow, payments and vouchers (issue 3): delivery areas per vendor, per-vendor service
-- hours, vouchers, the request details of an order that the orders table does not hold, and the
-- test payment gateway (wallets, payment intents, saved cards). Times are epoch milliseconds
-- (bigint) unless named otherwise; card numbers are never stored (only last digits, scheme, expiry).

-- Rings of [lng, lat] pairs (GeoJSON order), first point repeated last.
CREATE TABLE delivery_areas (
  id serial PRIMARY KEY,
  vendor_id text NOT NULL REFERENCES vendors (vendor_id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  polygon jsonb NOT NULL
);
CREATE INDEX delivery_areas_vendor_idx ON delivery_areas (vendor_id);

-- A vendor's own serviceHours ("hhmm:hhmm"), answered instead of the country's when asked with ?vendor_id=.
CREATE TABLE vendor_service_hours (
  vendor_id text PRIMARY KEY REFERENCES vendors (vendor_id) ON DELETE CASCADE,
  service_hours text NOT NULL
);

-- code is stored upper case; valid_until in unix seconds.
CREATE TABLE vouchers (
  code text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('amount', 'percentage')),
  amount double precision NOT NULL CHECK (amount >= 0),
  description text NOT NULL DEFAULT '',
  valid_until bigint NOT NULL,
  created_at_ms bigint NOT NULL
);

-- What POST /order carries beyond the order list record (one row per order created by the request flow).
CREATE TABLE order_details (
  order_id text PRIMARY KEY REFERENCES orders (order_id) ON DELETE CASCADE,
  vat_number text NOT NULL DEFAULT '',
  age_validation_required boolean NOT NULL DEFAULT false,
  login_pickup_estimation integer NOT NULL DEFAULT 0,
  pickup_code text,
  -- The fee before any voucher (orders.delivery_fee holds what the customer pays).
  delivery_fee double precision NOT NULL,
  voucher jsonb,
  discounted_delivery_fee double precision,
  sender jsonb,
  payment_intent_id text,
  created_at_ms bigint NOT NULL
);

CREATE TABLE payment_wallets (
  wallet_id text PRIMARY KEY,
  vendor_id text NOT NULL REFERENCES vendors (vendor_id) ON DELETE CASCADE,
  -- Who asked for it (user id or platform subject).
  subject text NOT NULL,
  token_hash text NOT NULL,
  expires_at_ms bigint NOT NULL,
  created_at_ms bigint NOT NULL
);

CREATE TABLE payment_cards (
  id text PRIMARY KEY,
  vendor_id text NOT NULL REFERENCES vendors (vendor_id) ON DELETE CASCADE,
  last_digits text NOT NULL,
  scheme text NOT NULL,
  expiry_month integer NOT NULL,
  expiry_year integer NOT NULL,
  holder_name text NOT NULL,
  -- How the test gateway answers for this card: success or challenge (3-D Secure).
  outcome text NOT NULL,
  created_by text,
  created_at_ms bigint NOT NULL
);
CREATE INDEX payment_cards_vendor_idx ON payment_cards (vendor_id, created_at_ms);

-- status: created → requires_action (3-D Secure) → succeeded | failed.
CREATE TABLE payment_intents (
  intent_id text PRIMARY KEY,
  wallet_id text NOT NULL REFERENCES payment_wallets (wallet_id) ON DELETE CASCADE,
  vendor_id text NOT NULL REFERENCES vendors (vendor_id) ON DELETE CASCADE,
  created_by text,
  order_payload jsonb NOT NULL,
  amount double precision NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  order_id text REFERENCES orders (order_id) ON DELETE SET NULL,
  -- Last digits, scheme, expiry, holder and save_card of the card being authenticated (no number).
  pending_card jsonb,
  created_at_ms bigint NOT NULL,
  updated_at_ms bigint NOT NULL,
  expires_at_ms bigint NOT NULL
);
CREATE INDEX payment_intents_wallet_idx ON payment_intents (wallet_id);
