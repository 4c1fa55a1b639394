import v8 from 'node:v8';
import vm from 'node:vm';

let gcFunction: ((options?: object) => void) | null = null;

/** Node gives `gc` only behind a command-line flag or to a context made while the flag is set, so the flag is set for the time it takes to make one. */
function gc(): (options?: object) => void {
  if (!gcFunction) {
    v8.setFlagsFromString('--expose-gc');
    gcFunction = vm.runInNewContext('gc') as (options?: object) => void;
    v8.setFlagsFromString('--no-expose-gc');
  }
  return gcFunction;
}

/**
 * One full garbage collection, for when what a thread built to start (parsed reference files,
 * the encoder's loading buffers) has become garbage: V8 otherwise keeps it, ~140 MB of an idle
 * server's RSS, until its memory reducer runs after some seconds without work, and a burst of
 * CVs right after startup lands on top of it (docs/performance.md).
 */
export function collectGarbage(): void {
  gc()();
  // From Node 22 (V8 12), this also gives the emptied pages back at once; Node 20's V8 does not know it and only schedules another collection.
  gc()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** What the last collectDeadBuffersAbove left in use, once known: V8 frees the buffers as it sweeps, after the collection. */
let inUseAfterLast: number | null = 0;

/**
 * Uploaded files reach the main thread as buffers that V8 frees only at a full collection,
 * and it starts one for them only once ~64 MB have piled up: 40 template PDFs of 650 KB raised
 * a server's peak RSS by ~30 MB so. One collection once they grow `limitMb` past what the last
 * one left in use (~90 ms, about once per 40 such files; never for CVs of a few KB).
 */
export function collectDeadBuffersAbove(limitMb: number): void {
  const now = process.memoryUsage().arrayBuffers;
  inUseAfterLast ??= now;
  if (now <= inUseAfterLast + limitMb * 1024 * 1024) return;
  gc()();
  inUseAfterLast = null;
}
