import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection, for when what a thread built to start (parsed reference files,
 * the encoder's loading buffers) has become garbage: V8 otherwise keeps it, ~140 MB of an idle
 * server's RSS, until its memory reducer runs after some seconds without work, and a burst of
 * CVs right after startup lands on top of it (docs/performance.md). Node gives `gc` only behind
 * a command-line flag or to a context made while the flag is set, so the flag is set for the
 * time it takes to make one.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options?: object) => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
  // From Node 22 (V8 12), this also gives the emptied pages back at once; Node 20's V8 does not know it and only schedules another collection.
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
