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

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.insert = db.prepare('INSERT INTO events (id, client_id, type, data, created_at) VALUES (?, ?, ?, ?, ?)');
  }

  emit(clientId: string, type: EventType, data: Record<string, unknown>): OutboxEvent {
    const event: OutboxEvent = { id: `evt_${ulid()}`, clientId, type, data, createdAt: this.clock.now() };
    this.insert.run(event.id, clientId, type, JSON.stringify(data), event.createdAt);
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
