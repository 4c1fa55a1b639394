import { errors } from '../errors.js';
import type { CandidateFeatures, CandidateSkill, JobFeatures } from './features.js';
import { type Occupation, occupationSimilarity, sharedDomain, tooGeneral } from './occupations.js';
import { locationScore } from './places.js';
import { SENIORITIES, type Taxonomy } from './taxonomy.js';
import { dot, length, TermStats } from './text.js';

/** Shares of the score when the caller lists the required skills; they add up to 1. */
export const WEIGHTS = { skills: 0.35, semantic: 0.15, lexical: 0.12, occupation: 0.13, experience: 0.12, location: 0.08, seniority: 0.05 } as const;
export type Component = keyof typeof WEIGHTS;
export const COMPONENTS = Object.keys(WEIGHTS) as Component[];

/**
 * A request's own shares of the score: the components it names replace the defaults
 * (`WEIGHTS`, or `TEXT_WEIGHTS` when the skills are read from the text), then all are
 * scaled to add up to 1. A total of zero is refused.
 */
export function requestWeights(given: Partial<Record<Component, number>>, skillsListed: boolean): Record<Component, number> {
  const merged = { ...(skillsListed ? WEIGHTS : TEXT_WEIGHTS), ...given };
  const total = COMPONENTS.reduce((sum, name) => sum + merged[name], 0);
  if (!(total > 0)) throw errors.invalidField('weights', 'la somme des poids doit être positive');
  return Object.fromEntries(COMPONENTS.map((name) => [name, merged[name] / total])) as Record<Component, number>;
}
/**
 * Shares when the skills are read from the job's text: a guess, often of tools every
 * occupation lists (Excel, Microsoft Office), so the meaning of the whole text weighs most.
 * The years such an ad asks for are a guess too ("3-5 years preferred", a range read as its
 * low end) and a resume's years are sometimes unknown (0.5), so they weigh about half what they
 * weigh beside listed skills. Chosen on real ads against real resumes, checked on occupations
 * from ESCO and O*NET (docs/performance.md). Without any skill, the skills share goes to
 * semantic and lexical.
 */
export const TEXT_WEIGHTS = { skills: 0.02, semantic: 0.55, lexical: 0.11, occupation: 0.11, experience: 0.07, location: 0.09, seniority: 0.05 } as const;

export interface ComponentScore {
  score: number;
  weight: number;
  contribution: number;
  reason?: string;
}

export interface Explanation {
  matched_skills: string[];
  related_skills: { required: string; candidate: string; credit: number }[];
  missing_skills: string[];
  components: Record<Component, ComponentScore>;
}

export interface Scored {
  candidate: CandidateFeatures;
  score: number;
  explanation: Explanation;
}

const RELATED_CREDIT = 0.6;
const SOFT_FLOOR = 0.55;
const SOFT_SPAN = 0.35;

/** Credits of (required skill, candidate skill) pairs by their keys, shared across the candidates of one request. */
export type SimilarityMemo = Map<string, Map<string, number>>;

export function scoreCandidate(job: JobFeatures, candidate: CandidateFeatures, taxonomy: Taxonomy, memo: SimilarityMemo = new Map(), lexical = new LexicalQuery(job, new TermStats())): Scored {
  const skills = skillCoverage(job, candidate, taxonomy, memo);
  const similarity = dot(job.vector, candidate.vector);
  const scores: Record<Component, { score: number; reason?: string }> = {
    skills: { score: skills.coverage },
    semantic: { score: clamp((similarity - 0.3) / 0.6), reason: `cosine ${round(similarity)}` },
    lexical: lexicalScore(candidate, lexical),
    occupation: occupationScore(job, candidate),
    experience: experienceScore(job.experienceMin, candidate.years),
    location: locationScore(job.place, candidate.place),
    seniority: seniorityScore(job, candidate),
  };
  const weights: Record<Component, number> = { ...(job.weights ?? (job.skillsListed ? WEIGHTS : TEXT_WEIGHTS)) };
  // A component with nothing to compare gives its share to the text.
  for (const idle of [job.skills.length === 0 && 'skills', (!job.occupation || tooGeneral(job.occupation) || !candidate.occupations) && 'occupation'] as const) {
    if (!idle) continue;
    weights.semantic += weights[idle] / 2;
    weights.lexical += weights[idle] / 2;
    weights[idle] = 0;
  }
  let total = 0;
  const components = {} as Record<Component, ComponentScore>;
  for (const name of Object.keys(WEIGHTS) as Component[]) {
    const contribution = weights[name] * scores[name].score;
    total += contribution;
    components[name] = { score: round(scores[name].score), weight: round(weights[name]), contribution: round(contribution), ...(scores[name].reason ? { reason: scores[name].reason } : {}) };
  }
  return {
    candidate,
    score: clamp(total),
    explanation: { matched_skills: skills.matched, related_skills: skills.related, missing_skills: skills.missing, components },
  };
}

