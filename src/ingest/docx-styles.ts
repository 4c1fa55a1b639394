import { SaxesParser } from 'saxes';
import { readEntry, type ZipEntry } from './zip.js';

/** The type size each style of a Word document gives, in points, by style name; `normal` for paragraphs that name none. */
export interface StyleSizes {
  byName: ReadonlyMap<string, number>;
  normal: number | null;
}

interface Style {
  name: string;
  basedOn: string | null;
  size: number | null;
  /** The default paragraph style ("Normal"). */
  isNormal: boolean;
}

/** The sizes the styles of a Word document set (its word/styles.xml part); none when it has no such part. */
export function documentStyleSizes(bytes: Buffer, entries: ZipEntry[], limit: number): StyleSizes {
  const part = entries.find((entry) => entry.name === 'word/styles.xml');
  const xml = part ? readEntry(bytes, part, limit) : null;
  return xml instanceof Buffer ? styleSizes(xml.toString('utf8')) : { byName: new Map(), normal: null };
}

/**
 * The sizes a document's styles.xml sets, each style with what it inherits (w:basedOn) and
 * the document's default: mammoth gives a paragraph's style name but not its size, and CV
 * templates set the name's size in a style of their own ("Name", "Title").
 */
function styleSizes(xml: string): StyleSizes {
  const styles = new Map<string, Style>();
  let documentDefault: number | null = null;
  let current: (Style & { id: string }) | null = null;
  const path: string[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const [grandparent, parent] = path.slice(-2);
    path.push(tag.name);
    const value = tag.attributes['w:val'] as string | undefined;
    if (tag.name === 'w:style') current = { id: String(tag.attributes['w:styleId'] ?? ''), name: '', basedOn: null, size: null, isNormal: tag.attributes['w:type'] === 'paragraph' && ['1', 'true'].includes(String(tag.attributes['w:default'])) };
    else if (current && parent === 'w:style' && tag.name === 'w:name') current.name = value ?? '';
    else if (current && parent === 'w:style' && tag.name === 'w:basedOn') current.basedOn = value ?? null;
    else if (tag.name === 'w:sz' && parent === 'w:rPr' && value && /^\d+$/.test(value)) {
      if (current && grandparent === 'w:style') current.size = Number(value) / 2;
      else if (grandparent === 'w:rPrDefault') documentDefault = Number(value) / 2;
    }
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.name === 'w:style' && current) {
      styles.set(current.id, current);
      current = null;
    }
  });
  try {
    parser.write(xml).close();
  } catch {
    return { byName: new Map(), normal: null };
  }
  const sizeOf = (style: Style | undefined, depth = 0): number | null => (!style || depth > 10 ? documentDefault : (style.size ?? sizeOf(style.basedOn ? styles.get(style.basedOn) : undefined, depth + 1)));
  const byName = new Map<string, number>();
  for (const style of styles.values()) {
    const size = sizeOf(style);
    if (style.name && size !== null) byName.set(style.name, size);
  }
  const normal = [...styles.values()].find((style) => style.isNormal && byName.has(style.name));
  return { byName, normal: normal ? byName.get(normal.name)! : documentDefault };
}
