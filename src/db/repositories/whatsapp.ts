import { LeasedQueue } from '../leased-queue.js';
import type { Store } from '../store.js';

/** A message taken from the queue, with the offer it carries. */
export interface QueuedMessage {
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

/** A job's match as WhatsApp replies and statuses see it. */
export interface ReachedMatch {
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

export interface CompletedBroadcast {
  job_id: number;
  client_id: string;
  transport: string;
  skipped: number;
  sent: number;
  failed: number;
}

/** Numbers as WhatsApp writes them in callbacks: digits only. */
const digits = (number: string) => number.replace(/\D/g, '');

/** `broadcasts`, the `whatsapp_messages` queue, the WhatsApp side of `job_matches`, and the inbound bookkeeping. */
export class WhatsappRepository extends LeasedQueue<QueuedMessage> {
  constructor(store: Store, leaseMs: number) {
    super(
      store,
      { table: 'whatsapp_messages', due: "status = 'queued' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until < @now)", order: 'id' },
      leaseMs,
    );
  }

  /** The job's matches not yet reached and not already queued, with their numbers. */
  broadcastTargets(jobId: number): Promise<{ id: number; whatsapp_number: string | null }[]> {
    return this.store.all(
      `SELECT m.id, m.whatsapp_number FROM job_matches m WHERE m.job_id = ? AND m.whatsapp_status IN ('not_sent', 'failed')
       AND NOT EXISTS (SELECT 1 FROM whatsapp_messages w WHERE w.match_id = m.id AND w.status = 'queued')`,
      [jobId],
    );
  }

  /** A broadcast, its messages queued, and the matches without a number marked failed. */
  async insertBroadcast(broadcast: { id: string; jobId: number; clientId: string; transport: string; skipped: number }, targets: { id: number; whatsapp_number: string | null }[], now: number): Promise<void> {
    const withNumber = targets.filter((target) => target.whatsapp_number);
    await this.store.run("INSERT INTO broadcasts (id, job_id, client_id, transport, status, queued, skipped, created_at) VALUES (?, ?, ?, ?, 'sending', ?, ?, ?)", [
      broadcast.id, broadcast.jobId, broadcast.clientId, broadcast.transport, withNumber.length, broadcast.skipped, now,
    ]);
    for (const target of targets) {
      if (!target.whatsapp_number) await this.store.run("UPDATE job_matches SET whatsapp_status = 'failed', whatsapp_error = 'pas de numéro WhatsApp', whatsapp_updated_at = ? WHERE id = ?", [now, target.id]);
    }
    for (const target of withNumber) {
      await this.store.run("INSERT INTO whatsapp_messages (broadcast_id, match_id, to_number, status, next_attempt_at, updated_at) VALUES (?, ?, ?, 'queued', ?, ?)", [broadcast.id, target.id, target.whatsapp_number, now, now]);
    }
  }

  protected async read(id: number): Promise<QueuedMessage> {
    return (await this.store.one<QueuedMessage>(
      `SELECT w.id, w.broadcast_id, w.match_id, w.to_number, w.attempts, b.transport, j.title, j.location, j.company_name
       FROM whatsapp_messages w JOIN broadcasts b ON b.id = w.broadcast_id JOIN job_matches m ON m.id = w.match_id JOIN jobs j ON j.id = m.job_id WHERE w.id = ?`,
      [id],
    ))!;
  }

  async messageSent(message: QueuedMessage, messageId: string, now: number): Promise<void> {
    await this.store.run("UPDATE whatsapp_messages SET status = 'sent', attempts = ?, message_id = ?, locked_until = NULL, updated_at = ? WHERE id = ?", [message.attempts + 1, messageId, now, message.id]);
    await this.store.run("UPDATE job_matches SET whatsapp_status = 'sent', whatsapp_message_id = ?, whatsapp_error = NULL, whatsapp_updated_at = ? WHERE id = ?", [messageId, now, message.match_id]);
  }

