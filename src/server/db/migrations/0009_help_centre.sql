-- Help centre (issue 13): the help pages the init call opened (who, for which vendor, in which
-- language, and the one portal origin that may frame the page and talk to it over the bridge), and
-- the support requests the help page files for a vendor with the token the bridge granted it.
CREATE TABLE help_sessions (
  id text PRIMARY KEY,
  vendor_id text NOT NULL,
  user_id text NOT NULL,
  locale text NOT NULL,
  portal_origin text NOT NULL,
  created_at_ms bigint NOT NULL,
  expires_at_ms bigint NOT NULL
);

CREATE TABLE support_requests (
  id text PRIMARY KEY,
  vendor_id text NOT NULL,
  user_id text NOT NULL,
  email text NOT NULL,
  topic text NOT NULL,
  message text NOT NULL,
  order_id text,
  status text NOT NULL DEFAULT 'open',
  created_at_ms bigint NOT NULL
);
CREATE INDEX support_requests_vendor_idx ON support_requests (vendor_id, created_at_ms DESC);
