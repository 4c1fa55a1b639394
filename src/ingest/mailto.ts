/** "mailto:jo@example.com?subject=CV", "mailto: jo%40example.com": the address a link names, decoded. */
const MAILTO = /^mailto:\s*([^?\s]+@[^?\s]+)/i;

/** The address of a `mailto:` link; null for another link or one that escapes badly ("jo%ZZ@…"), rather than no document. */
export function mailtoAddress(href: string | undefined): string | null {
  const linked = MAILTO.exec(href ?? '')?.[1];
  if (!linked) return null;
  try {
    return decodeURIComponent(linked);
  } catch {
    return null;
  }
}
