import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp } from '../helpers/app.js';

const count = async (t: TestApp, table: string) => ((await t.db.one(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }).n;

describe('POST /v1/keys (self-service)', () => {
  it('without a token creates a client and its first key, showing the secret once', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', payload: { scopes: ['jobs:write', 'match:read'], plan: 'developer', name: 'ci' } });
    expect(response.statusCode).toBe(201);
    const body = json(response);
    // The first key may manage the client's keys: a client can widen its own scopes later.
    expect(body).toMatchObject({ plan: 'developer', sandbox: false, name: 'ci', scopes: ['match:read', 'jobs:write', 'keys:write'], key_management_scope: 'keys:write' });
    expect(body.client_id).toMatch(/^cli_/);
    expect(body.key_id).toMatch(/^key_/);

    const token = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: body.client_id, client_secret: body.client_secret, scope: 'jobs:write' },
    });
    expect(token.statusCode).toBe(200);
    expect(JSON.stringify(await t.app.inject({ method: 'GET', url: '/v1/openapi.json' }).then((r) => r.body))).not.toContain(body.client_secret as string);

    const manager = json<{ access_token: string }>(
      await t.app.inject({ method: 'POST', url: '/v1/auth/token', payload: { grant_type: 'client_credentials', client_id: body.client_id, client_secret: body.client_secret } }),
    );
    const widened = await t.app.inject({ method: 'PATCH', url: `/v1/keys/${body.key_id}`, headers: { authorization: `Bearer ${manager.access_token}` }, payload: { scopes: ['trust:read'] } });
    expect(widened.statusCode).toBe(200);
    expect(json(widened).scopes).toEqual(['match:read', 'jobs:write', 'trust:read', 'keys:write']);
  });

  it('creates sandbox clients with the sbx_ prefix, on the free plan by default', async () => {
    const t = await createTestApp();
    const body = json(await t.app.inject({ method: 'POST', url: '/v1/keys', payload: { scopes: ['match:read'], sandbox: true } }));
    expect(body.client_id).toMatch(/^sbx_/);
    expect(body).toMatchObject({ sandbox: true, plan: 'free' });
  });

  it('refuses unknown scopes with 400 naming them, and creates nothing', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', payload: { scopes: ['match:read', 'a:b', 'c'] } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: 'Scopes inconnus : a:b, c' });
    expect(await count(t, 'clients')).toBe(0);
    expect(await count(t, 'api_keys')).toBe(0);
  });

  it('refuses a bad body naming the field', async () => {
    const t = await createTestApp();
    const cases: [unknown, string][] = [
      [{}, 'Champ invalide : scopes (requis)'],
      [{ scopes: [] }, 'Champ invalide : scopes (ne doit pas être vide)'],
      [{ scopes: 'match:read' }, 'Champ invalide : scopes (tableau attendu)'],
      [{ scopes: ['match:read'], plan: 'gold' }, 'Champ invalide : plan (valeurs permises : free, developer, enterprise)'],
      [{ scopes: ['match:read'], sandbox: 'yes' }, 'Champ invalide : sandbox (booléen attendu)'],
    ];
    for (const [payload, detail] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/keys', payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toEqual({ detail });
    }
    expect(await count(t, 'clients')).toBe(0);
  });

  it('with a token holding keys:write adds a key to the same client, within the plan', async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['keys:write', 'match:read'], { plan: 'developer' });
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: owner.auth, payload: { scopes: ['jobs:read'], plan: 'enterprise' } });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ client_id: owner.clientId, plan: 'developer', scopes: ['jobs:read'] });
  });

  it('with a token lacking keys:write gives 403, and with a bad token 401', async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['match:read']);
    const forbidden = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: owner.auth, payload: { scopes: ['jobs:read'] } });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toEqual({ detail: 'Scope requis : keys:write' });
    const bad = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: { authorization: 'Bearer nope' }, payload: { scopes: ['jobs:read'] } });
    expect(bad.statusCode).toBe(401);
    expect(await count(t, 'api_keys')).toBe(1);
  });

  it("holds the plan's number of keys: one on free", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['keys:write'], { plan: 'free' });
    const response = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: owner.auth, payload: { scopes: ['jobs:read'] } });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: 'Nombre maximal de clés API atteint pour le plan free (1).' });
    expect(await count(t, 'api_keys')).toBe(1);
  });
});

describe('PATCH /v1/keys/{key_id}', () => {
  it("extends a key's scopes; new tokens can ask for them", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['keys:write']);
    const response = await t.app.inject({ method: 'PATCH', url: `/v1/keys/${owner.keyId}`, headers: owner.auth, payload: { scopes: ['jobs:read', 'analytics:read'] } });
    expect(response.statusCode).toBe(200);
    expect(json(response).scopes).toEqual(['jobs:read', 'analytics:read', 'keys:write']);
    const token = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: owner.clientId, client_secret: owner.clientSecret, scope: 'analytics:read' },
    });
    expect(token.statusCode).toBe(200);
  });

  it("answers 404 for another client's key and 400 for an unknown scope, changing nothing", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['keys:write']);
    const other = await createClient(t, ['match:read']);
    const foreign = await t.app.inject({ method: 'PATCH', url: `/v1/keys/${other.keyId}`, headers: owner.auth, payload: { scopes: ['jobs:read'] } });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ detail: 'Clé API introuvable.' });
    const unknown = await t.app.inject({ method: 'PATCH', url: `/v1/keys/${owner.keyId}`, headers: owner.auth, payload: { scopes: ['jobs:read', 'x'] } });
    expect(json(unknown)).toEqual({ detail: 'Scopes inconnus : x' });
    expect((await t.core.keys.getKey(other.keyId))!.scopes).toEqual(['match:read', 'keys:write']);
    expect((await t.core.keys.getKey(owner.keyId))!.scopes).toEqual(['keys:write']);
  });
});

describe('GET and DELETE /v1/keys', () => {
  it("lists only the caller's keys, never a secret, and revokes one", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['keys:write']);
    await createClient(t, ['match:read']);
    const second = (await t.core.keys.addKey(owner.clientId, { name: 'second', scopes: ['jobs:read'] }));
    const list = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: owner.auth });
    expect(json<unknown[]>(list).map((key) => (key as { key_id: string }).key_id).sort()).toEqual([owner.keyId, second.key.id].sort());
    expect(list.body).not.toContain('sk_');

    const revoked = await t.app.inject({ method: 'DELETE', url: `/v1/keys/${second.key.id}`, headers: owner.auth });
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    expect((await t.core.keys.getKey(second.key.id))!.revoked_at).not.toBeNull();
  });
});
