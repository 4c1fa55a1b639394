import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/db/sqlite-store.js';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';
import { pushPeople } from '../helpers/pool.js';
import { UniversalSentenceEncoder, type Embedder } from '../../src/matching/embeddings.js';

interface RunResponse {
  match_id: string;
  pool_type: string;
  total_results: number;
  cached: boolean;
  results: { candidate_id?: number; external_id: string; full_name?: string; match_score: number; trust_score: number | null; location: string; experience_years?: number; skills: string[]; explanation: { matched_skills: string[]; missing_skills: string[]; components: Record<string, { contribution: number }> } }[];
}

const reactJob = { title: 'Senior React Developer', skills_required: ['React', 'TypeScript'], location: 'Lyon', experience_min: 3 };

async function run(t: TestApp, client: TestClient, payload: object) {
  return t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload });
}

describe('POST /v1/match/run on the stored pool', () => {
  it('ranks the obvious candidate first, scores 0-1 in order, and says why', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    await pushPeople(t, client);
    const response = await run(t, client, { job: reactJob, pool: { type: 'stored' }, limit: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBe('1000');
    const body = json<RunResponse>(response);
    expect(body.match_id).toMatch(/^stored_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(body).toMatchObject({ pool_type: 'stored', cached: false, total_results: body.results.length });
    const order = body.results.map((r) => r.external_id);
    expect(order[0]).toBe('react-lyon');
    expect(order.slice(0, 3)).toEqual(expect.arrayContaining(['react-lyon', 'react-paris', 'vue-lyon']));
    expect(order.indexOf('nurse-lille')).toBeGreaterThan(2);
    expect(order.indexOf('driver-lyon')).toBeGreaterThan(2);
    for (let i = 1; i < body.results.length; i += 1) expect(body.results[i - 1]!.match_score).toBeGreaterThanOrEqual(body.results[i]!.match_score);
    for (const result of body.results) {
      expect(result.match_score).toBeGreaterThanOrEqual(0);
      expect(result.match_score).toBeLessThanOrEqual(1);
      const sum = Object.values(result.explanation.components).reduce((total, c) => total + c.contribution, 0);
      expect(Math.abs(sum - result.match_score)).toBeLessThan(0.01);
    }
    const top = body.results[0]!;
    expect(top).toMatchObject({ full_name: 'Camille Martin', location: 'Lyon, France', experience_years: 7 });
    // A stored pool has Trust Scores even before anyone asked for one (the spec allows null only for inline and
    // provider pools); computing them for a match is a read: nothing stored, no trust.scored event.
    for (const result of body.results) expect(result.trust_score).toEqual(expect.any(Number));
    expect(top.trust_score).toBeGreaterThanOrEqual(0);
    expect(top.trust_score).toBeLessThanOrEqual(100);
    expect((await t.db.one('SELECT COUNT(*) AS n FROM trust_scores'))).toEqual({ n: 0 });
    expect((await t.core.outbox.list(client.clientId, 'trust.scored'))).toEqual([]);
    expect(top.explanation.matched_skills).toEqual(['React', 'TypeScript']);
    expect(body.results.find((r) => r.external_id === 'react-paris')!.explanation.missing_skills).toEqual([]);
  });

  it('a profile that says nothing of its trade, stored or inline, is not scored as another trade', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    const skillsOnly = { full_name: 'Camille Martin', location: 'Lyon, France', total_years_experience: 6, skills: ['React', 'TypeScript'] };
    await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'skills-only', ...skillsOnly } });
    await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'nurse', ...skillsOnly, full_name: 'Sarah Leroy', headline: 'Registered Nurse' } });
    const stored = json<RunResponse>(await run(t, client, { job: reactJob, pool: { type: 'stored' } })).results;
    const inline = json<RunResponse>(await run(t, client, { job: reactJob, pool: { type: 'inline', candidates: [{ external_id: 'skills-only', skills: skillsOnly.skills, location: 'Lyon', experience_years: 6 }] } })).results;
    for (const untitled of [stored.find((result) => result.external_id === 'skills-only')!, inline[0]!]) {
      // Its occupation's share goes to the text, as for a job title that names none.
      expect(untitled.explanation.components.occupation).toMatchObject({ weight: 0, contribution: 0, reason: 'no occupation to compare' });
    }
    expect(stored.find((result) => result.external_id === 'nurse')!.explanation.components.occupation).toMatchObject({ weight: 0.13, reason: 'Registered Nurse for Software Developer' });
    expect(stored.map((result) => result.external_id)).toEqual(['skills-only', 'nurse']);
  });

  it('answers an identical request from cache for 10 minutes while the pool is unchanged, and keeps the run', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    await pushPeople(t, client);
    const payload = { job: reactJob, pool: { type: 'stored' }, limit: 5 };
    const first = json<RunResponse>(await run(t, client, payload));
    const second = json<RunResponse>(await run(t, client, payload));
    expect(second).toEqual({ ...first, cached: true });

    // Fields the service does not read change nothing, not even the cache key.
    const withUnknown = json<RunResponse>(await run(t, client, { ...payload, job: { ...reactJob, colour: 'blue', nested: { a: [1, 2] } }, trace: 'x' }));
    expect(withUnknown).toEqual({ ...first, cached: true });

    const stored = await t.app.inject({ method: 'GET', url: `/v1/match/${first.match_id}`, headers: client.auth });
    expect(json(stored)).toEqual(first);

    // A run stored before the occupation component existed is still answered as it was.
    const older = JSON.parse((await t.db.one<{ response: string }>('SELECT response FROM match_runs WHERE id = ?', [first.match_id]))!.response) as RunResponse;
    for (const result of older.results) delete (result.explanation.components as Record<string, unknown>).occupation;
    await t.db.run('UPDATE match_runs SET response = ? WHERE id = ?', [JSON.stringify(older), first.match_id]);
    const answered = await t.app.inject({ method: 'GET', url: `/v1/match/${first.match_id}`, headers: client.auth });
    expect(answered.statusCode).toBe(200);
    expect(json(answered)).toEqual(older);

    t.clock.advanceSeconds(601);
    const later = json<RunResponse>(await run(t, { ...client, auth: { authorization: `Bearer ${(await t.core.tokens.issue(client.keyId, ['match:read', 'profile:write'])).access_token}` } }, payload));
    expect(later.cached).toBe(false);
    expect(later.match_id).not.toBe(first.match_id);
  });

  it('a change to the pool ends the cache, and a deleted profile leaves the results at once', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    const ids = await pushPeople(t, client);
    const payload = { job: reactJob, pool: { type: 'stored' }, limit: 5 };
    json<RunResponse>(await run(t, client, payload));
    await t.app.inject({ method: 'DELETE', url: `/v1/profiles/${ids.get('react-lyon')}`, headers: client.auth });
    const after = json<RunResponse>(await run(t, client, payload));
    expect(after.cached).toBe(false);
    expect(after.results.map((r) => r.external_id)).not.toContain('react-lyon');
    expect(after.results[0]!.external_id).not.toBe('nurse-lille');
  });

  it("never shows another client's profiles", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['match:read', 'profile:write']);
    const other = await createClient(t, ['match:read', 'profile:write']);
    await pushPeople(t, owner);
    const body = json<RunResponse>(await run(t, other, { job: reactJob, pool: { type: 'stored' } }));
    expect(body.results).toEqual([]);
    const foreignRun = json<RunResponse>(await run(t, owner, { job: reactJob, pool: { type: 'stored' } }));
    expect((await t.app.inject({ method: 'GET', url: `/v1/match/${foreignRun.match_id}`, headers: other.auth })).statusCode).toBe(404);
  });
});

