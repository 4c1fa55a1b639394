import type { Statement } from 'better-sqlite3';
import type { Db } from './open.js';

/** What every repository shares: its database, and its statements prepared once. */
export abstract class Repository {
  private readonly statements = new Map<string, Statement>();

  constructor(protected readonly db: Db) {}

  /** Preparing a statement costs more than running most of them: each SQL text is prepared once. */
  protected statement<Params extends unknown[] | object = unknown[], Row = unknown>(sql: string): Statement<Params, Row> {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared as unknown as Statement<Params, Row>;
  }
}
