import type { Agent } from 'undici';
import { request } from 'undici';
import { isoTime, type Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { WebhookDeliveriesRepository, type DueDelivery } from '../db/repositories/webhook-deliveries.js';
import { decryptSecret, hmacSha256Hex } from '../keys/secrets.js';
import { pinnedAgent, vetUrl, type OutboundPolicy } from '../net/outbound.js';
import { WorkLoop } from '../work/work-loop.js';

/** Three times the longest attempt: a replica that died mid-delivery lets it go within half a minute. */
const LEASE_MS = 30_000;
const TIMEOUT_MS = 10_000;
/** Deliveries one process sends at once. */
export const DELIVERY_CONCURRENCY = 4;
const DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;
const AGENT_TTL_MS = 5 * 60 * 1000;

/** The body every attempt of an event sends, byte for byte: what the signature covers. */
export function deliveryBody(event: { id: string; type: string; created_at: number; data: string }): string {
  return `{"id":${JSON.stringify(event.id)},"type":${JSON.stringify(event.type)},"created_at":${JSON.stringify(isoTime(event.created_at))},"data":${event.data}}`;
}

/**
 * Delivers the outbox: at least once, signed with X-Service-Signature, retried with
 * exponential backoff and jitter on timeouts, network errors and non-2xx, persisted
 * throughout so a restart loses nothing. An endpoint failing for three days is disabled.
 */
export class DeliveryWorker {
  private readonly loop: WorkLoop<DueDelivery>;
  private readonly agents = new Map<number, { agent: Agent; url: string; expires: number }>();
  private readonly deliveries: WebhookDeliveriesRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
    private readonly policy: OutboundPolicy,
    /** Seconds before retry n (1-based); attempts = schedule length + 1. */
    private readonly schedule: readonly number[],
    private readonly random: () => number = Math.random,
  ) {
    this.deliveries = new WebhookDeliveriesRepository(db, LEASE_MS);
    this.loop = new WorkLoop({
      concurrency: DELIVERY_CONCURRENCY,
      pollMs: 250,
      // An endpoint that answers slowly, or not at all until the timeout, leaves room for the others.
      claim: (crowding) => this.deliveries.claim(this.clock.now(), crowding),
      ownerOf: (job) => job.endpoint_id,
      hasDue: () => this.deliveries.hasDue(this.clock.now()),
      process: (job) => this.deliver(job),
    });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.allSettled([...this.agents.values()].map(({ agent }) => agent.close()));
    this.agents.clear();
  }

  kick(): void {
    this.loop.kick();
  }

  drained(): Promise<void> {
    return this.loop.drained();
  }

  private async deliver(job: DueDelivery): Promise<void> {
    const body = deliveryBody({ id: job.event_id, type: job.type, created_at: job.event_created_at, data: job.data });
    const signature = hmacSha256Hex(decryptSecret(job.secret_encrypted, this.masterKey), body);
    const started = performance.now();
    let code: number | null = null;
    let error: string | null = null;
    try {
      const agent = await this.agentFor(job);
      const response = await request(job.url, {
        method: 'POST',
        dispatcher: agent,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'svc-webhooks/1',
          'x-service-signature': signature,
          'x-service-event': job.type,
          'x-service-delivery': job.id,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      code = response.statusCode;
      await response.body.dump();
      if (code < 200 || code >= 300) error = `HTTP ${code}`;
    } catch (caught) {
      error = (caught as Error).name === 'TimeoutError' ? `pas de réponse en ${TIMEOUT_MS / 1000} s` : (caught as Error).message;
    }
    await this.record(job, code, error, Math.round((performance.now() - started) * 100) / 100);
  }

  private async record(job: DueDelivery, code: number | null, error: string | null, latencyMs: number): Promise<void> {
    const now = this.clock.now();
    const attempt = job.attempts + 1;
    const delay = this.schedule[attempt - 1];
    // Retried after the schedule's delay, with jitter; given up when the schedule is spent.
    const next = error === null || delay === undefined ? null : now + Math.round(delay * 1000 * (0.8 + 0.4 * this.random()));
    await this.db.transaction(async () => {
      await this.deliveries.recordAttempt(job, { attempt, code, latencyMs, error }, next, now);
      if (!error) return this.deliveries.endpointHealthy(job.endpoint_id);
      if (job.failing_since === null) await this.deliveries.endpointFailing(job.endpoint_id, now);
      if (now - (job.failing_since ?? now) >= DISABLE_AFTER_MS) await this.deliveries.disableEndpoint(job.endpoint_id);
    });
  }

  /** One keep-alive agent per endpoint, pinned to the address vetted for it, re-vetted every few minutes. */
  private async agentFor(job: DueDelivery): Promise<Agent> {
    const cached = this.agents.get(job.endpoint_id);
    if (cached && cached.url === job.url && cached.expires > Date.now()) return cached.agent;
    if (cached) void cached.agent.close();
    const { address, family } = await vetUrl(job.url, this.policy, 'url');
    const agent = pinnedAgent(address, family, TIMEOUT_MS);
    this.agents.set(job.endpoint_id, { agent, url: job.url, expires: Date.now() + AGENT_TTL_MS });
    return agent;
  }
}
