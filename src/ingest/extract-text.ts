import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CvKind } from './file-kind.js';
import { ExtractionError } from './pdf-text.js';

const TIMEOUT_MS = 60_000;

/** The compiled worker: beside this file in dist/, or in dist/ when running from src/ (tests). */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return path.join(path.dirname(here), 'text-worker.js');
  return path.resolve(path.dirname(here), '../../dist/ingest/text-worker.js');
}

/**
 * Reads a file's text in a worker thread with a deadline and a memory cap, so that a
 * poison file fails alone: it never hangs the service or takes it down.
 */
export function extractText(bytes: Buffer, kind: CvKind, timeoutMs = TIMEOUT_MS): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile(), {
      workerData: { bytes: new Uint8Array(bytes), kind },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new ExtractionError(`Extraction interrompue après ${Math.round(timeoutMs / 1000)} s.`))), timeoutMs);
    worker.on('message', (message: { ok: true; text: string; pages: number } | { ok: false; error: string }) =>
      finish(() => (message.ok ? resolve({ text: message.text, pages: message.pages }) : reject(new ExtractionError(message.error)))),
    );
    worker.on('error', (error) => finish(() => reject(new ExtractionError(`Extraction impossible : ${error.message}`))));
    worker.on('exit', (code) => finish(() => reject(new ExtractionError(`Extraction impossible (code ${code}).`))));
  });
}