  async retryLater(message: QueuedMessage, error: string, at: number, now: number): Promise<void> {
    await this.store.run('UPDATE whatsapp_messages SET attempts = ?, error = ?, next_attempt_at = ?, locked_until = NULL, updated_at = ? WHERE id = ?', [message.attempts + 1, error, at, now, message.id]);
  }

  async messageFailed(message: QueuedMessage, error: string, now: number): Promise<void> {
    await this.store.run("UPDATE whatsapp_messages SET status = 'failed', attempts = ?, error = ?, locked_until = NULL, updated_at = ? WHERE id = ?", [message.attempts + 1, error, now, message.id]);
    await this.store.run("UPDATE job_matches SET whatsapp_status = 'failed', whatsapp_error = ?, whatsapp_updated_at = ? WHERE id = ?", [error, now, message.match_id]);
  }

  /** Completes a broadcast none of whose messages waits any more; null while some wait or when it was already completed. */
  async completeBroadcast(broadcastId: string, now: number): Promise<CompletedBroadcast | null> {
    if (await this.store.one("SELECT 1 FROM whatsapp_messages WHERE broadcast_id = ? AND status = 'queued' LIMIT 1", [broadcastId])) return null;
    if ((await this.store.run("UPDATE broadcasts SET status = 'completed', completed_at = ? WHERE id = ? AND status = 'sending'", [now, broadcastId])) === 0) return null;
    const broadcast = (await this.store.one<{ job_id: number; client_id: string; skipped: number; transport: string }>('SELECT * FROM broadcasts WHERE id = ?', [broadcastId]))!;
    const counts = (await this.store.one<{ sent: number; failed: number }>(
      "SELECT COUNT(*) FILTER (WHERE status = 'sent') AS sent, COUNT(*) FILTER (WHERE status = 'failed') AS failed FROM whatsapp_messages WHERE broadcast_id = ?",
      [broadcastId],
    ))!;
    return { job_id: broadcast.job_id, client_id: broadcast.client_id, transport: broadcast.transport, skipped: broadcast.skipped, sent: counts.sent, failed: counts.failed };
  }

  async match(jobId: number, candidateId: number): Promise<ReachedMatch | null> {
    return (await this.store.one<ReachedMatch>('SELECT * FROM job_matches WHERE job_id = ? AND candidate_id = ?', [jobId, candidateId])) ?? null;
  }

  async matchById(id: number): Promise<ReachedMatch | null> {
    return (await this.store.one<ReachedMatch>('SELECT * FROM job_matches WHERE id = ?', [id])) ?? null;
  }

  async setReply(matchId: number, status: string, now: number): Promise<void> {
    await this.store.run('UPDATE job_matches SET whatsapp_status = ?, whatsapp_updated_at = ? WHERE id = ?', [status, now, matchId]);
  }

  /** A sent message WhatsApp reports failed; returns how many matches it moved. */
  deliveryFailed(messageId: string, reason: string, now: number): Promise<number> {
    return this.store.run("UPDATE job_matches SET whatsapp_status = 'failed', whatsapp_error = ?, whatsapp_updated_at = ? WHERE whatsapp_message_id = ? AND whatsapp_status = 'sent'", [reason, now, messageId]);
  }

  async lastInbound(number: string): Promise<number | null> {
    return (await this.store.one<{ last_inbound_at: number }>('SELECT last_inbound_at FROM whatsapp_windows WHERE number = ?', [digits(number)]))?.last_inbound_at ?? null;
  }

  async noteInbound(number: string, at: number): Promise<void> {
    await this.store.run(
      `INSERT INTO whatsapp_windows (number, last_inbound_at) VALUES (?, ?) ON CONFLICT (number) DO UPDATE
       SET last_inbound_at = CASE WHEN excluded.last_inbound_at > whatsapp_windows.last_inbound_at THEN excluded.last_inbound_at ELSE whatsapp_windows.last_inbound_at END`,
      [digits(number), at],
    );
  }

  /** Whether a callback is seen for the first time (Meta delivers callbacks at least once). */
  async firstTime(key: string, now: number): Promise<boolean> {
    return (await this.store.run('INSERT INTO whatsapp_inbound (id, received_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [key, now])) === 1;
  }
}
