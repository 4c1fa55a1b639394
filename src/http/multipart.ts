import { Busboy } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errors } from '../errors.js';
import { MAX_CV_BYTES } from '../ingest/file-kind.js';

/** Room for the part headers and the external_id field around a CV of the largest size. */
const MAX_FORM_BYTES = MAX_CV_BYTES + 64 * 1024;
export const FILE_TOO_LARGE = 'Fichier trop volumineux (10 Mio au plus).';
const TOO_MANY_PARTS = 'Trop de parties dans le formulaire : un champ file et un champ external_id attendus.';
const UNREADABLE = 'Formulaire multipart illisible.';

/** A parsed multipart/form-data body: text fields, and the one file it may carry. */
export class MultipartForm {
  constructor(
    readonly fields: ReadonlyMap<string, string>,
    readonly files: ReadonlyMap<string, Buffer>,
  ) {}
}

/**
 * multipart/form-data is read whole (10 MiB and a little more at most) before it is parsed,
 * like JSON, so the raw bytes stay on the request: a signed upload is checked over the
 * bytes the client signed, not over an empty body. busboy does the parsing.
 */
export function registerMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_FORM_BYTES }, (request, body: Buffer, done) => {
    request.rawBody = body;
    parseForm(request, body).then(
      (form) => done(null, form),
      (error: Error) => done(error, undefined),
    );
  });
}

function parseForm(request: FastifyRequest, body: Buffer): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    const files = new Map<string, Buffer>();
    const fail = (detail: string, status = 400) => reject(new ApiError(status, detail));
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({ headers: request.headers as never, limits: { fileSize: MAX_CV_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
    } catch {
      return fail(UNREADABLE);
    }
    parser.on('field', (name: string, value: string) => fields.set(name, value));
    parser.on('file', (name: string, stream: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(FILE_TOO_LARGE, 413));
      stream.on('error', () => fail(UNREADABLE));
      // A file in one chunk is a view of the body, which the request keeps anyway: no second copy of it.
      stream.on('end', () => files.set(name, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit']) parser.on(limit, () => fail(TOO_MANY_PARTS, 413));
    parser.on('error', () => fail(UNREADABLE));
    parser.on('finish', () => resolve(new MultipartForm(fields, files)));
    parser.end(body);
  });
}

/** The form of a multipart request, or 415 naming what came instead. */
export function formOf(request: FastifyRequest): MultipartForm {
  if (request.body instanceof MultipartForm) return request.body;
  throw errors.unsupportedMediaType(`${request.headers['content-type'] ?? '(aucun)'} (multipart/form-data attendu, avec un champ file)`);
}
