import { Type, type Static } from 'typebox';
import { SENIORITIES } from '../matching/taxonomy.js';
import { Limit, NOT_BLANK, SkillName } from './common.js';

export const InlineCandidate = Type.Object({
  external_id: Type.String({ minLength: 1, maxLength: 200 }),
  skills: Type.Optional(Type.Array(SkillName, { maxItems: 200 })),
  experience_years: Type.Optional(Type.Integer({ minimum: 0, maximum: 80 })),
  location: Type.Optional(Type.String({ maxLength: 200 })),
  seniority: Type.Optional(Type.Enum([...SENIORITIES])),
  full_name: Type.Optional(Type.String({ maxLength: 200 })),
  headline: Type.Optional(Type.String({ maxLength: 200 })),
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
});

/** A pasted job ad fits; longer is refused with 413 by the service (MAX_AD_CHARS), not cut silently. */
export const MatchQueryBody = Type.Object({
  query: Type.String({ minLength: 1, pattern: NOT_BLANK, description: 'A search (\'infirmière de nuit à Lille, 3 ans\') or a whole job ad pasted as it is, 20,000 characters at most.' }),
  limit: Type.Optional(Limit),
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
});

export const MatchIdParams = Type.Object({ match_id: Type.String({ maxLength: 100 }) });
