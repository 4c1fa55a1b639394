/**
 * The embedding cache was keyed by the text itself, so the opening of every CV (name,
 * e-mail, phone) stayed in it after its profile was deleted. It is keyed by a SHA-256
 * of the text now; the old entries, all derivable again, are dropped.
 */
export const sql = `
DROP TABLE embeddings;
CREATE TABLE embeddings (
  model      TEXT NOT NULL,
  text_hash  BLOB NOT NULL,
  vector     BLOB NOT NULL,
  PRIMARY KEY (model, text_hash)
) WITHOUT ROWID;
`;
