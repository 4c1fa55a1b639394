import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { ApiError, errors } from '../errors.js';
import { checkEach, type RejectedItem } from '../schemas/check.js';
import { checkProviderCandidate } from './provider-candidates.js';
import { toBlob } from './embeddings.js';
import type { FeatureBuilder, ProviderCandidateInput } from './features.js';
import { PoolRegistry, providerInput } from './pools.js';
import { decodeCursor, pageOf, type Page } from '../db/paging.js';
import type { Seniority } from './taxonomy.js';

export const MAX_SYNC_CANDIDATES = 10_000;
export const PROVIDER_NOT_FOUND = 'Provider introuvable.';

export interface Provider {
  providerId: string;
  name: string;
  indexCount: number;
  createdAt: number;
  lastSyncAt: number | null;
}

export type ProviderEvent = 'candidate.created' | 'candidate.updated' | 'candidate.deleted';

export interface SyncOutcome {
  upserted: number;
  rejected: RejectedItem[];
  provider: Provider;
}

/** Providers: lightweight anonymised indexes that a client registers and keeps in sync. */
export class ProvidersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly features: FeatureBuilder,
    private readonly pools: PoolRegistry,
  ) {}

  create(clientId: string, providerId: string, name: string): Provider {
    const now = this.clock.now();
    const info = this.db
      .prepare('INSERT INTO providers (client_id, provider_id, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(clientId, providerId, name, now);
    if (info.changes === 0) throw errors.conflict(`Provider déjà enregistré : ${providerId}`);
    return { providerId, name, indexCount: 0, createdAt: now, lastSyncAt: null };
  }

  get(clientId: string, providerId: string): Provider | null {
    const row = this.db
      .prepare<[string, string, string, string], { name: string; created_at: number; last_sync_at: number | null; n: number }>(
        `SELECT name, created_at, last_sync_at, (SELECT COUNT(*) FROM provider_candidates WHERE client_id = ? AND provider_id = ?) AS n
         FROM providers WHERE client_id = ? AND provider_id = ?`,
      )
      .get(clientId, providerId, clientId, providerId);
    return row ? { providerId, name: row.name, indexCount: row.n, createdAt: row.created_at, lastSyncAt: row.last_sync_at } : null;
  }

  require(clientId: string, providerId: string): Provider {
    const provider = this.get(clientId, providerId);
    if (!provider) throw errors.notFound(PROVIDER_NOT_FOUND);
    return provider;
  }

  /**
   * Bootstrap or delta: upserts by external_id, in one transaction, every candidate that is
   * valid; the others are reported by index with the reason, and change nothing.
   */
  async sync(clientId: string, providerId: string, candidates: readonly unknown[]): Promise<SyncOutcome> {
    this.require(clientId, providerId);
    if (candidates.length > MAX_SYNC_CANDIDATES) throw errors.payloadTooLarge(`Trop de candidats dans une synchronisation (${MAX_SYNC_CANDIDATES} au plus).`);
    const { accepted, rejected } = checkEach(candidates, (index) => `candidates[${index}]`, checkProviderCandidate);
    const upserted = await this.upsert(clientId, providerId, accepted.map((item) => item.value));
    return { upserted, rejected, provider: this.require(clientId, providerId) };
  }

  /**
   * One candidate from the provider webhook: `candidate.updated` may send only the fields
   * that changed, merged into the indexed candidate; a new candidate must be complete.
   */
  async index(clientId: string, providerId: string, candidate: Record<string, unknown>, merge: boolean): Promise<string> {
    this.require(clientId, providerId);
    const externalId = typeof candidate.external_id === 'string' ? candidate.external_id : null;
    const indexed = merge && externalId ? this.indexed(clientId, providerId, externalId) : null;
    const { accepted, rejected } = checkEach([indexed ? { ...indexed, ...candidate } : candidate], () => 'candidate', checkProviderCandidate);
    if (rejected.length > 0) throw new ApiError(400, rejected[0]!.detail);
    const [checked] = accepted.map((item) => item.value);
    await this.upsert(clientId, providerId, [checked!]);
    return checked!.external_id;
  }

  private indexed(clientId: string, providerId: string, externalId: string): ProviderCandidateInput | null {
    const row = this.db
      .prepare<[string, string, string], { external_id: string; skills: string; seniority: Seniority; country: string; whatsapp_number: string | null }>(
        'SELECT external_id, skills, seniority, country, whatsapp_number FROM provider_candidates WHERE client_id = ? AND provider_id = ? AND external_id = ?',
      )
      .get(clientId, providerId, externalId);
    return row ? providerInput(row) : null;
  }

  private async upsert(clientId: string, providerId: string, normalised: ProviderCandidateInput[]): Promise<number> {
    const features = await Promise.all(normalised.map((candidate) => this.features.provider(candidate, 0)));
    const key = PoolRegistry.providerKey(clientId, providerId);
    const now = this.clock.now();
    const upsert = this.db.prepare<unknown[], { id: number }>(`
      INSERT INTO provider_candidates (client_id, provider_id, external_id, skills, seniority, country, whatsapp_number, model, vector, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (client_id, provider_id, external_id) DO UPDATE SET
        skills = excluded.skills, seniority = excluded.seniority, country = excluded.country,
        whatsapp_number = excluded.whatsapp_number, model = excluded.model, vector = excluded.vector, updated_at = excluded.updated_at
      RETURNING id`);
    const labels = this.db.transaction(() => {
      const ids = normalised.map((candidate, i) =>
        upsert.get(clientId, providerId, candidate.external_id, JSON.stringify(candidate.skills), candidate.seniority, candidate.country, candidate.whatsapp_number, this.features.modelId, toBlob(features[i]!.vector), now)!.id,
      );
      this.db.prepare('UPDATE providers SET last_sync_at = ? WHERE client_id = ? AND provider_id = ?').run(now, clientId, providerId);
      this.pools.bump(key, ids);
      return ids;
    }).immediate();
    const pool = await this.pools.loaded(key);
    if (pool) {
      labels.forEach((label, i) => {
        const candidateFeatures = features[i]!;
        candidateFeatures.label = label;
        candidateFeatures.card.id = label;
        pool.upsert(label, candidateFeatures);
      });
    }
    return labels.length;
  }

  /** The candidates of a provider index, oldest first. */
  candidates(clientId: string, providerId: string, options: { limit: number; cursor?: string }): Page<ProviderCandidateInput> {
    this.require(clientId, providerId);
    const after = options.cursor ? decodeCursor(options.cursor) : 0;
    const rows = this.db
      .prepare<[string, string, number, number], { id: number; external_id: string; skills: string; seniority: Seniority; country: string; whatsapp_number: string | null }>(
        'SELECT id, external_id, skills, seniority, country, whatsapp_number FROM provider_candidates WHERE client_id = ? AND provider_id = ? AND id > ? ORDER BY id LIMIT ?',
      )
      .all(clientId, providerId, after, options.limit + 1);
    const page = pageOf(rows, options.limit, (row) => row.id);
    return { items: page.items.map(providerInput), nextCursor: page.nextCursor };
  }

  /** Removes one candidate; false when the provider holds no such external_id. */
  async remove(clientId: string, providerId: string, externalId: string): Promise<boolean> {
    this.require(clientId, providerId);
    const key = PoolRegistry.providerKey(clientId, providerId);
    const removed = this.db.transaction(() => {
      const row = this.db
        .prepare<[string, string, string], { id: number }>('DELETE FROM provider_candidates WHERE client_id = ? AND provider_id = ? AND external_id = ? RETURNING id')
        .get(clientId, providerId, externalId);
      if (row) this.pools.bump(key, [row.id]);
      return row;
    })();
    if (!removed) return false;
    (await this.pools.loaded(key))?.remove(removed.id);
    return true;
  }
}
