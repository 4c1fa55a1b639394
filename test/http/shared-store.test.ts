import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json } from '../helpers/app.js';
import { sharedStore } from '../helpers/stores.js';
import { PEOPLE, pushPeople } from '../helpers/pool.js';

/** Two servers on one store, as `svc serve --workers 2` runs them on SQLite, or two replicas on PostgreSQL. */
async function twoServers() {
  const store = await sharedStore();
  return [await createTestApp({ db: await store() }), await createTestApp({ db: await store() })] as const;
}

const job = { title: 'Senior React Developer', skills_required: ['React', 'TypeScript'], location: 'Lyon' };
type Run = { results: { external_id: string }[] };

describe('servers sharing one store', () => {
  it("each matches against what the other stored, changed and deleted, with the pool it already holds", async () => {
    const [a, b] = await twoServers();
    const client = await createClient(a, ['match:read', 'profile:write']);
    const ask = async () => json<Run>(await b.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job, pool: { type: 'stored' }, limit: 10 } })).results.map((r) => r.external_id);

    await pushPeople(a, client, PEOPLE.slice(1));
    expect(await ask()).not.toContain('react-lyon'); // b now holds the pool in memory
    const ids = await pushPeople(a, client, PEOPLE.slice(0, 1));
    expect((await ask())[0]).toBe('react-lyon');

    await a.app.inject({ method: 'PATCH', url: `/v1/profiles/${ids.get('react-lyon')}`, headers: client.auth, payload: { skills: ['permis CE'], headline: 'Chauffeur' } });
    expect((await ask())[0]).not.toBe('react-lyon');
    await a.app.inject({ method: 'DELETE', url: `/v1/profiles/${ids.get('react-lyon')}`, headers: client.auth });
    expect(await ask()).not.toContain('react-lyon');
  });

  it('a provider synced through one server is matched through the other', async () => {
    const [a, b] = await twoServers();
    const client = await createClient(a, ['match:read']);
    await a.app.inject({ method: 'POST', url: '/v1/providers', headers: client.auth, payload: { provider_id: 'board', name: 'Board' } });
    const sync = (candidates: object[]) => a.app.inject({ method: 'POST', url: '/v1/providers/board/sync', headers: client.auth, payload: { candidates } });
    const ask = async () => json<Run>(await b.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job, pool: { type: 'provider', provider_id: 'board' } } })).results.map((r) => r.external_id);
    await sync([{ external_id: 'java-1', skills: ['Java'], seniority: 'mid', country: 'FR' }]);
    expect(await ask()).toEqual(['java-1']);
    await sync([{ external_id: 'react-1', skills: ['React', 'TypeScript'], seniority: 'senior', country: 'FR' }]);
    expect((await ask())[0]).toBe('react-1');
    await a.app.inject({ method: 'POST', url: '/v1/providers/board/webhook', headers: client.auth, payload: { event: 'candidate.deleted', external_id: 'react-1' } });
    expect(await ask()).toEqual(['java-1']);
  });
});
