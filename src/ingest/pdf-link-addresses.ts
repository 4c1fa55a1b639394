// E-mail addresses a PDF holds only in a link: "Email | LinkedIn | GitHub", each word a link, as LaTeX's hyperref and
// Word's exports print a contact line. The address is read after the word it is linked from, as a Word document's is.
import { mailtoAddress } from './mailto.js';
import type { Boxed } from './pdf-hidden-text.js';

/** What of pdf.js's page this needs: its annotations (a link's `url` is pdf.js's checked address, `unsafeUrl` the raw one). */
interface AnnotatedPage {
  getAnnotations(): Promise<{ subtype?: string; url?: string; unsafeUrl?: string; rect?: number[] }[]>;
}

/** An address as the parser reads one; not a template's `mailto:_email_` nor `florian[.]roe[at]…`. */
const ADDRESS = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;

/**
 * The page's items, where they write no address, with the address of each `mailto:` link put after the item it is linked
 * from (the item whose middle lies in the link's box), or where the link stands when no word is drawn there.
 */
export async function withLinkedAddresses(page: AnnotatedPage, items: Boxed[]): Promise<Boxed[]> {
  // An address the page writes is the one the CV gives, whatever a link behind it says (a template's leftover
  // "mailto:yourname@gmail.com"), and one broken over two lines is joined by the parser.
  if (items.some((item) => item.text.includes('@'))) return withUnderscoresRestored(page, items);
  const links = await linksOf(page);
  if (links.length === 0) return items;
  const read = [...items];
  const seen = new Set<string>();
  for (const { address, rect } of links) {
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    const [left, bottom, right, top] = [Math.min(rect[0]!, rect[2]!), Math.min(rect[1]!, rect[3]!), Math.max(rect[0]!, rect[2]!), Math.max(rect[1]!, rect[3]!)];
    const inside = (item: Boxed) => item.x + item.width / 2 >= left && item.x + item.width / 2 <= right && item.y + item.height / 2 >= bottom && item.y <= top;
    const at = read.findLastIndex(inside);
    if (at >= 0) read[at] = { ...read[at]!, text: `${read[at]!.text} ${address}` };
    else read.push({ text: address, x: left, y: bottom, width: right - left, height: Math.max(1, top - bottom) });
  }
  return read;
}

/**
 * "jo roe@example.org" linked to "mailto:jo_roe@example.org": LaTeX draws `\_` as a rule, no letter, so the page writes a
 * space where the address has its underscore. The link's address is read in its place.
 */
async function withUnderscoresRestored(page: AnnotatedPage, items: Boxed[]): Promise<Boxed[]> {
  if (!items.some((item) => SPACE_IN_ADDRESS.test(item.text))) return items;
  const underscored = (await linksOf(page)).map(({ address }) => address).filter((address) => address.includes('_'));
  return items.map((item) => {
    let text = item.text;
    for (const address of underscored) {
      const at = text.toLowerCase().indexOf(address.replace(/_/g, ' ').toLowerCase());
      if (at >= 0) text = `${text.slice(0, at)}${address}${text.slice(at + address.length)}`;
    }
    return text === item.text ? item : { ...item, text };
  });
}
/** A word, a space, then an address's last part: "jo roe@example.org". */
const SPACE_IN_ADDRESS = /[\p{L}\p{N}] [\p{L}\p{N}._%+-]*@/u;

async function linksOf(page: AnnotatedPage): Promise<{ address: string; rect: number[] }[]> {
  const annotations = await page.getAnnotations();
  return annotations.flatMap((annotation) => {
    const address = annotation.subtype === 'Link' ? linkedAddress(annotation.url ?? annotation.unsafeUrl) : null;
    return address && annotation.rect?.length === 4 ? [{ address, rect: annotation.rect }] : [];
  });
}

function linkedAddress(url: string | undefined): string | null {
  const address = mailtoAddress(url);
  return address && ADDRESS.test(address) ? address : null;
}
