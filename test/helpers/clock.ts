import type { Clock } from '../../src/clock.js';

/**
 * A clock the test moves by hand. A live one also follows real time, for work that is
 * scheduled a few milliseconds ahead (webhook retries); moving it still jumps ahead.
 */
export class TestClock implements Clock {
  private offset = 0;

  constructor(
    public ms = Date.parse('2026-06-01T08:00:00Z'),
    private readonly live = false,
  ) {
    if (live) this.offset = ms - Date.now();
  }

  now(): number {
    return this.live ? Date.now() + this.offset : this.ms;
  }

  advanceSeconds(seconds: number): void {
    this.ms += seconds * 1000;
    this.offset += seconds * 1000;
  }
}

/** Resolves once `condition` holds, checking every 20 ms, or fails after `timeoutMs`. */
export async function eventually<T>(condition: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
