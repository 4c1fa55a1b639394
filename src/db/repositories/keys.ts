import type { ApiKey, Client } from '../../keys/keys-service.js';
import { readScopes } from '../../keys/scopes.js';
import type { Plan } from '../../limits/plans.js';
import { Repository } from '../repository.js';


interface ClientRow {
  id: string;
  name: string | null;
  plan: Plan;
  sandbox: number;
  created_at: number;
}

/** A key with what only the service may see: the scrypt hash and the encrypted secret. */
export interface StoredKey extends ApiKey {
  secret_hash: string;
  secret_encrypted: string;
}

/** A row of `api_keys`: the stored key, its scopes as one space-separated string. */
type KeyRow = Omit<StoredKey, 'scopes'> & { scopes: string };

/** `clients` and `api_keys`. */
export class KeysRepository extends Repository {
  async insertClient(client: Client): Promise<void> {
    await this.store.run('INSERT INTO clients (id, name, plan, sandbox, created_at) VALUES (?, ?, ?, ?, ?)', [client.id, client.name, client.plan, client.sandbox ? 1 : 0, client.created_at]);
  }

  async client(clientId: string): Promise<Client | null> {
    const row = await this.store.one<ClientRow>('SELECT * FROM clients WHERE id = ?', [clientId]);
    return row ? { id: row.id, name: row.name, plan: row.plan, sandbox: row.sandbox === 1, created_at: row.created_at } : null;
  }

  async insertKey(key: ApiKey, secretHash: string, secretEncrypted: string): Promise<void> {
    await this.store.run('INSERT INTO api_keys (id, client_id, name, scopes, secret_hash, secret_encrypted, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      key.id, key.client_id, key.name, key.scopes.join(' '), secretHash, secretEncrypted, key.created_at,
    ]);
  }

  /** Revoked keys included. */
  async key(keyId: string): Promise<StoredKey | null> {
    const row = await this.store.one<KeyRow>('SELECT * FROM api_keys WHERE id = ?', [keyId]);
    return row ? toKey(row) : null;
  }

  /** Every key, or a client's, oldest first. */
  async keys(clientId?: string): Promise<StoredKey[]> {
    const rows =
      clientId === undefined
        ? await this.store.all<KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id')
        : await this.store.all<KeyRow>('SELECT * FROM api_keys WHERE client_id = ? ORDER BY created_at, id', [clientId]);
    return rows.map(toKey);
  }

  async activeKeyCount(clientId: string): Promise<number> {
    return (await this.store.one<{ n: number }>('SELECT COUNT(*) AS n FROM api_keys WHERE client_id = ? AND revoked_at IS NULL', [clientId]))!.n;
  }

  async setScopes(keyId: string, scopes: readonly string[]): Promise<void> {
    await this.store.run('UPDATE api_keys SET scopes = ? WHERE id = ?', [scopes.join(' '), keyId]);
  }

  /** Revokes the key and deletes every token it issued. */
  async revoke(keyId: string, at: number): Promise<void> {
    await this.store.run('UPDATE api_keys SET revoked_at = ? WHERE id = ?', [at, keyId]);
    await this.store.run('DELETE FROM tokens WHERE key_id = ?', [keyId]);
  }
}

function toKey(row: KeyRow): StoredKey {
  return { ...row, scopes: readScopes(row.scopes) };
}
