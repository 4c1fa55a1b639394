import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { ApiError, errors } from '../errors.js';
import type { Outbox } from '../events/outbox.js';
import { checkAdLength, percent, type MatchingService } from '../matching/matching-service.js';
import type { ProvidersService } from '../matching/providers-service.js';
import type { JobFeatures } from '../matching/features.js';
import type { Component, Scored } from '../matching/scoring.js';
import type { AppliedFilters, Filters, FiltersInput } from '../matching/filters.js';
import type { Profile } from '../profiles/profile.js';
import { decodeCursor, pageOf, type Page } from '../db/paging.js';
import type { ProfileListener } from '../profiles/profiles-service.js';
import { trustClass } from '../trust/trust-score.js';
import type { TrustService } from '../trust/trust-service.js';
import { normaliseContractType } from './contract-types.js';
import {
  FEEDBACKS,
  insertMatch,
  JOB_NOT_FOUND,
  json,
  toJob,
  toMatch,
  WHATSAPP_STATUSES,
  type Feedback,
  type Job,
  type JobAnalytics,
  type JobChanges,
  type JobInput,
  type JobMatch,
  type JobRow,
  type JobStatus,
  type MatchingInputs,
  type MatchRow,
  type Rematched,
  type WhatsappStatus,
} from './job-rows.js';

export * from './job-rows.js';


/** The open jobs a new or changed profile is offered to, most recent first. */
const MAX_OPEN_JOBS = 100;

export const MATCH_NOT_FOUND = 'Candidat introuvable dans cette offre.';

