import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PEOPLE } from '../helpers/pool.js';
import { readTree, runSvc, startServe, tempDir, type ServeProcess } from '../helpers/processes.js';

let server: ServeProcess | null = null;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = null;
});

async function token(url: string, dataDir: string): Promise<string> {
  const key = JSON.parse((await runSvc(['keys', 'create', '--scope', 'match:read profile:write', '--plan', 'enterprise', '--json', '--data-dir', dataDir])).stdout);
  const response = await fetch(`${url}/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client_id, client_secret: key.client_secret }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('matching across a restart', () => {
  it('saves the HNSW index in the data directory and answers the same after a restart', async () => {
    const dataDir = tempDir();
    server = await startServe(dataDir);
    const auth = { authorization: `Bearer ${await token(server.url, dataDir)}`, 'content-type': 'application/json' };
    for (const person of PEOPLE) {
      expect((await fetch(`${server.url}/v1/profiles`, { method: 'POST', headers: auth, body: JSON.stringify(person) })).status).toBe(201);
    }
    const job = { job: { title: 'Senior React Developer', skills_required: ['React', 'TypeScript'], location: 'Lyon' }, pool: { type: 'stored' }, limit: 5 };
    const ask = async () => (await (await fetch(`${server!.url}/v1/match/run`, { method: 'POST', headers: auth, body: JSON.stringify(job) })).json()) as { match_id: string; results: { external_id: string }[] };
    const before = await ask();
    expect(before.results[0]!.external_id).toBe('react-lyon');

    expect(await server.stop('SIGTERM')).toBe(0);
    const indexes = fs.readdirSync(path.join(dataDir, 'indexes'));
    expect(indexes.filter((name) => name.endsWith('.hnsw'))).toHaveLength(1);

    server = await startServe(dataDir);
    const stored = await fetch(`${server.url}/v1/match/${before.match_id}`, { headers: auth });
    expect(((await stored.json()) as { match_id: string }).match_id).toBe(before.match_id);
    const after = await ask();
    expect(after.results.map((r) => r.external_id)).toEqual(before.results.map((r) => r.external_id));
  });
});

describe('inline pools leave no trace', () => {
  it('no inline id, name or headline in the data directory or the logs, after good and bad requests', async () => {
    const dataDir = tempDir();
    server = await startServe(dataDir, { SVC_LOG_LEVEL: 'trace' });
    const auth = { authorization: `Bearer ${await token(server.url, dataDir)}`, 'content-type': 'application/json' };
    const candidates = [
      { external_id: 'ext-TRACE-1', full_name: 'Ophelie Tracename', headline: 'Quantum gardener', skills: ['React', 'Secretskill-zz'], location: 'Lyon' },
      { external_id: 'ext-TRACE-2', full_name: 'Basile Tracename', headline: 'React developer', skills: ['React'] },
    ];
    const job = { title: 'React developer', skills_required: ['React'] };
    const good = await fetch(`${server.url}/v1/match/run`, { method: 'POST', headers: auth, body: JSON.stringify({ job, pool: { type: 'inline', candidates } }) });
    expect(good.status).toBe(200);
    const bad = await fetch(`${server.url}/v1/match/run`, { method: 'POST', headers: auth, body: JSON.stringify({ job, pool: { type: 'inline', candidates: [...candidates, candidates[0]] } }) });
    expect(bad.status).toBe(400);
    const badType = await fetch(`${server.url}/v1/match/run`, { method: 'POST', headers: auth, body: JSON.stringify({ job, pool: { type: 'inline', candidates: [{ ...candidates[0], experience_years: 'ext-TRACE-3' }] } }) });
    expect(badType.status).toBe(400);
    expect(await server.stop('SIGTERM')).toBe(0);
    const logs = server.output();
    server = null;
    expect(logs).toContain('/v1/match/run');
    const everything = readTree(dataDir) + logs;
    for (const trace of ['TRACE', 'Tracename', 'Quantum gardener', 'quantum gardener', 'Secretskill', 'secretskill']) expect(everything.includes(trace), trace).toBe(false);
  });
});
