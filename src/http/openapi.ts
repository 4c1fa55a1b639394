import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { SCOPES } from '../keys/scopes.js';
import type { RoutePolicy } from './policy.js';

export const API_VERSION = '0.1.0';

/**
 * OpenAPI 3.1 generated from the route schemas. Security requirements come from each
 * route's policy, so a route cannot be documented with other scopes than it enforces.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Candidate Matching and Trust Score API',
        version: API_VERSION,
        description: 'Matches candidates to job offers, computes Trust Scores, broadcasts offers over WhatsApp.',
      },
      components: {
        securitySchemes: {
          oauth2: {
            type: 'oauth2',
            flows: {
              clientCredentials: {
                tokenUrl: '/v1/auth/token',
                refreshUrl: '/v1/auth/refresh',
                scopes: Object.fromEntries(SCOPES.map((scope) => [scope, scope])),
              },
            },
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const policy = (route.config as { policy?: RoutePolicy } | undefined)?.policy;
      const transformed = { ...(schema ?? {}) } as Record<string, unknown>;
      if (policy?.auth === 'bearer') transformed.security = policy.scopes.map((scope) => ({ oauth2: [scope] }));
      else if (policy?.auth === 'optional-bearer') transformed.security = [{}, { oauth2: [] }];
      else transformed.security = [];
      return { schema: transformed as never, url };
    },
  });
}
