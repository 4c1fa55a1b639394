import type { Store } from './store.js';

/**
 * A list of ids bound as one parameter (a JSON array), for `x IN (...)`: one statement text
 * whatever the list's length, so it is prepared once.
 */
export function inList(store: Store): string {
  return store.dialect === 'postgres' ? 'SELECT CAST(value AS BIGINT) FROM json_array_elements_text(CAST(? AS JSON))' : 'SELECT value FROM json_each(?)';
}

/** A statement written with `@name` parameters, as `?` placeholders and their values in order. */
export function named(sql: string, values: Record<string, unknown>): [string, unknown[]] {
  const params: unknown[] = [];
  const text = sql.replace(/@([a-zA-Z]\w*)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for @${name}`);
    params.push(values[name]);
    return '?';
  });
  return [text, params];
}

/** A field of a JSON object held as text, as text: `json_extract` on SQLite, `->>` on PostgreSQL. */
export function jsonField(store: Store, json: string, key: string): string {
  return store.dialect === 'postgres' ? `(CAST(${json} AS JSONB) ->> '${key}')` : `CAST(json_extract(${json}, '$.${key}') AS TEXT)`;
}

/** The elements of a JSON array held under `key` of a JSON text, as rows named `alias`, each a `alias.value`. */
export function jsonElements(store: Store, json: string, key: string, alias: string): string {
  return store.dialect === 'postgres' ? `jsonb_array_elements(CAST(${json} AS JSONB) -> '${key}') AS ${alias}` : `json_each(${json}, '$.${key}') AS ${alias}`;
}
