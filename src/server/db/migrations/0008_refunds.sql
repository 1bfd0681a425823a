-- Money the platform must keep right (issue 17): refunds of cancelled orders paid online (one per
-- order: the primary key makes a retried cancel unable to refund twice), the refund as the order
-- record shows it, and an index for the sweeper that cancels payment intents left open past their
-- lifetime. Times are epoch milliseconds.

CREATE TABLE payment_refunds (
  order_id text PRIMARY KEY REFERENCES orders (order_id) ON DELETE CASCADE,
  intent_id text NOT NULL,
  -- What was captured, what goes back to the card and what the platform keeps (domain/orders/refund.ts).
  captured double precision NOT NULL,
  amount double precision NOT NULL CHECK (amount >= 0),
  kept double precision NOT NULL CHECK (kept >= 0),
  currency text NOT NULL,
  rule text NOT NULL,
  -- pending → succeeded | failed (a failed refund is tried again by the next cancel call).
  state text NOT NULL,
  gateway_ref text,
  attempts integer NOT NULL DEFAULT 0,
  created_at_ms bigint NOT NULL,
  updated_at_ms bigint NOT NULL
);

-- The refund as the order record carries it ({amount, kept, currency, rule, state}); null when none.
ALTER TABLE orders ADD COLUMN refund jsonb;

-- Intents still open (created, requires_action) by expiry, for the sweeper.
CREATE INDEX payment_intents_open_idx ON payment_intents (expires_at_ms) WHERE status IN ('created', 'requires_action');
