/** A recruiter's verdict on a job's match: ordered by (rejected last), counted in analytics. */
export const sql = `
ALTER TABLE job_matches ADD COLUMN feedback TEXT CHECK (feedback IN ('shortlisted', 'rejected', 'hired'));
ALTER TABLE job_matches ADD COLUMN feedback_reason TEXT;
ALTER TABLE job_matches ADD COLUMN feedback_at INTEGER;
`;
