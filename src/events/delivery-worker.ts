import type { Agent } from 'undici';
import { request } from 'undici';
import { isoTime, type Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { decryptSecret, hmacSha256Hex } from '../keys/secrets.js';
import { pinnedAgent, vetUrl, type OutboundPolicy } from '../net/outbound.js';
import { WorkLoop } from '../work/work-loop.js';

interface DueDelivery {
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

const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
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

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
    private readonly policy: OutboundPolicy,
    /** Seconds before retry n (1-based); attempts = schedule length + 1. */
    private readonly schedule: readonly number[],
    private readonly random: () => number = Math.random,
  ) {
    this.loop = new WorkLoop({ concurrency: 4, pollMs: 250, claim: () => this.claim(), hasDue: () => this.hasDue(), process: (job) => this.deliver(job) });
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

  private hasDue(): boolean {
    const now = this.clock.now();
    return !!this.db
      .prepare("SELECT 1 FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?) LIMIT 1")
      .get(now, now);
  }

  private claim(): DueDelivery | null {
    const now = this.clock.now();
    const claimed = this.db
      .prepare<[number, number, number, number], { id: string }>(
        `UPDATE webhook_deliveries SET locked_until = ? WHERE id = (
           SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
           WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND (d.locked_until IS NULL OR d.locked_until < ?) AND w.is_active = 1
           ORDER BY d.next_attempt_at, d.created_at LIMIT 1) AND (locked_until IS NULL OR locked_until < ?)
         RETURNING id`,
      )
      .get(now + LEASE_MS, now, now, now);
    if (!claimed) return null;
    return this.db
      .prepare<[string], DueDelivery>(
        `SELECT d.id, d.endpoint_id, w.client_id, d.attempts, w.url, w.secret_encrypted, w.failing_since, e.id AS event_id, e.type, e.data, e.created_at AS event_created_at
         FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id JOIN events e ON e.id = d.event_id WHERE d.id = ?`,
      )
      .get(claimed.id)!;
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
    this.record(job, code, error, Math.round((performance.now() - started) * 100) / 100);
  }

  private record(job: DueDelivery, code: number | null, error: string | null, latencyMs: number): void {
    const now = this.clock.now();
    const attempt = job.attempts + 1;
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO webhook_attempts (delivery_id, client_id, attempt, attempted_at, response_code, latency_ms, error) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(job.id, job.client_id, attempt, now, code, latencyMs, error);
      if (!error) {
        this.db
          .prepare("UPDATE webhook_deliveries SET status = 'succeeded', attempts = ?, response_code = ?, latency_ms = ?, error = NULL, next_attempt_at = NULL, locked_until = NULL, updated_at = ? WHERE id = ?")
          .run(attempt, code, latencyMs, now, job.id);
        this.db.prepare('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ?').run(job.endpoint_id);
        return;
      }
      const delay = this.schedule[attempt - 1];
      const giveUp = delay === undefined;
      const next = giveUp ? null : now + Math.round(delay * 1000 * (0.8 + 0.4 * this.random()));
      this.db
        .prepare('UPDATE webhook_deliveries SET status = ?, attempts = ?, response_code = ?, latency_ms = ?, error = ?, next_attempt_at = ?, locked_until = NULL, updated_at = ? WHERE id = ?')
        .run(giveUp ? 'failed' : 'pending', attempt, code, latencyMs, error, next, now, job.id);
      const failingSince = job.failing_since ?? now;
      if (job.failing_since === null) this.db.prepare('UPDATE webhook_endpoints SET failing_since = ? WHERE id = ? AND failing_since IS NULL').run(now, job.endpoint_id);
      if (now - failingSince >= DISABLE_AFTER_MS) this.db.prepare('UPDATE webhook_endpoints SET is_active = 0 WHERE id = ?').run(job.endpoint_id);
    })();
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
