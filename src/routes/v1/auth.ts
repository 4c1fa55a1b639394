import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Core } from '../../core.js';
import { errors } from '../../errors.js';
import { parseScopes, splitScopeString } from '../../keys/scopes.js';
import type { Caller } from '../../keys/tokens-service.js';
import type { RateSubject } from '../../http/policy.js';
import { RefreshBody, TokenBody, TokenResponse } from '../../schemas/auth.js';
import { withErrors } from '../../schemas/common.js';

/**
 * OAuth 2.0 token endpoint (RFC 6749): client credentials in the body or by HTTP Basic,
 * JSON or form-encoded; `grant_type=refresh_token` too, which is how standard clients refresh.
 */
const authRoutes: FastifyPluginAsyncTypebox<Pick<Core, 'keys' | 'tokens'>> = async (app, { keys, tokens }) => {
  const claimant = async (request: FastifyRequest): Promise<RateSubject | null> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type === 'refresh_token') return refreshCaller(tokens, body.refresh_token);
    const credentials = readClientCredentials(request, body);
    const client = credentials && (await keys.getClient(credentials.clientId));
    return client ? { clientId: client.id, plan: client.plan } : null;
  };
  const byRefreshToken = (request: FastifyRequest): Promise<Caller | null> => refreshCaller(tokens, (request.body as Record<string, unknown> | undefined)?.refresh_token);
  const identify = async (request: FastifyRequest): Promise<Caller | null> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type === 'refresh_token') return refreshCaller(tokens, body.refresh_token);
    const credentials = readClientCredentials(request, body);
    if (!credentials) return null;
    const found = await keys.authenticate(credentials.clientId, credentials.clientSecret);
    return found && { clientId: found.client.id, keyId: found.key.id, plan: found.client.plan, sandbox: found.client.sandbox, scopes: found.key.scopes };
  };

  app.post('/auth/token', {
    config: { policy: { auth: 'credentials', claimant, identify } },
    schema: {
      summary: 'Obtain an access token (client credentials grant)',
      tags: ['auth'],
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body: TokenBody,
      response: withErrors({ 200: TokenResponse }),
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (request.body.grant_type === 'refresh_token') {
        return tokens.refresh(request.body.refresh_token ?? '');
      }
      const caller = request.caller;
      if (!caller) throw errors.invalidClient();
      const requested = request.body.scope ? parseScopes(splitScopeString(request.body.scope)) : caller.scopes;
      const notHeld = requested.filter((scope) => !caller.scopes.includes(scope));
      if (notHeld.length > 0) throw errors.scopeNotGranted(notHeld);
      return tokens.issue(caller.keyId, requested.length > 0 ? requested : caller.scopes);
    },
  });

  app.post('/auth/refresh', {
    config: { policy: { auth: 'credentials', claimant: byRefreshToken, identify: async (request) => byRefreshToken(request) } },
    schema: {
      summary: 'Trade a refresh token for a new token pair (each refresh token works once)',
      tags: ['auth'],
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body: RefreshBody,
      response: withErrors({ 200: TokenResponse }),
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return tokens.refresh(request.body.refresh_token);
    },
  });
};

export default authRoutes;

async function refreshCaller(tokens: Core['tokens'], token: unknown): Promise<Caller | null> {
  return typeof token === 'string' && token.length > 0 ? tokens.callerOfRefreshToken(token) : null;
}

/** HTTP Basic first (RFC 6749 §2.3.1: each part form-encoded), then the body. */
function readClientCredentials(request: FastifyRequest, body: Record<string, unknown>): { clientId: string; clientSecret: string } | null {
  const header = request.headers.authorization;
  const basic = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    try {
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
      return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
    } catch {
      return null;
    }
  }
  if (typeof body.client_id === 'string' && typeof body.client_secret === 'string') {
    return { clientId: body.client_id, clientSecret: body.client_secret };
  }
  return null;
}
