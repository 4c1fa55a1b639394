import crypto from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { errors } from '../errors.js';
import { PLAN_LIMITS, type Plan } from '../limits/plans.js';
import { joinScopes, KEY_MANAGEMENT_SCOPE, normaliseScopes, readScopes, type Scope } from './scopes.js';
import { decryptSecret, encryptSecret, hashSecret, randomToken, verifySecret } from './secrets.js';

export interface Client {
  id: string;
  name: string | null;
  plan: Plan;
  sandbox: boolean;
  createdAt: number;
}

export interface ApiKey {
  id: string;
  clientId: string;
  name: string | null;
  scopes: Scope[];
  createdAt: number;
  revokedAt: number | null;
}

/** What key creation returns: the only time the secret is ever shown. */
export interface CreatedKey {
  client: Client;
  key: ApiKey;
  clientSecret: string;
}

interface KeyRow {
  id: string;
  client_id: string;
  name: string | null;
  scopes: string;
  secret_hash: string;
  secret_encrypted: string;
  created_at: number;
  revoked_at: number | null;
}

interface ClientRow {
  id: string;
  name: string | null;
  plan: Plan;
  sandbox: number;
  created_at: number;
}

/*
 * A secret names its key (`sk_<key hex>_<random>`) so a login checks one scrypt hash,
 * not every key of the client.
 */
const SECRET_PATTERN = /^sk_([0-9a-f]{16})_[A-Za-z0-9_-]{43}$/;

let dummy: string | null = null;
/** A hash no secret matches, checked when a login names no usable key. */
function dummyHash(): string {
  dummy ??= hashSecret(randomToken());
  return dummy;
}

