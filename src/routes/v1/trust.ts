import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isoTime } from '../../clock.js';
import type { Core } from '../../core.js';
import { bearer } from '../../http/policy.js';
import type { TrustRecord } from '../../trust/trust-service.js';
import { withErrors } from '../../schemas/common.js';
import { TrustParams, TrustRecordView, TrustScoreBody } from '../../schemas/trust.js';

const trustRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'trust'>> = async (app, { trust }) => {
  app.post('/trust/score', {
    config: bearer(['trust:write', 'profile:write']),
    schema: {
      summary: 'Compute the Trust Score of a stored profile (Identity 30%, References 40%, Skills 30%); emits trust.scored',
      tags: ['trust'],
      body: TrustScoreBody,
      response: withErrors({ 200: TrustRecordView }),
    },
    handler: async (request) => trustView(await trust.score(request.caller!.clientId, request.body.profile_id, request.body.references)),
  });

  app.get('/trust/score/:profile_id', {
    config: bearer(['trust:read', 'jobs:read']),
    schema: { summary: 'The last Trust Score computed for a profile', tags: ['trust'], params: TrustParams, response: withErrors({ 200: TrustRecordView }) },
    handler: async (request) => trustView(await trust.get(request.caller!.clientId, request.params.profile_id)),
  });
};

export default trustRoutes;

/** A Trust Score as the API shows it: without the profile version it was computed on. */
export function trustView({ profile_updated_at: _version, computed_at, ...record }: TrustRecord) {
  return { ...record, computed_at: isoTime(computed_at) };
}
