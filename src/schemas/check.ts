import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ApiError, errors } from '../errors.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * Bodies are validated strictly ("5" is not an integer). Unknown fields are removed, not
 * rejected: a client may send more than we read, but nothing we never show is stored.
 */
export const bodyAjv = addFormats(new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: 'all', allErrors: false, strict: false }));

/** Path and query strings are coerced, since everything in a URL is text. */
export const urlAjv = addFormats(new Ajv({ coerceTypes: 'array', useDefaults: true, allErrors: false, strict: false }));

const compiled = new WeakMap<object, ValidateFunction>();

/**
 * Checks a value found inside a body as a body is checked (unknown fields removed);
 * the error, if any, names the field from `prefix`, as in `candidates[3].skills[0]`.
 */
export function checkValue(schema: object, value: unknown, prefix: string): ApiError | null {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = bodyAjv.compile(schema)));
  if (validate(value)) return null;
  const first = validate.errors![0]!;
  const path = prefix.replace(/\[(\d+)\]/g, '/$1').replace(/\./g, '/');
  return validationError({ ...first, instancePath: `/${path}${first.instancePath}` }, 'body');
}

/** An item of a batch refused on its own, by position, with the reason naming the field. */
export interface RejectedItem {
  index: number;
  external_id: string | null;
  detail: string;
}

/**
 * A batch checked item by item (provider syncs, profile batches): the items `check`
 * accepts, with their index, and the others with the reason; an external_id already
 * seen in the batch is refused from its second occurrence.
 */
export function checkEach<T extends { external_id?: string | null }>(
  items: readonly unknown[],
  pathOf: (index: number) => string,
  check: (item: unknown, at: string) => T | ApiError,
): { accepted: { index: number; value: T }[]; rejected: RejectedItem[] } {
  const accepted: { index: number; value: T }[] = [];
  const rejected: RejectedItem[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = pathOf(index);
    const reject = (error: ApiError) => rejected.push({ index, external_id: externalIdOf(item), detail: error.detail });
    const checked = check(item, at);
    if (checked instanceof ApiError) return reject(checked);
    const externalId = checked.external_id;
    if (externalId) {
      if (seen.has(externalId)) return reject(errors.invalidField(`${at}.external_id`, 'en double dans la requête'));
      seen.add(externalId);
    }
    accepted.push({ index, value: checked });
  });
  return { accepted, rejected };
}

function externalIdOf(item: unknown): string | null {
  const value = typeof item === 'object' && item !== null ? (item as { external_id?: unknown }).external_id : undefined;
  return typeof value === 'string' ? value : null;
}

export function assertValid(schema: object, value: unknown, prefix: string): void {
  const error = checkValue(schema, value, prefix);
  if (error) throw error;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'chaîne attendue',
  integer: 'entier attendu',
  number: 'nombre attendu',
  boolean: 'booléen attendu',
  array: 'tableau attendu',
  object: 'objet attendu',
  null: 'null attendu',
};

const FORMAT_NAMES: Record<string, string> = {
  uri: 'URL attendue',
  url: 'URL attendue',
  email: 'adresse e-mail attendue',
  'date-time': 'date ISO 8601 attendue',
  date: 'date AAAA-MM-JJ attendue',
};

/** Turns the first ajv error into `Champ invalide : job.title (requis)`. */
export function validationError(first: ErrorObject, context: string | undefined): ApiError {
  const segments = first.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (first.keyword === 'required') segments.push(String(first.params.missingProperty));
  const field = segments.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
  return errors.invalidField(field || fallbackName(context), problem(first));
}

function fallbackName(context: string | undefined): string {
  if (context === 'querystring') return 'query';
  return context ?? 'body';
}

function problem(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'requis';
    case 'type': {
      const types = String(p.type).split(',');
      return types.map((type) => TYPE_NAMES[type] ?? `${type} attendu`).join(' ou ');
    }
    case 'minimum':
      return `doit être supérieur ou égal à ${p.limit}`;
    case 'maximum':
      return `doit être inférieur ou égal à ${p.limit}`;
    case 'exclusiveMinimum':
      return `doit être supérieur à ${p.limit}`;
    case 'exclusiveMaximum':
      return `doit être inférieur à ${p.limit}`;
    case 'minLength':
      return p.limit === 1 ? 'ne doit pas être vide' : `au moins ${p.limit} caractères`;
    case 'maxLength':
      return `au plus ${p.limit} caractères`;
    case 'minItems':
      return p.limit === 1 ? 'ne doit pas être vide' : `au moins ${p.limit} éléments`;
    case 'maxItems':
      return `au plus ${p.limit} éléments`;
    case 'minProperties':
      return 'au moins un champ';
    case 'uniqueItems':
      return 'éléments en double';
    case 'enum':
      return `valeurs permises : ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `valeur attendue : ${String(p.allowedValue)}`;
    case 'format':
      return FORMAT_NAMES[String(p.format)] ?? `format ${p.format} attendu`;
    case 'pattern':
      return p.pattern === '\\S' ? 'ne doit pas être vide' : 'format invalide';
    default:
      return 'valeur invalide';
  }
}
