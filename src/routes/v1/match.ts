import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Core } from '../../core.js';
import { bearer } from '../../http/policy.js';
import { withErrors } from '../../schemas/common.js';
import { MatchIdParams, MatchQueryBody, MatchQueryResponse, MatchRunBody, MatchRunResponse } from '../../schemas/matching.js';

const matchRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'matching'>> = async (app, { matching }) => {
  app.post('/match/run', {
    config: bearer('match:read', 'match'),
    schema: {
      summary: 'Rank candidates of a stored, inline or provider pool for a job (match_score 0-1)',
      tags: ['matching'],
      body: MatchRunBody,
      response: withErrors({ 200: MatchRunResponse }),
    },
    handler: async (request) => matching.run(request.caller!.clientId, { ...request.body, limit: request.body.limit ?? 20 }),
  });

  app.post('/match/query', {
    config: bearer('match:read', 'match'),
    schema: {
      summary: 'Free-text search over the stored pool (match_score 0-100); emits match.completed',
      tags: ['matching'],
      body: MatchQueryBody,
      response: withErrors({ 200: MatchQueryResponse }),
    },
    handler: async (request) => matching.query(request.caller!.clientId, request.body.query, request.body.limit ?? 20, { filters: request.body.filters, weights: request.body.weights }),
  });

  app.get('/match/:match_id', {
    config: bearer('match:read'),
    schema: { summary: 'A stored or provider match run, as it was answered', tags: ['matching'], params: MatchIdParams, response: withErrors({ 200: MatchRunResponse }) },
    handler: async (request) => matching.getRun(request.caller!.clientId, request.params.match_id),
  });
};

export default matchRoutes;
