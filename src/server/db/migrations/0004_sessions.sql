-- Sessions (issue 8): every access token of a signed-in user and every GODROID token it mints
-- carries its session id (claim sid), which is the family of the session's refresh tokens. Logout,
-- refresh-token reuse and a password reset set revoked_at, and every authenticated request checks it,
-- so a revoked session's tokens stop working before they expire.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- The refresh-token families that exist already become sessions (revoked when none of their tokens
-- is live), so signed-in users keep refreshing across the upgrade.
INSERT INTO sessions (id, user_id, created_at, revoked_at)
SELECT family_id, min(user_id), min(created_at),
       CASE WHEN bool_or(revoked_at IS NULL) THEN NULL ELSE max(revoked_at) END
FROM refresh_tokens
GROUP BY family_id;
