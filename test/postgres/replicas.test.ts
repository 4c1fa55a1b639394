import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXTRACTION_CONCURRENCY } from '../../src/core.js';
import { DELIVERY_CONCURRENCY } from '../../src/events/delivery-worker.js';
import { eventually } from '../helpers/clock.js';
import { runSvc, startServe, tempDir, type ServeProcess } from '../helpers/processes.js';
import { startReceiver } from '../helpers/receiver.js';
import { queryDatabase } from '../helpers/postgres-server.js';
import { freshDatabase } from '../helpers/stores.js';

const cv = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/cv/en-software.docx'));

let running: ServeProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  running = [];
});

/** Two `svc serve` processes, each with its own data directory, on one PostgreSQL database. */
async function twoReplicas() {
  const env = {
    SVC_DATABASE_URL: await freshDatabase(),
    SVC_MASTER_KEY: crypto.randomBytes(32).toString('hex'),
    SVC_ALLOW_INSECURE_WEBHOOKS: '1',
    SVC_WEBHOOK_RETRY_SCHEDULE: Array(120).fill('0.5').join(','),
  };
  running = [await startServe(tempDir(), env), await startServe(tempDir(), env)];
  return { env, replicas: running as [ServeProcess, ServeProcess] };
}

async function createKey(env: NodeJS.ProcessEnv, plan: string, scopes: string) {
  const created = await runSvc(['keys', 'create', '--scope', scopes, '--plan', plan, '--json'], { env });
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout) as { client_id: string; client_secret: string };
}

async function tokenFrom(server: ServeProcess, key: { client_id: string; client_secret: string }): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', ...key }) });
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
}

const post = (server: ServeProcess, route: string, headers: Record<string, string>, body: unknown) => fetch(`${server.url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('two replicas on one PostgreSQL', () => {
  it('share tokens and the free job bucket, and match through one what was pushed through the other', { timeout: 90_000 }, async () => {
    const { env, replicas: [a, b] } = await twoReplicas();
    const key = await createKey(env, 'free', 'jobs:write match:read profile:write');
    const headers = await tokenFrom(a, key);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(i % 2 === 0 ? a : b, '/v1/jobs', headers, { title: `Infirmier ${i}`, location: 'Lille' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    const ask = async () => {
      const response = await post(b, '/v1/match/run', headers, { job: { title: 'Senior React Developer', skills_required: ['React', 'TypeScript'], location: 'Lyon' }, pool: { type: 'stored' }, limit: 5 });
      return ((await response.json()) as { results: { external_id: string }[] }).results.map((result) => result.external_id);
    };
    expect(await ask()).toEqual([]);
    expect((await post(a, '/v1/profiles', headers, { external_id: 'react-lyon', full_name: 'Léa Martin', headline: 'Développeuse React', location: 'Lyon', skills: ['React', 'TypeScript'] })).status).toBe(201);
    const started = Date.now();
    await eventually(async () => (await ask()).includes('react-lyon'), 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('deliver each event once and read each CV once between them; when one is killed, the other finishes the work', { timeout: 180_000 }, async () => {
    const { env, replicas: [a, b] } = await twoReplicas();
    const key = await createKey(env, 'enterprise', 'profile:write webhook:write');
    const headers = await tokenFrom(a, key);
    const receiver = await startReceiver();
    const hook = (await (await post(a, '/v1/webhooks', headers, { url: receiver.url, events: ['profile.ready'] })).json()) as { signing_secret: string };
    receiver.useSecret(hook.signing_secret);

    // More than one replica holds at once, so that the other has work the dead one never touched.
    const uploads = 2 * EXTRACTION_CONCURRENCY + 4;
    for (let i = 0; i < uploads; i += 1) {
      const form = new FormData();
      form.append('external_id', `cv-${i}`);
      form.append('file', new Blob([cv]), 'cv.docx');
      const response = await fetch(`${(i % 2 === 0 ? a : b).url}/v1/profiles/cv`, { method: 'POST', headers: { authorization: headers.authorization! }, body: form });
      expect(response.status).toBe(202);
    }
    // A replica dies while the CVs are being read; the other takes the queue.
    expect(await a.stop('SIGKILL')).toBe(null);
    running = [b];

    const jobs = await eventually(async () => {
      const found = await queryDatabase<{ status: string; attempts: number }>(env.SVC_DATABASE_URL, 'SELECT status, attempts FROM extraction_jobs');
      return found.every((job) => job.status === 'done') ? found : null;
    }, 90_000);
    expect(jobs).toHaveLength(uploads);
    // What the dead replica had in hand was taken again when its lease ran out; nothing else twice.
    expect(jobs.filter((job) => job.attempts > 1).length).toBeLessThanOrEqual(EXTRACTION_CONCURRENCY);
    expect(await queryDatabase(env.SVC_DATABASE_URL, "SELECT external_id FROM profiles WHERE processing_status != 'ready'")).toEqual([]);

    // A delivery the dead replica had leased comes back when its 30 s lease ends, which may be after every CV is read.
    const delivered = await eventually(() => (new Set(receiver.received.map((r) => (JSON.parse(r.body) as { id: string }).id)).size === uploads ? receiver.received : null), 60_000);
    expect(delivered.every((r) => r.signatureValid)).toBe(true);
    // One profile.ready each, never sent by both live replicas. At least once: what the dead
    // replica was sending when killed may come again from the other, once.
    const times = new Map<string, number>();
    for (const { id } of delivered.map((r) => JSON.parse(r.body) as { id: string })) times.set(id, (times.get(id) ?? 0) + 1);
    expect(Math.max(...times.values())).toBeLessThanOrEqual(2);
    expect([...times.values()].filter((count) => count === 2).length).toBeLessThanOrEqual(DELIVERY_CONCURRENCY);
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
    await receiver.close();
  });
});
