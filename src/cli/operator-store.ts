import { ConfigError, resolveStore } from '../config.js';
import type { Core } from '../core.js';
import { openStore } from '../db/open.js';
import { loadOrCreateMasterKey } from '../keys/secrets.js';
import { UsageError } from './output.js';

/** The store flags every operator command takes. */
export interface StoreFlags {
  dataDir?: string;
  databaseUrl?: string;
}

/**
 * Operator commands (keys, taxonomy) work on the server's store itself: the data
 * directory (WAL lets them run while `svc serve` is up) or the PostgreSQL database.
 */
export async function withOperatorCore<T>(flags: StoreFlags, work: (core: Core) => T | Promise<T>): Promise<T> {
  let where;
  try {
    where = resolveStore(flags);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  const db = await openStore(where);
  try {
    const masterKey = where.masterKey ?? loadOrCreateMasterKey(where.dataDir, null);
    // Loaded here, not at start: the CLI's other commands (and the cluster's primary) never need the core.
    const { createCore } = await import('../core.js');
    return await work(await createCore({ db, masterKey }));
  } finally {
    await db.close();
  }
}
