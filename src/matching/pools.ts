import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../db/store.js';
import { PoolStateRepository } from '../db/repositories/pool-state.js';
import { ProfilesRepository } from '../db/repositories/profiles.js';
import { ProvidersRepository, type StoredProviderCandidate } from '../db/repositories/providers.js';
import type { Profile } from '../profiles/profile.js';
import type { ProfileListener, ProfilesService } from '../profiles/profiles-service.js';
import { fromBlob, toBlob } from './embeddings.js';
import type { CandidateFeatures, FeatureBuilder } from './features.js';
import { VectorPool } from './vector-pool.js';

export type Pool = VectorPool<CandidateFeatures>;

/** Changes kept per pool for servers catching up; one further behind reloads the pool. */
const CHANGES_KEPT = 10_000;
/** Embedded together, so that the encoder takes their texts in batches. */
const EMBEDDED_AT_ONCE = 8;

/**
 * Every pool the service matches against: one per client's stored profiles and one per
 * provider index. The database holds the vectors; each pool is loaded on first use, kept
 * current by the changes that go through this registry, and caught up, before each use,
 * with the changes other servers on the same store made (`pool_changes`).
 */
export class PoolRegistry implements ProfileListener {
  private readonly pools = new Map<string, Promise<Pool>>();
  /** The version of the store each loaded pool reflects. */
  private readonly applied = new Map<string, number>();
  private readonly state: PoolStateRepository;
  private readonly providerRows: ProvidersRepository;
  private readonly profileRows: ProfilesRepository;
  private closing = false;
  /** Ready profiles whose vectors are still to be made, with their clients. */
  private readonly waiting = new Map<number, string>();
  private embeddingWaiting: Promise<void> | null = null;

  constructor(
    db: Store,
    private readonly features: FeatureBuilder,
    private readonly profiles: ProfilesService,
    private readonly indexDir: string | null,
    private readonly log: (error: unknown, what: string) => void,
  ) {
    this.state = new PoolStateRepository(db);
    this.providerRows = new ProvidersRepository(db);
    this.profileRows = new ProfilesRepository(db);
    if (indexDir) fs.mkdirSync(indexDir, { recursive: true, mode: 0o700 });
  }

  static storedKey(clientId: string): string {
    return `stored:${clientId}`;
  }

  static providerKey(clientId: string, providerId: string): string {
    return `provider:${clientId}:${providerId}`;
  }

  version(key: string): Promise<number> {
    return this.state.version(key);
  }

  /** Call inside the transaction that changes the pool, naming the candidates it changes. */
  async bump(key: string, labels: readonly number[]): Promise<void> {
    const version = await this.state.bump(key, labels);
    // The caller applies its own change to the loaded pool: it stays current unless another server wrote in between.
    if (this.applied.get(key) === version - 1) this.applied.set(key, version);
    if (version % 1000 === 0) await this.state.pruneChanges(key, version - CHANGES_KEPT);
  }

  /** The client's stored pool, current with the store. */
  async stored(clientId: string): Promise<Pool> {
    const key = PoolRegistry.storedKey(clientId);
    return this.caughtUp(key, await this.storedPool(clientId), async (label) => {
      const profile = await this.profiles.get(clientId, label);
      if (!profile || profile.processing_status !== 'ready') return null;
      return this.storedFeatures(profile, await this.storedVector(label));
    });
  }

  /**
   * Loads the stored pools of the clients whose profiles changed last, one after the other,
   * up to `budget` profiles in all: a restarted server otherwise loads a client's pool on
   * its first match, which waits for it (~1 s for 10,000 profiles on 2 cores, and each of
   * `--workers N` loads its own). A pool too large for what is left waits for its first match.
   */
  async warmStored(budget: number): Promise<void> {
    let left = budget;
    try {
      for (const { clientId, profiles } of await this.profileRows.readyCounts()) {
        if (this.closing) return;
        if (profiles > left) continue;
        left -= profiles;
        await (await this.stored(clientId)).ready();
      }
    } catch (error) {
      // A server closed while it loads closes its database under it: that is no failure to report.
      if (!this.closing) throw error;
    }
  }

