import { inList } from '../dialect.js';
import type { ContractType } from '../../jobs/contract-types.js';
import type { Feedback, Job, JobMatch, JobStatus, MatchingInputs } from '../../jobs/job.js';
import type { FiltersInput } from '../../matching/filters.js';
import type { Component, Explanation } from '../../matching/scoring.js';
import { Repository } from '../repository.js';
import { pageOf, type Page } from '../paging.js';

interface JobRow {
  id: number;
  client_id: string;
  external_job_id: string | null;
  title: string;
  description: string | null;
  location: string;
  contract_type: ContractType | null;
  company_name: string | null;
  match_limit: number;
  provider_id: string | null;
  status: JobStatus;
  created_at: number;
  skills_required: string | null;
  experience_min: number | null;
  filters: string | null;
  weights: string | null;
}

/** A match as stored: its explanation as JSON, its feedback in three columns. */
interface MatchRow extends Omit<JobMatch, 'explanation' | 'feedback'> {
  explanation: string;
  feedback: Feedback | null;
  feedback_reason: string | null;
  feedback_at: number | null;
}

export interface NewJob extends MatchingInputs {
  external_job_id: string | null;
  contract_type: ContractType | null;
  company_name: string | null;
}

/** A candidate as a job keeps it: stored profiles by id and name, others by their external id. */
export interface NewMatch {
  candidateId: number;
  profileId: number | null;
  externalId: string | null;
  fullName: string | null;
  location: string | null;
  whatsappNumber: string | null;
  matchScore: number;
  explanation: Explanation;
}

/** What a rematch weighs: each match's id, and whether it was messaged or given a verdict. */
export interface HeldMatch {
  id: number;
  candidateId: number;
  touched: boolean;
}

/** Every statement on `jobs` and `job_matches`. */
export class JobsRepository extends Repository {
  async insert(clientId: string, job: NewJob, now: number): Promise<number> {
    const row = await this.store.one<{ id: number }>(
      `INSERT INTO jobs (client_id, external_job_id, title, description, location, contract_type, company_name, match_limit, provider_id, status, created_at, updated_at,
         skills_required, experience_min, filters, weights)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'matched', ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        clientId, job.external_job_id, job.title, job.description ?? null, job.location, job.contract_type, job.company_name, job.limit, job.provider_id ?? null, now, now,
        json(job.skills_required), job.experience_min ?? null, json(job.filters), json(job.weights),
      ],
    );
    return row!.id;
  }

  async updateInputs(id: number, inputs: MatchingInputs, now: number): Promise<void> {
    await this.store.run('UPDATE jobs SET title = ?, description = ?, location = ?, skills_required = ?, experience_min = ?, filters = ?, weights = ?, updated_at = ? WHERE id = ?', [
      inputs.title, inputs.description ?? null, inputs.location, json(inputs.skills_required), inputs.experience_min ?? null, json(inputs.filters), json(inputs.weights), now, id,
    ]);
  }

  async setStatus(id: number, status: JobStatus, now: number): Promise<void> {
    await this.store.run('UPDATE jobs SET status = ?, updated_at = ? WHERE id = ?', [status, now, id]);
  }

  async touch(id: number, now: number): Promise<void> {
    await this.store.run('UPDATE jobs SET updated_at = ? WHERE id = ?', [now, id]);
  }

  async get(clientId: string, id: number): Promise<Job | null> {
    const row = await this.store.one<JobRow>('SELECT * FROM jobs WHERE id = ? AND client_id = ?', [id, clientId]);
    return row ? toJob(row) : null;
  }

  async inputs(id: number): Promise<MatchingInputs> {
    return inputsOf((await this.store.one<JobRow>('SELECT * FROM jobs WHERE id = ?', [id]))!);
  }

  async page(clientId: string, afterId: number, limit: number): Promise<Page<Job & { totalMatched: number }>> {
    const rows = await this.store.all<JobRow & { total: number }>(
      'SELECT j.*, (SELECT COUNT(*) FROM job_matches m WHERE m.job_id = j.id) AS total FROM jobs j WHERE j.client_id = ? AND j.id > ? ORDER BY j.id LIMIT ?',
      [clientId, afterId, limit + 1],
    );
    const page = pageOf(rows, limit, (row) => row.id);
    return { items: page.items.map((row) => ({ ...toJob(row), totalMatched: row.total })), nextCursor: page.nextCursor };
  }

  /** The client's open jobs on the stored pool, most recent first, with what they ask. */
  async openStoredJobs(clientId: string, limit: number): Promise<{ id: number; inputs: MatchingInputs }[]> {
    const rows = await this.store.all<JobRow>("SELECT * FROM jobs WHERE client_id = ? AND provider_id IS NULL AND status != 'closed' ORDER BY id DESC LIMIT ?", [clientId, limit]);
    return rows.map((row) => ({ id: row.id, inputs: inputsOf(row) }));
  }

  /** Which of these jobs already hold this candidate. */
  async jobsHolding(candidateId: number, jobIds: number[]): Promise<Set<number>> {
    const rows = await this.store.all<{ job_id: number }>(`SELECT job_id FROM job_matches WHERE candidate_id = ? AND job_id IN (${inList(this.store)})`, [candidateId, JSON.stringify(jobIds)]);
    return new Set(rows.map((row) => row.job_id));
  }

  /** How many matches each of these jobs holds, and the lowest score among them; a job without any is absent. */
  async matchCounts(jobIds: number[]): Promise<Map<number, { count: number; lowest: number | null }>> {
    const rows = await this.store.all<{ job_id: number; n: number; lowest: number | null }>(
      `SELECT job_id, COUNT(*) AS n, MIN(match_score) AS lowest FROM job_matches WHERE job_id IN (${inList(this.store)}) GROUP BY job_id`,
      [JSON.stringify(jobIds)],
    );
    return new Map(rows.map((row) => [row.job_id, { count: row.n, lowest: row.lowest }]));
  }

  /** Recorded before the offer is made, and kept until it is; a profile changed twice before that is offered once. */
  async putOffOffer(clientId: string, profileId: number): Promise<void> {
    await this.store.run('INSERT INTO offers_put_off (profile_id, client_id) VALUES (?, ?) ON CONFLICT (profile_id) DO NOTHING', [profileId, clientId]);
  }

  async offersPutOff(clientId: string): Promise<number[]> {
    const rows = await this.store.all<{ profile_id: number }>('SELECT profile_id FROM offers_put_off WHERE client_id = ? ORDER BY profile_id', [clientId]);
    return rows.map((row) => row.profile_id);
  }

  async clientsWithOffersPutOff(): Promise<string[]> {
    const rows = await this.store.all<{ client_id: string }>('SELECT DISTINCT client_id FROM offers_put_off');
    return rows.map((row) => row.client_id);
  }

  async offerMade(profileId: number): Promise<void> {
    await this.store.run('DELETE FROM offers_put_off WHERE profile_id = ?', [profileId]);
  }

  async insertMatch(jobId: number, clientId: string, poolType: string, match: NewMatch): Promise<void> {
    await this.store.run(
      `INSERT INTO job_matches (job_id, client_id, pool_type, candidate_id, profile_id, external_id, full_name, location, whatsapp_number, match_score, explanation)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [jobId, clientId, poolType, match.candidateId, match.profileId, match.externalId, match.fullName, match.location, match.whatsappNumber, match.matchScore, JSON.stringify(match.explanation)],
    );
  }

