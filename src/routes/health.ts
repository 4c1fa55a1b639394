import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Core } from '../core.js';
import { publicRoute } from '../http/policy.js';
import { API_VERSION } from '../http/openapi.js';

const healthRoutes: FastifyPluginAsyncTypebox<{ core: Core }> = async (app, { core }) => {
  app.get('/healthz', {
    config: publicRoute(),
    schema: {
      summary: 'Liveness and database check; needs no token',
      tags: ['operations'],
      response: { 200: Type.Object({ status: Type.Literal('ok'), version: Type.String() }) },
    },
    handler: async () => {
      await core.db.ping();
      return { status: 'ok' as const, version: API_VERSION };
    },
  });
};

export default healthRoutes;
