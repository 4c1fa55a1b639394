/**
 * Housekeeping on a hot path (pruning expired rows): due at most once per `ms`, and at
 * once if the clock went back, so a clock set back does not stop it for as long.
 */
export class Every {
  private last = 0;

  constructor(private readonly ms: number) {}

  due(now: number): boolean {
    if (now - this.last < this.ms && now >= this.last) return false;
    this.last = now;
    return true;
  }
}
