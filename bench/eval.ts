/**
 * Ranking quality: nDCG@10, precision@10 (over min(10, relevant)) and MRR of the service,
 * through a real `svc serve`, against BM25 (SQLite FTS5) over the same resume texts.
 * A result is relevant when its resume has the ad's category.
 *
 *   npm run eval [-- --real <dir>] [--only real,real-us,real-workable,real-us2,real-wide,esco,onet,ours] [--data ../shared/data] [--by-category]
 * --modes jobs,BM25 measures only the requests whose names start so (to try a change sooner).
 * --by-category also prints each request's nDCG@10 per category of ad; --show <text> the ten
 * resumes each request ranks for the ads whose title contains <text>, and for the free-text
 * query each result's score and the components that make it up; --weights '{"lexical":20}' sends
 * those weights with every request to the service (to try shares before changing the defaults).
 *
 * Sets, each in its own client (so its own stored pool):
 *   real  real job ads against real PDF resumes uploaded through POST /v1/profiles/cv, built
 *         by bench/real-eval-data.ts into <dir> (default ../.eval/real; skipped when absent).
 *         Four requests per ad: POST /v1/jobs with the title, and with title + description;
 *         POST /v1/match/query with the title, and with the pasted ad.
 *   real-us  the US job board's ads of the same directory (jobs-us.jsonl) against the same
 *         resumes, in a pool of their own.
 *   real-workable  Workable's ads (EMSCAD, jobs-workable.jsonl), the same way.
 *   real-us2  a 2023 sample of the same US job board's ads, every kind of work (jobs-us2.jsonl).
 *   real-wide  the US boards' ads against resumes of 19 categories, six of them never tuned on
 *         (<dir>/wide, its own pool).
 *   esco, onet  occupations from the official exports (bench/reference-eval-data.ts).
 *   ours  data/eval, written by the team.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Database } from '../src/db/sqlite-driver.js';
import { parse } from 'csv-parse/sync';
import { createCore } from '../src/core.js';
import { openDataDirDatabase } from '../src/db/open.js';
import { extractText } from '../src/ingest/extract-text.js';
import { loadOrCreateMasterKey } from '../src/keys/secrets.js';
import { startServe, tempDir } from '../test/helpers/processes.js';
import { referenceSet } from './reference-eval-data.js';

const K = 10;
/** What a user pastes into a search box: the ad cut where the held-out measure cut it. */
const PASTED_AD_CHARS = 2000;

interface Resume {
  category: string;
  text: string;
  pdf?: string;
}

interface Ad {
  category: string;
  title: string;
  description: string;
  location: string;
}

interface EvalSet {
  name: string;
  resumes: Resume[];
  ads: Ad[];
  /** Request forms measured besides POST /v1/jobs with title + description. */
  allModes: boolean;
}

type Ranker = (ad: Ad) => Promise<number[]> | number[];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function splitTitle(text: string): { title: string; description: string } {
  const [first, ...rest] = text.split('\n');
  return { title: first!.trim().slice(0, 200), description: rest.join('\n').trim() };
}

function readCsvSet(name: string, resumesFile: string, jobsFile: string): EvalSet {
  const read = (file: string) =>
    (parse(fs.readFileSync(file), { columns: true, bom: true, skip_empty_lines: true, relax_quotes: true }) as Record<string, string>[]).map((row) => ({
      category: row.category!.trim(),
      text: row.text!.trim(),
    }));
  return {
    name,
    resumes: read(resumesFile),
    ads: read(jobsFile).map((job) => ({ category: job.category, ...splitTitle(job.text), location: 'Remote' })),
    allModes: false,
  };
}

function referenceEvalSet(source: 'esco' | 'onet', dataDir: string): EvalSet {
  const { resumes, jobs } = referenceSet(source, dataDir);
  return { name: source, resumes, ads: jobs.map((job) => ({ category: job.category, ...splitTitle(job.text), location: 'Remote' })), allModes: false };
}

