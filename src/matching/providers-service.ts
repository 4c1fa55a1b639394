import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { ProvidersRepository } from '../db/repositories/providers.js';
import { ApiError, errors } from '../errors.js';
import { checkEach, type RejectedItem } from '../schemas/check.js';
import { checkProviderCandidate } from './provider-candidates.js';
import { toBlob } from './embeddings.js';
import type { FeatureBuilder, ProviderCandidateInput } from './features.js';
import { PoolRegistry } from './pools.js';
import { decodeCursor, type Page } from '../db/paging.js';

export const MAX_SYNC_CANDIDATES = 10_000;
export const PROVIDER_NOT_FOUND = 'Provider introuvable.';

export interface Provider {
  provider_id: string;
  name: string;
  index_count: number;
  created_at: number;
  last_sync_at: number | null;
}

export type ProviderEvent = 'candidate.created' | 'candidate.updated' | 'candidate.deleted';

export interface SyncOutcome {
  upserted: number;
  rejected: RejectedItem[];
  provider: Provider;
}

/** Providers: lightweight anonymised indexes that a client registers and keeps in sync. */
export class ProvidersService {
  private readonly providers: ProvidersRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly features: FeatureBuilder,
    private readonly pools: PoolRegistry,
  ) {
    this.providers = new ProvidersRepository(db);
  }

  async create(clientId: string, providerId: string, name: string): Promise<Provider> {
    const now = this.clock.now();
    if (!(await this.providers.insert(clientId, providerId, name, now))) throw errors.conflict(`Provider déjà enregistré : ${providerId}`);
    return { provider_id: providerId, name, index_count: 0, created_at: now, last_sync_at: null };
  }

  get(clientId: string, providerId: string): Promise<Provider | null> {
    return this.providers.get(clientId, providerId);
  }

  async require(clientId: string, providerId: string): Promise<Provider> {
    const provider = await this.get(clientId, providerId);
    if (!provider) throw errors.notFound(PROVIDER_NOT_FOUND);
    return provider;
  }

  /**
   * Bootstrap or delta: upserts by external_id, in one transaction, every candidate that is
   * valid; the others are reported by index with the reason, and change nothing.
   */
  async sync(clientId: string, providerId: string, candidates: readonly unknown[]): Promise<SyncOutcome> {
    await this.require(clientId, providerId);
    if (candidates.length > MAX_SYNC_CANDIDATES) throw errors.payloadTooLarge(`Trop de candidats dans une synchronisation (${MAX_SYNC_CANDIDATES} au plus).`);
    const { accepted, rejected } = checkEach(candidates, (index) => `candidates[${index}]`, checkProviderCandidate);
    const upserted = await this.upsert(clientId, providerId, accepted.map((item) => item.value));
    return { upserted, rejected, provider: await this.require(clientId, providerId) };
  }

  /**
   * One candidate from the provider webhook: `candidate.updated` may send only the fields
   * that changed, merged into the indexed candidate; a new candidate must be complete.
   */
  async index(clientId: string, providerId: string, candidate: Record<string, unknown>, merge: boolean): Promise<string> {
    await this.require(clientId, providerId);
    const externalId = typeof candidate.external_id === 'string' ? candidate.external_id : null;
    const indexed = merge && externalId ? await this.providers.candidateByExternalId(clientId, providerId, externalId) : null;
    const { accepted, rejected } = checkEach([indexed ? { ...indexed, ...candidate } : candidate], () => 'candidate', checkProviderCandidate);
    if (rejected.length > 0) throw new ApiError(400, rejected[0]!.detail);
    const [checked] = accepted.map((item) => item.value);
    await this.upsert(clientId, providerId, [checked!]);
    return checked!.external_id;
  }

  private async upsert(clientId: string, providerId: string, normalised: ProviderCandidateInput[]): Promise<number> {
    const features = await Promise.all(normalised.map((candidate) => this.features.provider(candidate, 0)));
    const key = PoolRegistry.providerKey(clientId, providerId);
    const now = this.clock.now();
    const labels = await this.db.transaction(async () => {
      const ids: number[] = [];
      for (const [i, candidate] of normalised.entries()) ids.push(await this.providers.upsertCandidate(clientId, providerId, candidate, this.features.modelId, toBlob(features[i]!.vector), now));
      await this.providers.synced(clientId, providerId, now);
      await this.pools.bump(key, ids);
      return ids;
    });
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
  async candidates(clientId: string, providerId: string, options: { limit: number; cursor?: string }): Promise<Page<ProviderCandidateInput>> {
    await this.require(clientId, providerId);
    return this.providers.page(clientId, providerId, options.cursor ? decodeCursor(options.cursor) : 0, options.limit);
  }

  /** Removes one candidate; false when the provider holds no such external_id. */
  async remove(clientId: string, providerId: string, externalId: string): Promise<boolean> {
    await this.require(clientId, providerId);
    const key = PoolRegistry.providerKey(clientId, providerId);
    const removed = await this.db.transaction(async () => {
      const id = await this.providers.deleteCandidate(clientId, providerId, externalId);
      if (id !== null) await this.pools.bump(key, [id]);
      return id;
    });
    if (removed === null) return false;
    (await this.pools.loaded(key))?.remove(removed);
    return true;
  }
}
