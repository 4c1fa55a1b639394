import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { MAX_CV_PAGES } from './file-kind.js';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export class ExtractionError extends Error {}

/** The text of a PDF in reading order: page by page, column by column, line by line. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  } catch (error) {
    throw new ExtractionError(`PDF illisible : ${(error as Error).message}`);
  }
  try {
    if (document.numPages > MAX_CV_PAGES) throw new ExtractionError(`PDF trop long : ${document.numPages} pages (${MAX_CV_PAGES} au plus).`);
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { width } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = (content.items as TextItem[])
        .filter((item) => typeof item.str === 'string' && item.str.trim() !== '')
        .map((item) => ({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height || Math.abs(item.transform[3] as number) || 10 }));
      pages.push(columns(items, width).map(lines).join('\n\n'));
      page.cleanup();
    }
    return { text: pages.join('\n\n').trim(), pages: document.numPages };
  } finally {
    await document.destroy();
  }
}

/**
 * Splits a page at a vertical gutter that (almost) no line crosses, in its middle half:
 * two-column CVs read as the left column, then the right one.
 */
function columns(items: Placed[], pageWidth: number): Placed[][] {
  if (items.length < 6) return [items];
  const bucket = 2;
  const buckets = Math.ceil(pageWidth / bucket) + 1;
  const crossing = new Array<number>(buckets).fill(0);
  for (const item of items) {
    for (let b = Math.floor(item.x / bucket); b <= Math.floor((item.x + item.width) / bucket) && b < buckets; b += 1) crossing[Math.max(0, b)]! += 1;
  }
  const tolerance = Math.max(1, items.length * 0.03);
  let best: { start: number; length: number } | null = null;
  let runStart = -1;
  for (let b = 0; b <= buckets; b += 1) {
    const free = b < buckets && crossing[b]! <= tolerance && b * bucket > pageWidth * 0.2 && b * bucket < pageWidth * 0.8;
    if (free && runStart < 0) runStart = b;
    if (!free && runStart >= 0) {
      if (!best || b - runStart > best.length) best = { start: runStart, length: b - runStart };
      runStart = -1;
    }
  }
  if (!best || best.length * bucket < 10) return [items];
  const gutter = (best.start + best.length / 2) * bucket;
  const left = items.filter((item) => item.x + item.width / 2 < gutter);
  const right = items.filter((item) => item.x + item.width / 2 >= gutter);
  // Both sides must hold text for this to be a column layout, not a ragged margin.
  if (left.length < 3 || right.length < 3) return [items];
  return [left, right];
}

/** Items on the same baseline become one line, left to right; lines go top to bottom. */
function lines(items: Placed[]): string {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: Placed[][] = [];
  for (const item of sorted) {
    const line = out[out.length - 1];
    if (line && Math.abs(line[0]!.y - item.y) <= Math.max(2, item.height * 0.4)) line.push(item);
    else out.push([item]);
  }
  return out
    .map((line) =>
      line
        .sort((a, b) => a.x - b.x)
        .reduce((text, item, i) => {
          if (i === 0) return item.text;
          const previous = line[i - 1]!;
          const gap = item.x - (previous.x + previous.width);
          return text + (gap > 1 && !text.endsWith(' ') && !item.text.startsWith(' ') ? ' ' : '') + item.text;
        }, '')
        .trim(),
    )
    .join('\n');
}
