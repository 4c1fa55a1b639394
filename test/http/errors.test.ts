import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json } from '../helpers/app.js';

describe('one error model: { detail }', () => {
  it('malformed JSON is a 400 that changes nothing', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: { 'content-type': 'application/json' }, payload: '{"scopes": [' });
    expect(response.statusCode).toBe(400);
    expect(json(response).detail).toMatch(/^JSON invalide/);
    expect((await t.db.one('SELECT COUNT(*) AS n FROM clients'))).toEqual({ n: 0 });
  });

  it.each([
    ['a job of POST /v1/match/run', '/v1/match/run', (deep: unknown) => ({ job: { title: 'Nurse', extra: deep }, pool: { type: 'stored' } })],
    ['a reference of POST /v1/profiles', '/v1/profiles', (deep: unknown) => ({ external_id: 'p1', full_name: 'Lea', references: [{ name: 'Ana', extra: deep }] })],
    ['a profile of POST /v1/trust/score', '/v1/trust/score', (deep: unknown) => ({ profile: { full_name: 'Lea', extra: deep } })],
  ])('5,000 levels of nesting inside %s are a 400 that changes nothing, not a 500', async (_where, url, body) => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write', 'trust:read']);
    // Built as text: an object that deep cannot even be stringified by JSON.stringify's recursion on every engine.
    const payload = JSON.stringify(body('DEEP')).replace('"DEEP"', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000));
    const response = await t.app.inject({ method: 'POST', url, headers: { ...client.auth, 'content-type': 'application/json' }, payload });
    expect(json(response)).toEqual({ detail: 'JSON trop imbriqué (32 niveaux au plus).' });
    expect(response.statusCode).toBe(400);
    expect((await t.db.one('SELECT COUNT(*) AS n FROM profiles'))).toEqual({ n: 0 });
  });

  it('a body that would poison prototypes is refused', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    for (const payload of ['{"external_id":"p1","__proto__":{"admin":true}}', '{"external_id":"p1","constructor":{"prototype":{"admin":true}}}']) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: { ...client.auth, 'content-type': 'application/json' }, payload });
      expect(json(response)).toEqual({ detail: 'JSON refusé : clé __proto__ ou constructor.prototype interdite.' });
      expect(response.statusCode).toBe(400);
    }
    expect((await t.db.one('SELECT COUNT(*) AS n FROM profiles'))).toEqual({ n: 0 });
  });

  it.each([
    ['/v1/profiles/%zz', 400, 'URL invalide : encodage en pourcentage incorrect.'],
    ['/v1/profiles/%E0%A4%A', 400, 'URL invalide : encodage en pourcentage incorrect.'],
    [`/v1/profiles/${'9'.repeat(150)}`, 414, 'URL invalide : un segment du chemin dépasse 100 caractères.'],
  ])('a path the router cannot read (%s) is answered in the error model, with request id and rate-limit headers', async (url, status, detail) => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write'], { plan: 'free' });
    const response = await t.app.inject({ method: 'GET', url, headers: client.auth });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ detail });
    expect(response.headers['x-request-id']).toMatch(/^req_/);
    // Counted in the caller's bucket like any request of that client.
    expect(response.headers['x-ratelimit-limit']).toBe('200');
  });

  it('a body over 20 MiB is a 413', async () => {
    const t = await createTestApp();
    const payload = JSON.stringify({ scopes: ['match:read'], name: 'x'.repeat(21 * 1024 * 1024) });
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ detail: 'Corps de requête trop volumineux (20 Mio au plus).' });
  });

  it('an unsupported content type is a 415', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: { 'content-type': 'text/plain' }, payload: 'scopes' });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ detail: 'Type de contenu non pris en charge : text/plain' });
  });

  it('an unknown route is a 404 and a wrong method a 405 with Allow', async () => {
    const t = await createTestApp();
    const missing = await t.app.inject({ method: 'GET', url: '/v1/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ detail: 'Route introuvable : GET /v1/nowhere' });
    const wrongMethod = await t.app.inject({ method: 'PUT', url: '/v1/auth/token' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(json(wrongMethod)).toEqual({ detail: 'Méthode non autorisée : PUT' });
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  it('a crash is a 500 `Erreur interne.` that leaks nothing', async () => {
    const t = await createTestApp({
      setup: (app) =>
        app.get('/v1/test/crash', async () => {
          throw new Error('SQLITE_CORRUPT: secret table layout at /srv/data');
        }),
    });
    const client = await createClient(t, ['match:read']);
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/crash', headers: client.auth });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ detail: 'Erreur interne.' });
    expect(response.body).not.toContain('SQLITE');
  });

  it('path and query values are coerced, body values are not', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', payload: { scopes: ['match:read'], sandbox: 'true' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: 'Champ invalide : sandbox (booléen attendu)' });
  });
});
