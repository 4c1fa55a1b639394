import zlib from 'node:zlib';

/**
 * What a PDF says its glyphs without a character stand for. Chrome's and Google Docs' PDFs
 * (Skia) map a ligature that Unicode has no character for ("tt", "ft", often "ff") to U+0000
 * in the font's ToUnicode map, and say what it reads as in the page's content instead:
 * `/Span <</ActualText (tt)>> BDC <0119> Tj EMC`. pdf.js reads the map and skips the span's
 * text, so "https" came out "h\0ps" and "Committed" "Commi\0ed".
 *
 * The spans around such glyphs, in the order the file's content streams draw them; empty
 * when the file has none. A glyph's code is looked up in the map of the font it is drawn
 * in, when the file's objects say which that is (a display font's "es" is code 0106 where
 * the body font's 0106 is a plain letter), else in all the maps.
 */
function unmappedGlyphTexts(bytes: Uint8Array): string[] {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const whole = file.toString('latin1');
  const streams = [...decodedStreams(file, whole)].filter(({ text }) => text.includes('beginbfchar') || text.includes('ActualText'));
  const unmappedByMap = new Map<number, Set<string>>();
  for (const { object, text } of streams) {
    if (!text.includes('beginbfchar')) continue;
    const codes = new Set([...text.matchAll(/<([0-9A-Fa-f]+)>\s*<0000>/g)].map(([, code]) => code!.toUpperCase()));
    if (codes.size > 0) unmappedByMap.set(object, codes);
  }
  if (unmappedByMap.size === 0) return [];
  const unmappedByFont = unmappedByFontName(whole, unmappedByMap);
  const anywhere = new Set([...unmappedByMap.values()].flatMap((codes) => [...codes]));
  const texts: string[] = [];
  for (const { text } of streams) {
    let font = '';
    for (const [, fontSet, written, drawn] of text.matchAll(FONT_OR_SPAN)) {
      if (fontSet) {
        font = fontSet;
        continue;
      }
      font = [...drawn!.matchAll(FONT_SET)].pop()?.[1] ?? font;
      const glyphs = [...drawn!.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map(([, code]) => code!.toUpperCase());
      if (glyphs.length === 1 && (unmappedByFont.get(font) ?? anywhere).has(glyphs[0]!)) texts.push(pdfString(written!));
    }
  }
  return texts;
}

const FONT_SET = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf/g;
const FONT_OR_SPAN = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|\/ActualText\s*(\((?:[^\\)]|\\[\s\S])*\)|<[0-9A-Fa-f\s]*>)\s*>>\s*BDC([\s\S]*?)EMC/g;

/**
 * Codes mapped to nothing, by the name pages give their font (`/F4`): the font object's
 * ToUnicode map, through the pages' font resources. Objects kept in compressed object
 * streams are not read: their fonts' glyphs are looked up in every map.
 */
function unmappedByFontName(whole: string, unmappedByMap: Map<number, Set<string>>): Map<string, Set<string>> {
  const objects = [...whole.matchAll(/(\d+)\s+0\s+obj\b/g)].map((match) => ({ number: match[1]!, at: match.index! }));
  const unmappedByFontObject = new Map<string, Set<string>>();
  for (const reference of whole.matchAll(/\/ToUnicode\s+(\d+)\s+0\s+R/g)) {
    const font = objectAround(objects, reference.index!);
    if (font) unmappedByFontObject.set(font, unmappedByMap.get(Number(reference[1])) ?? new Set());
  }
  const byName = new Map<string, Set<string>>();
  for (const [, resources] of whole.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, name, font] of resources!.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) {
      const codes = unmappedByFontObject.get(font!);
      if (codes) byName.set(name!, new Set([...(byName.get(name!) ?? []), ...codes]));
    }
  }
  return byName;
}

/** The number of the object whose text holds this offset: the last opened before it. */
function objectAround(objects: { number: string; at: number }[], offset: number): string | undefined {
  let [low, high] = [0, objects.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (objects[middle]!.at < offset) low = middle;
    else high = middle - 1;
  }
  return objects[low] && objects[low]!.at < offset ? objects[low]!.number : undefined;
}

/**
 * The items' U+0000s replaced, in order, by what the file's spans say they stand for: one for
 * one when there are as many of each, else only when all the spans say the same. Items
 * as pdf.js gives them, page after page in drawing order.
 */
export async function withUnmappedGlyphsRead<T extends { text: string }>(pages: T[][], file: () => Promise<Uint8Array>): Promise<T[][]> {
  const unread = pages.flat().reduce((count, item) => count + (item.text.match(/\0/g)?.length ?? 0), 0);
  if (unread === 0) return pages;
  const texts = unmappedGlyphTexts(await file());
  let next = 0;
  const reading = texts.length === unread ? () => texts[next++]! : new Set(texts).size === 1 ? () => texts[0]! : null;
  if (!reading) return pages;
  return pages.map((items) => items.map((item) => (item.text.includes('\0') ? { ...item, text: item.text.replace(/\0/g, reading) } : item)));
}

/** No stream of a CV's page is this large once inflated; a larger one is an image or a bomb. */
const MAX_INFLATED = 2 * 1024 * 1024;
/** All the streams read for a file, inflated: a page's worth of text is far less. */
const MAX_INFLATED_IN_ALL = 16 * 1024 * 1024;

/** The file's deflated streams, inflated, with the number of the object each is. */
function* decodedStreams(file: Buffer, whole: string): Generator<{ object: number; text: string }> {
  let inflated = 0;
  for (const match of whole.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = whole.indexOf('endstream', start);
    if (end < 0) return;
    const dictionary = whole.slice(Math.max(0, match.index! - 400), match.index!);
    const opened = [...dictionary.matchAll(/(\d+)\s+0\s+obj/g)].pop();
    const ownDictionary = dictionary.slice(opened?.index ?? 0);
    if (!/FlateDecode/.test(ownDictionary) || /\/Image|\/Length[123]\b/.test(ownDictionary)) continue;
    let text: string;
    try {
      text = zlib.inflateSync(file.subarray(start, end), { maxOutputLength: MAX_INFLATED }).toString('latin1');
    } catch {
      continue; // Not deflated after all, cut short, or too large: it says nothing of glyphs.
    }
    inflated += text.length;
    if (inflated > MAX_INFLATED_IN_ALL) return;
    yield { object: Number(opened?.[1] ?? -1), text };
  }
}

/** A PDF string, `(literal)` or `<hex>`, as text: UTF-16 after its byte-order mark, else one byte a character. */
function pdfString(written: string): string {
  const bytes = written.startsWith('<')
    ? Buffer.from(written.slice(1, -1).replace(/\s/g, ''), 'hex')
    : Buffer.from(unescaped(written.slice(1, -1)), 'latin1');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2, bytes.length - (bytes.length % 2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function unescaped(literal: string): string {
  return literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escape: string) =>
    /^[0-7]/.test(escape) ? String.fromCharCode(parseInt(escape, 8)) : (ESCAPES[escape] ?? (escape === '\n' ? '' : escape)));
}
