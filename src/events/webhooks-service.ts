import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { WebhooksRepository } from '../db/repositories/webhooks.js';
import { errors } from '../errors.js';
import { encryptSecret, randomToken } from '../keys/secrets.js';
import { vetUrl, type OutboundPolicy } from '../net/outbound.js';
import { decodeCursor, type Page } from '../db/paging.js';
import { EVENT_TYPES, type EventType } from './outbox.js';

export const WEBHOOK_NOT_FOUND = 'Webhook introuvable.';

export interface WebhookEndpoint {
  id: number;
  url: string;
  events: EventType[];
  is_active: boolean;
  created_at: number;
}

export interface Delivery {
  id: string;
  endpoint_id: number;
  event_id: string;
  event_type: EventType;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  response_code: number | null;
  latency_ms: number | null;
  error: string | null;
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AttemptRecord {
  id: number;
  delivery_id: string;
  endpoint_id: number;
  url: string;
  event_id: string;
  event_type: EventType;
  attempt: number;
  attempted_at: number;
  response_code: number | null;
  latency_ms: number;
  error: string | null;
}

/** Outbound webhook endpoints of a client, and what was delivered to them. */
export class WebhooksService {
  private readonly webhooks: WebhooksRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
    private readonly policy: OutboundPolicy,
    private readonly kick: () => void,
  ) {
    this.webhooks = new WebhooksRepository(db);
  }

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
    const id = await this.webhooks.insertEndpoint(clientId, url, unique, encryptSecret(signingSecret, this.masterKey), now);
    return { endpoint: { id, url, events: unique, is_active: true, created_at: now }, signingSecret };
  }

  list(clientId: string): Promise<WebhookEndpoint[]> {
    return this.webhooks.endpoints(clientId);
  }

  /** Deletes an endpoint: nothing more is sent to it; what was sent stays readable to nobody. */
  async delete(clientId: string, id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async () => {
      if (!(await this.webhooks.deleteEndpoint(clientId, id, now))) throw errors.notFound(WEBHOOK_NOT_FOUND);
    });
  }

  async deliveries(clientId: string, endpointId: number, options: { limit: number; cursor?: string }): Promise<Page<Delivery>> {
    await this.requireEndpoint(clientId, endpointId);
    return this.webhooks.deliveries(endpointId, options.cursor ? decodeCursor(options.cursor) : Number.MAX_SAFE_INTEGER, options.limit);
  }

  /** Sends a delivery again now, whatever became of it. */
  async retry(clientId: string, endpointId: number, deliveryId: string): Promise<Delivery> {
    await this.requireEndpoint(clientId, endpointId);
    const delivery = await this.db.transaction(() => this.webhooks.retryDelivery(endpointId, deliveryId, this.clock.now()));
    if (!delivery) throw errors.notFound('Livraison introuvable.');
    this.kick();
    return delivery;
  }

  /** Every attempt to any endpoint of the client after `afterId`, oldest first (svc webhooks tail). */
  attempts(clientId: string, afterId: number, limit: number, eventType?: string): Promise<AttemptRecord[]> {
    return this.webhooks.attempts(clientId, afterId, limit, eventType);
  }

  private async requireEndpoint(clientId: string, id: number): Promise<void> {
    if (!(await this.webhooks.hasEndpoint(clientId, id))) throw errors.notFound(WEBHOOK_NOT_FOUND);
  }
}