describe('POST /v1/match/run on an inline pool', () => {
  const candidates = [
    { external_id: 'inl-secret-1', full_name: 'Zoé Secretname', headline: 'Data scientist unicorn', skills: ['Python', 'Machine Learning', 'SQL'], experience_years: 5, location: 'Paris' },
    { external_id: 'inl-secret-2', full_name: 'Yann Hiddenname', headline: 'React specialist', skills: ['react.js', 'typescript', 'jest'], experience_years: 6, location: 'Lyon, France', seniority: 'senior' },
    { external_id: 'inl-secret-3', skills: ['Excel', 'Comptabilité'], experience_years: 2, location: 'Bordeaux' },
  ];

  it('ranks in memory, never caches, and writes nothing of the candidates to the database', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const payload = { job: reactJob, pool: { type: 'inline', candidates }, limit: 2 };
    const body = json<RunResponse>(await run(t, client, payload));
    expect(body.match_id).toMatch(/^inline_/);
    expect(body).toMatchObject({ pool_type: 'inline', total_results: 2, cached: false });
    expect(body.results[0]).toMatchObject({ external_id: 'inl-secret-2', full_name: 'Yann Hiddenname', trust_score: null, experience_years: 6, skills: ['React', 'TypeScript', 'Jest'] });
    expect(json<RunResponse>(await run(t, client, payload)).cached).toBe(false);

    // The file itself, on SQLite; on PostgreSQL, the rows of every table.
    const dump = t.db instanceof SqliteStore ? t.db.db.serialize().toString('latin1') : JSON.stringify(await everyRow(t));
    for (const secret of ['inl-secret', 'Secretname', 'Hiddenname', 'unicorn', 'React specialist', 'react specialist']) expect(dump.includes(secret), secret).toBe(false);
    // Only the job's own texts are cached: its title (in canonical words) and its skills.
    const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
    const cached = await t.db.all<{ text_hash: Buffer }>('SELECT text_hash FROM embeddings');
    expect(cached.map((row) => row.text_hash.toString('hex')).sort()).toEqual(['react', 'senior react developer (software developer)', 'typescript'].map(hash).sort());
    expect((await t.app.inject({ method: 'GET', url: `/v1/match/${body.match_id}`, headers: client.auth })).statusCode).toBe(404);
  });

  it('reads two capitals after a town it does not know as the state: Smallville, IN is in the US, not India', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const candidates = [{ external_id: 'smallville', skills: ['React'], location: 'Smallville, IN' }];
    const body = json<{ results: { explanation: { components: Record<string, { reason?: string }> } }[] }>(await run(t, client, { job: { ...reactJob, location: 'Indianapolis, IN' }, pool: { type: 'inline', candidates } }));
    expect(body.results[0]!.explanation.components.location!.reason).toBe('same country');
  });

  it('refuses duplicated or missing external_id, bad seniority, and more than 5,000 candidates', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const cases: [object, number, string][] = [
      [{ type: 'inline', candidates: [{ external_id: 'a' }, { skills: ['Go'] }] }, 400, 'Champ invalide : pool.candidates[1].external_id (requis)'],
      [{ type: 'inline', candidates: [{ external_id: 'a' }, { external_id: 'a' }] }, 400, 'Champ invalide : pool.candidates[1].external_id (en double dans la requête)'],
      [{ type: 'inline', candidates: [{ external_id: 'a', seniority: 'guru' }] }, 400, 'Champ invalide : pool.candidates[0].seniority (valeurs permises : junior, mid, senior, lead)'],
      [{ type: 'inline', candidates: Array.from({ length: 5001 }, (_, i) => ({ external_id: `c${i}` })) }, 413, 'Trop de candidats inline (5000 au plus).'],
    ];
    for (const [pool, status, detail] of cases) {
      const response = await run(t, client, { job: reactJob, pool });
      expect(response.statusCode).toBe(status);
      expect(json(response)).toEqual({ detail });
    }
  });
});

