import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';

const candidates = [
  { external_id: 'p-1', skills: ['React', 'TypeScript'], seniority: 'senior', country: 'France', whatsapp_number: '+33611111111' },
  { external_id: 'p-2', skills: ['Java', 'Spring'], seniority: 'mid', country: 'Belgique' },
  { external_id: 'p-3', skills: ['Vue.js', 'JavaScript'], seniority: 'junior', country: 'FR', whatsapp_number: '0033622222222' },
];
const job = { title: 'React developer', skills_required: ['React'], location: 'Paris, France' };

async function setup(t: TestApp, client: TestClient) {
  const created = await t.app.inject({ method: 'POST', url: '/v1/providers', headers: client.auth, payload: { provider_id: 'jobboard-1', name: 'Job board' } });
  expect(created.statusCode).toBe(201);
  return created;
}

describe('providers', () => {
  it('registers once (409 the second time) and reports its index', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const created = json(await setup(t, client));
    expect(created).toMatchObject({ provider_id: 'jobboard-1', name: 'Job board', index_count: 0 });
    expect(created.message).toEqual(expect.stringContaining('/v1/providers/jobboard-1/sync'));
    const again = await t.app.inject({ method: 'POST', url: '/v1/providers', headers: client.auth, payload: { provider_id: 'jobboard-1', name: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ detail: 'Provider déjà enregistré : jobboard-1' });
    const read = json(await t.app.inject({ method: 'GET', url: '/v1/providers/jobboard-1', headers: client.auth }));
    expect(read).toMatchObject({ provider_id: 'jobboard-1', index_count: 0, last_sync_at: null });
    expect(Date.parse(read.created_at as string)).toBe(t.clock.now());
  });

  it('sync upserts by external_id, idempotently, and matching reads only what the index holds', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    await setup(t, client);
    const sync = () => t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/sync', headers: client.auth, payload: { candidates } });
    const first = json(await sync());
    expect(first).toMatchObject({ provider_id: 'jobboard-1', upserted: 3, index_count: 3 });
    expect(Date.parse(first.last_sync_at as string)).toBe(t.clock.now());
    expect(json(await sync())).toMatchObject({ upserted: 3, index_count: 3 });

    const run = await t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job, pool: { type: 'provider', provider_id: 'jobboard-1' } } });
    const body = json<{ pool_type: string; match_id: string; results: Record<string, unknown>[] }>(run);
    expect(body.pool_type).toBe('provider:jobboard-1');
    expect(body.match_id).toMatch(/^provider_/);
    expect(body.results[0]).toMatchObject({ external_id: 'p-1', trust_score: null, location: 'France', skills: ['React', 'TypeScript'] });
    for (const result of body.results) {
      expect(result).not.toHaveProperty('full_name');
      expect(result).not.toHaveProperty('email');
    }
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/match/${body.match_id}`, headers: client.auth }))).toEqual(body);
  });

  it('the webhook creates, updates and deletes candidates; deletion takes external_id at the top level or inside candidate', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    await setup(t, client);
    const hook = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/webhook', headers: client.auth, payload });
    expect(json(await hook({ event: 'candidate.created', candidate: candidates[0] }))).toEqual({ status: 'indexed', external_id: 'p-1' });
    expect(json(await hook({ event: 'candidate.created', candidate: candidates[1] }))).toEqual({ status: 'indexed', external_id: 'p-2' });
    // An update may send only what changed; the rest of the indexed candidate stays.
    expect(json(await hook({ event: 'candidate.updated', candidate: { external_id: 'p-2', skills: ['React'] } }))).toEqual({ status: 'indexed', external_id: 'p-2' });
    const listed = json<{ data: object[] }>(await t.app.inject({ method: 'GET', url: '/v1/providers/jobboard-1/candidates', headers: client.auth }));
    expect(listed.data[1]).toEqual({ external_id: 'p-2', skills: ['React'], seniority: 'mid', country: 'Belgique', whatsapp_number: null });
    const run = async () =>
      json<{ results: { external_id: string; skills: string[] }[] }>(
        await t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job, pool: { type: 'provider', provider_id: 'jobboard-1' } } }),
      ).results;
    expect((await run()).find((r) => r.external_id === 'p-2')!.skills).toEqual(['React']);
    expect(json(await hook({ event: 'candidate.deleted', external_id: 'p-1' }))).toEqual({ status: 'deleted', external_id: 'p-1' });
    expect(json(await hook({ event: 'candidate.deleted', candidate: { external_id: 'p-2' } }))).toEqual({ status: 'deleted', external_id: 'p-2' });
    expect(await run()).toEqual([]);
    // A retried delivery of the same deletion answers the same, as does an id never indexed.
    const again = await hook({ event: 'candidate.deleted', external_id: 'p-1' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ status: 'deleted', external_id: 'p-1' });
    expect(json(await hook({ event: 'candidate.deleted', external_id: 'p-9' }))).toEqual({ status: 'deleted', external_id: 'p-9' });
  });

  it('a sync stores the valid candidates and reports each rejected one by index, with the reason', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    await setup(t, client);
    const batch: unknown[] = [
      candidates[0],
      { ...candidates[1], seniority: 'guru' },
      { external_id: 'no-country', skills: ['Go'], seniority: 'mid' },
      candidates[0],
      { ...candidates[2], whatsapp_number: '123' },
      'not a candidate',
      { ...candidates[2], external_id: 'p-4', skills: ['x'.repeat(256)] },
      candidates[2],
    ];
    const response = await t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/sync', headers: client.auth, payload: { candidates: batch } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      upserted: 2,
      index_count: 2,
      rejected: [
        { index: 1, external_id: 'p-2', detail: 'Champ invalide : candidates[1].seniority (valeurs permises : junior, mid, senior, lead)' },
        { index: 2, external_id: 'no-country', detail: 'Champ invalide : candidates[2].country (requis)' },
        { index: 3, external_id: 'p-1', detail: 'Champ invalide : candidates[3].external_id (en double dans la requête)' },
        { index: 4, external_id: 'p-3', detail: 'Champ invalide : candidates[4].whatsapp_number (numéro international attendu, ex. +33612345678)' },
        { index: 5, external_id: null, detail: 'Champ invalide : candidates[5] (objet attendu)' },
        { index: 6, external_id: 'p-4', detail: 'Champ invalide : candidates[6].skills[0] (au plus 255 caractères)' },
      ],
    });
    const stored = (await t.db.all('SELECT external_id, whatsapp_number FROM provider_candidates ORDER BY id'));
    expect(stored).toEqual([
      { external_id: 'p-1', whatsapp_number: '+33611111111' },
      { external_id: 'p-3', whatsapp_number: '+33622222222' },
    ]);
    const clean = json(await t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/sync', headers: client.auth, payload: { candidates: [candidates[1]] } }));
    expect(clean).toMatchObject({ upserted: 1, index_count: 3, rejected: [] });
  });

  it('refuses a bad envelope, too many candidates or a bad webhook candidate naming the field, and changes nothing', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    await setup(t, client);
    const sync = (list: object[]) => t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/sync', headers: client.auth, payload: { candidates: list } });
    const hook = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/webhook', headers: client.auth, payload });
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
      [t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/sync', headers: client.auth, payload: { candidates: 'p-1' } }), 400, 'Champ invalide : candidates (tableau attendu)'],
      [t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/sync', headers: client.auth, payload: {} }), 400, 'Champ invalide : candidates (requis)'],
      [sync(Array.from({ length: 10_001 }, (_, i) => ({ ...candidates[0], external_id: `c${i}` }))), 413, 'Trop de candidats dans une synchronisation (10000 au plus).'],
      [hook({ event: 'candidate.created' }), 400, 'Champ invalide : candidate (requis pour candidate.created)'],
      [hook({ event: 'candidate.created', candidate: { external_id: 'x', skills: ['Go'], country: 'FR' } }), 400, 'Champ invalide : candidate.seniority (requis)'],
      [hook({ event: 'candidate.updated', candidate: { external_id: 'never-indexed', skills: ['Go'] } }), 400, 'Champ invalide : candidate.seniority (requis)'],
      [hook({ event: 'candidate.created', candidate: { ...candidates[0], whatsapp_number: '123' } }), 400, 'Champ invalide : candidate.whatsapp_number (numéro international attendu, ex. +33612345678)'],
      [hook({ event: 'candidate.deleted' }), 400, 'Champ invalide : external_id (requis pour candidate.deleted)'],
      [hook({ event: 'candidate.moved', external_id: 'x' }), 400, 'Champ invalide : event (valeurs permises : candidate.created, candidate.updated, candidate.deleted)'],
    ];
    for (const [request, status, detail] of cases) {
      const response = await request;
      expect(response.statusCode, detail).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    expect((await t.db.one('SELECT COUNT(*) AS n FROM provider_candidates'))).toEqual({ n: 0 });
  });

  it("another client's provider does not exist for the caller", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['match:read']);
    const other = await createClient(t, ['match:read']);
    await setup(t, owner);
    expect(json(await t.app.inject({ method: 'GET', url: '/v1/providers/jobboard-1', headers: other.auth }))).toEqual({ detail: 'Provider introuvable.' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/providers/jobboard-1/sync', headers: other.auth, payload: { candidates } })).statusCode).toBe(404);
    const run = await t.app.inject({ method: 'POST', url: '/v1/match/run', headers: other.auth, payload: { job, pool: { type: 'provider', provider_id: 'jobboard-1' } } });
    expect(json(run)).toEqual({ detail: 'Champ invalide : pool.provider_id (provider inconnu)' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/providers', headers: other.auth, payload: { provider_id: 'jobboard-1', name: 'Mine' } })).statusCode).toBe(201);
  });
});
