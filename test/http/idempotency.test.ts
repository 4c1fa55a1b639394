import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../helpers/multipart.js';
import { createClient, createTestApp, json } from '../helpers/app.js';

const count = async (t: Awaited<ReturnType<typeof createTestApp>>, table: string) => ((await t.db.one(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number }).n;

describe('Idempotency-Key', () => {
  it('the same key and body within 24 hours answer the first response again, creating nothing more', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'jobs:write']);
    const push = (key: string, payload: object) => t.app.inject({ method: 'POST', url: '/v1/profiles', headers: { ...client.auth, 'idempotency-key': key }, payload });
    const first = await push('push-42', { full_name: 'Ana Lima', skills: ['React'] });
    expect(first.statusCode).toBe(201);
    const again = await push('push-42', { full_name: 'Ana Lima', skills: ['React'] });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    expect(await count(t, 'profiles')).toBe(1);

    const other = await push('push-42', { full_name: 'Ana Lima', skills: ['Vue'] });
    expect(other.statusCode).toBe(409);
    expect(json(other)).toEqual({ detail: "Clé d'idempotence déjà utilisée pour une autre requête." });
    expect((await push('push-43', { full_name: 'Ana Lima', skills: ['React'] })).statusCode).toBe(201);
    expect(await count(t, 'profiles')).toBe(2);

    // Keys belong to a client; after 24 hours a key is new again.
    const stranger = await createClient(t, ['profile:write']);
    expect((await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: { ...stranger.auth, 'idempotency-key': 'push-42' }, payload: { full_name: 'Bo' } })).statusCode).toBe(201);
    t.clock.advanceSeconds(24 * 3600 + 1);
    const fresh = { authorization: `Bearer ${(await t.core.tokens.issue(client.keyId, ['profile:write'])).access_token}` };
    const later = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: { ...fresh, 'idempotency-key': 'push-42' }, payload: { full_name: 'Ana Lima', skills: ['Vue'] } });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays errors too, keeps answers encrypted, and refuses a malformed key', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write']);
    const create = (key: string, payload: object) => t.app.inject({ method: 'POST', url: '/v1/jobs', headers: { ...client.auth, 'idempotency-key': key }, payload });
    const refused = await create('job-1', { title: 'Nurse', location: 'Lille', provider_id: 'nope' });
    expect(refused.statusCode).toBe(400);
    expect((await create('job-1', { title: 'Nurse', location: 'Lille', provider_id: 'nope' })).headers['idempotent-replayed']).toBe('true');
    const created = await create('job-2', { title: 'Infirmière de nuit', location: 'Lille' });
    expect(created.statusCode).toBe(201);
    expect(JSON.stringify((await t.db.all('SELECT * FROM idempotency_keys')))).not.toContain('Infirmière');
    const bad = await create('a key with spaces', { title: 'Nurse', location: 'Lille' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ detail: 'En-tête invalide : Idempotency-Key (1 à 255 caractères visibles)' });
    expect(await count(t, 'jobs')).toBe(1);
  });

  it('a CV upload sent again with another multipart boundary is the same request', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const bytes = fs.readFileSync(new URL('../fixtures/cv/en-software.docx', import.meta.url));
    const upload = async () => {
      const { payload, headers } = await multipartBody({ file: { name: 'cv.docx', bytes }, external_id: 'cv-1' });
      return t.app.inject({ method: 'POST', url: '/v1/profiles/cv', headers: { ...client.auth, ...headers, 'idempotency-key': 'upload-1' }, payload });
    };
    const first = await upload();
    const second = await upload();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(json(second)).toEqual(json(first));
    await t.core.extraction.drained();
    expect(await count(t, 'extraction_jobs')).toBe(1);
  });
});
