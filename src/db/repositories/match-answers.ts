import { Repository } from '../repository.js';

/**
 * The answers of stored and provider runs (`match_runs`) and of free-text queries
 * (`match_queries`), kept as sent: a run is read back by its id, and an answer is reused
 * for the same request on the same pool version while it is recent.
 */
export class MatchAnswersRepository extends Repository {
  async saveRun(id: string, clientId: string, requestKey: string, poolVersion: number, answer: unknown, now: number): Promise<void> {
    await this.store.run('INSERT INTO match_runs (id, client_id, request_key, pool_version, response, created_at) VALUES (?, ?, ?, ?, ?, ?)', [id, clientId, requestKey, poolVersion, JSON.stringify(answer), now]);
  }

  async run<T>(clientId: string, id: string): Promise<T | null> {
    const row = await this.store.one<{ response: string }>('SELECT response FROM match_runs WHERE id = ? AND client_id = ?', [id, clientId]);
    return row ? (JSON.parse(row.response) as T) : null;
  }

  /** The latest run of the same request on the same pool version, made after `since`. */
  async recentRun<T>(clientId: string, requestKey: string, poolVersion: number, since: number): Promise<T | null> {
    const row = await this.store.one<{ response: string }>(
      'SELECT response FROM match_runs WHERE client_id = ? AND request_key = ? AND pool_version = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1',
      [clientId, requestKey, poolVersion, since],
    );
    return row ? (JSON.parse(row.response) as T) : null;
  }

  async recentQuery<T>(clientId: string, requestKey: string, poolVersion: number, since: number): Promise<T | null> {
    const row = await this.store.one<{ response: string }>(
      'SELECT response FROM match_queries WHERE client_id = ? AND request_key = ? AND pool_version = ? AND created_at > ? ORDER BY id DESC LIMIT 1',
      [clientId, requestKey, poolVersion, since],
    );
    return row ? (JSON.parse(row.response) as T) : null;
  }

  /** Stores a query's answer, which carries its own id: `answerWith` gets the id and makes the answer. */
  async saveQuery<T>(clientId: string, requestKey: string, poolVersion: number, now: number, answerWith: (id: number) => T): Promise<T> {
    const { id } = (await this.store.one<{ id: number }>("INSERT INTO match_queries (client_id, request_key, pool_version, response, created_at) VALUES (?, ?, ?, '{}', ?) RETURNING id", [
      clientId, requestKey, poolVersion, now,
    ]))!;
    const answer = answerWith(id);
    await this.store.run('UPDATE match_queries SET response = ? WHERE id = ?', [JSON.stringify(answer), id]);
    return answer;
  }
}
