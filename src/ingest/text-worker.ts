import { parentPort, workerData } from 'node:worker_threads';
import { docxText } from './docx-text.js';
import { ExtractionError, pdfText } from './pdf-text.js';

/** Runs in a worker thread: one file in, its text (or a readable error) out. */
const { bytes, kind } = workerData as { bytes: Uint8Array; kind: 'pdf' | 'docx' };
try {
  const result = kind === 'pdf' ? await pdfText(bytes) : await docxText(Buffer.from(bytes));
  parentPort!.postMessage({ ok: true, ...result });
} catch (error) {
  const message = error instanceof ExtractionError ? error.message : `Extraction impossible : ${(error as Error).message}`;
  parentPort!.postMessage({ ok: false, error: message });
}
