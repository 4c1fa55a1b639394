import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { isOnlyDates } from './cv-experience.js';
import { headingOf, readableLine } from './cv-sections.js';
import { withUnmappedGlyphsRead } from './pdf-actual-text.js';
import { inSidebarFlow } from './pdf-column-flow.js';
import { withoutHiddenText } from './pdf-hidden-text.js';
import { withLinkedAddresses } from './pdf-link-addresses.js';
import { MAX_CV_PAGES } from './file-kind.js';

const require = createRequire(import.meta.url);
export const STANDARD_FONTS = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export class ExtractionError extends Error {}

/**
 * pdf.js, without the 2D canvas it loads in Node for drawing pages (@napi-rs/canvas: Skia
 * and the system's fonts, ~19 MB in every extraction worker): reading text never draws.
 * The canvas's place in require's cache is taken by nothing, and the three classes pdf.js
 * would take from it, which it only uses to draw, are empty ones.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  return (loaded ??= importWithoutCanvas());
}

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/** The code of pdf.js's worker, which has no type declarations. */
const PDFJS_WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
let loaded: Promise<Pdfjs> | null = null;

function importWithoutCanvas(): Promise<Pdfjs> {
  const pdfRequire = createRequire(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'));
  try {
    const canvas = pdfRequire.resolve('@napi-rs/canvas');
    pdfRequire.cache[canvas] ??= { id: canvas, filename: canvas, loaded: true, exports: {} } as NodeJS.Module;
  } catch {
    // Not installed (an optional dependency of pdf.js): it would not have been loaded anyway.
  }
  const drawingOnly = globalThis as unknown as Record<'DOMMatrix' | 'ImageData' | 'Path2D', unknown>;
  drawingOnly.DOMMatrix ??= class DOMMatrix {};
  drawingOnly.ImageData ??= class ImageData {};
  drawingOnly.Path2D ??= class Path2D {};
  return withNativePush(async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // pdf.js runs its own worker's code in this thread: loaded now, so that its polyfills are in place before push is put back.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(PDFJS_WORKER);
    return pdfjs;
  });
}

/**
 * pdf.js's legacy build (the one for Node) replaces Array.prototype.push with core-js's,
 * written in JavaScript, because V8's does not throw when nothing is pushed onto an array
 * whose length is read-only. Every push in the thread then went through it: 9% of the
 * extraction worker's time on real resumes. V8's own is put back; pdf.js never relies on that case.
 */
async function withNativePush<T>(load: () => Promise<T>): Promise<T> {
  const nativePush = Array.prototype.push;
  try {
    return await load();
  } finally {
    if (Array.prototype.push !== nativePush) Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true, enumerable: false });
  }
}

/** What the text alone loses. */
export interface PageLayout {
  /** The first page's lines in the largest type, top first (a name, a title). */
  largest: string[];
  /** Short lines set larger than the body text, with their size: section headings, known to the parser or not. */
  headings: { text: string; size: number }[];
}

interface Line {
  text: string;
  y: number;
  /** The line's left and right edges, which part a page's columns. */
  x: number;
  end: number;
  size: number;
  /** The line without what is set much smaller beside its largest type: "HRIDA" of "HRIDA +212 68877 2928", another column's contact at the name's height. */
  inLargeType: string;
}

/** Items under this share of a line's largest type are not part of its large type (a small-caps letter is ~0.7). */
const LARGE_TYPE_SHARE = 0.6;