describe('bad match requests', () => {
  it('400 naming the field, for each mistake of the job, pool and limit', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const cases: [object, string][] = [
      [{ job: { ...reactJob, skills_required: [] }, pool: { type: 'stored' } }, 'Champ invalide : job.skills_required (ne doit pas être vide)'],
      [{ job: { skills_required: ['Go'] }, pool: { type: 'stored' } }, 'Champ invalide : job.title (requis)'],
      [{ job: reactJob, pool: { type: 'everyone' } }, 'Champ invalide : pool.type (valeurs permises : stored, inline, provider)'],
      [{ job: reactJob, pool: { type: 'provider' } }, 'Champ invalide : pool.provider_id (requis pour un pool provider)'],
      [{ job: reactJob, pool: { type: 'provider', provider_id: 'nope' } }, 'Champ invalide : pool.provider_id (provider inconnu)'],
      [{ job: reactJob, pool: { type: 'stored' }, limit: 0 }, 'Champ invalide : limit (doit être supérieur ou égal à 1)'],
      [{ job: reactJob, pool: { type: 'stored' }, limit: 201 }, 'Champ invalide : limit (doit être inférieur ou égal à 200)'],
      [{ job: reactJob }, 'Champ invalide : pool (requis)'],
    ];
    for (const [payload, detail] of cases) {
      const response = await run(t, client, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toEqual({ detail });
    }
    expect((await t.db.one('SELECT COUNT(*) AS n FROM match_runs'))).toEqual({ n: 0 });
  });

  it('needs match:read, and counts in the match bucket', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    expect(json(await run(t, client, { job: reactJob, pool: { type: 'stored' } }))).toEqual({ detail: 'Scope requis : match:read' });
    const free = await createClient(t, ['match:read'], { plan: 'free' });
    const response = await run(t, free, { job: reactJob, pool: { type: 'stored' } });
    expect(response.headers['x-ratelimit-limit']).toBe('20');
  });
});

