import type { AuditRecord } from '../../audit/audit-log.js';
import type { Store } from '../store.js';
import { Repository } from '../repository.js';
import { WriteBehind } from '../write-behind.js';

interface AuditRow {
  at: number;
  request_id: string;
  client_id: string | null;
  key_id: string | null;
  method: string;
  route: string;
  status: number;
  latency_ms: number;
  ip: string | null;
}

/** `audit_log`, written in batches off the request path. */
export class AuditLogRepository extends Repository {
  private readonly lines: WriteBehind<[number, string, string | null, string | null, string, string, number, number, string | null]>;

  constructor(store: Store) {
    super(store);
    this.lines = new WriteBehind(store, 'INSERT INTO audit_log (at, request_id, client_id, key_id, method, route, status, latency_ms, ip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  }

  add(record: AuditRecord): void {
    this.lines.add([record.at, record.requestId, record.clientId, record.keyId, record.method, record.route, record.status, record.latencyMs, record.ip]);
  }

  flush(): Promise<void> {
    return this.lines.flush();
  }

  /** The client's latest lines, newest first; what is still batched is written first. */
  async recent(clientId: string, limit: number): Promise<AuditRecord[]> {
    await this.flush();
    return (await this.store.all<AuditRow>('SELECT * FROM audit_log WHERE client_id = ? ORDER BY id DESC LIMIT ?', [clientId, limit])).map((row) => ({ at: row.at, requestId: row.request_id, clientId: row.client_id, keyId: row.key_id, method: row.method, route: row.route, status: row.status, latencyMs: row.latency_ms, ip: row.ip }));
  }
}
