import { masterKeyFromEnv, resolveDataDir } from '../config.js';
import { createCore, type Core } from '../core.js';
import { openDataDirDatabase } from '../db/open.js';
import { loadOrCreateMasterKey } from '../keys/secrets.js';

/**
 * Operator commands (keys, taxonomy) work on the data directory itself, as the server
 * does; WAL lets them run while `svc serve` is up.
 */
export async function withOperatorCore<T>(dataDirFlag: string | undefined, work: (core: Core) => T | Promise<T>): Promise<T> {
  const dataDir = resolveDataDir(dataDirFlag);
  const db = openDataDirDatabase(dataDir);
  try {
    return await work(createCore({ db, masterKey: loadOrCreateMasterKey(dataDir, masterKeyFromEnv()) }));
  } finally {
    db.close();
  }
}
