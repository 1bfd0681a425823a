-- Public tracking (issue 12). A tracking link is a random public id (128 bits, base64url) that
-- names one order; it is the capability of the recipient's pages (no account). One link per order,
-- created when the vendor (or the guest who placed it) first asks for it. It stops answering
-- TRACKING_LINK_DAYS_AFTER_FINISH days after the order finished (computed from the order's last
-- status, so nothing has to sweep). Who cancelled an order (user or platform) is kept with the order,
-- so the public page can say it.

CREATE TABLE tracking_links (
  public_id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders (order_id) ON DELETE CASCADE,
  created_at_ms bigint NOT NULL
);

ALTER TABLE orders ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('user', 'platform'));

-- A guest's order is picked up at its sender's location, not at the placeholder guest vendor: the
-- pickup point is kept with the order (null for vendors' orders, whose pickup is the outlet), so the
-- guest's own order details and live updates show the real pickup address.
ALTER TABLE orders ADD COLUMN pickup_address text;
ALTER TABLE orders ADD COLUMN pickup_latitude double precision;
ALTER TABLE orders ADD COLUMN pickup_longitude double precision;