async function readResumes(dir: string): Promise<Resume[]> {
  const rows = parse(fs.readFileSync(path.join(dir, 'resumes.csv')), { columns: true }) as { category: string; file: string }[];
  const resumes: Resume[] = [];
  for (const row of rows) {
    const pdf = path.join(dir, row.file);
    const { text } = await extractText(fs.readFileSync(pdf), 'pdf');
    resumes.push({ category: row.category, text, pdf });
  }
  return resumes;
}

function readAds(file: string): Ad[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Ad);
}

async function readRealSets(dir: string, wanted: (name: string) => boolean): Promise<EvalSet[]> {
  const resumes = await readResumes(dir);
  const sets = [{ name: 'real', resumes, ads: readAds(path.join(dir, 'jobs.jsonl')), allModes: true }];
  const more: [string, string][] = [
    ['real-us', 'jobs-us.jsonl'],
    ['real-workable', 'jobs-workable.jsonl'],
    ['real-us2', 'jobs-us2.jsonl'],
  ];
  for (const [name, file] of more) if (fs.existsSync(path.join(dir, file))) sets.push({ name, resumes, ads: readAds(path.join(dir, file)), allModes: true });
  const wide = path.join(dir, 'wide');
  if (wanted('real-wide') && fs.existsSync(path.join(wide, 'jobs.jsonl'))) sets.push({ name: 'real-wide', resumes: await readResumes(wide), ads: readAds(path.join(wide, 'jobs.jsonl')), allModes: true });
  return sets.filter((set) => wanted(set.name));
}

/** BM25 as SQLite's FTS5 computes it, over the resume texts. */
function bm25Ranker(resumes: Resume[]): (text: string) => number[] {
  const db = new Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE docs USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')");
  const insert = db.prepare('INSERT INTO docs (rowid, text) VALUES (?, ?)');
  resumes.forEach((resume, i) => insert.run(i + 1, resume.text));
  const search = db.prepare<[string, number], { rowid: number }>('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT ?');
  return (text) => {
    const terms = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])].slice(0, 200);
    if (terms.length === 0) return [];
    return search.all(terms.map((term) => `"${term.replace(/"/g, '')}"`).join(' OR '), K).map((row) => row.rowid - 1);
  };
}

interface Metrics {
  ndcg: number;
  precision: number;
  mrr: number;
}

