import type { FastifyInstance } from 'fastify';
import { bodyAjv, urlAjv } from '../schemas/check.js';

export function registerValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema));
}
