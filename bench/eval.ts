/**
 * Ranking quality: precision@10, nDCG@10 and MRR of the service against BM25 (SQLite FTS5)
 * over the same texts. A result is relevant when its resume has the job's category.
 *   npm run eval [-- --resumes resumes.csv --jobs jobs.csv]
 * Any CSV with a text column (text, resume, resume_str, description, job_description…)
 * and a category column (category, label) works.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { createCore } from '../src/core.js';
import { openDataDirDatabase } from '../src/db/open.js';
import { loadOrCreateMasterKey } from '../src/keys/secrets.js';
import { startServe, tempDir } from '../test/helpers/processes.js';

const K = 10;
const MAX_JOBS = 450; // the job bucket of the enterprise plan is 500 an hour

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

interface Labelled {
  category: string;
  text: string;
}

function readLabelled(file: string): Labelled[] {
  const rows = parse(fs.readFileSync(file), { columns: true, bom: true, skip_empty_lines: true, relax_quotes: true, relax_column_count: true }) as Record<string, string>[];
  const columns = Object.keys(rows[0] ?? {});
  const find = (names: string[]) => columns.find((column) => names.includes(column.toLowerCase()));
  const textColumn = find(['text', 'resume', 'resume_str', 'resume_text', 'description', 'job_description', 'content']);
  const categoryColumn = find(['category', 'label', 'class']);
  if (!textColumn || !categoryColumn) throw new Error(`${file}: needs a text column and a category column, found ${columns.join(', ')}`);
  return rows.map((row) => ({ category: row[categoryColumn]!.trim(), text: row[textColumn]!.replace(/\s+\n/g, '\n').trim() })).filter((row) => row.text && row.category);
}

function metrics(ranked: number[], relevant: (index: number) => boolean, relevantCount: number) {
  const top = ranked.slice(0, K);
  const hits = top.map(relevant);
  const precision = hits.filter(Boolean).length / K;
  const dcg = hits.reduce((sum, hit, i) => sum + (hit ? 1 / Math.log2(i + 2) : 0), 0);
  const ideal = Array.from({ length: Math.min(K, relevantCount) }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
  const first = hits.indexOf(true);
  return { precision, ndcg: ideal === 0 ? 0 : dcg / ideal, mrr: first < 0 ? 0 : 1 / (first + 1) };
}

/** BM25 as SQLite's FTS5 computes it, over the same resume texts. */
function bm25Baseline(resumes: Labelled[]) {
  const db = new Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE docs USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')");
  const insert = db.prepare('INSERT INTO docs (rowid, text) VALUES (?, ?)');
  resumes.forEach((resume, i) => insert.run(i + 1, resume.text));
  const search = db.prepare<[string, number], { rowid: number }>('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT ?');
  return (text: string): number[] => {
    const terms = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])].slice(0, 200);
    if (terms.length === 0) return [];
    return search.all(terms.map((term) => `"${term.replace(/"/g, '')}"`).join(' OR '), K).map((row) => row.rowid - 1);
  };
}

const resumes = readLabelled(path.resolve(argument('resumes', 'data/eval/resumes.csv')));
let jobs = readLabelled(path.resolve(argument('jobs', 'data/eval/jobs.csv')));
if (jobs.length > MAX_JOBS) {
  console.log(`using ${MAX_JOBS} of ${jobs.length} jobs (every ${Math.ceil(jobs.length / MAX_JOBS)}th), within the hourly job quota`);
  const step = Math.ceil(jobs.length / MAX_JOBS);
  jobs = jobs.filter((_, i) => i % step === 0);
}
const perCategory = new Map<string, number>();
for (const resume of resumes) perCategory.set(resume.category, (perCategory.get(resume.category) ?? 0) + 1);

const dataDir = tempDir('svc-eval-');
const db = openDataDirDatabase(dataDir);
const setupCore = createCore({ db, masterKey: loadOrCreateMasterKey(dataDir, null) });
const key = setupCore.keys.createClient({ plan: 'enterprise', sandbox: false, scopes: ['profile:write', 'jobs:write'] });
await setupCore.close();
db.close();

const server = await startServe(dataDir, { SVC_LOG_LEVEL: 'info' });
try {
  const tokenResponse = await fetch(`${server.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client.id, client_secret: key.clientSecret }) });
  const headers = { authorization: `Bearer ${((await tokenResponse.json()) as { access_token: string }).access_token}`, 'content-type': 'application/json' };
  const indexOfProfile = new Map<number, number>();
  let started = performance.now();
  for (const [i, resume] of resumes.entries()) {
    const firstLine = resume.text.split('\n')[0]!.trim();
    const body = { external_id: `resume-${i}`, cv_text: resume.text.slice(0, 100_000), ...(firstLine.length <= 120 ? { headline: firstLine } : {}) };
    const response = await fetch(`${server.url}/v1/profiles`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`profile ${i}: ${response.status} ${await response.text()}`);
    indexOfProfile.set(((await response.json()) as { id: number }).id, i);
  }
  console.log(`pushed ${resumes.length} resumes in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const bm25 = bm25Baseline(resumes);
  const totals = { service: { precision: 0, ndcg: 0, mrr: 0 }, bm25: { precision: 0, ndcg: 0, mrr: 0 } };
  started = performance.now();
  for (const [j, job] of jobs.entries()) {
    const relevant = (index: number) => resumes[index]?.category === job.category;
    const count = perCategory.get(job.category) ?? 0;
    const title = job.text.split('\n')[0]!.trim().slice(0, 200) || job.category;
    const response = await fetch(`${server.url}/v1/jobs`, { method: 'POST', headers, body: JSON.stringify({ title, description: job.text.slice(0, 20_000), location: 'Remote', limit: K, external_job_id: `job-${j}` }) });
    if (!response.ok) throw new Error(`job ${j}: ${response.status} ${await response.text()}`);
    const ranked = ((await response.json()) as { matches: { candidate_id: number }[] }).matches.map((match) => indexOfProfile.get(match.candidate_id)!);
    for (const [system, list] of [['service', ranked], ['bm25', bm25(job.text)]] as const) {
      const m = metrics(list, relevant, count);
      totals[system].precision += m.precision;
      totals[system].ndcg += m.ndcg;
      totals[system].mrr += m.mrr;
    }
  }
  const n = jobs.length;
  const table = Object.fromEntries(
    (['precision', 'ndcg', 'mrr'] as const).map((metric) => {
      const service = totals.service[metric] / n;
      const baseline = totals.bm25[metric] / n;
      return [`${metric === 'precision' ? 'precision@10' : metric === 'ndcg' ? 'nDCG@10' : 'MRR'}`, { service: service.toFixed(4), bm25: baseline.toFixed(4), ratio: (service / (baseline || 1e-9)).toFixed(2) + 'x' }];
    }),
  );
  console.log(`\nRanking quality: ${resumes.length} resumes, ${n} jobs, ${perCategory.size} categories (${((performance.now() - started) / n).toFixed(0)} ms per job)\n`);
  console.table(table);
  fs.writeFileSync('eval-results.json', JSON.stringify({ resumes: resumes.length, jobs: n, categories: perCategory.size, table }, null, 2) + '\n');
} finally {
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
