import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/open.js';
import { queryDatabase, startPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the `postgres` test project, without a database name; absent on SQLite. */
    postgresUrl?: string;
  }
}

export const TEMPLATE_DATABASE = 'svc_template';

/**
 * A real PostgreSQL for the `postgres` test project: started once, with a migrated
 * template database that each test app copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Short-lived test data: no fsync, as the PostgreSQL manual suggests for throwaway clusters.
  const server = await startPostgres(['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']);
  await queryDatabase(`${server.base}/postgres`, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await (await openPostgres(`${server.base}/${TEMPLATE_DATABASE}`)).close();
  project.provide('postgresUrl', server.base);
  return server.stop;
}
