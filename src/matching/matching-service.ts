import crypto from 'node:crypto';
import { newId } from '../ids.js';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { MatchAnswersRepository } from '../db/repositories/match-answers.js';
import { errors } from '../errors.js';
import type { Outbox } from '../events/outbox.js';
import type { FeatureBuilder, InlineCandidateInput, JobFeatures, JobInput } from './features.js';
import { TermStats } from './text.js';
import { PoolRegistry, type Pool } from './pools.js';
import { PROVIDER_NOT_FOUND, type ProvidersService } from './providers-service.js';
import { JobScorer, requestWeights, type Component, type Scored } from './scoring.js';
import { normaliseLanguages } from '../profiles/languages.js';
import { NO_FILTERS, readFilters, shownFilters, type Filters, type FiltersInput } from './filters.js';
import type { MatchQueryResponse, MatchResultItem, MatchRunRequest, MatchRunResponse, Understood } from './match-answers.js';

export type * from './match-answers.js';
import type { Taxonomy } from './taxonomy.js';
import { parseQuery } from './query-parser.js';

export const MAX_INLINE_CANDIDATES = 5_000;
export const CACHE_TTL_MS = 10 * 60 * 1000;
export const MATCH_RUN_NOT_FOUND = 'Résultat de matching introuvable.';
/** How many nearest neighbours are re-ranked, at the least. */
const RETRIEVE_AT_LEAST = 200;
/** Pools this small get a quick pass over everyone (meaning and words), so keyword-strong candidates are never missed. */
const SCORE_ALL_UP_TO = 3_000;

/** The longest job text read, in characters: a long ad is 5,000; over this is refused, not cut. */
export const MAX_AD_CHARS = 20_000;

/** Refuses a job text too long to be an ad (413), so nothing is cut without the caller knowing. */
export function checkAdLength(field: string, text: string | null | undefined): void {
  if (text && text.length > MAX_AD_CHARS) {
    throw errors.payloadTooLarge(`Texte trop long : ${field} (${text.length} caractères, ${MAX_AD_CHARS} au plus).`);
  }
}

/** Trust Scores of stored profiles (0-100), for the results that show one. */
export type TrustLookup = (clientId: string, profileIds: number[]) => Promise<Map<number, number>>;

