import fs from 'node:fs';
import path from 'node:path';
import { Database } from './sqlite-driver.js';
import { migrations, type Migration } from './migrations/index.js';
import { toPostgres } from './migrations/postgres.js';
import { PostgresStore } from './postgres-store.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './store.js';

export const DATABASE_FILE = 'svc.db';

/** The store a server or an operator command works on: PostgreSQL when a URL is given, else SQLite in the data directory. */
export async function openStore(where: { dataDir: string; databaseUrl?: string | null }): Promise<Store> {
  return where.databaseUrl ? openPostgres(where.databaseUrl) : openDataDirDatabase(where.dataDir);
}

/** Opens (creating if needed) the store in a data directory, migrated to the latest version. */
export function openDataDirDatabase(dataDir: string): SqliteStore {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, DATABASE_FILE);
  // Created private before SQLite opens it; its -wal and -shm files take the same mode.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  return openDatabase(file);
}

/** `:memory:` gives a private, migrated database: what the route tests use. */
export function openDatabase(file: string): SqliteStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Deleted rows are overwritten, not just unlinked: an erased person is not in the file.
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  // 4 MB of pages kept in memory instead of better-sqlite3's 16: a burst of uploaded CVs filled
  // all 16 with pages of files read once, ~11 MB of a server's peak. Pages read again come from
  // the system's cache: stored match at 100,000 profiles kept its p50 and p99.
  db.pragma('cache_size = -4000');
  migrate(db, migrations);
  return new SqliteStore(db);
}

/** Connects to PostgreSQL and brings its schema to the latest version (once, whichever replica starts first). */
export async function openPostgres(url: string): Promise<PostgresStore> {
  const store = new PostgresStore(url);
  try {
    await store.transaction(async () => {
      await store.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
      const applied = new Set((await store.all<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await store.exec(toPostgres(migration.sql) + (migration.postgresExtra ?? ''));
        await store.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [migration.version, migration.name, new Date().toISOString()]);
      }
    });
  } catch (error) {
    await store.close();
    throw new Error(`the PostgreSQL database ${withoutPassword(url)} cannot be used: ${(error as Error).message}`, { cause: error });
  }
  return store;
}

/** A database URL fit for a message: host, port and database, never the password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
}

/**
 * Rewrites the whole SQLite file (VACUUM) when a person was erased since the last time, so
 * that no stale copy of their rows is left in the free space of a page. Called by `svc
 * serve` at start and after its last request, when nothing else writes; about a second per
 * 100 MB. Returns whether it ran. PostgreSQL's own VACUUM is its operator's (docs/privacy.md).
 */
export function scrubAfterErasure(store: Store): boolean {
  if (!(store instanceof SqliteStore)) return false;
  const { db } = store;
  if (!db.prepare('SELECT 1 FROM pending_scrub').get()) return false;
  db.exec('VACUUM');
  db.exec('DELETE FROM pending_scrub');
  return true;
}

export function migrate(db: Database, all: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of all) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

/** VACUUM needs the store to itself: while another worker still holds it, the rewrite waits for the next start. */
export function scrubWhenFree(db: Store, postponed: (error: unknown) => void, done: (ms: number) => void = () => {}): void {
  const started = Date.now();
  try {
    if (scrubAfterErasure(db)) done(Date.now() - started);
  } catch (error) {
    postponed(error);
  }
}
