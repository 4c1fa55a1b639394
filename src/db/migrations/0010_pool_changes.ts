/**
 * What changed in each pool, by version: a server that holds a pool in memory catches up
 * with the changes other servers on the same store made, instead of reloading it.
 */
export const sql = `
CREATE TABLE pool_changes (
  pool     TEXT NOT NULL,
  version  INTEGER NOT NULL,
  label    INTEGER NOT NULL,
  PRIMARY KEY (pool, version, label)
) WITHOUT ROWID;
`;
