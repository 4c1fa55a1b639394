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

/**
 * `extraction_jobs`: queued, then running under a lease, then done or failed; an upload's
 * file waits in `extraction_files` and is deleted when its job ends.
 */
export class ExtractionJobsRepository extends LeasedQueue<ExtractionJob> {
  constructor(store: Store, leaseMs: number) {
    super(
      store,
      {
        table: 'extraction_jobs',
        due: "status = 'queued' OR (status = 'running' AND locked_until < @now)",
        order: 'id',
        onClaim: "status = 'running', attempts = attempts + 1, updated_at = @now",
        spreadBy: 'client_id',
      },
      leaseMs,
    );
  }

  async enqueue(clientId: string, profileId: number, source: ExtractionSource, file: { url?: string; bytes?: Buffer }, now: number): Promise<void> {
    const job = await this.store.one<{ id: number }>("INSERT INTO extraction_jobs (profile_id, client_id, source, url, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'queued', ?, ?) RETURNING id", [
      profileId, clientId, source, file.url ?? null, now, now,
    ]);
    if (file.bytes) await this.store.run('INSERT INTO extraction_files (job_id, bytes) VALUES (?, ?)', [job!.id, file.bytes]);
  }

  protected async read(id: number): Promise<ExtractionJob> {
    return (await this.store.one<ExtractionJob>('SELECT j.id, j.profile_id, j.client_id, j.source, j.url, f.bytes, j.attempts FROM extraction_jobs j LEFT JOIN extraction_files f ON f.job_id = j.id WHERE j.id = ?', [id]))!;
  }

  /** Queued again after a passing failure, the reason kept. */
  async requeue(id: number, error: string, now: number): Promise<void> {
    await this.store.run("UPDATE extraction_jobs SET status = 'queued', locked_until = NULL, error = ?, updated_at = ? WHERE id = ?", [error, now, id]);
  }

  /** Ends the job; true when it is its profile's latest, false when a newer CV was sent for the profile since. */
  async finish(job: Pick<ExtractionJob, 'id' | 'profile_id'>, status: 'done' | 'failed', error: string | null, now: number): Promise<boolean> {
    await this.store.run('UPDATE extraction_jobs SET status = ?, error = ?, locked_until = NULL, updated_at = ? WHERE id = ?', [status, error, now, job.id]);
    // The file was read into the profile, which stays: deleting it is no erasure.
    await this.store.discard('DELETE FROM extraction_files WHERE job_id = ?', [job.id]);
    return !(await this.store.one('SELECT id FROM extraction_jobs WHERE profile_id = ? AND id > ? LIMIT 1', [job.profile_id, job.id]));
  }
}
