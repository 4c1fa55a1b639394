import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { collectDeadBuffersAbove } from '../../src/work/collect-garbage.js';

const MB = 1024 * 1024;

/** Buffers that lived long enough to be promoted, as an upload's body does while it is stored: only a full collection frees them. */
function promotedBuffers(count: number): Buffer[] {
  const buffers = Array.from({ length: count }, () => Buffer.alloc(MB, 1));
  let churn = 0;
  for (let i = 0; i < 2_000_000; i += 1) churn += [i, i + 1].length;
  expect(churn).toBe(4_000_000);
  return buffers;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

/** The full collections run while `work` does. */
async function majorCollections(work: () => void): Promise<number> {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  work();
  await settled();
  observer.disconnect();
  return entries.filter((entry) => (entry as PerformanceEntry & { detail?: { kind: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR).length;
}

describe('dead upload buffers', () => {
  it('are freed once they pass the limit, and then only once as many more have piled up', async () => {
    let dead: Buffer[] | null = promotedBuffers(40);
    expect(dead.length).toBe(40);
    dead = null;
    collectDeadBuffersAbove(24);
    // Their memory goes back as V8 sweeps, just after the collection.
    await settled();
    expect(process.memoryUsage().arrayBuffers).toBeLessThan(10 * MB);

    // Buffers still in use are no reason to collect again and again, as each upload would.
    const live = promotedBuffers(30);
    const collections = await majorCollections(() => {
      for (let upload = 0; upload < 10; upload += 1) collectDeadBuffersAbove(24);
    });
    expect(collections).toBeLessThanOrEqual(2);
    expect(live.length).toBe(30);
  });
});
