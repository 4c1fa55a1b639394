import { newId } from '../ids.js';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { WebhooksRepository } from '../db/repositories/webhooks.js';

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
  private readonly store: WebhooksRepository;
  private onDeliveriesQueued: () => void = () => {};

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
  ) {
    this.store = new WebhooksRepository(db);
  }

  /** Told after deliveries were queued (the delivery worker), once the transaction is over. */
  whenDeliveriesQueued(callback: () => void): void {
    this.onDeliveriesQueued = callback;
  }

  /** Records the event and a pending delivery for every endpoint of the client subscribed to it. */
  async emit(clientId: string, type: EventType, data: Record<string, unknown>): Promise<OutboxEvent> {
    const event: OutboxEvent = { id: newId('evt'), clientId, type, data, createdAt: this.clock.now() };
    await this.db.transaction(async () => {
      await this.store.insertEvent(event);
      const endpoints = await this.store.subscribers(clientId, type);
      for (const endpointId of endpoints) await this.store.insertDelivery(newId('dlv'), endpointId, event.id, event.createdAt);
      if (endpoints.length > 0) setImmediate(this.onDeliveriesQueued);
    });
    return event;
  }

  list(clientId: string, type?: EventType): Promise<OutboxEvent[]> {
    return this.store.events(clientId, type);
  }
}
