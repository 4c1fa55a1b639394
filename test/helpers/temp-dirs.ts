import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A fresh directory under the system's temporary one, removed once its test file is over (test/helpers/setup.ts). */
export function tempDir(prefix = 'svc-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Each run of the suite left ~80 data directories (~50 MB) behind before. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A process a test left running may still write there; the system's cleaning takes what is left.
    }
  }
}
