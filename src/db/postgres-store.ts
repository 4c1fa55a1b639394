import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Store } from './store.js';

/** The advisory lock every transaction of every replica takes; any fixed number would do. */
const TRANSACTION_LOCK = 7_315_002;
const INT8 = 20;
const NUMERIC = 1700;
/** Per process: enough for the requests one event loop keeps in flight, small enough for many replicas. */
const CONNECTIONS = 10;

/**
 * The store of replicas: a pool of connections to one PostgreSQL database (node-postgres).
 * Statements keep the `?` placeholders they are written with and are sent as named
 * prepared statements with `$n`. A transaction takes one advisory lock shared by every
 * replica, so transactions run one after the other as they do on SQLite: the rules that
 * count then write (plan quotas, rate limits, versions) stay exact across replicas.
 * Statements outside transactions run in parallel on the pool.
 */
export class PostgresStore implements Store {
  readonly dialect = 'postgres' as const;
  private readonly pool: pg.Pool;
  /** The transaction a statement belongs to; `open` turns false at its end, for work it started that outlives it. */
  private readonly context = new AsyncLocalStorage<{ client: pg.PoolClient; open: boolean }>();
  private readonly texts = new Map<string, { name: string; text: string }>();

  constructor(connectionString: string) {
    this.pool = new pg.Pool({
      connectionString,
      max: CONNECTIONS,
      // Counts, ids and epoch milliseconds are BIGINT; every one fits a double.
      types: { getTypeParser: ((oid: number, format?: string) => (oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser },
    });
    // An idle connection that the server drops must not take the process down.
    this.pool.on('error', () => {});
  }

  async all<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return (await this.query(sql, params)).rows as Row[];
  }

  async one<Row>(sql: string, params: readonly unknown[] = []): Promise<Row | undefined> {
    return (await this.query(sql, params)).rows[0] as Row | undefined;
  }

  async run(sql: string, params: readonly unknown[] = []): Promise<number> {
    return (await this.query(sql, params)).rowCount ?? 0;
  }

  /** PostgreSQL never overwrites deleted rows itself (VACUUM reclaims them): a DELETE like any other. */
  discard(sql: string, params: readonly unknown[] = []): Promise<number> {
    return this.run(sql, params);
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.current()) return work();
    const client = await this.pool.connect();
    const transaction = { client, open: true };
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [TRANSACTION_LOCK]);
      const result = await this.context.run(transaction, work);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      transaction.open = false;
      client.release();
    }
  }

  /** Runs `sql` (several statements, no parameters) as it is: migrations. */
  async exec(sql: string): Promise<void> {
    await (this.current() ?? this.pool).query(sql);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.pool.ended) return;
    await this.pool.end();
  }

  private query(sql: string, params: readonly unknown[]): Promise<pg.QueryResult> {
    const client = this.current() ?? this.pool;
    return client.query({ ...this.translated(sql), values: params as unknown[] });
  }

  private current(): pg.PoolClient | null {
    const transaction = this.context.getStore();
    return transaction?.open ? transaction.client : null;
  }

  private translated(sql: string): { name: string; text: string } {
    let translated = this.texts.get(sql);
    if (!translated) {
      translated = { name: `s${this.texts.size + 1}`, text: numberedPlaceholders(sql) };
      this.texts.set(sql, translated);
    }
    return translated;
  }
}

/** `?` becomes `$1`, `$2`, … outside quoted strings and names. */
export function numberedPlaceholders(sql: string): string {
  let count = 0;
  let quote: string | null = null;
  let out = '';
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '?') {
      out += `$${++count}`;
      continue;
    }
    out += char;
  }
  return out;
}
