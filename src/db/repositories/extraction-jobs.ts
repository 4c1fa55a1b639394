import { LeasedQueue } from '../leased-queue.js';
import type { Store } from '../store.js';

export type ExtractionSource = 'upload' | 'pdf_url' | 'csv_url';

export interface ExtractionJob {
  id: number;
  profile_id: number;
  client_id: string;
  source: ExtractionSource;
  url: string | null;
  bytes: Buffer | null;
  attempts: number;
}

/** `extraction_jobs`: queued, then running under a lease, then done or failed (the file dropped). */
export class ExtractionJobsRepository extends LeasedQueue<ExtractionJob> {
  constructor(store: Store, leaseMs: number) {
    super(
      store,
      {
        table: 'extraction_jobs',
        due: "status = 'queued' OR (status = 'running' AND locked_until < @now)",
        order: 'id',
        onClaim: "status = 'running', attempts = attempts + 1, updated_at = @now",
      },
      leaseMs,
    );
  }

  async enqueue(clientId: string, profileId: number, source: ExtractionSource, file: { url?: string; bytes?: Buffer }, now: number): Promise<void> {
    await this.store.run("INSERT INTO extraction_jobs (profile_id, client_id, source, url, bytes, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'queued', ?, ?)", [
      profileId, clientId, source, file.url ?? null, file.bytes ?? null, now, now,
    ]);
  }

  protected async read(id: number): Promise<ExtractionJob> {
    return (await this.store.one<ExtractionJob>('SELECT id, profile_id, client_id, source, url, bytes, attempts FROM extraction_jobs WHERE id = ?', [id]))!;
  }

  /** Queued again after a passing failure, the reason kept. */
  async requeue(id: number, error: string, now: number): Promise<void> {
    await this.store.run("UPDATE extraction_jobs SET status = 'queued', locked_until = NULL, error = ?, updated_at = ? WHERE id = ?", [error, now, id]);
  }

  async finish(id: number, status: 'done' | 'failed', error: string | null, now: number): Promise<void> {
    await this.store.run('UPDATE extraction_jobs SET status = ?, error = ?, bytes = NULL, locked_until = NULL, updated_at = ? WHERE id = ?', [status, error, now, id]);
  }
}
