import { Type, type Static } from 'typebox';
import { LANGUAGE_LEVELS } from '../profiles/languages.js';
import { SKILL_LEVELS } from '../profiles/profile.js';
import { Limit, Nullable, SKILL_NAME_MAX } from './common.js';

const Text = (maxLength: number) => Type.String({ maxLength });
const YearMonth = Type.String({ pattern: '^\\d{4}(-(0[1-9]|1[0-2]))?$', description: 'YYYY-MM or YYYY' });

export const SkillInput = Type.Union([
  Type.String({ minLength: 1, maxLength: SKILL_NAME_MAX }),
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: SKILL_NAME_MAX }),
    level: Type.Optional(Nullable(Type.String({ maxLength: 30, description: `${SKILL_LEVELS.join(', ')} (French names accepted)` }))),
  }),
]);

export const LanguageInput = Type.Object({
  code: Type.String({ minLength: 2, maxLength: 2, description: 'ISO 639-1 code: en, fr, de…' }),
  level: Type.Optional(Nullable(Type.String({ maxLength: 30, description: `CEFR level (${LANGUAGE_LEVELS.join(', ')}); words such as fluent or courant are read as a level` }))),
});

export const ReferenceSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  company: Type.Optional(Text(200)),
  role: Type.Optional(Text(200)),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  phone: Type.Optional(Text(40)),
  relationship: Type.Optional(Text(100)),
  confirmed: Type.Optional(Type.Boolean()),
});

export const ExperienceSchema = Type.Object({
  title: Type.Optional(Nullable(Text(200))),
  company: Type.Optional(Nullable(Text(200))),
  start: Type.Optional(Nullable(YearMonth)),
  end: Type.Optional(Nullable(YearMonth)),
});

export const ProfileBody = Type.Object({
  external_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  full_name: Type.Optional(Nullable(Text(200))),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  phone: Type.Optional(Nullable(Text(40))),
  whatsapp_number: Type.Optional(Nullable(Text(40))),
  location: Type.Optional(Nullable(Text(200))),
  headline: Type.Optional(Nullable(Text(200))),
  total_years_experience: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 80 }))),
  skills: Type.Optional(Type.Array(SkillInput, { maxItems: 500 })),
  languages: Type.Optional(Type.Array(LanguageInput, { maxItems: 50 })),
  experiences: Type.Optional(Type.Array(ExperienceSchema, { maxItems: 100 })),
  references: Type.Optional(Type.Array(ReferenceSchema, { maxItems: 50 })),
  cv_text: Type.Optional(Nullable(Text(500_000))),
  cv_pdf_url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2000 }))),
  cv_csv_url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2000 }))),
});
export type ProfileBody = Static<typeof ProfileBody>;

const SkillView = Type.Object({ name: Type.String(), level: Type.Enum([...SKILL_LEVELS]) });
export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const LanguageView = Type.Object({ code: Type.String(), level: Type.Union([Type.Enum([...LANGUAGE_LEVELS]), Type.Null()]) });

export const ProfileView = Type.Object({
  id: Type.Integer(),
  external_id: NullableString,
  full_name: NullableString,
  email: NullableString,
  phone: NullableString,
  whatsapp_number: NullableString,
  location: NullableString,
  headline: NullableString,
  total_years_experience: Type.Union([Type.Integer(), Type.Null()]),
  skills: Type.Array(SkillView),
  languages: Type.Array(LanguageView),
  experiences: Type.Array(Type.Object({ title: NullableString, company: NullableString, start: NullableString, end: NullableString })),
  references: Type.Array(ReferenceSchema),
  cv_pdf_url: NullableString,
  cv_csv_url: NullableString,
  processing_status: Type.Enum(['processing', 'ready', 'failed']),
  error: Type.Optional(Type.String({ description: 'Why extraction failed; only when processing_status is failed.' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const ProfileStatusView = Type.Object({
  id: Type.Integer(),
  processing_status: Type.Enum(['processing', 'ready', 'failed']),
  full_name: NullableString,
  location: NullableString,
  error: Type.Optional(Type.String()),
});

export const ProfileParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ProfileListQuery = Type.Object({
  limit: Type.Optional(Limit),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  external_id: Type.Optional(Type.String({ maxLength: 200 })),
});

/** At most this many profiles in one POST /v1/profiles/batch; more is a 413. */
export const MAX_BATCH_PROFILES = 1000;

export const ProfileBatchBody = Type.Object({
  // Counted in the handler (over 1,000 is a 413), and each profile checked on its own.
  profiles: Type.Array(ProfileBody, { description: 'Structured profiles (no cv_pdf_url or cv_csv_url), each checked and stored on its own.' }),
});

/** What the batch route validates at the door: the envelope; each profile is checked alone. */
export const ProfileBatchEnvelope = Type.Object({ profiles: Type.Array(Type.Unknown()) });

export const ProfileBatchResponse = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  results: Type.Array(
    Type.Object({ index: Type.Integer(), id: Type.Integer(), external_id: NullableString, status: Type.Enum(['created', 'updated']) }),
    { description: 'The profiles stored, in the order sent.' },
  ),
  rejected: Type.Array(Type.Object({ index: Type.Integer(), external_id: NullableString, detail: Type.String() }), { description: 'The profiles not stored, with why; empty when all were.' }),
});
