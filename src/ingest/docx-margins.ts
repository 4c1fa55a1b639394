import { SaxesParser } from 'saxes';
import { readEntry, type ZipEntry } from './zip.js';

/**
 * The text of a Word document's page headers and footers, which mammoth leaves out: many CV
 * templates put the name, the title and the contact line in the header. Each distinct one
 * once (a first-page header often repeats the default one), in the order Word numbers them.
 */
export function pageMargins(bytes: Buffer, entries: ZipEntry[], limit: number): { headers: string; footers: string } {
  const read = (kind: 'header' | 'footer') => {
    const pattern = new RegExp(`^word/${kind}(\\d*)\\.xml$`);
    const parts = entries
      .map((entry) => ({ entry, number: pattern.exec(entry.name)?.[1] }))
      .filter((part) => part.number !== undefined)
      .sort((a, b) => Number(a.number) - Number(b.number));
    const texts: string[] = [];
    for (const { entry } of parts) {
      const content = readEntry(bytes, entry, limit);
      const text = content instanceof Buffer ? paragraphsText(content.toString('utf8')) : '';
      if (text && !texts.includes(text)) texts.push(text);
    }
    return texts.join('\n\n');
  };
  return { headers: read('header'), footers: read('footer') };
}

/**
 * The paragraphs of a WordprocessingML part, one a line: runs joined, tabs, pictures and breaks kept;
 * a text box's paragraphs are lines of their own. Empty when the part is not well-formed.
 */
function paragraphsText(xml: string): string {
  const lines: string[] = [];
  const open: string[] = [];
  const path: string[] = [];
  const parser = new SaxesParser();
  const append = (piece: string) => {
    if (open.length > 0) open[open.length - 1] += piece;
  };
  parser.on('opentag', (tag) => {
    // Only what a run holds: a paragraph's properties have tab stops (w:tabs/w:tab) too.
    const inRun = path.at(-1) === 'w:r';
    path.push(tag.name);
    if (tag.name === 'w:p') open.push('');
    // A picture in a run (an icon before the e-mail) parts the words around it as a tab does.
    else if (inRun && (tag.name === 'w:tab' || tag.name === 'w:drawing' || tag.name === 'w:pict')) append('\t');
    else if (inRun && (tag.name === 'w:br' || tag.name === 'w:cr')) append('\n');
  });
  parser.on('text', (text) => {
    if (path.at(-1) === 'w:t') append(text);
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.name === 'w:p') lines.push(open.pop()!.trim());
  });
  try {
    parser.write(xml).close();
  } catch {
    return '';
  }
  return lines.filter(Boolean).join('\n');
}