/** Job offers: creating one runs matching on the stored pool or a provider's index, and Trust Scores. */
export class JobsService implements ProfileListener {
  private readonly insertMatchRow;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly matching: MatchingService,
    private readonly trust: TrustService,
    private readonly providers: ProvidersService,
    private readonly outbox: Outbox,
  ) {
    this.insertMatchRow = db.prepare(
      `INSERT INTO job_matches (job_id, client_id, pool_type, candidate_id, profile_id, external_id, full_name, location, whatsapp_number, match_score, explanation)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  async create(clientId: string, input: JobInput): Promise<{ job: Job; matches: JobMatch[]; filters: AppliedFilters }> {
    checkAdLength('description', input.description);
    const contractType = normaliseContractType(input.contractType);
    if (input.providerId && !this.providers.get(clientId, input.providerId)) throw errors.invalidField('provider_id', 'provider inconnu');
    const { ranked, filters } = await this.rank(clientId, input);
    const poolType = input.providerId ? `provider:${input.providerId}` : 'stored';
    const now = this.clock.now();
    const jobId = this.db.transaction(() => {
      const info = this.db
        .prepare(
          `INSERT INTO jobs (client_id, external_job_id, title, description, location, contract_type, company_name, match_limit, provider_id, status, created_at, updated_at,
             skills_required, experience_min, filters, weights)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'matched', ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          clientId, input.externalJobId ?? null, input.title, input.description ?? null, input.location, contractType, input.companyName ?? null, input.limit, input.providerId ?? null, now, now,
          json(input.skillsRequired), input.experienceMin ?? null, json(input.filters), json(input.weights),
        );
      const id = Number(info.lastInsertRowid);
      for (const scored of ranked) this.addMatch(id, clientId, poolType, scored, false);
      return id;
    })();
    return { job: this.require(clientId, jobId), matches: this.matches(clientId, jobId), filters: filters.applied };
  }

  /** Matches the job's inputs against its pool, filters and weights applied; Trust Scores made current. */
  private async rank(clientId: string, input: MatchingInputs): Promise<{ ranked: Scored[]; filters: Filters }> {
    const { features, filters } = await this.featuresOf(input);
    const ranked = input.providerId
      ? await this.matching.rankProvider(clientId, input.providerId, features, input.limit, filters)
      : await this.matching.rankStored(clientId, features, input.limit, filters);
    // Stored matches read their Trust Score from the trust table: make sure it is current.
    if (!input.providerId) this.trust.ensureFresh(clientId, ranked.map((scored) => scored.candidate.label));
    return { ranked, filters };
  }

  /** PATCH /v1/jobs/{id}: changes what the job asks for, then matches it again. */
  async patch(clientId: string, id: number, changes: JobChanges): Promise<Rematched> {
    const job = this.requireOpen(clientId, id);
    if (changes.description !== undefined) checkAdLength('description', changes.description);
    const inputs = { ...this.inputsOf(job.id), ...changes };
    // Checked before anything is written: a bad filter changes nothing.
    this.matching.requestOptions(inputs, 100);
    this.db
      .prepare('UPDATE jobs SET title = ?, description = ?, location = ?, skills_required = ?, experience_min = ?, filters = ?, weights = ?, updated_at = ? WHERE id = ?')
      .run(inputs.title, inputs.description ?? null, inputs.location, json(inputs.skillsRequired), inputs.experienceMin ?? null, json(inputs.filters), json(inputs.weights), this.clock.now(), job.id);
    return this.rematch(clientId, id);
  }

  /**
   * Matches an open job again with what it asks for now: new candidates are added (with
   * job.match.added), the scores of those still matched are refreshed, and those no longer
   * matched leave unless they were messaged or given a verdict.
   */
  async rematch(clientId: string, id: number): Promise<Rematched> {
    const job = this.requireOpen(clientId, id);
    const inputs = this.inputsOf(job.id);
    const { ranked, filters } = await this.rank(clientId, inputs);
    const poolType = inputs.providerId ? `provider:${inputs.providerId}` : 'stored';
    const { added, removed } = this.db.transaction(() => {
      const existing = new Map(
        this.db.prepare<[number], { id: number; candidate_id: number; whatsapp_status: string; feedback: string | null }>('SELECT id, candidate_id, whatsapp_status, feedback FROM job_matches WHERE job_id = ?').all(job.id).map((row) => [row.candidate_id, row]),
      );
      const refresh = this.db.prepare('UPDATE job_matches SET match_score = ?, explanation = ? WHERE id = ?');
      let added = 0;
      for (const scored of ranked) {
        const row = existing.get(scored.candidate.label);
        existing.delete(scored.candidate.label);
        if (row) {
          refresh.run(percent(scored.score), JSON.stringify(scored.explanation), row.id);
          continue;
        }
        this.addMatch(job.id, clientId, poolType, scored, true);
        added += 1;
      }
      const drop = this.db.prepare('DELETE FROM job_matches WHERE id = ?');
      let removed = 0;
      for (const row of existing.values()) {
        if (row.whatsapp_status !== 'not_sent' || row.feedback !== null) continue;
        drop.run(row.id);
        removed += 1;
      }
      this.db.prepare('UPDATE jobs SET updated_at = ? WHERE id = ?').run(this.clock.now(), job.id);
      return { added, removed };
    })();
    return { job: this.require(clientId, id), matches: this.matches(clientId, id), filters: filters.applied, added, removed };
  }

  /**
   * A profile pushed, changed or read after jobs were published joins the matches of the
   * client's open jobs on the stored pool where it passes their filters and would make
   * the list: above the job's min_score when it has one, else above its lowest match once
   * the job holds `limit` of them. Each addition gives job.match.added. The most recent
   * open jobs are looked at, MAX_OPEN_JOBS of them.
   */
  async profileChanged(profile: Profile): Promise<void> {
    if (profile.processingStatus !== 'ready') return;
    const open = this.db
      .prepare<[string, number], { id: number }>("SELECT id FROM jobs WHERE client_id = ? AND provider_id IS NULL AND status != 'closed' ORDER BY id DESC LIMIT ?")
      .all(profile.clientId, MAX_OPEN_JOBS);
    for (const { id } of open) {
      try {
        await this.offer(profile, id);
      } catch (error) {
        // A job whose kept filters no longer read (a city renamed in the gazetteer) is left as it is.
        if (!(error instanceof ApiError)) throw error;
      }
    }
  }

  profileDeleted(): void {
    // Its matches go with the person (person-data.ts).
  }

  private async offer(profile: Profile, jobId: number): Promise<void> {
    if (this.db.prepare('SELECT 1 FROM job_matches WHERE job_id = ? AND candidate_id = ?').get(jobId, profile.id)) return;
    const inputs = this.inputsOf(jobId);
    const { features, filters } = await this.featuresOf(inputs);
    const scored = await this.matching.scoreStoredOne(profile.clientId, features, profile.id, filters);
    if (!scored) return;
    const held = this.db.prepare<[number], { n: number; lowest: number | null }>('SELECT COUNT(*) AS n, MIN(match_score) AS lowest FROM job_matches WHERE job_id = ?').get(jobId)!;
    if (inputs.filters?.min_score === undefined && held.n >= inputs.limit && percent(scored.score) <= (held.lowest ?? 0)) return;
    this.trust.ensureFresh(profile.clientId, [profile.id]);
    this.db.transaction(() => {
      // Checked again inside the write: another push of the same profile may have added it meanwhile.
      if (this.db.prepare('SELECT 1 FROM job_matches WHERE job_id = ? AND candidate_id = ?').get(jobId, profile.id)) return;
      this.addMatch(jobId, profile.clientId, 'stored', scored, true);
    }).immediate();
  }

  /** What a job is compared with: its features, weighed as it asks, and its filters. */
  private async featuresOf(input: MatchingInputs): Promise<{ features: JobFeatures; filters: Filters }> {
    const { filters, weights } = this.matching.requestOptions(input, 100);
    const features = await this.matching.weighedJob(
      { title: input.title, description: input.description, location: input.location, skills: input.skillsRequired, experienceMin: input.experienceMin },
      weights,
    );
    return { features, filters };
  }

  /** One match of a job, in the caller's transaction; `announce` adds job.match.added. */
  private addMatch(jobId: number, clientId: string, poolType: string, scored: Scored, announce: boolean): void {
    const stored = poolType === 'stored';
    insertMatch(this.insertMatchRow, jobId, clientId, poolType, scored, stored);
    if (!announce) return;
    const card = scored.candidate.card;
    this.outbox.emit(clientId, 'job.match.added', {
      job_id: jobId,
      candidate_id: scored.candidate.label,
      external_id: stored ? null : card.externalId,
      full_name: stored ? card.fullName : null,
      match_score: percent(scored.score),
      pool_type: poolType,
    });
  }

  private requireOpen(clientId: string, id: number): Job {
    const job = this.require(clientId, id);
    if (job.status === 'closed') throw new ApiError(409, 'Offre clôturée : elle ne peut plus changer.');
    return job;
  }

  private inputsOf(id: number): MatchingInputs {
    const row = this.db.prepare<[number], JobRow & { skills_required: string | null; experience_min: number | null; filters: string | null; weights: string | null }>('SELECT * FROM jobs WHERE id = ?').get(id)!;
    return {
      title: row.title,
      description: row.description ?? undefined,
      location: row.location,
      limit: row.match_limit,
      providerId: row.provider_id ?? undefined,
      skillsRequired: row.skills_required ? (JSON.parse(row.skills_required) as string[]) : undefined,
      experienceMin: row.experience_min ?? undefined,
      filters: row.filters ? (JSON.parse(row.filters) as FiltersInput) : undefined,
      weights: row.weights ? (JSON.parse(row.weights) as Partial<Record<Component, number>>) : undefined,
    };
  }

  get(clientId: string, id: number): Job | null {
    const row = this.db.prepare<[number, string], JobRow>('SELECT * FROM jobs WHERE id = ? AND client_id = ?').get(id, clientId);
    return row ? toJob(row) : null;
  }

  require(clientId: string, id: number): Job {
    const job = this.get(clientId, id);
    if (!job) throw errors.notFound(JOB_NOT_FOUND);
    return job;
  }

  /** Best first; stored matches show the profile's current Trust Score. */
  matches(clientId: string, jobId: number): JobMatch[] {
    this.require(clientId, jobId);
    return this.db
      .prepare<[number], MatchRow>(
        `SELECT m.*, t.score AS trust_score FROM job_matches m LEFT JOIN trust_scores t ON t.profile_id = m.profile_id
         WHERE m.job_id = ? ORDER BY m.feedback IS 'rejected', m.match_score DESC, m.id`,
      )
      .all(jobId)
      .map(toMatch);
  }

  list(clientId: string, options: { limit: number; cursor?: string }): Page<Job & { totalMatched: number }> {
    const after = options.cursor ? decodeCursor(options.cursor) : 0;
    const rows = this.db
      .prepare<[string, number, number], JobRow & { total: number }>(
        'SELECT j.*, (SELECT COUNT(*) FROM job_matches m WHERE m.job_id = j.id) AS total FROM jobs j WHERE j.client_id = ? AND j.id > ? ORDER BY j.id LIMIT ?',
      )
      .all(clientId, after, options.limit + 1);
    const page = pageOf(rows, options.limit, (row) => row.id);
    return { items: page.items.map((row) => ({ ...toJob(row), totalMatched: row.total })), nextCursor: page.nextCursor };
  }

  /** Closes a job; its matches stay, for analytics. */
  close(clientId: string, id: number): Job {
    this.require(clientId, id);
    this.setStatus(id, 'closed');
    return this.require(clientId, id);
  }

  setStatus(id: number, status: JobStatus): void {
    this.db.prepare('UPDATE jobs SET status = ?, updated_at = ? WHERE id = ?').run(status, this.clock.now(), id);
  }

  analytics(clientId: string, id: number): JobAnalytics {
    const matches = this.matches(clientId, id);
    const trust = { low: 0, medium: 0, high: 0, verified: 0, average: 0 };
    const scored = matches.filter((match) => match.trustScore !== null);
    for (const match of scored) trust[trustClass(match.trustScore!)] += 1;
    trust.average = scored.length === 0 ? 0 : Math.round((scored.reduce((sum, match) => sum + match.trustScore!, 0) / scored.length) * 10) / 10;
    const whatsapp = Object.fromEntries(WHATSAPP_STATUSES.map((status) => [status, 0])) as Record<WhatsappStatus, number>;
    for (const match of matches) whatsapp[match.whatsappStatus] += 1;
    const replies = whatsapp.replied_interested + whatsapp.replied_declined;
    const delivered = whatsapp.sent + replies;
    return {
      job_id: id,
      total_matched: matches.length,
      trust_score_breakdown: trust,
      whatsapp,
      response_rate: delivered === 0 ? 0 : Math.round((replies / delivered) * 10_000) / 10_000,
      feedback: Object.fromEntries(FEEDBACKS.map((status) => [status, matches.filter((match) => match.feedback?.status === status).length])) as Record<Feedback, number>,
    };
  }

  /** A recruiter's verdict on one match of a job: a later one replaces it; rejected matches go last. */
  setFeedback(clientId: string, jobId: number, candidateId: number, status: Feedback, reason: string | null): JobMatch {
    this.require(clientId, jobId);
    const info = this.db
      .prepare('UPDATE job_matches SET feedback = ?, feedback_reason = ?, feedback_at = ? WHERE job_id = ? AND client_id = ? AND candidate_id = ?')
      .run(status, reason, this.clock.now(), jobId, clientId, candidateId);
    if (info.changes === 0) throw errors.notFound(MATCH_NOT_FOUND);
    return this.matches(clientId, jobId).find((match) => match.candidateId === candidateId)!;
  }
}
