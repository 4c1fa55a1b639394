import type { Db } from '../open.js';

/**
 * Everything held about one person outside their profile row: the matches of jobs, the
 * stored match answers that list them, the events that name them, the WhatsApp window
 * of their number. Read for an export (GDPR art. 15 and 20) and removed with the profile
 * (art. 17), so that after a deletion no copy of their name or number is left behind.
 */

export interface PersonJobMatch {
  job_id: number;
  job_title: string;
  match_score: number;
  whatsapp_number: string | null;
  whatsapp_status: string;
  whatsapp_updated_at: number | null;
  feedback: 'shortlisted' | 'rejected' | 'hired' | null;
  feedback_reason: string | null;
}

export interface PersonEvent {
  id: string;
  type: string;
  data: unknown;
  created_at: number;
}

export interface PersonMatchAnswer {
  match_id: string | number;
  match_score: number;
  created_at: number;
}

export interface PersonData {
  job_matches: PersonJobMatch[];
  events: PersonEvent[];
  match_answers: PersonMatchAnswer[];
}

/** Events that carry the person: by profile id, or as a stored candidate who replied. */
const EVENTS_OF_PERSON = `
  SELECT id, type, data, created_at FROM events
  WHERE client_id = @clientId AND (
    (type IN ('profile.ready', 'profile.failed', 'trust.scored') AND json_extract(data, '$.profile_id') = @profileId)
    OR (type = 'job.candidate_replied' AND json_extract(data, '$.pool_type') = 'stored' AND json_extract(data, '$.candidate_id') = @profileId))`;

/**
 * Stored answers whose results list the person: match runs on the stored pool (results
 * name the profile `candidate_id`) and free-text queries (`id`).
 */
const ANSWERS = [
  { table: 'match_runs', key: 'candidate_id', only: "AND substr(id, 1, 7) = 'stored_'" },
  { table: 'match_queries', key: 'id', only: '' },
] as const;
type Answers = (typeof ANSWERS)[number];

const answersListing = ({ table, key, only }: Answers) => `
  SELECT id, response, created_at FROM ${table}
  WHERE client_id = @clientId ${only} AND EXISTS (
    SELECT 1 FROM json_each(response, '$.results') AS result WHERE json_extract(result.value, '$.${key}') = @profileId)`;

type Result = Record<string, unknown> & { match_score: number };
const isPerson = (answers: Answers, profileId: number) => (result: Result) => result[answers.key] === profileId;

export function readPersonData(db: Db, clientId: string, profileId: number): PersonData {
  const ids = { clientId, profileId };
  const job_matches = db
    .prepare<typeof ids, PersonJobMatch>(
      `SELECT m.job_id, j.title AS job_title, m.match_score, m.whatsapp_number, m.whatsapp_status, m.whatsapp_updated_at, m.feedback, m.feedback_reason
       FROM job_matches m JOIN jobs j ON j.id = m.job_id WHERE m.client_id = @clientId AND m.profile_id = @profileId ORDER BY m.id`,
    )
    .all(ids);
  const events = db
    .prepare<typeof ids, { id: string; type: string; data: string; created_at: number }>(`${EVENTS_OF_PERSON} ORDER BY created_at, id`)
    .all(ids)
    .map((row) => ({ ...row, data: JSON.parse(row.data) as unknown }));
  const match_answers = ANSWERS.flatMap((answers) =>
    db
      .prepare<typeof ids, { id: string | number; response: string; created_at: number }>(answersListing(answers))
      .all(ids)
      .map((row) => {
        const results = (JSON.parse(row.response) as { results: Result[] }).results;
        return { match_id: row.id, match_score: results.find(isPerson(answers, profileId))!.match_score, created_at: row.created_at };
      }),
  );
  return { job_matches, events, match_answers };
}

/** Removes what `readPersonData` finds, in the caller's transaction, before the profile row goes. */
export function erasePersonData(db: Db, clientId: string, profileId: number, whatsappNumber: string | null): void {
  const ids = { clientId, profileId };
  // Its WhatsApp messages go with it (ON DELETE CASCADE).
  db.prepare('DELETE FROM job_matches WHERE client_id = @clientId AND profile_id = @profileId').run(ids);
  // Deliveries not yet made go with their event (ON DELETE CASCADE): nobody is sent the name again.
  db.prepare(`DELETE FROM events WHERE id IN (SELECT id FROM (${EVENTS_OF_PERSON}))`).run(ids);
  for (const answers of ANSWERS) {
    const update = db.prepare(`UPDATE ${answers.table} SET response = ? WHERE id = ?`);
    const person = isPerson(answers, profileId);
    for (const row of db.prepare<typeof ids, { id: string | number; response: string }>(answersListing(answers)).all(ids)) {
      const answer = JSON.parse(row.response) as { results: Result[]; total_results: number };
      answer.results = answer.results.filter((result) => !person(result));
      answer.total_results = answer.results.length;
      update.run(JSON.stringify(answer), row.id);
    }
  }
  if (whatsappNumber) db.prepare('DELETE FROM whatsapp_windows WHERE number = ?').run(whatsappNumber.replace(/\D/g, ''));
  // secure_delete zeroes the rows; stale copies left in pages by earlier rebalancing go at the next VACUUM.
  db.prepare('INSERT OR IGNORE INTO pending_scrub (id, since) VALUES (1, ?)').run(Date.now());
}
