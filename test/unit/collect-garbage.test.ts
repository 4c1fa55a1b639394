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

const swept = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('dead upload buffers', () => {
  // Under the ~64 MB at which V8 would collect them itself.
  it('are freed once they grow past the limit over what is in use, and not before', async () => {
    let held: Buffer[] | null = promotedBuffers(30);
    collectDeadBuffersAbove(24);
    await swept();
    expect(process.memoryUsage().arrayBuffers).toBeGreaterThan(30 * MB);
    expect(held.length).toBe(30);

    held = null;
    collectDeadBuffersAbove(24);
    await swept();
    // 30 MB dead, but no more than the limit over what the last collection left in use: left to V8.
    expect(process.memoryUsage().arrayBuffers).toBeGreaterThan(30 * MB);

    let more: Buffer[] | null = promotedBuffers(28);
    expect(more.length).toBe(28);
    more = null;
    collectDeadBuffersAbove(24);
    await swept();
    expect(process.memoryUsage().arrayBuffers).toBeLessThan(10 * MB);
  });
});
