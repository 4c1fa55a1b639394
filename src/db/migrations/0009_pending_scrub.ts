/**
 * SQLite's secure_delete zeroes deleted rows, but a page rebalanced earlier can still hold
 * stale copies of a row in its free space. After an erasure, the database is rewritten
 * (VACUUM) at the next clean stop or start; this row says one is due.
 */
export const sql = `
CREATE TABLE pending_scrub (
  id     INTEGER PRIMARY KEY CHECK (id = 1),
  since  INTEGER NOT NULL
);
`;
