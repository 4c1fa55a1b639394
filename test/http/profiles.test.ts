import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, json, type TestApp, type TestClient } from '../helpers/app.js';

const count = async (t: TestApp) => ((await t.db.one('SELECT COUNT(*) AS n FROM profiles')) as { n: number }).n;

async function push(t: TestApp, client: TestClient, payload: object) {
  return t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload });
}

describe('POST /v1/profiles', () => {
  it('stores a structured profile and answers it ready, with canonical levels and an E.164 WhatsApp number', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const response = await push(t, client, {
      external_id: 'ats-42',
      full_name: 'Camille Martin',
      email: 'camille@example.org',
      whatsapp_number: '0033 6 12 34 56 78',
      location: 'Lyon, France',
      total_years_experience: 6,
      skills: [{ name: 'React', level: 'avancé' }, 'TypeScript', { name: 'react', level: 'expert' }],
      references: [{ name: 'Jean Dupont', company: 'Acme', email: 'jean@acme.example', confirmed: true }],
    });
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body).toMatchObject({
      external_id: 'ats-42',
      full_name: 'Camille Martin',
      whatsapp_number: '+33612345678',
      location: 'Lyon, France',
      total_years_experience: 6,
      processing_status: 'ready',
      skills: [
        { name: 'React', level: 'advanced' },
        { name: 'TypeScript', level: 'intermediate' },
      ],
    });
    expect(body.id).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('error');
  });

  it('the same external_id again replaces that profile instead of duplicating it', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const first = json(await push(t, client, { external_id: 'x1', full_name: 'A', location: 'Paris', skills: ['Java'] }));
    const second = await push(t, client, { external_id: 'x1', full_name: 'A B', skills: ['Kotlin'] });
    expect(second.statusCode).toBe(200);
    expect(json(second)).toMatchObject({ id: first.id, full_name: 'A B', location: null, skills: [{ name: 'Kotlin', level: 'intermediate' }] });
    expect(await count(t)).toBe(1);
    const otherClient = await createClient(t, ['profile:write']);
    expect((await push(t, otherClient, { external_id: 'x1', full_name: 'Z' })).statusCode).toBe(201);
    expect(await count(t)).toBe(2);
  });

  it('refuses bad fields with 400 naming them, and stores nothing', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const cases: [object, string][] = [
      [{ whatsapp_number: '12345' }, 'Champ invalide : whatsapp_number (numéro international attendu, ex. +33612345678)'],
      [{ total_years_experience: '5' }, 'Champ invalide : total_years_experience (entier attendu ou null attendu)'],
      [{ total_years_experience: -1 }, 'Champ invalide : total_years_experience (doit être supérieur ou égal à 0)'],
      [{ skills: ['Go', { name: 'Rust', level: 'guru' }] }, 'Champ invalide : skills[1].level (valeurs permises : beginner, intermediate, advanced, expert)'],
      [{ email: 'not-an-email' }, 'Champ invalide : email (adresse e-mail attendue)'],
      [{ references: [{ company: 'Acme' }] }, 'Champ invalide : references[0].name (requis)'],
      [{ cv_pdf_url: 'nope' }, 'Champ invalide : cv_pdf_url (URL attendue)'],
    ];
    for (const [payload, detail] of cases) {
      const response = await push(t, client, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toEqual({ detail });
    }
    expect(await count(t)).toBe(0);
  });

  it('drops fields it does not know, at every level, instead of storing them', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const padding = 'unshown-'.repeat(40_000);
    const references = Array.from({ length: 3 }, (_, index) => ({ name: `Ref ${index}`, company: 'Acme', notes: padding, extra: { deep: padding } }));
    const response = await push(t, client, { external_id: 'u1', full_name: 'Ana', nickname: padding, references, experiences: [{ title: 'Nurse', salary: padding }] });
    expect(response.statusCode).toBe(201);
    const body = json<{ id: number; references: object[]; experiences: object[] }>(response);
    expect(body.references).toEqual(references.map(({ name, company }) => ({ name, company })));
    expect(body.experiences).toEqual([{ title: 'Nurse', company: null, start: null, end: null }]);
    expect(body).not.toHaveProperty('nickname');
    const stored = JSON.stringify((await t.db.all('SELECT * FROM profiles')));
    expect(stored).not.toContain('unshown-');
  });

  it('needs the profile:write scope', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['match:read']);
    const response = await push(t, client, { full_name: 'A' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: 'Scope requis : profile:write' });
  });
});

