/** Clients, API keys, tokens, rate-limit hits and the audit log. */
export const sql = `
CREATE TABLE clients (
  id          TEXT PRIMARY KEY,            -- cli_… (production) or sbx_… (sandbox)
  name        TEXT,
  plan        TEXT NOT NULL CHECK (plan IN ('free', 'developer', 'enterprise')),
  sandbox     INTEGER NOT NULL CHECK (sandbox IN (0, 1)),
  created_at  INTEGER NOT NULL
);

CREATE TABLE api_keys (
  id                TEXT PRIMARY KEY,      -- key_…
  client_id         TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  name              TEXT,
  scopes            TEXT NOT NULL,         -- space-separated, sorted
  secret_hash       TEXT NOT NULL,         -- scrypt, for logins
  secret_encrypted  TEXT NOT NULL,         -- AES-256-GCM, for request signatures
  created_at        INTEGER NOT NULL,
  revoked_at        INTEGER
);
CREATE INDEX api_keys_client ON api_keys(client_id);

CREATE TABLE tokens (
  hash        TEXT PRIMARY KEY,            -- sha256 of the opaque token
  kind        TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  key_id      TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  scopes      TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER                      -- refresh tokens work once
);
CREATE INDEX tokens_key ON tokens(key_id);
CREATE INDEX tokens_expiry ON tokens(expires_at);

CREATE TABLE rate_hits (
  subject  TEXT NOT NULL,                  -- client id, or ip:<address> for callers with no client
  bucket   TEXT NOT NULL,
  at       INTEGER NOT NULL
);
CREATE INDEX rate_hits_window ON rate_hits(subject, bucket, at);
CREATE INDEX rate_hits_at ON rate_hits(at);

CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY,
  at          INTEGER NOT NULL,
  request_id  TEXT NOT NULL,
  client_id   TEXT,
  key_id      TEXT,
  method      TEXT NOT NULL,
  route       TEXT NOT NULL,               -- the route pattern, never the URL with its values
  status      INTEGER NOT NULL,
  latency_ms  REAL NOT NULL,
  ip          TEXT
);
CREATE INDEX audit_log_client ON audit_log(client_id, at);
`;
