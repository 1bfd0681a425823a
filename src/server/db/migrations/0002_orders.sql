-- Orders, their status history and riders (issue 4: tracking). Times the API hands out as unix
-- seconds are stored as bigint: created_at, preordered_for and the ETAs in seconds, updated_at in
-- milliseconds (so two changes within one second keep their order). status_history is a JSONB array
-- of {status, created_at} in the order the statuses happened; version guards concurrent updates
-- (simulator, cancel, other instances).

CREATE TABLE riders (
  id text PRIMARY KEY,
  name text NOT NULL,
  phone_number text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  updated_at_ms bigint NOT NULL
);

-- Numbers of orders: order ids are "<vendor_id>-<number>" (the history searches ids by vendor prefix).
CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  order_id text PRIMARY KEY,
  vendor_id text NOT NULL REFERENCES vendors (vendor_id),
  created_at bigint NOT NULL,
  updated_at_ms bigint NOT NULL,
  preordered_for bigint,
  status text NOT NULL,
  status_history jsonb NOT NULL DEFAULT '[]'::jsonb,
  delivery_fee double precision NOT NULL DEFAULT 0,
  customer_name text NOT NULL,
  customer_phone text NOT NULL,
  customer_address text NOT NULL,
  customer_latitude double precision,
  customer_longitude double precision,
  customer_notes text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  amount double precision NOT NULL DEFAULT 0,
  payment_method text NOT NULL,
  rider_id text REFERENCES riders (id),
  cancel_reason text,
  eta_vendor bigint,
  eta_customer bigint,
  -- Who placed it: a user id, "guest:<id>" for guest checkout, or null (seed, bulk).
  created_by text,
  version integer NOT NULL DEFAULT 1
);
-- Lists per vendor, newest first (keyset pagination on created_at, order_id).
CREATE INDEX orders_vendor_created_idx ON orders (vendor_id, created_at DESC, order_id DESC);
-- Pre-orders per vendor.
CREATE INDEX orders_vendor_preordered_idx ON orders (vendor_id, preordered_for) WHERE preordered_for IS NOT NULL;
-- The simulator's scan of orders still in progress.
CREATE INDEX orders_open_idx ON orders (status)
  WHERE status NOT IN ('DELIVERED', 'RETURNED_TO_VENDOR', 'CANCELLED', 'PAYMENT_CANCELLED', 'STALLED', 'PAYMENT_FAILED');
CREATE INDEX orders_rider_idx ON orders (rider_id) WHERE rider_id IS NOT NULL;