function metrics(ranked: number[], relevant: (index: number) => boolean, relevantCount: number): Metrics {
  const hits = ranked.slice(0, K).map(relevant);
  const ideal = Math.min(K, relevantCount);
  const dcg = hits.reduce((sum, hit, i) => sum + (hit ? 1 / Math.log2(i + 2) : 0), 0);
  const idcg = Array.from({ length: ideal }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
  const first = hits.indexOf(true);
  return { ndcg: idcg === 0 ? 0 : dcg / idcg, precision: ideal === 0 ? 0 : hits.filter(Boolean).length / ideal, mrr: first < 0 ? 0 : 1 / (first + 1) };
}

class Api {
  constructor(
    readonly url: string,
    private readonly token: string,
  ) {}

  async json<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async upload(file: string, externalId: string): Promise<number> {
    const form = new FormData();
    form.set('external_id', externalId);
    form.set('file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), path.basename(file));
    const response = await fetch(`${this.url}/v1/profiles/cv`, { method: 'POST', headers: { authorization: `Bearer ${this.token}` }, body: form });
    if (response.status !== 202) throw new Error(`upload ${file}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  }
}

async function pushResumes(api: Api, set: EvalSet): Promise<Map<number, number>> {
  const indexOf = new Map<number, number>();
  for (const [i, resume] of set.resumes.entries()) {
    if (resume.pdf) {
      indexOf.set(await api.upload(resume.pdf, `resume-${i}`), i);
      continue;
    }
    const { title } = splitTitle(resume.text);
    const profile = await api.json<{ id: number }>('POST', '/v1/profiles', { external_id: `resume-${i}`, cv_text: resume.text.slice(0, 100_000), ...(title.length <= 120 ? { headline: title } : {}) });
    indexOf.set(profile.id, i);
  }
  // CVs are read in the background: wait until none is processing.
  for (;;) {
    const page = await api.json<{ data: { processing_status: string }[] }>('GET', '/v1/profiles?limit=200');
    const processing = page.data.filter((profile) => profile.processing_status === 'processing').length;
    if (processing === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return indexOf;
}

async function evaluate(api: Api, set: EvalSet): Promise<Record<string, Metrics & { jobs: number; perAd: number[] }>> {
  let started = performance.now();
  const indexOf = await pushResumes(api, set);
  console.log(`${set.name}: ${set.resumes.length} resumes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const perCategory = new Map<string, number>();
  for (const resume of set.resumes) perCategory.set(resume.category, (perCategory.get(resume.category) ?? 0) + 1);
  const bm25 = bm25Ranker(set.resumes);
  const toIndexes = (ids: number[]) => ids.map((id) => indexOf.get(id) ?? -1);
  const job = (withDescription: boolean) => async (ad: Ad) => {
    const body = { title: ad.title.slice(0, 200), location: ad.location, limit: K, ...requestWeights, ...(withDescription && ad.description ? { description: ad.description.slice(0, 20_000) } : {}) };
    const created = await api.json<{ matches: { candidate_id: number }[] }>('POST', '/v1/jobs', body);
    return toIndexes(created.matches.map((match) => match.candidate_id));
  };
  const query = (pasted: boolean) => async (ad: Ad) => {
    const text = pasted ? `${ad.title}\n${ad.description}`.slice(0, PASTED_AD_CHARS) : ad.title;
    const answer = await api.json<{ results: { id: number; match_score: number; explanation: { components: Record<string, { contribution: number; reason?: string }> } }[] }>('POST', '/v1/match/query', { query: text, limit: K, ...requestWeights });
    lastDetails = answer.results.map((match) => `${match.match_score} ${Object.entries(match.explanation.components).filter(([, part]) => part.contribution > 0).map(([name, part]) => `${name} ${part.contribution.toFixed(3)}${part.reason && name !== 'semantic' ? ` (${part.reason.slice(0, 70)})` : ''}`).join(' · ')}`);
    return toIndexes(answer.results.map((result) => result.id));
  };
  const rankers: [string, Ranker][] = set.allModes
    ? [
        ['jobs: title', job(false)],
        ['jobs: title + description', job(true)],
        ['query: title', query(false)],
        ['query: pasted ad', query(true)],
        ['BM25: title', (ad) => bm25(ad.title)],
        ['BM25: title + description', (ad) => bm25(`${ad.title}\n${ad.description}`)],
      ]
    : [
        ['jobs: title + description', job(true)],
        ['BM25: title + description', (ad) => bm25(`${ad.title}\n${ad.description}`)],
      ];
  const table: Record<string, Metrics & { jobs: number; perAd: number[] }> = {};
  for (const [name, ranker] of rankers.filter(([name]) => !modes || modes.some((mode) => name.startsWith(mode)))) {
    started = performance.now();
    const sum = { ndcg: 0, precision: 0, mrr: 0 };
    const byCategory = new Map<string, number[]>();
    const perAd: number[] = [];
    for (const ad of set.ads) {
      lastDetails = [];
      const ranked = await ranker(ad);
      const m = metrics(ranked, (index) => set.resumes[index]?.category === ad.category, perCategory.get(ad.category) ?? 0);
      if (shown && ad.title.toLowerCase().includes(shown)) showRanking(name, ad, ranked.map((index) => set.resumes[index]), m.ndcg);
      byCategory.set(ad.category, [...(byCategory.get(ad.category) ?? []), m.ndcg]);
      perAd.push(Math.round(m.ndcg * 1000) / 1000);
      sum.ndcg += m.ndcg;
      sum.precision += m.precision;
      sum.mrr += m.mrr;
    }
    const n = set.ads.length;
    table[name] = { ndcg: sum.ndcg / n, precision: sum.precision / n, mrr: sum.mrr / n, jobs: n, perAd };
    console.log(`  ${name}: nDCG@10 ${(sum.ndcg / n).toFixed(3)} (${((performance.now() - started) / n).toFixed(0)} ms per ad)`);
    if (process.argv.includes('--by-category')) {
      console.log(`    ${[...byCategory].sort().map(([category, values]) => `${category} ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(2)}`).join(' · ')}`);
    }
  }
  return table;
}

const shown = argument('show')?.toLowerCase();
const weightsArgument = argument('weights');
const requestWeights: { weights?: Record<string, number> } = weightsArgument ? { weights: JSON.parse(weightsArgument) as Record<string, number> } : {};
/** The score and components of each result of the last POST /v1/match/query, printed by --show. */
let lastDetails: string[] = [];

function showRanking(request: string, ad: Ad, ranked: (Resume | undefined)[], ndcg: number): void {
  console.log(`    ${request} · ${ad.category} · ${ad.title}: nDCG@10 ${ndcg.toFixed(2)}`);
  for (const [i, resume] of ranked.entries()) {
    const head = resume?.text.replace(/\s+/g, ' ').trim().slice(0, 70) ?? '?';
    console.log(`      ${resume?.category === ad.category ? '+' : ' '} ${(resume?.category ?? '?').padEnd(22)} ${head}`);
    if (lastDetails[i]) console.log(`          ${lastDetails[i]}`);
  }
}

const only = argument('only')?.split(',');
const modes = argument('modes')?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const sharedData = argument('data') ?? '../shared/data';
const realDir = argument('real') ?? '../.eval/real';
const sets: EvalSet[] = [];
if (['real', 'real-us', 'real-workable', 'real-us2', 'real-wide'].some(wanted)) {
  if (fs.existsSync(path.join(realDir, 'jobs.jsonl'))) sets.push(...(await readRealSets(realDir, wanted)));
  else console.log(`real: no set in ${realDir}; build it with bench/real-eval-data.ts (see its header)`);
}
for (const source of ['esco', 'onet'] as const) if (wanted(source) && fs.existsSync(sharedData)) sets.push(referenceEvalSet(source, sharedData));
if (wanted('ours')) sets.push(readCsvSet('ours', 'data/eval/resumes.csv', 'data/eval/jobs.csv'));

const dataDir = tempDir('svc-eval-');
const db = openDataDirDatabase(dataDir);
const setupCore = await createCore({ db, masterKey: loadOrCreateMasterKey(dataDir, null) });
const keys = await Promise.all(sets.map(() => setupCore.keys.createClient({ plan: 'enterprise', sandbox: false, scopes: ['profile:write', 'jobs:write', 'match:read'] })));
await setupCore.close();
await db.close();

const server = await startServe(dataDir, { SVC_LOG_LEVEL: 'info' });
/** Per set and request: the means, and each ad's nDCG@10 in the set's order (to compare two runs ad by ad). */
const results: Record<string, Record<string, Metrics & { jobs: number; perAd: number[] }>> = {};
try {
  for (const [i, set] of sets.entries()) {
    const key = keys[i]!;
    const tokenResponse = await fetch(`${server.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client.id, client_secret: key.clientSecret }) });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    results[set.name] = await evaluate(new Api(server.url, token), set);
  }
} catch (error) {
  // The server's own account of a 500: its error lines.
  console.error(server.output().split('\n').filter((line) => /"level":50/.test(line)).slice(-3).join('\n'));
  throw error;
} finally {
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const set of sets) {
  const categories = new Set(set.resumes.map((resume) => resume.category)).size;
  console.log(`\n${set.name}: ${set.resumes.length} resumes, ${set.ads.length} ads, ${categories} categories`);
  console.table(Object.fromEntries(Object.entries(results[set.name]!).map(([mode, m]) => [mode, { 'nDCG@10': m.ndcg.toFixed(3), 'P@10': m.precision.toFixed(3), MRR: m.mrr.toFixed(3) }])));
}
fs.writeFileSync('eval-results.json', JSON.stringify(results, null, 2) + '\n');
