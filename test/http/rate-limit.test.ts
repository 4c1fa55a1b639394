import { describe, expect, it } from 'vitest';
import { bearer } from '../../src/http/policy.js';
import { createClient, createTestApp, json } from '../helpers/app.js';
import { sharedStore } from '../helpers/stores.js';
import { TestClock } from '../helpers/clock.js';

const quota = '/v1/quota/status';

describe('rate limits', () => {
  it('every response carries X-RateLimit-Limit and X-RateLimit-Remaining, errors included', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read'], { plan: 'free' });
    const ok = await t.app.inject({ method: 'GET', url: quota, headers: client.auth });
    expect(ok.headers['x-ratelimit-limit']).toBe('200');
    expect(ok.headers['x-ratelimit-remaining']).toBe('199');
    const responses = [
      await t.app.inject({ method: 'GET', url: '/v1/unknown', headers: client.auth }),
      await t.app.inject({ method: 'GET', url: quota }),
      await t.app.inject({ method: 'POST', url: '/v1/keys', payload: '{oops', headers: { 'content-type': 'application/json' } }),
      await t.app.inject({ method: 'POST', url: '/v1/auth/token', payload: '{oops', headers: { 'content-type': 'application/json' } }),
      await t.app.inject({ method: 'POST', url: '/v1/auth/token', payload: { grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' } }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ];
    for (const response of responses) {
      expect(response.headers['x-ratelimit-limit'], response.body).toMatch(/^\d+$/);
      expect(response.headers['x-ratelimit-remaining'], response.body).toMatch(/^\d+$/);
    }
  });

  it('429 with Retry-After once the hourly bucket is spent, until the window slides', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read'], { plan: 'free' });
    for (let i = 0; i < 200; i += 1) {
      if (i === 100) t.clock.advanceSeconds(1800);
      expect((await t.app.inject({ method: 'GET', url: quota, headers: client.auth })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url: quota, headers: client.auth });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ detail: 'Rate limit dépassé (200 req/h).' });
    expect(limited.headers['retry-after']).toBe('1800');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');

    t.clock.advanceSeconds(1800); // the first 100 leave the window, the last 100 stay
    const freshToken = (await t.core.tokens.issue(client.keyId, ['match:read'])).access_token;
    const after = await t.app.inject({ method: 'GET', url: quota, headers: { authorization: `Bearer ${freshToken}` } });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('a burst on one bucket does not reduce another', async () => {
    const t = await createTestApp({
      setup: (app) => app.get('/v1/test/match-bucket', { config: bearer('match:read', 'match') }, async () => ({ ok: true })),
    });
    const client = await createClient(t, ['match:read'], { plan: 'free' });
    for (let i = 0; i < 20; i += 1) await t.app.inject({ method: 'GET', url: '/v1/test/match-bucket', headers: client.auth });
    const limited = await t.app.inject({ method: 'GET', url: '/v1/test/match-bucket', headers: client.auth });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ detail: 'Rate limit dépassé (20 req/h).' });
    const other = await t.app.inject({ method: 'GET', url: quota, headers: client.auth });
    expect(other.statusCode).toBe(200);
    expect(json(other)).toMatchObject({
      quota_plan: 'free',
      default: { used: 1, limit: 200, remaining: 199, resets_in_seconds: 3600 },
      match: { used: 20, limit: 20, remaining: 0, resets_in_seconds: 3600 },
      job: { used: 0, limit: 5, remaining: 5, resets_in_seconds: 0 },
      broadcast: { used: 0, limit: 5, remaining: 5, resets_in_seconds: 0 },
    });
  });

  it('counts per client: one client spending its quota leaves another untouched', async () => {
    const t = await createTestApp({
      setup: (app) => app.get('/v1/test/match-bucket', { config: bearer('match:read', 'match') }, async () => ({ ok: true })),
    });
    const spender = await createClient(t, ['match:read'], { plan: 'free' });
    const bystander = await createClient(t, ['match:read'], { plan: 'free' });
    for (let i = 0; i < 21; i += 1) await t.app.inject({ method: 'GET', url: '/v1/test/match-bucket', headers: spender.auth });
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/match-bucket', headers: bystander.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-remaining']).toBe('19');
  });

  it('limits hold across a restart: they live in the database', async () => {
    const store = await sharedStore();
    const clock = new TestClock();
    const first = await createTestApp({ db: await store(), clock });
    const client = await createClient(first, ['match:read'], { plan: 'free' });
    for (let i = 0; i < 200; i += 1) await first.app.inject({ method: 'GET', url: quota, headers: client.auth });
    await first.app.close();
    await first.core.close();
    await first.db.close();

    const second = await createTestApp({ db: await store(), clock });
    const response = await second.app.inject({ method: 'GET', url: quota, headers: client.auth });
    expect(response.statusCode).toBe(429);
  });

  it('two servers on one store share tokens and windows exactly: the free job bucket refuses the 6th job spread over both', async () => {
    const store = await sharedStore();
    const clock = new TestClock();
    const servers = [await createTestApp({ db: await store(), clock }), await createTestApp({ db: await store(), clock })];
    const client = await createClient(servers[0]!, ['jobs:write', 'match:read'], { plan: 'free' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await servers[i % 2]!.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title: `Nurse ${i}`, location: 'Lille' } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const usage = json<{ job: { used: number } }>(await servers[1]!.app.inject({ method: 'GET', url: quota, headers: client.auth }));
    expect(usage.job.used).toBe(5);
  });
});
