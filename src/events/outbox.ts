import { ulid } from 'ulid';
import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';

/** The events of api-spec.md (Events), plus `profile.failed` (decisions.md, States). */
export const EVENT_TYPES = [
  'match.completed',
  'profile.ready',
  'profile.failed',
  'trust.scored',
  'job.broadcast.completed',
  'job.candidate_replied',
  'job.match.added',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface OutboxEvent {
  id: string;
  clientId: string;
  type: EventType;
  data: Record<string, unknown>;
  createdAt: number;
}

/**
 * The transactional outbox: call inside the transaction of the change the event reports,
 * so an event exists if and only if its change was committed. Deliveries are made from here.
 */
export class Outbox {
  private readonly insert;
  private readonly subscribers;
  private readonly insertDelivery;
  private onDeliveriesQueued: () => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.insert = db.prepare('INSERT INTO events (id, client_id, type, data, created_at) VALUES (?, ?, ?, ?, ?)');
    this.subscribers = db.prepare<[string], { id: number; events: string }>('SELECT id, events FROM webhook_endpoints WHERE client_id = ? AND is_active = 1 AND deleted_at IS NULL');
    this.insertDelivery = db.prepare("INSERT INTO webhook_deliveries (id, endpoint_id, event_id, status, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)");
  }

  /** Told after deliveries were queued (the delivery worker), once the transaction is over. */
  whenDeliveriesQueued(callback: () => void): void {
    this.onDeliveriesQueued = callback;
  }

  /** Records the event and a pending delivery for every endpoint of the client subscribed to it. */
  emit(clientId: string, type: EventType, data: Record<string, unknown>): OutboxEvent {
    const event: OutboxEvent = { id: `evt_${ulid()}`, clientId, type, data, createdAt: this.clock.now() };
    this.db.transaction(() => {
      this.insert.run(event.id, clientId, type, JSON.stringify(data), event.createdAt);
      let queued = 0;
      for (const endpoint of this.subscribers.all(clientId)) {
        if (!(JSON.parse(endpoint.events) as string[]).includes(type)) continue;
        this.insertDelivery.run(`dlv_${ulid()}`, endpoint.id, event.id, event.createdAt, event.createdAt, event.createdAt);
        queued += 1;
      }
      if (queued > 0) setImmediate(this.onDeliveriesQueued);
    })();
    return event;
  }

  list(clientId: string, type?: EventType): OutboxEvent[] {
    const rows = this.db
      .prepare<[string, string | null, string | null], { id: string; client_id: string; type: EventType; data: string; created_at: number }>(
        'SELECT * FROM events WHERE client_id = ? AND (? IS NULL OR type = ?) ORDER BY created_at, id',
      )
      .all(clientId, type ?? null, type ?? null);
    return rows.map((row) => ({ id: row.id, clientId: row.client_id, type: row.type, data: JSON.parse(row.data) as Record<string, unknown>, createdAt: row.created_at }));
  }
}
