import crypto from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { KeysRepository, type StoredKey } from '../db/repositories/keys.js';
import { errors } from '../errors.js';
import { PLAN_LIMITS, type Plan } from '../limits/plans.js';
import { joinScopes, KEY_MANAGEMENT_SCOPE, normaliseScopes, readScopes, type Scope } from './scopes.js';
import { decryptSecret, encryptSecret, hashSecret, randomToken, verifySecret } from './secrets.js';

export interface Client {
  id: string;
  name: string | null;
  plan: Plan;
  sandbox: boolean;
  created_at: number;
}

export interface ApiKey {
  id: string;
  client_id: string;
  name: string | null;
  scopes: Scope[];
  created_at: number;
  revoked_at: number | null;
}

/** What key creation returns: the only time the secret is ever shown. */
export interface CreatedKey {
  client: Client;
  key: ApiKey;
  clientSecret: string;
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
  private readonly keys: KeysRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
  ) {
    this.keys = new KeysRepository(db);
  }

  /** A new client and its first key, which also holds the key-management scope. */
  async createClient(input: { plan: Plan; sandbox: boolean; name?: string | null; scopes: Scope[] }): Promise<CreatedKey> {
    const client: Client = {
      id: `${input.sandbox ? 'sbx' : 'cli'}_${crypto.randomBytes(12).toString('hex')}`,
      name: input.name ?? null,
      plan: input.plan,
      sandbox: input.sandbox,
      created_at: this.clock.now(),
    };
    // Without it, a client could never add a key or widen a scope on its own.
    const key = this.newKey(client.id, input.name ?? null, normaliseScopes([...input.scopes, KEY_MANAGEMENT_SCOPE]));
    await this.db.transaction(async () => {
      await this.keys.insertClient(client);
      await this.keys.insertKey(key.key, key.secretHash, key.secretEncrypted);
    });
    return { client, key: key.key, clientSecret: key.secret };
  }

  /** Adds a key to an existing client, within its plan's number of keys. */
  async addKey(clientId: string, input: { name?: string | null; scopes: Scope[] }): Promise<CreatedKey> {
    const client = await this.requireClient(clientId);
    const key = this.newKey(client.id, input.name ?? null, input.scopes);
    await this.db.transaction(async () => {
      const max = PLAN_LIMITS[client.plan].maxKeys;
      if (max !== null && (await this.keys.activeKeyCount(client.id)) >= max) throw errors.keyLimitReached(client.plan, max);
      await this.keys.insertKey(key.key, key.secretHash, key.secretEncrypted);
    });
    return { client, key: key.key, clientSecret: key.secret };
  }

  getClient(clientId: string): Promise<Client | null> {
    return this.keys.client(clientId);
  }

  /** A key of that client (any client when none is given); revoked keys included. */
  async getKey(keyId: string, clientId?: string): Promise<ApiKey | null> {
    const key = await this.keys.key(keyId);
    return key && (clientId === undefined || key.client_id === clientId) ? publicKey(key) : null;
  }

  async listKeys(clientId?: string): Promise<ApiKey[]> {
    return (await this.keys.keys(clientId)).map(publicKey);
  }

  /** Extends a key's scopes; scopes are never taken away, a narrower key is a new key. */
  async addScopes(keyId: string, scopes: Scope[], clientId?: string): Promise<ApiKey> {
    const key = await this.requireActiveKey(keyId, clientId);
    const merged = readScopes(joinScopes([...key.scopes, ...scopes]));
    await this.keys.setScopes(key.id, merged);
    return { ...key, scopes: merged };
  }

  /** Revokes a key and, with it, every token it issued. */
  async revokeKey(keyId: string, clientId?: string): Promise<ApiKey> {
    const key = await this.getKey(keyId, clientId);
    if (!key) throw errors.notFound('Clé API introuvable.');
    if (key.revoked_at !== null) return key;
    const revokedAt = this.clock.now();
    await this.db.transaction(() => this.keys.revoke(key.id, revokedAt));
    return { ...key, revoked_at: revokedAt };
  }

  /**
   * Checks client credentials; the key and its client when they hold, null otherwise. The same
   * hash is computed whatever is wrong, so an unknown key answers no faster than a wrong secret.
   */
  async authenticate(clientId: string, secret: string): Promise<{ client: Client; key: ApiKey } | null> {
    const match = SECRET_PATTERN.exec(secret);
    const key = match ? await this.keys.key(`key_${match[1]}`) : null;
    const usable = key !== null && key.client_id === clientId && key.revoked_at === null;
    const verified = await verifySecret(secret, usable ? key.secret_hash : dummyHash());
    if (!usable || !verified) return null;
    const client = await this.getClient(clientId);
    return client ? { client, key: publicKey(key) } : null;
  }

  /** The clear secret of a key, for verifying request signatures; never logged or returned. */
  async secretOf(keyId: string): Promise<string | null> {
    const key = await this.keys.key(keyId);
    return key ? decryptSecret(key.secret_encrypted, this.masterKey) : null;
  }

  /** A new key and its secret, hashed (slowly) before any transaction starts. */
  private newKey(clientId: string, name: string | null, scopes: Scope[]): { key: ApiKey; secret: string; secretHash: string; secretEncrypted: string } {
    const hex = crypto.randomBytes(8).toString('hex');
    const secret = `sk_${hex}_${randomToken(32)}`;
    const key: ApiKey = { id: `key_${hex}`, client_id: clientId, name, scopes: readScopes(joinScopes(scopes)), created_at: this.clock.now(), revoked_at: null };
    return { key, secret, secretHash: hashSecret(secret), secretEncrypted: encryptSecret(secret, this.masterKey) };
  }

  private async requireClient(clientId: string): Promise<Client> {
    const client = await this.getClient(clientId);
    if (!client) throw errors.notFound('Client introuvable.');
    return client;
  }

  private async requireActiveKey(keyId: string, clientId?: string): Promise<ApiKey> {
    const key = await this.getKey(keyId, clientId);
    if (!key) throw errors.notFound('Clé API introuvable.');
    if (key.revoked_at !== null) throw errors.conflict('Clé API révoquée.');
    return key;
  }
}

/** A key as callers see it: without its hash or encrypted secret. */
function publicKey({ secret_hash: _hash, secret_encrypted: _secret, ...key }: StoredKey): ApiKey {
  return key;
}
