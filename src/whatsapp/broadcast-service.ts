import crypto from 'node:crypto';
import { newId } from '../ids.js';
import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { WhatsappRepository, type QueuedMessage, type ReachedMatch } from '../db/repositories/whatsapp.js';
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
  private readonly store: WhatsappRepository;
  private nextSendAt = 0;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly jobs: JobsService,
    private readonly trust: TrustService,
    private readonly transports: { simulator: WhatsappTransport; configured: WhatsappTransport },
    private readonly ratePerSecond: number,
  ) {
    this.store = new WhatsappRepository(db, LEASE_MS);
    this.loop = new WorkLoop({ concurrency: 4, pollMs: 50, claim: () => this.claim(), hasDue: () => this.store.hasDue(this.clock.now()), process: (message) => this.send(message) });
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
  async broadcast(clientId: string, sandbox: boolean, jobId: number): Promise<BroadcastResult> {
    const job = await this.jobs.require(clientId, jobId);
    if (job.status === 'closed') throw new ApiError(409, 'Offre clôturée : diffusion impossible.');
    const transport = sandbox ? this.transports.simulator : this.transports.configured;
    const now = this.clock.now();
    const id = newId('bcst');
    const result = await this.db.transaction(async (): Promise<BroadcastResult> => {
      const targets = await this.store.broadcastTargets(jobId);
      const skipped = targets.filter((target) => !target.whatsapp_number).length;
      await this.store.insertBroadcast({ id, jobId, clientId, transport: transport.name, skipped }, targets, now);
      await this.jobs.setStatus(jobId, 'broadcasting');
      const completed = await this.completeIfDone(id);
      return { broadcast_id: id, job_id: jobId, status: completed ? 'completed' : 'sending', transport: transport.name, queued: targets.length - skipped, skipped_without_number: skipped };
    });
    setImmediate(() => this.loop.kick());
    return result;
  }

  /** A reply to a message that went through the simulator (sandbox route, `svc whatsapp reply`). */
  async simulateReply(clientId: string, jobId: number, candidateId: number, reply: Reply): Promise<{ job_id: number; candidate_id: number; whatsapp_status: string }> {
    await this.jobs.require(clientId, jobId);
    const match = await this.store.match(jobId, candidateId);
    if (!match) throw errors.notFound('Candidat introuvable dans cette offre.');
    if (!match.whatsapp_message_id?.startsWith('sim_')) throw new ApiError(409, "Aucun message simulé envoyé à ce candidat pour cette offre : rien à quoi répondre.");
    await this.applyReply(match, reply);
    return { job_id: jobId, candidate_id: candidateId, whatsapp_status: `replied_${reply}` };
  }

  /** Handles a Cloud API webhook payload (already authenticated); the same callback twice changes nothing. */
  async handleInbound(payload: unknown): Promise<{ replies: number; failures: number }> {
    let replies = 0;
    let failures = 0;
    const value = (change: unknown) => ((change as { value?: Record<string, unknown> })?.value ?? {}) as { messages?: unknown[]; statuses?: unknown[] };
    const entries = ((payload as { entry?: unknown[] })?.entry ?? []) as { changes?: unknown[] }[];
    for (const change of entries.flatMap((entry) => entry?.changes ?? [])) {
      for (const raw of value(change).messages ?? []) {
        const message = raw as { id?: string; from?: string; timestamp?: string; interactive?: { button_reply?: { id?: string } }; button?: { payload?: string } };
        if (!message.id || !(await this.firstTime(`msg:${message.id}`))) continue;
        if (message.from) await this.noteInbound(message.from, message.timestamp);
        const buttonId = message.interactive?.button_reply?.id ?? message.button?.payload;
        const parsed = buttonId ? /^m:(\d+):(interested|declined)$/.exec(buttonId) : null;
        if (!parsed) continue;
        const match = await this.store.matchById(Number(parsed[1]));
        // The reply must come from the number the offer was sent to.
        if (!match || !match.whatsapp_number || match.whatsapp_number.replace(/\D/g, '') !== (message.from ?? '').replace(/\D/g, '')) continue;
        if (await this.applyReply(match, parsed[2] as Reply)) replies += 1;
      }
      for (const raw of value(change).statuses ?? []) {
        const status = raw as { id?: string; status?: string; errors?: { title?: string; message?: string }[] };
        if (!status.id || status.status !== 'failed' || !(await this.firstTime(`status:${status.id}:failed`))) continue;
        const reason = status.errors?.[0]?.title ?? status.errors?.[0]?.message ?? 'échec signalé par WhatsApp';
        failures += await this.store.deliveryFailed(status.id, reason, this.clock.now());
      }
    }
    return { replies, failures };
  }

  /** WhatsApp takes free-form messages up to 24 hours after the person last wrote. */
  private async inServiceWindow(number: string): Promise<boolean> {
    const last = await this.store.lastInbound(number);
    return last !== null && this.clock.now() - last < SERVICE_WINDOW_MS;
  }

  private noteInbound(from: string, timestampSeconds: string | undefined): Promise<void> {
    // When the person wrote, not when the callback came: Meta retries callbacks for days.
    const now = this.clock.now();
    const at = Number(timestampSeconds) > 0 ? Math.min(Number(timestampSeconds) * 1000, now) : now;
    return this.store.noteInbound(from, at);
  }

  private firstTime(key: string): Promise<boolean> {
    return this.store.firstTime(key, this.clock.now());
  }

  /** sent -> replied_*; a later reply replaces an earlier one. */
  private async applyReply(match: ReachedMatch, reply: Reply): Promise<boolean> {
    if (!['sent', 'replied_interested', 'replied_declined'].includes(match.whatsapp_status)) return false;
    const now = this.clock.now();
    await this.db.transaction(async () => {
      await this.store.setReply(match.id, `replied_${reply}`, now);
      await this.outbox.emit(match.client_id, 'job.candidate_replied', {
        job_id: match.job_id,
        candidate_id: match.candidate_id,
        external_id: match.external_id,
        full_name: match.full_name,
        pool_type: match.pool_type,
        whatsapp_number: match.whatsapp_number,
        reply,
        whatsapp_status: `replied_${reply}`,
      });
    });
    // A reply confirms the number: the Trust Score's identity signal.
    if (match.profile_id !== null) await this.trust.whatsappConfirmed(match.client_id, match.profile_id);
    return true;
  }

  /** Claims the next message when the pace allows one more. */
  private async claim(): Promise<QueuedMessage | null> {
    const wall = Date.now();
    if (wall < this.nextSendAt) return null;
    const message = await this.store.claim(this.clock.now());
    if (message) this.nextSendAt = Math.max(wall, this.nextSendAt) + 1000 / this.ratePerSecond;
    return message;
  }

  private async send(message: QueuedMessage): Promise<void> {
    const transport = message.transport === 'simulator' ? this.transports.simulator : this.transports.configured;
    const company = message.company_name ? `${message.company_name} recrute` : 'Offre';
    const result = await transport.send({
      to: message.to_number,
      form: (await this.inServiceWindow(message.to_number)) ? 'interactive' : 'template',
      body: `${company} : ${message.title} (${message.location}). Ce poste vous intéresse ?`,
      parameters: [message.company_name ?? 'Un recruteur', message.title, message.location],
      buttons: [
        { id: `m:${message.match_id}:interested`, title: 'Intéressé(e)' },
        { id: `m:${message.match_id}:declined`, title: 'Pas intéressé(e)' },
      ],
    });
    const now = this.clock.now();
    await this.db.transaction(async () => {
      const attempts = message.attempts + 1;
      if (result.ok) await this.store.messageSent(message, result.messageId, now);
      else if (result.retryable && attempts < MAX_SEND_ATTEMPTS) {
        const backoff = Math.round(1000 * 2 ** attempts * (0.8 + 0.4 * crypto.randomInt(1000) / 1000));
        await this.store.retryLater(message, result.error, now + backoff, now);
        return;
      } else await this.store.messageFailed(message, result.error, now);
      await this.completeIfDone(message.broadcast_id);
    });
  }

  /** When every message has an outcome: completed, the job broadcasted, and job.broadcast.completed. */
  private async completeIfDone(broadcastId: string): Promise<boolean> {
    const broadcast = await this.store.completeBroadcast(broadcastId, this.clock.now());
    if (!broadcast) return false;
    if ((await this.jobs.get(broadcast.client_id, broadcast.job_id))?.status === 'broadcasting') await this.jobs.setStatus(broadcast.job_id, 'broadcasted');
    await this.outbox.emit(broadcast.client_id, 'job.broadcast.completed', {
      job_id: broadcast.job_id,
      broadcast_id: broadcastId,
      transport: broadcast.transport,
      sent: broadcast.sent,
      failed: broadcast.failed,
      skipped_without_number: broadcast.skipped,
    });
    return true;
  }
}