  /** Best first, rejected ones last; stored matches with the profile's current Trust Score. */
  async matches(jobId: number): Promise<JobMatch[]> {
    const rows = await this.store.all<MatchRow>(
      `SELECT m.*, t.score AS trust_score FROM job_matches m LEFT JOIN trust_scores t ON t.profile_id = m.profile_id
       WHERE m.job_id = ? ORDER BY CASE WHEN m.feedback = 'rejected' THEN 1 ELSE 0 END, m.match_score DESC, m.id`,
      [jobId],
    );
    return rows.map(toMatch);
  }

  async heldMatches(jobId: number): Promise<HeldMatch[]> {
    const rows = await this.store.all<{ id: number; candidate_id: number; whatsapp_status: string; feedback: string | null }>('SELECT id, candidate_id, whatsapp_status, feedback FROM job_matches WHERE job_id = ?', [jobId]);
    return rows.map((row) => ({ id: row.id, candidateId: row.candidate_id, touched: row.whatsapp_status !== 'not_sent' || row.feedback !== null }));
  }

  async hasMatch(jobId: number, candidateId: number): Promise<boolean> {
    return !!(await this.store.one('SELECT 1 FROM job_matches WHERE job_id = ? AND candidate_id = ?', [jobId, candidateId]));
  }

  async rescore(matchId: number, matchScore: number, explanation: Explanation): Promise<void> {
    await this.store.run('UPDATE job_matches SET match_score = ?, explanation = ? WHERE id = ?', [matchScore, JSON.stringify(explanation), matchId]);
  }

  async deleteMatch(matchId: number): Promise<void> {
    await this.store.run('DELETE FROM job_matches WHERE id = ?', [matchId]);
  }

  /** False when the job holds no such candidate. */
  async setFeedback(clientId: string, jobId: number, candidateId: number, status: Feedback, reason: string | null, now: number): Promise<boolean> {
    return (await this.store.run('UPDATE job_matches SET feedback = ?, feedback_reason = ?, feedback_at = ? WHERE job_id = ? AND client_id = ? AND candidate_id = ?', [status, reason, now, jobId, clientId, candidateId])) > 0;
  }
}

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    client_id: row.client_id,
    external_job_id: row.external_job_id,
    title: row.title,
    description: row.description,
    location: row.location,
    contract_type: row.contract_type,
    company_name: row.company_name,
    limit: row.match_limit,
    provider_id: row.provider_id,
    status: row.status,
    created_at: row.created_at,
  };
}

function toMatch(row: MatchRow): JobMatch {
  return {
    id: row.id,
    job_id: row.job_id,
    candidate_id: row.candidate_id,
    profile_id: row.profile_id,
    external_id: row.external_id,
    full_name: row.full_name,
    location: row.location,
    match_score: row.match_score,
    trust_score: row.pool_type === 'stored' ? row.trust_score : null,
    whatsapp_number: row.whatsapp_number,
    whatsapp_status: row.whatsapp_status,
    pool_type: row.pool_type,
    explanation: JSON.parse(row.explanation) as Explanation,
    feedback: row.feedback === null ? null : { status: row.feedback, reason: row.feedback_reason, at: row.feedback_at! },
  };
}

function inputsOf(row: JobRow): MatchingInputs {
  return {
    title: row.title,
    description: row.description ?? undefined,
    location: row.location,
    limit: row.match_limit,
    provider_id: row.provider_id ?? undefined,
    skills_required: row.skills_required ? (JSON.parse(row.skills_required) as string[]) : undefined,
    experience_min: row.experience_min ?? undefined,
    filters: row.filters ? (JSON.parse(row.filters) as FiltersInput) : undefined,
    weights: row.weights ? (JSON.parse(row.weights) as Partial<Record<Component, number>>) : undefined,
  };
}
