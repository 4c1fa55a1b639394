/** What a job was matched with, kept so that it can be matched again (PATCH, rematch). */
export const sql = `
ALTER TABLE jobs ADD COLUMN skills_required TEXT;   -- JSON array, null when read from the text
ALTER TABLE jobs ADD COLUMN experience_min INTEGER;
ALTER TABLE jobs ADD COLUMN filters TEXT;           -- JSON, as the request gave them
ALTER TABLE jobs ADD COLUMN weights TEXT;           -- JSON, as the request gave them
`;
