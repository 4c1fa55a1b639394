import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { runSvc, startServe, SVC_BIN, tempDir, type ServeProcess } from '../helpers/processes.js';
import { eventually } from '../helpers/clock.js';
import { startReceiver } from '../helpers/receiver.js';

let server: ServeProcess;
let env: NodeJS.ProcessEnv;
let work: string;

beforeAll(async () => {
  const dataDir = tempDir();
  server = await startServe(dataDir, { SVC_ALLOW_INSECURE_WEBHOOKS: '1', SVC_WEBHOOK_RETRY_SCHEDULE: '0.1' });
  const key = JSON.parse(
    (await runSvc(['keys', 'create', '--scope', 'profile:write match:read jobs:write jobs:read analytics:read diffusion:write webhook:write', '--plan', 'enterprise', '--json', '--data-dir', dataDir])).stdout,
  );
  work = tempDir('svc-cli-');
  env = { HOME: work, XDG_CONFIG_HOME: path.join(work, 'config'), SVC_BASE_URL: '', SVC_CLIENT_ID: '', SVC_CLIENT_SECRET: '' };
  const login = await runSvc(['login', '--base-url', server.url, '--client-id', key.client_id, '--client-secret', key.client_secret, '--json'], { env: clean(env) });
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await server.stop('SIGTERM');
});

/** Empty variables removed, so the saved profile is what the commands use. */
function clean(vars: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...process.env, ...vars };
  for (const name of ['SVC_BASE_URL', 'SVC_CLIENT_ID', 'SVC_CLIENT_SECRET', 'SVC_PROFILE', 'SVC_DATA_DIR']) if (!vars[name]) delete copy[name];
  return copy;
}

const svc = (...args: string[]) => runSvc(args, { env: clean(env) });
const write = (name: string, content: string | Buffer) => {
  const file = path.join(work, name);
  fs.writeFileSync(file, content);
  return file;
};

describe('svc login', () => {
  it('saved the profile with mode 0600, and refuses wrong credentials in one readable line', async () => {
    const file = path.join(work, 'config', 'svc', 'credentials.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))).toEqual(['default']);
    const wrong = await svc('login', '--base-url', server.url, '--client-id', 'cli_nope', '--client-secret', 'sk_nope', '--profile', 'other');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toBe('error: Identifiants client invalides. (HTTP 401)');
    const missing = await svc('login', '--base-url', server.url);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('client id is missing');
  });

  it('says so when the server cannot be reached', async () => {
    const result = await runSvc(['match', 'query', 'nurse'], { env: clean({ ...env, SVC_BASE_URL: 'http://127.0.0.1:9', SVC_CLIENT_ID: 'x', SVC_CLIENT_SECRET: 'y' }) });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\); is svc serve running there\?/);
  });
});

describe('svc profiles push', () => {
  it('pushes JSON Lines, reports each failure with its line, and exits 1', async () => {
    const file = write(
      'people.jsonl',
      [
        JSON.stringify({ external_id: 'p1', full_name: 'Camille Martin', location: 'Lyon, France', skills: ['React', 'TypeScript'], whatsapp_number: '+33612345678', total_years_experience: 6 }),
        JSON.stringify({ external_id: 'p2', full_name: 'Bad Number', whatsapp_number: '123' }),
        JSON.stringify({ external_id: 'p3', full_name: 'Sarah Leroy', location: 'Lille', skills: ['Nursing'] }),
      ].join('\n'),
    );
    const result = await svc('profiles', 'push', file);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('2 created, 0 updated, 0 CV(s) processing, 1 failed');
    expect(result.stderr).toContain('people.jsonl:2: Champ invalide : whatsapp_number');
    const again = JSON.parse((await svc('profiles', 'push', file, '--json')).stdout);
    expect(again).toMatchObject({ created: 0, updated: 2, failed: [{ source: 'people.jsonl:2' }] });
  });

  it('maps a JSON Resume, and reads a folder of CVs with --wait', async () => {
    write('resume.json', JSON.stringify({ basics: { name: 'Nina Petit', email: 'nina@example.org', label: 'Backend developer', location: { city: 'Nantes', countryCode: 'FR' } }, skills: [{ name: 'Java', level: 'Advanced', keywords: ['Spring Boot'] }], work: [{ name: 'Acme', position: 'Developer', startDate: '2018-01-01' }], languages: [{ language: 'English', fluency: 'Professional working proficiency' }, { language: 'Français', fluency: 'Native speaker' }] }));
    const resume = await svc('profiles', 'push', path.join(work, 'resume.json'), '--json');
    expect(resume.code).toBe(0);
    expect(JSON.parse(resume.stdout)).toMatchObject({ created: 1, failed: [] });
    const cvs = path.join(work, 'cvs');
    fs.mkdirSync(cvs);
    fs.copyFileSync(path.resolve('test/fixtures/cv/fr-infirmiere.docx'), path.join(cvs, 'sarah.docx'));
    fs.copyFileSync(path.resolve('test/fixtures/cv/scanned.pdf'), path.join(cvs, 'scan.pdf'));
    const folder = await svc('profiles', 'push', cvs, '--wait', '--json');
    expect(folder.code).toBe(1);
    expect(JSON.parse(folder.stdout)).toMatchObject({ created: 1, processing: 0, failed: [{ source: 'scan.pdf', error: expect.stringContaining('scanné') }] });
  });
});

