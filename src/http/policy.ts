import type { FastifyRequest } from 'fastify';
import type { Caller } from '../keys/tokens-service.js';
import type { Scope } from '../keys/scopes.js';
import type { Bucket } from '../limits/plans.js';

/**
 * What a route demands of its caller, declared in the route's `config.policy`:
 * - `public`: no token (health, OpenAPI, inbound WhatsApp callbacks); counted per IP.
 * - `bearer`: an access token holding one of `scopes` (the first is the one named in 403s).
 * - `optional-bearer`: works without a token; a token, when sent, must be valid.
 * - `credentials`: the caller is established from the body (token routes) by `identify`,
 *   which runs once the body is parsed, after the request is counted against the bucket of
 *   the client it names (`claimant`, no secret checked yet), else of its IP address.
 */
export type RoutePolicy =
  | { auth: 'public'; bucket?: Bucket }
  | { auth: 'bearer'; scopes: readonly Scope[]; bucket?: Bucket }
  | { auth: 'optional-bearer'; bucket?: Bucket }
  | { auth: 'credentials'; claimant: (request: FastifyRequest) => Promise<RateSubject | null>; identify: (request: FastifyRequest) => Promise<Caller | null> };

/** Whose bucket a request is counted in. */
export type RateSubject = Pick<Caller, 'clientId' | 'plan'>;

export const bearer = (scope: Scope | readonly Scope[], bucket?: Bucket): { policy: RoutePolicy } => ({
  policy: { auth: 'bearer', scopes: typeof scope === 'string' ? [scope] : scope, bucket },
});

export const publicRoute = (): { policy: RoutePolicy } => ({ policy: { auth: 'public' } });

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, or null. */
    caller: Caller | null;
    /** The body exactly as received, for `X-Signature`. */
    rawBody: Buffer | null;
    /** Whether this request has been counted against a rate-limit bucket. */
    rateCounted: boolean;
  }
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}
