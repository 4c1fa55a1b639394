import type { Clock } from '../clock.js';
import type { Store } from '../db/store.js';
import { AuditLogRepository } from '../db/repositories/audit-log.js';

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
  private readonly lines: AuditLogRepository;

  constructor(
    store: Store,
    private readonly clock: Clock,
  ) {
    this.lines = new AuditLogRepository(store);
  }

  record(entry: AuditEntry): void {
    this.lines.add({ ...entry, at: this.clock.now() });
  }

  flush(): Promise<void> {
    return this.lines.flush();
  }

  recent(clientId: string, limit = 100): Promise<AuditRecord[]> {
    return this.lines.recent(clientId, limit);
  }
}
