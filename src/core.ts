import { AuditLog } from './audit/audit-log.js';
import { systemClock, type Clock } from './clock.js';
import type { Db } from './db/open.js';
import { KeysService } from './keys/keys-service.js';
import { TokensService } from './keys/tokens-service.js';
import { RateLimiter } from './limits/rate-limiter.js';

export interface CoreDeps {
  db: Db;
  masterKey: Buffer;
  clock?: Clock;
}

/**
 * The domain services, wired once with their dependencies. The HTTP routes and the CLI
 * commands are both thin doors onto this object; neither holds business rules.
 */
export interface Core {
  readonly db: Db;
  readonly clock: Clock;
  readonly keys: KeysService;
  readonly tokens: TokensService;
  readonly limiter: RateLimiter;
  readonly audit: AuditLog;
}

export function createCore({ db, masterKey, clock = systemClock }: CoreDeps): Core {
  return {
    db,
    clock,
    keys: new KeysService(db, clock, masterKey),
    tokens: new TokensService(db, clock),
    limiter: new RateLimiter(db, clock),
    audit: new AuditLog(db, clock),
  };
}
