/** Webhook endpoints and deliveries; WhatsApp broadcasts, outgoing messages and inbound callbacks. */
export const sql = `
CREATE TABLE webhook_endpoints (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id         TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  url               TEXT NOT NULL,
  events            TEXT NOT NULL,               -- JSON array of event types
  secret_encrypted  TEXT NOT NULL,
  is_active         INTEGER NOT NULL DEFAULT 1,
  failing_since     INTEGER,                      -- first failure of the current failing streak
  created_at        INTEGER NOT NULL,
  deleted_at        INTEGER
);
CREATE INDEX webhook_endpoints_client ON webhook_endpoints(client_id);

CREATE TABLE webhook_deliveries (
  id               TEXT PRIMARY KEY,              -- dlv_<ulid>
  endpoint_id      INTEGER NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_id         TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  status           TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER,
  locked_until     INTEGER,
  response_code    INTEGER,
  latency_ms       REAL,
  error            TEXT,
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries(endpoint_id, created_at);

CREATE TABLE webhook_attempts (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_id    TEXT NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  client_id      TEXT NOT NULL,
  attempt        INTEGER NOT NULL,
  attempted_at   INTEGER NOT NULL,
  response_code  INTEGER,
  latency_ms     REAL NOT NULL,
  error          TEXT
);
CREATE INDEX webhook_attempts_client ON webhook_attempts(client_id, id);

CREATE TABLE broadcasts (
  id            TEXT PRIMARY KEY,                 -- bcst_<ulid>
  job_id        INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  client_id     TEXT NOT NULL,
  transport     TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('sending', 'completed')),
  queued        INTEGER NOT NULL,
  skipped       INTEGER NOT NULL,
  created_at    INTEGER NOT NULL,
  completed_at  INTEGER
);

CREATE TABLE whatsapp_messages (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  broadcast_id     TEXT NOT NULL REFERENCES broadcasts(id) ON DELETE CASCADE,
  match_id         INTEGER NOT NULL REFERENCES job_matches(id) ON DELETE CASCADE,
  to_number        TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,
  locked_until     INTEGER,
  message_id       TEXT,
  error            TEXT,
  updated_at       INTEGER NOT NULL
);
CREATE INDEX whatsapp_messages_due ON whatsapp_messages(status, next_attempt_at);

-- Callbacks already handled (WhatsApp may send the same one twice).
CREATE TABLE whatsapp_inbound (
  id           TEXT PRIMARY KEY,
  received_at  INTEGER NOT NULL
);
`;
