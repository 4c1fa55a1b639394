import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { pushPeople } from '../helpers/pool.js';

const job = { title: 'Senior React Developer', location: 'Lyon', description: 'React, TypeScript and GraphQL for a product team.', contract_type: 'CDI', company_name: 'Acme', external_job_id: 'ats-job-7', limit: 4 };

async function createJob(t: TestApp, client: TestClient, payload: object = job) {
  return t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload });
}

interface CreatedJob {
  job_id: number;
  external_job_id?: string;
  title: string;
  status: string;
  total_matched: number;
  matches: { candidate_id: number; external_id: string | null; full_name: string | null; match_score: number; trust_score: number | null; whatsapp_number: string | null; whatsapp_status: string; pool_type: string }[];
}

describe('jobs on the stored pool', () => {
  it('creates a job, matches and scores trust at once, and reads it back through every route', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'jobs:read', 'analytics:read', 'profile:write']);
    await pushPeople(t, client);
    const response = await createJob(t, client);
    expect(response.statusCode).toBe(201);
    expect(response.headers['x-ratelimit-limit']).toBe('500');
    const created = json<CreatedJob>(response);
    expect(created).toMatchObject({ external_job_id: 'ats-job-7', title: 'Senior React Developer', status: 'matched', total_matched: 4 });
    expect(created.matches).toHaveLength(4);
    expect(created.matches[0]).toMatchObject({ full_name: 'Camille Martin', external_id: null, whatsapp_number: '+33612345678', whatsapp_status: 'not_sent', pool_type: 'stored' });
    for (const match of created.matches) {
      expect(match.match_score).toBeGreaterThan(1);
      expect(match.match_score).toBeLessThanOrEqual(100);
      expect(match.trust_score).toEqual(expect.any(Number));
      expect(match.trust_score!).toBeLessThanOrEqual(100);
    }
    expect((await t.core.outbox.list(client.clientId, 'trust.scored'))).toHaveLength(4);

    const read = json<{ job_id: number; status: string; total_matched: number; matches: Record<string, unknown>[] }>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}`, headers: client.auth }));
    expect(Object.keys(read).sort()).toEqual(['job_id', 'matches', 'status', 'total_matched']);
    expect(read).toMatchObject({ job_id: created.job_id, status: 'matched', total_matched: 4 });
    for (const match of read.matches) expect(Object.keys(match).sort()).toEqual(['candidate_id', 'feedback', 'full_name', 'match_score', 'trust_score', 'whatsapp_status']);
    const scores = read.matches.map((m) => m.match_score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const list = json<Record<string, unknown>[]>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}/matches`, headers: client.auth }));
    expect(list).toEqual(read.matches);

    const analytics = json<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}/analytics`, headers: client.auth }));
    const breakdown = analytics.trust_score_breakdown as Record<string, number>;
    expect(breakdown.low! + breakdown.medium! + breakdown.high! + breakdown.verified!).toBe(4);
    const trustScores = created.matches.map((m) => m.trust_score!);
    expect(breakdown.average).toBe(Math.round((trustScores.reduce((a, b) => a + b, 0) / 4) * 10) / 10);
    expect(analytics).toMatchObject({ job_id: created.job_id, total_matched: 4, whatsapp: { not_sent: 4, sent: 0, failed: 0, replied_interested: 0, replied_declined: 0 }, response_rate: 0 });

    const all = json<{ data: { job_id: number; title: string; total_matched: number; contract_type: string }[] }>(await t.app.inject({ method: 'GET', url: '/v1/jobs', headers: client.auth }));
    expect(all.data).toEqual([expect.objectContaining({ job_id: created.job_id, total_matched: 4, contract_type: 'permanent' })]);

    expect((await t.app.inject({ method: 'DELETE', url: `/v1/jobs/${created.job_id}`, headers: client.auth })).statusCode).toBe(204);
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}`, headers: client.auth }))).toMatchObject({ status: 'closed', total_matched: 4 });
  });

  it('counts WhatsApp outcomes and the response rate in analytics', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'analytics:read', 'profile:write']);
    await pushPeople(t, client);
    const created = json<CreatedJob>(await createJob(t, client, { ...job, limit: 5 }));
    // What a broadcast and the candidates' replies leave behind.
    const statuses = ['sent', 'replied_interested', 'replied_declined', 'failed', 'not_sent'];
    for (const [i, match] of created.matches.entries()) await t.db.run('UPDATE job_matches SET whatsapp_status = ? WHERE job_id = ? AND candidate_id = ?', [statuses[i], created.job_id, match.candidate_id]);
    const analytics = json(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}/analytics`, headers: client.auth }));
    expect(analytics).toMatchObject({ whatsapp: { not_sent: 1, sent: 1, failed: 1, replied_interested: 1, replied_declined: 1 }, response_rate: 0.6667 });
  });
});

type ExplainedJob = CreatedJob & { matches: { explanation: { components: { skills: { weight: number } } } }[] };

describe('ranking for an offer written as text', () => {
  it('weighs the whole text most when the skills are read from it: office tools every trade lists do not decide', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'profile:write']);
    const push = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload });
    await push({ full_name: 'Olivia Clerk', headline: 'Office administrator', skills: ['Excel', 'Microsoft Office', 'Outlook'], cv_text: 'Invoicing, filing and diary management for a sales office.' });
    await push({ full_name: 'Nora Ward', headline: 'Registered nurse', skills: ['Wound care'], cv_text: 'Registered nurse on a hospital ward: patient care, wound dressing, medication rounds and night shifts.' });
    const offer = {
      title: 'Registered Nurse',
      location: 'Lyon',
      description: 'Our hospital ward needs a registered nurse for patient care, medication rounds and night shifts. Care notes are kept in Excel, Outlook and Microsoft Office.',
      limit: 2,
    };
    const created = json<ExplainedJob>(await createJob(t, client, offer));
    expect(created.matches.map((match) => match.full_name)).toEqual(['Nora Ward', 'Olivia Clerk']);
    expect(created.matches[0]!.explanation.components.skills.weight).toBe(0.02);

    // Listed by the caller, the same skills are what the offer asks for, and weigh 0.35.
    const listed = json<ExplainedJob>(await createJob(t, client, { ...offer, skills_required: ['Excel', 'Microsoft Office'] }));
    expect(listed.matches[0]).toMatchObject({ full_name: 'Olivia Clerk', explanation: { components: { skills: { weight: 0.35 } } } });
  });
});

describe('jobs on a provider index', () => {
  it('matches the provider candidates, with their WhatsApp numbers and no Trust Score', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'match:read']);
    await t.app.inject({ method: 'POST', url: '/v1/providers', headers: client.auth, payload: { provider_id: 'board', name: 'Board' } });
    await t.app.inject({
      method: 'POST',
      url: '/v1/providers/board/sync',
      headers: client.auth,
      payload: { candidates: [{ external_id: 'b-1', skills: ['React', 'TypeScript'], seniority: 'senior', country: 'FR', whatsapp_number: '+33611111111' }, { external_id: 'b-2', skills: ['Nursing'], seniority: 'mid', country: 'FR' }] },
    });
    const created = json<CreatedJob>(await createJob(t, client, { title: 'React developer', location: 'Paris', provider_id: 'board' }));
    expect(created.matches[0]).toMatchObject({ external_id: 'b-1', full_name: null, trust_score: null, whatsapp_number: '+33611111111', pool_type: 'provider:board', whatsapp_status: 'not_sent' });
    expect(created).not.toHaveProperty('external_job_id');
  });
});

describe('bad job requests', () => {
  it('400 naming the field, and no job is created', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['jobs:write', 'match:read']);
    const other = await createClient(t, ['match:read']);
    await t.app.inject({ method: 'POST', url: '/v1/providers', headers: other.auth, payload: { provider_id: 'theirs', name: 'Theirs' } });
    const cases: [object, string][] = [
      [{ location: 'Lyon' }, 'Champ invalide : title (requis)'],
      [{ title: 'Dev' }, 'Champ invalide : location (requis)'],
      [{ ...job, contract_type: 'zero hours' }, 'Champ invalide : contract_type (valeurs permises : permanent, fixed_term, freelance, internship, apprenticeship, temporary, CDI, CDD, stage, alternance, interim)'],
      [{ ...job, provider_id: 'nope' }, 'Champ invalide : provider_id (provider inconnu)'],
      [{ ...job, provider_id: 'theirs' }, 'Champ invalide : provider_id (provider inconnu)'],
      [{ ...job, limit: 0 }, 'Champ invalide : limit (doit être supérieur ou égal à 1)'],
      [{ ...job, limit: 500 }, 'Champ invalide : limit (doit être inférieur ou égal à 200)'],
    ];
    for (const [payload, detail] of cases) {
      const response = await createJob(t, client, payload);
      expect(response.statusCode, detail).toBe(400);
      expect(json(response)).toEqual({ detail });
    }
    expect((await t.db.one('SELECT COUNT(*) AS n FROM jobs'))).toEqual({ n: 0 });
  });

  it("404 `Offre introuvable.` for an unknown or another client's job, on every route", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['jobs:write', 'jobs:read', 'analytics:read']);
    const other = await createClient(t, ['jobs:write', 'jobs:read', 'analytics:read']);
    const created = json<CreatedJob>(await createJob(t, owner));
    for (const id of [created.job_id, 999]) {
      for (const [method, suffix] of [['GET', ''], ['GET', '/matches'], ['GET', '/analytics'], ['DELETE', '']] as const) {
        const response = await t.app.inject({ method, url: `/v1/jobs/${id}${suffix}`, headers: other.auth });
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ detail: 'Offre introuvable.' });
      }
    }
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}`, headers: owner.auth })).status).toBe('matched');
  });
});

