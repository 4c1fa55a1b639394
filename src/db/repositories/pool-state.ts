import { Repository } from '../repository.js';

/**
 * What every process needs to keep its in-memory pools current with the store: each pool's
 * version (`pool_versions`), the candidates each version changed (`pool_changes`), and the
 * stored profiles' vectors (`profile_vectors`).
 */
export class PoolStateRepository extends Repository {
  version(pool: string): number {
    return this.statement<[string], { version: number }>('SELECT version FROM pool_versions WHERE pool = ?').get(pool)?.version ?? 0;
  }

  /** A new version of the pool, changing these candidates; returns the version. */
  bump(pool: string, labels: readonly number[]): number {
    const { version } = this.statement<[string], { version: number }>('INSERT INTO pool_versions (pool, version) VALUES (?, 1) ON CONFLICT(pool) DO UPDATE SET version = version + 1 RETURNING version').get(pool)!;
    for (const label of labels) this.statement('INSERT OR IGNORE INTO pool_changes (pool, version, label) VALUES (?, ?, ?)').run(pool, version, label);
    return version;
  }

  /** Forgets the changes of versions up to `version`. */
  pruneChanges(pool: string, version: number): void {
    this.statement('DELETE FROM pool_changes WHERE pool = ? AND version <= ?').run(pool, version);
  }

  /** The oldest version whose changes are still kept, null when none is. */
  oldestChange(pool: string): number | null {
    return this.statement<[string], { oldest: number | null }>('SELECT MIN(version) AS oldest FROM pool_changes WHERE pool = ?').get(pool)!.oldest;
  }

  /** The candidates changed after version `after`, up to `upTo`. */
  changedLabels(pool: string, after: number, upTo: number): number[] {
    return this.statement<[string, number, number], { label: number }>('SELECT DISTINCT label FROM pool_changes WHERE pool = ? AND version > ? AND version <= ?').all(pool, after, upTo).map((row) => row.label);
  }

  profileVector(profileId: number): { model: string; vector: Buffer } | null {
    return this.statement<[number], { model: string; vector: Buffer }>('SELECT model, vector FROM profile_vectors WHERE profile_id = ?').get(profileId) ?? null;
  }

  /** The stored vector of each ready profile of the client that has one. */
  readyProfileVectors(clientId: string): Map<number, { model: string; vector: Buffer }> {
    const rows = this.statement<[string], { id: number; model: string; vector: Buffer }>("SELECT p.id, v.model, v.vector FROM profiles p JOIN profile_vectors v ON v.profile_id = p.id WHERE p.client_id = ? AND p.processing_status = 'ready'")
      .all(clientId);
    return new Map(rows.map((row) => [row.id, { model: row.model, vector: row.vector }]));
  }

  saveProfileVector(profileId: number, model: string, vector: Buffer): void {
    this.statement('INSERT INTO profile_vectors (profile_id, model, vector) VALUES (?, ?, ?) ON CONFLICT(profile_id) DO UPDATE SET model = excluded.model, vector = excluded.vector').run(profileId, model, vector);
  }

  deleteProfileVector(profileId: number): void {
    this.statement('DELETE FROM profile_vectors WHERE profile_id = ?').run(profileId);
  }
}
