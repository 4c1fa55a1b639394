import { afterEach, describe, expect, it } from 'vitest';
import type { WhatsappConfig } from '../../src/config.js';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { eventually, TestClock } from '../helpers/clock.js';
import { buttonOf, buttonReply, callback, signature, startFakeWhatsapp } from '../helpers/fake-whatsapp.js';
import { PEOPLE, pushPeople } from '../helpers/pool.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const APP_SECRET = 'app-secret-for-tests';

async function cloudApp(options: { rateLimitFirst?: number; undeliverable?: string[]; logLines?: string[] } = {}) {
  const { logLines, ...fakeOptions } = options;
  const template = { name: 'offre_emploi_v2', language: 'fr' };
  const fake = await startFakeWhatsapp({ phoneNumberId: 'PNID', token: 'EAAG-token', template, ...fakeOptions });
  closers.push(fake.close);
  const whatsapp: WhatsappConfig = { mode: 'cloud', baseUrl: fake.baseUrl, phoneNumberId: 'PNID', accessToken: 'EAAG-token', appSecret: APP_SECRET, verifyToken: 'verify-me', template, ratePerSecond: 50 };
  const t = await createTestApp({ whatsapp, clock: new TestClock(undefined, true), logLines });
  return { t, fake };
}

async function publish(t: TestApp, client: TestClient) {
  await pushPeople(t, client);
  const job = json<{ job_id: number; matches: { candidate_id: number; whatsapp_number: string | null }[] }>(
    await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title: 'Senior React Developer', location: 'Lyon', company_name: 'Acme', limit: 6 } }),
  );
  return job;
}

const scopes = ['profile:write', 'jobs:write', 'jobs:read', 'analytics:read', 'diffusion:write'] as const;

async function inbound(t: TestApp, body: string, sign = true) {
  return t.app.inject({ method: 'POST', url: '/v1/whatsapp/webhook', headers: { 'content-type': 'application/json', ...(sign ? { 'x-hub-signature-256': signature(APP_SECRET, body) } : {}) }, payload: body });
}