describe('POST /v1/match/query', () => {
  it('reads free text, ranks the stored pool 0-100, caches, and emits match.completed', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    await pushPeople(t, client);
    const ask = () => t.app.inject({ method: 'POST', url: '/v1/match/query', headers: client.auth, payload: { query: 'senior React developer in Lyon with 5 years', limit: 3 } });
    const first = json<{ match_id: number; total_results: number; cached: boolean; results: { id: number; full_name: string; match_score: number }[] }>(await ask());
    expect(Number.isInteger(first.match_id)).toBe(true);
    expect(first).toMatchObject({ total_results: 3, cached: false });
    expect(first.results[0]!.full_name).toBe('Camille Martin');
    for (const result of first.results) {
      expect(result.match_score).toBeGreaterThan(1);
      expect(result.match_score).toBeLessThanOrEqual(100);
    }
    const second = json<{ match_id: number; cached: boolean }>(await ask());
    expect(second).toMatchObject({ match_id: first.match_id, cached: true });
    const events = (await t.core.outbox.list(client.clientId, 'match.completed'));
    expect(events).toHaveLength(2);
    expect(events[0]!.data).toMatchObject({ match_id: first.match_id, total_results: 3 });
  });

  it('ranks a short query as POST /v1/jobs ranks the same title (every candidate in its country): one reading through either door', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write', 'jobs:write']);
    await pushPeople(t, client);
    for (const title of ['Senior React Developer', 'Infirmière de nuit', 'Java backend developer']) {
      const query = json<{ results: { id: number; match_score: number }[] }>(await t.app.inject({ method: 'POST', url: '/v1/match/query', headers: client.auth, payload: { query: title, limit: 6 } }));
      const job = json<{ matches: { candidate_id: number; match_score: number }[] }>(await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title, location: 'France', limit: 6 } }));
      expect(query.results.map((result) => result.id)).toEqual(job.matches.map((match) => match.candidate_id));
    }
  });
});

describe('blank text', () => {
  it('a title or query of spaces is empty, not a crash', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const blankTitle = await run(t, client, { job: { ...reactJob, title: '   ' }, pool: { type: 'stored' } });
    expect(json(blankTitle)).toEqual({ detail: 'Champ invalide : job.title (ne doit pas être vide)' });
    const blankQuery = await t.app.inject({ method: 'POST', url: '/v1/match/query', headers: client.auth, payload: { query: ' \n ' } });
    expect(json(blankQuery)).toEqual({ detail: 'Champ invalide : query (ne doit pas être vide)' });
  });
});

