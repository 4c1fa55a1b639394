import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isoTime } from '../../clock.js';
import type { Core } from '../../core.js';
import { errors } from '../../errors.js';
import type { CreatedKey } from '../../keys/keys-service.js';
import { keyView } from '../../keys/key-view.js';
import { KEY_MANAGEMENT_SCOPE, parseScopes } from '../../keys/scopes.js';
import { bearer } from '../../http/policy.js';
import { withErrors } from '../../schemas/common.js';
import { AddScopesBody, CreateKeyBody, CreatedKeyResponse, KeyParams, KeyView } from '../../schemas/keys.js';
import { Type } from 'typebox';

/**
 * Self-service API keys. Without a token, POST creates a new client and its first key;
 * with a token holding `keys:write`, it adds a key to the caller's client.
 */
const keysRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'keys'>> = async (app, { keys }) => {
  app.post('/keys', {
    config: { policy: { auth: 'optional-bearer' } },
    schema: {
      summary: 'Create an API key (a new client without a token; another key of your client with keys:write)',
      tags: ['keys'],
      body: CreateKeyBody,
      response: withErrors({ 201: CreatedKeyResponse }),
    },
    handler: async (request, reply) => {
      const scopes = parseScopes(request.body.scopes);
      const caller = request.caller;
      if (caller && !caller.scopes.includes(KEY_MANAGEMENT_SCOPE)) throw errors.scopeRequired(KEY_MANAGEMENT_SCOPE);
      const created = caller
        ? await keys.addKey(caller.clientId, { name: request.body.name, scopes })
        : await keys.createClient({ plan: request.body.plan ?? 'free', sandbox: request.body.sandbox ?? false, name: request.body.name, scopes });
      return reply.code(201).send(createdKeyView(created));
    },
  });

  app.get('/keys', {
    config: bearer('keys:write'),
    schema: { summary: "List your client's API keys", tags: ['keys'], response: withErrors({ 200: Type.Array(KeyView) }) },
    handler: async (request) => (await keys.listKeys(request.caller!.clientId)).map(keyView),
  });

  app.patch('/keys/:key_id', {
    config: bearer('keys:write'),
    schema: {
      summary: "Extend a key's scopes",
      tags: ['keys'],
      params: KeyParams,
      body: AddScopesBody,
      response: withErrors({ 200: KeyView }),
    },
    handler: async (request) => {
      const scopes = parseScopes(request.body.scopes);
      return keyView(await keys.addScopes(request.params.key_id, scopes, request.caller!.clientId));
    },
  });

  app.delete('/keys/:key_id', {
    config: bearer('keys:write'),
    schema: { summary: 'Revoke a key and every token it issued', tags: ['keys'], params: KeyParams, response: withErrors({ 204: Type.Null({ description: 'Revoked; no body.' }) }) },
    handler: async (request, reply) => {
      await keys.revokeKey(request.params.key_id, request.caller!.clientId);
      return reply.code(204).send(null);
    },
  });
};

export default keysRoutes;

export function createdKeyView({ client, key, clientSecret }: CreatedKey) {
  return {
    client_id: client.id,
    client_secret: clientSecret,
    key_id: key.id,
    name: key.name,
    scopes: key.scopes,
    plan: client.plan,
    sandbox: client.sandbox,
    created_at: isoTime(key.created_at),
    key_management_scope: KEY_MANAGEMENT_SCOPE,
  };
}
