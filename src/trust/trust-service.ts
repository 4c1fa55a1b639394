import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { TrustRepository } from '../db/repositories/trust.js';
import { errors } from '../errors.js';
import type { Outbox } from '../events/outbox.js';
import type { Taxonomy } from '../matching/taxonomy.js';
import type { Profile, Reference } from '../profiles/profile.js';
import type { ProfileListener, ProfilesService } from '../profiles/profiles-service.js';
import { computeTrust, type Signal, type TrustClass, type TrustComponent } from './trust-score.js';

export const TRUST_NOT_COMPUTED = 'Trust Score pas encore calculé.';

export interface TrustRecord {
  profile_id: number;
  trust_score: number;
  class: TrustClass;
  breakdown: Record<TrustComponent, number>;
  signals: Signal[];
  computed_at: number;
  profile_updated_at: number;
}

/** Trust Scores of stored profiles: computed on demand, kept, and recomputed when the profile changes. */
export class TrustService implements ProfileListener {
  private readonly records: TrustRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly taxonomy: Taxonomy,
    private readonly profiles: ProfilesService,
    private readonly outbox: Outbox,
  ) {
    this.records = new TrustRepository(db);
  }

  /** Computes (after storing `references`, when given) and emits trust.scored. */
  async score(clientId: string, profileId: number, references?: Reference[]): Promise<TrustRecord> {
    if (references) await this.profiles.patch(clientId, profileId, { references });
    return this.computeAndStore(await this.profiles.require(clientId, profileId));
  }

  async get(clientId: string, profileId: number): Promise<TrustRecord> {
    const record = await this.find(clientId, profileId);
    if (!record) throw errors.notFound(TRUST_NOT_COMPUTED);
    return record;
  }

  /** The stored record, or null when none has been computed. */
  async find(clientId: string, profileId: number): Promise<TrustRecord | null> {
    await this.profiles.require(clientId, profileId);
    return this.records.get(clientId, profileId);
  }

  /** Scores of these profiles, computing and storing those that have none or an outdated one. */
  ensureFresh(clientId: string, profileIds: number[]): Promise<Map<number, number>> {
    return this.currentScores(clientId, profileIds, async (profile, whatsappConfirmed) => (await this.save(profile, this.computeWith(profile, whatsappConfirmed))).trust_score);
  }

  /**
   * Scores for match results of a stored pool: the stored one when it is current, else
   * computed on the spot. A match is a read: nothing is stored and no trust.scored is sent.
   */
  scores(clientId: string, profileIds: number[]): Promise<Map<number, number>> {
    return this.currentScores(clientId, profileIds, async (profile, whatsappConfirmed) => this.computeWith(profile, whatsappConfirmed).trust_score);
  }

  /**
   * The stored score of each profile when it was computed on the profile as it is now,
   * else what `stale` gives for it: a few statements whatever the number of profiles.
   */
  private async currentScores(clientId: string, profileIds: number[], stale: (profile: Profile, whatsappConfirmed: boolean) => Promise<number>): Promise<Map<number, number>> {
    if (profileIds.length === 0) return new Map();
    const stored = await this.records.scores(clientId, profileIds);
    const profiles = new Map((await this.profiles.getMany(clientId, profileIds)).map((profile) => [profile.id, profile]));
    const scores = new Map<number, number>();
    const outdated: Profile[] = [];
    for (const id of profileIds) {
      const profile = profiles.get(id);
      if (!profile) continue;
      const row = stored.get(id);
      if (row && row.profileUpdatedAt === profile.updated_at) scores.set(id, row.score);
      else outdated.push(profile);
    }
    const replied = outdated.length > 0 ? await this.records.repliedOnWhatsapp(outdated.map((profile) => profile.id)) : new Set<number>();
    for (const profile of outdated) scores.set(profile.id, await stale(profile, replied.has(profile.id)));
    // In the order asked.
    return new Map(profileIds.filter((id) => scores.has(id)).map((id) => [id, scores.get(id)!]));
  }

  async profileWritten(): Promise<void> {
    // A score is stamped with its profile's updated_at: one the process died before recomputing is recomputed when read.
  }

  /** A profile that changes gets its score recomputed, if it had one. */
  async profileChanged(profile: Profile): Promise<void> {
    if (profile.processing_status === 'ready' && (await this.records.exists(profile.id))) await this.computeAndStore(profile);
  }

  async profileDeleted(): Promise<void> {
    // trust_scores rows go with their profile (ON DELETE CASCADE).
  }

  /** Recomputes the score of a profile whose WhatsApp number was just confirmed by a reply. */
  async whatsappConfirmed(clientId: string, profileId: number): Promise<void> {
    const profile = await this.profiles.get(clientId, profileId);
    if (profile) await this.computeAndStore(profile);
  }

  private computeWith(profile: Profile, whatsappConfirmed: boolean): ReturnType<typeof computeTrust> {
    return computeTrust(profile, { now: new Date(this.clock.now()), taxonomy: this.taxonomy, whatsappConfirmed });
  }

  private async computeAndStore(profile: Profile): Promise<TrustRecord> {
    const replied = await this.records.repliedOnWhatsapp([profile.id]);
    return this.save(profile, this.computeWith(profile, replied.has(profile.id)));
  }

  private async save(profile: Profile, result: ReturnType<typeof computeTrust>): Promise<TrustRecord> {
    const record: TrustRecord = {
      profile_id: profile.id,
      trust_score: result.trust_score,
      class: result.class,
      breakdown: result.breakdown,
      signals: result.signals,
      computed_at: this.clock.now(),
      profile_updated_at: profile.updated_at,
    };
    await this.db.transaction(async () => {
      await this.records.save(profile.client_id, record);
      await this.outbox.emit(profile.client_id, 'trust.scored', { profile_id: profile.id, trust_score: record.trust_score, class: record.class, breakdown: record.breakdown });
    });
    return record;
  }
}
