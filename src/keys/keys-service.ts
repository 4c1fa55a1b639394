import crypto from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
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
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
  ) {
    this.keys = new KeysRepository(db);
  }

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
      this.keys.insertClient(client);
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
      if (max !== null && this.keys.activeKeyCount(client.id) >= max) throw errors.keyLimitReached(client.plan, max);
      return { client, key: this.insertKey(client.id, input.name ?? null, input.scopes, secret), clientSecret: secret.value };
    }).immediate();
  }

  getClient(clientId: string): Client | null {
    return this.keys.client(clientId);
  }

  /** A key of that client (any client when none is given); revoked keys included. */
  getKey(keyId: string, clientId?: string): ApiKey | null {
    const key = this.keys.key(keyId);
    return key && (clientId === undefined || key.clientId === clientId) ? publicKey(key) : null;
  }

  listKeys(clientId?: string): ApiKey[] {
    return this.keys.keys(clientId).map(publicKey);
  }

  /** Extends a key's scopes; scopes are never taken away, a narrower key is a new key. */
  addScopes(keyId: string, scopes: Scope[], clientId?: string): ApiKey {
    const key = this.requireActiveKey(keyId, clientId);
    const merged = readScopes(joinScopes([...key.scopes, ...scopes]));
    this.keys.setScopes(key.id, merged);
    return { ...key, scopes: merged };
  }

  /** Revokes a key and, with it, every token it issued. */
  revokeKey(keyId: string, clientId?: string): ApiKey {
    const key = this.getKey(keyId, clientId);
    if (!key) throw errors.notFound('Clé API introuvable.');
    if (key.revokedAt !== null) return key;
    const revokedAt = this.clock.now();
    this.db.transaction(() => this.keys.revoke(key.id, revokedAt))();
    return { ...key, revokedAt };
  }

  /**
   * Checks client credentials; the key and its client when they hold, null otherwise. The same
   * hash is computed whatever is wrong, so an unknown key answers no faster than a wrong secret.
   */
  async authenticate(clientId: string, secret: string): Promise<{ client: Client; key: ApiKey } | null> {
    const match = SECRET_PATTERN.exec(secret);
    const key = match ? this.keys.key(`key_${match[1]}`) : null;
    const usable = key !== null && key.clientId === clientId && key.revokedAt === null;
    const verified = await verifySecret(secret, usable ? key.secretHash : dummyHash());
    if (!usable || !verified) return null;
    const client = this.getClient(clientId);
    return client ? { client, key: publicKey(key) } : null;
  }

  /** The clear secret of a key, for verifying request signatures; never logged or returned. */
  secretOf(keyId: string): string | null {
    const key = this.keys.key(keyId);
    return key ? decryptSecret(key.secretEncrypted, this.masterKey) : null;
  }

  private newSecret(): { keyId: string; value: string } {
    const hex = crypto.randomBytes(8).toString('hex');
    return { keyId: `key_${hex}`, value: `sk_${hex}_${randomToken(32)}` };
  }

  private insertKey(clientId: string, name: string | null, scopes: Scope[], secret: { keyId: string; value: string }): ApiKey {
    const key: ApiKey = { id: secret.keyId, clientId, name, scopes: readScopes(joinScopes(scopes)), createdAt: this.clock.now(), revokedAt: null };
    this.keys.insertKey(key, hashSecret(secret.value), encryptSecret(secret.value, this.masterKey));
    return key;
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

/** A key as callers see it: without its hash or encrypted secret. */
function publicKey({ secretHash: _hash, secretEncrypted: _secret, ...key }: StoredKey): ApiKey {
  return key;
}
