import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { TokensRepository } from '../db/repositories/tokens.js';
import { errors } from '../errors.js';
import type { Plan } from '../limits/plans.js';
import type { Scope } from './scopes.js';
import { Every } from '../work/every.js';
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

/** Opaque bearer tokens, stored only as SHA-256 digests. */
export class TokensService {
  private readonly tokens: TokensRepository;
  private readonly pruning = new Every(60_000);

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
  ) {
    this.tokens = new TokensRepository(db);
  }

  async issue(keyId: string, scopes: Scope[]): Promise<TokenResponse> {
    const now = this.clock.now();
    await this.pruneExpired(now);
    const access = `svc_at_${randomToken(32)}`;
    const refresh = `svc_rt_${randomToken(32)}`;
    const scopeString = scopes.join(' ');
    await this.db.transaction(async () => {
      await this.tokens.insert(sha256(access), 'access', keyId, scopeString, now + ACCESS_TOKEN_TTL_SECONDS * 1000);
      await this.tokens.insert(sha256(refresh), 'refresh', keyId, scopeString, now + REFRESH_TOKEN_TTL_SECONDS * 1000);
    });
    return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: scopeString, refresh_token: refresh };
  }

  /** The caller a refresh token belongs to, without using it up (for rate limiting). */
  callerOfRefreshToken(refreshToken: string): Promise<Caller | null> {
    return this.tokens.refreshCallerOf(sha256(refreshToken), this.clock.now());
  }

  /** Trades a refresh token for a new pair; a refresh token works once (rotation). */
  async refresh(refreshToken: string): Promise<TokenResponse> {
    const now = this.clock.now();
    const hash = sha256(refreshToken);
    const caller = await this.db.transaction(async () => {
      const found = await this.tokens.refreshCallerOf(hash, now);
      if (found) await this.tokens.useRefresh(hash, now);
      return found;
    });
    if (!caller) throw errors.invalidRefreshToken();
    return this.issue(caller.keyId, caller.scopes);
  }

  /** The caller behind an access token, or null when it is unknown, expired or revoked. */
  authenticate(accessToken: string): Promise<Caller | null> {
    return this.tokens.accessCallerOf(sha256(accessToken), this.clock.now());
  }

  private async pruneExpired(now: number): Promise<void> {
    if (this.pruning.due(now)) await this.tokens.deleteExpired(now);
  }
}
