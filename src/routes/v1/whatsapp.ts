import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Core } from '../../core.js';
import { ApiError, errors } from '../../errors.js';
import { hmacSha256Hex, safeEqual } from '../../keys/secrets.js';
import { bearer, publicRoute } from '../../http/policy.js';
import { withErrors } from '../../schemas/common.js';
import { JobParams } from '../../schemas/jobs.js';

const BroadcastView = Type.Object({
  broadcast_id: Type.String(),
  job_id: Type.Integer(),
  status: Type.Enum(['sending', 'completed']),
  transport: Type.Enum(['cloud', 'simulator']),
  queued: Type.Integer({ description: 'Messages queued: matches with a WhatsApp number not yet reached.' }),
  skipped_without_number: Type.Integer({ description: 'Matches without a number: set failed.' }),
});

/** WhatsApp: broadcasting a job, the Cloud API callbacks, and replies to simulated messages. */
const whatsappRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'broadcasts' | 'whatsappConfig'>> = async (app, { broadcasts, whatsappConfig }) => {
  app.post('/jobs/:id/broadcast', {
    config: bearer('diffusion:write', 'broadcast'),
    schema: {
      summary: 'Send the offer over WhatsApp to every match with a number, with two reply buttons; answers 202 at once',
      tags: ['whatsapp'],
      params: JobParams,
      response: withErrors({ 202: BroadcastView }),
    },
    handler: async (request, reply) => reply.code(202).send(await broadcasts.broadcast(request.caller!.clientId, request.caller!.sandbox, request.params.id)),
  });

  app.get('/whatsapp/webhook', {
    config: publicRoute(),
    schema: {
      summary: 'WhatsApp Cloud API verification handshake (hub.challenge)',
      tags: ['whatsapp'],
      querystring: Type.Object({ 'hub.mode': Type.Optional(Type.String()), 'hub.verify_token': Type.Optional(Type.String()), 'hub.challenge': Type.Optional(Type.String({ maxLength: 200 })) }),
    },
    handler: async (request, reply) => {
      const expected = whatsappConfig.verifyToken;
      const given = request.query['hub.verify_token'] ?? '';
      if (request.query['hub.mode'] !== 'subscribe' || !expected || !safeEqual(given, expected)) throw new ApiError(403, 'Jeton de vérification invalide.');
      return reply.type('text/plain').send(request.query['hub.challenge'] ?? '');
    },
  });

  app.post('/whatsapp/webhook', {
    config: publicRoute(),
    schema: { summary: 'WhatsApp Cloud API callbacks (replies and statuses), checked with X-Hub-Signature-256', tags: ['whatsapp'], response: withErrors({ 200: Type.Object({ received: Type.Boolean(), replies: Type.Integer(), failures: Type.Integer() }) }) },
    handler: async (request) => {
      const secret = whatsappConfig.appSecret;
      const header = request.headers['x-hub-signature-256'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!secret || !signature || !safeEqual(signature.trim().toLowerCase(), `sha256=${hmacSha256Hex(secret, request.rawBody ?? Buffer.alloc(0))}`)) throw errors.invalidSignature();
      return { received: true, ...(await broadcasts.handleInbound(request.body)) };
    },
  });

  app.post('/sandbox/whatsapp/reply', {
    config: bearer('diffusion:write'),
    schema: {
      summary: 'Answer a simulated WhatsApp message as the candidate would',
      tags: ['whatsapp'],
      body: Type.Object({ job_id: Type.Integer({ minimum: 1 }), candidate_id: Type.Integer({ minimum: 1 }), reply: Type.Enum(['interested', 'declined']) }),
      response: withErrors({ 200: Type.Object({ job_id: Type.Integer(), candidate_id: Type.Integer(), whatsapp_status: Type.String() }) }),
    },
    handler: async (request) => broadcasts.simulateReply(request.caller!.clientId, request.body.job_id, request.body.candidate_id, request.body.reply),
  });
};

export default whatsappRoutes;
