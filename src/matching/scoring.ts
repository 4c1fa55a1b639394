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
export const TEXT_WEIGHTS = { skills: 0.02, semantic: 0.5, lexical: 0.11, occupation: 0.16, experience: 0.07, location: 0.09, seniority: 0.05 } as const;

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
type SimilarityMemo = Map<string, Map<string, number>>;

type Scores = Record<Component, number>;

/** What the skills component found, for the explanation. */
interface SkillsFound {
  matched: string[];
  related: Explanation['related_skills'];
  missing: string[];
}

/**
 * One request's job, scored against the candidates of one pool. What holds for every
 * candidate is worked out once: the job's words weighed in the pool, the credits of skill
 * pairs, the shares of the score. Candidates are ranked on their scores alone, and only
 * those in the answer are explained: explaining each of a stored match's 200 neighbours
 * made most of its garbage.
 */
export class JobScorer {
  private readonly memo: SimilarityMemo = new Map();
  private readonly lexical: LexicalQuery;
  /** The shares of the score for candidates with and without an occupation to compare. */
  private readonly shares: { compared: Scores; uncompared: Scores };

  constructor(
    private readonly job: JobFeatures,
    private readonly taxonomy: Taxonomy,
    stats: TermStats,
  ) {
    this.lexical = new LexicalQuery(job, stats);
    const comparable = !!job.occupation && !tooGeneral(job.occupation);
    this.shares = { compared: sharesOf(job, comparable), uncompared: sharesOf(job, false) };
  }

  /** A quick first pass (meaning and words only) that keeps the `keep` most promising candidates. */
  preselect(candidates: CandidateFeatures[], keep: number): CandidateFeatures[] {
    if (candidates.length <= keep) return candidates;
    return candidates
      .map((candidate) => ({ candidate, quick: dot(this.job.vector, candidate.vector) + this.lexical.raw(candidate) }))
      .sort((a, b) => b.quick - a.quick)
      .slice(0, keep)
      .map(({ candidate }) => candidate);
  }

  /**
   * The `limit` best candidates whose score `admitted` accepts, explained; best first, ties
   * by label, so that the same request always ranks the same way.
   */
  rank(candidates: CandidateFeatures[], limit: number, admitted: (score: number) => boolean): Scored[] {
    return candidates
      .map((candidate) => ({ candidate, score: this.score(candidate) }))
      .filter(({ score }) => admitted(score))
      .sort((a, b) => b.score - a.score || a.candidate.label - b.candidate.label)
      .slice(0, limit)
      .map(({ candidate }) => this.explain(candidate));
  }

  private score(candidate: CandidateFeatures): number {
    return total(this.componentScores(candidate), this.sharesFor(candidate));
  }

  /** The score with what made it: every component's score, share and contribution, which add up to it. */
  explain(candidate: CandidateFeatures): Scored {
    const { job } = this;
    const skills: SkillsFound = { matched: [], related: [], missing: [] };
    const scores = this.componentScores(candidate, skills);
    const weights = this.sharesFor(candidate);
    const reasons: Record<Component, string | null> = {
      skills: null,
      semantic: `cosine ${round(dot(job.vector, candidate.vector))}`,
      lexical: lexicalReason(candidate, this.lexical),
      occupation: occupationReason(job, candidate),
      experience: experienceReason(job.experienceMin, candidate.years),
      location: locationScore(job.place, candidate.place).reason,
      seniority: seniorityReason(job, candidate),
    };
    const components = {} as Record<Component, ComponentScore>;
    for (const name of COMPONENTS) {
      const reason = reasons[name];
      components[name] = { score: round(scores[name]), weight: round(weights[name]), contribution: round(weights[name] * scores[name]), ...(reason ? { reason } : {}) };
    }
    return {
      candidate,
      score: total(scores, weights),
      explanation: { matched_skills: skills.matched, related_skills: skills.related, missing_skills: skills.missing, components },
    };
  }

  private componentScores(candidate: CandidateFeatures, skills?: SkillsFound): Scores {
    const { job } = this;
    return {
      skills: skillCoverage(job, candidate, this.taxonomy, this.memo, skills),
      semantic: clamp((dot(job.vector, candidate.vector) - 0.3) / 0.6),
      lexical: this.lexical.raw(candidate),
      occupation: closestOccupation(job, candidate).score,
      experience: experienceScore(job.experienceMin, candidate.years),
      location: locationScore(job.place, candidate.place).score,
      seniority: seniorityScore(job, candidate),
    };
  }

