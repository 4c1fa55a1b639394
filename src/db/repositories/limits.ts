import { Repository } from '../repository.js';

/** `rate_hits`: one row per request counted, per subject and bucket. */
export class RateHitsRepository extends Repository {
  /** The hits after `since`, and when the oldest of them was. */
  count(subject: string, bucket: string, since: number): { used: number; oldest: number | null } {
    return this.statement<[string, string, number], { used: number; oldest: number | null }>('SELECT COUNT(*) AS used, MIN(at) AS oldest FROM rate_hits WHERE subject = ? AND bucket = ? AND at > ?').get(subject, bucket, since)!;
  }

  add(subject: string, bucket: string, at: number): void {
    this.statement('INSERT INTO rate_hits (subject, bucket, at) VALUES (?, ?, ?)').run(subject, bucket, at);
  }

  deleteUpTo(at: number): void {
    this.statement('DELETE FROM rate_hits WHERE at <= ?').run(at);
  }
}

/** `idempotency_keys`: a request's fingerprint, then its answer (encrypted by the caller). */
export class IdempotencyKeysRepository extends Repository {
  find(clientId: string, key: string, since: number): { fingerprint: string; status: number | null; response: string | null } | null {
    return (
      this.statement<[string, string, number], { fingerprint: string; status: number | null; response: string | null }>('SELECT fingerprint, status, response FROM idempotency_keys WHERE client_id = ? AND key = ? AND created_at > ?')
        .get(clientId, key, since) ?? null
    );
  }

  /** The key taken by a request that has not answered yet (replacing an expired one). */
  start(clientId: string, key: string, fingerprint: string, now: number): void {
    this.statement('INSERT OR REPLACE INTO idempotency_keys (client_id, key, fingerprint, status, response, created_at) VALUES (?, ?, ?, NULL, NULL, ?)').run(clientId, key, fingerprint, now);
  }

  answer(clientId: string, key: string, status: number, response: string): void {
    this.statement('UPDATE idempotency_keys SET status = ?, response = ? WHERE client_id = ? AND key = ? AND status IS NULL').run(status, response, clientId, key);
  }

  /** Frees a key whose request never answered. */
  release(clientId: string, key: string): void {
    this.statement('DELETE FROM idempotency_keys WHERE client_id = ? AND key = ? AND status IS NULL').run(clientId, key);
  }

  deleteCreatedUpTo(at: number): void {
    this.statement('DELETE FROM idempotency_keys WHERE created_at <= ?').run(at);
  }
}
