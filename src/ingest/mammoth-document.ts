import type { StyleSizes } from './docx-styles.js';
import { mailtoAddress } from './mailto.js';
import type { PageLayout } from './pdf-text.js';

/** The parts of mammoth's document tree read here (its element types are documented by mammoth). */
export interface MammothElement {
  type: string;
  value?: string;
  children?: MammothElement[];
  /** Paragraphs and runs: the Word style ("Title", "Heading 1"). */
  styleName?: string | null;
  /** Runs: the size set on the run itself, in points. */
  fontSize?: number | null;
  /** Paragraphs of a list: whether its items are numbered (else bulleted). */
  numbering?: { isOrdered: boolean } | null;
  /** Hyperlinks: where the link goes ("mailto:jo@example.com"). */
  href?: string;
}

/**
 * Mammoth's document as text: a paragraph a block, tabs and line breaks kept. A picture between
 * words parts them as a tab would: the icon between "mariama@gmail.com" and "Sukuta, The Gambia".
 * A bulleted list's item starts with its bullet, as a PDF prints it: Word keeps the bullet in the
 * list's numbering, not in the text, and a job's last bullet above the next job's dates is no title.
 */
export function plainText(element: MammothElement): string {
  if (element.type === 'text') return element.value ?? '';
  if (element.type === 'tab' || element.type === 'image') return '\t';
  if (element.type === 'break') return '\n';
  if (element.type === 'table') return tableText(element);
  const inside = (element.children ?? []).map(plainText).join('');
  const address = element.type === 'hyperlink' ? addressOnlyLinked(element.href, inside) : undefined;
  if (address) return `${inside} ${address}`;
  if (element.type !== 'paragraph') return inside;
  const bullet = element.numbering && !element.numbering.isOrdered && /\S/.test(inside) ? '• ' : '';
  return `${bullet}${inside}\n\n`;
}

/**
 * "2010-2015⇥Acme State University⇥Mathematician": a table of dated rows, each of one-line cells, is read a row a line,
 * its cells apart, as a PDF prints it. A table that lays out the page (a sidebar beside the main column, headings over the
 * columns they head, a job over its bullets) is read cell by cell, and so is one without a year, whose rows are a form's
 * labels beside their values ("Technologies⇥HTML, CSS, JS"), which a line would run together.
 */
function tableText(table: MammothElement): string {
  const rows = (table.children ?? []).map((row) => (row.children ?? []).map(plainText));
  const lineOfCells = (cells: string[]) => cells.every((cell) => !cell.trim().includes('\n'));
  if (!rows.every(lineOfCells) || !rows.some((cells) => cells.some((cell) => YEAR.test(cell)))) return rows.flat().join('');
  return rows.map((cells) => `${cells.map((cell) => cell.trim()).filter(Boolean).join('\t')}\n\n`).join('');
}
const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/;

/**
 * "Email", an envelope icon: the word or picture linked to an address that only the link holds. Not a piece of the address
 * written in runs that are links of their own ("yvettetkh", then "@gmail.com"), nor the empty link that opens a field Word
 * writes the address in.
 */
function addressOnlyLinked(href: string | undefined, inside: string): string | undefined {
  const address = inside ? mailtoAddress(href) : null;
  if (!address) return undefined;
  // "Gmail", the word linked to jo.roe@gmail.com, names the address's mail service, written as no piece of it is ("gmail").
  const shown = inside.trim();
  const [written, linked] = [shown.toLowerCase(), address.toLowerCase()];
  const piece = address.includes(shown) || linked.startsWith(written) || linked.endsWith(written);
  return !written.includes('@') && (!written || !piece) ? address : undefined;
}

/** Word's own sizes for its built-in styles, in points, where the document's styles say none. */
const STYLE_SIZES: [RegExp, number][] = [
  [/^(?:title|titre)$/i, 28],
  [/^(?:heading|titre)\s*1$/i, 16],
  [/^(?:heading|titre)\s*2$/i, 13],
  [/^(?:heading|titre)\s*3$/i, 12],
];
const BODY_SIZE = 11;
/** Where a CV's head is: the first paragraphs, whichever column a table puts them in. */
const HEAD_PARAGRAPHS = 40;

/**
 * What a PDF's layout gives the parser, read from a Word document's type sizes: the head's
 * paragraphs in the largest type (the name, even when a sidebar table comes first in the
 * text), and short paragraphs set larger than the body (headings the parser may not know).
 */
export function wordLayout(document: MammothElement, styles: StyleSizes): PageLayout {
  const paragraphs: { text: string; size: number }[] = [];
  const visit = (element: MammothElement) => {
    if (element.type !== 'paragraph') return (element.children ?? []).forEach(visit);
    const text = plainText(element).split('\n')[0]!.trim();
    if (/\p{L}/u.test(text)) paragraphs.push({ text, size: sizeOf(element, styles) });
  };
  visit(document);
  const head = paragraphs.slice(0, HEAD_PARAGRAPHS);
  const largestInHead = Math.max(0, ...head.map((paragraph) => paragraph.size));
  // The name in a floating text box that Word anchors to a paragraph at the end ("Brandon Rene Reza García" at 20 points
  // after the contact sidebar): the document's largest type, on a line or two, larger than any of the head's.
  const largestAnywhere = Math.max(0, ...paragraphs.map((paragraph) => paragraph.size));
  const inLargestAnywhere = paragraphs.filter((paragraph) => paragraph.size >= largestAnywhere * 0.9);
  const floating = largestAnywhere > largestInHead && inLargestAnywhere.length <= 2;
  const [largest, top] = floating ? [largestAnywhere, inLargestAnywhere] : [largestInHead, head.filter((paragraph) => paragraph.size >= largestInHead * 0.9)];
  const body = bodySize(paragraphs);
  return {
    largest: largest > body * 1.15 ? top.map((paragraph) => paragraph.text) : [],
    headings: paragraphs.filter((paragraph) => paragraph.size >= body * 1.15 && paragraph.text.split(/\s+/).length <= 4),
  };
}

/**
 * The largest size a paragraph's written runs are set in (a run of spaces or a picture in
 * large type sets nothing apart): their own, their character style's, else the paragraph style's.
 */
function sizeOf(paragraph: MammothElement, styles: StyleSizes): number {
  const styleSize = (name: string | null | undefined) => (name ? (styles.byName.get(name) ?? STYLE_SIZES.find(([style]) => style.test(name))?.[1]) : undefined);
  const paragraphSize = styleSize(paragraph.styleName) ?? styles.normal ?? BODY_SIZE;
  const runs: number[] = [];
  const visit = (element: MammothElement) => {
    if (element.type === 'run' && /[\p{L}\d]/u.test(plainText(element))) runs.push(element.fontSize ?? styleSize(element.styleName) ?? paragraphSize);
    (element.children ?? []).forEach(visit);
  };
  visit(paragraph);
  return runs.length > 0 ? Math.max(...runs) : paragraphSize;
}

/** The most common size, by characters. */
function bodySize(paragraphs: { text: string; size: number }[]): number {
  const characters = new Map<number, number>();
  for (const { text, size } of paragraphs) characters.set(size, (characters.get(size) ?? 0) + text.length);
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? BODY_SIZE;
}