  private sharesFor(candidate: CandidateFeatures): Scores {
    return candidate.occupations ? this.shares.compared : this.shares.uncompared;
  }
}

/** The job's shares of the score; a component with nothing to compare gives its share to the text. */
function sharesOf(job: JobFeatures, occupationCompared: boolean): Scores {
  const weights: Scores = { ...(job.weights ?? (job.skillsListed ? WEIGHTS : TEXT_WEIGHTS)) };
  for (const idle of [job.skills.length === 0 && 'skills', !occupationCompared && 'occupation'] as const) {
    if (!idle) continue;
    weights.semantic += weights[idle] / 2;
    weights.lexical += weights[idle] / 2;
    weights[idle] = 0;
  }
  return weights;
}

function total(scores: Scores, weights: Scores): number {
  let sum = 0;
  for (const name of COMPONENTS) sum += weights[name] * scores[name];
  return clamp(sum);
}

/** The share of the job's skills the candidate has, in full or through a related skill; `found` collects which. */
function skillCoverage(job: JobFeatures, candidate: CandidateFeatures, taxonomy: Taxonomy, memo: SimilarityMemo, found?: SkillsFound): number {
  let sum = 0;
  for (const required of job.skills) {
    if (candidate.skillKeys.has(required.key)) {
      found?.matched.push(required.name);
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
    if (best >= 0.1) found?.related.push({ required: required.name, candidate: bestName, credit: round(best) });
    else found?.missing.push(required.name);
    sum += best;
  }
  return job.skills.length === 0 ? 0 : sum / job.skills.length;
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
class LexicalQuery {
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

function lexicalReason(candidate: CandidateFeatures, lexical: LexicalQuery): string {
  const shared: [string, number][] = [];
  lexical.raw(candidate, shared);
  const top = [...new Map(shared.sort((a, b) => b[1] - a[1])).keys()].slice(0, 5);
  return top.length > 0 ? `shared words: ${top.join(', ')}` : 'no shared words';
}

/** The candidate's occupation closest to the job's, weighed by where it was read; 0 and none when there is nothing to compare. */
function closestOccupation(job: JobFeatures, candidate: CandidateFeatures): { score: number; occupation: Occupation | null } {
  let best = 0;
  let closest: Occupation | null = null;
  if (!job.occupation || !candidate.occupations || tooGeneral(job.occupation)) return { score: best, occupation: closest };
  for (const { occupation, weight } of candidate.occupations) {
    const score = weight * occupationSimilarity(job.occupation, occupation);
    if (score > best) {
      best = score;
      closest = occupation;
    }
  }
  return { score: best, occupation: closest };
}

function occupationReason(job: JobFeatures, candidate: CandidateFeatures): string {
  if (!job.occupation || !candidate.occupations) return 'no occupation to compare';
  if (tooGeneral(job.occupation)) return `${job.occupation.label}: too general to compare`;
  const closest = closestOccupation(job, candidate).occupation;
  if (!closest) return candidate.occupations.length === 0 ? `no occupation found for ${job.occupation.label}` : `${candidate.occupations[0]!.occupation.label}, not ${job.occupation.label}`;
  if (closest.label === job.occupation.label) return job.occupation.label;
  const domain = sharedDomain(job.occupation, closest);
  return `${closest.label} for ${job.occupation.label}${domain ? `, both in ${domain}` : ''}`;
}

function experienceScore(minimum: number | null, years: number | null): number {
  if (!minimum) return 1;
  if (years === null) return 0.5;
  return years >= minimum ? 1 : years / minimum;
}

function experienceReason(minimum: number | null, years: number | null): string {
  if (!minimum) return 'no minimum';
  if (years === null) return 'experience unknown';
  return years >= minimum ? `${years} >= ${minimum} years` : `${years} < ${minimum} years`;
}

function seniorityScore(job: JobFeatures, candidate: CandidateFeatures): number {
  if (!job.seniority) return 1;
  if (!candidate.seniority) return 0.5;
  const gap = Math.abs(SENIORITIES.indexOf(job.seniority) - SENIORITIES.indexOf(candidate.seniority));
  return gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
}

function seniorityReason(job: JobFeatures, candidate: CandidateFeatures): string {
  if (!job.seniority) return 'no seniority required';
  if (!candidate.seniority) return 'seniority unknown';
  return `${candidate.seniority} for ${job.seniority}`;
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
