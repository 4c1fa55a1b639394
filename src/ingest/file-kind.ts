import { zipEntries } from './zip.js';

export type CvKind = 'pdf' | 'docx';

export const MAX_CV_BYTES = 10 * 1024 * 1024;
export const MAX_CV_PAGES = 200;
export const MAX_DOCX_UNCOMPRESSED = 50 * 1024 * 1024;
/** A CV holds a few dozen parts; thousands are an attack on the unzipper. */
export const MAX_DOCX_ENTRIES = 1000;

/** What the bytes are, whatever the file is called: a PDF, a Word document, or neither. */
export function detectKind(bytes: Buffer): CvKind | null {
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50) {
    const entries = zipEntries(bytes);
    if (entries?.some((entry) => entry.name === 'word/document.xml')) return 'docx';
  }
  return null;
}
