import type { TaxonomyTerm } from '../../matching/taxonomy.js';
import { Repository } from '../repository.js';

/** `taxonomy_terms`: skills and titles an operator imported (`svc taxonomy import`), on top of the shipped ones. */
export class TaxonomyTermsRepository extends Repository {
  all(): TaxonomyTerm[] {
    return this.statement<[], TaxonomyTerm>('SELECT kind, canonical, alias FROM taxonomy_terms').all();
  }

  /** Adds the terms whose alias is new; returns how many were. */
  add(terms: readonly TaxonomyTerm[], source: string): number {
    const insert = this.statement('INSERT OR IGNORE INTO taxonomy_terms (kind, alias, canonical, source) VALUES (?, ?, ?, ?)');
    return this.db.transaction(() => terms.reduce((count, term) => count + insert.run(term.kind, term.alias, term.canonical, source).changes, 0)).immediate();
  }
}

/** `embeddings`: vectors of stored texts, by model and SHA-256 of the text, never the text itself. */
export class EmbeddingsRepository extends Repository {
  get(model: string, textHash: Buffer): Buffer | null {
    return this.statement<[string, Buffer], { vector: Buffer }>('SELECT vector FROM embeddings WHERE model = ? AND text_hash = ?').get(model, textHash)?.vector ?? null;
  }

  put(model: string, textHash: Buffer, vector: Buffer): void {
    this.statement('INSERT OR IGNORE INTO embeddings (model, text_hash, vector) VALUES (?, ?, ?)').run(model, textHash, vector);
  }
}
