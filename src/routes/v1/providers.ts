import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isoTime } from '../../clock.js';
import type { Core } from '../../core.js';
import { errors } from '../../errors.js';
import { bearer } from '../../http/policy.js';
import { validatorCompiler } from '../../http/validation.js';
import type { Provider } from '../../matching/providers-service.js';
import { Type } from 'typebox';
import { Page, withErrors } from '../../schemas/common.js';
import {
  CreateProviderBody,
  ProviderCandidate,
  ProviderCreated,
  ProviderParams,
  ProviderView,
  ProviderWebhookBody,
  ProviderWebhookResponse,
  SyncBody,
  SyncEnvelope,
  SyncResponse,
} from '../../schemas/providers.js';

/** Provider indexes (api-spec.md, Providers): all under `match:read`. */
const providersRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'providers'>> = async (app, { providers }) => {
  const policy = bearer('match:read');

  app.post('/providers', {
    config: policy,
    schema: { summary: 'Register a provider index, once', tags: ['providers'], body: CreateProviderBody, response: withErrors({ 201: ProviderCreated }) },
    handler: async (request, reply) => {
      const provider = await providers.create(request.caller!.clientId, request.body.provider_id, request.body.name);
      return reply.code(201).send({
        provider_id: provider.provider_id,
        name: provider.name,
        index_count: 0,
        created_at: isoTime(provider.created_at),
        message: `Provider enregistré. Envoyez vos candidats avec POST /v1/providers/${provider.provider_id}/sync, puis tenez l'index à jour avec POST /v1/providers/${provider.provider_id}/webhook.`,
      });
    },
  });

  app.get('/providers/:provider_id', {
    config: policy,
    schema: { summary: 'A provider and the size of its index', tags: ['providers'], params: ProviderParams, response: withErrors({ 200: ProviderView }) },
    handler: async (request) => providerView(await providers.require(request.caller!.clientId, request.params.provider_id)),
  });

  app.get('/providers/:provider_id/candidates', {
    config: policy,
    schema: {
      summary: 'The candidates a provider index holds, oldest first',
      tags: ['providers'],
      params: ProviderParams,
      querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })), cursor: Type.Optional(Type.String({ maxLength: 200 })) }),
      response: withErrors({ 200: Page(ProviderCandidate) }),
    },
    handler: async (request) => {
      const page = await providers.candidates(request.caller!.clientId, request.params.provider_id, { limit: request.query.limit ?? 100, cursor: request.query.cursor });
      return { data: page.items.map((candidate) => ({ ...candidate, whatsapp_number: candidate.whatsapp_number ?? null })), next_cursor: page.nextCursor };
    },
  });

  app.post('/providers/:provider_id/sync', {
    config: policy,
    schema: {
      summary: 'Bootstrap or delta sync: upsert candidates by external_id (10,000 at most per call)',
      tags: ['providers'],
      params: ProviderParams,
      body: SyncBody,
      response: withErrors({ 200: SyncResponse }),
    },
    // The documented body names each field of a candidate; the door checks only the envelope.
    validatorCompiler: validatorCompiler(SyncEnvelope),
    handler: async (request) => {
      const { upserted, rejected, provider } = await providers.sync(request.caller!.clientId, request.params.provider_id, request.body.candidates);
      return { provider_id: provider.provider_id, upserted, index_count: provider.index_count, last_sync_at: isoTime(provider.last_sync_at!), rejected };
    },
  });

  app.post('/providers/:provider_id/webhook', {
    config: policy,
    schema: {
      summary: 'Keep the index current: candidate.created, candidate.updated, candidate.deleted',
      tags: ['providers'],
      params: ProviderParams,
      body: ProviderWebhookBody,
      response: withErrors({ 200: ProviderWebhookResponse }),
    },
    handler: async (request) => {
      const { clientId } = request.caller!;
      const { provider_id: providerId } = request.params;
      const { event, candidate } = request.body;
      if (event === 'candidate.deleted') {
        const externalId = request.body.external_id ?? candidate?.external_id;
        if (!externalId) throw errors.invalidField('external_id', 'requis pour candidate.deleted');
        await providers.remove(clientId, providerId, externalId);
        return { status: 'deleted' as const, external_id: externalId };
      }
      if (!candidate) throw errors.invalidField('candidate', `requis pour ${event}`);
      const externalId = await providers.index(clientId, providerId, candidate, event === 'candidate.updated');
      return { status: 'indexed' as const, external_id: externalId };
    },
  });
};

export default providersRoutes;

function providerView({ last_sync_at, created_at, ...provider }: Provider) {
  return { ...provider, last_sync_at: last_sync_at === null ? null : isoTime(last_sync_at), created_at: isoTime(created_at) };
}
