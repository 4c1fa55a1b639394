import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3's Database class, in the version this Node.js can run to the end.
 *
 * Node 24.19 and later abort the whole process when a statement of better-sqlite3 12, built
 * against their headers, is collected after shutdown has begun (nodejs/node#65446): a CLI
 * command exits 134 and loses its output. better-sqlite3 13 is built on Node-API and has no
 * such fault, but it needs Node 22 (on Node 20 it crashes). So 13 is an optional dependency
 * under the name `better-sqlite3-napi`, which npm installs only where its engines allow; it
 * is used when present on Node 22 and later, and 12 everywhere else.
 */
export const Database: typeof BetterSqlite3 = nodeApiBuildIfUsable() ?? require('better-sqlite3');
export type Database = BetterSqlite3.Database;
export type { Statement } from 'better-sqlite3';

function nodeApiBuildIfUsable(): typeof BetterSqlite3 | null {
  if (Number(process.versions.node.split('.')[0]) < 22) return null;
  try {
    return require('better-sqlite3-napi') as typeof BetterSqlite3;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}
