import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/clock.js';
import { PEOPLE } from '../helpers/pool.js';
import { runSvc, startServe, tempDir, type ServeProcess } from '../helpers/processes.js';

let server: ServeProcess | null = null;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = null;
});

/** The worker processes of a `svc serve --workers N` primary. */
const workerPids = (primary: number) =>
  execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);

const pidsServing = (output: string) => new Set([...output.matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g)].map((match) => Number(match[1])));

describe('svc serve --workers 2', () => {
  it('two processes on one port and one store answer as one service, and a killed worker is replaced', async () => {
    const dataDir = tempDir();
    server = await startServe(dataDir, { SVC_WORKERS: '2' });
    const primary = server.child.pid!;
    await eventually(() => workerPids(primary).length === 2);

    const key = JSON.parse((await runSvc(['keys', 'create', '--scope', 'profile:write match:read jobs:write', '--plan', 'free', '--json', '--data-dir', dataDir])).stdout);
    const login = await fetch(`${server.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client_id, client_secret: key.client_secret }) });
    const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`, 'content-type': 'application/json' };
    const post = (path: string, body: object) => fetch(`${server!.url}${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });

    // Pushed through one worker, matched through the other: connections go round-robin.
    for (const person of PEOPLE) expect((await post('/v1/profiles', person)).status).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      const run = (await (await post('/v1/match/run', { job: { title: `Senior React Developer ${i}`, skills_required: ['React'] }, pool: { type: 'stored' } })).json()) as { results: { external_id: string }[] };
      expect(run.results[0]!.external_id).toBe('react-lyon');
    }
    // The free plan's job bucket holds 5 for the whole service, whichever worker answers.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('/v1/jobs', { title: `Nurse ${i}`, location: 'Lille' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(pidsServing(server.output()).size).toBe(2);

    const [victim] = workerPids(primary);
    process.kill(victim!, 'SIGKILL');
    await eventually(() => {
      const pids = workerPids(primary);
      return pids.length === 2 && !pids.includes(victim!);
    }, 20_000);
    await eventually(async () => (await fetch(`${server!.url}/healthz`)).status === 200);
    expect((await fetch(`${server.url}/v1/quota/status`, { headers: auth })).status).toBe(200);

    expect(await server.stop('SIGTERM')).toBe(0);
    server = null;
  }, 60_000);

  it('a port already taken stops the service with exit code 1 and says why, instead of restarting workers forever', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const result = await runSvc(['serve', '--port', String(port), '--host', '127.0.0.1', '--data-dir', tempDir(), '--workers', '2']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('EADDRINUSE');
      expect(result.stderr).toContain('could not start');
    } finally {
      taken.close();
    }
  }, 30_000);
});
