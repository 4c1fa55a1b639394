/**
 * Runs jobs claimed from SQLite, `concurrency` at a time: claims until none is due, polls
 * for jobs that become due later, and tells waiters when nothing is due or running.
 * The claim itself (one UPDATE with a lease) is what keeps two workers off one job.
 */
export class WorkLoop<T> {
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly options: {
      concurrency: number;
      pollMs: number;
      claim: () => T | null;
      /** Whether a job is due now (claimable), for telling waiters the loop is idle. */
      hasDue: () => boolean;
      process: (job: T) => Promise<void>;
      onError?: (error: unknown) => void;
    },
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Stops claiming and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.drained();
  }

  /** Resolves when no job is due or running. */
  drained(): Promise<void> {
    if (this.running === 0 && (this.stopped || !this.options.hasDue())) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  kick(): void {
    while (!this.stopped && this.running < this.options.concurrency) {
      const job = this.options.claim();
      if (!job) break;
      this.running += 1;
      void this.options
        .process(job)
        .catch((error) => this.options.onError?.(error))
        .finally(() => {
          this.running -= 1;
          this.kick();
        });
    }
    if (this.running === 0 && (this.stopped || !this.options.hasDue())) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
    if (!this.stopped && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.kick();
      }, this.options.pollMs);
      this.timer.unref();
    }
  }
}
