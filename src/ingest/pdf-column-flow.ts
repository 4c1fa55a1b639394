/** A line of a page's column with its left and right edges, in points. */
export interface EdgedLine {
  x: number;
  end: number;
  /** The baseline's height on the page, from its foot. */
  y: number;
}

/** How far apart two pages' columns may start and still be one template's columns, in points. */
const SAME_START = 20;
/** A sidebar is at most this share of the main column's width; columns of one width are a newspaper's, read across. */
const SIDEBAR_SHARE = 0.6;

/**
 * The columns of a sidebar template's pages in the order they are written: each column goes on from
 * the same column of the page before ("✔️ Model development" under the first page's competencies, the
 * jobs under its work experience), so the sidebar's pages are read one after the other, then the main
 * column's. Read page by page, the second page's jobs came under the sidebar's last heading
 * ("PERSONAL DETAILS") and were lost to the work history. Null when the pages are not so laid out: every
 * page two columns parted at the same place (the first page may have a band above them, the last ones
 * the main column alone), one of them much narrower than the other.
 */
export function inSidebarFlow<Line extends EdgedLine>(pages: Line[][][]): Line[][] | null {
  if (pages.length < 2) return null;
  const read = pages.map((page) => page.filter((column) => column.length > 0));
  // A band across the top of the first page (the name, a contact line) is read before both columns.
  const above = (top: Line[], under: Line[][]) => Math.min(...top.map((line) => line.y)) > Math.max(...under.flat().map((line) => line.y));
  const band = read[0]!.length === 3 && above(read[0]![0]!, read[0]!.slice(1)) ? read[0]![0]! : null;
  const first = band ? read[0]!.slice(1) : read[0]!;
  if (first.length !== 2) return null;
  const [left, right] = first.map(span) as [Span, Span];
  const widths = [left.end - left.x, right.end - right.x];
  if (left.end > right.x || Math.min(...widths) > Math.max(...widths) * SIDEBAR_SHARE) return null;
  const lefts: Line[][] = [first[0]!];
  const rights: Line[][] = [first[1]!];
  let alone = false;
  for (const page of read.slice(1)) {
    if (page.length === 0) continue;
    if (page.length === 2 && !alone) {
      const [pageLeft, pageRight] = page.map(span) as [Span, Span];
      if (pageLeft.end > pageRight.x || Math.abs(pageLeft.x - left.x) > SAME_START || Math.abs(pageRight.x - right.x) > SAME_START) return null;
      lefts.push(page[0]!);
      rights.push(page[1]!);
    } else if (page.length === 1) {
      // The sidebar ended a page earlier: the main column goes on alone, where it stood.
      const only = span(page[0]!);
      alone = true;
      if (Math.abs(only.x - right.x) <= SAME_START) rights.push(page[0]!);
      else if (Math.abs(only.x - left.x) <= SAME_START && only.end < right.x) lefts.push(page[0]!);
      else return null;
    } else return null;
  }
  return [...(band ? [band] : []), ...lefts, ...rights];
}

interface Span {
  x: number;
  end: number;
}

function span(column: EdgedLine[]): Span {
  return { x: Math.min(...column.map((line) => line.x)), end: Math.max(...column.map((line) => line.end)) };
}
