import type { ProviderCandidateInput } from '../../matching/feature-shapes.js';
import type { Provider } from '../../matching/providers-service.js';
import type { Seniority } from '../../matching/taxonomy.js';
import { Repository } from '../repository.js';
import { pageOf, type Page } from '../paging.js';

interface CandidateRow {
  id: number;
  external_id: string;
  skills: string;
  seniority: Seniority;
  country: string;
  whatsapp_number: string | null;
  model: string;
  vector: Buffer;
}

/** A candidate of a provider index with its stored vector and the model that made it. */
export interface StoredProviderCandidate {
  id: number;
  input: ProviderCandidateInput;
  model: string;
  vector: Buffer;
}

/** `providers` and `provider_candidates`. */
export class ProvidersRepository extends Repository {
  /** False when the client already has a provider of that id. */
  async insert(clientId: string, providerId: string, name: string, now: number): Promise<boolean> {
    return (await this.store.run('INSERT INTO providers (client_id, provider_id, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [clientId, providerId, name, now])) > 0;
  }

  async get(clientId: string, providerId: string): Promise<Provider | null> {
    const row = await this.store.one<{ name: string; created_at: number; last_sync_at: number | null; n: number }>(
      `SELECT name, created_at, last_sync_at, (SELECT COUNT(*) FROM provider_candidates WHERE client_id = ? AND provider_id = ?) AS n
       FROM providers WHERE client_id = ? AND provider_id = ?`,
      [clientId, providerId, clientId, providerId],
    );
    return row ? { provider_id: providerId, name: row.name, index_count: row.n, created_at: row.created_at, last_sync_at: row.last_sync_at } : null;
  }

  async synced(clientId: string, providerId: string, now: number): Promise<void> {
    await this.store.run('UPDATE providers SET last_sync_at = ? WHERE client_id = ? AND provider_id = ?', [now, clientId, providerId]);
  }

  /** Inserts or replaces the candidate of that external_id; returns its id. */
  async upsertCandidate(clientId: string, providerId: string, candidate: ProviderCandidateInput, model: string, vector: Buffer, now: number): Promise<number> {
    const row = await this.store.one<{ id: number }>(
      `INSERT INTO provider_candidates (client_id, provider_id, external_id, skills, seniority, country, whatsapp_number, model, vector, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (client_id, provider_id, external_id) DO UPDATE SET
           skills = excluded.skills, seniority = excluded.seniority, country = excluded.country,
           whatsapp_number = excluded.whatsapp_number, model = excluded.model, vector = excluded.vector, updated_at = excluded.updated_at
       RETURNING id`,
      [clientId, providerId, candidate.external_id, JSON.stringify(candidate.skills), candidate.seniority, candidate.country, candidate.whatsapp_number, model, vector, now],
    );
    return row!.id;
  }

  /** The id of the candidate removed, or null when there was none. */
  async deleteCandidate(clientId: string, providerId: string, externalId: string): Promise<number | null> {
    return (await this.store.one<{ id: number }>('DELETE FROM provider_candidates WHERE client_id = ? AND provider_id = ? AND external_id = ? RETURNING id', [clientId, providerId, externalId]))?.id ?? null;
  }

  async candidateByExternalId(clientId: string, providerId: string, externalId: string): Promise<ProviderCandidateInput | null> {
    const row = await this.store.one<CandidateRow>('SELECT * FROM provider_candidates WHERE client_id = ? AND provider_id = ? AND external_id = ?', [clientId, providerId, externalId]);
    return row ? candidateInput(row) : null;
  }

  async candidate(clientId: string, providerId: string, id: number): Promise<StoredProviderCandidate | null> {
    const row = await this.store.one<CandidateRow>('SELECT * FROM provider_candidates WHERE id = ? AND client_id = ? AND provider_id = ?', [id, clientId, providerId]);
    return row ? stored(row) : null;
  }

  /** Every candidate of the index, oldest first. */
  async allCandidates(clientId: string, providerId: string): Promise<StoredProviderCandidate[]> {
    return (await this.store.all<CandidateRow>('SELECT * FROM provider_candidates WHERE client_id = ? AND provider_id = ? ORDER BY id', [clientId, providerId])).map(stored);
  }

  async page(clientId: string, providerId: string, afterId: number, limit: number): Promise<Page<ProviderCandidateInput>> {
    const rows = await this.store.all<CandidateRow>('SELECT * FROM provider_candidates WHERE client_id = ? AND provider_id = ? AND id > ? ORDER BY id LIMIT ?', [clientId, providerId, afterId, limit + 1]);
    const page = pageOf(rows, limit, (row) => row.id);
    return { items: page.items.map(candidateInput), nextCursor: page.nextCursor };
  }
}

function candidateInput(row: CandidateRow): ProviderCandidateInput {
  return { external_id: row.external_id, skills: JSON.parse(row.skills) as string[], seniority: row.seniority, country: row.country, whatsapp_number: row.whatsapp_number };
}

function stored(row: CandidateRow): StoredProviderCandidate {
  return { id: row.id, input: candidateInput(row), model: row.model, vector: row.vector };
}
