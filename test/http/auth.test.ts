import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json } from '../helpers/app.js';

describe('POST /v1/auth/token', () => {
  it('grants a bearer token for credentials sent as a form, the way OAuth 2.0 clients send them', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'jobs:read']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'match:read' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json(response);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'match:read' });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));

    const quota = await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(quota.statusCode).toBe(200);
  });

  it('accepts a JSON body, and HTTP Basic client authentication', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'match:read' },
    });
    expect(asJson.statusCode).toBe(200);

    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const asBasic = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(asBasic.statusCode).toBe(200);
    expect(json(asBasic).scope).toBe('match:read keys:write');
  });

  it('without a scope parameter grants every scope of the key', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:read', 'match:read']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
    });
    expect(json(response).scope).toBe('match:read jobs:read keys:write');
  });

  it('refuses a wrong secret or an unknown client with 401 and issues nothing', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const tokensBefore = (await t.db.one('SELECT COUNT(*) AS n FROM tokens'));
    for (const [clientId, secret] of [
      [client.clientId, client.clientSecret.slice(0, -1) + (client.clientSecret.endsWith('A') ? 'B' : 'A')],
      ['cli_000000000000000000000000', client.clientSecret],
      [client.clientId, 'not-a-secret'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/token',
        payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ detail: 'Identifiants client invalides.' });
    }
    expect((await t.db.one('SELECT COUNT(*) AS n FROM tokens'))).toEqual(tokensBefore);
  });

  it('counts a login in the bucket of the client it names before checking its secret, and refuses it past the limit', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read'], { plan: 'free' });
    const login = (clientId: string, secret: string) =>
      t.app.inject({ method: 'POST', url: '/v1/auth/token', payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
    const wrong = await login(client.clientId, 'sk_0000000000000000_wrong');
    expect(wrong.statusCode).toBe(401);
    // The free plan's bucket, not the anonymous one: the request named that client.
    expect(wrong.headers['x-ratelimit-limit']).toBe('200');
    expect(wrong.headers['x-ratelimit-remaining']).toBe('199');
    expect((await login('cli_000000000000000000000000', 'sk_0000000000000000_wrong')).headers['x-ratelimit-limit']).toBe('10000');
    for (let i = 0; i < 199; i += 1) await t.core.limiter.consume(client.clientId, 'default', 200);
    const refused = await login(client.clientId, client.clientSecret);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ detail: 'Rate limit dépassé (200 req/h).' });
  });

  it('refuses a scope the key does not hold, naming it', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'match:read jobs:write' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).detail).toBe('Scopes non accordés à cette clé : jobs:write');
  });

  it('refuses an unknown scope and a missing or unsupported grant_type', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'match:read nope:x' },
    });
    expect(json(unknown)).toEqual({ detail: 'Scopes inconnus : nope:x' });

    const missing = await t.app.inject({ method: 'POST', url: '/v1/auth/token', payload: { client_id: client.clientId, client_secret: client.clientSecret } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ detail: 'Champ invalide : grant_type (requis)' });

    const wrong = await t.app.inject({ method: 'POST', url: '/v1/auth/token', payload: { grant_type: 'password', client_id: client.clientId, client_secret: client.clientSecret } });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).detail).toBe('Champ invalide : grant_type (valeurs permises : client_credentials, refresh_token)');
  });
});

describe('refresh tokens', () => {
  async function tokenPair() {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'match:read' },
    });
    return { t, client, pair: json<{ access_token: string; refresh_token: string }>(response) };
  }

  it('POST /v1/auth/refresh returns a new pair, and each refresh token works once', async () => {
    const { t, pair } = await tokenPair();
    const first = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: pair.refresh_token } });
    expect(first.statusCode).toBe(200);
    const next = json<{ access_token: string; scope: string }>(first);
    expect(next.access_token).not.toBe(pair.access_token);
    expect(next.scope).toBe('match:read');

    const again = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: pair.refresh_token } });
    expect(again.statusCode).toBe(401);
    expect(json(again).detail).toBe('Refresh token invalide, expiré ou déjà utilisé.');
  });

  it('also works as grant_type=refresh_token on the token endpoint, form-encoded', async () => {
    const { t, pair } = await tokenPair();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(pair.refresh_token)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).access_token).toEqual(expect.any(String));
  });

  it('an access token stops working after an hour; the 401 points to the refresh route', async () => {
    const { t, pair } = await tokenPair();
    const headers = { authorization: `Bearer ${pair.access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers })).statusCode).toBe(200);
    t.clock.advanceSeconds(3601);
    const expired = await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers });
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({ detail: 'Token invalide ou expiré.' });
    expect(expired.headers['www-authenticate']).toBe('Bearer');
    expect(expired.headers.link).toBe('</v1/auth/refresh>; rel="refresh"');
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: pair.refresh_token } })).statusCode).toBe(200);
  });

  it('revoking a key revokes its access and refresh tokens', async () => {
    const { t, client, pair } = await tokenPair();
    await t.core.keys.revokeKey(client.keyId);
    expect((await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers: { authorization: `Bearer ${pair.access_token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: pair.refresh_token } })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
    });
    expect(login.statusCode).toBe(401);
  });
});
