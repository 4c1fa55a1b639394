/** A one-line progress bar on stderr, drawn only on a terminal. */
export class Progress {
  private readonly enabled = process.stderr.isTTY === true && !process.env.CI;
  private lastDraw = 0;

  constructor(
    private readonly total: number,
    private readonly label: string,
  ) {}

  update(done: number, note = ''): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.lastDraw < 80 && done < this.total) return;
    this.lastDraw = now;
    const width = 28;
    const filled = this.total === 0 ? width : Math.round((done / this.total) * width);
    process.stderr.write(`\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total} ${note}\x1b[K`);
  }

  done(): void {
    if (this.enabled) process.stderr.write('\n');
  }
}

/** Runs `work` over items with at most `limit` at once. */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]!, i);
    }),
  );
}
