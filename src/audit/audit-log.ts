import type { Clock } from '../clock.js';
import type { Db } from '../db/open.js';
import { WriteBehind } from '../work/write-behind.js';

/** One line per request: who, which route pattern, outcome, latency. Never a body, never a URL's values. */
export interface AuditEntry {
  requestId: string;
  clientId: string | null;
  keyId: string | null;
  method: string;
  route: string;
  status: number;
  latencyMs: number;
  ip: string | null;
}

export interface AuditRecord extends AuditEntry {
  at: number;
}

export class AuditLog {
  private readonly lines: WriteBehind<[number, string, string | null, string | null, string, string, number, number, string | null]>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.lines = new WriteBehind(db, 'INSERT INTO audit_log (at, request_id, client_id, key_id, method, route, status, latency_ms, ip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  }

  record(entry: AuditEntry): void {
    this.lines.add([this.clock.now(), entry.requestId, entry.clientId, entry.keyId, entry.method, entry.route, entry.status, entry.latencyMs, entry.ip]);
  }

  flush(): void {
    this.lines.flush();
  }

  recent(clientId: string, limit = 100): AuditRecord[] {
    this.flush();
    return this.db
      .prepare<[string, number], Record<string, unknown>>('SELECT * FROM audit_log WHERE client_id = ? ORDER BY id DESC LIMIT ?')
      .all(clientId, limit)
      .map((row) => ({
        at: row.at as number,
        requestId: row.request_id as string,
        clientId: row.client_id as string | null,
        keyId: row.key_id as string | null,
        method: row.method as string,
        route: row.route as string,
        status: row.status as number,
        latencyMs: row.latency_ms as number,
        ip: row.ip as string | null,
      }));
  }
}