describe('words the taxonomy does not know', () => {
  it('still count: the lexical component finds them and names them in the explanation', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    const people = [
      { external_id: 'bees', full_name: 'Ana Apiary', cv_text: 'Beekeeper. Ten years of beekeeping, queen rearing and honey extraction for an organic apiary.' },
      { external_id: 'bank', full_name: 'Bob Banker', cv_text: 'Retail banking advisor, mortgages and savings accounts.' },
      { external_id: 'cook', full_name: 'Chloe Cook', cv_text: 'Line cook in a bistro, sauces and pastry.' },
    ];
    for (const person of people) await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: person });
    const body = json<RunResponse>(
      await t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job: { title: 'Apiarist', skills_required: ['queen rearing'] }, pool: { type: 'stored' } } }),
    );
    expect(body.results[0]!.external_id).toBe('bees');
    const lexicalOf = (i: number) => body.results[i]!.explanation.components.lexical as unknown as { score: number; reason: string };
    expect(lexicalOf(0).reason).toContain('queen');
    expect(lexicalOf(0).score).toBeGreaterThan(lexicalOf(1).score);
  });
});

describe('a CV opening with a name and contacts', () => {
  it('is understood by what it says of the work: two people who differ only in name, e-mail, phone and links match alike', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read', 'profile:write']);
    const work = 'Mobile developer\nSummary\nAndroid and iOS apps in Kotlin and Swift for retail banking.';
    const people = [
      { external_id: 'ana', full_name: 'Ana Martin', cv_text: `Ana Martin\nana.martin@example.org | +33 6 12 34 56 78 | linkedin.com/in/ana-martin\n${work}` },
      { external_id: 'bob', full_name: 'Bob Okafor-Lindqvist', cv_text: `Bob Okafor-Lindqvist\nEmail: bob.ok@mail.example.com • Tel: (555) 987-6543 • https://bob.example.dev/cv\n${work}` },
      { external_id: 'cook', full_name: 'Chloe Cook', cv_text: 'Chloe Cook\nchloe@example.org\nLine cook in a bistro, sauces and pastry.' },
    ];
    for (const person of people) expect((await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: person })).statusCode).toBe(201);
    const body = json<RunResponse>(await t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job: { title: 'Mobile developer', skills_required: ['Kotlin'] }, pool: { type: 'stored' } } }));
    const semantic = (id: string) => (body.results.find((result) => result.external_id === id)!.explanation.components.semantic as unknown as { score: number }).score;
    expect(semantic('ana')).toBe(semantic('bob'));
    expect(semantic('ana')).toBeGreaterThan(semantic('cook'));
  });
});

describe('the cache and a pool that changes mid-request', () => {
  it('a run ranked while a profile was added is not served from cache afterwards', async () => {
    const encoder = new UniversalSentenceEncoder();
    let release!: () => void;
    let reached!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    // The real encoder, holding back one title until the test lets it through.
    const embedder: Embedder = {
      id: encoder.id,
      dimensions: encoder.dimensions,
      embed: async (texts) => {
        if (texts.some((t) => /gated/i.test(t))) {
          reached();
          await gate;
        }
        return encoder.embed(texts);
      },
    };
    const t = await createTestApp({ embedder });
    const client = await createClient(t, ['match:read', 'profile:write']);
    await pushPeople(t, client);
    const payload = { job: { title: 'Gated React developer', skills_required: ['React'] }, pool: { type: 'stored' } };
    const first = run(t, client, payload);
    await atGate;
    await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'late', full_name: 'Late Comer', skills: ['React'] } });
    release();
    expect(json<RunResponse>(await first).cached).toBe(false);
    const second = json<RunResponse>(await run(t, client, payload));
    expect(second.cached).toBe(false);
    expect(second.results.map((r) => r.external_id)).toContain('late');
  });
});

async function everyRow(t: TestApp): Promise<unknown[]> {
  const tables = await t.db.all<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
  const rows: unknown[] = [];
  for (const { table_name } of tables) rows.push(...(await t.db.all(`SELECT * FROM ${table_name}`)));
  return rows;
}
