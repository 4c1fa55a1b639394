import { errors } from '../errors.js';
import { checkedLanguageCode, exactLevel, meetsLevel, unknownLevel, type LanguageLevel } from '../profiles/languages.js';
import type { CandidateFeatures, FeatureBuilder } from './features.js';
import { distanceKm } from './places.js';
import { SENIORITIES, type Seniority } from './taxonomy.js';

/** Hard filters as a request gives them (the same on /v1/match/run, /v1/jobs and /v1/match/query). */
export interface FiltersInput {
  must_have_skills?: string[];
  min_years?: number;
  seniority?: { min?: Seniority; max?: Seniority };
  countries?: string[];
  location?: { city: string; radius_km: number };
  languages?: { code: string; min_level?: string }[];
  /** On the route's own scale: 0-1 for /v1/match/run, 0-100 for the others. */
  min_score?: number;
}

/** The filters as understood, echoed in the response so a caller sees what was applied. */
export interface AppliedFilters {
  must_have_skills?: string[];
  min_years?: number;
  seniority?: { min: Seniority; max: Seniority };
  countries?: string[];
  location?: { city: string; country: string; radius_km: number };
  languages?: { code: string; min_level: LanguageLevel | null }[];
  min_score?: number;
}

/** A candidate is in or out, before any score; a candidate whose value is unknown is out. */
export interface Filters {
  applied: AppliedFilters;
  admits(candidate: CandidateFeatures): boolean;
  /** Whether a score (0-1) reaches `min_score`, compared as the route shows scores, so a score seen is a score kept. */
  scoreAdmitted(score: number): boolean;
}

/** What an answer says of its filters: the `filters` key only when some were applied. */
export function shownFilters(applied: AppliedFilters): { filters?: AppliedFilters } {
  return Object.keys(applied).length > 0 ? { filters: applied } : {};
}

export const NO_FILTERS: Filters = { applied: {}, admits: () => true, scoreAdmitted: () => true };

/** Reads the filters of a request; a value the service cannot apply is a 400 naming it. */
export function readFilters(input: FiltersInput | undefined, features: FeatureBuilder, scoreScale: 1 | 100): Filters {
  if (!input || Object.keys(input).length === 0) return NO_FILTERS;
  const applied: AppliedFilters = {};
  const tests: ((candidate: CandidateFeatures) => boolean)[] = [];

  if (input.must_have_skills?.length) {
    const required = features.skillKeys(input.must_have_skills);
    applied.must_have_skills = required.map((skill) => skill.name);
    tests.push((candidate) => required.every((skill) => candidate.skillKeys.has(skill.key)));
  }
  if (input.min_years !== undefined) {
    const minimum = input.min_years;
    applied.min_years = minimum;
    tests.push((candidate) => candidate.years !== null && candidate.years >= minimum);
  }
  if (input.seniority) {
    const min = input.seniority.min ?? SENIORITIES[0]!;
    const max = input.seniority.max ?? SENIORITIES[SENIORITIES.length - 1]!;
    if (SENIORITIES.indexOf(min) > SENIORITIES.indexOf(max)) throw errors.invalidField('filters.seniority', 'min après max');
    applied.seniority = { min, max };
    const allowed = new Set(SENIORITIES.slice(SENIORITIES.indexOf(min), SENIORITIES.indexOf(max) + 1));
    tests.push((candidate) => candidate.seniority !== null && allowed.has(candidate.seniority));
  }
  if (input.countries?.length) {
    const codes = input.countries.map((name, index) => {
      const code = features.places.countryCode(name);
      if (!code) throw errors.invalidField(`filters.countries[${index}]`, 'pays inconnu');
      return code;
    });
    applied.countries = [...new Set(codes)];
    const wanted = new Set(codes);
    tests.push((candidate) => candidate.place.country !== null && wanted.has(candidate.place.country));
  }
  if (input.location) {
    const { city, radius_km: radius } = input.location;
    const centre = features.places.parse(city);
    if (centre.lat === undefined || centre.lon === undefined || !centre.city || !centre.country) throw errors.invalidField('filters.location.city', 'ville inconnue');
    applied.location = { city: centre.city, country: centre.country, radius_km: radius };
    const at = { lat: centre.lat, lon: centre.lon };
    tests.push((candidate) => candidate.place.lat !== undefined && candidate.place.lon !== undefined && distanceKm(at, { lat: candidate.place.lat, lon: candidate.place.lon }) <= radius);
  }
  if (input.languages?.length) {
    const wanted = input.languages.map((language, index) => {
      const code = checkedLanguageCode(language.code, `filters.languages[${index}].code`);
      // A filter names a level exactly; words such as "fluent" are read in CVs and profiles only.
      const level = language.min_level ? exactLevel(language.min_level) : null;
      if (language.min_level && !level) throw unknownLevel(`filters.languages[${index}].min_level`);
      return { code, min_level: level };
    });
    applied.languages = wanted;
    // Without a level, speaking the language at all is enough; with one, a level must be known and reach it.
    tests.push((candidate) => wanted.every(({ code, min_level }) => candidate.languages?.some((spoken) => spoken.code === code && (min_level === null || meetsLevel(spoken.level, min_level))) ?? false));
  }
  if (input.min_score !== undefined) {
    if (input.min_score > scoreScale) throw errors.invalidField('filters.min_score', `doit être inférieur ou égal à ${scoreScale}`);
    applied.min_score = input.min_score;
  }
  return {
    applied,
    admits: (candidate) => tests.every((test) => test(candidate)),
    // Shown with 4 decimals on 0-1 and 1 decimal on 0-100.
    scoreAdmitted: (score) => input.min_score === undefined || (scoreScale === 1 ? Math.round(score * 10_000) / 10_000 : Math.round(score * 1000) / 10) >= input.min_score,
  };
}
