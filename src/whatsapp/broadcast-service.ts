import crypto from 'node:crypto';
import { ulid } from 'ulid';
import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { ApiError, errors } from '../errors.js';
import type { Outbox } from '../events/outbox.js';
import type { JobsService } from '../jobs/jobs-service.js';
import type { TrustService } from '../trust/trust-service.js';
import { WorkLoop } from '../work/work-loop.js';
import type { WhatsappTransport } from './transport.js';

export type Reply = 'interested' | 'declined';

export interface BroadcastResult {
  broadcast_id: string;
  job_id: number;
  status: 'sending' | 'completed';
  transport: 'cloud' | 'simulator';
  queued: number;
  skipped_without_number: number;
}

interface QueuedMessage {
  id: number;
  broadcast_id: string;
  match_id: number;
  to_number: string;
  attempts: number;
  transport: 'cloud' | 'simulator';
  title: string;
  location: string;
  company_name: string | null;
}

interface MatchRow {
  id: number;
  job_id: number;
  client_id: string;
  candidate_id: number;
  profile_id: number | null;
  external_id: string | null;
  full_name: string | null;
  whatsapp_number: string | null;
  whatsapp_status: string;
  whatsapp_message_id: string | null;
  pool_type: string;
}

const MAX_SEND_ATTEMPTS = 5;
const SERVICE_WINDOW_MS = 24 * 3600 * 1000;
const LEASE_MS = 60_000;

/**
 * WhatsApp broadcasts of job offers: every match with a number gets one message with two
 * reply buttons (the approved template for a first contact, interactive within 24 hours
 * of the person's last message), paced under the rate limit, retried on 429 and 5xx;
 * replies and delivery failures come back through the webhook and move whatsapp_status.
 */
