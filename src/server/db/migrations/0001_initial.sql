-- Initial schema of the reference platform: identity, vendors and their owners, the demo mailbox,
-- flags per region, country parameters and generated secrets. Plain PostgreSQL (runs on PGlite too).

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  business_name text NOT NULL DEFAULT '',
  mobile_number text NOT NULL DEFAULT '',
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE vendors (
  vendor_id text PRIMARY KEY,
  parent_vendor_id text REFERENCES vendors (vendor_id),
  client_vendor_id text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  is_registered boolean NOT NULL DEFAULT false,
  is_parent boolean NOT NULL DEFAULT false,
  name text NOT NULL,
  currency text NOT NULL,
  phone text NOT NULL DEFAULT '',
  address_text text NOT NULL DEFAULT '',
  building text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country_code text NOT NULL,
  latitude double precision,
  longitude double precision,
  postal_code text NOT NULL DEFAULT '',
  street text NOT NULL DEFAULT '',
  street_number text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  rider_instructions text NOT NULL DEFAULT '',
  payment_methods jsonb NOT NULL DEFAULT '{}'::jsonb,
  estimation_pick_up_time integer NOT NULL DEFAULT 15,
  created_at timestamptz NOT NULL
);
CREATE INDEX vendors_parent_idx ON vendors (parent_vendor_id);

-- Numbers of vendors created by registration (DK-5001, DK-5002, ...).
CREATE SEQUENCE vendor_number_seq START 5001;

CREATE TABLE vendor_owners (
  vendor_id text NOT NULL REFERENCES vendors (vendor_id) ON DELETE CASCADE,
  email text NOT NULL,
  PRIMARY KEY (vendor_id, email)
);
CREATE INDEX vendor_owners_email_idx ON vendor_owners (email);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE verification_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE reset_codes (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE INDEX reset_codes_user_idx ON reset_codes (user_id);

CREATE TABLE mails (
  id serial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  link text,
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX mails_to_idx ON mails (to_email);

CREATE TABLE flags (
  region text NOT NULL,
  name text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (region, name)
);

CREATE TABLE country_parameters (
  country text NOT NULL,
  name text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (country, name)
);
