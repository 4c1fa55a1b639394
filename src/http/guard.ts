import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core.js';
import { errors } from '../errors.js';
import type { Caller } from '../keys/tokens-service.js';
import { hmacSha256Hex, safeEqual } from '../keys/secrets.js';
import { ANONYMOUS_HOURLY_LIMIT, PLAN_LIMITS, type Bucket } from '../limits/plans.js';
import type { RateSubject, RoutePolicy } from './policy.js';

export const SIGNATURE_WINDOW_SECONDS = 300;

/** Paths that hold production data and are closed to sandbox keys, whatever follows. */
const PRODUCTION_ONLY = /^\/(api\/v1|admin)(\/|$|\?)/;

/**
 * Authentication, rate limiting, sandbox isolation, scopes and request signatures, in
 * that order, for every request, including unknown routes and failed ones.
 */
export function registerGuard(app: FastifyInstance, core: Core): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('rateCounted', false);

  app.addHook('onRequest', async (request, reply) => {
    const policy = policyOf(request);
    const bearerToken = readBearer(request);
    if (bearerToken !== undefined) request.caller = bearerToken ? await core.tokens.authenticate(bearerToken) : null;

    if (policy.auth !== 'credentials') await countRequest(core, request, reply, policy.bucket ?? 'default');
    if (request.caller?.sandbox && PRODUCTION_ONLY.test(request.url)) throw errors.sandboxForbidden();

    if (policy.auth === 'bearer' || (policy.auth === 'optional-bearer' && bearerToken !== undefined)) {
      if (!request.caller) throw errors.invalidToken();
    }
    if (policy.auth === 'bearer' && !policy.scopes.some((scope) => request.caller!.scopes.includes(scope))) {
      throw errors.scopeRequired(policy.scopes[0]!);
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const policy = policyOf(request);
    if (policy.auth === 'credentials') {
      // Counted before the secret is hashed: a flood of logins is refused before it costs anything.
      await countRequest(core, request, reply, 'default', await policy.claimant(request));
      request.caller = await policy.identify(request);
    }
    await checkSignature(core, request);
  });

  // Requests that failed before being counted (an unparseable body on a token route) still
  // carry the headers: every response does.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.rateCounted) {
      try {
        await countRequest(core, request, reply, 'default');
      } catch {
        // Already over the limit: the headers are set, the response stands as it is.
      }
    }
    return payload;
  });
}

function policyOf(request: FastifyRequest): RoutePolicy {
  return request.routeOptions.config.policy ?? { auth: 'optional-bearer' };
}

/** The bearer token; '' when the header is there but malformed; undefined when absent. */
function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

async function countRequest(core: Core, request: FastifyRequest, reply: FastifyReply, bucket: Bucket, caller: RateSubject | null = request.caller): Promise<void> {
  request.rateCounted = true;
  const subject = caller ? caller.clientId : `ip:${request.ip}`;
  const limit = caller ? PLAN_LIMITS[caller.plan].hourly[bucket] : ANONYMOUS_HOURLY_LIMIT;
  const decision = await core.limiter.consume(subject, caller ? bucket : 'default', limit);
  reply.header('x-ratelimit-limit', String(decision.limit));
  reply.header('x-ratelimit-remaining', String(decision.remaining));
  if (!decision.allowed) throw errors.rateLimited(decision.limit, decision.resetsInSeconds);
}

/**
 * Optional HMAC request signing (decisions.md): `X-Timestamp` is checked against the
 * clock first, then `X-Signature` over "{timestamp}.{METHOD}.{path with query}.{raw body}",
 * keyed with the secret of the key that issued the token.
 */
async function checkSignature(core: Core, request: FastifyRequest): Promise<void> {
  const timestamp = singleHeader(request, 'x-timestamp');
  const signature = singleHeader(request, 'x-signature');
  if (timestamp !== undefined) {
    if (!/^\d{1,12}$/.test(timestamp)) throw errors.invalidHeader('X-Timestamp', 'secondes Unix attendues');
    if (Math.abs(core.clock.now() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) throw errors.requestExpired();
  }
  if (signature === undefined || !request.caller) return;
  if (timestamp === undefined) throw errors.invalidHeader('X-Timestamp', 'requis avec X-Signature');
  if (!(await verifySignature(core, request.caller, request, timestamp, signature))) throw errors.invalidSignature();
}

async function verifySignature(core: Core, caller: Caller, request: FastifyRequest, timestamp: string, signature: string): Promise<boolean> {
  const secret = await core.keys.secretOf(caller.keyId);
  if (!secret) return false;
  const message = Buffer.concat([Buffer.from(`${timestamp}.${request.method}.${request.url}.`), request.rawBody ?? Buffer.alloc(0)]);
  return safeEqual(hmacSha256Hex(secret, message), signature.trim().toLowerCase());
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
