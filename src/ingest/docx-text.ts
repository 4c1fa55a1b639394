import mammoth from 'mammoth';
import { pageMargins } from './docx-margins.js';
import { documentStyleSizes } from './docx-styles.js';
import { MAX_DOCX_ENTRIES, MAX_DOCX_UNCOMPRESSED } from './file-kind.js';
import { plainText, wordLayout, type MammothElement } from './mammoth-document.js';
import { ExtractionError, type PageLayout } from './pdf-text.js';
import { inflatedSizes, withoutEntries, zipEntries } from './zip.js';

/** Where Word, LibreOffice and Google Docs put a document's text. */
const MAIN_PART = 'word/document.xml';

const TOO_LARGE = `DOCX refusé : plus de ${MAX_DOCX_UNCOMPRESSED / 1024 / 1024} Mio une fois décompressé.`;

/**
 * The text of a Word document (page headers, paragraphs, tables, text boxes, page footers),
 * after checking what it holds without trusting what it says: the entry count, the declared
 * sizes, then the real sizes, each entry inflated with a cap, before mammoth opens it.
 */
export async function docxText(bytes: Buffer): Promise<{ text: string; pages: number; layout: PageLayout | null }> {
  const entries = zipEntries(bytes);
  if (!entries) throw new ExtractionError('DOCX illisible : archive ZIP invalide ou tronquée.');
  if (entries.length > MAX_DOCX_ENTRIES) throw new ExtractionError(`DOCX refusé : ${entries.length} fichiers dans l’archive (${MAX_DOCX_ENTRIES} au plus).`);
  if (entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0) > MAX_DOCX_UNCOMPRESSED) throw new ExtractionError(TOO_LARGE);
  const real = inflatedSizes(bytes, entries, MAX_DOCX_UNCOMPRESSED);
  if (real === null) throw new ExtractionError('DOCX illisible : archive ZIP invalide ou tronquée.');
  if (real.total > MAX_DOCX_UNCOMPRESSED) throw new ExtractionError(TOO_LARGE);
  // A part that a tool wrote badly (styles that inflate to more bytes than declared, garbled) is left out, as Word's repair
  // does, or mammoth refuses the whole document; the text is in the main part, which is kept, whole or not.
  const damaged = real.damaged.filter((entry) => entry.name !== MAIN_PART);
  const readable = damaged.length > 0 ? withoutEntries(bytes, entries, damaged) : bytes;
  try {
    let body = '';
    let layout: PageLayout | null = null;
    const sound = entries.filter((entry) => !damaged.includes(entry));
    const styles = documentStyleSizes(bytes, sound, MAX_DOCX_UNCOMPRESSED);
    // The document as mammoth reads it, taken on its way to HTML: its raw-text reader drops line breaks ("XX years oldaddress").
    const read = (document: MammothElement) => {
      body = plainText(document);
      layout = wordLayout(document, styles);
      return document;
    };
    await mammoth.convertToHtml({ buffer: readable }, { transformDocument: read });
    const { headers, footers } = pageMargins(bytes, sound, MAX_DOCX_UNCOMPRESSED);
    const text = [headers, body, footers].filter(Boolean).join('\n\n');
    return { text: text.replace(/\n{3,}/g, '\n\n').trim(), pages: 0, layout };
  } catch (error) {
    throw unreadable(error);
  }
}

/** Why mammoth could not read a document, in French: a user sees this as the profile's `error`. */
function unreadable(error: unknown): ExtractionError {
  const message = (error as Error).message ?? String(error);
  if (/main document part/i.test(message)) return new ExtractionError('DOCX illisible : l’archive ne contient pas de document Word.');
  if (/xmldom|xml/i.test(message)) return new ExtractionError('DOCX illisible : le XML du document est invalide.');
  return new ExtractionError(`DOCX illisible : la lecture a échoué (« ${message.split('\n')[0]} »).`);
}
