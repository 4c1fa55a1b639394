import { afterEach, describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { eventually, TestClock } from '../helpers/clock.js';
import { startReceiver } from '../helpers/receiver.js';

const receivers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

async function receiver(options?: Parameters<typeof startReceiver>[0]) {
  const started = await startReceiver(options);
  receivers.push(started);
  return started;
}

async function register(t: TestApp, client: TestClient, url: string, events: string[]) {
  return t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: client.auth, payload: { url, events } });
}

async function scoreTrust(t: TestApp, client: TestClient) {
  const profile = json<{ id: number }>(await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { full_name: 'Camille Martin', email: 'c@example.org' } }));
  await t.app.inject({ method: 'POST', url: '/v1/trust/score', headers: client.auth, payload: { profile_id: profile.id } });
  return profile.id;
}

describe('webhook deliveries', () => {
  it('signs every delivery, retries failures with backoff, and records each attempt', async () => {
    const t = await createTestApp({ allowInsecureLoopback: true, clock: new TestClock(undefined, true), retrySchedule: [0.05, 0.1, 0.2] });
    const client = await createClient(t, ['webhook:write', 'profile:write']);
    const hooks = await receiver({ failFirst: 2 });
    const created = await register(t, client, hooks.url, ['trust.scored']);
    expect(created.statusCode).toBe(201);
    const endpoint = json<{ id: number; signing_secret: string; events: string[]; is_active: boolean }>(created);
    expect(endpoint).toMatchObject({ events: ['trust.scored'], is_active: true, signing_secret: expect.stringMatching(/^whsec_/) });
    hooks.useSecret(endpoint.signing_secret);

    const profileId = await scoreTrust(t, client);
    await eventually(() => hooks.received.some((r) => r.answered === 200));
    expect(hooks.received.map((r) => r.answered)).toEqual([503, 503, 200]);
    expect(hooks.received.every((r) => r.signatureValid)).toBe(true);
    const bodies = hooks.received.map((r) => JSON.parse(r.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> });
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1); // the same event, de-duplicable by id
    expect(bodies[0]).toMatchObject({ id: expect.stringMatching(/^evt_/), type: 'trust.scored', data: { profile_id: profileId, trust_score: expect.any(Number) } });
    expect(hooks.received[0]!.headers).toMatchObject({ 'x-service-event': 'trust.scored', 'content-type': 'application/json', 'x-service-delivery': expect.stringMatching(/^dlv_/) });

    // The receiver answers before the worker records the outcome: wait for the record.
    const deliveries = await eventually(async () => {
      const page = json<{ data: { status: string; attempts: number; response_code: number; next_retry_at: string | null }[] }>(
        await t.app.inject({ method: 'GET', url: `/v1/webhooks/${endpoint.id}/deliveries`, headers: client.auth }),
      );
      return page.data[0]?.status === 'pending' ? null : page;
    });
    expect(deliveries.data).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 3, response_code: 200, next_retry_at: null })]);
    const attempts = json<{ attempt: number; response_code: number }[]>(await t.app.inject({ method: 'GET', url: '/v1/webhooks/attempts', headers: client.auth }));
    expect(attempts.map((a) => [a.attempt, a.response_code])).toEqual([[1, 503], [2, 503], [3, 200]]);
  });

  it('only sends the events an endpoint asked for, and gives up after the schedule; a retry replays it', async () => {
    const t = await createTestApp({ allowInsecureLoopback: true, clock: new TestClock(undefined, true), retrySchedule: [0.02] });
    const client = await createClient(t, ['webhook:write', 'profile:write']);
    const failing = await receiver({ status: 500 });
    const other = await receiver();
    const endpoint = json<{ id: number; signing_secret: string }>(await register(t, client, failing.url, ['trust.scored']));
    await register(t, client, other.url, ['profile.ready']);
    await scoreTrust(t, client);
    await eventually(async () => {
      const page = json<{ data: { status: string }[] }>(await t.app.inject({ method: 'GET', url: `/v1/webhooks/${endpoint.id}/deliveries`, headers: client.auth }));
      return page.data[0]?.status === 'failed';
    });
    expect(failing.received).toHaveLength(2);
    expect(other.received).toHaveLength(0);

    const delivery = json<{ data: { id: string }[] }>(await t.app.inject({ method: 'GET', url: `/v1/webhooks/${endpoint.id}/deliveries`, headers: client.auth })).data[0]!;
    const retried = await t.app.inject({ method: 'POST', url: `/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`, headers: client.auth });
    expect(retried.statusCode).toBe(202);
    await eventually(() => failing.received.length === 3);
  });

  it("an endpoint that answers slowly leaves room for the others' deliveries", async () => {
    const t = await createTestApp({ allowInsecureLoopback: true, clock: new TestClock(undefined, true) });
    const [busy, other] = [await createClient(t, ['webhook:write', 'profile:write']), await createClient(t, ['webhook:write', 'profile:write'])];
    const slow = await receiver({ delayMs: 300 });
    const quick = await receiver();
    await register(t, busy, slow.url, ['trust.scored']);
    await register(t, other, quick.url, ['trust.scored']);
    for (let i = 0; i < 8; i += 1) await scoreTrust(t, busy);
    await scoreTrust(t, other);
    await eventually(() => quick.received.length === 1 && slow.received.length === 8);
    // Four deliveries at once: the other client's goes out as soon as the slow endpoint frees one, not after its eight.
    expect(slow.received.filter((delivery) => delivery.at < quick.received[0]!.at).length).toBeLessThanOrEqual(5);
  });

  it('disables an endpoint that keeps failing for three days', async () => {
    const clock = new TestClock(undefined, true);
    const t = await createTestApp({ allowInsecureLoopback: true, clock, retrySchedule: [3600, 3600] });
    const client = await createClient(t, ['webhook:write', 'profile:write']);
    const failing = await receiver({ status: 500 });
    const endpoint = json<{ id: number }>(await register(t, client, failing.url, ['trust.scored']));
    await scoreTrust(t, client);
    await eventually(() => failing.received.length === 1);
    // The attempt is recorded after the receiver answers: jumping three days before that would
    // let the delivery's lease run out under the attempt, and the second attempt be the first.
    await eventually(async () => (await t.core.webhooks.deliveries(client.clientId, endpoint.id, { limit: 1 })).items[0]?.attempts === 1);
    clock.advanceSeconds(3 * 24 * 3600 + 5);
    t.core.deliveries.kick();
    await eventually(() => failing.received.length === 2);
    const fresh = { authorization: `Bearer ${(await t.core.tokens.issue(client.keyId, ['webhook:write'])).access_token}` };
    const list = await eventually(async () => {
      const endpoints = json<{ id: number; is_active: boolean }[]>(await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: fresh }));
      return endpoints.find((e) => e.id === endpoint.id && !e.is_active);
    });
    expect(list).toBeTruthy();
  });
});

