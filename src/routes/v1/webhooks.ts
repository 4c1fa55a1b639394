import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isoTime } from '../../clock.js';
import type { Core } from '../../core.js';
import type { Delivery } from '../../events/webhooks-service.js';
import { bearer } from '../../http/policy.js';
import { Page, withErrors } from '../../schemas/common.js';
import { AttemptsQuery, AttemptView, CreatedWebhook, CreateWebhookBody, DeliveriesQuery, DeliveryParams, DeliveryView, WebhookParams, WebhookView } from '../../schemas/webhooks.js';

/** Outbound webhook endpoints (api-spec.md, Webhook endpoints), and what was delivered to them. */
const webhooksRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'webhooks'>> = async (app, { webhooks }) => {
  const policy = bearer('webhook:write');

  app.post('/webhooks', {
    config: policy,
    schema: { summary: 'Register an HTTPS receiver for some events; the signing secret is shown once', tags: ['webhooks'], body: CreateWebhookBody, response: withErrors({ 201: CreatedWebhook }) },
    handler: async (request, reply) => {
      const { endpoint, signingSecret } = await webhooks.create(request.caller!.clientId, request.body.url, request.body.events);
      return reply.code(201).send({ id: endpoint.id, url: endpoint.url, events: endpoint.events, signing_secret: signingSecret, is_active: true, created_at: isoTime(endpoint.created_at) });
    },
  });

  app.get('/webhooks', {
    config: policy,
    schema: { summary: 'Registered endpoints', tags: ['webhooks'], response: withErrors({ 200: Type.Array(WebhookView) }) },
    handler: async (request) => (await webhooks.list(request.caller!.clientId)).map(({ created_at: _created, ...endpoint }) => endpoint),
  });

  app.delete('/webhooks/:id', {
    config: policy,
    schema: { summary: 'Delete an endpoint: nothing more is sent to it', tags: ['webhooks'], params: WebhookParams, response: withErrors({ 204: Type.Null() }) },
    handler: async (request, reply) => {
      await webhooks.delete(request.caller!.clientId, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/webhooks/:id/deliveries', {
    config: policy,
    schema: { summary: 'Deliveries to an endpoint, newest first', tags: ['webhooks'], params: WebhookParams, querystring: DeliveriesQuery, response: withErrors({ 200: Page(DeliveryView) }) },
    handler: async (request) => {
      const page = await webhooks.deliveries(request.caller!.clientId, request.params.id, { limit: request.query.limit ?? 20, cursor: request.query.cursor });
      return { data: page.items.map(deliveryView), next_cursor: page.nextCursor };
    },
  });

  app.post('/webhooks/:id/deliveries/:delivery_id/retry', {
    config: policy,
    schema: { summary: 'Send a delivery again now', tags: ['webhooks'], params: DeliveryParams, response: withErrors({ 202: DeliveryView }) },
    handler: async (request, reply) => reply.code(202).send(deliveryView(await webhooks.retry(request.caller!.clientId, request.params.id, request.params.delivery_id))),
  });

  app.get('/webhooks/attempts', {
    config: policy,
    schema: {
      summary: 'Every delivery attempt to your endpoints after an attempt id, oldest first (what svc webhooks tail follows)',
      tags: ['webhooks'],
      querystring: AttemptsQuery,
      response: withErrors({ 200: Type.Array(AttemptView) }),
    },
    handler: async (request) =>
      (await webhooks.attempts(request.caller!.clientId, request.query.after ?? 0, request.query.limit ?? 100, request.query.event)).map(({ endpoint_id, attempted_at, ...attempt }) => ({
        ...attempt,
        webhook_id: endpoint_id,
        attempted_at: isoTime(attempted_at),
      })),
  });
};

export default webhooksRoutes;

function deliveryView({ endpoint_id: _endpoint, next_attempt_at, created_at, updated_at, ...delivery }: Delivery) {
  return {
    ...delivery,
    next_retry_at: next_attempt_at === null ? null : isoTime(next_attempt_at),
    created_at: isoTime(created_at),
    updated_at: isoTime(updated_at),
  };
}
