import type { Clock } from '../../src/clock.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(public ms = Date.parse('2026-06-01T08:00:00Z')) {}
  now(): number {
    return this.ms;
  }
  advanceSeconds(seconds: number): void {
    this.ms += seconds * 1000;
  }
}
