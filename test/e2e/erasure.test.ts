import { afterEach, describe, expect, it } from 'vitest';
import { pdfOf } from '../helpers/pdf-of.js';
import { PEOPLE } from '../helpers/pool.js';
import { readTree, runSvc, startServe, tempDir, type ServeProcess } from '../helpers/processes.js';

let server: ServeProcess | null = null;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = null;
});

const person = {
  external_id: 'ext-Quillon-77',
  full_name: 'Zelda Quillonmarch',
  email: 'zelda.quillonmarch@example.org',
  whatsapp_number: '+33687654213',
  location: 'Lyon, France',
  headline: 'Senior React Developer',
  skills: ['React', 'TypeScript'],
  total_years_experience: 7,
  cv_text: 'Zelda Quillonmarch — zelda.quillonmarch@example.org — +33 6 87 65 42 13\nSenior React developer, Lyon. Built the Vermilionfjord design system.',
};
/** What must be gone from every file of the data directory once the profile is deleted. */
const traces = ['Quillonmarch', 'quillonmarch@example', 'Vermilionfjord', '33687654213', 'ext-Quillon-77'];

/** The CV they uploaded first, which holds a word of its own that no field reads: the file's bytes must go too. */
const FILE_TRACE = 'Ozymandrelle';
function uploadedCv(): Buffer {
  const content = 'BT /F1 14 Tf 56 760 Td (Zelda Quillonmarch) Tj 0 -20 Td (zelda.quillonmarch@example.org) Tj ET';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `(${FILE_TRACE})`,
  ]);
}

describe('erasure of a person', () => {
  it.each(['1', '2'])('after DELETE and a clean stop, no byte of their name, e-mail, number, CV text or uploaded CV is left in the data directory; the export before shows it all (%s worker(s))', async (workers) => {
    const dataDir = tempDir();
    server = await startServe(dataDir, { SVC_WORKERS: workers });
    const scopes = 'profile:write match:read jobs:write jobs:read trust:write diffusion:write';
    const key = JSON.parse((await runSvc(['keys', 'create', '--scope', scopes, '--plan', 'enterprise', '--json', '--data-dir', dataDir])).stdout);
    const login = await fetch(`${server.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client_id, client_secret: key.client_secret }) });
    const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${server!.url}${path}`, { method, headers: auth, body: body && JSON.stringify(body) });
      return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as Record<string, any>) };
    };

    for (const other of PEOPLE) expect((await call('POST', '/v1/profiles', other)).status).toBe(201);
    const form = new FormData();
    form.set('external_id', person.external_id);
    form.set('file', new Blob([uploadedCv()], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await fetch(`${server.url}/v1/profiles/cv`, { method: 'POST', headers: { authorization: auth.authorization }, body: form });
    expect(uploaded.status).toBe(202);
    const id = ((await uploaded.json()) as { id: number }).id;
    let status = 'processing';
    for (let tries = 0; tries < 100 && status === 'processing'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await call('GET', `/v1/profiles/${id}`)).body!.processing_status as string;
    }
    expect(status).toBe('ready');
    // Their platform then pushes the profile it holds, which replaces what the CV gave.
    const pushed = await call('POST', '/v1/profiles', person);
    expect(pushed.status).toBe(200);
    expect(pushed.body!.id).toBe(id);

    // The person now appears in a job, a stored run, a free-text answer, a Trust Score and a WhatsApp reply.
    const job = await call('POST', '/v1/jobs', { title: 'Senior React Developer', location: 'Lyon', skills_required: ['React'], limit: 10 });
    expect(job.body!.matches.map((m: { candidate_id: number }) => m.candidate_id)).toContain(id);
    expect((await call('POST', '/v1/match/run', { job: { title: 'React developer', skills_required: ['React'] }, pool: { type: 'stored' } })).body!.results.map((r: { candidate_id: number }) => r.candidate_id)).toContain(id);
    expect((await call('POST', '/v1/match/query', { query: 'développeur React à Lyon' })).status).toBe(200);
    expect((await call('POST', '/v1/trust/score', { profile_id: id })).status).toBe(200);
    expect((await call('POST', `/v1/jobs/${job.body!.job_id}/broadcast`)).status).toBe(202);
    let replied = { status: 0 };
    for (let tries = 0; tries < 50 && replied.status !== 200; tries++) {
      replied = await call('POST', '/v1/sandbox/whatsapp/reply', { job_id: job.body!.job_id, candidate_id: id, reply: 'interested' });
      if (replied.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(replied.status).toBe(200);

    const exported = await call('GET', `/v1/profiles/${id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ profile: { full_name: person.full_name, email: person.email, cv_text: person.cv_text }, trust_score: { profile_id: id } });
    expect(exported.body!.job_matches).toEqual([expect.objectContaining({ job_id: job.body!.job_id, whatsapp_number: person.whatsapp_number, whatsapp_status: 'replied_interested' })]);
    expect(exported.body!.match_answers.length).toBeGreaterThanOrEqual(1);
    expect(exported.body!.events.map((event: { type: string }) => event.type)).toEqual(expect.arrayContaining(['trust.scored', 'job.candidate_replied']));
    const before = readTree(dataDir);
    for (const trace of traces) expect(before.includes(trace), `${trace} is stored before the deletion`).toBe(true);

    expect((await call('DELETE', `/v1/profiles/${id}`)).status).toBe(204);
    expect((await call('GET', `/v1/profiles/${id}/export`)).status).toBe(404);
    const jobAfter = await call('GET', `/v1/jobs/${job.body!.job_id}`);
    expect(jobAfter.body!.matches.map((m: { candidate_id: number }) => m.candidate_id)).not.toContain(id);
    expect(jobAfter.body!.matches.length).toBe(job.body!.matches.length - 1);

    expect(await server.stop('SIGTERM')).toBe(0);
    server = null;
    const after = readTree(dataDir);
    for (const trace of [...traces, FILE_TRACE]) expect(after.includes(trace), `${trace} is left after the deletion`).toBe(false);
    expect(after).toContain(PEOPLE[0]!.full_name!);
  }, 60_000);
});
