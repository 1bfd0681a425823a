-- Issue 14: every instance keeps today's orders per vendor in memory (modules/orders/list-cache.ts)
-- and must forget a vendor's list as soon as any of its orders changes, whoever wrote it (the
-- repositories, the simulator, another instance, a migration or a hand-written UPDATE). After each
-- statement that touched orders, the vendors of the touched rows are announced once on the channel
-- order_list_changes (comma-separated; "*" when the list would not fit a NOTIFY payload). NOTIFY is
-- delivered at commit, to every instance LISTENing on the same database (PGlite: in process).
CREATE OR REPLACE FUNCTION orders_list_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT vendor_id, ',') INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT v, ',') INTO ids FROM (SELECT vendor_id AS v FROM new_rows UNION SELECT vendor_id FROM old_rows) touched;
  ELSE
    SELECT string_agg(DISTINCT vendor_id, ',') INTO ids FROM old_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('order_list_changes', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_list_changes_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_list_changes_notify();
CREATE TRIGGER orders_list_changes_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_list_changes_notify();
CREATE TRIGGER orders_list_changes_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_list_changes_notify();
