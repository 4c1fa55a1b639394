import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import type { Bucket } from './plans.js';

export const WINDOW_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;

export interface BucketUsage {
  used: number;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window and frees a slot; 0 when none. */
  resetsInSeconds: number;
}

export interface Decision extends BucketUsage {
  allowed: boolean;
}

/**
 * A sliding one-hour window per (subject, bucket), kept as a log of hits in SQLite so that
 * limits hold across a restart and between processes sharing the data directory.
 */
export class RateLimiter {
  private readonly countHits;
  private readonly insertHit;
  private readonly pruneHits;
  private lastPruneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.countHits = db.prepare<[string, string, number], { used: number; oldest: number | null }>(
      'SELECT COUNT(*) AS used, MIN(at) AS oldest FROM rate_hits WHERE subject = ? AND bucket = ? AND at > ?',
    );
    this.insertHit = db.prepare('INSERT INTO rate_hits (subject, bucket, at) VALUES (?, ?, ?)');
    this.pruneHits = db.prepare('DELETE FROM rate_hits WHERE at <= ?');
  }

  /** Counts one request if the bucket has room; a refused request is not counted. */
  consume(subject: string, bucket: Bucket, limit: number): Decision {
    const now = this.clock.now();
    this.pruneOccasionally(now);
    return this.db.transaction((): Decision => {
      const { used, oldest } = this.countHits.get(subject, bucket, now - WINDOW_MS)!;
      if (used >= limit) {
        return { allowed: false, ...usage(used, limit, oldest, now) };
      }
      this.insertHit.run(subject, bucket, now);
      return { allowed: true, ...usage(used + 1, limit, oldest ?? now, now) };
    }).immediate();
  }

  peek(subject: string, bucket: Bucket, limit: number): BucketUsage {
    const now = this.clock.now();
    const { used, oldest } = this.countHits.get(subject, bucket, now - WINDOW_MS)!;
    return usage(used, limit, oldest, now);
  }

  private pruneOccasionally(now: number): void {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS && now >= this.lastPruneAt) return;
    this.lastPruneAt = now;
    this.pruneHits.run(now - WINDOW_MS);
  }
}

function usage(used: number, limit: number, oldest: number | null, now: number): BucketUsage {
  const resetsInSeconds = oldest === null || used === 0 ? 0 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
  return { used, limit, remaining: Math.max(0, limit - used), resetsInSeconds };
}