/**
 * The text of a PDF in reading order: page by page, column by column, line by line; a sidebar
 * template's pages column by column, each column going on from its own on the page before.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; layout: PageLayout | null }> {
  const pdfjs = await loadPdfjs();
  const document = await fromPdfjs(pdfjs.getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise);
  try {
    if (document.numPages > MAX_CV_PAGES) throw new ExtractionError(`PDF trop long : ${document.numPages} pages (${MAX_CV_PAGES} au plus).`);
    const drawn = await drawnPages(document, pdfjs.OPS);
    const read = await withUnmappedGlyphsRead(drawn.map((page) => page.items), () => fromPdfjs(document.getData()));
    const pages: Line[][][] = [];
    let largest: string[] = [];
    const allLines: Line[] = [];
    const furniture = new Set<string>();
    drawn.forEach(({ width, height }, index) => {
      const items = withoutMonograms(withoutCopiesInPieces(withoutOverprints(read[index]!)));
      const columnsRead = withoutRunningLines(withSideHeadings(columns(items, width, height).map(lines)), height, furniture);
      pages.push(columnsRead);
      if (index === 0) largest = largestLines(columnsRead.flat(), height);
      allLines.push(...columnsRead.flat());
    });
    const inOrder = inSidebarFlow(pages) ?? pages.flat();
    return { text: inOrder.map((column) => column.map((line) => line.text).join('\n')).join('\n\n').trim(), pages: document.numPages, layout: { largest, headings: headingLines(allLines) } };
  } finally {
    await document.destroy();
  }
}

/** How near the top or the bottom of a page (a share of its height) a page header or footer stands. */
const PAGE_MARGIN = 0.12;
/** "2", "Page 2", "2/5", "Page 2 of 3", "2 sur 3": a page's number, which says nothing of the candidate. */
const PAGE_NUMBER = /^(?:page\s*)?\d{1,2}(?:\s*(?:of|sur|de|\/)\s*\d{1,2})?$/i;

/**
 * A page header or footer that Word or LaTeX repeats on every page ("Usha Subramaniam" and her e-mail
 * over each page): read where it first stands, then left out, or the repeats cut the job they fall
 * in from its dates. Page numbers go wherever they stand. `seen` holds the margin lines of the pages before.
 */
function withoutRunningLines(read: Line[][], pageHeight: number, seen: Set<string>): Line[][] {
  const inMargin = (line: Line) => line.y > pageHeight * (1 - PAGE_MARGIN) || line.y < pageHeight * PAGE_MARGIN;
  const key = (line: Line) => `${line.text.replace(/\s+/g, ' ').trim().toLowerCase()}@${Math.round(line.y / 4)}`;
  const kept = read.map((column) => column.filter((line) => !inMargin(line) || (!seen.has(key(line)) && !PAGE_NUMBER.test(line.text.trim()))));
  for (const line of read.flat()) if (inMargin(line)) seen.add(key(line));
  return kept;
}

type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

/**
 * Adobe's private-use code points for small capitals ("Asmall" U+F761…, "Eacutesmall" U+F7E9) and old-style figures
 * ("zerooldstyle" U+F730…), which pdf.js gives for fonts that name their glyphs so (a LaTeX CV's name and headings set in
 * small capitals: "A\uF76C\uF765\uF778 C\uF768\uF775\uF76E\uF767"), read as the letters and digits they draw; left as
 * they are, they read as an icon font's glyphs and the words lose all but their capitals.
 */
function withAdobeLetters(text: string): string {
  return text.replace(/[\uF730-\uF739\uF761-\uF77A\uF7E0-\uF7FE]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code <= 0xf739) return String.fromCharCode(code - 0xf730 + 0x30);
    return String.fromCharCode(code <= 0xf77a ? code - 0xf761 + 0x61 : code - 0xf7e0 + 0xe0);
  });
}

/**
 * A word set with wide letter-spacing, as Canva sets dates and titles ("J u l y", "2 0 2 4", "W e b
 * d e v e l o p e r"), each word an item of its own: pdf.js spaces its letters as it would words, so
 * the line's words could no longer be told apart. Letters or digits only, single-spaced, a hyphen between two
 * letters ("P I E R R E - A N T O I N E"); a word and a number that pdf.js drew as one item ("J u n e 2 0 2 3")
 * stay two. Null for any other text.
 */
function letterSpacedWord(text: string): { word: string; inCapitals: boolean } | null {
  const spaced = /^((?:[\p{L}\p{N}] (?:- (?=\p{L}))?)+[\p{L}\p{N}])(?: ([.,:;]))?(?: ([-–—]))?$/u.exec(text.trim());
  if (!spaced) return null;
  const word = spaced[1]!.replace(/ /g, '').replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ');
  // "2 0 1 9 -": the dash that opens a range keeps its space.
  return { word: `${word}${spaced[2] ?? ''}${spaced[3] ? ` ${spaced[3]}` : ''}`, inCapitals: !/[\p{Ll}\p{N}]/u.test(word) };
}

