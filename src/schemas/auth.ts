import { Type } from 'typebox';

export const TokenBody = Type.Object({
  grant_type: Type.Enum(['client_credentials', 'refresh_token']),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  client_secret: Type.Optional(Type.String({ maxLength: 200 })),
  scope: Type.Optional(Type.String({ maxLength: 1000 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
});

export const RefreshBody = Type.Object({
  refresh_token: Type.String({ minLength: 1, maxLength: 200 }),
});

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  scope: Type.String(),
  refresh_token: Type.String(),
});
