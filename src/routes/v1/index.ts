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

/** Every /v1 resource, one plugin each. */
const v1Routes: FastifyPluginAsync<{ core: Core }> = async (app, { core }) => {
  await app.register(authRoutes, { core });
  await app.register(keysRoutes, { core });
  await app.register(quotaRoutes, { core });
  await app.register(profilesRoutes, { core });
  await app.register(matchRoutes, { core });
  await app.register(providersRoutes, { core });
  await app.register(jobsRoutes, { core });
  await app.register(trustRoutes, { core });
  await app.register(webhooksRoutes, { core });
  await app.register(whatsappRoutes, { core });
  await app.register(openApiRoutes);
};

export default v1Routes;