/** Each page's text items as pdf.js gives them, in drawing order, with the page's size; text drawn hidden over the rest left out. */
async function drawnPages(document: PdfDocument, ops: Record<string, number>): Promise<{ items: Placed[]; width: number; height: number }[]> {
  const drawn: { items: Placed[]; width: number; height: number }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await fromPdfjs(document.getPage(number));
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await fromPdfjs(page.getTextContent());
    const items = (content.items as TextItem[])
      .filter((item) => typeof item.str === 'string' && item.str.trim() !== '')
      .map((item) => ({ text: withAdobeLetters(item.str), x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height || Math.abs(item.transform[3] as number) || 10 }));
    const shown = await fromPdfjs(withoutHiddenText(page, items, ops));
    // The contact line is on the first page: its links' addresses are read there only.
    drawn.push({ items: number === 1 ? await fromPdfjs(withLinkedAddresses(page, shown)) : shown, width, height });
    page.cleanup();
  }
  return drawn;
}

/**
 * The same text drawn twice at the same place, which some resume builders do for bold or a
 * shadow, or a dozen times around it for a halo (each copy a point or so off): read once, or the
 * name reads "TimiTimi DUBANDUBAN" and the e-mail "gtrofinos@gmail.comgtrofinos@gmail.com…".
 */
function withoutOverprints(items: Placed[]): Placed[] {
  const drawn = new Map<string, Placed[]>();
  return items.filter((item) => {
    const near = Math.max(OVERPRINT_OFFSET, item.height * 0.2);
    const copies = drawn.get(item.text);
    if (!copies) drawn.set(item.text, [item]);
    else if (copies.some((copy) => Math.abs(copy.x - item.x) <= near && Math.abs(copy.y - item.y) <= near)) return false;
    else copies.push(item);
    return true;
  });
}
/** How far off (in points) a copy of a text may be drawn and still be a copy: a halo's copies are about one point off. */
const OVERPRINT_OFFSET = 1.5;

/**
 * A line drawn whole and again word by word over it, a few points off and in another font, as a
 * design tool's export does for its visible text and a hidden layer ("DENUWAN AVISHKA" over
 * "DENUWAN" and "AVISHKA"): the whole copy goes, or the name reads "DENUWANDENUWAN AVISHKAAVISHKA".
 */
function withoutCopiesInPieces(items: Placed[]): Placed[] {
  const letters = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  // Items by the band of the page they stand in, so that each line is compared with its neighbours only.
  const bands = new Map<number, Placed[]>();
  for (const item of items) {
    const key = Math.round(item.y / BAND);
    const band = bands.get(key);
    if (band) band.push(item);
    else bands.set(key, [item]);
  }
  const copies = new Set<Placed>();
  for (const whole of items) {
    if (!/\S\s+\S/.test(whole.text)) continue;
    const near = Math.max(OVERPRINT_OFFSET, whole.height * 0.2);
    const band = Math.round(whole.y / BAND);
    const reach = Math.ceil(near / BAND) + 1;
    const pieces = Array.from({ length: 2 * reach + 1 }, (_, i) => bands.get(band - reach + i) ?? [])
      .flat()
      .filter((piece) => piece !== whole && !copies.has(piece) && Math.abs(piece.y - whole.y) <= near && piece.x < whole.x + whole.width && piece.x + piece.width > whole.x)
      .sort((a, b) => a.x - b.x);
    if (pieces.length > 1 && pieces.map((piece) => letters(piece.text)).join('') === letters(whole.text)) copies.add(whole);
  }
  return copies.size === 0 ? items : items.filter((item) => !copies.has(item));
}
/** The height, in points, of the page's bands in which copies are looked for. */
const BAND = 4;

/**
 * A designed template's initials set large beside the name ("M" and "F" at 54 points, "Mallory" and
 * "Faria" at 22): an ornament, which read in line with the name made it "M Mallory".
 */
function withoutMonograms(items: Placed[]): Placed[] {
  const largestWord = Math.max(0, ...items.filter((item) => /\p{L}{4}/u.test(item.text)).map((item) => item.height));
  // "E" at 24 points touching "RIN" at 16.8 on one baseline: a name in small capitals, its initials larger, no monogram.
  const opensWord = (initial: Placed) => items.some((next) => next !== initial && Math.abs(next.y - initial.y) < 1 && Math.abs(next.x - initial.x - initial.width) < 1 && /^\p{L}/u.test(next.text));
  const ornaments = items.filter((item) => item.height >= largestWord * MONOGRAM_SIZE).filter((item) => !opensWord(item));
  // "N O A   L E V I", a name letter-spaced in large type, is single letters too: initials are two or three, and alone in their size.
  const letters = ornaments.reduce((count, item) => count + item.text.replace(/\s/g, '').length, 0);
  const initials = letters > 0 && letters <= 3 && ornaments.every((item) => /^\s*(?:\p{Lu}\s*){1,3}$/u.test(item.text));
  return initials ? items.filter((item) => !ornaments.includes(item)) : items;
}
const MONOGRAM_SIZE = 2;

