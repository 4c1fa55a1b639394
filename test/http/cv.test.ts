import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Document, ImageRun, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { createClient, createTestApp, eventually, json, type TestApp, type TestClient } from '../helpers/app.js';
import { multipartBody } from '../helpers/multipart.js';
import { sharedStore } from '../helpers/stores.js';
import { UniversalSentenceEncoder, type Embedder } from '../../src/matching/embeddings.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/cv');
const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as Record<string, { full_name: string; email: string; phone: string; whatsapp_number: string; location: string; total_years_experience: number; skills: string[]; languages: object[] }>;
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A form whose last boundary never comes, as when a client dies mid-upload. */
async function cutShort(t: TestApp, client: TestClient) {
  const { payload, headers } = await multipartBody({ file: { name: 'cv.pdf', bytes: fixture('en-software-one-column.pdf') } });
  return t.app.inject({ method: 'POST', url: '/v1/profiles/cv', headers: { ...client.auth, ...headers }, payload: payload.subarray(0, payload.length - 200) });
}

async function upload(t: TestApp, client: TestClient, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = await multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/v1/profiles/cv', headers: { ...client.auth, ...headers }, payload });
}

/** The real encoder, failing while `failing` is set, as its worker does when it dies under a batch. */
function failingEncoder(): { failing: boolean; embedder: Embedder } {
  const encoder = new UniversalSentenceEncoder();
  const state: { failing: boolean; embedder: Embedder } = {
    failing: false,
    embedder: { id: encoder.id, dimensions: encoder.dimensions, embed: (texts) => (state.failing ? Promise.reject(new Error('embedding worker stopped (code 1)')) : encoder.embed(texts)) },
  };
  return state;
}

const count = async (t: TestApp) => ((await t.db.one('SELECT COUNT(*) AS n FROM profiles')) as { n: number }).n;

