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
  insert(hash: string, kind: 'access' | 'refresh', keyId: string, scopes: string, expiresAt: number): void {
    this.statement('INSERT INTO tokens (hash, kind, key_id, scopes, expires_at) VALUES (?, ?, ?, ?, ?)').run(hash, kind, keyId, scopes, expiresAt);
  }

  /** Who an access token, still valid and of a key not revoked, stands for. */
  accessCallerOf(hash: string, now: number): Caller | null {
    const row = this.statement<[string, number], CallerRow>(`${CALLER} AND t.kind = 'access'`).get(hash, now);
    return row ? toCaller(row) : null;
  }

  /** Who an unused refresh token stands for. */
  refreshCallerOf(hash: string, now: number): Caller | null {
    const row = this.statement<[string, number], CallerRow>(`${CALLER} AND t.kind = 'refresh' AND t.used_at IS NULL`).get(hash, now);
    return row ? toCaller(row) : null;
  }

  useRefresh(hash: string, now: number): void {
    this.statement('UPDATE tokens SET used_at = ? WHERE hash = ?').run(now, hash);
  }

  deleteExpired(now: number): void {
    this.statement('DELETE FROM tokens WHERE expires_at <= ?').run(now);
  }
}

function toCaller(row: CallerRow): Caller {
  return { clientId: row.client_id, keyId: row.key_id, plan: row.plan, sandbox: row.sandbox === 1, scopes: readScopes(row.scopes) };
}
