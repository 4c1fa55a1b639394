import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { createCore } from './core.js';
import { openStore, scrubWhenFree } from './db/open.js';
import { loadOrCreateMasterKey } from './keys/secrets.js';
import { collectGarbage } from './work/collect-garbage.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the data directory, serves the API, and closes gracefully: stop accepting,
 * let requests in flight finish, then close the database. `background: false` serves
 * requests only, leaving the queues to the one process of a group that runs them.
 */
export async function startServer(config: Config, options: { background: boolean } = { background: true }): Promise<RunningServer> {
  const db = await openStore(config);
  // A stop that did not finish its scrub (kill -9, deadline, another worker busy) finishes it now.
  if (options.background) scrubWhenFree(db, () => {});
  let app: FastifyInstance | null = null;
  const core = await createCore({
    db,
    masterKey: loadOrCreateMasterKey(config.dataDir, config.masterKey),
    indexDir: path.join(config.dataDir, 'indexes'),
    log: (error, what) => app?.log.warn({ err: error }, what),
    outbound: { allowInsecureLoopback: config.allowInsecureCvUrls },
    webhooks: { policy: { allowInsecureLoopback: config.allowInsecureWebhooks }, retrySchedule: config.webhookRetrySchedule },
    whatsapp: config.whatsapp,
  });
  // What reading the reference data left behind goes before the encoder's model comes in.
  collectGarbage();
  // The sentence encoder and pdf.js take ~1 s of CPU to load: they load while the routes are
  // built, and the server listens once they are ready. Listening before, a burst of uploads
  // sent at once met them still loading (40 CVs: 1.4 s of CPU more to share the cores with).
  const warming = core.warm({ readers: options.background });
  app = await buildApp(core, {
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  await warming;
  app.addHook('onClose', async () => {
    await core.close();
    if (options.background) scrubWhenFree(db, (error) => app?.log.warn({ err: error }, 'database rewrite after erasures postponed to the next start'), (ms) => app?.log.info({ ms }, 'database rewritten after erasures'));
    await db.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close(); // closes the core and the database (onClose)
    throw error;
  }
  if (options.background) core.start();
  // Every process that answers matches holds its own pools.
  void core.warmPools();
  collectGarbage();
  const listening = app;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | null = null;
  return {
    app: listening,
    url: `http://${host}:${port}`,
    close: () => (closing ??= listening.close()),
  };
}

const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Closes on SIGINT/SIGTERM, or on a `shutdown` message from the process that started
 * this one; a second signal, or 10 s without finishing, forces the exit.
 */
export function closeOnSignals(server: RunningServer): (signal: NodeJS.Signals | 'shutdown') => void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals | 'shutdown') => {
    if (signalled) {
      if (signal === 'shutdown') return;
      process.exit(1);
    }
    signalled = true;
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      server.app.log.error('shutdown deadline passed; exiting with requests unfinished');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('message', (message) => message === 'shutdown' && onSignal('shutdown'));
  return onSignal;
}