describe('reading, changing and deleting profiles', () => {
  it('GET, status, PATCH of some fields, DELETE; then 404 `Profil introuvable.`', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const created = json(await push(t, client, { full_name: 'Lea', location: 'Nantes', skills: ['SQL'] }));
    const url = `/v1/profiles/${created.id}`;
    expect(json(await t.app.inject({ method: 'GET', url, headers: client.auth }))).toMatchObject({ full_name: 'Lea' });
    expect(json(await t.app.inject({ method: 'GET', url: `${url}/status`, headers: client.auth }))).toEqual({
      id: created.id,
      processing_status: 'ready',
      full_name: 'Lea',
      location: 'Nantes',
    });

    const patched = await t.app.inject({ method: 'PATCH', url, headers: client.auth, payload: { location: 'Rennes' } });
    expect(json(patched)).toMatchObject({ full_name: 'Lea', location: 'Rennes', skills: [{ name: 'SQL', level: 'intermediate' }] });

    expect((await t.app.inject({ method: 'DELETE', url, headers: client.auth })).statusCode).toBe(204);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const gone = await t.app.inject({ method, url, headers: client.auth, ...(method === 'PATCH' ? { payload: {} } : {}) });
      expect(gone.statusCode).toBe(404);
      expect(json(gone)).toEqual({ detail: 'Profil introuvable.' });
    }
  });

  it("another client's profile behaves as not found, and is left untouched", async () => {
    const t = await createTestApp();
    const owner = await createClient(t, ['profile:write']);
    const intruder = await createClient(t, ['profile:write']);
    const created = json(await push(t, owner, { full_name: 'Owned' }));
    const url = `/v1/profiles/${created.id}`;
    for (const [method, suffix] of [['GET', ''], ['GET', '/status'], ['PATCH', ''], ['DELETE', '']] as const) {
      const response = await t.app.inject({ method, url: url + suffix, headers: intruder.auth, ...(method === 'PATCH' ? { payload: { full_name: 'Stolen' } } : {}) });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: 'Profil introuvable.' });
    }
    expect(json(await t.app.inject({ method: 'GET', url, headers: owner.auth })).full_name).toBe('Owned');
    expect(json((await t.app.inject({ method: 'GET', url: '/v1/profiles', headers: intruder.auth }))).data).toEqual([]);
  });

  it('lists with a cursor, oldest first, and filters by external_id', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    for (let i = 1; i <= 5; i += 1) await push(t, client, { external_id: `e${i}`, full_name: `P${i}` });
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await t.app.inject({ method: 'GET', url: `/v1/profiles?limit=2${cursor ? `&cursor=${cursor}` : ''}`, headers: client.auth });
      const page = json<{ data: { full_name: string }[]; next_cursor: string | null }>(response);
      names.push(...page.data.map((p) => p.full_name));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(names).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(pages).toBe(3);
    const filtered = json<{ data: unknown[] }>(await t.app.inject({ method: 'GET', url: '/v1/profiles?external_id=e3', headers: client.auth }));
    expect(filtered.data).toHaveLength(1);
    const badLimit = await t.app.inject({ method: 'GET', url: '/v1/profiles?limit=500', headers: client.auth });
    expect(json(badLimit)).toEqual({ detail: 'Champ invalide : limit (doit être inférieur ou égal à 200)' });
    const badCursor = await t.app.inject({ method: 'GET', url: '/v1/profiles?cursor=zzz', headers: client.auth });
    expect(json(badCursor)).toEqual({ detail: 'Champ invalide : cursor (curseur inconnu)' });
    const badId = await t.app.inject({ method: 'GET', url: '/v1/profiles/abc', headers: client.auth });
    expect(json(badId)).toEqual({ detail: 'Champ invalide : id (entier attendu)' });
  });
});

describe('POST /v1/profiles/batch', () => {
  it('stores each valid profile on its own and reports the others by index, with the reason a single push would give', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    await push(t, client, { external_id: 'known', full_name: 'Old Name' });
    const profiles = [
      { external_id: 'b-1', full_name: 'Ana Lima', skills: ['React'] },
      { external_id: 'known', full_name: 'New Name' },
      { external_id: 'b-3', whatsapp_number: '12345' },
      { external_id: 'b-4', total_years_experience: 'five' },
      'not a profile',
      { external_id: 'b-1', full_name: 'Twice' },
      { external_id: 'b-7', cv_pdf_url: 'https://example.org/cv.pdf' },
      { full_name: 'No External Id' },
    ];
    const response = await t.app.inject({ method: 'POST', url: '/v1/profiles/batch', headers: client.auth, payload: { profiles } });
    expect(response.statusCode).toBe(200);
    const body = json<{ created: number; updated: number; results: { index: number; status: string; external_id: string | null }[]; rejected: { index: number; external_id: string | null; detail: string }[] }>(response);
    expect(body).toMatchObject({ created: 2, updated: 1 });
    expect(body.results.map((r) => [r.index, r.status, r.external_id])).toEqual([
      [0, 'created', 'b-1'],
      [1, 'updated', 'known'],
      [7, 'created', null],
    ]);
    expect(body.rejected).toEqual([
      { index: 2, external_id: 'b-3', detail: 'Champ invalide : profiles[2].whatsapp_number (numéro international attendu, ex. +33612345678)' },
      { index: 3, external_id: 'b-4', detail: 'Champ invalide : profiles[3].total_years_experience (entier attendu ou null attendu)' },
      { index: 4, external_id: null, detail: 'Champ invalide : profiles[4] (objet attendu)' },
      { index: 5, external_id: 'b-1', detail: 'Champ invalide : profiles[5].external_id (en double dans la requête)' },
      { index: 6, external_id: 'b-7', detail: 'Champ invalide : profiles[6].cv_pdf_url (pas de CV par URL dans un lot : POST /v1/profiles)' },
    ]);
    expect(await count(t)).toBe(3);
    const known = json<{ data: { full_name: string }[] }>(await t.app.inject({ method: 'GET', url: '/v1/profiles?external_id=known', headers: client.auth }));
    expect(known.data[0]!.full_name).toBe('New Name');

    const tooMany = await t.app.inject({ method: 'POST', url: '/v1/profiles/batch', headers: client.auth, payload: { profiles: Array.from({ length: 1001 }, () => ({})) } });
    expect(tooMany.statusCode).toBe(413);
    expect(json(tooMany)).toEqual({ detail: 'Trop de profils dans un lot (1000 au plus).' });
    expect(json(await t.app.inject({ method: 'POST', url: '/v1/profiles/batch', headers: client.auth, payload: { profiles: 'x' } }))).toEqual({ detail: 'Champ invalide : profiles (tableau attendu)' });
    expect(await count(t)).toBe(3);
  });
});
