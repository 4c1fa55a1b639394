import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The compiled file of a worker thread that sits beside `caller`: in dist/ beside the caller's
 * compiled file, or in dist/ when the caller runs from src/ (tests, tsx), since a worker
 * thread cannot load TypeScript.
 */
export function compiledWorker(callerUrl: string, relativeJs: string): string {
  const here = fileURLToPath(callerUrl);
  if (here.endsWith('.js')) return path.join(path.dirname(here), relativeJs);
  const source = path.resolve(path.dirname(here), relativeJs);
  const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return path.join(srcRoot, '..', 'dist', path.relative(srcRoot, source));
}
