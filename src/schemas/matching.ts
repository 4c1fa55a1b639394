import { Type, type Static } from 'typebox';
import { SENIORITIES } from '../matching/taxonomy.js';
import { LANGUAGE_LEVELS } from '../profiles/languages.js';
import { Limit, NOT_BLANK, SkillName } from './common.js';
import { LanguageInput } from './profiles.js';

export const InlineCandidate = Type.Object({
  external_id: Type.String({ minLength: 1, maxLength: 200 }),
  skills: Type.Optional(Type.Array(SkillName, { maxItems: 200 })),
  experience_years: Type.Optional(Type.Integer({ minimum: 0, maximum: 80 })),
  location: Type.Optional(Type.String({ maxLength: 200 })),
  seniority: Type.Optional(Type.Enum([...SENIORITIES])),
  full_name: Type.Optional(Type.String({ maxLength: 200 })),
  headline: Type.Optional(Type.String({ maxLength: 200 })),
  languages: Type.Optional(Type.Array(LanguageInput, { maxItems: 50 })),
});

const Seniority = Type.Enum([...SENIORITIES]);

/** Hard filters: a candidate outside them is not ranked at all; one whose value is unknown is outside. */
export const FiltersSchema = Type.Object(
  {
    must_have_skills: Type.Optional(Type.Array(SkillName, { maxItems: 20, description: 'Skills a candidate must hold (the skill or one of its names), not merely be close to.' })),
    min_years: Type.Optional(Type.Integer({ minimum: 0, maximum: 60, description: 'Years of experience at least.' })),
    seniority: Type.Optional(Type.Object({ min: Type.Optional(Seniority), max: Type.Optional(Seniority) }, { description: 'A range of junior, mid, senior, lead.' })),
    countries: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, description: 'ISO codes or names, in English or French.' })),
    location: Type.Optional(
      Type.Object({ city: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }), radius_km: Type.Number({ exclusiveMinimum: 0, maximum: 20_000 }) }, { description: 'Within radius_km of the city (GeoNames coordinates).' }),
    ),
    languages: Type.Optional(
      Type.Array(
        Type.Object({
          code: Type.String({ minLength: 2, maxLength: 2, description: 'ISO 639-1 code: en, fr, de…' }),
          min_level: Type.Optional(Type.String({ maxLength: 6, description: `The lowest CEFR level accepted (${LANGUAGE_LEVELS.join(', ')}); absent: any level, even unknown.` })),
        }),
        { maxItems: 10, description: 'Languages a candidate must speak, each at a level at least.' },
      ),
    ),
    min_score: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'The lowest match_score returned, on the scale of the route (0-1 for /v1/match/run, 0-100 elsewhere).' })),
  },
  { description: 'Hard filters, applied inside the vector search so that `limit` results come back when they exist.' },
);

const Share = Type.Number({ minimum: 0, maximum: 100 });
/** The request's own weights of the score components; those absent keep their default; scaled to add up to 1. */
export const WeightsSchema = Type.Object(
  { skills: Type.Optional(Share), semantic: Type.Optional(Share), lexical: Type.Optional(Share), occupation: Type.Optional(Share), experience: Type.Optional(Share), location: Type.Optional(Share), seniority: Type.Optional(Share) },
  { description: 'Relative weights, on the scale of the defaults (which add up to 1: a weight given alone as 0.2 is about a fifth, as 20 nearly all); give all seven for a scale of your own. The explanation shows the weights applied.' },
);

export const AppliedFiltersView = Type.Object({
  must_have_skills: Type.Optional(Type.Array(Type.String())),
  min_years: Type.Optional(Type.Integer()),
  seniority: Type.Optional(Type.Object({ min: Seniority, max: Seniority })),
  countries: Type.Optional(Type.Array(Type.String())),
  location: Type.Optional(Type.Object({ city: Type.String(), country: Type.String(), radius_km: Type.Number() })),
  languages: Type.Optional(Type.Array(Type.Object({ code: Type.String(), min_level: Type.Union([Type.Enum([...LANGUAGE_LEVELS]), Type.Null()]) }))),
  min_score: Type.Optional(Type.Number()),
});

