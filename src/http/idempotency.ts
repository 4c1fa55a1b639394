import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Core } from '../core.js';
import { errors } from '../errors.js';
import { MultipartForm } from './multipart.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key of a first request, whose answer is to be kept. */
    idempotencyKey: string | null;
  }
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on every POST of an authenticated client: the same key and the same
 * request within 24 hours get the first answer again (with `Idempotent-Replayed: true`),
 * without running twice; the same key with another request is a 409. Token routes are
 * left out: a login is never replayed.
 */
export function registerIdempotency(app: FastifyInstance, core: Core): void {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || request.method !== 'POST' || !request.caller || request.routeOptions.config.policy?.auth === 'credentials') return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!KEY.test(key)) throw errors.invalidHeader('Idempotency-Key', '1 à 255 caractères visibles');
    const fingerprint = fingerprintOf(request);
    const claim = await core.idempotency.claim(request.caller.clientId, key, fingerprint);
    if (claim.kind === 'first') {
      request.idempotencyKey = key;
      return;
    }
    return reply.code(claim.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(claim.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.idempotencyKey && request.caller) {
      await core.idempotency.complete(request.caller.clientId, request.idempotencyKey, reply.statusCode, typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '');
      request.idempotencyKey = null;
    }
    return payload;
  });
}

/** Method, path and body; a form by its fields and files, since each client picks its own boundary. */
function fingerprintOf(request: FastifyRequest): string {
  const hash = crypto.createHash('sha256').update(`${request.method} ${request.url}\n`);
  if (request.body instanceof MultipartForm) {
    for (const [name, value] of [...request.body.fields].sort()) hash.update(`field ${name}=${value}\n`);
    for (const [name, bytes] of [...request.body.files].sort(([a], [b]) => a.localeCompare(b))) hash.update(`file ${name}\n`).update(bytes);
  } else {
    hash.update(request.rawBody ?? Buffer.alloc(0));
  }
  return hash.digest('hex');
}