/** Best first; ties by label, so the same request always ranks the same way. */
export function rank(scored: Scored[], limit: number): Scored[] {
  return scored.sort((a, b) => b.score - a.score || a.candidate.label - b.candidate.label).slice(0, limit);
}

function skillCoverage(job: JobFeatures, candidate: CandidateFeatures, taxonomy: Taxonomy, memo: SimilarityMemo) {
  const matched: string[] = [];
  const related: Explanation['related_skills'] = [];
  const missing: string[] = [];
  let sum = 0;
  for (const required of job.skills) {
    if (candidate.skillKeys.has(required.key)) {
      matched.push(required.name);
      sum += 1;
      continue;
    }
    const relatives = taxonomy.related(required.name);
    let best = 0;
    let bestName = '';
    for (const skill of candidate.skills) {
      const credit = relatives.has(skill.name) ? RELATED_CREDIT : softCredit(required, skill, memo);
      if (credit > best) {
        best = credit;
        bestName = skill.name;
      }
    }
    if (best >= 0.1) related.push({ required: required.name, candidate: bestName, credit: round(best) });
    else missing.push(required.name);
    sum += best;
  }
  return { coverage: job.skills.length === 0 ? 0 : sum / job.skills.length, matched, related, missing };
}

function softCredit(required: CandidateSkill, skill: CandidateSkill, memo: SimilarityMemo): number {
  let credits = memo.get(required.key);
  if (!credits) memo.set(required.key, (credits = new Map()));
  let credit = credits.get(skill.key);
  if (credit === undefined) {
    credit = RELATED_CREDIT * clamp((dot(required.vector, skill.vector) - SOFT_FLOOR) / SOFT_SPAN);
    credits.set(skill.key, credit);
  }
  return credit;
}

const K1 = 1.2;
const B = 0.75;
/** A candidate holding every term of the job about as often as an average one scores about this much. */
const LEXICAL_FULL = 0.5;
const TITLE_SHARE = 0.5;

/** A query's terms with their weighted IDFs, in the query's order, and the most they can earn. */
interface WeightedTerms {
  terms: [string, number][];
  possible: number;
}

/**
 * The job's words weighed once per request: their IDFs in the pool being ranked and the
 * pool's average length hold while its candidates are scored, so a stored match of 2,000
 * profiles works them out once instead of once per candidate.
 */
export class LexicalQuery {
  private readonly title: WeightedTerms;
  private readonly body: WeightedTerms;
  private readonly averageLength: number;

  constructor(job: JobFeatures, stats: TermStats) {
    this.title = weighted(job.titleTerms, stats);
    this.body = weighted(job.terms, stats);
    this.averageLength = stats.averageLength;
  }

  /** The title's words and the rest of the ad's count half each: a long ad must not drown its title. */
  raw(candidate: CandidateFeatures, shared?: [string, number][]): number {
    const title = this.bm25Share(this.title, candidate, shared);
    if (this.body.terms.length === 0) return title;
    if (this.title.terms.length === 0) return this.bm25Share(this.body, candidate, shared);
    return TITLE_SHARE * title + (1 - TITLE_SHARE) * this.bm25Share(this.body, candidate, shared);
  }