describe('svc providers', () => {
  const header = 'external_id,skills,seniority,country,whatsapp_number\n';

  it('syncs a CSV with a BOM and quoted separators, and deletes what is missing', async () => {
    expect((await svc('providers', 'create', 'board', '--name', 'Board')).code).toBe(0);
    const rows = ['c1,"React; TypeScript, Next.js",senior,FR,+33611111111', 'c2,Java|Spring,mid,BE,', 'c3,"Nursing",junior,"France, métropole",', 'c4,SQL,lead,FR,'];
    const first = await svc('providers', 'sync', write('board.csv', `\ufeff${header}${rows.join('\n')}\n`), '--provider', 'board', '--batch-size', '2', '--json');
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ rows: 4, upserted: 4, index_count: 4 });
    const second = await svc('providers', 'sync', write('board2.csv', `${header}${rows.slice(0, 2).join('\n')}\n`), '--provider', 'board', '--delete-missing', '--json');
    expect(JSON.parse(second.stdout)).toMatchObject({ upserted: 2, deleted: 2, index_count: 2 });
  });

  it('syncs the long labels of real taxonomies (a 110-character O*NET product) and names the line of one past the limit', async () => {
    const dicom = 'Digital Imaging Communications in Medicine DICOM-compatible image acquisition and integration software products';
    const ok = await svc('providers', 'sync', write('long.csv', `${header}onet-1,"${dicom};Python",senior,US,
`), '--provider', 'board', '--json');
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ rows: 1, upserted: 1 });
    const tooLong = await svc('providers', 'sync', write('too-long.csv', `${header}a,Go,mid,FR,
b,${'x'.repeat(300)},mid,FR,
`), '--provider', 'board');
    expect(tooLong.code).toBe(1);
    expect(tooLong.stderr).toContain(`too-long.csv, line 3, column skills: au plus 255 caractères, got "${'x'.repeat(40)}…"`);
  });

  it('names the line and column of a bad row, a missing column, and a wrong encoding, sending nothing', async () => {
    const cases: [string, string | Buffer, string][] = [
      ['bad-row.csv', `${header}a,Go,senior,FR,\nb,Go,guru,FR,\n`, 'bad-row.csv, line 3, column seniority: valeurs permises : junior, mid, senior, lead, got "guru"'],
      ['no-column.csv', 'external_id,skills,seniority\na,Go,mid\n', 'no-column.csv, line 1: missing column country (the header has: external_id, skills, seniority)'],
      ['fields.csv', `${header}a,Go,mid,FR,,extra\n`, 'fields.csv, line 2: wrong number of fields'],
      ['latin1.csv', Buffer.concat([Buffer.from(`${header}a,Go,mid,`), Buffer.from([0x46, 0x72, 0x61, 0x6e, 0xe7, 0x65]), Buffer.from(',\n')]), 'line 2 is not UTF-8 text'],
      ['duplicate.csv', `${header}a,Go,mid,FR,\na,Go,mid,FR,\n`, 'duplicate.csv, line 3, column external_id: "a" already on line 2'],
      ['number.csv', `${header}a,Go,mid,FR,12\n`, 'number.csv, line 2, column whatsapp_number: numéro international attendu, ex. +33612345678, got "12"'],
      ['no-country.csv', `${header}a,Go,mid,,\n`, 'no-country.csv, line 2, column country: ne doit pas être vide'],
    ];
    for (const [name, content, message] of cases) {
      const result = await svc('providers', 'sync', write(name, content), '--provider', 'board');
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(message);
    }
    expect(JSON.parse((await svc('providers', 'sync', write('ok.csv', `${header}c1,React,senior,FR,\n`), '--provider', 'board', '--json')).stdout).index_count).toBe(3);
  });
});