/** What pdf.js answers, or why it could not read the file: an error of our own code stays one (`Extraction impossible`). */
async function fromPdfjs<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * Why pdf.js could not read a file, in French: a user sees this as the profile's `error`.
 * pdf.js's own words, in English, follow in quotes when its reason is none of the known ones.
 */
function unreadable(error: unknown): ExtractionError {
  const { name, message } = error as Error;
  if (name === 'PasswordException') return new ExtractionError('PDF protégé par un mot de passe : envoyez-le sans mot de passe.');
  if (name === 'InvalidPDFException') return new ExtractionError('PDF illisible : fichier tronqué ou structure invalide.');
  if (/circular reference/i.test(message)) return new ExtractionError('PDF illisible : l’arbre des pages se contient lui-même.');
  return new ExtractionError(`PDF illisible : le lecteur PDF a échoué (« ${message} »).`);
}

/**
 * Splits a page at a vertical gutter that (almost) no line crosses, in its middle part:
 * two-column CVs read as the left column, then the right one. A full-width band on top
 * (name, contact line) is read first, then the columns below it.
 */
function columns(items: Placed[], pageWidth: number, pageHeight: number): Placed[][] {
  const whole = splitAtGutter(items, pageWidth);
  if (whole.length > 1) return whole;
  for (const band of [0.12, 0.2, 0.3]) {
    const below = items.filter((item) => item.y < pageHeight * (1 - band));
    const split = splitAtGutter(below, pageWidth);
    if (split.length > 1) return withHeadingsOverColumns(items.filter((item) => item.y >= pageHeight * (1 - band)), split);
  }
  return columnsUnderHeadingRows(items, pageWidth) ?? [items];
}

/**
 * AltaCV may set each pair of sections in columns of their own widths ("FORMATION      EXPÉRIENCE PROFESSIONNELLE" over a
 * gutter at the page's middle, "PROJETS      INFORMATIQUE" lower down over one further right), so that no gutter runs down
 * the whole page and its columns were read as rows. A row of headings alone, one over each column, starts a region whose
 * columns are found on their own.
 */
function columnsUnderHeadingRows(items: Placed[], pageWidth: number): Placed[][] | null {
  const regions: Placed[][] = [[]];
  for (const row of rows(items)) {
    const cells = row.length >= 2 ? joined(row).split('\t') : [];
    if (cells.length >= 2 && cells.every((cell) => headingOf(readableLine(cell)) !== null)) regions.push([]);
    regions.at(-1)!.push(...row);
  }
  if (regions.length < 2) return null;
  const split = regions.filter((region) => region.length > 0).map((region) => splitAtGutter(region, pageWidth));
  return split.some((parts) => parts.length > 1) ? split.flat() : null;
}

/**
 * "EDUCATION      PROFESSIONAL EXPERIENCE": the band's last row, a heading over each of the two columns under it,
 * heads each column, or the left column's entries are read under the right one's heading and the right column's
 * under none.
 */
function withHeadingsOverColumns(band: Placed[], split: Placed[][]): Placed[][] {
  const bandRows = rows(band);
  const last = bandRows.at(-1);
  if (split.length !== 2 || !last || last.length < 2) return [band, ...split];
  const [left, right] = split as [Placed[], Placed[]];
  const gutter = (Math.max(...left.map((item) => item.x + item.width)) + Math.min(...right.map((item) => item.x))) / 2;
  // A heading may stand a little left of its column's text (AltaCV sets "EXPERIENCE" before the column's icons): by its middle.
  const onLeft = last.filter((item) => item.x + item.width / 2 < gutter && item.x + item.width <= gutter + HEADING_OVERHANG);
  const onRight = last.filter((item) => item.x + item.width / 2 >= gutter && item.x >= gutter - HEADING_OVERHANG);
  const isHeading = (cells: Placed[]) => cells.length > 0 && headingOf(readableLine(cells.map((item) => item.text).join(' '))) !== null;
  if (onLeft.length + onRight.length !== last.length || !isHeading(onLeft) || !isHeading(onRight)) return [band, ...split];
  return [band.filter((item) => !last.includes(item)), [...onLeft, ...left], [...onRight, ...right]];
}

