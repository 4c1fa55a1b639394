import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ExtractionPool, WorkerCrashError } from '../../src/ingest/extract-text.js';
import { pdfOf, threeFontCv } from '../helpers/pdf-of.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/cv');
const pdfBytes = fs.readFileSync(path.join(FIXTURES, 'en-software-one-column.pdf'));
const docxBytes = fs.readFileSync(path.join(FIXTURES, 'en-software.docx'));
// The pool takes the bytes it is given: each call gets its own copy, in memory of its own as a file read is.
const ownCopy = (bytes: Buffer) => Buffer.from(new Uint8Array(bytes).buffer);
const pdf = () => ownCopy(pdfBytes);
const docx = () => ownCopy(docxBytes);
const pools: ExtractionPool[] = [];
const pool = (options: ConstructorParameters<typeof ExtractionPool>[0]) => {
  const created = new ExtractionPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

/** A one-page PDF whose page, deflated, is a few hundred KB and inflates to `megabytes` (its text, then a comment of spaces). */
function inflatingPdf(megabytes: number): Buffer {
  const content = Buffer.alloc(megabytes * 1024 * 1024, ' ');
  content.write('BT /F1 12 Tf 72 720 Td (Jane Bomb) Tj ET\n%');
  const stream = zlib.deflateSync(content, { level: 9 });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A one-page PDF of a few dozen KB whose page draws five million lines: a couple of seconds of pdf.js, no text. */
function slowPdf(): Buffer {
  const stream = zlib.deflateSync(Buffer.from('0 0 m 1 1 l S\n'.repeat(5_000_000), 'latin1'));
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ]);
}

describe('the pool of extraction workers', () => {
  it('reads the files behind a slow one in a worker beside it', async () => {
    const single = pool({ size: 1, slowFileMs: 100 });
    const finished: string[] = [];
    const slow = single.extract(slowPdf(), 'pdf').then(() => finished.push('slow'));
    const behind = single.extract(pdf(), 'pdf').then((result) => finished.push(result.text.includes('Camille Martin') ? 'behind' : 'unread'));
    await Promise.all([slow, behind]);
    expect(finished).toEqual(['behind', 'slow']);
  });

  it('each file past its deadline fails on its own with a French reason, and the pool goes on to the next', async () => {
    const slow = pool({ size: 1, timeoutMs: 5 });
    const first = slow.extract(pdf(), 'pdf');
    const behind = slow.extract(docx(), 'docx');
    await expect(first).rejects.toThrow('Extraction interrompue après 0,005 s.');
    await expect(behind).rejects.toThrow('Extraction interrompue après 0,005 s.');
    const patient = pool({ size: 1 });
    await expect(patient.extract(pdf(), 'pdf')).resolves.toMatchObject({ pages: 2, text: expect.stringContaining('Camille Martin'), layout: { largest: ['Camille Martin'] } });
  });

  it('keeps reading while workers are replaced after each file, many files waiting their turn', async () => {
    const recycling = pool({ size: 2, filesPerWorker: 1 });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => recycling.extract(i % 2 ? docx() : pdf(), i % 2 ? 'docx' : 'pdf')));
    expect(results.map((result) => result.text.includes('Camille Martin'))).toEqual([true, true, true, true, true, true]);
  });

  it('a worker that dies of its heap cap fails its file, not the process', async () => {
    // Room to start a worker but not to read: from Node 22, a cap too small to start one at all (1 MB) aborts the whole process.
    const starved = pool({ size: 1, maxHeapMb: 8 });
    await expect(starved.extract(pdf(), 'pdf')).rejects.toThrow(/Extraction impossible/);
  });

  it('stops a file whose reading takes more memory than allowed, outside the heap too, and reads the next', async () => {
    const guarded = pool({ size: 1, maxGrowthMb: 100 });
    await expect(guarded.extract(ownCopy(inflatingPdf(20)), 'pdf')).resolves.toMatchObject({ text: expect.stringContaining('Jane Bomb') });
    // pdf.js inflates a page into buffers, which the heap cap does not count.
    const overrun = await guarded.extract(ownCopy(inflatingPdf(400)), 'pdf').catch((error: Error) => error);
    expect(overrun).toBeInstanceOf(Error);
    expect((overrun as Error).message).toBe('Extraction impossible : le lecteur s’est arrêté (plus de 100 Mo de mémoire).');
    // Read alone, the file did it: not a crash to try again.
    expect(overrun).not.toBeInstanceOf(WorkerCrashError);
    await expect(guarded.extract(pdf(), 'pdf')).resolves.toMatchObject({ text: expect.stringContaining('Camille Martin') });
  });

  it('moves a file that fills its own memory to the worker, and copies one that shares it, leaving the rest intact', async () => {
    const reader = pool({ size: 1 });
    const owned = pdf();
    await expect(reader.extract(owned, 'pdf')).resolves.toMatchObject({ text: expect.stringContaining('Camille Martin') });
    expect(owned.length).toBe(0);

    const shared = Buffer.concat([Buffer.from('before'), pdfBytes, Buffer.from('after')]);
    const slice = shared.subarray(6, 6 + pdfBytes.length);
    await expect(reader.extract(slice, 'pdf')).resolves.toMatchObject({ text: expect.stringContaining('Camille Martin') });
    expect(shared.subarray(0, 6).toString()).toBe('before');
    expect(slice.equals(pdfBytes)).toBe(true);
  });
});

describe('warming the pool up', () => {
  it('keeps a process that waits for its workers to load pdf.js alive until they have, with nothing else to wait on', () => {
    // As `svc serve` is before it listens, once the encoder's worker has loaded first: an idle worker must not hold a
    // process open, but one still loading must, or the process ends with a promise never settled (exit code 13).
    const poolModule = pathToFileURL(path.resolve(import.meta.dirname, '../../dist/ingest/extract-text.js')).href;
    const script = `const { ExtractionPool } = await import(${JSON.stringify(poolModule)}); const pool = new ExtractionPool({ size: 1 }); await pool.warm(); console.log('warmed'); await pool.close();`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect({ status: child.status, stdout: child.stdout.trim() }).toEqual({ status: 0, stdout: 'warmed' });
  });

  it('stops waiting for workers that go away while they load pdf.js, so a server closed while starting does not hang', async () => {
    const closing = pool({ size: 2 });
    const warming = closing.warm();
    await closing.close();
    await expect(warming).resolves.toBeUndefined();
  });

  it('reads a CV in three fonts: an embedded CID font read through its map to Unicode, the name in the largest type', async () => {
    const warm = pool({ size: 1 });
    await warm.warm();
    const read = await warm.extract(threeFontCv(), 'pdf');
    expect(read.text.split('\n').slice(0, 3)).toEqual(['Jordan Avery', 'Operations Analyst', 'jordan.avery@example.com | +1 555 010 0199 | Springfield, IL | linkedin.com/in/jordan-avery']);
    expect(read.text).toContain('Operations Analyst\tMarch 2021 - Present');
    expect(read.layout?.largest).toEqual(['Jordan Avery']);
  });
});