describe('matching, jobs and WhatsApp from the terminal', () => {
  it('match run prints a table, --json is parseable, usage errors exit 2', async () => {
    const table = await svc('match', 'run', '--title', 'React developer', '--skills', 'react,typescript', '--location', 'Lyon', '--limit', '3');
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/#\s+SCORE\s+CANDIDATE/);
    expect(table.stdout).toContain('Camille Martin');
    expect(table.stdout).not.toContain('\u001b['); // no colour when not a terminal
    const json = JSON.parse((await svc('match', 'run', '--title', 'React developer', '--skills', 'react', '--pool', 'provider', '--provider', 'board', '--json')).stdout);
    expect(json.pool_type).toBe('provider:board');
    expect((await svc('match', 'run', '--title', 'x', '--skills', 'y', '--pool', 'everyone')).code).toBe(2);
    expect((await svc('match', 'run', '--title', 'x', '--skills', 'y', '--limit', 'ten')).code).toBe(2);
    const query = await svc('match', 'query', 'infirmière à Lille', '--json');
    expect(JSON.parse(query.stdout).results[0].full_name).toBe('Sarah Leroy');

    const filtered = await svc('match', 'run', '--title', 'Developer', '--skills', 'javascript', '--near', 'Lyon:30', '--must-have', 'TypeScript', '--weights', 'location=2', '--json');
    expect(filtered.code, filtered.stderr).toBe(0);
    const body = JSON.parse(filtered.stdout);
    expect(body.filters).toEqual({ must_have_skills: ['TypeScript'], location: { city: 'Lyon', country: 'FR', radius_km: 30 } });
    const names = body.results.map((r: { full_name: string }) => r.full_name);
    expect(names).toContain('Camille Martin');
    expect(names).not.toContain('Hugo Bernard'); // Paris
    const badNear = await svc('match', 'run', '--title', 'x', '--skills', 'y', '--near', 'Lyon');
    expect(badNear.code).toBe(2);
    expect(badNear.stderr).toContain('--near must be city:km, e.g. Lyon:30, got "Lyon"');
    const badWeight = await svc('match', 'query', 'x', '--weights', 'charm=2');
    expect(badWeight.code).toBe(2);
    expect(badWeight.stderr).toContain('--weights: unknown component "charm"');
    const unknownCountry = await svc('match', 'query', 'infirmière', '--country', 'Atlantis');
    expect(unknownCountry.code).toBe(1);
    expect(unknownCountry.stderr).toContain('Champ invalide : filters.countries[0] (pays inconnu)');
    const speaking = JSON.parse((await svc('match', 'query', 'développeur', '--language', 'en:B2', '--language', 'fr', '--json')).stdout);
    expect(speaking.filters).toEqual({ languages: [{ code: 'en', min_level: 'B2' }, { code: 'fr', min_level: null }] });
    // Only the JSON Resume pushed above says what its person speaks.
    expect(speaking.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Nina Petit']);
    const unknownLanguage = await svc('match', 'query', 'développeur', '--language', 'xx');
    expect(unknownLanguage.code).toBe(1);
    expect(unknownLanguage.stderr).toContain('Champ invalide : filters.languages[0].code (code de langue inconnu (ISO 639-1, ex. fr, en))');
  });

  it('jobs create, show, broadcast, analytics; whatsapp reply', async () => {
    const job = JSON.parse((await svc('jobs', 'create', write('job.json', JSON.stringify({ title: 'Développeur React', location: 'Lyon', contract_type: 'CDI', limit: 3 })), '--json')).stdout);
    expect(job).toMatchObject({ status: 'matched' });
    const show = await svc('jobs', 'show', String(job.job_id));
    expect(show.stdout).toMatch(/CANDIDATE\s+NAME\s+SCORE\s+TRUST\s+WHATSAPP/);
    const broadcast = JSON.parse((await svc('jobs', 'broadcast', String(job.job_id), '--json')).stdout);
    expect(broadcast).toMatchObject({ transport: 'simulator' });
    const withNumber = job.matches.find((m: { whatsapp_number: string | null }) => m.whatsapp_number);
    // The broadcast answers once queued; the reply needs the message to have gone out.
    await eventually(async () => JSON.parse((await svc('jobs', 'analytics', String(job.job_id), '--json')).stdout).whatsapp.sent >= 1);
    const reply = await svc('whatsapp', 'reply', `${job.job_id}:${withNumber.candidate_id}`, 'interested');
    expect(reply.code, reply.stderr).toBe(0);
    expect(reply.stdout).toContain('replied_interested');
    const analytics = JSON.parse((await svc('jobs', 'analytics', String(job.job_id), '--json')).stdout);
    expect(analytics.whatsapp.replied_interested).toBe(1);
    const verdict = await svc('jobs', 'feedback', String(job.job_id), String(withNumber.candidate_id), 'shortlisted', '--reason', 'call back on Monday');
    expect(verdict.code, verdict.stderr).toBe(0);
    expect(verdict.stdout).toMatch(/: shortlisted\.$/m);
    expect(JSON.parse((await svc('jobs', 'analytics', String(job.job_id), '--json')).stdout).feedback).toEqual({ shortlisted: 1, rejected: 0, hired: 0 });
    expect((await svc('jobs', 'feedback', String(job.job_id), String(withNumber.candidate_id), 'maybe')).code).toBe(2);
    expect((await svc('whatsapp', 'reply', 'twelve', 'interested')).code).toBe(2);
    expect((await svc('jobs', 'show', '99999')).stderr.trim()).toBe('error: Offre introuvable. (HTTP 404)');
  });
});

describe('svc webhooks', () => {
  it('listen forwards deliveries with their signature to a local app; tail lists the attempts', async () => {
    const app = await startReceiver();
    const child = spawn(SVC_BIN, ['webhooks', 'listen', '--forward-to', app.url, '--events', 'trust.scored', '--json'], { env: clean(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const ready = await eventually(() => {
      const line = output.split('\n').find((l) => l.startsWith('{'));
      return line ? (JSON.parse(line) as { signing_secret: string; webhook_id: number }) : null;
    });
    app.useSecret(ready.signing_secret);
    const profile = JSON.parse((await svc('profiles', 'push', write('one.json', JSON.stringify({ external_id: 'hooked', full_name: 'Hook Person' })), '--json')).stdout).ids[0];
    const token = JSON.parse(fs.readFileSync(path.join(work, 'config', 'svc', 'credentials.json'), 'utf8')).default.accessToken;
    await fetch(`${server.url}/v1/trust/score`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ profile_id: profile }) });
    await eventually(() => app.received.length === 1);
    expect(app.received[0]!.signatureValid).toBe(true);
    expect(JSON.parse(app.received[0]!.body)).toMatchObject({ type: 'trust.scored', data: { profile_id: profile } });

    // The local app answers before the worker records the attempt: wait for the record.
    await eventually(async () => {
      const recorded = (await (await fetch(`${server.url}/v1/webhooks/attempts?event=trust.scored`, { headers: { authorization: `Bearer ${token}` } })).json()) as { webhook_id: number }[];
      return recorded.some((attempt) => attempt.webhook_id === ready.webhook_id);
    });
    const tail = await svc('webhooks', 'tail', '--event', 'trust.scored', '--json');
    expect(tail.code).toBe(0);
    const attempts = tail.stdout.trim().split('\n').map((line) => JSON.parse(line) as { event_type: string; response_code: number; webhook_id: number });
    expect(attempts.at(-1)).toMatchObject({ event_type: 'trust.scored', response_code: 200, webhook_id: ready.webhook_id });

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    const list = await fetch(`${server.url}/v1/webhooks`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { id: number }[]).map((w) => w.id)).not.toContain(ready.webhook_id);
    await app.close();
  });
});