/** How near (in points) the next piece of a word starts where the one before it ends. */
const JOINED_GAP = 1;

/** How far across the gutter a heading over a column may stand, in points. */
const HEADING_OVERHANG = 24;

/** How far past its dates a heading set in a margin of dates may reach, in points. */
const MARGIN_SLACK = 10;
/** The narrowest gutter between two columns, in points: compact LaTeX templates leave 8 between a column's longest lines and the next. */
const MIN_GUTTER = 6;
/** A gutter at least this wide needs no other sign of a column beside it. */
const WIDE_GUTTER = 10;

/**
 * A narrow gap is a gutter only between two columns of text: on its right, most lines begin right after
 * it, flush left; on its left, lines as wide as a column's (isTextColumn). A gap as narrow between a single
 * column's ragged words is none, nor is the one beside a margin of dates (moderncv's years, set flush right).
 */
function flushAfter(right: Placed[], edge: number): boolean {
  const starts = rows(right).map((row) => row[0]!.x);
  return starts.length >= 10 && starts.filter((x) => x - edge <= FLUSH_SLACK).length >= starts.length * 0.8;
}
const FLUSH_SLACK = 6;

/** The lines on a narrow gutter's left are a column's width (a quarter of the page, at the median), not a margin's dates. */
function isTextColumn(left: Placed[], pageWidth: number): boolean {
  const widths = rows(left).map((row) => Math.max(...row.map((item) => item.x + item.width)) - row[0]!.x).sort((a, b) => a - b);
  return widths.length > 0 && widths[Math.floor(widths.length / 2)]! >= pageWidth * 0.25;
}


function splitAtGutter(items: Placed[], pageWidth: number): Placed[][] {
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
  if (!best || best.length * bucket < MIN_GUTTER) return [items];
  const gutter = (best.start + best.length / 2) * bucket;
  // "hoangthaison05dhp@gmail." then "com", an e-mail run past a sidebar's edge into the gutter: a piece that starts in the
  // gutter where a left item of its line ends goes on that item's line.
  const gutterEnd = (best.start + best.length) * bucket;
  const goesOn = (item: Placed) => item.x < gutterEnd && items.some((other) => other !== item && onOneLine(other, item) && other.x + other.width / 2 < gutter && Math.abs(other.x + other.width - item.x) <= JOINED_GAP);
  const onLeft = new Set(items.filter((item) => item.x + item.width / 2 < gutter || goesOn(item)));
  let left = items.filter((item) => onLeft.has(item));
  let right = items.filter((item) => !onLeft.has(item));
  if (best.length * bucket < WIDE_GUTTER && !(flushAfter(right, (best.start + best.length) * bucket) && isTextColumn(left, pageWidth))) return [items];
  if (isLabelMargin(left, right, pageWidth)) return [items];
  const level = (item: Placed) => (other: Placed) => other !== item && onOneLine(other, item);
  // A margin of dates level with the entries they date ("September 2020 -" beside "Software developer"):
  // each date is read on its entry's line, whatever else the left column holds (a list beside another),
  // and a section heading set in that margin heads what follows it there. A date or heading on a line
  // of the left column's own ("Visual Behavior      oct. 2022 - oct. 2025") stays with it.
  const alone = (item: Placed) => !left.some(level(item));
  const dates = left.filter((item) => isOnlyDates(item.text));
  const datesBeside = dates.filter((item) => right.some(level(item)) && alone(item));
  const top = Math.max(...datesBeside.map((item) => item.y));
  const bottom = Math.min(...datesBeside.map((item) => item.y));
  // Nothing else stands between them in the left column: a sidebar's school years beside unrelated lines are not such a margin.
  const onlyDatesBetween = left.every((item) => item.y > top || item.y < bottom || isOnlyDates(item.text) || headingOf(readableLine(item.text)) !== null);
  if (datesBeside.length >= 2 && datesBeside.length >= dates.length * 0.6 && onlyDatesBetween) {
    const from = Math.min(...datesBeside.map((item) => item.x)) - MARGIN_SLACK;
    const to = Math.max(...datesBeside.map((item) => item.x + item.width)) + MARGIN_SLACK;
    const inMargin = (item: Placed) => item.x >= from && item.x + item.width <= to;
    const margin = [...datesBeside, ...left.filter((item) => inMargin(item) && alone(item) && headingOf(readableLine(item.text)) !== null)];
    left = left.filter((item) => !margin.includes(item));
    right = [...right, ...margin];
  }
  // Both sides must hold text for this to be a column layout, not a ragged margin.
  if (left.length < 3 || right.length < 3) return [items];
  // Dates or places set flush right on the lines of their entries share those lines' baselines:
  // that is one column of rows, not two columns to read one after the other.
  const leftBaselines = left.map((item) => item.y);
  const sharing = right.filter((item) => leftBaselines.some((y) => Math.abs(y - item.y) <= 1.5)).length;
  // Unless both sides are columns of text set on one grid of lines (LaTeX's paracol): dates and places are short.
  if (sharing > right.length * 0.6 && !(isTextColumn(left, pageWidth) && isTextColumn(right, pageWidth))) return [items];
  // Set flush right in another font, their baselines may sit a few points off their entries' (a
  // LaTeX template's places and dates): still rows, when every one of them ends at the margin and
  // half of them or more are level with a line on the left (the others drift lower down the page).
  if (flushRight(right) && right.filter((item) => left.some((other) => onOneLine(other, item))).length >= right.length * 0.5) return [items];
  // A line on top that crosses the gutter (a contact line across the page) is read before both columns.
  const gutterFrom = best.start * bucket;
  const gutterTo = (best.start + best.length) * bucket;
  const crosses = (item: Placed) => item.x < gutterFrom && item.x + item.width > gutterTo;
  const band = new Set<Placed>();
  for (const row of rows(items)) {
    if (!row.some(crosses)) break;
    for (const item of row) band.add(item);
  }
  if (band.size === 0) return [left, right];
  return [[...band], left.filter((item) => !band.has(item)), right.filter((item) => !band.has(item))];
}

