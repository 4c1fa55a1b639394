import { Repository } from '../repository.js';

/** `rate_hits`: one row per request counted, per subject and bucket. */
export class RateHitsRepository extends Repository {
  /** The hits after `since`, and when the oldest of them was. */
  async count(subject: string, bucket: string, since: number): Promise<{ used: number; oldest: number | null }> {
    return (await this.store.one<{ used: number; oldest: number | null }>('SELECT COUNT(*) AS used, MIN(at) AS oldest FROM rate_hits WHERE subject = ? AND bucket = ? AND at > ?', [subject, bucket, since]))!;
  }

  async add(subject: string, bucket: string, at: number): Promise<void> {
    await this.store.run('INSERT INTO rate_hits (subject, bucket, at) VALUES (?, ?, ?)', [subject, bucket, at]);
  }

  async deleteUpTo(at: number): Promise<void> {
    await this.store.run('DELETE FROM rate_hits WHERE at <= ?', [at]);
  }
}

/** `idempotency_keys`: a request's fingerprint, then its answer (encrypted by the caller). */
export class IdempotencyKeysRepository extends Repository {
  async find(clientId: string, key: string, since: number): Promise<{ fingerprint: string; status: number | null; response: string | null } | null> {
    return (
      (await this.store.one<{ fingerprint: string; status: number | null; response: string | null }>('SELECT fingerprint, status, response FROM idempotency_keys WHERE client_id = ? AND key = ? AND created_at > ?', [
        clientId, key, since,
      ])) ?? null
    );
  }

  /** The key taken by a request that has not answered yet (replacing an expired one). */
  async start(clientId: string, key: string, fingerprint: string, now: number): Promise<void> {
    await this.store.run(
      `INSERT INTO idempotency_keys (client_id, key, fingerprint, status, response, created_at) VALUES (?, ?, ?, NULL, NULL, ?)
       ON CONFLICT (client_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = NULL, response = NULL, created_at = excluded.created_at`,
      [clientId, key, fingerprint, now],
    );
  }

  async answer(clientId: string, key: string, status: number, response: string): Promise<void> {
    await this.store.run('UPDATE idempotency_keys SET status = ?, response = ? WHERE client_id = ? AND key = ? AND status IS NULL', [status, response, clientId, key]);
  }

  /** Frees a key whose request never answered. */
  async release(clientId: string, key: string): Promise<void> {
    await this.store.run('DELETE FROM idempotency_keys WHERE client_id = ? AND key = ? AND status IS NULL', [clientId, key]);
  }

  async deleteCreatedUpTo(at: number): Promise<void> {
    await this.store.run('DELETE FROM idempotency_keys WHERE created_at <= ?', [at]);
  }
}
