import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src/core.js';
import { migrations } from '../../src/db/migrations/index.js';
import { migrate, openDatabase } from '../../src/db/open.js';
import { Database } from '../../src/db/sqlite-driver.js';
import { ExtractionPool } from '../../src/ingest/extract-text.js';
import { TestClock } from '../helpers/clock.js';
import { tempDir } from '../helpers/processes.js';

const cv = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/cv/en-software.docx'));
const masterKey = crypto.randomBytes(32);

function core(file: string, clock: TestClock, extractionPool?: ExtractionPool): Promise<Core> {
  return createCore({ db: openDatabase(file), clock, masterKey, extractionPool });
}

async function enqueue(c: Core, clientId: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await c.profiles.startProcessing(clientId, `cv-${i}`, {}, (id) => c.extraction.enqueue(clientId, id, { source: 'upload', bytes: cv }))).id);
  return ids;
}

describe('the extraction queue', () => {
  it('survives a restart: jobs queued before a stop are read after the next start', async () => {
    const file = path.join(tempDir(), 'svc.db');
    const clock = new TestClock();
    const first = await core(file, clock); // never started: the process stops before reading
    const clientId = (await first.keys.createClient({ plan: 'free', sandbox: false, scopes: ['profile:write'] })).client.id;
    const [id] = await enqueue(first, clientId, 1);
    await first.close();
    await first.db.close();

    const second = await core(file, clock);
    second.start();
    await second.extraction.drained();
    expect(await second.profiles.get(clientId, id!)).toMatchObject({ processing_status: 'ready', full_name: 'Camille Martin' });
    // Read, the file is not kept.
    expect(await second.db.one('SELECT COUNT(*) AS files FROM extraction_files')).toEqual({ files: 0 });
    await second.close();
    await second.db.close();
  });

  it('an upload queued before the files moved to a table of their own is still read after the upgrade', async () => {
    const file = path.join(tempDir(), 'svc.db');
    const old = new Database(file);
    migrate(old, migrations.filter((migration) => migration.version <= 14));
    old.prepare("INSERT INTO clients (id, plan, sandbox, created_at) VALUES ('c1', 'free', 0, 0)").run();
    const { lastInsertRowid: id } = old.prepare("INSERT INTO profiles (client_id, processing_status, created_at, updated_at) VALUES ('c1', 'processing', 0, 0)").run();
    old.prepare("INSERT INTO extraction_jobs (profile_id, client_id, source, bytes, status, created_at, updated_at) VALUES (?, 'c1', 'upload', ?, 'queued', 0, 0)").run(id, cv);
    old.close();

    const c = await core(file, new TestClock());
    c.start();
    await c.extraction.drained();
    expect(await c.profiles.get('c1', Number(id))).toMatchObject({ processing_status: 'ready', full_name: 'Camille Martin' });
    expect(await c.db.one('SELECT COUNT(*) AS files FROM extraction_files')).toEqual({ files: 0 });
    await c.close();
    await c.db.close();
  });

  it("reads another client's CV beside one client's backlog, not after it", async () => {
    const reader = new ExtractionPool({ size: 1 });
    const c = await core(path.join(tempDir(), 'svc.db'), new TestClock(), reader);
    const client = async () => (await c.keys.createClient({ plan: 'free', sandbox: false, scopes: ['profile:write'] })).client.id;
    const [bulk, single] = [await client(), await client()];
    await enqueue(c, bulk, 12);
    await enqueue(c, single, 1);
    c.start();
    await c.extraction.drained();
    const readOrder = (await c.db.all<{ client_id: string }>("SELECT client_id FROM events WHERE type = 'profile.ready' ORDER BY rowid")).map((event) => event.client_id);
    expect(readOrder).toHaveLength(13);
    // Six jobs in hand at once, and the single CV taken once the backlog holds three of them: among the first six read.
    expect(readOrder.indexOf(single)).toBeLessThan(6);
    await c.close();
    await reader.close();
    await c.db.close();
  });

  it('takes again a job whose worker died, once its lease has run out', async () => {
    const file = path.join(tempDir(), 'svc.db');
    const clock = new TestClock();
    const c = await core(file, clock);
    const clientId = (await c.keys.createClient({ plan: 'free', sandbox: false, scopes: ['profile:write'] })).client.id;
    const [id] = await enqueue(c, clientId, 1);
    // As a worker that crashed mid-job leaves it: running, leased.
    await c.db.run("UPDATE extraction_jobs SET status = 'running', attempts = 1, locked_until = ?", [clock.now() + 60_000]);
    c.start();
    await c.extraction.drained();
    expect((await c.profiles.get(clientId, id!))!.processing_status).toBe('processing');
    clock.advanceSeconds(61);
    c.extraction.kick();
    await c.extraction.drained();
    expect((await c.profiles.get(clientId, id!))!.processing_status).toBe('ready');
    await c.close();
    await c.db.close();
  });

  it('two workers on one database never take the same job', async () => {
    const file = path.join(tempDir(), 'svc.db');
    const clock = new TestClock();
    const a = await core(file, clock);
    const b = await core(file, clock);
    const clientId = (await a.keys.createClient({ plan: 'free', sandbox: false, scopes: ['profile:write'] })).client.id;
    const ids = await enqueue(a, clientId, 6);
    a.start();
    b.start();
    await Promise.all([a.extraction.drained(), b.extraction.drained()]);
    await Promise.all([a.extraction.drained(), b.extraction.drained()]);
    expect(await a.db.all('SELECT status, attempts FROM extraction_jobs')).toEqual(Array.from({ length: 6 }, () => ({ status: 'done', attempts: 1 })));
    for (const id of ids) expect((await a.profiles.get(clientId, id))!.processing_status).toBe('ready');
    expect(await a.outbox.list(clientId, 'profile.ready')).toHaveLength(6);
    for (const c of [a, b]) {
      await c.close();
      await c.db.close();
    }
  });

  it('a file whose worker dies under it is tried again in a fresh worker, then fails with its reason', async () => {
    const file = path.join(tempDir(), 'svc.db');
    // A heap cap no reader can live under: every worker dies on its file. 8 MB, not less:
    // from Node 22, a cap too small to start a worker at all aborts the whole process.
    const dying = new ExtractionPool({ size: 1, maxHeapMb: 8 });
    const c = await core(file, new TestClock(), dying);
    const clientId = (await c.keys.createClient({ plan: 'free', sandbox: false, scopes: ['profile:write'] })).client.id;
    const [id] = await enqueue(c, clientId, 1);
    c.start();
    await c.extraction.drained();
    expect(await c.db.one('SELECT status, attempts FROM extraction_jobs')).toEqual({ status: 'failed', attempts: 3 });
    expect(await c.db.one('SELECT COUNT(*) AS files FROM extraction_files')).toEqual({ files: 0 });
    expect(await c.profiles.get(clientId, id!)).toMatchObject({ processing_status: 'failed', error: expect.stringMatching(/^Extraction impossible : le lecteur s’est arrêté/) });
    await c.close();
    await dying.close();
    await c.db.close();
  });
});
