-- The customer address's unit number and building on their own (issue 12, item 6): POST /order may
-- send them beside the joined address, and the order details show them as their own fields.
ALTER TABLE order_details ADD COLUMN unit text;
ALTER TABLE order_details ADD COLUMN building text;