export class MatchingService {
  private trustLookup: TrustLookup = async () => new Map();
  private readonly answers: MatchAnswersRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly taxonomy: Taxonomy,
    private readonly features: FeatureBuilder,
    private readonly pools: PoolRegistry,
    private readonly providers: ProvidersService,
    private readonly outbox: Outbox,
  ) {
    this.answers = new MatchAnswersRepository(db);
  }

  useTrustScores(lookup: TrustLookup): void {
    this.trustLookup = lookup;
  }

  jobFeatures(job: JobInput): Promise<JobFeatures> {
    return this.features.job(job);
  }

  async rankStored(clientId: string, job: JobFeatures, limit: number, filters: Filters = NO_FILTERS): Promise<Scored[]> {
    return this.rankPool(await this.pools.stored(clientId), job, limit, filters);
  }

  async rankProvider(clientId: string, providerId: string, job: JobFeatures, limit: number, filters: Filters = NO_FILTERS): Promise<Scored[]> {
    return this.rankPool(await this.pools.provider(clientId, providerId), job, limit, filters);
  }

  /** Inline candidates are scored one by one in memory; nothing of them is kept. */
  async rankInline(job: JobFeatures, candidates: InlineCandidateInput[], limit: number, filters: Filters = NO_FILTERS): Promise<Scored[]> {
    const features = (await Promise.all(candidates.map((candidate, i) => this.features.inline(candidate, i)))).filter((candidate) => filters.admits(candidate));
    const stats = new TermStats();
    for (const candidate of features) stats.add(candidate.terms);
    const scorer = new JobScorer(job, this.taxonomy, stats);
    return scorer.rank(scorer.preselect(features, Math.max(RETRIEVE_AT_LEAST, limit * 5)), limit, filters.scoreAdmitted);
  }

  /** A client's stored pool, caught up with other servers' changes: read once for the open jobs a pushed profile is offered to. */
  storedPool(clientId: string): Promise<Pool> {
    return this.pools.stored(clientId);
  }

  /** One profile of a stored pool scored against a job; null when the filters leave it out. */
  scoreStoredOne(pool: Pool, job: JobFeatures, profileId: number, filters: Filters): Scored | null {
    const candidate = pool.entries.get(profileId);
    if (!candidate || !filters.admits(candidate)) return null;
    const scored = new JobScorer(job, this.taxonomy, pool.termStats).explain(candidate);
    return filters.scoreAdmitted(scored.score) ? scored : null;
  }

  /** A request's filters and weights, read before anything else so that a bad one is a 400 at once. */
  requestOptions(input: { filters?: FiltersInput; weights?: Partial<Record<Component, number>> }, scoreScale: 1 | 100): RequestOptions {
    const filters = readFilters(input.filters, this.features, scoreScale);
    // Checked now against the default shares; applied once the job says whether it lists its skills.
    if (input.weights) requestWeights(input.weights, true);
    return { filters, weights: input.weights ?? null };
  }

  /** The job's features with the request's weights applied. */
  async weighedJob(job: JobInput, weights: Partial<Record<Component, number>> | null): Promise<JobFeatures> {
    const features = await this.jobFeatures(job);
    if (weights) features.weights = requestWeights(weights, features.skillsListed);
    return features;
  }

  /** POST /v1/match/run: the three pools, with persistence and the 10-minute cache for stored and provider runs. */
  async run(clientId: string, request: MatchRunRequest): Promise<MatchRunResponse> {
    const { pool, limit } = request;
    const options = this.requestOptions(request, 1);
    if (pool.type === 'inline') {
      const candidates = pool.candidates ?? [];
      if (candidates.length > MAX_INLINE_CANDIDATES) throw errors.payloadTooLarge(`Trop de candidats inline (${MAX_INLINE_CANDIDATES} au plus).`);
      const seen = new Set<string>();
      candidates.forEach((candidate, index) => {
        if (seen.has(candidate.external_id)) throw errors.invalidField(`pool.candidates[${index}].external_id`, 'en double dans la requête');
        normaliseLanguages(candidate.languages, `pool.candidates[${index}].languages`);
        seen.add(candidate.external_id);
      });
      const ranked = await this.rankInline(await this.weighedJob(jobInput(request), options.weights), candidates, limit, options.filters);
      return response(newId('inline'), 'inline', ranked.map((scored) => resultItem(scored, 'inline', null)), false, options.filters);
    }
    if (pool.type === 'provider') {
      if (!pool.provider_id) throw errors.invalidField('pool.provider_id', 'requis pour un pool provider');
      if (!(await this.providers.get(clientId, pool.provider_id))) throw errors.invalidField('pool.provider_id', 'provider inconnu');
    }
    const poolKey = pool.type === 'stored' ? PoolRegistry.storedKey(clientId) : PoolRegistry.providerKey(clientId, pool.provider_id!);
    const poolType = pool.type === 'stored' ? 'stored' : `provider:${pool.provider_id}`;
    // Keyed by the fields that change the answer, whatever else the caller sent.
    const requestKey = hashRequest({ job: jobInput(request), poolType, limit, filters: options.filters.applied, weights: options.weights });
    // Read once, before ranking: a change that lands while this request ranks must end its cache.
    const version = await this.pools.version(poolKey);
    const cached = await this.cachedRun(clientId, requestKey, version);
    if (cached) return { ...cached, cached: true };

    const features = await this.weighedJob(jobInput(request), options.weights);
    const ranked =
      pool.type === 'stored' ? await this.rankStored(clientId, features, limit, options.filters) : await this.rankProvider(clientId, pool.provider_id!, features, limit, options.filters);
    const trust = pool.type === 'stored' ? await this.trustLookup(clientId, ranked.map((s) => s.candidate.label)) : new Map<number, number>();
    const result = response(newId(pool.type), poolType, ranked.map((scored) => resultItem(scored, pool.type, trust.get(scored.candidate.label) ?? null)), false, options.filters);
    await this.answers.saveRun(result.match_id, clientId, requestKey, version, result, this.clock.now());
    return result;
  }

  /** A stored or provider run, as it was answered. */
  async getRun(clientId: string, matchId: string): Promise<MatchRunResponse> {
    const answer = await this.answers.run<MatchRunResponse>(clientId, matchId);
    if (!answer) throw errors.notFound(MATCH_RUN_NOT_FOUND);
    return answer;
  }

  /** POST /v1/match/query: free text over the stored pool, scores 0-100; emits match.completed. */
  async query(clientId: string, text: string, limit: number, input: { filters?: FiltersInput; weights?: Partial<Record<Component, number>> } = {}): Promise<MatchQueryResponse> {
    checkAdLength('query', text);
    const options = this.requestOptions(input, 100);
    const poolKey = PoolRegistry.storedKey(clientId);
    const requestKey = hashRequest({ query: text.trim(), limit, filters: options.filters.applied, weights: options.weights });
    const version = await this.pools.version(poolKey);
    const previous = await this.answers.recentQuery<MatchQueryResponse>(clientId, requestKey, version, this.clock.now() - CACHE_TTL_MS);
    // Answers stored before `understood` existed are answered again rather than without it.
    if (previous?.understood) {
      const cached = { ...previous, cached: true };
      await this.outbox.emit(clientId, 'match.completed', queryEvent(text, cached));
      return cached;
    }
    const parsed = parseQuery(text, this.features.places);
    const job = await this.weighedJob(parsed, options.weights);
    const ranked = await this.rankStored(clientId, job, limit, options.filters);
    const understood: Understood = {
      title: job.title,
      occupation: job.occupation?.label ?? null,
      skills: job.skills.map((skill) => skill.name),
      location: parsed.location ?? null,
      experience_min: job.experienceMin,
    };
    const results = ranked.map((scored) => ({ id: scored.candidate.label, full_name: scored.candidate.card.fullName, match_score: percent(scored.score), explanation: scored.explanation }));
    return this.db.transaction(async () => {
      const answer = await this.answers.saveQuery<MatchQueryResponse>(clientId, requestKey, version, this.clock.now(), (id) => ({
        match_id: id, total_results: results.length, results, cached: false, understood, ...shownFilters(options.filters.applied),
      }));
      await this.outbox.emit(clientId, 'match.completed', queryEvent(text, answer));
      return answer;
    });
  }

  /**
   * Small pools are scored whole; large ones through their nearest neighbours in the
   * HNSW index, where scoring everyone would cost more than the latency allows.
   */
  private async rankPool(pool: Pool, job: JobFeatures, limit: number, filters: Filters): Promise<Scored[]> {
    const scorer = new JobScorer(job, this.taxonomy, pool.termStats);
    const keep = Math.max(RETRIEVE_AT_LEAST, limit * 5);
    const admit = filters === NO_FILTERS ? undefined : (label: number) => { const candidate = pool.entries.get(label); return !!candidate && filters.admits(candidate); };
    const candidates =
      pool.size <= SCORE_ALL_UP_TO
        ? scorer.preselect([...pool.entries.values()].filter((candidate) => filters.admits(candidate)), keep)
        : pool.search(job.vector, keep, admit).flatMap(({ label }) => pool.entries.get(label) ?? []);
    return scorer.rank(candidates, limit, filters.scoreAdmitted);
  }

  private cachedRun(clientId: string, requestKey: string, version: number): Promise<MatchRunResponse | null> {
    return this.answers.recentRun<MatchRunResponse>(clientId, requestKey, version, this.clock.now() - CACHE_TTL_MS);
  }
}

