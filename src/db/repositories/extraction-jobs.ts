import { LeasedQueue } from '../leased-queue.js';
import type { Db } from '../open.js';

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
  constructor(db: Db, leaseMs: number) {
    super(
      db,
      {
        table: 'extraction_jobs',
        due: "status = 'queued' OR (status = 'running' AND locked_until < @now)",
        order: 'id',
        onClaim: "status = 'running', attempts = attempts + 1, updated_at = @now",
      },
      leaseMs,
    );
  }

  enqueue(clientId: string, profileId: number, source: ExtractionSource, file: { url?: string; bytes?: Buffer }, now: number): void {
    this.statement("INSERT INTO extraction_jobs (profile_id, client_id, source, url, bytes, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'queued', ?, ?)")
      .run(profileId, clientId, source, file.url ?? null, file.bytes ?? null, now, now);
  }

  protected read(id: number): ExtractionJob {
    return this.statement<[number], ExtractionJob>('SELECT id, profile_id, client_id, source, url, bytes, attempts FROM extraction_jobs WHERE id = ?').get(id)!;
  }

  /** Queued again after a passing failure, the reason kept. */
  requeue(id: number, error: string, now: number): void {
    this.statement("UPDATE extraction_jobs SET status = 'queued', locked_until = NULL, error = ?, updated_at = ? WHERE id = ?").run(error, now, id);
  }

  finish(id: number, status: 'done' | 'failed', error: string | null, now: number): void {
    this.statement('UPDATE extraction_jobs SET status = ?, error = ?, bytes = NULL, locked_until = NULL, updated_at = ? WHERE id = ?').run(status, error, now, id);
  }
}
