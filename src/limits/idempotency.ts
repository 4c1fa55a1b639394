import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { IdempotencyKeysRepository } from '../db/repositories/limits.js';
import { ApiError } from '../errors.js';
import { decryptSecret, encryptSecret } from '../keys/secrets.js';
import { Every } from '../work/every.js';

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export type Claim = { kind: 'first' } | { kind: 'replay'; status: number; response: string };

/**
 * Idempotency keys (the Stripe convention): the first request with a key runs and its
 * answer is kept for 24 hours; the same key with the same request gets that answer again;
 * with another request, or while the first still runs, 409. Keys are per client. Answers
 * are kept encrypted under the master key: some carry a secret shown once, or a person.
 */
export class IdempotencyStore {
  private readonly pruning = new Every(60_000);
  private readonly keys: IdempotencyKeysRepository;

  constructor(
    private readonly db: Store,
    private readonly clock: Clock,
    private readonly masterKey: Buffer,
  ) {
    this.keys = new IdempotencyKeysRepository(db);
  }

  async claim(clientId: string, key: string, fingerprint: string): Promise<Claim> {
    const now = this.clock.now();
    await this.prune(now);
    return this.db.transaction(async (): Promise<Claim> => {
        const row = await this.keys.find(clientId, key, now - IDEMPOTENCY_TTL_MS);
        if (!row) {
          await this.keys.start(clientId, key, fingerprint, now);
          return { kind: 'first' };
        }
        if (row.fingerprint !== fingerprint) throw new ApiError(409, "Clé d'idempotence déjà utilisée pour une autre requête.");
        if (row.status === null) throw new ApiError(409, "Une requête avec cette clé d'idempotence est en cours ; réessayez dans un instant.");
        return { kind: 'replay', status: row.status, response: row.response ? decryptSecret(row.response, this.masterKey) : '' };
      });
  }

  /** Keeps the answer of the first request; a 5xx is forgotten, so that a retry runs again. */
  async complete(clientId: string, key: string, status: number, response: string): Promise<void> {
    if (status >= 500) await this.keys.release(clientId, key);
    else await this.keys.answer(clientId, key, status, encryptSecret(response, this.masterKey));
  }

  private async prune(now: number): Promise<void> {
    if (this.pruning.due(now)) await this.keys.deleteCreatedUpTo(now - IDEMPOTENCY_TTL_MS);
  }
}
