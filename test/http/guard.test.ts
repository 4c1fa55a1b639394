import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json } from '../helpers/app.js';
import { multipartBody } from '../helpers/multipart.js';

describe('bearer tokens and scopes', () => {
  it('401 for a missing, malformed or unknown token, with the refresh hint', async () => {
    const t = await createTestApp();
    for (const headers of [{}, { authorization: 'Token abc' }, { authorization: 'Bearer' }, { authorization: 'Bearer svc_at_unknown' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ detail: 'Token invalide ou expiré.' });
      expect(response.headers.link).toBe('</v1/auth/refresh>; rel="refresh"');
    }
  });

  it('403 naming the scope when the token lacks it', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:read']);
    const response = await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers: client.auth });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: 'Scope requis : match:read' });
  });

  it('a token carries only the scopes it was granted, not every scope of its key', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'keys:write']);
    const narrow = (await t.core.tokens.issue(client.keyId, ['keys:write'])).access_token;
    const response = await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers: { authorization: `Bearer ${narrow}` } });
    expect(response.statusCode).toBe(403);
  });
});

describe('sandbox isolation', () => {
  it('403 for a sandbox token on /api/v1/ and /admin/ paths; 404 for a production one', async () => {
    const t = await createTestApp();
    const sandbox = await createClient(t, ['match:read'], { sandbox: true });
    const production = await createClient(t, ['match:read']);
    for (const url of ['/api/v1/profiles', '/admin/', '/admin/clients?x=1', '/api/v1']) {
      const denied = await t.app.inject({ method: 'GET', url, headers: sandbox.auth });
      expect(denied.statusCode, url).toBe(403);
      expect(json(denied)).toEqual({ detail: 'Accès aux données de production interdit depuis la Sandbox.' });
      expect((await t.app.inject({ method: 'GET', url, headers: production.auth })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/quota/status', headers: sandbox.auth })).statusCode).toBe(200);
  });
});

describe('request signing', () => {
  function sign(secret: string, timestamp: number, method: string, pathWithQuery: string, body: string | Buffer = '') {
    return crypto.createHmac('sha256', secret).update(`${timestamp}.${method}.${pathWithQuery}.`).update(body).digest('hex');
  }

  it('accepts a correct X-Signature over timestamp, method, path with query and raw body', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['keys:write']);
    const ts = Math.floor(t.clock.now() / 1000);
    const body = JSON.stringify({ scopes: ['jobs:read'] });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/v1/keys/${client.keyId}`,
      headers: { ...client.auth, 'content-type': 'application/json', 'x-timestamp': String(ts), 'x-signature': sign(client.clientSecret, ts, 'PATCH', `/v1/keys/${client.keyId}`, body) },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const get = await t.app.inject({
      method: 'GET',
      url: '/v1/keys?x=1',
      headers: { ...client.auth, 'x-timestamp': String(ts), 'x-signature': sign(client.clientSecret, ts, 'GET', '/v1/keys?x=1') },
    });
    expect(get.statusCode).toBe(200);
  });

  it('401 `Signature invalide.` for a wrong signature, and nothing changes', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['keys:write']);
    const ts = Math.floor(t.clock.now() / 1000);
    const body = JSON.stringify({ scopes: ['jobs:read'] });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/v1/keys/${client.keyId}`,
      headers: { ...client.auth, 'content-type': 'application/json', 'x-timestamp': String(ts), 'x-signature': sign(client.clientSecret, ts, 'PATCH', `/v1/keys/${client.keyId}`, '{"scopes":["analytics:read"]}') },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ detail: 'Signature invalide.' });
    expect((await t.core.keys.getKey(client.keyId))!.scopes).toEqual(['keys:write']);
  });

  it('a signed CV upload is checked over the multipart bytes as sent: one changed byte is 401 and creates nothing', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const ts = Math.floor(t.clock.now() / 1000);
    const { payload, headers } = await multipartBody({ file: { name: 'cv.docx', bytes: fs.readFileSync(new URL('../fixtures/cv/en-software.docx', import.meta.url)) }, external_id: 'signed-1' });
    const signature = sign(client.clientSecret, ts, 'POST', '/v1/profiles/cv', payload);
    const upload = (body: Buffer, signed = signature) =>
      t.app.inject({ method: 'POST', url: '/v1/profiles/cv', headers: { ...client.auth, ...headers, 'x-timestamp': String(ts), 'x-signature': signed }, payload: body });

    const tampered = Buffer.from(payload);
    const at = tampered.indexOf('signed-1');
    tampered[at + 7] = '2'.charCodeAt(0);
    const refused = await upload(tampered);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({ detail: 'Signature invalide.' });
    expect(await upload(payload, sign(client.clientSecret, ts, 'POST', '/v1/profiles/cv'))).toMatchObject({ statusCode: 401 });
    expect((await t.db.one('SELECT COUNT(*) AS n FROM profiles'))).toEqual({ n: 0 });

    const accepted = await upload(payload);
    expect(accepted.statusCode).toBe(202);
    await t.core.extraction.drained();
    expect((await t.db.all('SELECT external_id FROM profiles'))).toEqual([{ external_id: 'signed-1' }]);
  });

  it('400 anti-replay when X-Timestamp is more than 5 minutes away, checked before the signature', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['keys:write']);
    const now = Math.floor(t.clock.now() / 1000);
    for (const ts of [now - 301, now + 301]) {
      const replay = await t.app.inject({
        method: 'GET',
        url: '/v1/keys',
        headers: { ...client.auth, 'x-timestamp': String(ts), 'x-signature': sign(client.clientSecret, ts, 'GET', '/v1/keys') },
      });
      expect(replay.statusCode).toBe(400);
      expect(json(replay)).toEqual({ detail: 'Requête expirée (anti-replay).' });
    }
    const wrongAndOld = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: { ...client.auth, 'x-timestamp': String(now - 1000), 'x-signature': 'deadbeef' } });
    expect(json(wrongAndOld)).toEqual({ detail: 'Requête expirée (anti-replay).' });
    const withinWindow = now - 299;
    const ok = await t.app.inject({
      method: 'GET',
      url: '/v1/keys',
      headers: { ...client.auth, 'x-timestamp': String(withinWindow), 'x-signature': sign(client.clientSecret, withinWindow, 'GET', '/v1/keys') },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('400 when X-Signature comes without X-Timestamp, or the timestamp is not Unix seconds', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['keys:write']);
    const missing = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: { ...client.auth, 'x-signature': 'abc' } });
    expect(json(missing)).toEqual({ detail: 'En-tête invalide : X-Timestamp (requis avec X-Signature)' });
    const iso = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: { ...client.auth, 'x-timestamp': '2026-06-01T08:00:00Z', 'x-signature': 'abc' } });
    expect(json(iso)).toEqual({ detail: 'En-tête invalide : X-Timestamp (secondes Unix attendues)' });
  });
});
