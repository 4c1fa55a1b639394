import mammoth from 'mammoth';
import { MAX_DOCX_UNCOMPRESSED } from './file-kind.js';
import { ExtractionError } from './pdf-text.js';
import { zipEntries } from './zip.js';

/** The text of a Word document, after checking it does not inflate beyond 50 MiB. */
export async function docxText(bytes: Buffer): Promise<{ text: string; pages: number; layout: null }> {
  const entries = zipEntries(bytes);
  if (!entries) throw new ExtractionError('DOCX illisible : archive ZIP invalide ou tronquée.');
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > MAX_DOCX_UNCOMPRESSED) throw new ExtractionError(`DOCX refusé : ${Math.round(total / 1024 / 1024)} Mio une fois décompressé (50 Mio au plus).`);
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return { text: value.replace(/\n{3,}/g, '\n\n').trim(), pages: 0, layout: null };
  } catch (error) {
    throw new ExtractionError(`DOCX illisible : ${(error as Error).message}`);
  }
}
