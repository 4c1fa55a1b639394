/** Answers to POSTs sent with an Idempotency-Key, replayed for 24 hours. */
export const sql = `
CREATE TABLE idempotency_keys (
  client_id    TEXT NOT NULL,
  key          TEXT NOT NULL,
  fingerprint  TEXT NOT NULL,              -- SHA-256 of method, route and body
  status       INTEGER,                    -- null while the first request runs
  response     TEXT,
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (client_id, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_age ON idempotency_keys(created_at);
`;
