/**
 * A profile stored while the sentence encoder failed could not be offered to its client's
 * open jobs: it is kept here until the client's next profile change offers it, so a server
 * restarted meanwhile does not forget it.
 */
export const sql = `
CREATE TABLE offers_put_off (
  profile_id  INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  client_id   TEXT NOT NULL
);
CREATE INDEX offers_put_off_client ON offers_put_off (client_id);
`;