/**
 * A margin of labels set flush left (dates, a project's or a language's name), each level with the first line of what it
 * labels and lines of that text between them ("Août 24 – Présent" beside "Chief Technology Officer, MyBeezBox", then its
 * description): rows of one text, as moderncv's layouts set them. Not a sidebar, whose lines follow one another with none
 * of the other column's between them.
 */
function isLabelMargin(left: Placed[], right: Placed[], pageWidth: number): boolean {
  const leftRows = rows(left);
  if (leftRows.some((row) => Math.max(...row.map((item) => item.x + item.width)) - row[0]!.x > pageWidth * LABEL_MARGIN_WIDTH)) return false;
  const beside = leftRows.map((row) => right.filter((item) => onOneLine(row[0]!, item)));
  // A heading in the margin, or one the gutter cuts ("EXPÉRIENCE P" | "ROFESSIONNELLE"), parts the labels of two sections.
  // So does one set alone in larger type than the labels, a heading the parser need not know ("Position actuelle", "Enseignement").
  const labelSize = Math.min(...leftRows.flatMap((row, i) => (beside[i]!.length > 0 ? [row[0]!.height] : [])));
  const isHeading = leftRows.map((row, i) => headingOf(readableLine(joined(row))) !== null || headingOf(readableLine(joined([...row, ...beside[i]!]))) !== null || (beside[i]!.length === 0 && row[0]!.height > labelSize * LARGER_TYPE));
  const labels = leftRows.filter((_, i) => !isHeading[i]);
  // A label wrapped onto a second line under the first, beside nothing ("Depuis" over "oct.2021", by a one-line entry).
  const continues = leftRows.map((row, i) => i > 0 && !isHeading[i] && !isHeading[i - 1] && beside[i]!.length === 0 && beside[i - 1]!.length > 0 && leftRows[i - 1]![0]!.y - row[0]!.y <= row[0]!.height * WRAPPED_LABEL_LEADING);
  if (labels.length < 4 || leftRows.some((_, i) => !isHeading[i] && beside[i]!.length === 0 && !continues[i])) return false;
  const rightRows = rows(right);
  const between = (upper: Placed, lower: Placed) => rightRows.some(([first]) => first!.y < upper.y && first!.y > lower.y && !onOneLine(upper, first!) && !onOneLine(lower, first!));
  const pairs = leftRows.slice(1).flatMap((row, i) => (isHeading[i + 1] || isHeading[i] || continues[i + 1] ? [] : [between(leftRows[i]![0]!, row[0]!)]));
  return pairs.length >= 3 && pairs.filter(Boolean).length >= pairs.length * 0.8;
}
/** The widest a margin's label may be, as a share of the page's width. */
const LABEL_MARGIN_WIDTH = 0.3;
/** Type this much larger than a margin's labels sets a heading. */
const LARGER_TYPE = 1.1;
/** How far under a label its wrapped second line stands, in heights of its type. */
const WRAPPED_LABEL_LEADING = 1.6;

