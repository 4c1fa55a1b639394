import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { migrate, openDataDirDatabase, openDatabase } from '../../src/db/open.js';
import { migrations } from '../../src/db/migrations/index.js';
import { decryptSecret, encryptSecret, hashSecret, loadOrCreateMasterKey, verifySecret } from '../../src/keys/secrets.js';
import { tempDir } from '../helpers/processes.js';

describe('the store', () => {
  it('applies each numbered migration once, with WAL and foreign keys on', () => {
    const dir = tempDir();
    const { db } = openDataDirDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    migrate(db, migrations);
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual(migrations.map((m) => m.version));
    expect(() => db.prepare("INSERT INTO api_keys (id, client_id, scopes, secret_hash, secret_encrypted, created_at) VALUES ('k', 'missing', '', '', '', 0)").run()).toThrow(/FOREIGN KEY/);
    db.close();
    expect(fs.statSync(path.join(dir, 'svc.db')).mode & 0o777).toBe(0o600);
  });

  it('a deletion writes zeros over what it frees; discarding an uploaded file once read does not, and leaves other deletions as they were', async () => {
    const dir = tempDir();
    const store = openDataDirDatabase(dir);
    await store.run('CREATE TABLE scratch_files (id INTEGER PRIMARY KEY, bytes BLOB)');
    await store.run('CREATE TABLE scratch_people (id INTEGER PRIMARY KEY, cv_text TEXT)');
    await store.run('INSERT INTO scratch_files (id, bytes) VALUES (1, ?)', [Buffer.from('Aldebrandine '.repeat(2000))]);
    await store.run('INSERT INTO scratch_people (id, cv_text) VALUES (1, ?)', ['Borovnichka '.repeat(2000)]);
    expect(await store.discard('DELETE FROM scratch_files WHERE id = 1')).toBe(1);
    expect(await store.run('DELETE FROM scratch_people WHERE id = 1')).toBe(1);
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    const file = fs.readFileSync(path.join(dir, 'svc.db')).toString('latin1');
    expect(file).toContain('Aldebrandine');
    expect(file).not.toContain('Borovnichka');
    await store.close();
  });

  it('migration versions are unique and ascending', () => {
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(() => openDatabase(':memory:').db.close()).not.toThrow();
  });
});

describe('secrets', () => {
  it('hashes slowly and verifies only the right secret', async () => {
    const stored = hashSecret('sk_correct');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('sk_correct');
    expect(await verifySecret('sk_correct', stored)).toBe(true);
    expect(await verifySecret('sk_wrong', stored)).toBe(false);
  });

  it('encrypts under the master key; another key cannot decrypt', () => {
    const key = crypto.randomBytes(32);
    const sealed = encryptSecret('sk_value', key);
    expect(sealed).not.toContain('sk_value');
    expect(decryptSecret(sealed, key)).toBe('sk_value');
    expect(() => decryptSecret(sealed, crypto.randomBytes(32))).toThrow();
  });

  it('keeps one master key file per data directory, mode 0600, unless SVC_MASTER_KEY is set', () => {
    const dir = tempDir();
    const first = loadOrCreateMasterKey(dir, null);
    expect(loadOrCreateMasterKey(dir, null).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    const fromEnv = crypto.randomBytes(32);
    expect(loadOrCreateMasterKey(dir, fromEnv).equals(fromEnv)).toBe(true);
  });
});

describe('configuration', () => {
  it('flags win over the environment, which wins over defaults', () => {
    expect(loadConfig({}, {})).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: path.resolve('.svc'), logLevel: 'info' });
    expect(loadConfig({}, { PORT: '9000', SVC_DATA_DIR: '/tmp/x' })).toMatchObject({ port: 9000, dataDir: '/tmp/x' });
    expect(loadConfig({ port: '7000', dataDir: '/tmp/y' }, { PORT: '9000', SVC_DATA_DIR: '/tmp/x' })).toMatchObject({ port: 7000, dataDir: '/tmp/y' });
    expect(Object.isFrozen(loadConfig({}, {}))).toBe(true);
  });

  it('refuses a bad port, log level or master key with a message that says which', () => {
    expect(() => loadConfig({ port: '99999' }, {})).toThrow(/port/);
    expect(() => loadConfig({ logLevel: 'loud' }, {})).toThrow(/log level/);
    expect(() => loadConfig({}, { SVC_MASTER_KEY: 'short' })).toThrow(/SVC_MASTER_KEY/);
    expect(loadConfig({}, { SVC_MASTER_KEY: 'a'.repeat(64) }).masterKey?.length).toBe(32);
  });

  it('takes a PostgreSQL URL only with the master key every replica shares, and SQLite by default', () => {
    const key = 'a'.repeat(64);
    expect(loadConfig({}, {}).databaseUrl).toBeNull();
    expect(loadConfig({}, { SVC_DATABASE_URL: 'postgres://svc@db/svc', SVC_MASTER_KEY: key }).databaseUrl).toBe('postgres://svc@db/svc');
    expect(loadConfig({ databaseUrl: 'postgresql://db/flag' }, { SVC_DATABASE_URL: 'postgres://db/env', SVC_MASTER_KEY: key }).databaseUrl).toBe('postgresql://db/flag');
    expect(() => loadConfig({}, { SVC_DATABASE_URL: 'postgres://svc@db/svc' })).toThrow(/SVC_MASTER_KEY must be set/);
    expect(() => loadConfig({}, { SVC_DATABASE_URL: 'mysql://db/svc', SVC_MASTER_KEY: key })).toThrow(/postgres:\/\//);
  });
});
