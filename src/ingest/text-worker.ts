import { parentPort } from 'node:worker_threads';
import { docxText } from './docx-text.js';
import { joinSpacingAccents, readT1Codes, repairMojibake } from './mojibake.js';
import { ExtractionError, loadPdfjs, pdfText } from './pdf-text.js';

/** Text as the parser reads it: encoding slips undone, LaTeX's spacing accents back on their letters, its T1 fonts' ligatures and dashes read. */
const repaired = (text: string) => readT1Codes(joinSpacingAccents(repairMojibake(text)));

/**
 * A long-lived extraction worker: files in, text (or a readable error) out, one at a time.
 * pdf.js is loaded once per worker; the pool recycles the worker after some files or when
 * its heap has grown, so one bad document cannot leave the next ones short of memory.
 */
parentPort!.on('message', async ({ id, bytes, kind }: { id: number; bytes: Uint8Array; kind: 'pdf' | 'docx' | 'warm' }) => {
  if (kind === 'warm') {
    // Loaded or not, the pool stops waiting: a pdf.js that failed to load fails the first file, with its reason.
    await loadPdfjs().catch(() => undefined);
    parentPort!.postMessage({ id, heapUsed: process.memoryUsage().heapUsed });
    return;
  }
  try {
    const read = kind === 'pdf' ? await pdfText(bytes) : await docxText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const layout = read.layout && { largest: read.layout.largest.map(repaired), headings: read.layout.headings.map((heading) => ({ ...heading, text: repaired(heading.text) })) };
    parentPort!.postMessage({ id, ok: true, ...read, text: repaired(read.text), layout, heapUsed: process.memoryUsage().heapUsed });
  } catch (error) {
    const message = error instanceof ExtractionError ? error.message : `Extraction impossible : ${(error as Error).message}`;
    parentPort!.postMessage({ id, ok: false, error: message, heapUsed: process.memoryUsage().heapUsed });
  }
});
