import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { ConfigError, type Config } from './config.js';
import { openStore, scrubWhenFree } from './db/open.js';
import { loadOrCreateMasterKey } from './keys/secrets.js';

const SHUTDOWN_DEADLINE_MS = 12_000;
const RESTART_DELAY_MS = 500;

/**
 * `svc serve --workers N`: N processes serve one port (node:cluster) on one store, so a
 * machine's cores all take requests. Worker 0 also runs the queues (CV extraction,
 * webhook deliveries, WhatsApp sends, each paced as one); the others serve requests only.
 * Tokens, rate limits, caches and pool versions live in the store, so any worker answers
 * as any other. A worker that dies is started again in its place.
 */
export async function serveWithWorkers(config: Config, workers: number): Promise<void> {
  // Only the processes that serve load the app (server.js): the cluster's primary stays a small supervisor.
  if (workers === 1) {
    const { closeOnSignals, startServer } = await import('./server.js');
    closeOnSignals(await startServer(config));
    return;
  }
  if (cluster.isWorker) {
    // Asked to stop while still starting: stop as soon as started.
    let stopRequested = false;
    const early = (message: unknown) => void (message === 'shutdown' && (stopRequested = true));
    process.on('message', early);
    const { closeOnSignals, startServer } = await import('./server.js');
    const server = await startServer(config, { background: Number(process.env.SVC_WORKER_INDEX) === 0 }).catch((error: Error) => {
      // The channel to the primary would keep this process alive: say why and leave.
      console.error(`error: ${error.message}`);
      process.exit(1);
    });
    process.off('message', early);
    const shutdown = closeOnSignals(server);
    if (stopRequested) shutdown('shutdown');
    return;
  }
  // Once, before any worker opens the store: migrations, the scrub after erasures, the master key.
  // And once more after the last worker stops, when the store is free for it (docs/privacy.md).
  const scrub = async () => {
    const db = await openStore(config);
    scrubWhenFree(db, (error) => console.error(`database rewrite after erasures postponed: ${(error as Error).message}`));
    await db.close();
  };
  await scrub();
  loadOrCreateMasterKey(config.dataDir, config.masterKey);

  let stopping = false;
  const listening = new WeakSet<Worker>();
  const fork = (index: number): Worker => {
    const worker = cluster.fork({ SVC_WORKER_INDEX: String(index) });
    worker.once('listening', () => listening.add(worker));
    return worker.on('exit', (code, signal) => {
      if (stopping) return;
      if (!listening.has(worker)) {
        // It never served (a port in use, a store it cannot open): starting it again would fail again.
        console.error(`worker ${index} could not start (${signal ?? code}); stopping`);
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
        process.exit(1);
      }
      console.error(`worker ${index} exited (${signal ?? code}); starting it again`);
      setTimeout(() => !stopping && fork(index), RESTART_DELAY_MS);
    });
  };
  for (let index = 0; index < workers; index += 1) fork(index);

  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    let failed = false;
    let left = alive.length;
    const finish = () => {
      void scrub()
        .catch((error: Error) => console.error(`database rewrite after erasures postponed: ${error.message}`))
        .finally(() => process.exit(failed ? 1 : 0));
    };
    if (left === 0) finish();
    for (const worker of alive) {
      worker.once('exit', (code) => {
        failed ||= code !== 0;
        if (--left === 0) finish();
      });
      // A message, not a signal: a terminal's Ctrl-C already signalled the whole group. A worker
      // still starting hears it once it listens, when it is ready to close gracefully.
      if (listening.has(worker)) worker.send('shutdown');
      else worker.once('listening', () => worker.send('shutdown'));
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * `--workers` or SVC_WORKERS, else one per core but one. Worker 0 reads CVs and every worker
 * embeds texts on threads of their own, which need a core: on 2 cores a second process made
 * a burst of CVs 20% slower and the service's memory twice as large (docs/operations.md).
 */
export function workerCount(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): number {
  const raw = flag ?? env.SVC_WORKERS;
  if (raw === undefined) return Math.max(1, os.availableParallelism() - 1);
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new ConfigError(`--workers must be an integer from 1 to 64, got "${raw}"`);
  return count;
}
