import { Repository } from '../repository.js';

/**
 * What every process needs to keep its in-memory pools current with the store: each pool's
 * version (`pool_versions`), the candidates each version changed (`pool_changes`), and the
 * stored profiles' vectors (`profile_vectors`).
 */
export class PoolStateRepository extends Repository {
  async version(pool: string): Promise<number> {
    return (await this.store.one<{ version: number }>('SELECT version FROM pool_versions WHERE pool = ?', [pool]))?.version ?? 0;
  }

  /** A new version of the pool, changing these candidates; returns the version. */
  async bump(pool: string, labels: readonly number[]): Promise<number> {
    const { version } = (await this.store.one<{ version: number }>(
      'INSERT INTO pool_versions (pool, version) VALUES (?, 1) ON CONFLICT (pool) DO UPDATE SET version = pool_versions.version + 1 RETURNING version',
      [pool],
    ))!;
    for (const label of labels) await this.store.run('INSERT INTO pool_changes (pool, version, label) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [pool, version, label]);
    return version;
  }

  /** Forgets the changes of versions up to `version`. */
  async pruneChanges(pool: string, version: number): Promise<void> {
    await this.store.run('DELETE FROM pool_changes WHERE pool = ? AND version <= ?', [pool, version]);
  }

  /** The oldest version whose changes are still kept, null when none is. */
  async oldestChange(pool: string): Promise<number | null> {
    return (await this.store.one<{ oldest: number | null }>('SELECT MIN(version) AS oldest FROM pool_changes WHERE pool = ?', [pool]))!.oldest;
  }

  /** The candidates changed after version `after`, up to `upTo`. */
  async changedLabels(pool: string, after: number, upTo: number): Promise<number[]> {
    return (await this.store.all<{ label: number }>('SELECT DISTINCT label FROM pool_changes WHERE pool = ? AND version > ? AND version <= ?', [pool, after, upTo])).map((row) => row.label);
  }

  async profileVector(profileId: number): Promise<{ model: string; vector: Buffer } | null> {
    return (await this.store.one<{ model: string; vector: Buffer }>('SELECT model, vector FROM profile_vectors WHERE profile_id = ?', [profileId])) ?? null;
  }

  /** The stored vector of each ready profile of the client that has one. */
  async readyProfileVectors(clientId: string): Promise<Map<number, { model: string; vector: Buffer }>> {
    const rows = await this.store.all<{ id: number; model: string; vector: Buffer }>(
      "SELECT p.id, v.model, v.vector FROM profiles p JOIN profile_vectors v ON v.profile_id = p.id WHERE p.client_id = ? AND p.processing_status = 'ready'",
      [clientId],
    );
    return new Map(rows.map((row) => [row.id, { model: row.model, vector: row.vector }]));
  }

  async saveProfileVector(profileId: number, model: string, vector: Buffer): Promise<void> {
    await this.store.run('INSERT INTO profile_vectors (profile_id, model, vector) VALUES (?, ?, ?) ON CONFLICT (profile_id) DO UPDATE SET model = excluded.model, vector = excluded.vector', [profileId, model, vector]);
  }

  async deleteProfileVector(profileId: number): Promise<void> {
    await this.store.run('DELETE FROM profile_vectors WHERE profile_id = ?', [profileId]);
  }
}
