/**
 * WhatsApp accepts free-form (interactive) messages only within 24 hours of the person's
 * last message; before that, an approved template. The last message of each number is
 * kept to tell which.
 */
export const sql = `
CREATE TABLE whatsapp_windows (
  number           TEXT PRIMARY KEY,
  last_inbound_at  INTEGER NOT NULL
);
`;
