/**
 * npm run bench — latency, throughput and recall on this machine, each beside a baseline
 * measured in the same run. Prints readable tables and writes bench-results.json.
 *   BENCH_SIZES=10000,100000 (stored pool sizes)   BENCH_QUICK=1 (small sizes, for a smoke run)
 *   BENCH_POSTGRES=0 (skip the replicas on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createCore } from '../src/core.js';
import { openDataDirDatabase } from '../src/db/open.js';
import { loadOrCreateMasterKey } from '../src/keys/secrets.js';
import { startServe, tempDir } from '../test/helpers/processes.js';
import { cvThroughput, madeCvs } from './cv-throughput.js';
import { load, percentile, token } from './load.js';
import { replicaThroughput } from './replicas.js';
import { syntheticJobs, syntheticProfiles, syntheticProviderCandidates } from './synthetic.js';

const quick = process.env.BENCH_QUICK === '1';
const sizes = (process.env.BENCH_SIZES ?? (quick ? '2000' : '10000,100000')).split(',').map(Number);
const results: Record<string, unknown> = { machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version }, when: new Date().toISOString() };
const rows: Record<string, Record<string, string>> = {};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}x`;

function row(name: string, value: string, baseline: string, ratioText: string, note = '') {
  rows[name] = { value, baseline, ratio: ratioText, note };
  console.log(`  ${name}: ${value} (baseline ${baseline}, ${ratioText}) ${note}`);
}

interface Seeded {
  dataDir: string;
  clientId: string;
  clientSecret: string;
}

/** Fills a data directory in-process (the same code as POST /v1/profiles) and saves the index. */
async function seed(size: number): Promise<Seeded & { recall: number; exactP50: number; hnswP50: number }> {
  const dataDir = tempDir('svc-bench-');
  const db = openDataDirDatabase(dataDir);
  const core = await createCore({ db, masterKey: loadOrCreateMasterKey(dataDir, null), indexDir: path.join(dataDir, 'indexes') });
  const created = await core.keys.createClient({ plan: 'enterprise', sandbox: false, scopes: ['match:read', 'profile:write', 'jobs:write'] });
  const started = performance.now();
  for (const [i, p] of syntheticProfiles(size).entries()) {
    await core.profiles.push(created.client.id, p);
    if (i % 20000 === 19999) console.log(`  seeded ${i + 1}/${size} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const pool = await core.pools.stored(created.client.id);
  await pool.ready();
  // Recall@20 of HNSW against the exact scan, on the vectors the service matches with.
  const jobs = syntheticJobs(100, 99);
  let found = 0;
  const exactTimes: number[] = [];
  const hnswTimes: number[] = [];
  for (const job of jobs) {
    const features = await core.matching.jobFeatures({ title: job.title, skills: job.skills_required, location: job.location, experienceMin: job.experience_min });
    let t = performance.now();
    const exact = new Set(pool.exact(features.vector, 20).map((n) => n.label));
    exactTimes.push(performance.now() - t);
    t = performance.now();
    const approximate = pool.search(features.vector, 20);
    hnswTimes.push(performance.now() - t);
    found += approximate.filter((n) => exact.has(n.label)).length;
  }
  pool.flush();
  await core.close();
  await db.close();
  exactTimes.sort((a, b) => a - b);
  hnswTimes.sort((a, b) => a - b);
  return { dataDir, clientId: created.client.id, clientSecret: created.clientSecret, recall: found / (jobs.length * 20), exactP50: percentile(exactTimes, 50), hnswP50: percentile(hnswTimes, 50) };
}

/** A bare fastify server in this process: the floor any HTTP route stands on. */
async function bareServer() {
  const app = Fastify({ bodyLimit: 50 * 1024 * 1024 });
  app.get('/bare', async () => ({ ok: true }));
  app.post('/bare', async (request) => ({ received: Array.isArray((request.body as { candidates?: unknown[] })?.candidates) }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, close: () => app.close() };
}

async function matchLatency(bare: string) {
  for (const size of sizes) {
    console.log(`\nStored pool of ${size} profiles`);
    const seeded = await seed(size);
    const server = await startServe(seeded.dataDir, { SVC_LOG_LEVEL: 'info' });
    try {
      const auth = { authorization: `Bearer ${await token(server.url, seeded.clientId, seeded.clientSecret)}` };
      // Each phase asks for other jobs: one asked again within 10 minutes would be answered from the cache.
      const jobs = syntheticJobs(1000, size);
      const body = (offset: number) => (i: number) => JSON.stringify({ job: jobs[(offset + i) % jobs.length], pool: { type: 'stored' }, limit: 20 });
      await load(server.url, { count: 20, concurrency: 1, method: 'POST', path: '/v1/match/run', headers: auth, body: body(980) }); // warm-up: pool load, caches
      const one = await load(server.url, { count: quick ? 100 : 300, concurrency: 1, method: 'POST', path: '/v1/match/run', headers: auth, body: body(0) });
      const eight = await load(server.url, { count: quick ? 100 : 400, concurrency: 8, method: 'POST', path: '/v1/match/run', headers: auth, body: body(300) });
      const floor = await load(bare, { count: 300, concurrency: 1, method: 'POST', path: '/bare', body: body(0) });
      const entry: Record<string, unknown> = { concurrency_1: one, concurrency_8: eight, bare_post_same_body: floor, recall_at_20: seeded.recall, exact_scan_p50_ms: seeded.exactP50, hnsw_search_p50_ms: seeded.hnswP50 };
      results[`match_stored_${size}`] = entry;
      row(`match ${size} c=1 p50`, ms(one.p50), `${ms(floor.p50)} bare POST`, ratio(one.p50, floor.p50), `p95 ${ms(one.p95)}, p99 ${ms(one.p99)}, ${one.rps.toFixed(0)} req/s, errors ${one.errors}`);
      row(`match ${size} c=8 p50`, ms(eight.p50), `${ms(floor.p50)} bare POST`, ratio(eight.p50, floor.p50), `p95 ${ms(eight.p95)}, p99 ${ms(eight.p99)}, ${eight.rps.toFixed(0)} req/s, errors ${eight.errors}`);
      row(`search ${size} HNSW k=20`, ms(seeded.hnswP50), `${ms(seeded.exactP50)} exact scan`, ratio(seeded.hnswP50, seeded.exactP50), `recall@20 ${seeded.recall.toFixed(4)}`);
      await server.stop('SIGTERM');

      // The same store served by two processes (svc serve --workers 2): what the second core adds.
      // Few requests: the client's match bucket (1,000 an hour) is shared with the runs above.
      const pair = await startServe(seeded.dataDir, { SVC_LOG_LEVEL: 'info', SVC_WORKERS: '2' });
      try {
        await load(pair.url, { count: 20, concurrency: 2, method: 'POST', path: '/v1/match/run', headers: auth, body: body(940) }); // each worker loads the pool
        const pairEight = await load(pair.url, { count: quick ? 100 : 240, concurrency: 8, method: 'POST', path: '/v1/match/run', headers: auth, body: body(700) });
        entry.workers_2 = { concurrency_8: pairEight };
        row(`match ${size} c=8 req/s, 1 worker`, `${eight.rps.toFixed(0)}/s`, `${one.rps.toFixed(0)}/s at c=1`, `${(eight.rps / one.rps).toFixed(2)}x`, 'what one process gets from 8 in flight');
        row(`match ${size} c=8 req/s, 2 workers`, `${pairEight.rps.toFixed(0)}/s`, `${one.rps.toFixed(0)}/s at c=1, 1 worker`, `${(pairEight.rps / one.rps).toFixed(2)}x`, `goal >= 1.7x; p50 ${ms(pairEight.p50)}, p99 ${ms(pairEight.p99)}; errors ${pairEight.errors}`);
      } finally {
        await pair.stop('SIGTERM');
      }
    } finally {
      await server.stop('SIGTERM');
      fs.rmSync(seeded.dataDir, { recursive: true, force: true });
    }
  }
}

async function inlineAndIngest(bare: string) {
  const dataDir = tempDir('svc-bench-');
  const db = openDataDirDatabase(dataDir);
  const core = await createCore({ db, masterKey: loadOrCreateMasterKey(dataDir, null) });
  const inlineKey = await core.keys.createClient({ plan: 'enterprise', sandbox: false, scopes: ['match:read'] });
  const ingestKey = await core.keys.createClient({ plan: 'enterprise', sandbox: false, scopes: ['match:read', 'profile:write', 'jobs:write'] });
  await core.close();
  await db.close();
  const server = await startServe(dataDir, { SVC_LOG_LEVEL: 'info' });
  try {
    const inlineAuth = { authorization: `Bearer ${await token(server.url, inlineKey.client.id, inlineKey.clientSecret)}` };
    for (const count of [100, 1000]) {
      console.log(`\nInline pool of ${count} candidates`);
      const candidates = syntheticProfiles(count, count).map((p) => ({ external_id: p.external_id, skills: p.skills.map((s) => s.name), experience_years: p.total_years_experience, location: p.location, headline: p.headline, full_name: p.full_name }));
      const jobs = syntheticJobs(200, count);
      const body = (i: number) => JSON.stringify({ job: jobs[i % jobs.length], pool: { type: 'inline', candidates }, limit: 20 });
      await load(server.url, { count: 5, concurrency: 1, method: 'POST', path: '/v1/match/run', headers: inlineAuth, body });
      const measured = await load(server.url, { count: quick ? 30 : 100, concurrency: 1, method: 'POST', path: '/v1/match/run', headers: inlineAuth, body: (i) => body(i + 5) });
      const floor = await load(bare, { count: 100, concurrency: 1, method: 'POST', path: '/bare', body });
      results[`match_inline_${count}`] = { measured, bare_post_same_body: floor };
      row(`inline ${count} p50`, ms(measured.p50), `${ms(floor.p50)} bare POST`, ratio(measured.p50, floor.p50), `p99 ${ms(measured.p99)}`);
    }

    console.log('\nIngest');
    const ingestAuth = { authorization: `Bearer ${await token(server.url, ingestKey.client.id, ingestKey.clientSecret)}` };
    const profiles = syntheticProfiles(quick ? 500 : 3000, 5);
    const pushed = await load(server.url, { count: profiles.length, concurrency: 8, method: 'POST', path: '/v1/profiles', headers: ingestAuth, body: (i) => JSON.stringify(profiles[i]) });
    const floor = await load(bare, { count: profiles.length, concurrency: 8, method: 'POST', path: '/bare', body: (i) => JSON.stringify(profiles[i]) });
    results.ingest_profiles = { measured: pushed, bare_post_same_body: floor };
    row('POST /v1/profiles', `${pushed.rps.toFixed(0)} profiles/s`, `${floor.rps.toFixed(0)} req/s bare POST`, ratio(pushed.rps, floor.rps), `p50 ${ms(pushed.p50)}, errors ${pushed.errors}`);

    // A profile pushed is offered to the client's open jobs (up to 100): the cost of that, against no open job.
    for (const [i, job] of syntheticJobs(100, 7).entries()) {
      await fetch(`${server.url}/v1/jobs`, { method: 'POST', headers: { ...ingestAuth, 'content-type': 'application/json' }, body: JSON.stringify({ title: job.title, skills_required: job.skills_required, location: job.location, limit: 20, external_job_id: `bench-${i}` }) });
    }
    const more = syntheticProfiles(quick ? 500 : 1500, 11).map((profile, i) => ({ ...profile, external_id: `open-jobs-${i}` }));
    const withJobs = await load(server.url, { count: more.length, concurrency: 8, method: 'POST', path: '/v1/profiles', headers: ingestAuth, body: (i) => JSON.stringify(more[i]) });
    results.ingest_profiles_100_open_jobs = { measured: withJobs, no_open_job: pushed };
    row('POST /v1/profiles, 100 open jobs', `${withJobs.rps.toFixed(0)} profiles/s`, `${pushed.rps.toFixed(0)}/s with no open job`, ratio(withJobs.rps, pushed.rps), `p50 ${ms(withJobs.p50)}, errors ${withJobs.errors}`);

    await fetch(`${server.url}/v1/providers`, { method: 'POST', headers: { ...ingestAuth, 'content-type': 'application/json' }, body: JSON.stringify({ provider_id: 'bench', name: 'Bench' }) });
    const candidates = syntheticProviderCandidates(10_000);
    const syncBody = JSON.stringify({ candidates });
    let t = performance.now();
    const sync = await fetch(`${server.url}/v1/providers/bench/sync`, { method: 'POST', headers: { ...ingestAuth, 'content-type': 'application/json' }, body: syncBody });
    const syncSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    await fetch(`${bare}/bare`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: syncBody });
    const bareSeconds = (performance.now() - t) / 1000;
    results.provider_sync_10000 = { status: sync.status, seconds: syncSeconds, bare_post_seconds: bareSeconds };
    row('provider sync 10000', `${syncSeconds.toFixed(2)} s (${(10_000 / syncSeconds).toFixed(0)}/s)`, `${bareSeconds.toFixed(3)} s bare POST`, ratio(syncSeconds, bareSeconds), `HTTP ${sync.status}`);

    console.log('\nServer overhead');
    const overheadCount = quick ? 1000 : 4000;
    const guarded = await load(server.url, { count: overheadCount, concurrency: 8, path: '/v1/quota/status', headers: inlineAuth });
    const bareGet = await load(bare, { count: overheadCount, concurrency: 8, path: '/bare' });
    results.server_overhead = { authenticated_rate_limited: guarded, bare_fastify: bareGet };
    row('GET /v1/quota/status', `${guarded.rps.toFixed(0)} req/s`, `${bareGet.rps.toFixed(0)} req/s bare GET`, ratio(guarded.rps, bareGet.rps), `p50 ${ms(guarded.p50)} vs ${ms(bareGet.p50)}, errors ${guarded.errors}`);
  } finally {
    await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The stored pool of the first size on PostgreSQL: one replica, then two, as docs/deployment.md runs them. */
async function replicas() {
  const size = sizes[0]!;
  console.log(`\nReplicas on PostgreSQL, stored pool of ${size} profiles`);
  const { one, oneAtEight, twoAtEight } = await replicaThroughput(size, quick);
  results[`postgres_replicas_${size}`] = { one_replica_concurrency_1: one, one_replica_concurrency_8: oneAtEight, two_replicas_concurrency_8: twoAtEight };
  row(`postgres ${size} c=1, 1 replica`, `${one.rps.toFixed(0)}/s`, '', '', `p50 ${ms(one.p50)}, p99 ${ms(one.p99)}; errors ${one.errors}`);
  row(`postgres ${size} c=8, 1 replica`, `${oneAtEight.rps.toFixed(0)}/s`, `${one.rps.toFixed(0)}/s at c=1`, `${(oneAtEight.rps / one.rps).toFixed(2)}x`, `p50 ${ms(oneAtEight.p50)}, p99 ${ms(oneAtEight.p99)}; errors ${oneAtEight.errors}`);
  row(`postgres ${size} c=8, 2 replicas`, `${twoAtEight.rps.toFixed(0)}/s`, `${one.rps.toFixed(0)}/s at c=1, 1 replica`, `${(twoAtEight.rps / one.rps).toFixed(2)}x`, `p50 ${ms(twoAtEight.p50)}, p99 ${ms(twoAtEight.p99)}; errors ${twoAtEight.errors}`);
}

async function cvExtraction() {
  console.log('\nCV upload to ready');
  const { rows: measured, result } = await cvThroughput(await madeCvs(40));
  results.cv_upload = result;
  for (const [name, served] of Object.entries(measured)) row(`CV upload → ready (40 one-page PDFs), ${name}`, served.value!, served.baseline!, served.ratio!, served.note);
}

const bare = await bareServer();
try {
  await matchLatency(bare.url);
  await inlineAndIngest(bare.url);
  if (process.env.BENCH_POSTGRES !== '0') await replicas();
  await cvExtraction();
} finally {
  await bare.close();
}
console.log(`\nResults (${results.machine && JSON.stringify(results.machine)})\n`);
console.table(rows);
fs.writeFileSync('bench-results.json', JSON.stringify({ ...results, table: rows }, null, 2) + '\n');
console.log('wrote bench-results.json');
