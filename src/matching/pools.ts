import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/open.js';
import type { Profile } from '../profiles/profile.js';
import type { ProfileListener, ProfilesService } from '../profiles/profiles-service.js';
import { fromBlob, toBlob } from './embeddings.js';
import type { CandidateFeatures, FeatureBuilder, ProviderCandidateInput } from './features.js';
import type { Seniority } from './taxonomy.js';
import { VectorPool } from './vector-pool.js';

export type Pool = VectorPool<CandidateFeatures>;

interface ProviderRow {
  id: number;
  external_id: string;
  skills: string;
  seniority: Seniority;
  country: string;
  whatsapp_number: string | null;
  model: string;
  vector: Buffer;
}

/** Changes kept per pool for servers catching up; one further behind reloads the pool. */
const CHANGES_KEPT = 10_000;

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
  private readonly bumpVersion;
  private readonly readVersion;
  private readonly recordChange;

  constructor(
    private readonly db: Db,
    private readonly features: FeatureBuilder,
    private readonly profiles: ProfilesService,
    private readonly indexDir: string | null,
    private readonly log: (error: unknown, what: string) => void,
  ) {
    this.bumpVersion = db.prepare<[string], { version: number }>(
      'INSERT INTO pool_versions (pool, version) VALUES (?, 1) ON CONFLICT(pool) DO UPDATE SET version = version + 1 RETURNING version',
    );
    this.recordChange = db.prepare('INSERT OR IGNORE INTO pool_changes (pool, version, label) VALUES (?, ?, ?)');
    this.readVersion = db.prepare<[string], { version: number }>('SELECT version FROM pool_versions WHERE pool = ?');
    if (indexDir) fs.mkdirSync(indexDir, { recursive: true, mode: 0o700 });
  }

  static storedKey(clientId: string): string {
    return `stored:${clientId}`;
  }

  static providerKey(clientId: string, providerId: string): string {
    return `provider:${clientId}:${providerId}`;
  }

  version(key: string): number {
    return this.readVersion.get(key)?.version ?? 0;
  }

  /** Call inside the transaction that changes the pool, naming the candidates it changes. */
  bump(key: string, labels: readonly number[]): void {
    const { version } = this.bumpVersion.get(key)!;
    for (const label of labels) this.recordChange.run(key, version, label);
    // The caller applies its own change to the loaded pool: it stays current unless another server wrote in between.
    if (this.applied.get(key) === version - 1) this.applied.set(key, version);
    if (version % 1000 === 0) this.db.prepare('DELETE FROM pool_changes WHERE pool = ? AND version <= ?').run(key, version - CHANGES_KEPT);
  }

  /** The client's stored pool, current with the store. */
  async stored(clientId: string): Promise<Pool> {
    const key = PoolRegistry.storedKey(clientId);
    return this.caughtUp(key, await this.storedPool(clientId), (label) => {
      const profile = this.profiles.get(clientId, label);
      if (!profile || profile.processingStatus !== 'ready') return null;
      return this.storedFeatures(profile, this.storedVector(label));
    });
  }

  /** A provider's pool, current with the store. */
  async provider(clientId: string, providerId: string): Promise<Pool> {
    const key = PoolRegistry.providerKey(clientId, providerId);
    return this.caughtUp(key, await this.providerPool(clientId, providerId), (label) => {
      const row = this.db.prepare<[number, string, string], ProviderRow>('SELECT * FROM provider_candidates WHERE id = ? AND client_id = ? AND provider_id = ?').get(label, clientId, providerId);
      return row ? this.providerFeatures(row) : null;
    });
  }

  /** Applies the changes other servers made since this pool was last current; reloads it when too far behind. */
  private async caughtUp(key: string, pool: Pool, read: (label: number) => Promise<CandidateFeatures> | null): Promise<Pool> {
    const applied = this.applied.get(key) ?? 0;
    const current = this.version(key);
    if (current <= applied) return pool;
    const oldest = this.db.prepare<[string], { oldest: number | null }>('SELECT MIN(version) AS oldest FROM pool_changes WHERE pool = ?').get(key)!.oldest;
    if (oldest === null || oldest > applied + 1) {
      this.forgetInMemory(key);
      return key.startsWith('stored:') ? this.stored(key.slice('stored:'.length)) : this.loadAgain(key);
    }
    const labels = this.db
      .prepare<[string, number, number], { label: number }>('SELECT DISTINCT label FROM pool_changes WHERE pool = ? AND version > ? AND version <= ?')
      .all(key, applied, current);
    for (const { label } of labels) {
      const features = await read(label);
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

  private storedVector(profileId: number): Float32Array | null {
    const row = this.db.prepare<[number], { model: string; vector: Buffer }>('SELECT model, vector FROM profile_vectors WHERE profile_id = ?').get(profileId);
    return row && row.model === this.features.modelId ? fromBlob(row.vector) : null;
  }

  private async storedFeatures(profile: Profile, vector: Float32Array | null): Promise<CandidateFeatures> {
    return (vector && this.features.storedFromStored(profile, vector)) || (await this.embedProfile(profile));
  }

  private async providerFeatures(row: ProviderRow): Promise<CandidateFeatures> {
    const input = providerInput(row);
    return (row.model === this.features.modelId && this.features.providerFromStored(input, row.id, fromBlob(row.vector))) || (await this.features.provider(input, row.id));
  }

  private storedPool(clientId: string): Promise<Pool> {
    return this.pool(PoolRegistry.storedKey(clientId), async (pool) => {
      const rows = this.db
        .prepare<[string], { id: number; model: string | null; vector: Buffer | null }>(
          "SELECT p.id, v.model, v.vector FROM profiles p LEFT JOIN profile_vectors v ON v.profile_id = p.id WHERE p.client_id = ? AND p.processing_status = 'ready' ORDER BY p.id",
        )
        .all(clientId);
      const vectors = new Map(rows.map((row) => [row.id, row.model === this.features.modelId && row.vector ? fromBlob(row.vector) : null]));
      const entries: [number, CandidateFeatures][] = [];
      for (const profile of this.profiles.readyProfiles(clientId)) entries.push([profile.id, await this.storedFeatures(profile, vectors.get(profile.id) ?? null)]);
      pool.open(entries);
    });
  }

  private providerPool(clientId: string, providerId: string): Promise<Pool> {
    return this.pool(PoolRegistry.providerKey(clientId, providerId), async (pool) => {
      const rows = this.db
        .prepare<[string, string], ProviderRow>('SELECT * FROM provider_candidates WHERE client_id = ? AND provider_id = ? ORDER BY id')
        .all(clientId, providerId);
      const entries: [number, CandidateFeatures][] = [];
      for (const row of rows) entries.push([row.id, await this.providerFeatures(row)]);
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

  async profileChanged(profile: Profile): Promise<void> {
    const key = PoolRegistry.storedKey(profile.clientId);
    if (profile.processingStatus !== 'ready') {
      this.db.transaction(() => {
        this.db.prepare('DELETE FROM profile_vectors WHERE profile_id = ?').run(profile.id);
        this.bump(key, [profile.id]);
      })();
      (await this.loaded(key))?.remove(profile.id);
      return;
    }
    const features = await this.embedProfile(profile);
    (await this.loaded(key))?.upsert(profile.id, features);
  }

  /** Inside the deletion's transaction: recorded for every server, and out of this one's pool once committed. */
  profileDeleted(clientId: string, profileId: number): void {
    const key = PoolRegistry.storedKey(clientId);
    this.bump(key, [profileId]);
    void this.loaded(key)?.then((pool) => pool.remove(profileId), () => undefined);
  }

  closeAll(): Promise<void> {
    return Promise.allSettled([...this.pools.values()].map(async (pool) => (await pool).close())).then(() => undefined);
  }

  private async embedProfile(profile: Profile): Promise<CandidateFeatures> {
    const features = await this.features.stored(profile);
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO profile_vectors (profile_id, model, vector) VALUES (?, ?, ?) ON CONFLICT(profile_id) DO UPDATE SET model = excluded.model, vector = excluded.vector')
        .run(profile.id, this.features.modelId, toBlob(features.vector));
      this.bump(PoolRegistry.storedKey(profile.clientId), [profile.id]);
    })();
    return features;
  }

  private pool(key: string, fill: (pool: Pool) => Promise<void>): Promise<Pool> {
    let loading = this.pools.get(key);
    if (!loading) {
      // Read before loading: a change made while it loads is applied again, never missed.
      this.applied.set(key, this.version(key));
      const pool = new VectorPool<CandidateFeatures>({
        file: this.indexDir ? this.indexFile(key) : null,
        dimensions: this.features.cache.embedder.dimensions,
        modelId: this.features.modelId,
        // The version the pool reflects, which a saved index is stamped with.
        currentVersion: () => this.applied.get(key) ?? this.version(key),
        onError: this.log,
      });
      loading = fill(pool).then(() => pool);
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

export function providerInput(row: Pick<ProviderRow, 'external_id' | 'skills' | 'seniority' | 'country' | 'whatsapp_number'>): ProviderCandidateInput {
  return { external_id: row.external_id, skills: JSON.parse(row.skills) as string[], seniority: row.seniority, country: row.country, whatsapp_number: row.whatsapp_number };
}
