import type { EventType, OutboxEvent } from '../../events/outbox.js';
import type { AttemptRecord, Delivery, WebhookEndpoint } from '../../events/webhooks-service.js';
import { Repository } from '../repository.js';
import { pageOf, type Page } from '../paging.js';

interface DeliveryRow {
  id: string;
  endpoint_id: number;
  event_id: string;
  type: EventType;
  status: Delivery['status'];
  attempts: number;
  response_code: number | null;
  latency_ms: number | null;
  error: string | null;
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
}

interface AttemptRow {
  id: number;
  delivery_id: string;
  endpoint_id: number;
  url: string;
  event_id: string;
  type: EventType;
  attempt: number;
  attempted_at: number;
  response_code: number | null;
  latency_ms: number;
  error: string | null;
}

/** `events`, `webhook_endpoints`, and the history of `webhook_deliveries` and `webhook_attempts` (the queue is in webhook-deliveries.ts). */
export class WebhooksRepository extends Repository {
  insertEvent(event: OutboxEvent): void {
    this.statement('INSERT INTO events (id, client_id, type, data, created_at) VALUES (?, ?, ?, ?, ?)').run(event.id, event.clientId, event.type, JSON.stringify(event.data), event.createdAt);
  }

  /** The client's active endpoints that take events of this type. */
  subscribers(clientId: string, type: EventType): number[] {
    return this.statement<[string], { id: number; events: string }>('SELECT id, events FROM webhook_endpoints WHERE client_id = ? AND is_active = 1 AND deleted_at IS NULL')
      .all(clientId)
      .filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type))
      .map((endpoint) => endpoint.id);
  }

  /** A delivery due at once. */
  insertDelivery(id: string, endpointId: number, eventId: string, now: number): void {
    this.statement("INSERT INTO webhook_deliveries (id, endpoint_id, event_id, status, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)").run(id, endpointId, eventId, now, now, now);
  }

  events(clientId: string, type?: EventType): OutboxEvent[] {
    return this.statement<[string, string | null, string | null], { id: string; client_id: string; type: EventType; data: string; created_at: number }>('SELECT * FROM events WHERE client_id = ? AND (? IS NULL OR type = ?) ORDER BY created_at, id')
      .all(clientId, type ?? null, type ?? null)
      .map((row) => ({ id: row.id, clientId: row.client_id, type: row.type, data: JSON.parse(row.data) as Record<string, unknown>, createdAt: row.created_at }));
  }

  insertEndpoint(clientId: string, url: string, events: EventType[], secretEncrypted: string, now: number): number {
    return Number(this.statement('INSERT INTO webhook_endpoints (client_id, url, events, secret_encrypted, created_at) VALUES (?, ?, ?, ?, ?)').run(clientId, url, JSON.stringify(events), secretEncrypted, now).lastInsertRowid);
  }

  endpoints(clientId: string): WebhookEndpoint[] {
    return this.statement<[string], { id: number; url: string; events: string; is_active: number; created_at: number }>('SELECT * FROM webhook_endpoints WHERE client_id = ? AND deleted_at IS NULL ORDER BY id')
      .all(clientId)
      .map((row) => ({ id: row.id, url: row.url, events: JSON.parse(row.events) as EventType[], isActive: row.is_active === 1, createdAt: row.created_at }));
  }

  hasEndpoint(clientId: string, id: number): boolean {
    return !!this.statement('SELECT 1 FROM webhook_endpoints WHERE id = ? AND client_id = ? AND deleted_at IS NULL').get(id, clientId);
  }

  /** Deletes an endpoint and fails what was still pending for it; false when there was none. */
  deleteEndpoint(clientId: string, id: number, now: number): boolean {
    if (this.statement('UPDATE webhook_endpoints SET deleted_at = ?, is_active = 0 WHERE id = ? AND client_id = ? AND deleted_at IS NULL').run(now, id, clientId).changes === 0) return false;
    this.statement("UPDATE webhook_deliveries SET status = 'failed', error = 'endpoint supprimé', next_attempt_at = NULL, updated_at = ? WHERE endpoint_id = ? AND status = 'pending'").run(now, id);
    return true;
  }

  /** Newest first, before the delivery `beforeRowid`. */
  deliveries(endpointId: number, beforeRowid: number, limit: number): Page<Delivery> {
    const rows = this.statement<[number, number, number], DeliveryRow & { rowid: number }>(
        `SELECT d.rowid AS rowid, d.*, e.type FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
         WHERE d.endpoint_id = ? AND d.rowid < ? ORDER BY d.rowid DESC LIMIT ?`,
      )
      .all(endpointId, beforeRowid, limit + 1);
    const page = pageOf(rows, limit, (row) => row.rowid);
    return { items: page.items.map(toDelivery), nextCursor: page.nextCursor };
  }

  /** Makes a delivery due now and its endpoint active again; null when the endpoint holds no such delivery. */
  retryDelivery(endpointId: number, deliveryId: string, now: number): Delivery | null {
    const info = this.statement("UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ?, locked_until = NULL, updated_at = ? WHERE id = ? AND endpoint_id = ?").run(now, now, deliveryId, endpointId);
    if (info.changes === 0) return null;
    this.statement('UPDATE webhook_endpoints SET is_active = 1, failing_since = NULL WHERE id = ?').run(endpointId);
    return toDelivery(this.statement<[string], DeliveryRow>('SELECT d.*, e.type FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE d.id = ?').get(deliveryId)!);
  }

  /** Attempts to any endpoint of the client after `afterId`, oldest first. */
  attempts(clientId: string, afterId: number, limit: number, eventType?: string): AttemptRecord[] {
    return this.statement<[string, number, string | null, string | null, number], AttemptRow>(
        `SELECT a.*, d.endpoint_id, d.event_id, e.type, w.url FROM webhook_attempts a
         JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
         WHERE a.client_id = ? AND a.id > ? AND (? IS NULL OR e.type = ?) ORDER BY a.id LIMIT ?`,
      )
      .all(clientId, afterId, eventType ?? null, eventType ?? null, limit)
      .map((row) => ({
        id: row.id,
        deliveryId: row.delivery_id,
        endpointId: row.endpoint_id,
        url: row.url,
        eventId: row.event_id,
        eventType: row.type,
        attempt: row.attempt,
        attemptedAt: row.attempted_at,
        responseCode: row.response_code,
        latencyMs: row.latency_ms,
        error: row.error,
      }));
  }
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.type,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    latencyMs: row.latency_ms,
    error: row.error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