describe('WhatsApp broadcast through the Cloud API', () => {
  it('sends the approved template to each match with a number (a first contact), retries a 429, and completes the job', async () => {
    const { t, fake } = await cloudApp({ rateLimitFirst: 1 });
    const client = await createClient(t, [...scopes]);
    const job = await publish(t, client);
    const withNumber = job.matches.filter((m) => m.whatsapp_number).length;
    expect(withNumber).toBe(PEOPLE.filter((p) => p.whatsapp_number).length);

    const response = await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: client.auth });
    expect(response.statusCode).toBe(202);
    expect(response.headers['x-ratelimit-limit']).toBe('500');
    expect(json(response)).toMatchObject({ broadcast_id: expect.stringMatching(/^bcst_/), job_id: job.job_id, transport: 'cloud', queued: withNumber, skipped_without_number: 6 - withNumber });

    await eventually(async () => (await t.core.outbox.list(client.clientId, 'job.broadcast.completed')).length === 1);
    expect(fake.sent.map((s) => `+${s.to}`).sort()).toEqual(job.matches.filter((m) => m.whatsapp_number).map((m) => m.whatsapp_number).sort());
    expect(fake.sent.every((s) => s.body.type === 'template')).toBe(true);
    expect(fake.sent[0]!.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(['Acme', 'Senior React Developer', 'Lyon']);
    expect(fake.requests.length).toBe(withNumber + 1); // one 429, retried
    const completed = (await t.core.outbox.list(client.clientId, 'job.broadcast.completed'))[0]!.data;
    expect(completed).toMatchObject({ job_id: job.job_id, sent: withNumber, failed: 0, skipped_without_number: 6 - withNumber });

    const read = json<{ status: string; matches: { whatsapp_status: string }[] }>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${job.job_id}`, headers: client.auth }));
    expect(read.status).toBe('broadcasted');
    expect(read.matches.map((m) => m.whatsapp_status).sort()).toEqual([...Array(withNumber).fill('sent'), ...Array(6 - withNumber).fill('failed')].sort());

    const again = json<{ queued: number }>(await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: client.auth }));
    expect(again.queued).toBe(0); // never twice for one job
  });

  it('turns signed button replies into replied_* and job.candidate_replied, once per callback', async () => {
    const { t, fake } = await cloudApp();
    const client = await createClient(t, [...scopes]);
    const job = await publish(t, client);
    await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: client.auth });
    await eventually(async () => (await t.core.outbox.list(client.clientId, 'job.broadcast.completed')).length === 1);
    const [first, second] = fake.sent;

    const reply = callback({ messages: [buttonReply(first!.to, buttonOf(first!, 0), 'wamid.IN1', { quickReply: true })] });
    expect((await inbound(t, reply, false)).statusCode).toBe(401);
    expect(json(await t.app.inject({ method: 'POST', url: '/v1/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' }, payload: reply }))).toEqual({ detail: 'Signature invalide.' });
    expect((await t.core.outbox.list(client.clientId, 'job.candidate_replied'))).toHaveLength(0);

    expect(json(await inbound(t, reply))).toEqual({ received: true, replies: 1, failures: 0 });
    expect(json(await inbound(t, reply))).toEqual({ received: true, replies: 0, failures: 0 }); // the same payload twice
    const declined = callback({ messages: [buttonReply(second!.to, buttonOf(second!, 1), 'wamid.IN2', { quickReply: true })] });
    await inbound(t, declined);
    const stranger = callback({ messages: [buttonReply('33699999999', buttonOf(second!, 0), 'wamid.IN3', { quickReply: true })] });
    expect(json(await inbound(t, stranger))).toMatchObject({ replies: 0 }); // not the number the offer went to

    const events = (await t.core.outbox.list(client.clientId, 'job.candidate_replied'));
    expect(events.map((e) => e.data.reply)).toEqual(['interested', 'declined']);
    const analytics = json<{ whatsapp: Record<string, number>; response_rate: number }>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${job.job_id}/analytics`, headers: client.auth }));
    expect(analytics.whatsapp).toMatchObject({ replied_interested: 1, replied_declined: 1, sent: 0 });
    expect(analytics.response_rate).toBe(1);
  });

  it('writes free-form to a candidate who wrote in the last 24 hours, and goes back to the template after', async () => {
    const { t, fake } = await cloudApp();
    const client = await createClient(t, [...scopes]);
    const job = await publish(t, client);
    await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: client.auth });
    await eventually(async () => (await t.core.outbox.list(client.clientId, 'job.broadcast.completed')).length === 1);
    const first = fake.sent[0]!;
    await inbound(t, callback({ messages: [buttonReply(first.to, buttonOf(first, 0), 'wamid.IN1', { quickReply: true, at: t.clock.now() })] }));

    const broadcastAgain = async (title: string, auth = client.auth) => {
      const next = json<{ job_id: number }>(await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: auth, payload: { title, location: 'Lyon', company_name: 'Acme', limit: 6 } }));
      const before = fake.sent.length;
      const completed = async () => (await t.core.outbox.list(client.clientId, 'job.broadcast.completed')).length;
      const done = await completed();
      await t.app.inject({ method: 'POST', url: `/v1/jobs/${next.job_id}/broadcast`, headers: auth });
      await eventually(async () => (await completed()) === done + 1);
      return new Map(fake.sent.slice(before).map((message) => [message.to, message.body.type as string]));
    };
    const within = await broadcastAgain('React Developer');
    expect(within.get(first.to)).toBe('interactive');
    expect([...within].filter(([to]) => to !== first.to).every(([, type]) => type === 'template')).toBe(true);

    t.clock.advanceSeconds(24 * 3600 + 60);
    const fresh = { authorization: `Bearer ${(await t.core.tokens.issue(client.keyId, [...scopes])).access_token}` };
    const after = await broadcastAgain('Frontend React Developer', fresh);
    expect(after.get(first.to)).toBe('template');
  });

  it('marks failed what WhatsApp refuses or reports failed', async () => {
    const { t, fake } = await cloudApp({ undeliverable: ['33698765432'] });
    const client = await createClient(t, [...scopes]);
    const job = await publish(t, client);
    await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: client.auth });
    await eventually(async () => (await t.core.outbox.list(client.clientId, 'job.broadcast.completed')).length === 1);
    expect((await t.core.outbox.list(client.clientId, 'job.broadcast.completed'))[0]!.data).toMatchObject({ sent: 1, failed: 1 });
    const status = callback({ statuses: [{ id: fake.sent[0]!.body.id, status: 'failed', timestamp: '1767225600', recipient_id: fake.sent[0]!.to, errors: [{ code: 131047, title: 'Re-engagement message' }] }] });
    expect(json(await inbound(t, status))).toMatchObject({ failures: 1 });
    expect(json(await inbound(t, status))).toMatchObject({ failures: 0 });
    const analytics = json<{ whatsapp: Record<string, number> }>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${job.job_id}/analytics`, headers: client.auth }));
    expect(analytics.whatsapp).toMatchObject({ sent: 0, failed: 6 });
  });

  it('answers the verification handshake only with the right token, and logs neither token', async () => {
    const logLines: string[] = [];
    const { t } = await cloudApp({ logLines });
    const ok = await t.app.inject({ method: 'GET', url: '/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ method: 'GET', url: '/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong)).toEqual({ detail: 'Jeton de vérification invalide.' });
    const logs = logLines.join('');
    expect(logs).toContain('hub.verify_token=%5Bredacted%5D');
    expect(logs).toContain('hub.challenge=1158201444');
    expect(logs).not.toContain('verify-me');
    expect(logs).not.toContain('nope');
  });
});

describe('the simulator', () => {
  it('is the default; a simulated reply moves the match and confirms the number for the Trust Score', async () => {
    const t = await createTestApp({ clock: new TestClock(undefined, true) });
    const client = await createClient(t, [...scopes], { sandbox: true });
    const job = await publish(t, client);
    const broadcast = json<{ transport: string }>(await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: client.auth }));
    expect(broadcast.transport).toBe('simulator');
    await eventually(async () => (await t.core.outbox.list(client.clientId, 'job.broadcast.completed')).length === 1);
    const target = job.matches.find((m) => m.whatsapp_number)!;
    const noNumber = job.matches.find((m) => !m.whatsapp_number)!;
    const trustBefore = (await t.core.trust.get(client.clientId, target.candidate_id)).trust_score;
    const reply = (candidateId: number, answer: string) =>
      t.app.inject({ method: 'POST', url: '/v1/sandbox/whatsapp/reply', headers: client.auth, payload: { job_id: job.job_id, candidate_id: candidateId, reply: answer } });
    expect(json(await reply(target.candidate_id, 'interested'))).toEqual({ job_id: job.job_id, candidate_id: target.candidate_id, whatsapp_status: 'replied_interested' });
    expect((await t.core.trust.get(client.clientId, target.candidate_id)).trust_score).toBeCloseTo(trustBefore + 3, 5); // whatsapp_confirmed: 10 points x 30%
    expect(json(await reply(target.candidate_id, 'declined'))).toMatchObject({ whatsapp_status: 'replied_declined' });
    expect((await reply(noNumber.candidate_id, 'interested')).statusCode).toBe(409);
    expect(json(await reply(target.candidate_id, 'maybe'))).toEqual({ detail: 'Champ invalide : reply (valeurs permises : interested, declined)' });
  });

  it('refuses to broadcast an unknown, foreign or closed job', async () => {
    const t = await createTestApp();
    const client = await createClient(t, [...scopes]);
    const other = await createClient(t, [...scopes]);
    const job = await publish(t, client);
    expect(json(await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: other.auth }))).toEqual({ detail: 'Offre introuvable.' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/jobs/999/broadcast', headers: client.auth })).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/v1/jobs/${job.job_id}`, headers: client.auth });
    const closed = await t.app.inject({ method: 'POST', url: `/v1/jobs/${job.job_id}/broadcast`, headers: client.auth });
    expect(closed.statusCode).toBe(409);
    expect(json(closed)).toEqual({ detail: 'Offre clôturée : diffusion impossible.' });
  });
});
