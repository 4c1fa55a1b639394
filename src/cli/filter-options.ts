import type { Command } from 'commander';
import { SENIORITIES } from '../matching/taxonomy.js';
import { COMPONENTS } from '../matching/scoring.js';
import { UsageError } from './output.js';

export interface FilterOptions {
  mustHave?: string;
  minYears?: string;
  seniority?: string;
  country?: string[];
  near?: string;
  language?: string[];
  minScore?: string;
  weights?: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** The hard filters and weights of /v1/match/run, /v1/jobs and /v1/match/query, as flags. */
export function withFilterOptions(command: Command): Command {
  return command
    .option('--must-have <skills>', 'skills every candidate must hold, comma-separated')
    .option('--min-years <n>', 'years of experience at least')
    .option('--seniority <range>', `one level or a range, e.g. senior or mid-lead (${SENIORITIES.join(', ')})`)
    .option('--country <country>', 'a country the candidate is in (code or name); repeatable', collect)
    .option('--near <city:km>', 'within km of a city, e.g. Lyon:30')
    .option('--language <code[:level]>', 'a language the candidate speaks, at a CEFR level at least, e.g. en:B2; repeatable', collect)
    .option('--min-score <score>', "the lowest score returned, on the route's scale")
    .option('--weights <list>', `score weights, e.g. skills=2,location=1 (${COMPONENTS.join(', ')})`);
}

/** The request fields the flags give; nothing when no flag was used. */
export function filtersFrom(options: FilterOptions): { filters?: Record<string, unknown>; weights?: Record<string, number> } {
  const filters: Record<string, unknown> = {};
  if (options.mustHave) filters.must_have_skills = options.mustHave.split(',').map((skill) => skill.trim()).filter(Boolean);
  if (options.minYears !== undefined) filters.min_years = wholeNumber(options.minYears, '--min-years');
  if (options.seniority) {
    const [min, max = min] = options.seniority.split('-').map((part) => part.trim().toLowerCase());
    filters.seniority = { min, max };
  }
  if (options.country?.length) filters.countries = options.country;
  if (options.near) {
    const match = /^(.+):(\d+(?:\.\d+)?)$/.exec(options.near);
    if (!match) throw new UsageError(`--near must be city:km, e.g. Lyon:30, got "${options.near}"`);
    filters.location = { city: match[1]!.trim(), radius_km: Number(match[2]) };
  }
  if (options.language?.length) {
    filters.languages = options.language.map((value) => {
      const [code, level] = value.split(':').map((part) => part.trim());
      return { code, ...(level ? { min_level: level } : {}) };
    });
  }
  if (options.minScore !== undefined) {
    if (!/^\d+(\.\d+)?$/.test(options.minScore)) throw new UsageError(`--min-score must be a number, got "${options.minScore}"`);
    filters.min_score = Number(options.minScore);
  }
  const weights = options.weights ? parseWeights(options.weights) : undefined;
  return { ...(Object.keys(filters).length > 0 ? { filters } : {}), ...(weights ? { weights } : {}) };
}

function parseWeights(list: string): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const pair of list.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (!name || !(COMPONENTS as string[]).includes(name)) throw new UsageError(`--weights: unknown component "${name}" (${COMPONENTS.join(', ')})`);
    if (value === undefined || !/^\d+(\.\d+)?$/.test(value)) throw new UsageError(`--weights: ${name} needs a number, e.g. ${name}=2`);
    weights[name] = Number(value);
  }
  return weights;
}

function wholeNumber(value: string, option: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${option} must be a whole number, got "${value}"`);
  return Number(value);
}
