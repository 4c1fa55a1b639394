import { describe, expect, it } from 'vitest';
import type { RoutePolicy } from '../../src/http/policy.js';
import { SCOPES, type Scope } from '../../src/keys/scopes.js';
import { PLAN_LIMITS, type Bucket } from '../../src/limits/plans.js';
import { createClient, createTestApp } from '../helpers/app.js';

interface Route {
  method: string;
  url: string;
  policy: RoutePolicy | undefined;
}

/** The buckets api-spec.md (Limits, 2) names; every other route counts in `default`. */
const SPEC_BUCKETS: Record<string, Bucket> = {
  'POST /v1/jobs': 'job',
  'POST /v1/jobs/:id/broadcast': 'broadcast',
  'POST /v1/match/query': 'match',
  'POST /v1/match/run': 'match',
};

async function appWithRoutes() {
  const routes: Route[] = [];
  const t = await createTestApp({
    setup: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, policy: route.config?.policy });
      }),
  });
  return { t, routes };
}

/** A URL that reaches the route: every path parameter gets a plausible value. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (/^(id|profile_id|candidate_id)$/.test(name) ? '1' : `x-${name}`));

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { payload: {} });

describe('every bearer route, one matrix', () => {
  it('401 without a token, 403 with another scope, 429 past its bucket: always { detail } with the rate-limit headers and a request id', async () => {
    const { t, routes } = await appWithRoutes();
    const bearerRoutes = routes.filter((route): route is Route & { policy: Extract<RoutePolicy, { auth: 'bearer' }> } => route.policy?.auth === 'bearer');
    // The API has about forty operations, nearly all behind a token.
    expect(bearerRoutes.length).toBeGreaterThanOrEqual(30);

    for (const { method, url, policy } of bearerRoutes) {
      const name = `${method} ${url}`;
      const request = (headers: Record<string, string>) => t.app.inject({ method: method as 'GET', url: concrete(url), headers, ...bodyFor(method) });
      const expectError = (response: Awaited<ReturnType<typeof request>>, status: number, detail: string | RegExp) => {
        expect(response.statusCode, name).toBe(status);
        expect(Object.keys(response.json()), name).toEqual(['detail']);
        expect(response.json().detail, name).toMatch(detail);
        expect(response.headers['x-ratelimit-limit'], name).toMatch(/^\d+$/);
        expect(response.headers['x-ratelimit-remaining'], name).toMatch(/^\d+$/);
        expect(response.headers['x-request-id'], name).toMatch(/^req_/);
      };

      expectError(await request({}), 401, /^Token/);

      const otherScope = SCOPES.find((scope) => !policy.scopes.includes(scope) && scope !== 'keys:write') as Scope;
      const outsider = await createClient(t, [otherScope]);
      expectError(await request(outsider.auth), 403, `Scope requis : ${policy.scopes[0]}`);

      const bucket = SPEC_BUCKETS[name] ?? 'default';
      expect(policy.bucket ?? 'default', name).toBe(bucket);
      const client = await createClient(t, [...policy.scopes], { plan: 'free' });
      const limit = PLAN_LIMITS.free.hourly[bucket];
      for (let used = 0; used < limit; used++) await t.core.limiter.consume(client.clientId, bucket, limit);
      const refused = await request(client.auth);
      expectError(refused, 429, `Rate limit dépassé (${limit} req/h).`);
      expect(Number(refused.headers['retry-after']), name).toBeGreaterThan(0);
    }
  });

  it('the routes without a bearer token answer a malformed body with { detail } and the same headers', async () => {
    const { t, routes } = await appWithRoutes();
    const open = routes.filter((route) => route.policy?.auth !== 'bearer' && route.method === 'POST');
    expect(open.map((route) => route.url).sort()).toEqual(['/v1/auth/refresh', '/v1/auth/token', '/v1/keys', '/v1/whatsapp/webhook']);
    for (const { url } of open) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"scopes": [' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ detail: expect.stringMatching(/^JSON invalide/) });
      expect(response.headers['x-ratelimit-limit'], url).toMatch(/^\d+$/);
      expect(response.headers['x-request-id'], url).toMatch(/^req_/);
    }
  });
});
