import { jsonElements, jsonField, named } from '../dialect.js';
import type { Store } from '../store.js';

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
const eventsOfPerson = (store: Store) => `
  SELECT id, type, data, created_at FROM events
  WHERE client_id = @clientId AND (
    (type IN ('profile.ready', 'profile.failed', 'trust.scored') AND ${jsonField(store, 'data', 'profile_id')} = @profileText)
    OR (type = 'job.candidate_replied' AND ${jsonField(store, 'data', 'pool_type')} = 'stored' AND ${jsonField(store, 'data', 'candidate_id')} = @profileText))`;

/**
 * Stored answers whose results list the person: match runs on the stored pool (results
 * name the profile `candidate_id`) and free-text queries (`id`).
 */
const ANSWERS = [
  { table: 'match_runs', key: 'candidate_id', only: "AND substr(id, 1, 7) = 'stored_'" },
  { table: 'match_queries', key: 'id', only: '' },
] as const;
type Answers = (typeof ANSWERS)[number];

const answersListing = (store: Store, { table, key, only }: Answers) => `
  SELECT id, response, created_at FROM ${table}
  WHERE client_id = @clientId ${only} AND EXISTS (
    SELECT 1 FROM ${jsonElements(store, 'response', 'results', 'result')} WHERE ${jsonField(store, 'result.value', key)} = @profileText)`;

type Result = Record<string, unknown> & { match_score: number };
const isPerson = (answers: Answers, profileId: number) => (result: Result) => result[answers.key] === profileId;
const idsOf = (clientId: string, profileId: number) => ({ clientId, profileId, profileText: String(profileId) });

export async function readPersonData(store: Store, clientId: string, profileId: number): Promise<PersonData> {
  const ids = idsOf(clientId, profileId);
  const job_matches = await store.all<PersonJobMatch>(
    ...named(
      `SELECT m.job_id, j.title AS job_title, m.match_score, m.whatsapp_number, m.whatsapp_status, m.whatsapp_updated_at, m.feedback, m.feedback_reason
       FROM job_matches m JOIN jobs j ON j.id = m.job_id WHERE m.client_id = @clientId AND m.profile_id = @profileId ORDER BY m.id`,
      ids,
    ),
  );
  const events = (await store.all<{ id: string; type: string; data: string; created_at: number }>(...named(`${eventsOfPerson(store)} ORDER BY created_at, id`, ids))).map((row) => ({
    ...row,
    data: JSON.parse(row.data) as unknown,
  }));
  const match_answers: PersonMatchAnswer[] = [];
  for (const answers of ANSWERS) {
    for (const row of await store.all<{ id: string | number; response: string; created_at: number }>(...named(answersListing(store, answers), ids))) {
      const results = (JSON.parse(row.response) as { results: Result[] }).results;
      match_answers.push({ match_id: row.id, match_score: results.find(isPerson(answers, profileId))!.match_score, created_at: row.created_at });
    }
  }
  return { job_matches, events, match_answers };
}

/** Removes what `readPersonData` finds, in the caller's transaction, before the profile row goes. */
export async function erasePersonData(store: Store, clientId: string, profileId: number, whatsappNumber: string | null): Promise<void> {
  const ids = idsOf(clientId, profileId);
  // Its WhatsApp messages go with it (ON DELETE CASCADE).
  await store.run(...named('DELETE FROM job_matches WHERE client_id = @clientId AND profile_id = @profileId', ids));
  // Deliveries not yet made go with their event (ON DELETE CASCADE): nobody is sent the name again.
  await store.run(...named(`DELETE FROM events WHERE id IN (SELECT id FROM (${eventsOfPerson(store)}) AS person_events)`, ids));
  for (const answers of ANSWERS) {
    const person = isPerson(answers, profileId);
    for (const row of await store.all<{ id: string | number; response: string }>(...named(answersListing(store, answers), ids))) {
      const answer = JSON.parse(row.response) as { results: Result[]; total_results: number };
      answer.results = answer.results.filter((result) => !person(result));
      answer.total_results = answer.results.length;
      await store.run(`UPDATE ${answers.table} SET response = ? WHERE id = ?`, [JSON.stringify(answer), row.id]);
    }
  }
  if (whatsappNumber) await store.run('DELETE FROM whatsapp_windows WHERE number = ?', [whatsappNumber.replace(/\D/g, '')]);
  // SQLite's secure_delete zeroes the rows; stale copies left in pages by earlier rebalancing go at the next VACUUM.
  await store.run('INSERT INTO pending_scrub (id, since) VALUES (1, ?) ON CONFLICT DO NOTHING', [Date.now()]);
}
