import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations, type Migration } from './migrations/index.js';

export type Db = Database.Database;

export const DATABASE_FILE = 'svc.db';

/** Opens (creating if needed) the store in a data directory, migrated to the latest version. */
export function openDataDirDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, DATABASE_FILE);
  // Created private before SQLite opens it; its -wal and -shm files take the same mode.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  return openDatabase(file);
}

/** `:memory:` gives a private, migrated database: what the route tests use. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Deleted rows are overwritten, not just unlinked: an erased person is not in the file.
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

/** Throws unless the store answers a query: the health check. */
export function ping(db: Db): void {
  db.prepare('SELECT 1').get();
}

/**
 * Rewrites the whole file (VACUUM) when a person was erased since the last time, so that
 * no stale copy of their rows is left in the free space of a page. Called by `svc serve`
 * at start and after its last request, when nothing else writes; about a second per
 * 100 MB. Returns whether it ran.
 */
export function scrubAfterErasure(db: Db): boolean {
  if (!db.prepare('SELECT 1 FROM pending_scrub').get()) return false;
  db.exec('VACUUM');
  db.exec('DELETE FROM pending_scrub');
  return true;
}

export function migrate(db: Db, all: readonly Migration[]): void {
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
