export type Dialect = 'sqlite' | 'postgres';

/**
 * Where all state lives: SQLite in the data directory (the embedded default) or
 * PostgreSQL (replicas). Statements are written once, with `?` placeholders, in the SQL
 * both understand; a store translates what it must. A statement called inside
 * `transaction` runs in that transaction, whichever repository calls it.
 */
export interface Store {
  readonly dialect: Dialect;
  all<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  one<Row>(sql: string, params?: readonly unknown[]): Promise<Row | undefined>;
  /** Returns how many rows the statement changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /**
   * `run` for a DELETE that is no erasure, from a table that holds nothing else: bytes that
   * served their turn while their person's data stays (an uploaded CV once read). SQLite frees
   * that table's pages without first writing zeros over them, as its `secure_delete` does for
   * every other deletion; an erasure later rewrites the whole file (docs/privacy.md).
   */
  discard(sql: string, params?: readonly unknown[]): Promise<number>;
  /**
   * Runs `work` as one transaction, serialised with every other transaction on the store
   * (as SQLite's writers are): what it reads cannot change under it before it commits.
   * A transaction inside another one joins it.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** Throws unless the store answers a query: the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
