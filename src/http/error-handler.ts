import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { ApiError, errors } from '../errors.js';
import { validationError } from '../schemas/check.js';
import { FILE_TOO_LARGE } from './multipart.js';

export const BODY_LIMIT_BYTES = 20 * 1024 * 1024;

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** find-my-way's limit on a path parameter (fastify's maxParamLength). */
const MAX_SEGMENT = 100;
const UNROUTABLE = '/__unroutable/';

/**
 * For fastify's `rewriteUrl`: a path the router would refuse with its own body (bad percent
 * encoding, a segment over 100 characters) is sent to the not-found handler under a marker,
 * so that its answer goes through the hooks like any other: `{detail}`, request id, rate limit.
 */
export function routableUrl(url: string): string {
  const path = url.split('?')[0]!;
  try {
    decodeURIComponent(path);
  } catch {
    return `${UNROUTABLE}encoding`;
  }
  return path.split('/').some((segment) => segment.length > MAX_SEGMENT) ? `${UNROUTABLE}length` : url;
}

/**
 * The one place where failures become responses: every error, from validation to a
 * crash, leaves as `{ detail }`; a crash is logged in full and answered 500 `Erreur interne.`
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A shadow router of every route, to tell "no such path" (404) from "wrong method" (405).
  const routes = FindMyWay();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.on(method as HTTPMethod, route.url, () => {});
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url === `${UNROUTABLE}encoding`) return send(reply, new ApiError(400, 'URL invalide : encodage en pourcentage incorrect.'));
    if (request.url === `${UNROUTABLE}length`) return send(reply, new ApiError(414, `URL invalide : un segment du chemin dépasse ${MAX_SEGMENT} caractères.`));
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = METHODS.filter((method) => routes.find(method, path) !== null);
    const error = allowed.length > 0 ? errors.methodNotAllowed(request.method, allowed) : errors.routeNotFound(request.method, path);
    return send(reply, error);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error, request);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return send(reply, apiError);
  });
}

function send(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send({ detail: error.detail });
}

function toApiError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation && error.validation.length > 0) {
    return validationError(error.validation[0] as never, error.validationContext);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      if (/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) return errors.payloadTooLarge(FILE_TOO_LARGE);
      return errors.payloadTooLarge(`Corps de requête trop volumineux (${BODY_LIMIT_BYTES / 1024 / 1024} Mio au plus).`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType(request.headers['content-type'] ?? '(aucun)');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'En-tête Content-Length incohérent avec le corps.');
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return errors.payloadTooLarge('Corps de requête trop volumineux.');
  if (status >= 400 && status < 500) return new ApiError(status, 'Requête invalide.');
  return errors.internal();
}