export class KeysService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
  ) {}

  /** A new client and its first key, which also holds the key-management scope. */
  createClient(input: { plan: Plan; sandbox: boolean; name?: string | null; scopes: Scope[] }): CreatedKey {
    const client: Client = {
      id: `${input.sandbox ? 'sbx' : 'cli'}_${crypto.randomBytes(12).toString('hex')}`,
      name: input.name ?? null,
      plan: input.plan,
      sandbox: input.sandbox,
      createdAt: this.clock.now(),
    };
    const secret = this.newSecret();
    return this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO clients (id, name, plan, sandbox, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(client.id, client.name, client.plan, client.sandbox ? 1 : 0, client.createdAt);
      // Without it, a client could never add a key or widen a scope on its own.
      const scopes = normaliseScopes([...input.scopes, KEY_MANAGEMENT_SCOPE]);
      return { client, key: this.insertKey(client.id, input.name ?? null, scopes, secret), clientSecret: secret.value };
    })();
  }

  /** Adds a key to an existing client, within its plan's number of keys. */
  addKey(clientId: string, input: { name?: string | null; scopes: Scope[] }): CreatedKey {
    const client = this.requireClient(clientId);
    const secret = this.newSecret();
    return this.db.transaction(() => {
      const max = PLAN_LIMITS[client.plan].maxKeys;
      if (max !== null && this.activeKeyCount(client.id) >= max) throw errors.keyLimitReached(client.plan, max);
      return { client, key: this.insertKey(client.id, input.name ?? null, input.scopes, secret), clientSecret: secret.value };
    }).immediate();
  }

  getClient(clientId: string): Client | null {
    const row = this.db.prepare<[string], ClientRow>('SELECT * FROM clients WHERE id = ?').get(clientId);
    return row ? toClient(row) : null;
  }

  /** A key of that client (any client when none is given); revoked keys included. */
  getKey(keyId: string, clientId?: string): ApiKey | null {
    const row = this.db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?').get(keyId);
    if (!row || (clientId !== undefined && row.client_id !== clientId)) return null;
    return toKey(row);
  }

  listKeys(clientId?: string): ApiKey[] {
    const rows =
      clientId === undefined
        ? this.db.prepare<[], KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id').all()
        : this.db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE client_id = ? ORDER BY created_at, id').all(clientId);
    return rows.map(toKey);
  }

  /** Extends a key's scopes; scopes are never taken away, a narrower key is a new key. */
  addScopes(keyId: string, scopes: Scope[], clientId?: string): ApiKey {
    const key = this.requireActiveKey(keyId, clientId);
    const merged = readScopes(joinScopes([...key.scopes, ...scopes]));
    this.db.prepare('UPDATE api_keys SET scopes = ? WHERE id = ?').run(merged.join(' '), key.id);
    return { ...key, scopes: merged };
  }

  /** Revokes a key and, with it, every token it issued. */
  revokeKey(keyId: string, clientId?: string): ApiKey {
    const key = this.getKey(keyId, clientId);
    if (!key) throw errors.notFound('Clé API introuvable.');
    if (key.revokedAt !== null) return key;
    const revokedAt = this.clock.now();
    this.db.transaction(() => {
      this.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(revokedAt, key.id);
      this.db.prepare('DELETE FROM tokens WHERE key_id = ?').run(key.id);
    })();
    return { ...key, revokedAt };
  }

  /**
   * Checks client credentials; the key and its client when they hold, null otherwise. The same
   * hash is computed whatever is wrong, so an unknown key answers no faster than a wrong secret.
   */
  async authenticate(clientId: string, secret: string): Promise<{ client: Client; key: ApiKey } | null> {
    const match = SECRET_PATTERN.exec(secret);
    const row = match ? this.db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?').get(`key_${match[1]}`) : undefined;
    const usable = row !== undefined && row.client_id === clientId && row.revoked_at === null;
    const verified = await verifySecret(secret, usable ? row.secret_hash : dummyHash());
    if (!usable || !verified) return null;
    const client = this.getClient(clientId);
    return client ? { client, key: toKey(row) } : null;
  }

  /** The clear secret of a key, for verifying request signatures; never logged or returned. */
  secretOf(keyId: string): string | null {
    const row = this.db.prepare<[string], { secret_encrypted: string }>('SELECT secret_encrypted FROM api_keys WHERE id = ?').get(keyId);
    return row ? decryptSecret(row.secret_encrypted, this.masterKey) : null;
  }

  private newSecret(): { keyId: string; value: string } {
    const hex = crypto.randomBytes(8).toString('hex');
    return { keyId: `key_${hex}`, value: `sk_${hex}_${randomToken(32)}` };
  }

  private insertKey(clientId: string, name: string | null, scopes: Scope[], secret: { keyId: string; value: string }): ApiKey {
    const key: ApiKey = { id: secret.keyId, clientId, name, scopes: readScopes(joinScopes(scopes)), createdAt: this.clock.now(), revokedAt: null };
    this.db
      .prepare('INSERT INTO api_keys (id, client_id, name, scopes, secret_hash, secret_encrypted, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(key.id, clientId, name, key.scopes.join(' '), hashSecret(secret.value), encryptSecret(secret.value, this.masterKey), key.createdAt);
    return key;
  }

  private activeKeyCount(clientId: string): number {
    return this.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM api_keys WHERE client_id = ? AND revoked_at IS NULL').get(clientId)!.n;
  }

  private requireClient(clientId: string): Client {
    const client = this.getClient(clientId);
    if (!client) throw errors.notFound('Client introuvable.');
    return client;
  }

  private requireActiveKey(keyId: string, clientId?: string): ApiKey {
    const key = this.getKey(keyId, clientId);
    if (!key) throw errors.notFound('Clé API introuvable.');
    if (key.revokedAt !== null) throw errors.conflict('Clé API révoquée.');
    return key;
  }
}

function toClient(row: ClientRow): Client {
  return { id: row.id, name: row.name, plan: row.plan, sandbox: row.sandbox === 1, createdAt: row.created_at };
}

function toKey(row: KeyRow): ApiKey {
  return { id: row.id, clientId: row.client_id, name: row.name, scopes: readScopes(row.scopes), createdAt: row.created_at, revokedAt: row.revoked_at };
}
