-- Bulk jobs (issue 10): a job per uploaded XLSX file (the file itself is never stored), one row per
-- line of the file with its preprocessing result, and the order each good row became. A placement
-- is claimed by one platform instance with a lease (placing_by, placing_until_ms) taken under
-- SELECT … FOR UPDATE SKIP LOCKED; each row becomes its order in one transaction (order_id set with
-- the order), so a retry or another instance after a crash places only the rows still without one.
CREATE TABLE bulk_jobs (
  id text PRIMARY KEY,
  vendor_id text NOT NULL REFERENCES vendors (vendor_id),
  status text NOT NULL,
  file_name text NOT NULL,
  created_by text,
  created_by_name text NOT NULL DEFAULT '',
  created_at_ms bigint NOT NULL,
  total_rows integer NOT NULL,
  success_rows integer NOT NULL,
  orders_placed integer NOT NULL DEFAULT 0,
  placement_errors integer NOT NULL DEFAULT 0,
  placing_by text,
  placing_until_ms bigint,
  placed_at_ms bigint
);
CREATE INDEX bulk_jobs_vendor_idx ON bulk_jobs (vendor_id, created_at_ms DESC);
CREATE INDEX bulk_jobs_placing_idx ON bulk_jobs (placing_until_ms) WHERE placing_until_ms IS NOT NULL;

CREATE TABLE bulk_job_rows (
  job_id text NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
  row_number integer NOT NULL,
  vendor_id text NOT NULL,
  status text NOT NULL,
  details jsonb NOT NULL,
  errors jsonb NOT NULL,
  delivery_fee double precision,
  fee_signature text,
  order_id text,
  placement_status text,
  placement_error text,
  PRIMARY KEY (job_id, row_number)
);
