import type { ApiKey, Client } from '../../keys/keys-service.js';
import { readScopes } from '../../keys/scopes.js';
import type { Plan } from '../../limits/plans.js';
import { Repository } from '../repository.js';

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

/** A key with what only the service may see: the scrypt hash and the encrypted secret. */
export interface StoredKey extends ApiKey {
  secretHash: string;
  secretEncrypted: string;
}

/** `clients` and `api_keys`. */
export class KeysRepository extends Repository {
  insertClient(client: Client): void {
    this.statement('INSERT INTO clients (id, name, plan, sandbox, created_at) VALUES (?, ?, ?, ?, ?)').run(client.id, client.name, client.plan, client.sandbox ? 1 : 0, client.createdAt);
  }

  client(clientId: string): Client | null {
    const row = this.statement<[string], ClientRow>('SELECT * FROM clients WHERE id = ?').get(clientId);
    return row ? { id: row.id, name: row.name, plan: row.plan, sandbox: row.sandbox === 1, createdAt: row.created_at } : null;
  }

  insertKey(key: ApiKey, secretHash: string, secretEncrypted: string): void {
    this.statement('INSERT INTO api_keys (id, client_id, name, scopes, secret_hash, secret_encrypted, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(key.id, key.clientId, key.name, key.scopes.join(' '), secretHash, secretEncrypted, key.createdAt);
  }

  /** Revoked keys included. */
  key(keyId: string): StoredKey | null {
    const row = this.statement<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?').get(keyId);
    return row ? toKey(row) : null;
  }

  /** Every key, or a client's, oldest first. */
  keys(clientId?: string): StoredKey[] {
    const rows =
      clientId === undefined
        ? this.statement<[], KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id').all()
        : this.statement<[string], KeyRow>('SELECT * FROM api_keys WHERE client_id = ? ORDER BY created_at, id').all(clientId);
    return rows.map(toKey);
  }

  activeKeyCount(clientId: string): number {
    return this.statement<[string], { n: number }>('SELECT COUNT(*) AS n FROM api_keys WHERE client_id = ? AND revoked_at IS NULL').get(clientId)!.n;
  }

  setScopes(keyId: string, scopes: readonly string[]): void {
    this.statement('UPDATE api_keys SET scopes = ? WHERE id = ?').run(scopes.join(' '), keyId);
  }

  /** Revokes the key and deletes every token it issued. */
  revoke(keyId: string, at: number): void {
    this.statement('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(at, keyId);
    this.statement('DELETE FROM tokens WHERE key_id = ?').run(keyId);
  }
}

function toKey(row: KeyRow): StoredKey {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    scopes: readScopes(row.scopes),
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    secretHash: row.secret_hash,
    secretEncrypted: row.secret_encrypted,
  };
}
