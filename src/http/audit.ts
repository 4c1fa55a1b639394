import type { FastifyInstance } from 'fastify';
import type { Core } from '../core.js';

/** Writes one audit line per response: the route pattern, never the URL's values or the body. */
export function registerAudit(app: FastifyInstance, core: Core): void {
  app.addHook('onResponse', async (request, reply) => {
    try {
      core.audit.record({
        requestId: request.id,
        clientId: request.caller?.clientId ?? null,
        keyId: request.caller?.keyId ?? null,
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        latencyMs: Math.round(reply.elapsedTime * 100) / 100,
        ip: request.ip,
      });
    } catch (error) {
      // The response has gone; a full disk must not turn into an unhandled rejection.
      request.log.error({ err: error }, 'audit log write failed');
    }
  });
}
