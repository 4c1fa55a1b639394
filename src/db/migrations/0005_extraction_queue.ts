/** CV extraction jobs: uploaded files and URLs to read, claimed with a lease. */
export const sql = `
CREATE TABLE extraction_jobs (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  profile_id    INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  client_id     TEXT NOT NULL,
  source        TEXT NOT NULL CHECK (source IN ('upload', 'pdf_url', 'csv_url')),
  url           TEXT,
  bytes         BLOB,                         -- the upload; cleared once processed
  status        TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts      INTEGER NOT NULL DEFAULT 0,
  locked_until  INTEGER,
  error         TEXT,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX extraction_jobs_ready ON extraction_jobs(status, id);
`;