export function percent(score: number): number {
  return Math.round(score * 1000) / 10;
}

function jobInput(request: MatchRunRequest): JobInput {
  return { title: request.job.title, skills: request.job.skills_required, location: request.job.location, experienceMin: request.job.experience_min };
}

function response(matchId: string, poolType: string, results: MatchResultItem[], cached: boolean, filters: Filters): MatchRunResponse {
  return { match_id: matchId, pool_type: poolType, total_results: results.length, results, cached, ...shownFilters(filters.applied) };
}

export interface RequestOptions {
  filters: Filters;
  weights: Partial<Record<Component, number>> | null;
}

/** A result in the order of the spec's fields; stored results add the profile id, provider ones never show a name. */
function resultItem(scored: Scored, pool: 'stored' | 'inline' | 'provider', trust: number | null): MatchResultItem {
  const card = scored.candidate.card;
  return {
    ...(pool === 'stored' ? { candidate_id: card.id! } : {}),
    external_id: card.externalId,
    ...(pool !== 'provider' ? { full_name: card.fullName } : {}),
    match_score: Math.round(scored.score * 10_000) / 10_000,
    trust_score: pool === 'stored' ? trust : null,
    location: card.location,
    ...(pool !== 'provider' ? { experience_years: card.experienceYears } : {}),
    skills: card.skills,
    explanation: scored.explanation,
  };
}

function queryEvent(query: string, answer: MatchQueryResponse) {
  return { match_id: answer.match_id, query, total_results: answer.total_results, cached: answer.cached, results: answer.results.map((r) => ({ id: r.id, match_score: r.match_score })) };
}

function hashRequest(value: unknown): string {
  return crypto.createHash('sha256').update(stableJson(value)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export { PROVIDER_NOT_FOUND };
