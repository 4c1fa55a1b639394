import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicRoute } from '../../http/policy.js';

const openApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/openapi.json', {
    config: publicRoute(),
    schema: { summary: 'This OpenAPI 3.1 document', tags: ['operations'] },
    handler: async () => app.swagger(),
  });
};

export default openApiRoutes;
