import { Type } from 'typebox';
import { ReferenceSchema } from './profiles.js';

export const TrustScoreBody = Type.Object({
  profile_id: Type.Integer({ minimum: 1 }),
  references: Type.Optional(Type.Array(ReferenceSchema, { maxItems: 50, description: "Replaces the profile's references before computing." })),
});

export const TrustParams = Type.Object({ profile_id: Type.Integer({ minimum: 1 }) });

const Component = Type.Enum(['identity', 'references', 'skills']);

export const TrustRecordView = Type.Object({
  profile_id: Type.Integer(),
  trust_score: Type.Number({ minimum: 0, maximum: 100 }),
  class: Type.Enum(['low', 'medium', 'high', 'verified']),
  breakdown: Type.Object(
    { identity: Type.Number(), references: Type.Number(), skills: Type.Number() },
    { description: 'Each component on 0-100, before weighting (30% / 40% / 30%).' },
  ),
  signals: Type.Array(
    Type.Object({
      component: Component,
      code: Type.String(),
      description: Type.String(),
      points: Type.Number(),
      max_points: Type.Number(),
      contribution: Type.Number({ description: 'Points in the final score; the contributions add up to trust_score.' }),
    }),
  ),
  computed_at: Type.String({ format: 'date-time' }),
});