describe('webhook endpoints', () => {
  it('refuses non-HTTPS, private and malformed URLs and unknown events, naming the field', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['webhook:write']);
    const cases: [object, string][] = [
      [{ url: 'http://example.org/hook', events: ['trust.scored'] }, 'Champ invalide : url (HTTPS requis)'],
      [{ url: 'https://192.168.1.10/hook', events: ['trust.scored'] }, 'Champ invalide : url (adresse privée ou locale refusée)'],
      [{ url: 'https://localhost/hook', events: ['trust.scored'] }, 'Champ invalide : url (adresse privée ou locale refusée)'],
      [{ url: 'not a url', events: ['trust.scored'] }, 'Champ invalide : url (URL invalide)'],
      [{ url: 'https://8.8.8.8/hook', events: ['trust.scored', 'job.exploded'] }, 'Champ invalide : events[1] (événement inconnu : job.exploded ; connus : match.completed, profile.ready, profile.failed, trust.scored, job.broadcast.completed, job.candidate_replied, job.match.added)'],
      [{ url: 'https://8.8.8.8/hook', events: [] }, 'Champ invalide : events (ne doit pas être vide)'],
    ];
    for (const [payload, detail] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: client.auth, payload });
      expect(response.statusCode, detail).toBe(400);
      expect(json(response)).toEqual({ detail });
    }
    expect(json(await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: client.auth }))).toEqual([]);
  });

  it.each([
    ['IPv4-compatible loopback', 'https://[::127.0.0.1]/hook'],
    ['NAT64 of loopback', 'https://[64:ff9b::7f00:1]/hook'],
    ['NAT64 of the metadata address', 'https://[64:ff9b::a9fe:a9fe]/hook'],
    ['local-use NAT64', 'https://[64:ff9b:1::a9fe:a9fe]/hook'],
    ['6to4 of loopback', 'https://[2002:7f00:1::]/hook'],
    ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook'],
    ['mapped link-local', 'https://[::ffff:169.254.169.254]/hook'],
    ['carrier-grade NAT', 'https://100.64.0.1/hook'],
    ['unique local IPv6', 'https://[fd12:3456::1]/hook'],
    ['documentation range', 'https://192.0.2.10/hook'],
  ])('refuses a webhook URL that reaches inside by another form: %s', async (_form, url) => {
    const t = await createTestApp();
    const client = await createClient(t, ['webhook:write']);
    const response = await t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: client.auth, payload: { url, events: ['trust.scored'] } });
    expect(json(response)).toEqual({ detail: 'Champ invalide : url (adresse privée ou locale refusée)' });
    expect(response.statusCode).toBe(400);
  });

  it('accepts public addresses, IPv4 and IPv6, and a public IPv4 written as mapped IPv6', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['webhook:write']);
    for (const url of ['https://8.8.8.8/hook', 'https://[2606:4700:4700::1111]/hook', 'https://[::ffff:8.8.4.4]/hook']) {
      expect((await t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: client.auth, payload: { url, events: ['trust.scored'] } })).statusCode, url).toBe(201);
    }
  });

  it('lists without secrets, deletes with 204, and hides other clients', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['webhook:write']);
    const other = await createClient(t, ['webhook:write']);
    const created = json<{ id: number; signing_secret: string }>(await register(t, client, 'https://8.8.8.8/hook', ['profile.ready']));
    const list = await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: client.auth });
    expect(json(list)).toEqual([{ id: created.id, url: 'https://8.8.8.8/hook', events: ['profile.ready'], is_active: true }]);
    expect(list.body).not.toContain(created.signing_secret);
    expect(JSON.stringify((await t.db.all('SELECT * FROM webhook_endpoints')))).not.toContain(created.signing_secret);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${created.id}`, headers: other.auth })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${created.id}`, headers: client.auth });
    expect(deleted.statusCode).toBe(204);
    expect(json(await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${created.id}`, headers: client.auth }))).toEqual({ detail: 'Webhook introuvable.' });
  });
});
