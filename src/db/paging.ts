import { errors } from '../errors.js';

/** One page of a listing; the cursor is opaque to callers. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** One page of rows fetched `limit + 1` at a time: the extra row says there is more; the cursor is the last row shown. */
export function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => number): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(idOf(items[items.length - 1]!)) : null };
}

export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^id:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw errors.invalidField('cursor', 'curseur inconnu');
  return Number(match[1]);
}
