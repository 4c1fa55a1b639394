import crypto from 'node:crypto';
import http from 'node:http';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  signatureValid: boolean;
  answered: number;
  /** When the delivery arrived (performance.now()), before any delay. */
  at: number;
}

/**
 * A webhook receiver as an integrator writes one from the documentation: it recomputes
 * the hex HMAC-SHA256 of the raw body with the signing secret and compares in constant time.
 */
export async function startReceiver(options: { failFirst?: number; status?: number; port?: number; secret?: string; delayMs?: number } = {}) {
  const received: Received[] = [];
  let secret = options.secret ?? '';
  let failures = options.failFirst ?? 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const expected = crypto.createHmac('sha256', secret).update(body).digest('hex');
      const given = String(request.headers['x-service-signature'] ?? '');
      const signatureValid = given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      const answered = options.status ?? (failures-- > 0 ? 503 : 200);
      received.push({ headers: request.headers, body, signatureValid, answered, at: performance.now() });
      setTimeout(() => response.writeHead(answered).end(), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    useSecret: (value: string) => {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
