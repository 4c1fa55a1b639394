import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/clock.js';
import { runSvc, startServe, tempDir, type ServeProcess } from '../helpers/processes.js';
import { startReceiver } from '../helpers/receiver.js';

let server: ServeProcess | null = null;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = null;
});

// Retries every half second for a minute: quick to redeliver after the restart, and far
// longer than a slow machine takes to create the events, so none gives up before the kill.
const env = { SVC_ALLOW_INSECURE_WEBHOOKS: '1', SVC_WEBHOOK_RETRY_SCHEDULE: Array(120).fill('0.5').join(',') };
const eventIds = (received: { body: string }[]) => new Set(received.map((r) => (JSON.parse(r.body) as { id: string }).id));

describe('webhook deliveries across kill -9', () => {
  it('loses no event: the backlog is delivered after a restart, each signed', { timeout: 90_000 }, async () => {
    const dataDir = tempDir();
    const receiver = await startReceiver({ status: 503 }); // down while the server dies
    server = await startServe(dataDir, env);
    const key = JSON.parse((await runSvc(['keys', 'create', '--scope', 'webhook:write profile:write', '--plan', 'enterprise', '--json', '--data-dir', dataDir])).stdout);
    const token = ((await (await fetch(`${server.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client_id, client_secret: key.client_secret }) })).json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const hook = (await (await fetch(`${server.url}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url, events: ['trust.scored'] }) })).json()) as { signing_secret: string };
    receiver.useSecret(hook.signing_secret);

    const events = 12;
    for (let i = 0; i < events; i += 1) {
      const profile = (await (await fetch(`${server.url}/v1/profiles`, { method: 'POST', headers, body: JSON.stringify({ full_name: `Person Number${i}` }) })).json()) as { id: number };
      expect((await fetch(`${server.url}/v1/trust/score`, { method: 'POST', headers, body: JSON.stringify({ profile_id: profile.id }) })).status).toBe(200);
    }
    // Every event has failed at least once, and is waiting for its next attempt, when the server dies.
    await eventually(() => eventIds(receiver.received).size === events, 30_000);
    expect(await server.stop('SIGKILL')).toBe(null);
    server = null;

    // The receiver comes back on the same address, now answering 200.
    await receiver.close();
    const revived = await startReceiver({ port: Number(new URL(receiver.url).port), secret: hook.signing_secret });
    server = await startServe(dataDir, env);
    const delivered = await eventually(() => {
      const ids = eventIds(revived.received.filter((r) => r.answered === 200));
      return ids.size === events ? ids : null;
    }, 30_000);
    expect(delivered.size).toBe(events);
    expect(revived.received.every((r) => r.signatureValid)).toBe(true);
    await revived.close();
  });
});
