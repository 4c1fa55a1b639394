// Text a page draws but nobody sees: white on white, or in pdf.js's invisible rendering modes, laid over the text
// that shows, as a CV carrying the ad it answers does to please keyword filters.

export interface Boxed {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What of pdf.js's page this needs: its operator list, read only for a page whose lines are drawn over each other. */
interface OperatorListPage {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
}

/** How many pairs of items drawn over each other make a page worth the operator list (about as long to read as its text). */
const MIN_OVERLAPS = 3;
/** pdf.js's text rendering modes that paint nothing: invisible, and invisible added to the clip. */
const INVISIBLE_MODES = new Set([3, 7]);
const WHITE = '#ffffff';

/** Pairs of items with words whose boxes cover each other's, by half the narrower one or more, with other text. */
function overlapping<T extends Boxed>(items: T[]): [T, T][] {
  const worded = items.filter((item) => /\p{L}{2}/u.test(item.text)).sort((a, b) => a.y - b.y);
  const pairs: [T, T][] = [];
  for (let i = 0; i < worded.length; i += 1) {
    const a = worded[i]!;
    for (let j = i + 1; j < worded.length && worded[j]!.y - a.y < Math.max(a.height, worded[j]!.height) * 0.5; j += 1) {
      const b = worded[j]!;
      const shared = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      if (a.text !== b.text && shared > Math.min(a.width, b.width) * 0.5) pairs.push([a, b]);
    }
  }
  return pairs;
}

/**
 * The page's items without the hidden ones, where hidden text lies over text that shows. Only a page whose lines are
 * drawn over each other pays for the operator list; white text that covers none (a sidebar's, on its dark shape) stays.
 */
export async function withoutHiddenText<T extends Boxed>(page: OperatorListPage, items: T[], ops: Record<string, number>): Promise<T[]> {
  const pairs = overlapping(items);
  if (pairs.length < MIN_OVERLAPS) return items;
  const { hidden, shown } = await drawnText(page, ops);
  if (!hidden) return items;
  const isHidden = (item: T) => {
    const written = item.text.replace(/\s+/g, '');
    return written.length >= 2 && hidden.includes(written) && !shown.includes(written);
  };
  const covering = pairs.filter(([a, b]) => isHidden(a) !== isHidden(b)).length;
  return covering < MIN_OVERLAPS ? items : items.filter((item) => !isHidden(item));
}

/** The page's text as drawn, without spaces: what is painted, and what is white or invisible. */
async function drawnText(page: OperatorListPage, ops: Record<string, number>): Promise<{ hidden: string; shown: string }> {
  const { fnArray, argsArray } = await page.getOperatorList();
  let fill = '#000000';
  let mode = 0;
  const saved: [string, number][] = [];
  let hidden = '';
  let shown = '';
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] ?? [];
    if (fn === ops.save) saved.push([fill, mode]);
    else if (fn === ops.restore) [fill, mode] = saved.pop() ?? [fill, mode];
    else if (fn === ops.setFillRGBColor) fill = String(args[0]).toLowerCase();
    else if (fn === ops.setTextRenderingMode) mode = Number(args[0]);
    else if (fn === ops.showText || fn === ops.showSpacedText) {
      const glyphs = (args[0] as unknown[]) ?? [];
      const text = glyphs.map((glyph) => (glyph && typeof glyph === 'object' ? ((glyph as { unicode?: string }).unicode ?? '') : '')).join('').replace(/\s+/g, '');
      if (fill === WHITE || INVISIBLE_MODES.has(mode)) hidden += text;
      else shown += text;
    }
  });
  return { hidden, shown };
}
