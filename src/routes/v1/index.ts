import type { FastifyPluginAsync } from 'fastify';
import type { Core } from '../../core.js';
import authRoutes from './auth.js';
import keysRoutes from './keys.js';
import openApiRoutes from './openapi.js';
import jobsRoutes from './jobs.js';
import matchRoutes from './match.js';
import profilesRoutes from './profiles.js';
import providersRoutes from './providers.js';
import quotaRoutes from './quota.js';
import trustRoutes from './trust.js';
import webhooksRoutes from './webhooks.js';
import whatsappRoutes from './whatsapp.js';

/** Every /v1 resource, one plugin each, given the services it uses. */
const v1Routes: FastifyPluginAsync<{ core: Core }> = async (app, { core }) => {
  await app.register(authRoutes, { keys: core.keys, tokens: core.tokens });
  await app.register(keysRoutes, { keys: core.keys });
  await app.register(quotaRoutes, { limiter: core.limiter });
  await app.register(profilesRoutes, { clock: core.clock, extraction: core.extraction, profiles: core.profiles, trust: core.trust });
  await app.register(matchRoutes, { matching: core.matching });
  await app.register(providersRoutes, { providers: core.providers });
  await app.register(jobsRoutes, { jobs: core.jobs });
  await app.register(trustRoutes, { trust: core.trust });
  await app.register(webhooksRoutes, { webhooks: core.webhooks });
  await app.register(whatsappRoutes, { broadcasts: core.broadcasts, whatsappConfig: core.whatsappConfig });
  await app.register(openApiRoutes);
};

export default v1Routes;
