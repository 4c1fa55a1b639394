/** Stored-pool profiles, and the outbox that webhook deliveries are made from. */
export const sql = `
CREATE TABLE profiles (
  id                      INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id               TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  external_id             TEXT,
  full_name               TEXT,
  email                   TEXT,
  phone                   TEXT,
  whatsapp_number         TEXT,
  location                TEXT,
  headline                TEXT,
  total_years_experience  INTEGER,
  skills                  TEXT NOT NULL DEFAULT '[]',   -- JSON [{name, level}]
  experiences             TEXT NOT NULL DEFAULT '[]',   -- JSON [{title, company, start, end}]
  "references"            TEXT NOT NULL DEFAULT '[]',   -- JSON [{name, company, …}]
  cv_text                 TEXT,
  cv_pdf_url              TEXT,
  cv_csv_url              TEXT,
  processing_status       TEXT NOT NULL CHECK (processing_status IN ('processing', 'ready', 'failed')),
  error                   TEXT,
  created_at              INTEGER NOT NULL,
  updated_at              INTEGER NOT NULL,
  UNIQUE (client_id, external_id)
);
CREATE INDEX profiles_client ON profiles(client_id, id);

CREATE TABLE events (
  id          TEXT PRIMARY KEY,                          -- evt_<ulid>
  client_id   TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  type        TEXT NOT NULL,
  data        TEXT NOT NULL,                             -- JSON
  created_at  INTEGER NOT NULL
);
CREATE INDEX events_client ON events(client_id, created_at);
`;
