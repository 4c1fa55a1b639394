import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Core } from '../../core.js';
import { bearer } from '../../http/policy.js';
import { BUCKETS, PLAN_LIMITS } from '../../limits/plans.js';
import { withErrors } from '../../schemas/common.js';
import { QuotaStatus } from '../../schemas/quota.js';

const quotaRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'limiter'>> = async (app, { limiter }) => {
  app.get('/quota/status', {
    config: bearer('match:read'),
    schema: { summary: 'Usage of each rate-limit bucket over the last hour', tags: ['quota'], response: withErrors({ 200: QuotaStatus }) },
    handler: async (request) => {
      const { clientId, plan } = request.caller!;
      const buckets = await Promise.all(
        BUCKETS.map(async (bucket) => {
          const usage = await limiter.peek(clientId, bucket, PLAN_LIMITS[plan].hourly[bucket]);
          return [bucket, { used: usage.used, limit: usage.limit, remaining: usage.remaining, resets_in_seconds: usage.resetsInSeconds }];
        }),
      );
      return { quota_plan: plan, ...Object.fromEntries(buckets) };
    },
  });
};

export default quotaRoutes;
