-- Issue 14: the order lists stay on index scans at a million rows.
-- History and active lists read (vendor_id, created_at, order_id) per vendor (orders_vendor_created_idx
-- of 0002; a parent with outlets is one query that reads each vendor's newest rows on it and merges
-- them). The phone search ("numbers ending with these digits") reads the reversed digits of the
-- normalized number (digits and a leading +), so the suffix becomes a prefix an index can range over;
-- text_pattern_ops makes LIKE 'prefix%' use it whatever the database's collation.
CREATE INDEX IF NOT EXISTS orders_vendor_phone_rev_idx ON orders (vendor_id, reverse(replace(customer_phone, '+', '')) text_pattern_ops);
