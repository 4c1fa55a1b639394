import { Repository } from '../repository.js';

/**
 * The answers of stored and provider runs (`match_runs`) and of free-text queries
 * (`match_queries`), kept as sent: a run is read back by its id, and an answer is reused
 * for the same request on the same pool version while it is recent.
 */
export class MatchAnswersRepository extends Repository {
  saveRun(id: string, clientId: string, requestKey: string, poolVersion: number, answer: unknown, now: number): void {
    this.statement('INSERT INTO match_runs (id, client_id, request_key, pool_version, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(id, clientId, requestKey, poolVersion, JSON.stringify(answer), now);
  }

  run<T>(clientId: string, id: string): T | null {
    const row = this.statement<[string, string], { response: string }>('SELECT response FROM match_runs WHERE id = ? AND client_id = ?').get(id, clientId);
    return row ? (JSON.parse(row.response) as T) : null;
  }

  /** The latest run of the same request on the same pool version, made after `since`. */
  recentRun<T>(clientId: string, requestKey: string, poolVersion: number, since: number): T | null {
    const row = this.statement<[string, string, number, number], { response: string }>('SELECT response FROM match_runs WHERE client_id = ? AND request_key = ? AND pool_version = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1')
      .get(clientId, requestKey, poolVersion, since);
    return row ? (JSON.parse(row.response) as T) : null;
  }

  recentQuery<T>(clientId: string, requestKey: string, poolVersion: number, since: number): T | null {
    const row = this.statement<[string, string, number, number], { response: string }>('SELECT response FROM match_queries WHERE client_id = ? AND request_key = ? AND pool_version = ? AND created_at > ? ORDER BY id DESC LIMIT 1')
      .get(clientId, requestKey, poolVersion, since);
    return row ? (JSON.parse(row.response) as T) : null;
  }

  /** Stores a query's answer, which carries its own id: `answerWith` gets the id and makes the answer. */
  saveQuery<T>(clientId: string, requestKey: string, poolVersion: number, now: number, answerWith: (id: number) => T): T {
    const id = Number(this.statement("INSERT INTO match_queries (client_id, request_key, pool_version, response, created_at) VALUES (?, ?, ?, '{}', ?)").run(clientId, requestKey, poolVersion, now).lastInsertRowid);
    const answer = answerWith(id);
    this.statement('UPDATE match_queries SET response = ? WHERE id = ?').run(JSON.stringify(answer), id);
    return answer;
  }
}