describe('recruiter feedback on matches', () => {
  it('is stored per client, orders rejected matches last, counts in analytics, and a later verdict replaces it', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'jobs:write', 'jobs:read', 'analytics:read']);
    await pushPeople(t, client);
    const created = json<CreatedJob>(await createJob(t, client));
    const [best, second, third] = created.matches;
    const feedback = (candidate: number, payload: object, headers = client.auth, jobId = created.job_id) =>
      t.app.inject({ method: 'POST', url: `/v1/jobs/${jobId}/matches/${candidate}/feedback`, headers, payload });

    const rejected = await feedback(best!.candidate_id, { feedback: 'rejected', reason: '  Salaire trop élevé  ' });
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected)).toMatchObject({ candidate_id: best!.candidate_id, feedback: { status: 'rejected', reason: 'Salaire trop élevé', at: new Date(t.clock.now()).toISOString() } });
    expect(json(await feedback(second!.candidate_id, { feedback: 'shortlisted' })).feedback).toMatchObject({ status: 'shortlisted', reason: null });
    expect((await feedback(third!.candidate_id, { feedback: 'hired' })).statusCode).toBe(200);
    expect((await feedback(second!.candidate_id, { feedback: 'hired' })).statusCode).toBe(200);

    const read = json<{ matches: { candidate_id: number; feedback: { status: string } | null }[] }>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}`, headers: client.auth }));
    expect(read.matches.at(-1)!.candidate_id).toBe(best!.candidate_id);
    expect(read.matches.map((match) => match.candidate_id).slice(0, 3)).toEqual([second!.candidate_id, third!.candidate_id, created.matches[3]!.candidate_id]);
    const analytics = json<{ feedback: object }>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}/analytics`, headers: client.auth }));
    expect(analytics.feedback).toEqual({ shortlisted: 0, rejected: 1, hired: 2 });

    const cases: [Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
      [feedback(best!.candidate_id, { feedback: 'maybe' }), 400, 'Champ invalide : feedback (valeurs permises : shortlisted, rejected, hired)'],
      [feedback(best!.candidate_id, { feedback: 'hired', reason: 'x'.repeat(501) }), 400, 'Champ invalide : reason (au plus 500 caractères)'],
      [feedback(999_999, { feedback: 'hired' }), 404, 'Candidat introuvable dans cette offre.'],
      [feedback(best!.candidate_id, { feedback: 'hired' }, (await createClient(t, ['jobs:write'])).auth), 404, 'Offre introuvable.'],
    ];
    for (const [request, status, detail] of cases) {
      const response = await request;
      expect(response.statusCode, detail).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}/analytics`, headers: client.auth })).feedback).toEqual({ shortlisted: 0, rejected: 1, hired: 2 });
  });
});

describe('jobs that stay matched', () => {
  it('PATCH changes what the job asks for and matches it again: new candidates added with an event, those messaged or judged kept', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'jobs:write', 'jobs:read']);
    await pushPeople(t, client);
    const created = json<CreatedJob>(await createJob(t, client, { title: 'Senior React Developer', location: 'Lyon', skills_required: ['React'], limit: 2 }));
    const [judged, plain] = created.matches;
    await t.app.inject({ method: 'POST', url: `/v1/jobs/${created.job_id}/matches/${judged!.candidate_id}/feedback`, headers: client.auth, payload: { feedback: 'shortlisted' } });

    const patched = await t.app.inject({ method: 'PATCH', url: `/v1/jobs/${created.job_id}`, headers: client.auth, payload: { title: 'Infirmière urgences', location: 'Lille', skills_required: ['soins infirmiers'] } });
    expect(patched.statusCode).toBe(200);
    const body = json<{ title: string; added: number; removed: number; total_matched: number; matches: { candidate_id: number; full_name: string }[] }>(patched);
    expect(body.title).toBe('Infirmière urgences');
    expect(body.matches[0]!.full_name).toBe('Sarah Leroy');
    const ids = body.matches.map((match) => match.candidate_id);
    expect(ids).toContain(judged!.candidate_id); // given a verdict: stays
    if (!ids.includes(plain!.candidate_id)) expect(body.removed).toBe(1);
    expect(body.total_matched).toBe(body.matches.length);
    const added = (await t.core.outbox.list(client.clientId, 'job.match.added'));
    expect(added.length).toBe(body.added);
    expect(added.map((event) => event.data.full_name)).toContain('Sarah Leroy');
    expect(added[0]!.data).toMatchObject({ job_id: created.job_id, pool_type: 'stored', external_id: null });
  });

  it('rematch adds a profile pushed after the job was published; a closed job changes no more', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'jobs:write', 'jobs:read']);
    await pushPeople(t, client);
    const created = json<CreatedJob>(await createJob(t, client, { title: 'Infirmière', location: 'Lille', skills_required: ['soins infirmiers'], limit: 3, filters: { location: { city: 'Lille', radius_km: 50 } } }));
    expect(created.matches.map((match) => match.full_name)).toEqual(['Sarah Leroy']);
    await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'nurse-2', full_name: 'Inès Martin', headline: 'Infirmière', location: 'Roubaix, France', skills: ['soins infirmiers'] } });
    // Pushed after the job, she joined it at once; matching again finds nobody new.
    const again = json<{ added: number; removed: number; matches: { full_name: string }[]; filters: object }>(await t.app.inject({ method: 'POST', url: `/v1/jobs/${created.job_id}/rematch`, headers: client.auth }));
    expect(again).toMatchObject({ added: 0, removed: 0, filters: { location: { city: 'Lille', radius_km: 50 } } });
    expect(again.matches.map((match) => match.full_name).sort()).toEqual(['Inès Martin', 'Sarah Leroy']);
    expect((await t.core.outbox.list(client.clientId, 'job.match.added')).map((event) => event.data.full_name)).toEqual(['Inès Martin']);

    const empty = await t.app.inject({ method: 'PATCH', url: `/v1/jobs/${created.job_id}`, headers: client.auth, payload: {} });
    expect(json(empty)).toEqual({ detail: 'Champ invalide : body (au moins un champ)' });
    const badFilter = await t.app.inject({ method: 'PATCH', url: `/v1/jobs/${created.job_id}`, headers: client.auth, payload: { title: 'X', filters: { countries: ['Atlantis'] } } });
    expect(json(badFilter)).toEqual({ detail: 'Champ invalide : filters.countries[0] (pays inconnu)' });
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/jobs/${created.job_id}/matches`, headers: client.auth })).length).toBe(2);

    await t.app.inject({ method: 'DELETE', url: `/v1/jobs/${created.job_id}`, headers: client.auth });
    for (const request of [
      t.app.inject({ method: 'POST', url: `/v1/jobs/${created.job_id}/rematch`, headers: client.auth }),
      t.app.inject({ method: 'PATCH', url: `/v1/jobs/${created.job_id}`, headers: client.auth, payload: { title: 'Aide-soignante' } }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({ detail: 'Offre clôturée : elle ne peut plus changer.' });
    }
  });

  it('a profile pushed after the job was published joins its matches when it would make the list, with job.match.added', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'jobs:write', 'jobs:read']);
    await pushPeople(t, client);
    const nurses = json<CreatedJob>(await createJob(t, client, { title: 'Infirmière urgences', location: 'Lille', skills_required: ['soins infirmiers'], limit: 3 }));
    const full = json<CreatedJob>(await createJob(t, client, { title: 'Infirmière urgences', location: 'Lille', skills_required: ['soins infirmiers'], limit: 1 }));
    expect(full.matches.map((m) => m.full_name)).toEqual(['Sarah Leroy']);
    const strict = json<CreatedJob>(await createJob(t, client, { title: 'Infirmière', location: 'Lille', skills_required: ['soins infirmiers'], filters: { location: { city: 'Lille', radius_km: 30 } } }));
    const closed = json<CreatedJob>(await createJob(t, client, { title: 'Infirmière', location: 'Lille', skills_required: ['soins infirmiers'] }));
    await t.app.inject({ method: 'DELETE', url: `/v1/jobs/${closed.job_id}`, headers: client.auth });
    const matchesOf = async (id: number) => json<{ matches: { full_name: string }[] }>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: client.auth })).matches.map((m) => m.full_name);

    const nurse = json<{ id: number }>(await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { full_name: 'Inès Martin', headline: 'Infirmière urgences', location: 'Roubaix, France', skills: ['soins infirmiers', 'urgences'] } }));
    expect(await matchesOf(nurses.job_id)).toContain('Inès Martin');
    expect(await matchesOf(strict.job_id)).toContain('Inès Martin');
    expect(await matchesOf(closed.job_id)).not.toContain('Inès Martin');
    const events = (await t.core.outbox.list(client.clientId, 'job.match.added'));
    // The job of one already holds a better match: she does not make that list.
    expect(events.map((event) => event.data.job_id).sort()).toEqual([nurses.job_id, strict.job_id].sort());
    expect(events[0]!.data).toMatchObject({ candidate_id: nurse.id, full_name: 'Inès Martin', pool_type: 'stored' });

    // Outside the filters, or below the lowest of a full list: not added. Pushed again: not added twice.
    await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { full_name: 'Paul Roux', headline: 'Infirmier', location: 'Marseille', skills: ['soins infirmiers'] } });
    await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { full_name: 'Jean Bon', headline: 'Boulanger', location: 'Lille', skills: ['pain'] } });
    expect(await matchesOf(strict.job_id)).not.toContain('Paul Roux');
    expect(await matchesOf(full.job_id)).toEqual(['Sarah Leroy']);
    await t.app.inject({ method: 'PATCH', url: `/v1/profiles/${nurse.id}`, headers: client.auth, payload: { total_years_experience: 4 } });
    expect((await matchesOf(nurses.job_id)).filter((name) => name === 'Inès Martin')).toHaveLength(1);
  });
});
