import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { ApiError, errors } from '../errors.js';
import type { Outbox } from '../events/outbox.js';
import { checkAdLength, percent, type MatchingService } from '../matching/matching-service.js';
import type { Pool } from '../matching/pools.js';
import type { ProvidersService } from '../matching/providers-service.js';
import type { JobFeatures } from '../matching/features.js';
import type { Scored } from '../matching/scoring.js';
import type { AppliedFilters, Filters } from '../matching/filters.js';
import type { Profile } from '../profiles/profile.js';
import { decodeCursor, type Page } from '../db/paging.js';
import { JobsRepository } from '../db/repositories/jobs.js';
import type { ProfileChange, ProfileListener } from '../profiles/profiles-service.js';
import { trustClass } from '../trust/trust-score.js';
import type { TrustService } from '../trust/trust-service.js';
import { normaliseContractType } from './contract-types.js';
import {
  FEEDBACKS,
  JOB_NOT_FOUND,
  WHATSAPP_STATUSES,
  type Feedback,
  type Job,
  type JobAnalytics,
  type JobChanges,
  type JobInput,
  type JobMatch,
  type JobStatus,
  type MatchingInputs,
  type Rematched,
  type WhatsappStatus,
} from './job.js';

export * from './job.js';


/** The open jobs a new or changed profile is offered to, most recent first. */
const MAX_OPEN_JOBS = 100;
/** Job features kept in memory (a few kilobytes each): enough for every open job of several clients. */
const FEATURES_CACHED = 1000;

export const MATCH_NOT_FOUND = 'Candidat introuvable dans cette offre.';

