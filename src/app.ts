import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { newId } from './ids.js';
import type { Core } from './core.js';
import { registerAudit } from './http/audit.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { BODY_LIMIT_BYTES, registerErrorHandling, routableUrl } from './http/error-handler.js';
import { registerMultipartParser } from './http/multipart.js';
import { registerGuard } from './http/guard.js';
import { registerIdempotency } from './http/idempotency.js';
import { REDACTED_HEADERS, requestForLog } from './http/log-redaction.js';
import { registerOpenApi } from './http/openapi.js';
import { registerValidators } from './http/validation.js';
import healthRoutes from './routes/health.js';
import v1Routes from './routes/v1/index.js';

export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 120_000;

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Runs once the hooks are in place and before the API's routes: tests observe or add routes here. */
  setup?: (app: FastifyInstance) => void;
  /** The reverse proxies whose X-Forwarded-For gives the client's address (Config.trustProxy). */
  trustProxy?: false | number | readonly string[];
}

/** A hop count trusts that many proxies nearest the server, as proxy-addr counts them. */
function trustedProxies(trust: false | number | readonly string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust === false ? false : [...trust];
}

/** The whole HTTP API on a core. The server listens on it; tests `inject` into it. */
export async function buildApp(core: Core, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets stay out of the logs: headers censored, secret query values (the WhatsApp verify token) replaced.
    logger: options.logger ? { ...(typeof options.logger === 'object' ? options.logger : {}), redact: REDACTED_HEADERS, serializers: { req: requestForLog } } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that sends its headers a byte at a time (slowloris) is cut off after
    // 15 s, a whole request (a 10 MiB CV on a slow line) after 2 minutes; Node checks
    // every 2 s rather than every 30.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 2_000 },
    genReqId: () => newId('req'),
    trustProxy: trustedProxies(options.trustProxy ?? false),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (request) => routableUrl(request.url ?? '/'),
  });
  // Once closing, each response ends its keep-alive connection; otherwise a connection
  // busy when close began would hold the shutdown until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  registerErrorHandling(app);
  registerValidators(app);
  registerBodyParsers(app);
  registerMultipartParser(app);
  registerGuard(app, core);
  registerIdempotency(app, core);
  registerAudit(app, core);
  options.setup?.(app);
  await registerOpenApi(app);
  await app.register(healthRoutes, { core });
  await app.register(v1Routes, { core, prefix: '/v1' });
  return app;
}
