import { named } from './dialect.js';
import { Repository } from './repository.js';
import type { Store } from './store.js';

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
  /** A column a claim may be asked to avoid a value of: one owner's backlog does not hold up the others'. */
  spreadBy?: string;
}

/**
 * The one way the durable queues (CV extraction, webhook deliveries, WhatsApp sends) hand
 * out work: one UPDATE takes the next due row and leases it until `@now + lease`, so two
 * workers, or two processes or replicas on the same store, never take the same row, and a
 * row whose taker died is due again when its lease ends. On PostgreSQL the row is chosen
 * `FOR UPDATE SKIP LOCKED`: two replicas claiming at once take two different rows.
 * A queue's repository says which rows are due and how a taken row is read.
 */
export abstract class LeasedQueue<Job, Id extends number | string = number> extends Repository {
  private readonly dueStatement: string;
  private readonly claimStatement: string;
  private readonly claimElsewhereStatement: string | null;
  private readonly table: string;

  constructor(
    store: Store,
    spec: QueueTable,
    private readonly leaseMs: number,
  ) {
    super(store);
    this.table = spec.table;
    const from = spec.from ?? spec.table;
    const lock = store.dialect === 'postgres' ? ` FOR UPDATE OF ${spec.from ? spec.id!.split('.')[0] : spec.table} SKIP LOCKED` : '';
    this.dueStatement = `SELECT 1 FROM ${from} WHERE ${spec.due} LIMIT 1`;
    const claim = (due: string) => `UPDATE ${spec.table} SET locked_until = @until${spec.onClaim ? `, ${spec.onClaim}` : ''}
       WHERE id = (SELECT ${spec.id ?? 'id'} FROM ${from} WHERE ${due} ORDER BY ${spec.order} LIMIT 1${lock})
       RETURNING id`;
    this.claimStatement = claim(spec.due);
    this.claimElsewhereStatement = spec.spreadBy ? claim(`(${spec.due}) AND ${spec.spreadBy} <> @avoid`) : null;
  }

  async hasDue(now: number): Promise<boolean> {
    return (await this.store.one(...named(this.dueStatement, { now }))) !== undefined;
  }

  /**
   * The next due job, now leased to the caller; null when none is due. Given `avoid`, the next
   * one whose `spreadBy` is another value, if any is due.
   */
  async claim(now: number, avoid?: string | number): Promise<Job | null> {
    const values = { now, until: now + this.leaseMs };
    let taken = avoid !== undefined && this.claimElsewhereStatement ? await this.store.one<{ id: Id }>(...named(this.claimElsewhereStatement, { ...values, avoid })) : undefined;
    taken ??= await this.store.one<{ id: Id }>(...named(this.claimStatement, values));
    return taken ? this.read(taken.id) : null;
  }

  /** Extends the lease of a job still being worked on, so that only a taker that died lets it go. */
  async renew(id: Id, now: number): Promise<void> {
    await this.store.run(`UPDATE ${this.table} SET locked_until = ? WHERE id = ?`, [now + this.leaseMs, id]);
  }

  /** A job just taken, with what working on it needs. */
  protected abstract read(id: Id): Promise<Job>;
}
