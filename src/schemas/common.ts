import { Type, type Static, type TSchema } from 'typebox';

export const ErrorBody = Type.Object({ detail: Type.String() }, { description: 'Every error: a French, human-readable detail.' });

/** The error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
} as const;

export function withErrors<T extends Record<number | string, TSchema>>(responses: T): T & typeof errorResponses {
  return { ...responses, ...errorResponses };
}

/** `schema` or null, as one JSON Schema type list, so errors read "entier attendu ou null attendu". */
export function Nullable<T extends TSchema>(schema: T) {
  const base = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [base.type, 'null'] });
}

export const Limit = Type.Integer({ minimum: 1, maximum: 200, default: 20, description: 'Default 20, at most 200.' });

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last page.' }),
  });

/** A pattern for text that must hold more than white space. */
export const NOT_BLANK = '\\S';

/** The longest skill name: every ESCO and O*NET label fits (the longest are 110-115 characters). */
export const SKILL_NAME_MAX = 255;
export const SkillName = Type.String({ minLength: 1, maxLength: SKILL_NAME_MAX, pattern: NOT_BLANK });