  /** A provider's pool, current with the store. */
  async provider(clientId: string, providerId: string): Promise<Pool> {
    const key = PoolRegistry.providerKey(clientId, providerId);
    return this.caughtUp(key, await this.providerPool(clientId, providerId), async (label) => {
      const candidate = await this.providerRows.candidate(clientId, providerId, label);
      return candidate ? this.providerFeatures(candidate) : null;
    });
  }

  /** Applies the changes other servers made since this pool was last current; reloads it when too far behind. */
  private async caughtUp(key: string, pool: Pool, read: (label: number) => Promise<CandidateFeatures | null>): Promise<Pool> {
    const applied = this.applied.get(key) ?? 0;
    const current = await this.version(key);
    if (current <= applied) return pool;
    const oldest = await this.state.oldestChange(key);
    if (oldest === null || oldest > applied + 1) {
      this.forgetInMemory(key);
      return key.startsWith('stored:') ? this.stored(key.slice('stored:'.length)) : this.loadAgain(key);
    }
    const labels = await this.state.changedLabels(key, applied, current);
    for (const [label, features] of await inTurns(labels, async (label) => [label, await read(label)] as const)) {
      if (features) pool.upsert(label, features);
      else pool.remove(label);
    }
    this.applied.set(key, Math.max(this.applied.get(key) ?? 0, current));
    return pool;
  }

  private loadAgain(key: string): Promise<Pool> {
    const [, clientId, providerId] = key.split(':') as [string, string, string];
    return this.provider(clientId, providerId);
  }

  private async storedVector(profileId: number): Promise<Float32Array | null> {
    const stored = await this.state.profileVector(profileId);
    return stored && stored.model === this.features.modelId ? fromBlob(stored.vector) : null;
  }

  private async storedFeatures(profile: Profile, vector: Float32Array | null): Promise<CandidateFeatures> {
    return (vector && (await this.features.storedFromStored(profile, vector))) || (await this.embedProfile(profile));
  }

  private async providerFeatures(candidate: StoredProviderCandidate): Promise<CandidateFeatures> {
    const { id, input, model, vector } = candidate;
    return (model === this.features.modelId && (await this.features.providerFromStored(input, id, fromBlob(vector)))) || (await this.features.provider(input, id));
  }

  private storedPool(clientId: string): Promise<Pool> {
    return this.pool(PoolRegistry.storedKey(clientId), async (pool) => {
      const vectors = await this.state.readyProfileVectors(clientId);
      const entries = await inTurns(await this.profiles.readyProfiles(clientId), async (profile) => {
        const stored = vectors.get(profile.id);
        return [profile.id, await this.storedFeatures(profile, stored && stored.model === this.features.modelId ? fromBlob(stored.vector) : null)] as [number, CandidateFeatures];
      });
      pool.open(entries);
    });
  }

  private providerPool(clientId: string, providerId: string): Promise<Pool> {
    return this.pool(PoolRegistry.providerKey(clientId, providerId), async (pool) => {
      const entries: [number, CandidateFeatures][] = [];
      for (const candidate of await this.providerRows.allCandidates(clientId, providerId)) entries.push([candidate.id, await this.providerFeatures(candidate)]);
      pool.open(entries);
    });
  }

  /** The pool if it is loaded (or loading), without loading it. */
  loaded(key: string): Promise<Pool> | undefined {
    return this.pools.get(key);
  }

  forget(key: string): void {
    this.forgetInMemory(key);
    if (this.indexDir) for (const suffix of ['', '.json']) fs.rmSync(this.indexFile(key) + suffix, { force: true });
  }

  private forgetInMemory(key: string): void {
    const pool = this.pools.get(key);
    this.pools.delete(key);
    this.applied.delete(key);
    void pool?.then((p) => p.close(), () => undefined);
  }

  /**
   * In the profile's own transaction: its old vector dropped, and the change recorded for
   * every server, this one's pool included, which stays behind it until the next match
   * takes it in (removing the profile, or embedding it if its vector is not made by then).
   */
  async profileWritten(profile: Profile): Promise<void> {
    await this.state.deleteProfileVector(profile.id);
    await this.state.bump(PoolRegistry.storedKey(profile.client_id), [profile.id]);
  }

  async profileChanged(profile: Profile): Promise<void> {
    if (profile.processing_status !== 'ready') return;
    this.waiting.set(profile.id, profile.client_id);
    void this.embedWaiting();
  }

