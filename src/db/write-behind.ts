import type { Store } from './store.js';

const FLUSH_MS = 50;
const FLUSH_ROWS = 500;

/**
 * Rows written in batches: one transaction every 50 ms (or 500 rows) instead of one per
 * request, on the hot path of every call. Flushed on close; a kill -9 loses at most the
 * last 50 ms.
 */
export class WriteBehind<Row extends unknown[]> {
  private rows: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly sql: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  add(row: Row): void {
    this.rows.push(row);
    if (this.rows.length >= FLUSH_ROWS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is waiting; settles once every row added before the call is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.rows;
    this.rows = [];
    if (rows.length > 0) {
      this.flushing = this.flushing.then(() =>
        this.store
          .transaction(async () => {
            for (const row of rows) await this.store.run(this.sql, row);
          })
          .catch(this.onError),
      );
    }
    return this.flushing;
  }
}
