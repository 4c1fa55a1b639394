import { LeasedQueue } from '../leased-queue.js';
import type { Store } from '../store.js';

/** A delivery taken from the queue, with what sending it needs: its endpoint and its event. */
export interface DueDelivery {
  id: string;
  endpoint_id: number;
  client_id: string;
  attempts: number;
  url: string;
  secret_encrypted: string;
  failing_since: number | null;
  event_id: string;
  type: string;
  data: string;
  event_created_at: number;
}

/** What one attempt gave: a response code, a latency, and an error unless it was a 2xx. */
export interface AttemptOutcome {
  attempt: number;
  code: number | null;
  latencyMs: number;
  error: string | null;
}

/** `webhook_deliveries` as a queue (pending, due at `next_attempt_at`, leased), with their attempts and endpoints' health. */
export class WebhookDeliveriesRepository extends LeasedQueue<DueDelivery, string> {
  constructor(store: Store, leaseMs: number) {
    super(
      store,
      {
        table: 'webhook_deliveries',
        from: 'webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id',
        id: 'd.id',
        due: "d.status = 'pending' AND d.next_attempt_at <= @now AND (d.locked_until IS NULL OR d.locked_until < @now) AND w.is_active = 1",
        order: 'd.next_attempt_at, d.created_at',
        spreadBy: 'd.endpoint_id',
      },
      leaseMs,
    );
  }

  protected async read(id: string): Promise<DueDelivery> {
    return (await this.store.one<DueDelivery>(
        `SELECT d.id, d.endpoint_id, w.client_id, d.attempts, w.url, w.secret_encrypted, w.failing_since, e.id AS event_id, e.type, e.data, e.created_at AS event_created_at
         FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id JOIN events e ON e.id = d.event_id WHERE d.id = ?`,
        [id],
      ))!;
  }

  /** Records an attempt; `next` is when to try again, null to give up. */
  async recordAttempt(delivery: DueDelivery, outcome: AttemptOutcome, next: number | null, now: number): Promise<void> {
    const { attempt, code, latencyMs, error } = outcome;
    await this.store.run('INSERT INTO webhook_attempts (delivery_id, client_id, attempt, attempted_at, response_code, latency_ms, error) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      delivery.id, delivery.client_id, attempt, now, code, latencyMs, error,
    ]);
    const status = error === null ? 'succeeded' : next === null ? 'failed' : 'pending';
    await this.store.run('UPDATE webhook_deliveries SET status = ?, attempts = ?, response_code = ?, latency_ms = ?, error = ?, next_attempt_at = ?, locked_until = NULL, updated_at = ? WHERE id = ?', [
      status, attempt, code, latencyMs, error, error === null ? null : next, now, delivery.id,
    ]);
  }

  async endpointHealthy(endpointId: number): Promise<void> {
    await this.store.run('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ?', [endpointId]);
  }

  async endpointFailing(endpointId: number, since: number): Promise<void> {
    await this.store.run('UPDATE webhook_endpoints SET failing_since = ? WHERE id = ? AND failing_since IS NULL', [since, endpointId]);
  }

  async disableEndpoint(endpointId: number): Promise<void> {
    await this.store.run('UPDATE webhook_endpoints SET is_active = 0 WHERE id = ?', [endpointId]);
  }
}