  /**
   * A changed profile's vector is made in the background, not before the change returns:
   * a CV's reader then takes the next CV instead of waiting for the sentence encoder, which
   * took three fifths of the CPU of a burst of CVs on 2 cores. A profile's `ready` announces
   * its fields; matching it needs its vector, which the next match makes if it comes first.
   * Resolves once the profiles waiting for their vectors have them.
   */
  private embedWaiting(): Promise<void> {
    this.embeddingWaiting ??= (async () => {
      try {
        while (this.waiting.size > 0 && !this.closing) {
          const batch = [...this.waiting].slice(0, EMBEDDED_AT_ONCE);
          for (const [id] of batch) this.waiting.delete(id);
          await Promise.all(batch.map(([id, clientId]) => this.embedLate(clientId, id)));
        }
      } finally {
        this.embeddingWaiting = null;
      }
    })();
    return this.embeddingWaiting;
  }

  /**
   * Saves the vector only: a loaded pool is behind the change and takes the profile in with
   * its vector at the next match, as it stands then, never as it stood when this began.
   */
  private async embedLate(clientId: string, profileId: number): Promise<void> {
    try {
      const profile = await this.profiles.get(clientId, profileId);
      if (profile?.processing_status === 'ready') await this.embedProfile(profile);
    } catch (error) {
      if (!this.closing) this.log(error, `profile ${profileId} not embedded: the next match embeds it`);
    }
  }

  /** Inside the deletion's transaction: recorded for every server, and out of this one's pool once committed. */
  async profileDeleted(clientId: string, profileId: number): Promise<void> {
    const key = PoolRegistry.storedKey(clientId);
    await this.bump(key, [profileId]);
    void this.loaded(key)?.then((pool) => pool.remove(profileId), () => undefined);
  }

  async closeAll(): Promise<void> {
    this.closing = true;
    // The vectors being made are written before the store closes; those still waiting are made when the next start loads the pool.
    await this.embeddingWaiting;
    return Promise.allSettled([...this.pools.values()].map(async (pool) => (await pool).close())).then(() => undefined);
  }

  /**
   * Its vector, saved for the next load. Not a change of the pool: the change was recorded
   * when the profile changed, and a server that catches up with it before the vector is
   * saved makes the same vector from the same profile. Saved only if the profile did not
   * change while it was embedded (here or on another server): its change embeds it as it is.
   */
  private async embedProfile(profile: Profile): Promise<CandidateFeatures> {
    const features = await this.features.stored(profile);
    const now = await this.profiles.get(profile.client_id, profile.id);
    if (now && JSON.stringify(now) === JSON.stringify(profile)) {
      await this.state.saveProfileVector(profile.id, this.features.modelId, toBlob(features.vector));
      // Its round, if it waits for one, has nothing left to do.
      this.waiting.delete(profile.id);
    }
    return features;
  }

  private pool(key: string, fill: (pool: Pool) => Promise<void>): Promise<Pool> {
    let loading = this.pools.get(key);
    if (!loading) {
      loading = (async () => {
        // Read before loading: a change made while it loads is applied again, never missed.
        this.applied.set(key, await this.version(key));
        const pool = new VectorPool<CandidateFeatures>({
          file: this.indexDir ? this.indexFile(key) : null,
          dimensions: this.features.cache.embedder.dimensions,
          modelId: this.features.modelId,
          // The version the pool reflects, which a saved index is stamped with.
          currentVersion: () => this.applied.get(key) ?? 0,
          onError: this.log,
        });
        await fill(pool);
        return pool;
      })();
      loading.catch(() => this.pools.delete(key));
      this.pools.set(key, loading);
    }
    return loading;
  }

  private indexFile(key: string): string {
    const name = crypto.createHash('sha256').update(key).digest('hex').slice(0, 24);
    return path.join(this.indexDir!, `${key.split(':')[0]}-${name}.hnsw`);
  }
}

/**
 * `read` applied to each item, EMBEDDED_AT_ONCE at a time, results in the items' order: the
 * profiles whose vectors are still to be made then reach the encoder together, in batches.
 */
async function inTurns<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += EMBEDDED_AT_ONCE) results.push(...(await Promise.all(items.slice(start, start + EMBEDDED_AT_ONCE).map(read))));
  return results;
}
