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

/**
 * Every pool the service matches against: one per client's stored profiles and one per
 * provider index. SQLite holds the vectors; each pool is loaded on first use and kept
 * current by the changes that go through this registry.
 */
export class PoolRegistry implements ProfileListener {
  private readonly pools = new Map<string, Promise<Pool>>();
  private readonly bumpVersion;
  private readonly readVersion;

  constructor(
    private readonly db: Db,
    private readonly features: FeatureBuilder,
    private readonly profiles: ProfilesService,
    private readonly indexDir: string | null,
    private readonly log: (error: unknown, what: string) => void,
  ) {
    this.bumpVersion = db.prepare('INSERT INTO pool_versions (pool, version) VALUES (?, 1) ON CONFLICT(pool) DO UPDATE SET version = version + 1');
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

  /** Call inside the transaction that changes the pool. */
  bump(key: string): void {
    this.bumpVersion.run(key);
  }

  stored(clientId: string): Promise<Pool> {
    return this.pool(PoolRegistry.storedKey(clientId), async (pool) => {
      const rows = this.db
        .prepare<[string], { id: number; model: string | null; vector: Buffer | null }>(
          "SELECT p.id, v.model, v.vector FROM profiles p LEFT JOIN profile_vectors v ON v.profile_id = p.id WHERE p.client_id = ? AND p.processing_status = 'ready' ORDER BY p.id",
        )
        .all(clientId);
      const vectors = new Map(rows.map((row) => [row.id, row.model === this.features.modelId && row.vector ? fromBlob(row.vector) : null]));
      const entries: [number, CandidateFeatures][] = [];
      for (const profile of this.profiles.readyProfiles(clientId)) {
        const stored = vectors.get(profile.id);
        const features = (stored && this.features.storedFromStored(profile, stored)) || (await this.embedProfile(profile));
        entries.push([profile.id, features]);
      }
      pool.open(entries);
    });
  }

  provider(clientId: string, providerId: string): Promise<Pool> {
    return this.pool(PoolRegistry.providerKey(clientId, providerId), async (pool) => {
      const rows = this.db
        .prepare<[string, string], ProviderRow>('SELECT * FROM provider_candidates WHERE client_id = ? AND provider_id = ? ORDER BY id')
        .all(clientId, providerId);
      const entries: [number, CandidateFeatures][] = [];
      for (const row of rows) {
        const input = providerInput(row);
        const features =
          (row.model === this.features.modelId && this.features.providerFromStored(input, row.id, fromBlob(row.vector))) || (await this.features.provider(input, row.id));
        entries.push([row.id, features]);
      }
      pool.open(entries);
    });
  }

  /** The pool if it is loaded (or loading), without loading it. */
  loaded(key: string): Promise<Pool> | undefined {
    return this.pools.get(key);
  }

  forget(key: string): void {
    const pool = this.pools.get(key);
    this.pools.delete(key);
    void pool?.then((p) => p.close(), () => undefined);
    if (this.indexDir) for (const suffix of ['', '.json']) fs.rmSync(this.indexFile(key) + suffix, { force: true });
  }

  async profileChanged(profile: Profile): Promise<void> {
    const key = PoolRegistry.storedKey(profile.clientId);
    if (profile.processingStatus !== 'ready') {
      this.db.transaction(() => {
        this.db.prepare('DELETE FROM profile_vectors WHERE profile_id = ?').run(profile.id);
        this.bump(key);
      })();
      (await this.loaded(key))?.remove(profile.id);
      return;
    }
    const features = await this.embedProfile(profile);
    (await this.loaded(key))?.upsert(profile.id, features);
  }

  async profileDeleted(clientId: string, profileId: number): Promise<void> {
    const key = PoolRegistry.storedKey(clientId);
    this.bump(key);
    (await this.loaded(key))?.remove(profileId);
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
      this.bump(PoolRegistry.storedKey(profile.clientId));
    })();
    return features;
  }

  private pool(key: string, fill: (pool: Pool) => Promise<void>): Promise<Pool> {
    let loading = this.pools.get(key);
    if (!loading) {
      const pool = new VectorPool<CandidateFeatures>({
        file: this.indexDir ? this.indexFile(key) : null,
        dimensions: this.features.cache.embedder.dimensions,
        modelId: this.features.modelId,
        currentVersion: () => this.version(key),
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