/** Job offers: creating one runs matching on the stored pool or a provider's index, and Trust Scores. */
export class JobsService implements ProfileListener {
  private readonly jobs: JobsRepository;
  /** Features of the jobs matched lately, oldest first. */
  private readonly featuresCache = new Map<string, { features: JobFeatures; filters: Filters }>();
  /** The clients whose offers are being made, with whoever waits for the next round. */
  private readonly offering = new Map<string, (() => void)[]>();

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly matching: MatchingService,
    private readonly trust: TrustService,
    private readonly providers: ProvidersService,
    private readonly outbox: Outbox,
    private readonly log: (error: unknown, what: string) => void,
  ) {
    this.jobs = new JobsRepository(db);
  }

  async create(clientId: string, input: JobInput): Promise<{ job: Job; matches: JobMatch[]; filters: AppliedFilters }> {
    checkAdLength('description', input.description);
    const contractType = normaliseContractType(input.contract_type);
    if (input.provider_id && !(await this.providers.get(clientId, input.provider_id))) throw errors.invalidField('provider_id', 'provider inconnu');
    const { ranked, filters } = await this.rank(clientId, input);
    const poolType = input.provider_id ? `provider:${input.provider_id}` : 'stored';
    const now = this.clock.now();
    const jobId = await this.db.transaction(async () => {
      const id = await this.jobs.insert(clientId, { ...input, external_job_id: input.external_job_id ?? null, contract_type: contractType, company_name: input.company_name ?? null }, now);
      for (const scored of ranked) await this.addMatch(id, clientId, poolType, scored, false);
      return id;
    });
    return { job: await this.require(clientId, jobId), matches: await this.matches(clientId, jobId), filters: filters.applied };
  }

  /** Matches the job's inputs against its pool, filters and weights applied; Trust Scores made current. */
  private async rank(clientId: string, input: MatchingInputs): Promise<{ ranked: Scored[]; filters: Filters }> {
    const { features, filters } = await this.featuresOf(input);
    const ranked = input.provider_id
      ? await this.matching.rankProvider(clientId, input.provider_id, features, input.limit, filters)
      : await this.matching.rankStored(clientId, features, input.limit, filters);
    // Stored matches read their Trust Score from the trust table: make sure it is current.
    if (!input.provider_id) await this.trust.ensureFresh(clientId, ranked.map((scored) => scored.candidate.label));
    return { ranked, filters };
  }

  /** PATCH /v1/jobs/{id}: changes what the job asks for, then matches it again. */
  async patch(clientId: string, id: number, changes: JobChanges): Promise<Rematched> {
    const job = await this.requireOpen(clientId, id);
    if (changes.description !== undefined) checkAdLength('description', changes.description);
    const inputs = { ...(await this.jobs.inputs(job.id)), ...changes };
    // Checked before anything is written: a bad filter changes nothing.
    this.matching.requestOptions(inputs, 100);
    await this.jobs.updateInputs(job.id, inputs, this.clock.now());
    return this.rematch(clientId, id);
  }

  /**
   * Matches an open job again with what it asks for now: new candidates are added (with
   * job.match.added), the scores of those still matched are refreshed, and those no longer
   * matched leave unless they were messaged or given a verdict.
   */
  async rematch(clientId: string, id: number): Promise<Rematched> {
    const job = await this.requireOpen(clientId, id);
    const inputs = await this.jobs.inputs(job.id);
    const { ranked, filters } = await this.rank(clientId, inputs);
    const poolType = inputs.provider_id ? `provider:${inputs.provider_id}` : 'stored';
    const { added, removed } = await this.db.transaction(async () => {
      const held = new Map((await this.jobs.heldMatches(job.id)).map((match) => [match.candidateId, match]));
      let added = 0;
      for (const scored of ranked) {
        const match = held.get(scored.candidate.label);
        held.delete(scored.candidate.label);
        if (match) {
          await this.jobs.rescore(match.id, percent(scored.score), scored.explanation);
          continue;
        }
        await this.addMatch(job.id, clientId, poolType, scored, true);
        added += 1;
      }
      // Those no longer matched leave, unless a message or a verdict keeps them.
      const leaving = [...held.values()].filter((match) => !match.touched);
      for (const match of leaving) await this.jobs.deleteMatch(match.id);
      await this.jobs.touch(job.id, this.clock.now());
      return { added, removed: leaving.length };
    });
    return { job: await this.require(clientId, id), matches: await this.matches(clientId, id), filters: filters.applied, added, removed };
  }

  /**
   * A profile pushed, changed or read after jobs were published joins the matches of the
   * client's open jobs on the stored pool where it passes their filters and would make
   * the list: above the job's min_score when it has one, else above its lowest match once
   * the job holds `limit` of them. Each addition gives job.match.added. The most recent
   * open jobs are looked at, MAX_OPEN_JOBS of them.
   *
   * The offer is recorded with the profile (`offers_put_off`), then made: before a push or
   * a change answers, and after a CV's reader has gone on to the next CV, which then does
   * not wait for its profile's vector. An offer that cannot be made (the sentence encoder
   * fails, the process stops) is made with the client's next profile change, or when a
   * server next starts.
   */
  async profileWritten(profile: Profile): Promise<void> {
    if (profile.processing_status !== 'ready') return;
    if ((await this.jobs.openStoredJobs(profile.client_id, 1)).length === 0) return;
    await this.jobs.putOffOffer(profile.client_id, profile.id);
  }

  async profileChanged(profile: Profile, change: ProfileChange): Promise<void> {
    if (profile.processing_status !== 'ready') return;
    const offered = this.offerPutOff(profile.client_id);
    if (!change.read) await offered;
  }

  /** At start: the offers a stopped server had recorded, or could not make, are made now. */
  async offerWhatWasPutOff(): Promise<void> {
    try {
      await Promise.all((await this.jobs.clientsWithOffersPutOff()).map((clientId) => this.offerPutOff(clientId)));
    } catch (error) {
      this.log(error, 'the offers put off before this start were not made: the next profile change of each client makes them');
    }
  }

  /** Resolves once the offers recorded so far are made, or put off again (a server's close, tests). */
  async offersMade(): Promise<void> {
    await Promise.all([...this.offering.keys()].map((clientId) => this.offerPutOff(clientId)));
  }

  /**
   * The client's offers recorded so far, made in a round of their own once the round in
   * progress (if any) ends: the CVs of a burst are offered together, their vectors made in
   * batches, and a push waits for one round at most beside the one in progress.
   */
  private offerPutOff(clientId: string): Promise<void> {
    return new Promise((resolve) => {
      const waiting = this.offering.get(clientId);
      if (waiting) return void waiting.push(resolve);
      this.offering.set(clientId, [resolve]);
      void this.offerRounds(clientId);
    });
  }

  private async offerRounds(clientId: string): Promise<void> {
    for (;;) {
      const waiters = this.offering.get(clientId)!;
      if (waiters.length === 0) return void this.offering.delete(clientId);
      this.offering.set(clientId, []);
      await this.offerRound(clientId);
      for (const resolve of waiters) resolve();
    }
  }

  private async offerRound(clientId: string): Promise<void> {
    let ids: number[] = [];
    let made = 0;
    try {
      ids = await this.jobs.offersPutOff(clientId);
      if (ids.length === 0) return;
      const open = await this.jobs.openStoredJobs(clientId, MAX_OPEN_JOBS);
      const pool = open.length > 0 ? await this.matching.storedPool(clientId) : null;
      for (; made < ids.length; made += 1) {
        if (pool) await this.offerToOpenJobs(clientId, ids[made]!, pool, open);
        await this.jobs.offerMade(ids[made]!);
      }
    } catch (error) {
      this.log(error, `profiles ${ids.slice(made).join(', ')} not offered to open jobs yet: the next profile change offers them`);
    }
  }

  private async offerToOpenJobs(clientId: string, profileId: number, pool: Pool, open: { id: number; inputs: MatchingInputs }[]): Promise<void> {
    const ids = open.map((job) => job.id);
    const holding = await this.jobs.jobsHolding(profileId, ids);
    const counts = await this.jobs.matchCounts(ids);
    for (const { id, inputs } of open) {
      if (holding.has(id)) continue;
      try {
        await this.offer(clientId, profileId, pool, id, inputs, counts.get(id) ?? { count: 0, lowest: null });
      } catch (error) {
        // A job whose kept filters no longer read (a city renamed in the gazetteer) is left as it is.
        if (!(error instanceof ApiError)) throw error;
      }
    }
  }

  async profileDeleted(): Promise<void> {
    // Its matches go with the person (person-data.ts).
  }

  /** `held`: the job's matches when the profile came, read for all its open jobs at once. */
  private async offer(clientId: string, profileId: number, pool: Pool, jobId: number, inputs: MatchingInputs, held: { count: number; lowest: number | null }): Promise<void> {
    const { features, filters } = await this.featuresOf(inputs);
    const scored = this.matching.scoreStoredOne(pool, features, profileId, filters);
    if (!scored) return;
    if (inputs.filters?.min_score === undefined && held.count >= inputs.limit && percent(scored.score) <= (held.lowest ?? 0)) return;
    await this.trust.ensureFresh(clientId, [profileId]);
    await this.db.transaction(async () => {
      // Checked again inside the write: another push of the same profile may have added it meanwhile.
      if (await this.jobs.hasMatch(jobId, profileId)) return;
      await this.addMatch(jobId, clientId, 'stored', scored, true);
    });
  }

  /** What a job is compared with: its features, weighed as it asks, and its filters. */
  private async featuresOf(input: MatchingInputs): Promise<{ features: JobFeatures; filters: Filters }> {
    // Keyed by what the job asks: a profile pushed is offered to up to 100 open jobs, whose features rarely change.
    const key = JSON.stringify([input.title, input.description, input.location, input.skills_required, input.experience_min, input.filters, input.weights]);
    const cached = this.featuresCache.get(key);
    if (cached) return cached;
    const { filters, weights } = this.matching.requestOptions(input, 100);
    const features = await this.matching.weighedJob(
      { title: input.title, description: input.description, location: input.location, skills: input.skills_required, experienceMin: input.experience_min },
      weights,
    );
    if (this.featuresCache.size >= FEATURES_CACHED) this.featuresCache.delete(this.featuresCache.keys().next().value!);
    this.featuresCache.set(key, { features, filters });
    return { features, filters };
  }


  /** One match of a job, in the caller's transaction; `announce` adds job.match.added. */
  private async addMatch(jobId: number, clientId: string, poolType: string, scored: Scored, announce: boolean): Promise<void> {
    const stored = poolType === 'stored';
    const card = scored.candidate.card;
    const label = scored.candidate.label;
    await this.jobs.insertMatch(jobId, clientId, poolType, {
      candidateId: label,
      profileId: stored ? label : null,
      externalId: stored ? null : card.externalId,
      fullName: stored ? card.fullName : null,
      location: card.location,
      whatsappNumber: card.whatsappNumber,
      matchScore: percent(scored.score),
      explanation: scored.explanation,
    });
    if (!announce) return;
    await this.outbox.emit(clientId, 'job.match.added', {
      job_id: jobId,
      candidate_id: scored.candidate.label,
      external_id: stored ? null : card.externalId,
      full_name: stored ? card.fullName : null,
      match_score: percent(scored.score),
      pool_type: poolType,
    });
  }

  private async requireOpen(clientId: string, id: number): Promise<Job> {
    const job = await this.require(clientId, id);
    if (job.status === 'closed') throw new ApiError(409, 'Offre clôturée : elle ne peut plus changer.');
    return job;
  }

  get(clientId: string, id: number): Promise<Job | null> {
    return this.jobs.get(clientId, id);
  }

  async require(clientId: string, id: number): Promise<Job> {
    const job = await this.get(clientId, id);
    if (!job) throw errors.notFound(JOB_NOT_FOUND);
    return job;
  }

  /** Best first; stored matches show the profile's current Trust Score. */
  async matches(clientId: string, jobId: number): Promise<JobMatch[]> {
    await this.require(clientId, jobId);
    return this.jobs.matches(jobId);
  }

  list(clientId: string, options: { limit: number; cursor?: string }): Promise<Page<Job & { totalMatched: number }>> {
    return this.jobs.page(clientId, options.cursor ? decodeCursor(options.cursor) : 0, options.limit);
  }

  /** Closes a job; its matches stay, for analytics. */
  async close(clientId: string, id: number): Promise<Job> {
    await this.require(clientId, id);
    await this.setStatus(id, 'closed');
    return this.require(clientId, id);
  }

  setStatus(id: number, status: JobStatus): Promise<void> {
    return this.jobs.setStatus(id, status, this.clock.now());
  }

  async analytics(clientId: string, id: number): Promise<JobAnalytics> {
    const matches = await this.matches(clientId, id);
    const trust = { low: 0, medium: 0, high: 0, verified: 0, average: 0 };
    const scored = matches.filter((match) => match.trust_score !== null);
    for (const match of scored) trust[trustClass(match.trust_score!)] += 1;
    trust.average = scored.length === 0 ? 0 : Math.round((scored.reduce((sum, match) => sum + match.trust_score!, 0) / scored.length) * 10) / 10;
    const whatsapp = Object.fromEntries(WHATSAPP_STATUSES.map((status) => [status, 0])) as Record<WhatsappStatus, number>;
    for (const match of matches) whatsapp[match.whatsapp_status] += 1;
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
  async setFeedback(clientId: string, jobId: number, candidateId: number, status: Feedback, reason: string | null): Promise<JobMatch> {
    await this.require(clientId, jobId);
    if (!(await this.jobs.setFeedback(clientId, jobId, candidateId, status, reason, this.clock.now()))) throw errors.notFound(MATCH_NOT_FOUND);
    return (await this.matches(clientId, jobId)).find((match) => match.candidate_id === candidateId)!;
  }
}
