import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createCore } from '../../src/core.js';
import { openDatabase } from '../../src/db/open.js';
import { publicRoute } from '../../src/http/policy.js';

describe('graceful close', () => {
  it('lets a request in flight finish, refuses new connections, then closes the database', async () => {
    const db = openDatabase(':memory:');
    const core = await createCore({ db, masterKey: crypto.randomBytes(32) });
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const app = await buildApp(core, {
      setup: (instance) =>
        instance.get('/slow', { config: publicRoute() }, async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { finished: true };
        }),
    });
    app.addHook('onClose', async () => db.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const slow = fetch(`http://127.0.0.1:${port}/slow`).then(async (response) => ({ status: response.status, body: await response.json() }));
    await requestStarted;
    const closed = app.close();
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    await closed;
    expect(db.db.open).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
  });
});
