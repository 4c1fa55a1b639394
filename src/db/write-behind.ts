import type { Db } from './open.js';

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
  private readonly insert;

  constructor(
    private readonly db: Db,
    sql: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.insert = db.prepare(sql);
  }

  add(row: Row): void {
    this.rows.push(row);
    if (this.rows.length >= FLUSH_ROWS) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.rows.length === 0 || !this.db.open) return;
    const rows = this.rows;
    this.rows = [];
    try {
      this.db.transaction(() => {
        for (const row of rows) this.insert.run(...row);
      })();
    } catch (error) {
      this.onError(error);
    }
  }
}
