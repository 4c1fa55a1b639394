import type { FastifyInstance } from 'fastify';
import { bodyAjv, urlAjv } from '../schemas/check.js';

/**
 * Bodies checked strictly, path and query coerced. `body`, when given, is what the door
 * checks instead of the documented body: a batch whose items are checked one by one later.
 */
export function validatorCompiler(body?: object) {
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => (httpPart === 'body' ? bodyAjv.compile(body ?? schema) : urlAjv.compile(schema));
}

export function registerValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler());
}
