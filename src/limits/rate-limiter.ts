import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { RateHitsRepository } from '../db/repositories/limits.js';
import { Every } from '../work/every.js';
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
 * A sliding one-hour window per (subject, bucket), counted in the database itself: each
 * request is checked and recorded in one write transaction, so every `svc serve` process
 * on the same store shares the window exactly, and limits hold across a restart.
 */
export class RateLimiter {
  private readonly hits: RateHitsRepository;
  private readonly pruning = new Every(PRUNE_EVERY_MS);

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
  ) {
    this.hits = new RateHitsRepository(db);
  }

  /** Counts one request if the bucket has room; a refused request is not counted. */
  async consume(subject: string, bucket: Bucket, limit: number): Promise<Decision> {
    const now = this.clock.now();
    await this.pruneOccasionally(now);
    return this.db.transaction(async (): Promise<Decision> => {
      const counted = await this.hits.count(subject, bucket, now - WINDOW_MS);
      if (counted.used >= limit) return { allowed: false, ...usage(counted.used, counted.oldest, limit, now) };
      await this.hits.add(subject, bucket, now);
      return { allowed: true, ...usage(counted.used + 1, counted.oldest ?? now, limit, now) };
    });
  }

  async peek(subject: string, bucket: Bucket, limit: number): Promise<BucketUsage> {
    const now = this.clock.now();
    const counted = await this.hits.count(subject, bucket, now - WINDOW_MS);
    return usage(counted.used, counted.oldest, limit, now);
  }

  private async pruneOccasionally(now: number): Promise<void> {
    if (this.pruning.due(now)) await this.hits.deleteUpTo(now - WINDOW_MS);
  }
}

function usage(used: number, oldest: number | null, limit: number, now: number): BucketUsage {
  const resetsInSeconds = oldest === null ? 0 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
  return { used, limit, remaining: Math.max(0, limit - used), resetsInSeconds };
}