/** Items that all end at one right edge, as dates and places set flush right on their entries' lines do. */
function flushRight(items: Placed[]): boolean {
  const edges = rows(items).map((row) => Math.max(...row.map((item) => item.x + item.width)));
  const edge = Math.max(...edges);
  return edges.length >= 4 && edges.every((end) => edge - end <= FLUSH_SLACK);
}

/**
 * A narrow column of section headings beside the text they head ("EXPERIENCE" level with the
 * first job), as Google Docs and Word templates set them: it labels the column beside it, line for line, so the
 * two are read as one, each heading before the lines level with it or below it.
 */
function withSideHeadings(read: Line[][]): Line[][] {
  const out: Line[][] = [];
  for (let i = 0; i < read.length; i += 1) {
    const column = read[i]!;
    const next = read[i + 1];
    // The name may head the narrow column too ("CHRIS" / "OH"): up to three lines above its first heading.
    const firstHeading = column.findIndex(isKnownHeading);
    const headings = column.slice(Math.max(0, firstHeading));
    const known = headings.filter(isKnownHeading).length;
    // Headings the parser does not know ("LEADERSHIP") may stand among them, as short lines.
    const allShort = headings.every((line) => line.text.split(/\s+/).length <= 4 && !/[\d@]/.test(line.text));
    if (next && firstHeading >= 0 && firstHeading <= 3 && known >= 2 && known >= headings.length * 0.6 && headings.length <= 12 && allShort) {
      // A heading set a little lower than the first line it heads still goes before it.
      const isHeading = new Set(headings);
      const level = (line: Line) => (isHeading.has(line) ? line.y + Math.max(6, line.size) : line.y);
      out.push([...column.slice(0, firstHeading), ...[...headings, ...next].sort((a, b) => level(b) - level(a))]);
      i += 1;
    } else out.push(column);
  }
  return out;
}

const isKnownHeading = (line: Line) => headingOf(readableLine(line.text)) !== null;

/**
 * Lines set in the largest type of the page's top third (whichever column they are in), top
 * first. Where the top third has no text (a profile printed from a web page, with a banner
 * above the name), the third that starts at the highest text.
 */
function largestLines(read: Line[], pageHeight: number): string[] {
  const lettered = read.filter((line) => /\p{L}/u.test(line.text));
  const highest = Math.max(...lettered.map((line) => line.y));
  const from = highest > pageHeight * 0.66 ? pageHeight * 0.66 : highest - pageHeight * 0.34;
  const top = lettered.filter((line) => line.y > from).sort((a, b) => b.y - a.y);
  const size = Math.max(0, ...top.map((line) => line.size));
  return top.filter((line) => line.size >= size * 0.85).map((line) => line.inLargeType);
}

/** Lines of four words or fewer whose type is larger than the body's (the most common size, by characters). */
function headingLines(all: Line[]): { text: string; size: number }[] {
  const bySize = new Map<number, number>();
  for (const line of all) {
    const size = Math.round(line.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? 0) + line.text.length);
  }
  const body = [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return all
    .filter((line) => line.size >= body * 1.15 && /\p{L}/u.test(line.inLargeType) && line.inLargeType.split(/\s+/).length <= 4)
    .map((line) => ({ text: line.inLargeType, size: Math.round(line.size * 10) / 10 }));
}

/** Whether `item` sits on the baseline of `first`, near enough to be read on one line with it. */
function onOneLine(first: Placed, item: Placed): boolean {
  return Math.abs(first.y - item.y) <= Math.max(2, item.height * 0.4);
}

/**
 * Items on the same baseline, each row left to right; rows top to bottom. A row's baseline is its largest type's: a
 * letter set higher in smaller type (the A of the LaTeX logo) would otherwise leave the lowered E of "LᴬTᴇX" a row below
 * and read "LAT X" and "E".
 */
