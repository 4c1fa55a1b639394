import type { TrustRecord } from '../../trust/trust-service.js';
import type { TrustClass } from '../../trust/trust-score.js';
import { inList } from '../dialect.js';
import { Repository } from '../repository.js';

interface TrustRow {
  profile_id: number;
  score: number;
  class: TrustClass;
  breakdown: string;
  signals: string;
  computed_at: number;
  profile_updated_at: number;
}

/** `trust_scores`, one row per profile, and the WhatsApp replies that confirm a number. */
export class TrustRepository extends Repository {
  async get(clientId: string, profileId: number): Promise<TrustRecord | null> {
    const row = await this.store.one<TrustRow>('SELECT * FROM trust_scores WHERE profile_id = ? AND client_id = ?', [profileId, clientId]);
    return row ? toRecord(row) : null;
  }

  async exists(profileId: number): Promise<boolean> {
    return !!(await this.store.one('SELECT 1 FROM trust_scores WHERE profile_id = ?', [profileId]));
  }

  /** The stored score of each of these profiles, with the profile version it was computed on. */
  async scores(clientId: string, profileIds: number[]): Promise<Map<number, { score: number; profileUpdatedAt: number }>> {
    const rows = await this.store.all<{ profile_id: number; score: number; profile_updated_at: number }>(
      `SELECT profile_id, score, profile_updated_at FROM trust_scores WHERE client_id = ? AND profile_id IN (${inList(this.store)})`,
      [clientId, JSON.stringify(profileIds)],
    );
    return new Map(rows.map((row) => [row.profile_id, { score: row.score, profileUpdatedAt: row.profile_updated_at }]));
  }

  async save(clientId: string, record: TrustRecord): Promise<void> {
    await this.store.run(
      `INSERT INTO trust_scores (profile_id, client_id, score, class, breakdown, signals, profile_updated_at, computed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(profile_id) DO UPDATE SET score = excluded.score, class = excluded.class, breakdown = excluded.breakdown, signals = excluded.signals,
           profile_updated_at = excluded.profile_updated_at, computed_at = excluded.computed_at`,
      [record.profile_id, clientId, record.trust_score, record.class, JSON.stringify(record.breakdown), JSON.stringify(record.signals), record.profile_updated_at, record.computed_at],
    );
  }

  /** Which of these people answered a WhatsApp offer, which confirms their number. */
  async repliedOnWhatsapp(profileIds: readonly number[]): Promise<Set<number>> {
    const rows = await this.store.all<{ profile_id: number }>(
      `SELECT DISTINCT profile_id FROM job_matches WHERE profile_id IN (${inList(this.store)}) AND whatsapp_status IN ('replied_interested', 'replied_declined')`,
      [JSON.stringify(profileIds)],
    );
    return new Set(rows.map((row) => row.profile_id));
  }
}

function toRecord(row: TrustRow): TrustRecord {
  return {
    profile_id: row.profile_id,
    trust_score: row.score,
    class: row.class,
    breakdown: JSON.parse(row.breakdown),
    signals: JSON.parse(row.signals),
    computed_at: row.computed_at,
    profile_updated_at: row.profile_updated_at,
  };
}
