/** Taxonomy extensions, embedding cache, pool vectors, match runs, providers. */
export const sql = `
CREATE TABLE taxonomy_terms (
  kind       TEXT NOT NULL CHECK (kind IN ('skill', 'title')),
  alias      TEXT NOT NULL,
  canonical  TEXT NOT NULL,
  source     TEXT NOT NULL,
  PRIMARY KEY (kind, alias)
);

-- Vectors of stored texts (canonical skills, titles, headlines, CV texts); never inline data.
CREATE TABLE embeddings (
  model   TEXT NOT NULL,
  text    TEXT NOT NULL,
  vector  BLOB NOT NULL,
  PRIMARY KEY (model, text)
);

CREATE TABLE profile_vectors (
  profile_id  INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  model       TEXT NOT NULL,
  vector      BLOB NOT NULL
);

-- Bumped with every change to a pool: the HNSW file records the version it was saved at,
-- and match caching compares it.
CREATE TABLE pool_versions (
  pool     TEXT PRIMARY KEY,
  version  INTEGER NOT NULL
);

CREATE TABLE match_runs (
  id            TEXT PRIMARY KEY,                 -- stored_<ulid> or provider_<ulid>
  client_id     TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  request_key   TEXT NOT NULL,
  pool_version  INTEGER NOT NULL,
  response      TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX match_runs_cache ON match_runs(client_id, request_key, created_at);

CREATE TABLE match_queries (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id     TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  request_key   TEXT NOT NULL,
  pool_version  INTEGER NOT NULL,
  response      TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX match_queries_cache ON match_queries(client_id, request_key, created_at);

CREATE TABLE providers (
  client_id     TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  provider_id   TEXT NOT NULL,
  name          TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  last_sync_at  INTEGER,
  PRIMARY KEY (client_id, provider_id)
);

CREATE TABLE provider_candidates (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id        TEXT NOT NULL,
  provider_id      TEXT NOT NULL,
  external_id      TEXT NOT NULL,
  skills           TEXT NOT NULL,                 -- JSON array of strings
  seniority        TEXT NOT NULL,
  country          TEXT NOT NULL,
  whatsapp_number  TEXT,
  model            TEXT NOT NULL,
  vector           BLOB NOT NULL,
  updated_at       INTEGER NOT NULL,
  UNIQUE (client_id, provider_id, external_id),
  FOREIGN KEY (client_id, provider_id) REFERENCES providers(client_id, provider_id) ON DELETE CASCADE
);
CREATE INDEX provider_candidates_pool ON provider_candidates(client_id, provider_id, id);
`;
