/** Jobs, their matches (with WhatsApp state), and Trust Scores. */
export const sql = `
CREATE TABLE jobs (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id        TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  external_job_id  TEXT,
  title            TEXT NOT NULL,
  description      TEXT,
  location         TEXT NOT NULL,
  contract_type    TEXT,
  company_name     TEXT,
  match_limit      INTEGER NOT NULL,
  provider_id      TEXT,
  status           TEXT NOT NULL CHECK (status IN ('matched', 'broadcasting', 'broadcasted', 'closed')),
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL
);
CREATE INDEX jobs_client ON jobs(client_id, id);

CREATE TABLE job_matches (
  id                     INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id                 INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  client_id              TEXT NOT NULL,
  pool_type              TEXT NOT NULL,                -- stored | provider:<provider_id>
  candidate_id           INTEGER NOT NULL,             -- profile id, or provider candidate id
  profile_id             INTEGER REFERENCES profiles(id) ON DELETE SET NULL,
  external_id            TEXT,
  full_name              TEXT,
  location               TEXT,
  whatsapp_number        TEXT,
  match_score            REAL NOT NULL,                -- 0-100
  explanation            TEXT NOT NULL,
  whatsapp_status        TEXT NOT NULL DEFAULT 'not_sent'
                         CHECK (whatsapp_status IN ('not_sent', 'sent', 'failed', 'replied_interested', 'replied_declined')),
  whatsapp_message_id    TEXT,
  whatsapp_error         TEXT,
  whatsapp_updated_at    INTEGER,
  UNIQUE (job_id, pool_type, candidate_id)
);
CREATE INDEX job_matches_job ON job_matches(job_id, match_score DESC);
CREATE INDEX job_matches_profile ON job_matches(profile_id);
CREATE UNIQUE INDEX job_matches_message ON job_matches(whatsapp_message_id) WHERE whatsapp_message_id IS NOT NULL;

CREATE TABLE trust_scores (
  profile_id          INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  client_id           TEXT NOT NULL,
  score               REAL NOT NULL,
  class               TEXT NOT NULL,
  breakdown           TEXT NOT NULL,
  signals             TEXT NOT NULL,
  profile_updated_at  INTEGER NOT NULL,
  computed_at         INTEGER NOT NULL
);
`;
