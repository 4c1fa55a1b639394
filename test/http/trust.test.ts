import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';

interface TrustView {
  profile_id: number;
  trust_score: number;
  class: string;
  breakdown: Record<string, number>;
  signals: { component: string; code: string; points: number; contribution: number }[];
}

const complete = {
  full_name: 'Camille Martin',
  email: 'camille@example.org',
  phone: '+33 4 78 00 00 00',
  whatsapp_number: '+33612345678',
  total_years_experience: 7,
  skills: [
    { name: 'React', level: 'expert' },
    { name: 'TypeScript', level: 'advanced' },
    { name: 'GraphQL', level: 'intermediate' },
  ],
  experiences: [
    { title: 'Frontend developer', company: 'Acme', start: '2019-01', end: null },
    { title: 'Web developer', company: 'Globex', start: '2017-01', end: '2019-06' },
  ],
  cv_text: 'Camille Martin — camille@example.org. Senior developer: React, TypeScript, GraphQL since 2017.',
  references: [
    { name: 'Jean Dupont', company: 'Acme', email: 'jean@acme.example', confirmed: true },
    { name: 'Ana Silva', company: 'Globex', phone: '+33698765432', confirmed: true },
    { name: 'Li Wei', company: 'Initech' },
  ],
};

async function profile(t: TestApp, client: TestClient, payload: object): Promise<number> {
  return json<{ id: number }>(await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload })).id;
}

const score = (t: TestApp, client: TestClient, payload: object) => t.app.inject({ method: 'POST', url: '/v1/trust/score', headers: client.auth, payload });

describe('Trust Score', () => {
  it('404 before the first computation, then the record; every point comes from a signal', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'trust:read']);
    const id = await profile(t, client, complete);
    const before = await t.app.inject({ method: 'GET', url: `/v1/trust/score/${id}`, headers: client.auth });
    expect(before.statusCode).toBe(404);
    expect(json(before)).toEqual({ detail: 'Trust Score pas encore calculé.' });

    const computed = json<TrustView>(await score(t, client, { profile_id: id }));
    expect(computed.trust_score).toBeGreaterThanOrEqual(80);
    expect(computed.class).toBe('verified');
    const sum = computed.signals.reduce((total, s) => total + s.contribution, 0);
    expect(Math.abs(sum - computed.trust_score)).toBeLessThan(0.05);
    for (const component of ['identity', 'references', 'skills']) {
      const points = computed.signals.filter((s) => s.component === component).reduce((total, s) => total + s.points, 0);
      expect(points).toBeCloseTo(computed.breakdown[component]!, 5);
    }
    expect(computed.trust_score).toBeCloseTo(0.3 * computed.breakdown.identity! + 0.4 * computed.breakdown.references! + 0.3 * computed.breakdown.skills!, 1);
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/trust/score/${id}`, headers: client.auth }))).toEqual(json(await t.app.inject({ method: 'GET', url: `/v1/trust/score/${id}`, headers: client.auth })));
    expect((await t.core.outbox.list(client.clientId, 'trust.scored'))).toEqual([expect.objectContaining({ data: expect.objectContaining({ profile_id: id, trust_score: computed.trust_score }) })]);
  });

  it('is deterministic, and lists what is missing at zero points', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const id = await profile(t, client, { full_name: 'X' });
    const first = json<TrustView>(await score(t, client, { profile_id: id }));
    const second = json<TrustView>(await score(t, client, { profile_id: id }));
    expect(second.trust_score).toBe(first.trust_score);
    expect(second.signals).toEqual(first.signals);
    expect(first).toMatchObject({ trust_score: 0, class: 'low' });
    expect(first.signals.map((s) => s.code)).toEqual(expect.arrayContaining(['email', 'whatsapp_number', 'count', 'confirmed', 'backed_by_cv']));
    expect(first.signals.every((s) => s.points === 0)).toBe(true);
  });

  it('takes references in the request, and is recomputed when the profile changes', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'trust:read']);
    const { references, ...withoutReferences } = complete;
    const id = await profile(t, client, withoutReferences);
    const without = json<TrustView>(await score(t, client, { profile_id: id }));
    expect(without.breakdown.references).toBe(0);
    const withRefs = json<TrustView>(await score(t, client, { profile_id: id, references }));
    expect(withRefs.breakdown.references).toBe(100);
    expect(withRefs.trust_score).toBeCloseTo(without.trust_score + 40, 1);

    await t.app.inject({ method: 'PATCH', url: `/v1/profiles/${id}`, headers: client.auth, payload: { email: null, whatsapp_number: null } });
    const after = json<TrustView>(await t.app.inject({ method: 'GET', url: `/v1/trust/score/${id}`, headers: client.auth }));
    expect(after.breakdown.identity).toBe(withRefs.breakdown.identity! - 20 - 15 - 10);
  });

  it("scopes, unknown and other clients' profiles", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['profile:write']);
    const reader = await createClient(t, ['jobs:read']);
    const nobody = await createClient(t, ['match:read']);
    const id = await profile(t, owner, complete);
    expect(json(await score(t, nobody, { profile_id: id }))).toEqual({ detail: 'Scope requis : trust:write' });
    expect(json(await score(t, owner, { profile_id: 999 }))).toEqual({ detail: 'Profil introuvable.' });
    expect(json(await score(t, owner, { profile_id: 'one' }))).toEqual({ detail: 'Champ invalide : profile_id (entier attendu)' });
    await score(t, owner, { profile_id: id });
    expect((await t.app.inject({ method: 'GET', url: `/v1/trust/score/${id}`, headers: reader.auth })).statusCode).toBe(404); // another client
  });
});
