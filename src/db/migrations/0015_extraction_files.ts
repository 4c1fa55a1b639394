/**
 * An upload's file in a table of its own: a job's row is rewritten whole each time its
 * status or lease changes, and with the file inside it that was the file again, five
 * times per CV (docs/performance.md, "Real template PDFs, and uploads written once").
 */
export const sql = `
CREATE TABLE extraction_files (
  job_id  INTEGER PRIMARY KEY REFERENCES extraction_jobs(id) ON DELETE CASCADE,
  bytes   BLOB NOT NULL                        -- deleted once the file is read
);
INSERT INTO extraction_files (job_id, bytes) SELECT id, bytes FROM extraction_jobs WHERE bytes IS NOT NULL;
ALTER TABLE extraction_jobs DROP COLUMN bytes;
`;
