/** The languages a person speaks, for the languages filter: JSON [{code, level}], ISO 639-1 and CEFR. */
export const sql = `
ALTER TABLE profiles ADD COLUMN languages TEXT NOT NULL DEFAULT '[]';
`;
