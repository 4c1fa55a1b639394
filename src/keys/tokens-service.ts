import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { errors } from '../errors.js';
import type { Plan } from '../limits/plans.js';
import { readScopes, type Scope } from './scopes.js';
import { randomToken, sha256 } from './secrets.js';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** Who is calling, as established from a valid access token. */
export interface Caller {
  clientId: string;
  keyId: string;
  plan: Plan;
  sandbox: boolean;
  scopes: Scope[];
}

/** The OAuth 2.0 token response (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token: string;
}

interface CallerRow {
  client_id: string;
  key_id: string;
  plan: Plan;
  sandbox: number;
  scopes: string;
}

/** Opaque bearer tokens, stored only as SHA-256 digests. */
export class TokensService {
  private readonly findAccess;
  private lastPruneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.findAccess = db.prepare<[string, number], CallerRow>(`
      SELECT k.client_id, k.id AS key_id, c.plan, c.sandbox, t.scopes
      FROM tokens t JOIN api_keys k ON k.id = t.key_id JOIN clients c ON c.id = k.client_id
      WHERE t.hash = ? AND t.kind = 'access' AND t.expires_at > ? AND k.revoked_at IS NULL`);
  }

  issue(keyId: string, scopes: Scope[]): TokenResponse {
    const now = this.clock.now();
    this.pruneExpired(now);
    const access = `svc_at_${randomToken(32)}`;
    const refresh = `svc_rt_${randomToken(32)}`;
    const scopeString = scopes.join(' ');
    const insert = this.db.prepare('INSERT INTO tokens (hash, kind, key_id, scopes, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      insert.run(sha256(access), 'access', keyId, scopeString, now + ACCESS_TOKEN_TTL_SECONDS * 1000);
      insert.run(sha256(refresh), 'refresh', keyId, scopeString, now + REFRESH_TOKEN_TTL_SECONDS * 1000);
    })();
    return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: scopeString, refresh_token: refresh };
  }

  /** The caller a refresh token belongs to, without using it up (for rate limiting). */
  callerOfRefreshToken(refreshToken: string): Caller | null {
    const row = this.db
      .prepare<[string, number], CallerRow>(`
        SELECT k.client_id, k.id AS key_id, c.plan, c.sandbox, t.scopes
        FROM tokens t JOIN api_keys k ON k.id = t.key_id JOIN clients c ON c.id = k.client_id
        WHERE t.hash = ? AND t.kind = 'refresh' AND t.used_at IS NULL AND t.expires_at > ? AND k.revoked_at IS NULL`)
      .get(sha256(refreshToken), this.clock.now());
    return row ? toCaller(row) : null;
  }

  /** Trades a refresh token for a new pair; a refresh token works once (rotation). */
  refresh(refreshToken: string): TokenResponse {
    const now = this.clock.now();
    const hash = sha256(refreshToken);
    const row = this.db.transaction(() => {
      const found = this.db
        .prepare<[string, number], { key_id: string; scopes: string }>(`
          SELECT t.key_id, t.scopes FROM tokens t JOIN api_keys k ON k.id = t.key_id
          WHERE t.hash = ? AND t.kind = 'refresh' AND t.used_at IS NULL AND t.expires_at > ? AND k.revoked_at IS NULL`)
        .get(hash, now);
      if (found) this.db.prepare('UPDATE tokens SET used_at = ? WHERE hash = ?').run(now, hash);
      return found;
    }).immediate();
    if (!row) throw errors.invalidRefreshToken();
    return this.issue(row.key_id, readScopes(row.scopes));
  }

  /** The caller behind an access token, or null when it is unknown, expired or revoked. */
  authenticate(accessToken: string): Caller | null {
    const row = this.findAccess.get(sha256(accessToken), this.clock.now());
    return row ? toCaller(row) : null;
  }

  private pruneExpired(now: number): void {
    if (now - this.lastPruneAt < 60_000 && now >= this.lastPruneAt) return;
    this.lastPruneAt = now;
    this.db.prepare('DELETE FROM tokens WHERE expires_at <= ?').run(now);
  }
}

function toCaller(row: CallerRow): Caller {
  return { clientId: row.client_id, keyId: row.key_id, plan: row.plan, sandbox: row.sandbox === 1, scopes: readScopes(row.scopes) };
}
