import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS } from '../../src/app.js';
import { startServe, tempDir, type ServeProcess } from '../helpers/processes.js';

let server: ServeProcess | null = null;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = null;
});

describe('svc serve, against slow clients', () => {
  it('cuts off a client that never finishes its headers, and keeps serving others', async () => {
    server = await startServe(tempDir());
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    // The server may reset the connection after its 408 while a dripped byte is on its way: that is how it cuts off.
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // A byte every second, never the blank line that ends the headers.
    const drip = setInterval(() => socket.writable && socket.write('a'), 1_000);
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const closedAt = await closed;
      expect(closedAt - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  }, HEADERS_TIMEOUT_MS + 15_000);
});