function rows(items: Placed[]): Placed[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: { items: Placed[]; baseline: Placed }[] = [];
  for (const item of sorted) {
    const line = out[out.length - 1];
    if (line && onOneLine(line.baseline, item)) {
      line.items.push(item);
      // Only a letter level with it by its own measure too: a large name set a little lower beside a contact line is no
      // baseline for the line's other items.
      if (item.height > line.baseline.height && onOneLine(item, line.baseline)) line.baseline = item;
    } else out.push({ items: [item], baseline: item });
  }
  return out.map((line) => line.items.sort((a, b) => a.x - b.x));
}

/** Items on the same baseline become one line, left to right; lines go top to bottom. */
function lines(items: Placed[]): Line[] {
  return withMarginHeadingsApart(rows(items)).map((leftToRight) => {
    const [y, size] = [leftToRight[0]!.y, Math.max(...leftToRight.map((item) => item.height))];
    const [x, end] = [leftToRight[0]!.x, Math.max(...leftToRight.map((item) => item.x + item.width))];
    return { y, x, end, size, text: joined(leftToRight), inLargeType: joined(leftToRight.filter((item) => item.height >= size * LARGE_TYPE_SHARE)) };
  });
}

/** Two row labels of a skills table ("Languages      Java, C#", "Tools      Docker") head no sections: three do. */
const MARGIN_SECTIONS = 3;

/**
 * Section headings set in the page's left margin, level with the first line of what they head
 * ("Experience      Creative Solutions Inc.   January 2019 to Present"), in a margin too narrow to
 * read as a column of its own: each is a line of its own, before the line it shares. Only
 * where headings of MARGIN_SECTIONS sections stand so at the same place.
 */
function withMarginHeadingsApart(rows: Placed[][]): Placed[][] {
  const inMargin = rows.map(([first, second]) => (first && second && second.x - (first.x + first.width) >= Math.max(20, first.height * 2) ? headingOf(readableLine(first.text)) : null));
  const sectionsAt = (x: number) => new Set(rows.flatMap((row, i) => (inMargin[i] && Math.abs(row[0]!.x - x) <= 3 ? [inMargin[i]] : [])));
  return rows.flatMap((row, i) => (inMargin[i] && sectionsAt(row[0]!.x).size >= MARGIN_SECTIONS ? [row.slice(0, 1), row.slice(1)] : [row]));
}

/** A gap wider than this share of the type's height parts two cells of a row, not two words ("Focused      Patient", a grid of tags). */
const CELL_GAP = 1.2;
/**
 * "N" "ADIA": a capital set larger than the small capitals after it, this share of its height or less apart, opens their
 * word (LaTeX's \textsc names); elsewhere a gap of a unit is a space, as some PDFs part their words by less than a tenth of their type.
 */
const INITIAL_GAP = 0.1;

/**
 * Items of one line, already left to right, a space where a gap parts them and a tab where a
 * wide one does (the cells of a table or a grid, as Word's tabs part them). Letter-spaced words
 * are written whole where one of the line's is in small letters or digits ("Doria" "REMADNA",
 * "September" "2019"); a line of capitals alone is left to the line's reading ("L I M M E R" under
 * "T H O M A S", a name letter-spaced over two lines).
 */
function joined(items: Placed[]): string {
  const spaced = items.map((item) => letterSpacedWord(item.text));
  const whole = spaced.some((word) => word && !word.inCapitals);
  const texts = items.map((item, i) => (whole && spaced[i] ? spaced[i]!.word : item.text));
  return items
    .reduce((text, item, i) => {
      if (i === 0) return texts[0]!;
      const previous = items[i - 1]!;
      const gap = item.x - (previous.x + previous.width);
      if (gap >= item.height * CELL_GAP && texts[i]!.trim()) return `${text.trimEnd()}\t${texts[i]!.trimStart()}`;
      // "G E S T I O N N A I R E" "D E" "P A I E", each word an item: two spaces keep the words apart once the letters are joined.
      const wordBreak = !whole && spaced[i - 1] && spaced[i] ? '  ' : ' ';
      const initial = /^\p{Lu}$/u.test(texts[i - 1]!) && /^\p{Lu}{2}/u.test(texts[i]!) && previous.height > item.height * 1.1 && gap <= INITIAL_GAP * previous.height;
      const apart = gap > 1 && !initial;
      return text + (apart && !text.endsWith(' ') && !texts[i]!.startsWith(' ') ? wordBreak : '') + texts[i]!;
    }, '')
    .trim();
}
