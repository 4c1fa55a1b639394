import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Statement } from './sqlite-driver.js';
import type { Store } from './store.js';

/**
 * The embedded store: one better-sqlite3 connection. Its statements run synchronously, so
 * they are only made to look asynchronous; what needs care is a transaction, which spans
 * awaits: while one is open, statements from outside it wait for it to end instead of
 * slipping into it. Each SQL text is prepared once (preparing costs more than running
 * most statements).
 */
export class SqliteStore implements Store {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Statement>();
  private readonly context = new AsyncLocalStorage<symbol>();
  /** The open transaction's token, and a promise settled when it ends. */
  private current: { token: symbol; ended: Promise<void> } | null = null;

  constructor(readonly db: Database) {}

  all<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return this.when(() => this.prepared(sql).all(...params) as Row[]);
  }

  one<Row>(sql: string, params: readonly unknown[] = []): Promise<Row | undefined> {
    return this.when(() => this.prepared(sql).get(...params) as Row | undefined);
  }

  run(sql: string, params: readonly unknown[] = []): Promise<number> {
    return this.when(() => this.prepared(sql).run(...params).changes);
  }

  /**
   * SQLite's `secure_delete` in its FAST mode: a freed page is not overwritten, which for an
   * uploaded CV of 650 KB was ~160 pages of zeros written to the log, then to the file.
   */
  discard(sql: string, params: readonly unknown[] = []): Promise<number> {
    return this.when(() => {
      const overwriting = this.db.pragma('secure_delete', { simple: true }) as number;
      this.db.pragma('secure_delete = FAST');
      try {
        return this.prepared(sql).run(...params).changes;
      } finally {
        this.db.pragma(`secure_delete = ${overwriting}`);
      }
    });
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inside()) return work();
    while (this.current) await this.current.ended;
    let end!: () => void;
    const token = Symbol('transaction');
    this.current = { token, ended: new Promise<void>((resolve) => (end = resolve)) };
    try {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await this.context.run(token, work);
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    } finally {
      this.current = null;
      end();
    }
  }

  async ping(): Promise<void> {
    await this.one('SELECT 1');
  }

  async close(): Promise<void> {
    while (this.current) await this.current.ended;
    if (this.db.open) this.db.close();
  }

  private inside(): boolean {
    return this.current !== null && this.context.getStore() === this.current.token;
  }

  /** Runs a statement now, or once the transaction it is not part of has ended. */
  private when<T>(statement: () => T): Promise<T> {
    if (this.current && !this.inside()) return this.afterTransaction().then(statement);
    try {
      return Promise.resolve(statement());
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private async afterTransaction(): Promise<void> {
    while (this.current && !this.inside()) await this.current.ended;
  }

  private prepared(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
