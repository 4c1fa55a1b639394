import type { Caller } from '../../keys/tokens-service.js';
import { readScopes } from '../../keys/scopes.js';
import type { Plan } from '../../limits/plans.js';
import { Repository } from '../repository.js';

interface CallerRow {
  client_id: string;
  key_id: string;
  plan: Plan;
  sandbox: number;
  scopes: string;
}

const CALLER = `SELECT k.client_id, k.id AS key_id, c.plan, c.sandbox, t.scopes
  FROM tokens t JOIN api_keys k ON k.id = t.key_id JOIN clients c ON c.id = k.client_id
  WHERE t.hash = ? AND t.expires_at > ? AND k.revoked_at IS NULL`;

/** `tokens`, by SHA-256 digest: a token in clear is never stored. */
export class TokensRepository extends Repository {
  async insert(hash: string, kind: 'access' | 'refresh', keyId: string, scopes: string, expiresAt: number): Promise<void> {
    await this.store.run('INSERT INTO tokens (hash, kind, key_id, scopes, expires_at) VALUES (?, ?, ?, ?, ?)', [hash, kind, keyId, scopes, expiresAt]);
  }

  /** Who an access token, still valid and of a key not revoked, stands for. */
  async accessCallerOf(hash: string, now: number): Promise<Caller | null> {
    const row = await this.store.one<CallerRow>(`${CALLER} AND t.kind = 'access'`, [hash, now]);
    return row ? toCaller(row) : null;
  }

  /** Who an unused refresh token stands for. */
  async refreshCallerOf(hash: string, now: number): Promise<Caller | null> {
    const row = await this.store.one<CallerRow>(`${CALLER} AND t.kind = 'refresh' AND t.used_at IS NULL`, [hash, now]);
    return row ? toCaller(row) : null;
  }

  async useRefresh(hash: string, now: number): Promise<void> {
    await this.store.run('UPDATE tokens SET used_at = ? WHERE hash = ?', [now, hash]);
  }

  async deleteExpired(now: number): Promise<void> {
    await this.store.run('DELETE FROM tokens WHERE expires_at <= ?', [now]);
  }
}

function toCaller(row: CallerRow): Caller {
  return { clientId: row.client_id, keyId: row.key_id, plan: row.plan, sandbox: row.sandbox === 1, scopes: readScopes(row.scopes) };
}
