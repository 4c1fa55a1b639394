import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json } from '../helpers/app.js';
import type { Store } from '../../src/db/store.js';
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

  it('a profile is stored with its change to the pools or not at all, so the other server never misses it', async () => {
    const [a, b] = await twoServers();
    const client = await createClient(a, ['match:read', 'profile:write']);
    const ask = async () => json<Run>(await b.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job, pool: { type: 'stored' }, limit: 10 } })).results.map((r) => r.external_id);
    await pushPeople(a, client, PEOPLE.slice(1));
    expect(await ask()).not.toContain('react-lyon');

    // The store refuses to record a pool change, as a full disk would, or a process killed between two writes.
    await refusePoolChanges(a.db, true);
    const refused = await a.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: PEOPLE[0] });
    await refusePoolChanges(a.db, false);
    expect(refused.statusCode).toBe(500);
    const stored = json<{ data: unknown[] }>(await a.app.inject({ method: 'GET', url: '/v1/profiles?external_id=react-lyon', headers: client.auth }));
    expect(stored.data).toEqual([]);
    expect(await ask()).not.toContain('react-lyon');

    await pushPeople(a, client, PEOPLE.slice(0, 1));
    expect((await ask())[0]).toBe('react-lyon');
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

/** A trigger that makes every write of a pool change fail, or its removal. */
async function refusePoolChanges(db: Store, refuse: boolean): Promise<void> {
  if (db.dialect === 'sqlite') {
    await db.run(refuse ? "CREATE TRIGGER pool_changes_refused BEFORE INSERT ON pool_changes BEGIN SELECT RAISE(ABORT, 'disk full'); END" : 'DROP TRIGGER pool_changes_refused');
    return;
  }
  if (refuse) {
    await db.run("CREATE FUNCTION pool_changes_refused() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$");
    await db.run('CREATE TRIGGER pool_changes_refused BEFORE INSERT ON pool_changes FOR EACH ROW EXECUTE FUNCTION pool_changes_refused()');
  } else {
    await db.run('DROP TRIGGER pool_changes_refused ON pool_changes');
    await db.run('DROP FUNCTION pool_changes_refused()');
  }
}
