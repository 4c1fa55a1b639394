import type { Statement } from 'better-sqlite3';
import type { Db } from './open.js';
import { Repository } from './repository.js';

/**
 * A durable queue's table, as SQL fragments that may use `@now`: which rows are due, in
 * what order, and what taking one also writes. `from` and `id` name a join when being due
 * depends on another table (a delivery is due only while its endpoint is active).
 */
export interface QueueTable {
  table: string;
  from?: string;
  id?: string;
  due: string;
  order: string;
  onClaim?: string;
}

/**
 * The one way the durable queues (CV extraction, webhook deliveries, WhatsApp sends) hand
 * out work: one UPDATE takes the next due row and leases it until `@now + lease`, so two
 * workers, or two processes on the same store, never take the same row, and a row whose
 * taker died is due again when its lease ends. A queue's repository says which rows are
 * due and how a taken row is read.
 */
export abstract class LeasedQueue<Job, Id extends number | string = number> extends Repository {
  private readonly dueStatement: Statement<[{ now: number }]>;
  private readonly claimStatement: Statement<[{ now: number; until: number }], { id: Id }>;

  constructor(
    db: Db,
    spec: QueueTable,
    private readonly leaseMs: number,
  ) {
    super(db);
    const from = spec.from ?? spec.table;
    this.dueStatement = db.prepare(`SELECT 1 FROM ${from} WHERE ${spec.due} LIMIT 1`);
    this.claimStatement = db.prepare(
      `UPDATE ${spec.table} SET locked_until = @until${spec.onClaim ? `, ${spec.onClaim}` : ''}
       WHERE id = (SELECT ${spec.id ?? 'id'} FROM ${from} WHERE ${spec.due} ORDER BY ${spec.order} LIMIT 1)
       RETURNING id`,
    );
  }

  hasDue(now: number): boolean {
    return this.dueStatement.get({ now }) !== undefined;
  }

  /** The next due job, now leased to the caller; null when none is due. */
  claim(now: number): Job | null {
    const taken = this.claimStatement.get({ now, until: now + this.leaseMs });
    return taken ? this.read(taken.id) : null;
  }

  /** A job just taken, with what working on it needs. */
  protected abstract read(id: Id): Job;
}
