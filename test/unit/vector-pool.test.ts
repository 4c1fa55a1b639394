import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise } from '../../src/matching/text.js';
import { VectorPool } from '../../src/matching/vector-pool.js';
import { tempDir } from '../helpers/processes.js';

const DIMENSIONS = 64;

/** Deterministic pseudo-random unit vectors, clustered like real embeddings are. */
function vectors(count: number, seed = 7): Float32Array[] {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  const centres = Array.from({ length: 20 }, () => Float32Array.from({ length: DIMENSIONS }, random));
  return Array.from({ length: count }, (_, i) => normalise(Float32Array.from(centres[i % 20]!, (value) => value + random() * 0.6)));
}

function pool(file: string | null, version: () => number) {
  return new VectorPool<{ vector: Float32Array }>({ file, dimensions: DIMENSIONS, modelId: 'test', currentVersion: version });
}

describe('VectorPool', () => {
  it('HNSW finds what an exact scan finds (recall@20 >= 0.98)', async () => {
    const all = vectors(3000);
    const p = pool(null, () => 1);
    p.open(all.map((vector, label) => [label, { vector }]));
    await p.ready();
    expect(p.usesIndex).toBe(true);
    let found = 0;
    const queries = vectors(50, 99);
    for (const query of queries) {
      const exact = new Set(p.exact(query, 20).map((n) => n.label));
      found += p.search(query, 20).filter((n) => exact.has(n.label)).length;
    }
    expect(found / (queries.length * 20)).toBeGreaterThanOrEqual(0.98);
  });

  it('a filtered search returns k admitted entries when they exist, however narrow the filter', async () => {
    const p = pool(null, () => 1);
    p.open(vectors(3000).map((vector, label) => [label, { vector }]));
    await p.ready();
    expect(p.usesIndex).toBe(true);
    for (const query of vectors(10, 5)) {
      // One entry in 10 (filtered inside the walk), then one in 150 (too narrow: the exact scan finishes it).
      for (const every of [10, 150]) {
        const admit = (label: number) => label % every === 0;
        const found = p.search(query, 20, admit);
        expect(found).toHaveLength(20);
        expect(found.every((n) => admit(n.label))).toBe(true);
        const exact = new Set(p.exact(query, 20, admit).map((n) => n.label));
        expect(found.filter((n) => exact.has(n.label)).length).toBeGreaterThanOrEqual(18);
      }
    }
  });

  it('reuses a saved index of the same version, and rebuilds a stale or corrupt one without losing a query', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'pool.hnsw');
    const all = vectors(1500);
    const entries = all.map((vector, label): [number, { vector: Float32Array }] => [label, { vector }]);
    const first = pool(file, () => 5);
    first.open(entries);
    await first.ready();
    first.upsert(1500, { vector: all[0]! });
    first.flush();
    expect(JSON.parse(fs.readFileSync(`${file}.json`, 'utf8'))).toMatchObject({ version: 5, count: 1501 });

    const reopened = pool(file, () => 5);
    reopened.open([...entries, [1500, { vector: all[0]! }]]);
    expect(reopened.usesIndex).toBe(true); // read from disk, no rebuild

    const stale = pool(file, () => 6);
    stale.open([...entries, [1500, { vector: all[0]! }]]);
    expect(stale.usesIndex).toBe(false);
    expect(stale.search(all[3]!, 1)[0]!.label).toBe(3); // answered by the exact scan meanwhile
    await stale.ready();
    expect(stale.usesIndex).toBe(true);

    fs.writeFileSync(file, 'not an index');
    fs.writeFileSync(`${file}.json`, JSON.stringify({ version: 6, model: 'test', count: 1501 }));
    const corrupt = pool(file, () => 6);
    corrupt.open([...entries, [1500, { vector: all[0]! }]]);
    expect(corrupt.search(all[7]!, 1)[0]!.label).toBe(7);
    await corrupt.ready();
    expect(corrupt.usesIndex).toBe(true);
    expect(corrupt.search(all[7]!, 1)[0]!.label).toBe(7);
  });

  it('changes made while rebuilding are in the index it ends with', async () => {
    const all = vectors(2000);
    const p = pool(null, () => 1);
    p.open(all.map((vector, label) => [label, { vector }]));
    p.remove(10);
    p.upsert(5000, { vector: all[11]! });
    await p.ready();
    expect(p.search(all[10]!, 5).map((n) => n.label)).not.toContain(10);
    expect(p.search(all[11]!, 2).map((n) => n.label)).toEqual(expect.arrayContaining([11, 5000]));
  });
});
