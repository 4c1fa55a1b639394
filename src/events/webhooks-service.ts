import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { errors } from '../errors.js';
import { encryptSecret, randomToken } from '../keys/secrets.js';
import { vetUrl, type OutboundPolicy } from '../net/outbound.js';
import { decodeCursor, pageOf, type Page } from '../db/paging.js';
import { EVENT_TYPES, type EventType } from './outbox.js';

export const WEBHOOK_NOT_FOUND = 'Webhook introuvable.';

export interface WebhookEndpoint {
  id: number;
  url: string;
  events: EventType[];
  isActive: boolean;
  createdAt: number;
}

export interface Delivery {
  id: string;
  endpointId: number;
  eventId: string;
  eventType: EventType;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  responseCode: number | null;
  latencyMs: number | null;
  error: string | null;
  nextAttemptAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface AttemptRecord {
  id: number;
  deliveryId: string;
  endpointId: number;
  url: string;
  eventId: string;
  eventType: EventType;
  attempt: number;
  attemptedAt: number;
  responseCode: number | null;
  latencyMs: number;
  error: string | null;
}

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

/** Outbound webhook endpoints of a client, and what was delivered to them. */
export class WebhooksService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
    private readonly policy: OutboundPolicy,
    private readonly kick: () => void,
  ) {}

  /** Registers an endpoint; the signing secret is returned here and never again. */
  async create(clientId: string, url: string, events: string[]): Promise<{ endpoint: WebhookEndpoint; signingSecret: string }> {
    events.forEach((event, index) => {
      if (!(EVENT_TYPES as readonly string[]).includes(event)) throw errors.invalidField(`events[${index}]`, `événement inconnu : ${event} ; connus : ${EVENT_TYPES.join(', ')}`);
    });
    await vetUrl(url, this.policy, 'url').catch((error: Error) => {
      throw errors.invalidField('url', error.message.replace(/^url : /, '').replace(/\.$/, ''));
    });
    const signingSecret = `whsec_${randomToken(24)}`;
    const now = this.clock.now();
    const unique = [...new Set(events)] as EventType[];
    const info = this.db
      .prepare('INSERT INTO webhook_endpoints (client_id, url, events, secret_encrypted, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(clientId, url, JSON.stringify(unique), encryptSecret(signingSecret, this.masterKey), now);
    return { endpoint: { id: Number(info.lastInsertRowid), url, events: unique, isActive: true, createdAt: now }, signingSecret };
  }

  list(clientId: string): WebhookEndpoint[] {
    return this.db
      .prepare<[string], { id: number; url: string; events: string; is_active: number; created_at: number }>('SELECT * FROM webhook_endpoints WHERE client_id = ? AND deleted_at IS NULL ORDER BY id')
      .all(clientId)
      .map((row) => ({ id: row.id, url: row.url, events: JSON.parse(row.events), isActive: row.is_active === 1, createdAt: row.created_at }));
  }

  /** Deletes an endpoint: nothing more is sent to it; what was sent stays readable to nobody. */
  delete(clientId: string, id: number): void {
    const now = this.clock.now();
    this.db.transaction(() => {
      const info = this.db.prepare('UPDATE webhook_endpoints SET deleted_at = ?, is_active = 0 WHERE id = ? AND client_id = ? AND deleted_at IS NULL').run(now, id, clientId);
      if (info.changes === 0) throw errors.notFound(WEBHOOK_NOT_FOUND);
      this.db.prepare("UPDATE webhook_deliveries SET status = 'failed', error = 'endpoint supprimé', next_attempt_at = NULL, updated_at = ? WHERE endpoint_id = ? AND status = 'pending'").run(now, id);
    })();
  }

  deliveries(clientId: string, endpointId: number, options: { limit: number; cursor?: string }): Page<Delivery> {
    this.requireEndpoint(clientId, endpointId);
    const before = options.cursor ? decodeCursor(options.cursor) : Number.MAX_SAFE_INTEGER;
    const rows = this.db
      .prepare<[number, number, number], DeliveryRow & { rowid: number }>(
        `SELECT d.rowid AS rowid, d.*, e.type FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
         WHERE d.endpoint_id = ? AND d.rowid < ? ORDER BY d.rowid DESC LIMIT ?`,
      )
      .all(endpointId, before, options.limit + 1);
    const page = pageOf(rows, options.limit, (row) => row.rowid);
    return { items: page.items.map(toDelivery), nextCursor: page.nextCursor };
  }

  /** Sends a delivery again now, whatever became of it. */
  retry(clientId: string, endpointId: number, deliveryId: string): Delivery {
    this.requireEndpoint(clientId, endpointId);
    const now = this.clock.now();
    const info = this.db
      .prepare("UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = ?, locked_until = NULL, updated_at = ? WHERE id = ? AND endpoint_id = ?")
      .run(now, now, deliveryId, endpointId);
    if (info.changes === 0) throw errors.notFound('Livraison introuvable.');
    this.db.prepare('UPDATE webhook_endpoints SET is_active = 1, failing_since = NULL WHERE id = ?').run(endpointId);
    this.kick();
    return toDelivery(this.db.prepare<[string], DeliveryRow>('SELECT d.*, e.type FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE d.id = ?').get(deliveryId)!);
  }

  /** Every attempt to any endpoint of the client after `afterId`, oldest first (svc webhooks tail). */
  attempts(clientId: string, afterId: number, limit: number, eventType?: string): AttemptRecord[] {
    return this.db
      .prepare<[string, number, string | null, string | null, number], Record<string, unknown>>(
        `SELECT a.*, d.endpoint_id, d.event_id, e.type, w.url FROM webhook_attempts a
         JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
         WHERE a.client_id = ? AND a.id > ? AND (? IS NULL OR e.type = ?) ORDER BY a.id LIMIT ?`,
      )
      .all(clientId, afterId, eventType ?? null, eventType ?? null, limit)
      .map((row) => ({
        id: row.id as number,
        deliveryId: row.delivery_id as string,
        endpointId: row.endpoint_id as number,
        url: row.url as string,
        eventId: row.event_id as string,
        eventType: row.type as EventType,
        attempt: row.attempt as number,
        attemptedAt: row.attempted_at as number,
        responseCode: row.response_code as number | null,
        latencyMs: row.latency_ms as number,
        error: row.error as string | null,
      }));
  }

  private requireEndpoint(clientId: string, id: number): void {
    const row = this.db.prepare('SELECT 1 FROM webhook_endpoints WHERE id = ? AND client_id = ? AND deleted_at IS NULL').get(id, clientId);
    if (!row) throw errors.notFound(WEBHOOK_NOT_FOUND);
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
