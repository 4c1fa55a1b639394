import type { EventType, OutboxEvent } from '../../events/outbox.js';
import type { AttemptRecord, Delivery, WebhookEndpoint } from '../../events/webhooks-service.js';
import { Repository } from '../repository.js';
import { pageOf, type Page } from '../paging.js';

/** A delivery's columns, named as a `Delivery` names them, and the tables they come from. */
const DELIVERY = `d.id, d.endpoint_id, d.event_id, e.type AS event_type, d.status, d.attempts, d.response_code, d.latency_ms, d.error, d.next_attempt_at, d.created_at, d.updated_at
  FROM webhook_deliveries d JOIN events e ON e.id = d.event_id`;

/** `events`, `webhook_endpoints`, and the history of `webhook_deliveries` and `webhook_attempts` (the queue is in webhook-deliveries.ts). */
export class WebhooksRepository extends Repository {
  async insertEvent(event: OutboxEvent): Promise<void> {
    await this.store.run('INSERT INTO events (id, client_id, type, data, created_at) VALUES (?, ?, ?, ?, ?)', [event.id, event.clientId, event.type, JSON.stringify(event.data), event.createdAt]);
  }

  /** The client's active endpoints that take events of this type. */
  async subscribers(clientId: string, type: EventType): Promise<number[]> {
    const endpoints = await this.store.all<{ id: number; events: string }>('SELECT id, events FROM webhook_endpoints WHERE client_id = ? AND is_active = 1 AND deleted_at IS NULL', [clientId]);
    return endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type)).map((endpoint) => endpoint.id);
  }

  /** A delivery due at once. */
  async insertDelivery(id: string, endpointId: number, eventId: string, now: number): Promise<void> {
    await this.store.run("INSERT INTO webhook_deliveries (id, endpoint_id, event_id, status, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)", [id, endpointId, eventId, now, now, now]);
  }

  async events(clientId: string, type?: EventType): Promise<OutboxEvent[]> {
    const rows = await this.store.all<{ id: string; client_id: string; type: EventType; data: string; created_at: number }>(
      'SELECT * FROM events WHERE client_id = ? AND (CAST(? AS TEXT) IS NULL OR type = ?) ORDER BY created_at, id',
      [clientId, type ?? null, type ?? null],
    );
    return rows.map((row) => ({ id: row.id, clientId: row.client_id, type: row.type, data: JSON.parse(row.data) as Record<string, unknown>, createdAt: row.created_at }));
  }

  async insertEndpoint(clientId: string, url: string, events: EventType[], secretEncrypted: string, now: number): Promise<number> {
    const row = await this.store.one<{ id: number }>('INSERT INTO webhook_endpoints (client_id, url, events, secret_encrypted, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id', [
      clientId, url, JSON.stringify(events), secretEncrypted, now,
    ]);
    return row!.id;
  }

  async endpoints(clientId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.store.all<{ id: number; url: string; events: string; is_active: number; created_at: number }>('SELECT * FROM webhook_endpoints WHERE client_id = ? AND deleted_at IS NULL ORDER BY id', [clientId]);
    return rows.map((row) => ({ id: row.id, url: row.url, events: JSON.parse(row.events) as EventType[], is_active: row.is_active === 1, created_at: row.created_at }));
  }

  async hasEndpoint(clientId: string, id: number): Promise<boolean> {
    return !!(await this.store.one('SELECT 1 FROM webhook_endpoints WHERE id = ? AND client_id = ? AND deleted_at IS NULL', [id, clientId]));
  }

  /** Deletes an endpoint and fails what was still pending for it; false when there was none. */
  async deleteEndpoint(clientId: string, id: number, now: number): Promise<boolean> {
    if ((await this.store.run('UPDATE webhook_endpoints SET deleted_at = ?, is_active = 0 WHERE id = ? AND client_id = ? AND deleted_at IS NULL', [now, id, clientId])) === 0) return false;
    await this.store.run("UPDATE webhook_deliveries SET status = 'failed', error = 'endpoint supprimé', next_attempt_at = NULL, updated_at = ? WHERE endpoint_id = ? AND status = 'pending'", [now, id]);
    return true;
  }

  /** Newest first, before the delivery `beforeRowid` (PostgreSQL has the column SQLite gives every table). */
  async deliveries(endpointId: number, beforeRowid: number, limit: number): Promise<Page<Delivery>> {
    const rows = await this.store.all<Delivery & { rowid: number }>(`SELECT d.rowid AS rowid, ${DELIVERY} WHERE d.endpoint_id = ? AND d.rowid < ? ORDER BY d.rowid DESC LIMIT ?`, [
      endpointId, beforeRowid, limit + 1,
    ]);
    const page = pageOf(rows, limit, (row) => row.rowid);
    return { items: page.items.map(({ rowid: _rowid, ...delivery }) => delivery), nextCursor: page.nextCursor };
  }

  /** Makes a delivery due now and its endpoint active again; null when the endpoint holds no such delivery. */
  async retryDelivery(endpointId: number, deliveryId: string, now: number): Promise<Delivery | null> {
    const changed = await this.store.run("UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ?, locked_until = NULL, updated_at = ? WHERE id = ? AND endpoint_id = ?", [now, now, deliveryId, endpointId]);
    if (changed === 0) return null;
    await this.store.run('UPDATE webhook_endpoints SET is_active = 1, failing_since = NULL WHERE id = ?', [endpointId]);
    return (await this.store.one<Delivery>(`SELECT ${DELIVERY} WHERE d.id = ?`, [deliveryId]))!;
  }

  /** Attempts to any endpoint of the client after `afterId`, oldest first. */
  async attempts(clientId: string, afterId: number, limit: number, eventType?: string): Promise<AttemptRecord[]> {
    return this.store.all<AttemptRecord>(
      `SELECT a.id, a.delivery_id, d.endpoint_id, w.url, d.event_id, e.type AS event_type, a.attempt, a.attempted_at, a.response_code, a.latency_ms, a.error FROM webhook_attempts a
       JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
       WHERE a.client_id = ? AND a.id > ? AND (CAST(? AS TEXT) IS NULL OR e.type = ?) ORDER BY a.id LIMIT ?`,
      [clientId, afterId, eventType ?? null, eventType ?? null, limit],
    );
  }
}
