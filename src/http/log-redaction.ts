import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: WhatsApp's verify token, OAuth tokens and codes. */
const SECRET_PARAMETER = /^(?:hub\.verify_token|verify_token|access_token|refresh_token|client_secret|token|code|signature)$/i;

/** Headers that carry a secret; pino censors them in every log line. */
export const REDACTED_HEADERS = ['req.headers.authorization', 'req.headers["x-signature"]', 'req.headers.cookie'];

/** The URL as logged: each secret-bearing query value replaced, the rest as sent. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const parameters = new URLSearchParams(url.slice(query + 1));
  const secret = [...new Set(parameters.keys())].filter((key) => SECRET_PARAMETER.test(key));
  if (secret.length === 0) return url;
  for (const key of secret) parameters.set(key, '[redacted]');
  return `${url.slice(0, query)}?${parameters.toString()}`;
}

/** Fastify's request serializer, with the URL's secrets taken out. */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
