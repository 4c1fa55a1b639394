import type { TaxonomyTerm } from '../../matching/taxonomy.js';
import { Repository } from '../repository.js';

/** `taxonomy_terms`: skills and titles an operator imported (`svc taxonomy import`), on top of the shipped ones. */
export class TaxonomyTermsRepository extends Repository {
  all(): Promise<TaxonomyTerm[]> {
    return this.store.all<TaxonomyTerm>('SELECT kind, canonical, alias FROM taxonomy_terms');
  }

  /** Adds the terms whose alias is new; returns how many were. */
  add(terms: readonly TaxonomyTerm[], source: string): Promise<number> {
    return this.store.transaction(async () => {
      let added = 0;
      for (const term of terms) added += await this.store.run('INSERT INTO taxonomy_terms (kind, alias, canonical, source) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [term.kind, term.alias, term.canonical, source]);
      return added;
    });
  }
}

/** `embeddings`: vectors of stored texts, by model and SHA-256 of the text, never the text itself. */
export class EmbeddingsRepository extends Repository {
  async get(model: string, textHash: Buffer): Promise<Buffer | null> {
    return (await this.store.one<{ vector: Buffer }>('SELECT vector FROM embeddings WHERE model = ? AND text_hash = ?', [model, textHash]))?.vector ?? null;
  }

  async put(model: string, textHash: Buffer, vector: Buffer): Promise<void> {
    await this.store.run('INSERT INTO embeddings (model, text_hash, vector) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [model, textHash, vector]);
  }
}
