import { Type, type TSchema } from 'typebox';

export const ErrorBody = Type.Object({ detail: Type.String() }, { description: 'Every error: a French, human-readable detail.' });

/** The error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
} as const;

export function withErrors<T extends Record<number | string, TSchema>>(responses: T): T & typeof errorResponses {
  return { ...responses, ...errorResponses };
}
