import { AsyncResource } from 'node:async_hooks';

/** Whose job it is: a client, an endpoint. */
export type Owner = string | number;

/**
 * Runs jobs claimed from the store, `concurrency` at a time: claims until none is due,
 * polls for jobs that become due later, and tells waiters when nothing is due or running.
 * The claim itself (one UPDATE with a lease) is what keeps two workers off one job. While
 * one owner holds half the jobs in hand or more, the claim is asked for another's first:
 * one owner's backlog, or its endpoint that answers slowly, leaves room for the others.
 */
export class WorkLoop<T> {
  private running = 0;
  private readonly inHand = new Map<Owner, number>();
  private stopped = true;
  private filling = false;
  private fillAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private waiters: (() => void)[] = [];
  /**
   * The loop's own async context: a kick from inside a transaction (a job queued with the
   * change that makes it) must not run its claims inside that transaction.
   */
  private readonly context = new AsyncResource('WorkLoop');

  constructor(
    private readonly options: {
      concurrency: number;
      pollMs: number;
      /** The next due job, not `crowding`'s if another's is due. */
      claim: (crowding?: Owner) => Promise<T | null>;
      ownerOf?: (job: T) => Owner;
      /** Whether a job is due now (claimable), for telling waiters the loop is idle. */
      hasDue: () => Promise<boolean>;
      process: (job: T) => Promise<void>;
      /** Called every `everyMs` while a job runs: keeps its lease, which can then be short. */
      renew?: { everyMs: number; lease: (job: T) => Promise<void> };
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
  async drained(): Promise<void> {
    if (!this.filling && (await this.idle())) return;
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Claims what is due now; a kick while claiming makes the claiming go round once more. */
  kick(): void {
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = true;
    this.context.runInAsyncScope(() => {
      void this.fill().finally(() => {
        this.filling = false;
        if (this.fillAgain && !this.stopped) return this.kick();
        void this.wakeWaiters();
        if (!this.stopped && !this.timer) {
          this.timer = setTimeout(() => {
            this.timer = null;
            this.kick();
          }, this.options.pollMs);
          this.timer.unref();
        }
      });
    });
  }

  private async fill(): Promise<void> {
    do {
      this.fillAgain = false;
      while (!this.stopped && this.running < this.options.concurrency) {
        const job = await this.options.claim(this.crowding()).catch((error: unknown) => {
          this.options.onError?.(error);
          return null;
        });
        if (!job) break;
        this.running += 1;
        const owner = this.options.ownerOf?.(job);
        if (owner !== undefined) this.inHand.set(owner, (this.inHand.get(owner) ?? 0) + 1);
        const { renew } = this.options;
        const renewing = renew ? setInterval(() => void renew.lease(job).catch(() => {}), renew.everyMs) : null;
        void this.options
          .process(job)
          .catch((error) => this.options.onError?.(error))
          .finally(() => {
            if (renewing) clearInterval(renewing);
            this.running -= 1;
            if (owner !== undefined) this.release(owner);
            this.kick();
          });
      }
    } while (this.fillAgain && !this.stopped);
  }

  private crowding(): Owner | undefined {
    for (const [owner, count] of this.inHand) if (count >= this.options.concurrency / 2) return owner;
    return undefined;
  }

  private release(owner: Owner): void {
    const count = this.inHand.get(owner)! - 1;
    if (count > 0) this.inHand.set(owner, count);
    else this.inHand.delete(owner);
  }

  private async wakeWaiters(): Promise<void> {
    if (this.waiters.length === 0 || !(await this.idle()) || this.filling) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private async idle(): Promise<boolean> {
    if (this.running > 0) return false;
    if (this.stopped) return true;
    return !(await this.options.hasDue().catch(() => false));
  }
}