export class BroadcastService {
  private readonly loop: WorkLoop<QueuedMessage>;
  private nextSendAt = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly jobs: JobsService,
    private readonly trust: TrustService,
    private readonly transports: { simulator: WhatsappTransport; configured: WhatsappTransport },
    private readonly ratePerSecond: number,
  ) {
    this.loop = new WorkLoop({ concurrency: 4, pollMs: 50, claim: () => this.claim(), hasDue: () => this.hasDue(), process: (message) => this.send(message) });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.allSettled([this.transports.simulator.close(), this.transports.configured.close()]);
  }

  drained(): Promise<void> {
    return this.loop.drained();
  }

  /** Queues the offer for every match not yet reached; never messages a candidate twice for one job. */
  broadcast(clientId: string, sandbox: boolean, jobId: number): BroadcastResult {
    const job = this.jobs.require(clientId, jobId);
    if (job.status === 'closed') throw new ApiError(409, 'Offre clôturée : diffusion impossible.');
    const transport = sandbox ? this.transports.simulator : this.transports.configured;
    const now = this.clock.now();
    const id = `bcst_${ulid()}`;
    const result = this.db.transaction((): BroadcastResult => {
      const targets = this.db
        .prepare<[number], { id: number; whatsapp_number: string | null }>(
          `SELECT m.id, m.whatsapp_number FROM job_matches m WHERE m.job_id = ? AND m.whatsapp_status IN ('not_sent', 'failed')
           AND NOT EXISTS (SELECT 1 FROM whatsapp_messages w WHERE w.match_id = m.id AND w.status = 'queued')`,
        )
        .all(jobId);
      const withNumber = targets.filter((target) => target.whatsapp_number);
      const skipped = targets.length - withNumber.length;
      this.db
        .prepare("INSERT INTO broadcasts (id, job_id, client_id, transport, status, queued, skipped, created_at) VALUES (?, ?, ?, ?, 'sending', ?, ?, ?)")
        .run(id, jobId, clientId, transport.name, withNumber.length, skipped, now);
      const noNumber = this.db.prepare("UPDATE job_matches SET whatsapp_status = 'failed', whatsapp_error = 'pas de numéro WhatsApp', whatsapp_updated_at = ? WHERE id = ?");
      for (const target of targets) if (!target.whatsapp_number) noNumber.run(now, target.id);
      const queue = this.db.prepare("INSERT INTO whatsapp_messages (broadcast_id, match_id, to_number, status, next_attempt_at, updated_at) VALUES (?, ?, ?, 'queued', ?, ?)");
      for (const target of withNumber) queue.run(id, target.id, target.whatsapp_number, now, now);
      this.jobs.setStatus(jobId, 'broadcasting');
      const completed = this.completeIfDone(id);
      return { broadcast_id: id, job_id: jobId, status: completed ? 'completed' : 'sending', transport: transport.name, queued: withNumber.length, skipped_without_number: skipped };
    }).immediate();
    setImmediate(() => this.loop.kick());
    return result;
  }

  /** A reply to a message that went through the simulator (sandbox route, `svc whatsapp reply`). */
  simulateReply(clientId: string, jobId: number, candidateId: number, reply: Reply): { job_id: number; candidate_id: number; whatsapp_status: string } {
    this.jobs.require(clientId, jobId);
    const match = this.db.prepare<[number, number], MatchRow>('SELECT * FROM job_matches WHERE job_id = ? AND candidate_id = ?').get(jobId, candidateId);
    if (!match) throw errors.notFound('Candidat introuvable dans cette offre.');
    if (!match.whatsapp_message_id?.startsWith('sim_')) throw new ApiError(409, "Aucun message simulé envoyé à ce candidat pour cette offre : rien à quoi répondre.");
    this.applyReply(match, reply);
    return { job_id: jobId, candidate_id: candidateId, whatsapp_status: `replied_${reply}` };
  }

  /** Handles a Cloud API webhook payload (already authenticated); the same callback twice changes nothing. */
  handleInbound(payload: unknown): { replies: number; failures: number } {
    let replies = 0;
    let failures = 0;
    const value = (change: unknown) => ((change as { value?: Record<string, unknown> })?.value ?? {}) as { messages?: unknown[]; statuses?: unknown[] };
    const entries = ((payload as { entry?: unknown[] })?.entry ?? []) as { changes?: unknown[] }[];
    for (const change of entries.flatMap((entry) => entry?.changes ?? [])) {
      for (const raw of value(change).messages ?? []) {
        const message = raw as { id?: string; from?: string; timestamp?: string; interactive?: { button_reply?: { id?: string } }; button?: { payload?: string } };
        if (!message.id || !this.firstTime(`msg:${message.id}`)) continue;
        if (message.from) this.noteInbound(message.from, message.timestamp);
        const buttonId = message.interactive?.button_reply?.id ?? message.button?.payload;
        const parsed = buttonId ? /^m:(\d+):(interested|declined)$/.exec(buttonId) : null;
        if (!parsed) continue;
        const match = this.db.prepare<[number], MatchRow>('SELECT * FROM job_matches WHERE id = ?').get(Number(parsed[1]));
        // The reply must come from the number the offer was sent to.
        if (!match || !match.whatsapp_number || match.whatsapp_number.replace(/\D/g, '') !== (message.from ?? '').replace(/\D/g, '')) continue;
        if (this.applyReply(match, parsed[2] as Reply)) replies += 1;
      }
      for (const raw of value(change).statuses ?? []) {
        const status = raw as { id?: string; status?: string; errors?: { title?: string; message?: string }[] };
        if (!status.id || status.status !== 'failed' || !this.firstTime(`status:${status.id}:failed`)) continue;
        const reason = status.errors?.[0]?.title ?? status.errors?.[0]?.message ?? 'échec signalé par WhatsApp';
        const info = this.db
          .prepare("UPDATE job_matches SET whatsapp_status = 'failed', whatsapp_error = ?, whatsapp_updated_at = ? WHERE whatsapp_message_id = ? AND whatsapp_status = 'sent'")
          .run(reason, this.clock.now(), status.id);
        failures += info.changes;
      }
    }
    return { replies, failures };
  }

  /** WhatsApp takes free-form messages up to 24 hours after the person last wrote. */
  private inServiceWindow(number: string): boolean {
    const row = this.db.prepare<[string], { last_inbound_at: number }>('SELECT last_inbound_at FROM whatsapp_windows WHERE number = ?').get(number.replace(/\D/g, ''));
    return !!row && this.clock.now() - row.last_inbound_at < SERVICE_WINDOW_MS;
  }

  private noteInbound(from: string, timestampSeconds: string | undefined): void {
    // When the person wrote, not when the callback came: Meta retries callbacks for days.
    const now = this.clock.now();
    const at = Number(timestampSeconds) > 0 ? Math.min(Number(timestampSeconds) * 1000, now) : now;
    this.db
      .prepare('INSERT INTO whatsapp_windows (number, last_inbound_at) VALUES (?, ?) ON CONFLICT (number) DO UPDATE SET last_inbound_at = MAX(last_inbound_at, excluded.last_inbound_at)')
      .run(from.replace(/\D/g, ''), at);
  }

  private firstTime(key: string): boolean {
    return this.db.prepare('INSERT OR IGNORE INTO whatsapp_inbound (id, received_at) VALUES (?, ?)').run(key, this.clock.now()).changes === 1;
  }

  /** sent -> replied_*; a later reply replaces an earlier one. */
  private applyReply(match: MatchRow, reply: Reply): boolean {
    if (!['sent', 'replied_interested', 'replied_declined'].includes(match.whatsapp_status)) return false;
    const now = this.clock.now();
    this.db.transaction(() => {
      this.db.prepare('UPDATE job_matches SET whatsapp_status = ?, whatsapp_updated_at = ? WHERE id = ?').run(`replied_${reply}`, now, match.id);
      this.outbox.emit(match.client_id, 'job.candidate_replied', {
        job_id: match.job_id,
        candidate_id: match.candidate_id,
        external_id: match.external_id,
        full_name: match.full_name,
        pool_type: match.pool_type,
        whatsapp_number: match.whatsapp_number,
        reply,
        whatsapp_status: `replied_${reply}`,
      });
    })();
    // A reply confirms the number: the Trust Score's identity signal.
    if (match.profile_id !== null) this.trust.whatsappConfirmed(match.client_id, match.profile_id);
    return true;
  }

  private hasDue(): boolean {
    return !!this.db.prepare("SELECT 1 FROM whatsapp_messages WHERE status = 'queued' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?) LIMIT 1").get(this.clock.now(), this.clock.now());
  }

  /** Claims the next message when the pace allows one more. */
  private claim(): QueuedMessage | null {
    const wall = Date.now();
    if (wall < this.nextSendAt) return null;
    const now = this.clock.now();
    const claimed = this.db
      .prepare<[number, number, number], { id: number }>(
        `UPDATE whatsapp_messages SET locked_until = ? WHERE id = (
           SELECT id FROM whatsapp_messages WHERE status = 'queued' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?) ORDER BY id LIMIT 1)
         RETURNING id`,
      )
      .get(now + LEASE_MS, now, now);
    if (!claimed) return null;
    this.nextSendAt = Math.max(wall, this.nextSendAt) + 1000 / this.ratePerSecond;
    return this.db
      .prepare<[number], QueuedMessage>(
        `SELECT w.id, w.broadcast_id, w.match_id, w.to_number, w.attempts, b.transport, j.title, j.location, j.company_name
         FROM whatsapp_messages w JOIN broadcasts b ON b.id = w.broadcast_id JOIN job_matches m ON m.id = w.match_id JOIN jobs j ON j.id = m.job_id WHERE w.id = ?`,
      )
      .get(claimed.id)!;
  }

  private async send(message: QueuedMessage): Promise<void> {
    const transport = message.transport === 'simulator' ? this.transports.simulator : this.transports.configured;
    const company = message.company_name ? `${message.company_name} recrute` : 'Offre';
    const result = await transport.send({
      to: message.to_number,
      form: this.inServiceWindow(message.to_number) ? 'interactive' : 'template',
      body: `${company} : ${message.title} (${message.location}). Ce poste vous intéresse ?`,
      parameters: [message.company_name ?? 'Un recruteur', message.title, message.location],
      buttons: [
        { id: `m:${message.match_id}:interested`, title: 'Intéressé(e)' },
        { id: `m:${message.match_id}:declined`, title: 'Pas intéressé(e)' },
      ],
    });
    const now = this.clock.now();
    this.db.transaction(() => {
      const attempts = message.attempts + 1;
      if (result.ok) {
        this.db.prepare("UPDATE whatsapp_messages SET status = 'sent', attempts = ?, message_id = ?, locked_until = NULL, updated_at = ? WHERE id = ?").run(attempts, result.messageId, now, message.id);
        this.db.prepare("UPDATE job_matches SET whatsapp_status = 'sent', whatsapp_message_id = ?, whatsapp_error = NULL, whatsapp_updated_at = ? WHERE id = ?").run(result.messageId, now, message.match_id);
      } else if (result.retryable && attempts < MAX_SEND_ATTEMPTS) {
        const backoff = 1000 * 2 ** attempts * (0.8 + 0.4 * crypto.randomInt(1000) / 1000);
        this.db.prepare('UPDATE whatsapp_messages SET attempts = ?, error = ?, next_attempt_at = ?, locked_until = NULL, updated_at = ? WHERE id = ?').run(attempts, result.error, now + backoff, now, message.id);
        return;
      } else {
        this.db.prepare("UPDATE whatsapp_messages SET status = 'failed', attempts = ?, error = ?, locked_until = NULL, updated_at = ? WHERE id = ?").run(attempts, result.error, now, message.id);
        this.db.prepare("UPDATE job_matches SET whatsapp_status = 'failed', whatsapp_error = ?, whatsapp_updated_at = ? WHERE id = ?").run(result.error, now, message.match_id);
      }
      this.completeIfDone(message.broadcast_id);
    })();
  }

  /** When every message has an outcome: completed, the job broadcasted, and job.broadcast.completed. */
  private completeIfDone(broadcastId: string): boolean {
    const pending = this.db.prepare("SELECT 1 FROM whatsapp_messages WHERE broadcast_id = ? AND status = 'queued' LIMIT 1").get(broadcastId);
    if (pending) return false;
    const info = this.db.prepare("UPDATE broadcasts SET status = 'completed', completed_at = ? WHERE id = ? AND status = 'sending'").run(this.clock.now(), broadcastId);
    if (info.changes === 0) return true;
    const broadcast = this.db.prepare<[string], { job_id: number; client_id: string; queued: number; skipped: number; transport: string }>('SELECT * FROM broadcasts WHERE id = ?').get(broadcastId)!;
    const counts = this.db
      .prepare<[string], { sent: number; failed: number }>("SELECT SUM(status = 'sent') AS sent, SUM(status = 'failed') AS failed FROM whatsapp_messages WHERE broadcast_id = ?")
      .get(broadcastId)!;
    const job = this.db.prepare<[number], { status: string }>('SELECT status FROM jobs WHERE id = ?').get(broadcast.job_id);
    if (job?.status === 'broadcasting') this.jobs.setStatus(broadcast.job_id, 'broadcasted');
    this.outbox.emit(broadcast.client_id, 'job.broadcast.completed', {
      job_id: broadcast.job_id,
      broadcast_id: broadcastId,
      transport: broadcast.transport,
      sent: counts.sent ?? 0,
      failed: counts.failed ?? 0,
      skipped_without_number: broadcast.skipped,
    });
    return true;
  }
}