  /**
   * BM25's weighting of some of the job's words in the candidate's text (IDF from the pool
   * being ranked, term saturation, length normalisation), each word also weighed by the part
   * of the ad it was read in, as a share of the best possible.
   */
  private bm25Share(query: WeightedTerms, candidate: CandidateFeatures, shared?: [string, number][]): number {
    if (query.terms.length === 0 || candidate.terms.size === 0) return 0;
    const norm = K1 * (1 - B + (B * termCount(candidate.terms)) / this.averageLength);
    let earned = 0;
    for (const [term, idf] of query.terms) {
      const tf = candidate.terms.get(term);
      if (!tf) continue;
      earned += (idf * (tf * (K1 + 1))) / (tf + norm);
      shared?.push([term, idf]);
    }
    return query.possible === 0 ? 0 : clamp(earned / query.possible / LEXICAL_FULL);
  }
}

function weighted(query: Map<string, number>, stats: TermStats): WeightedTerms {
  const terms: [string, number][] = [];
  let possible = 0;
  for (const [term, weight] of query) {
    const idf = stats.idf(term) * weight;
    possible += idf * (K1 + 1);
    terms.push([term, idf]);
  }
  return { terms, possible };
}

/** A candidate's words counted once: its features do not change while it is in a pool. */
const termCounts = new WeakMap<Map<string, number>, number>();

function termCount(terms: Map<string, number>): number {
  let count = termCounts.get(terms);
  if (count === undefined) termCounts.set(terms, (count = length(terms)));
  return count;
}

function lexicalScore(candidate: CandidateFeatures, lexical: LexicalQuery): { score: number; reason: string } {
  const shared: [string, number][] = [];
  const score = lexical.raw(candidate, shared);
  const top = [...new Map(shared.sort((a, b) => b[1] - a[1])).keys()].slice(0, 5);
  return { score, reason: top.length > 0 ? `shared words: ${top.join(', ')}` : 'no shared words' };
}

/** The candidate's occupation closest to the job's, weighed by where it was read. */
function occupationScore(job: JobFeatures, candidate: CandidateFeatures): { score: number; reason: string } {
  if (!job.occupation || !candidate.occupations) return { score: 0, reason: 'no occupation to compare' };
  if (tooGeneral(job.occupation)) return { score: 0, reason: `${job.occupation.label}: too general to compare` };
  let best = 0;
  let bestOccupation: Occupation | null = null;
  for (const { occupation, weight } of candidate.occupations) {
    const score = weight * occupationSimilarity(job.occupation, occupation);
    if (score > best) {
      best = score;
      bestOccupation = occupation;
    }
  }
  if (!bestOccupation) return { score: 0, reason: candidate.occupations.length === 0 ? `no occupation found for ${job.occupation.label}` : `${candidate.occupations[0]!.occupation.label}, not ${job.occupation.label}` };
  if (bestOccupation.label === job.occupation.label) return { score: best, reason: job.occupation.label };
  const domain = sharedDomain(job.occupation, bestOccupation);
  return { score: best, reason: `${bestOccupation.label} for ${job.occupation.label}${domain ? `, both in ${domain}` : ''}` };
}

/** A quick first pass (meaning and words only) that keeps the `keep` most promising candidates. */
export function preselect(job: JobFeatures, candidates: CandidateFeatures[], lexical: LexicalQuery, keep: number): CandidateFeatures[] {
  if (candidates.length <= keep) return candidates;
  return candidates
    .map((candidate) => ({ candidate, quick: dot(job.vector, candidate.vector) + lexical.raw(candidate) }))
    .sort((a, b) => b.quick - a.quick)
    .slice(0, keep)
    .map(({ candidate }) => candidate);
}

function experienceScore(minimum: number | null, years: number | null): { score: number; reason: string } {
  if (!minimum) return { score: 1, reason: 'no minimum' };
  if (years === null) return { score: 0.5, reason: 'experience unknown' };
  if (years >= minimum) return { score: 1, reason: `${years} >= ${minimum} years` };
  return { score: years / minimum, reason: `${years} < ${minimum} years` };
}

function seniorityScore(job: JobFeatures, candidate: CandidateFeatures): { score: number; reason: string } {
  if (!job.seniority) return { score: 1, reason: 'no seniority required' };
  if (!candidate.seniority) return { score: 0.5, reason: 'seniority unknown' };
  const gap = Math.abs(SENIORITIES.indexOf(job.seniority) - SENIORITIES.indexOf(candidate.seniority));
  return { score: gap === 0 ? 1 : gap === 1 ? 0.5 : 0, reason: `${candidate.seniority} for ${job.seniority}` };
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
