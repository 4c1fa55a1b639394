import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { WriteBehind } from '../work/write-behind.js';
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
 * A sliding one-hour window per (subject, bucket). Each window is held in memory, loaded
 * from SQLite the first time it is needed; every counted request is also written to
 * SQLite (in batches), so limits hold across a restart. One server per data directory.
 */
export class RateLimiter {
  private readonly windows = new Map<string, number[]>();
  private readonly load;
  private readonly hits: WriteBehind<[string, string, number]>;
  private lastPruneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.load = db.prepare<[string, string, number], { at: number }>('SELECT at FROM rate_hits WHERE subject = ? AND bucket = ? AND at > ? ORDER BY at');
    this.hits = new WriteBehind(db, 'INSERT INTO rate_hits (subject, bucket, at) VALUES (?, ?, ?)');
  }

  /** Counts one request if the bucket has room; a refused request is not counted. */
  consume(subject: string, bucket: Bucket, limit: number): Decision {
    const now = this.clock.now();
    this.pruneOccasionally(now);
    const window = this.window(subject, bucket, now);
    if (window.length >= limit) return { allowed: false, ...usage(window, limit, now) };
    window.push(now);
    this.hits.add([subject, bucket, now]);
    return { allowed: true, ...usage(window, limit, now) };
  }

  peek(subject: string, bucket: Bucket, limit: number): BucketUsage {
    const now = this.clock.now();
    return usage(this.window(subject, bucket, now), limit, now);
  }

  /** Writes the counted requests still in memory. */
  flush(): void {
    this.hits.flush();
  }

  private window(subject: string, bucket: Bucket, now: number): number[] {
    const key = `${bucket}\u0000${subject}`;
    let window = this.windows.get(key);
    if (!window) {
      this.hits.flush();
      window = this.load.all(subject, bucket, now - WINDOW_MS).map((row) => row.at);
      this.windows.set(key, window);
    }
    let expired = 0;
    while (expired < window.length && window[expired]! <= now - WINDOW_MS) expired += 1;
    if (expired > 0) window.splice(0, expired);
    return window;
  }

  private pruneOccasionally(now: number): void {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS && now >= this.lastPruneAt) return;
    this.lastPruneAt = now;
    this.hits.flush();
    this.db.prepare('DELETE FROM rate_hits WHERE at <= ?').run(now - WINDOW_MS);
    for (const [key, window] of this.windows) if (window.length === 0 || window[window.length - 1]! <= now - WINDOW_MS) this.windows.delete(key);
  }
}

function usage(window: number[], limit: number, now: number): BucketUsage {
  const used = window.length;
  const oldest = window[0];
  const resetsInSeconds = oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
  return { used, limit, remaining: Math.max(0, limit - used), resetsInSeconds };
}