export const MatchRunBody = Type.Object({
  job: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 200, pattern: NOT_BLANK }),
    skills_required: Type.Array(SkillName, { minItems: 1, maxItems: 50 }),
    location: Type.Optional(Type.String({ maxLength: 200 })),
    experience_min: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
  }),
  pool: Type.Object({
    type: Type.Enum(['stored', 'inline', 'provider']),
    // Counted in the handler: over 5,000 is a 413, not a 400.
    candidates: Type.Optional(Type.Array(InlineCandidate)),
    provider_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  }),
  limit: Type.Optional(Limit),
  filters: Type.Optional(FiltersSchema),
  weights: Type.Optional(WeightsSchema),
});
export type MatchRunBody = Static<typeof MatchRunBody>;

const ComponentScore = Type.Object({
  score: Type.Number(),
  weight: Type.Number(),
  contribution: Type.Number(),
  reason: Type.Optional(Type.String()),
});

export const Explanation = Type.Object(
  {
    matched_skills: Type.Array(Type.String()),
    related_skills: Type.Array(Type.Object({ required: Type.String(), candidate: Type.String(), credit: Type.Number() })),
    missing_skills: Type.Array(Type.String()),
    // Optional: runs stored before the occupation component existed are answered as they were.
    components: Type.Object({ skills: ComponentScore, semantic: ComponentScore, lexical: ComponentScore, occupation: Type.Optional(ComponentScore), experience: ComponentScore, location: ComponentScore, seniority: ComponentScore }),
  },
  { description: 'Why this candidate ranks here: skills matched, related or missing, and each component with its weight and contribution to the score.' },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const MatchResultItem = Type.Object({
  candidate_id: Type.Optional(Type.Integer({ description: 'Stored pool: the profile id.' })),
  external_id: NullableString,
  full_name: Type.Optional(NullableString),
  match_score: Type.Number({ minimum: 0, maximum: 1 }),
  trust_score: Type.Union([Type.Number(), Type.Null()]),
  location: NullableString,
  experience_years: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  skills: Type.Array(Type.String()),
  explanation: Explanation,
});

export const MatchRunResponse = Type.Object({
  match_id: Type.String(),
  pool_type: Type.String(),
  total_results: Type.Integer(),
  results: Type.Array(MatchResultItem),
  cached: Type.Boolean(),
  filters: Type.Optional(AppliedFiltersView),
});

/** A pasted job ad fits; longer is refused with 413 by the service (MAX_AD_CHARS), not cut silently. */
export const MatchQueryBody = Type.Object({
  query: Type.String({ minLength: 1, pattern: NOT_BLANK, description: 'A search (\'infirmière de nuit à Lille, 3 ans\') or a whole job ad pasted as it is, 20,000 characters at most.' }),
  limit: Type.Optional(Limit),
  filters: Type.Optional(FiltersSchema),
  weights: Type.Optional(WeightsSchema),
});

export const Understood = Type.Object(
  {
    title: Type.String(),
    occupation: NullableString,
    skills: Type.Array(Type.String()),
    location: NullableString,
    experience_min: Type.Union([Type.Integer(), Type.Null()]),
  },
  { description: 'What the query was read as: the title and its occupation, the skills, the place and the minimum years that count in the ranking.' },
);

export const MatchQueryResponse = Type.Object({
  match_id: Type.Integer(),
  total_results: Type.Integer(),
  results: Type.Array(Type.Object({ id: Type.Integer(), full_name: NullableString, match_score: Type.Number({ minimum: 0, maximum: 100 }), explanation: Explanation })),
  cached: Type.Boolean(),
  understood: Understood,
  filters: Type.Optional(AppliedFiltersView),
});

export const MatchIdParams = Type.Object({ match_id: Type.String({ maxLength: 100 }) });
