import { Type, type Static } from 'typebox';
import { KEY_MANAGEMENT_SCOPE, SCOPES } from '../keys/scopes.js';
import { PLANS } from '../limits/plans.js';

const ScopeName = Type.String({ minLength: 1, maxLength: 64, examples: [...SCOPES] });

export const CreateKeyBody = Type.Object({
  scopes: Type.Array(ScopeName, { minItems: 1, maxItems: SCOPES.length * 2 }),
  plan: Type.Optional(Type.Enum([...PLANS], { default: 'free' })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  sandbox: Type.Optional(Type.Boolean({ default: false })),
});
export type CreateKeyBody = Static<typeof CreateKeyBody>;

export const CreatedKeyResponse = Type.Object({
  client_id: Type.String(),
  client_secret: Type.String({ description: 'Shown once, never again.' }),
  key_id: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  scopes: Type.Array(Type.String()),
  plan: Type.Enum([...PLANS]),
  sandbox: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  key_management_scope: Type.Literal(KEY_MANAGEMENT_SCOPE, {
    description: "The scope a token needs to create this client's keys, list them, extend their scopes and revoke them. A client's first key always holds it.",
  }),
});

export const KeyView = Type.Object({
  key_id: Type.String(),
  client_id: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  scopes: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const KeyParams = Type.Object({ key_id: Type.String({ maxLength: 64 }) });

export const AddScopesBody = Type.Object({
  scopes: Type.Array(ScopeName, { minItems: 1, maxItems: SCOPES.length * 2 }),
});
