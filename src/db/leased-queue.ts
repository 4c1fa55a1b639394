import type { Statement } from 'better-sqlite3';
import type { Db } from './open.js';

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
 * taker died is due again when its lease ends.
 */
export class LeasedQueue {
  private readonly dueStatement: Statement<[{ now: number }]>;
  private readonly claimStatement: Statement<[{ now: number; until: number }], { id: number | string }>;

  constructor(
    db: Db,
    spec: QueueTable,
    private readonly leaseMs: number,
  ) {
    const from = spec.from ?? spec.table;
    const id = spec.id ?? 'id';
    this.dueStatement = db.prepare(`SELECT 1 FROM ${from} WHERE ${spec.due} LIMIT 1`);
    this.claimStatement = db.prepare(
      `UPDATE ${spec.table} SET locked_until = @until${spec.onClaim ? `, ${spec.onClaim}` : ''}
       WHERE id = (SELECT ${id} FROM ${from} WHERE ${spec.due} ORDER BY ${spec.order} LIMIT 1)
       RETURNING id`,
    );
  }

  hasDue(now: number): boolean {
    return this.dueStatement.get({ now }) !== undefined;
  }

  /** The id of the row taken, or null when none is due. */
  claim<Id extends number | string>(now: number): Id | null {
    return (this.claimStatement.get({ now, until: now + this.leaseMs })?.id as Id | undefined) ?? null;
  }
}
