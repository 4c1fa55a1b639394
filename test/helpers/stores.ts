import crypto from 'node:crypto';
import path from 'node:path';
import { inject, onTestFinished } from 'vitest';
import { openDatabase, openPostgres } from '../../src/db/open.js';
import type { Store } from '../../src/db/store.js';
import { queryDatabase } from './postgres-server.js';
import { tempDir } from './temp-dirs.js';
import { TEMPLATE_DATABASE } from './postgres-setup.js';

/** Which store the tests of this run use: the `postgres` project's server, else SQLite. */
export function testingOnPostgres(): boolean {
  return inject('postgresUrl') !== undefined;
}

/**
 * Opens one store, as many times as asked, the way several servers (or replicas) share
 * one: a fresh SQLite file, or a fresh PostgreSQL database copied from the migrated
 * template, dropped once the test is over.
 */
export async function sharedStore(): Promise<() => Promise<Store>> {
  const base = inject('postgresUrl');
  if (!base) {
    const file = path.join(tempDir('svc-store-'), 'svc.db');
    return async () => openDatabase(file);
  }
  const url = await freshDatabase(base);
  return async () => openPostgres(url);
}

/** A database of its own on the test server, migrated, dropped once the test is over; its URL. */
export async function freshDatabase(base = inject('postgresUrl')): Promise<string> {
  if (!base) throw new Error('no PostgreSQL in this test project');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await queryDatabase(`${base}/postgres`, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  onTestFinished(async () => {
    await queryDatabase(`${base}/postgres`, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return `${base}/${name}`;
}

/** A private store for one test app: SQLite in memory, or a database of its own on the test server. */
export async function privateStore(): Promise<Store> {
  if (!testingOnPostgres()) return openDatabase(':memory:');
  return (await sharedStore())();
}
