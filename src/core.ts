import { AuditLog } from './audit/audit-log.js';
import { systemClock, type Clock } from './clock.js';
import type { Db } from './db/open.js';
import { KeysService } from './keys/keys-service.js';
import { TokensService } from './keys/tokens-service.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { Outbox } from './events/outbox.js';
import { ProfilesService } from './profiles/profiles-service.js';

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
  readonly outbox: Outbox;
  readonly profiles: ProfilesService;
}

export function createCore({ db, masterKey, clock = systemClock }: CoreDeps): Core {
  const outbox = new Outbox(db, clock);
  return {
    db,
    clock,
    keys: new KeysService(db, clock, masterKey),
    tokens: new TokensService(db, clock),
    limiter: new RateLimiter(db, clock),
    audit: new AuditLog(db, clock),
    outbox,
    profiles: new ProfilesService(db, clock, outbox),
  };
}
