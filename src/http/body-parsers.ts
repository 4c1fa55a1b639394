import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

/**
 * JSON and form bodies, parsed by us so the raw bytes stay on the request: request
 * signatures are computed over the body exactly as sent. An empty body is no body.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson: FastifyBodyParser<Buffer> = (request, body, done) => {
    request.rawBody = body;
    if (body.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch (error) {
      const position = /position (\d+)/.exec((error as Error).message)?.[1];
      done(new ApiError(400, position ? `JSON invalide (position ${position}).` : 'JSON invalide.'), undefined);
    }
  };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJson);
  app.addContentTypeParser(/^application\/[\w.-]+\+json$/, { parseAs: 'buffer' }, parseJson);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    request.rawBody = body;
    done(null, Object.fromEntries(new URLSearchParams(body.toString('utf8'))));
  });
}