describe('POST /v1/profiles/cv', () => {
  it.each(Object.keys(expected))('%s: answers at once, then reads every field', async (file) => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const response = await upload(t, client, { file: { name: file, bytes: fixture(file) }, external_id: `cv-${file}` });
    expect(response.statusCode).toBe(202);
    const accepted = json<{ id: number }>(response);
    expect(accepted).toEqual({ id: expect.any(Number), processing_status: 'processing', full_name: null, location: null });

    await t.core.extraction.drained();
    const status = json(await t.app.inject({ method: 'GET', url: `/v1/profiles/${accepted.id}/status`, headers: client.auth }));
    const want = expected[file]!;
    expect(status).toEqual({ id: accepted.id, processing_status: 'ready', full_name: want.full_name, location: want.location });

    const profile = json<{ email: string; phone: string; whatsapp_number: string; total_years_experience: number; skills: { name: string }[]; languages: object[]; external_id: string }>(
      await t.app.inject({ method: 'GET', url: `/v1/profiles/${accepted.id}`, headers: client.auth }),
    );
    expect(profile).toMatchObject({ external_id: `cv-${file}`, email: want.email, phone: want.phone, whatsapp_number: want.whatsapp_number, total_years_experience: want.total_years_experience });
    expect(profile.languages).toEqual(want.languages);
    const got = new Set(profile.skills.map((skill) => skill.name));
    const hits = want.skills.filter((skill) => got.has(skill)).length;
    const f1 = (2 * hits) / (want.skills.length + got.size);
    expect(f1, `skills ${[...got].join(', ')}`).toBeGreaterThanOrEqual(0.9);
    expect((await t.core.outbox.list(client.clientId, 'profile.ready'))).toEqual([expect.objectContaining({ data: expect.objectContaining({ profile_id: accepted.id, full_name: want.full_name }) })]);
  });

  it('a CV read becomes matchable', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write', 'match:read']);
    await upload(t, client, { file: { name: 'a.pdf', bytes: fixture('en-software-one-column.pdf') } });
    await upload(t, client, { file: { name: 'b.pdf', bytes: fixture('fr-infirmiere-two-columns.pdf') } });
    await t.core.extraction.drained();
    const run = json<{ results: { full_name: string }[] }>(
      await t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job: { title: 'Infirmier urgences', skills_required: ['Nursing', 'Emergency Care'] }, pool: { type: 'stored' } } }),
    );
    expect(run.results.map((r) => r.full_name)).toEqual(['Sarah Leroy', 'Camille Martin']);
  });

  it('a CV read or a profile pushed while the sentence encoder fails is ready, and matched and offered to open jobs once the encoder answers again', async () => {
    const encoder = failingEncoder();
    const t = await createTestApp({ embedder: encoder.embedder });
    const client = await createClient(t, ['profile:write', 'match:read', 'jobs:write', 'jobs:read']);
    const nursingJob = { job: { title: 'Infirmier urgences', skills_required: ['Nursing', 'Emergency Care'] }, pool: { type: 'stored' } };
    const job = json<{ job_id: number }>(await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title: 'Infirmier urgences', location: 'Remote', skills_required: ['Nursing', 'Emergency Care'] } }));
    const jobMatches = async () => json<{ full_name: string }[]>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${job.job_id}/matches`, headers: client.auth })).map((m) => m.full_name).sort();
    const matched = async () => json<{ results: { full_name: string }[] }>(await t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: nursingJob })).results.map((r) => r.full_name);
    await upload(t, client, { file: { name: 'a.pdf', bytes: fixture('en-software-one-column.pdf') } });
    await t.core.extraction.drained();
    await t.core.jobs.offersMade();
    expect(await matched()).toEqual(['Camille Martin']);

    encoder.failing = true;
    const nurse = json<{ id: number }>(await upload(t, client, { file: { name: 'b.pdf', bytes: fixture('fr-infirmiere-two-columns.pdf') } }));
    await t.core.extraction.drained();
    await t.core.jobs.offersMade();
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/profiles/${nurse.id}/status`, headers: client.auth }))).toMatchObject({ processing_status: 'ready', full_name: 'Sarah Leroy' });
    expect(await t.core.outbox.list(client.clientId, 'profile.failed')).toEqual([]);
    const pushed = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'pushed', full_name: 'Pat Pushed', headline: 'Infirmier', skills: ['Nursing'] } });
    expect(pushed.statusCode).toBe(201);

    expect(await jobMatches()).toEqual(['Camille Martin']);

    encoder.failing = false;
    expect((await matched()).sort()).toEqual(['Camille Martin', 'Pat Pushed', 'Sarah Leroy']);
    // The open job is offered them with the client's next profile change.
    await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'next', full_name: 'Noa Next', headline: 'Infirmière', skills: ['Nursing'] } });
    expect(await jobMatches()).toEqual(['Camille Martin', 'Noa Next', 'Pat Pushed', 'Sarah Leroy']);
  });

  it('offers to open jobs that a server could not make are made by the next server to start', async () => {
    const store = await sharedStore();
    const encoder = failingEncoder();
    const first = await createTestApp({ db: await store(), embedder: encoder.embedder });
    const client = await createClient(first, ['profile:write', 'jobs:write', 'jobs:read']);
    const job = json<{ job_id: number }>(await first.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title: 'Infirmier urgences', location: 'Remote', skills_required: ['Nursing'] } }));
    const jobMatches = async (t: TestApp) => json<{ full_name: string }[]>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${job.job_id}/matches`, headers: client.auth })).map((m) => m.full_name);
    encoder.failing = true;
    const pushed = await first.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'pushed', full_name: 'Pat Pushed', headline: 'Infirmier', skills: ['Nursing'] } });
    expect(pushed.statusCode).toBe(201);
    expect(await jobMatches(first)).toEqual([]);

    const second = await createTestApp({ db: await store() });
    await eventually(async () => (await jobMatches(second)).length > 0);
    expect(await jobMatches(second)).toEqual(['Pat Pushed']);
  });

  it('the readers do not wait for the sentence encoder: CVs are ready while their vectors are made, and a match and an open job wait for them', async () => {
    const encoder = new UniversalSentenceEncoder();
    let holding = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const embedder: Embedder = { id: encoder.id, dimensions: encoder.dimensions, embed: async (texts) => (holding && (await held), encoder.embed(texts)) };
    const t = await createTestApp({ embedder });
    const client = await createClient(t, ['profile:write', 'match:read', 'jobs:write', 'jobs:read']);
    const job = json<{ job_id: number }>(await t.app.inject({ method: 'POST', url: '/v1/jobs', headers: client.auth, payload: { title: 'Infirmier urgences', location: 'Remote', skills_required: ['Nursing'], limit: 10 } }));
    holding = true;
    // More CVs than the readers hold at once (six): before, each reader waited for its CV's vector.
    const files = ['en-software-one-column.pdf', 'fr-infirmiere-two-columns.pdf', 'fr-comptable-two-columns.pdf', 'en-software.docx', 'fr-infirmiere.docx', 'fr-comptable.docx', 'en-software-one-column.pdf'];
    for (const [i, file] of files.entries()) await upload(t, client, { file: { name: file, bytes: fixture(file) }, external_id: `cv-${i}` });
    await t.core.extraction.drained();
    const page = json<{ data: { processing_status: string }[] }>(await t.app.inject({ method: 'GET', url: '/v1/profiles?limit=20', headers: client.auth }));
    expect(page.data.map((profile) => profile.processing_status)).toEqual(files.map(() => 'ready'));

    const run = t.app.inject({ method: 'POST', url: '/v1/match/run', headers: client.auth, payload: { job: { title: 'Infirmier urgences', skills_required: ['Nursing'] }, pool: { type: 'stored' }, limit: 20 } });
    release();
    expect(json<{ results: unknown[] }>(await run).results).toHaveLength(files.length);
    await t.core.jobs.offersMade();
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url: `/v1/jobs/${job.job_id}/matches`, headers: client.auth }))).toHaveLength(files.length);
  });

  it('a scanned PDF, a DOCX of images only and a truncated PDF end failed with a reason, and the service goes on', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const scanned = json<{ id: number }>(await upload(t, client, { file: { name: 'scan.pdf', bytes: fixture('scanned.pdf') } }));
    // A Word document whose pages are pictures, as two of the CVs people publish on GitHub are.
    const picture = new ImageRun({ type: 'png', data: ONE_PIXEL_PNG, transformation: { width: 600, height: 800 } });
    const imagesOnly = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [picture] })] }] }));
    const pictures = json<{ id: number }>(await upload(t, client, { file: { name: 'cv.docx', bytes: imagesOnly } }));
    const truncated = json<{ id: number }>(await upload(t, client, { file: { name: 'cut.pdf', bytes: fixture('truncated.pdf') } }));
    const good = json<{ id: number }>(await upload(t, client, { file: { name: 'ok.docx', bytes: fixture('en-software.docx') } }));
    await t.core.extraction.drained();
    const status = async (id: number) => json(await t.app.inject({ method: 'GET', url: `/v1/profiles/${id}/status`, headers: client.auth }));
    expect(await status(scanned.id)).toMatchObject({ processing_status: 'failed', error: expect.stringContaining('scanné') });
    expect(await status(pictures.id)).toMatchObject({ processing_status: 'failed', error: 'Aucun texte lisible : le DOCX ne contient que des images ?' });
    expect(await status(truncated.id)).toMatchObject({ processing_status: 'failed', error: 'PDF illisible : fichier tronqué ou structure invalide.' });
    expect(await status(good.id)).toMatchObject({ processing_status: 'ready', full_name: 'Camille Martin' });
    expect((await t.core.outbox.list(client.clientId, 'profile.failed'))).toHaveLength(3);
  });

  it('refuses bad uploads at once with a clear 4xx, creating nothing', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
      [upload(t, client, { file: { name: 'cv.pdf', bytes: fixture('image.pdf') } }), 415, 'Type de contenu non pris en charge : fichier ni PDF ni DOCX'],
      [upload(t, client, { file: { name: 'cv.pdf', bytes: Buffer.alloc(0) } }), 400, 'Champ invalide : file (fichier vide)'],
      [upload(t, client, { external_id: 'no-file' }), 400, 'Champ invalide : file (requis)'],
      [upload(t, client, { file: { name: 'bomb.docx', bytes: fixture('bomb.docx') } }), 413, 'DOCX trop volumineux une fois décompressé (50 Mio au plus).'],
      [upload(t, client, { file: { name: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024)]) } }), 413, 'Fichier trop volumineux (10 Mio au plus).'],
      [t.app.inject({ method: 'POST', url: '/v1/profiles/cv', headers: { ...client.auth, 'content-type': 'multipart/form-data' }, payload: 'file=x' }), 400, 'Formulaire multipart illisible.'],
      [cutShort(t, client), 400, 'Formulaire multipart illisible.'],
      [t.app.inject({ method: 'POST', url: '/v1/profiles/cv', headers: client.auth, payload: { file: 'cv.pdf' } }), 415, 'Type de contenu non pris en charge : application/json (multipart/form-data attendu, avec un champ file)'],
    ];
    for (const [request, status, detail] of cases) {
      const response = await request;
      expect(response.statusCode, detail).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    expect(await count(t)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('the same external_id again reads the new CV into the same profile', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const first = json<{ id: number }>(await upload(t, client, { file: { name: 'a.pdf', bytes: fixture('en-software-one-column.pdf') }, external_id: 'ext-1' }));
    await t.core.extraction.drained();
    const second = json<{ id: number }>(await upload(t, client, { file: { name: 'b.docx', bytes: fixture('fr-infirmiere.docx') }, external_id: 'ext-1' }));
    expect(second.id).toBe(first.id);
    await t.core.extraction.drained();
    expect(json(await t.app.inject({ method: 'GET', url: `/v1/profiles/${first.id}/status`, headers: client.auth }))).toMatchObject({ full_name: 'Sarah Leroy' });
    expect(await count(t)).toBe(1);
  });
});

describe('cv_pdf_url and cv_csv_url', () => {
  async function serve(files: Record<string, Buffer | string>): Promise<{ url: string; close: () => Promise<void> }> {
    const server = http.createServer((request, response) => {
      const body = files[request.url ?? ''];
      if (body === undefined) return response.writeHead(404).end();
      response.writeHead(200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }

  /** A CV's server that answers `status` (the nurse's PDF with 200) once told to: the CV is being fetched until then. */
  async function holding(status: number): Promise<{ url: string; fetching: Promise<void>; answer: () => void; close: () => Promise<void> }> {
    let answer!: () => void;
    const told = new Promise<void>((resolve) => (answer = resolve));
    let asked!: () => void;
    const fetching = new Promise<void>((resolve) => (asked = resolve));
    const server = http.createServer((_request, response) => {
      asked();
      void told.then(() => response.writeHead(status).end(status === 200 ? fixture('fr-infirmiere-two-columns.pdf') : undefined));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const close = () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    };
    return { url: `http://127.0.0.1:${port}/cv.pdf`, fetching, answer, close };
  }

  it('refuses http:// and private addresses unless the operator allows loopback', async () => {
    const t = await createTestApp();
    const client = await createClient(t, ['profile:write']);
    const push = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload });
    expect(json(await push({ cv_pdf_url: 'http://example.org/cv.pdf' }))).toEqual({ detail: 'Champ invalide : cv_pdf_url (HTTPS requis)' });
    expect(json(await push({ cv_pdf_url: 'https://10.1.2.3/cv.pdf' }))).toEqual({ detail: 'Champ invalide : cv_pdf_url (adresse privée ou locale refusée)' });
    expect(json(await push({ cv_csv_url: 'https://127.0.0.1/cv.csv' }))).toEqual({ detail: 'Champ invalide : cv_csv_url (adresse privée ou locale refusée)' });
    expect(json(await push({ cv_pdf_url: 'https://[::1]/cv.pdf' }))).toEqual({ detail: 'Champ invalide : cv_pdf_url (adresse privée ou locale refusée)' });
    expect(await count(t)).toBe(0);
  });

  it.each([
    ['fails', 404],
    ['is read', 200],
  ])('a CV that %s after its profile was pushed again as data leaves the pushed profile as pushed', async (_, status) => {
    const cv = await holding(status);
    try {
      const t = await createTestApp({ allowInsecureLoopback: true });
      const client = await createClient(t, ['profile:write']);
      const queued = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'u2', cv_pdf_url: cv.url } });
      expect(queued.statusCode).toBe(202);
      await cv.fetching;
      const pushed = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'u2', full_name: 'Nina Petit', skills: ['Java'] } });
      const asPushed = { processing_status: 'ready', full_name: 'Nina Petit', email: null, skills: [{ name: 'Java', level: 'intermediate' }] };
      expect(json(pushed)).toMatchObject(asPushed);
      cv.answer();
      await t.core.extraction.drained();
      expect(json(await t.app.inject({ method: 'GET', url: `/v1/profiles/${json<{ id: number }>(pushed).id}`, headers: client.auth }))).toMatchObject(asPushed);
      expect([...(await t.core.outbox.list(client.clientId, 'profile.ready')), ...(await t.core.outbox.list(client.clientId, 'profile.failed'))]).toEqual([]);
    } finally {
      await cv.close();
    }
  });

  it('a CV read after a newer one was sent for the same external_id changes nothing', async () => {
    const older = await holding(200);
    try {
      const t = await createTestApp({ allowInsecureLoopback: true });
      const client = await createClient(t, ['profile:write']);
      await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'u3', cv_pdf_url: older.url } });
      await older.fetching;
      const newer = json<{ id: number }>(await upload(t, client, { file: { name: 'new.pdf', bytes: fixture('en-software-one-column.pdf') }, external_id: 'u3' }));
      await eventually(async () => (await t.core.outbox.list(client.clientId, 'profile.ready')).length === 1);
      older.answer();
      await t.core.extraction.drained();
      const camille = expected['en-software-one-column.pdf']!;
      expect(json(await t.app.inject({ method: 'GET', url: `/v1/profiles/${newer.id}`, headers: client.auth }))).toMatchObject({
        processing_status: 'ready',
        full_name: camille.full_name,
        email: camille.email,
        languages: camille.languages,
      });
      expect((await t.core.outbox.list(client.clientId, 'profile.ready')).map((event) => event.data)).toEqual([expect.objectContaining({ full_name: 'Camille Martin' })]);
    } finally {
      await older.close();
    }
  });

  it('fetches and reads a PDF and a CSV profile, keeping the fields sent with them', async () => {
    const files = await serve({
      '/cv.pdf': fixture('fr-infirmiere-two-columns.pdf'),
      '/profile.csv': '\ufefffull_name,email,location,total_years_experience,skills\nNina Petit,nina@example.org,"Nantes, France",9,Java;Spring Boot|PostgreSQL\n',
    });
    try {
      const t = await createTestApp({ allowInsecureLoopback: true });
      const client = await createClient(t, ['profile:write']);
      const pdf = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { external_id: 'u1', cv_pdf_url: `${files.url}/cv.pdf`, location: 'Roubaix, France' } });
      expect(pdf.statusCode).toBe(202);
      expect(json(pdf)).toMatchObject({ processing_status: 'processing', cv_pdf_url: `${files.url}/cv.pdf` });
      const csv = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { cv_csv_url: `${files.url}/profile.csv` } });
      const missing = await t.app.inject({ method: 'POST', url: '/v1/profiles', headers: client.auth, payload: { cv_pdf_url: `${files.url}/nothing.pdf` } });
      await t.core.extraction.drained();
      const read = async (response: { json: () => unknown }) =>
        json(await t.app.inject({ method: 'GET', url: `/v1/profiles/${(response.json() as { id: number }).id}`, headers: client.auth }));
      expect(await read(pdf)).toMatchObject({ processing_status: 'ready', full_name: 'Sarah Leroy', location: 'Roubaix, France', total_years_experience: 11 });
      expect(await read(csv)).toMatchObject({ processing_status: 'ready', full_name: 'Nina Petit', total_years_experience: 9, skills: [{ name: 'Java' }, { name: 'Spring Boot' }, { name: 'PostgreSQL' }] });
      expect(await read(missing)).toMatchObject({ processing_status: 'failed', error: 'cv_pdf_url : réponse HTTP 404.' });
    } finally {
      await files.close();
    }
  });
});
