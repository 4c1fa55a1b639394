import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { ApiError } from '../errors.js';

/** Deeper than any document of the API (a job is four levels deep); recursion past it is an attack. */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a parsed value, walked without recursion so that depth cannot overflow the stack. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * JSON and form bodies, parsed by us so the raw bytes stay on the request: request
 * signatures are computed over the body exactly as sent. An empty body is no body. JSON goes
 * through secure-json-parse (fastify's own guard against `__proto__` and `constructor`
 * poisoning) and may nest 32 levels at most.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson: FastifyBodyParser<Buffer> = (request, body, done) => {
    request.rawBody = body;
    if (body.length === 0) return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(body.toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch (error) {
      if (error instanceof SyntaxError && /prototype/i.test(error.message)) return done(new ApiError(400, 'JSON refusé : clé __proto__ ou constructor.prototype interdite.'), undefined);
      const position = /position (\d+)/.exec((error as Error).message)?.[1];
      return done(new ApiError(400, position ? `JSON invalide (position ${position}).` : 'JSON invalide.'), undefined);
    }
    if (depthOf(parsed) > MAX_JSON_DEPTH) return done(new ApiError(400, `JSON trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`), undefined);
    done(null, parsed);
  };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJson);
  app.addContentTypeParser(/^application\/[\w.-]+\+json$/, { parseAs: 'buffer' }, parseJson);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    request.rawBody = body;
    done(null, Object.fromEntries(new URLSearchParams(body.toString('utf8'))));
  });
}
