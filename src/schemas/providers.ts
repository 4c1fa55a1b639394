import { Type, type Static } from 'typebox';
import { SENIORITIES } from '../matching/taxonomy.js';
import { SkillName } from './common.js';

export const ProviderCandidate = Type.Object({
  external_id: Type.String({ minLength: 1, maxLength: 200 }),
  skills: Type.Array(SkillName, { minItems: 1, maxItems: 200 }),
  seniority: Type.Enum([...SENIORITIES]),
  country: Type.String({ minLength: 1, maxLength: 100 }),
  whatsapp_number: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
});
export type ProviderCandidate = Static<typeof ProviderCandidate>;

export const CreateProviderBody = Type.Object({
  provider_id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
});

export const ProviderParams = Type.Object({ provider_id: Type.String({ minLength: 1, maxLength: 100 }) });

export const SyncBody = Type.Object({
  // Counted in the service: over 10,000 is a 413, not a 400.
  candidates: Type.Array(ProviderCandidate, { description: 'Each candidate is checked on its own: the valid ones are stored, the others come back in `rejected`.' }),
});

/** What the sync route validates at the door: each candidate is checked by the service, alone. */
export const SyncEnvelope = Type.Object({ candidates: Type.Array(Type.Unknown()) });

export const ProviderWebhookBody = Type.Object({
  event: Type.Enum(['candidate.created', 'candidate.updated', 'candidate.deleted']),
  candidate: Type.Optional(Type.Partial(ProviderCandidate)),
  external_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const ProviderView = Type.Object({
  provider_id: Type.String(),
  name: Type.String(),
  index_count: Type.Integer(),
  last_sync_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const ProviderCreated = Type.Object({
  provider_id: Type.String(),
  name: Type.String(),
  index_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  message: Type.String(),
});

export const SyncResponse = Type.Object({
  provider_id: Type.String(),
  upserted: Type.Integer(),
  index_count: Type.Integer(),
  last_sync_at: Type.String({ format: 'date-time' }),
  rejected: Type.Array(
    Type.Object({
      index: Type.Integer({ description: 'Position in `candidates`, from 0.' }),
      external_id: Type.Union([Type.String(), Type.Null()]),
      detail: Type.String({ description: 'Why, naming the field: `Champ invalide : candidates[3].seniority (valeurs permises : …)`.' }),
    }),
    { description: 'The candidates not stored; empty when all were.' },
  ),
});

export const ProviderWebhookResponse = Type.Object({
  // A repeated candidate.deleted answers the same: the candidate is not in the index.
  status: Type.Enum(['indexed', 'deleted']),
  external_id: Type.String(),
});
