/**
 * CV throughput as a user sees it: one-page PDF CVs uploaded to a real `svc serve` through
 * POST /v1/profiles/cv, timed until every profile is ready or failed, with the server's peak
 * RSS (VmHWM: its main thread and extraction workers together). Twice: one process
 * (`--workers 1`, what `npm start` runs on 2 cores), and one worker process per core, whose
 * peak is that of the whole process tree (sampled every 25 ms) and of each process. Baseline in the same run:
 * the same files read in this process the way the service read them before, a fresh worker
 * thread (and a fresh pdf.js) per file, two at a time.
 *   npx tsx bench/cv-throughput.ts [count | folder]   (40 made CVs; also part of npm run bench)
 * A folder: its PDFs instead, your own CVs, pages counted as they are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { createCore } from '../src/core.js';
import { openDataDirDatabase } from '../src/db/open.js';
import { ExtractionPool } from '../src/ingest/extract-text.js';
import { loadPdfjs } from '../src/ingest/pdf-text.js';
import { loadOrCreateMasterKey } from '../src/keys/secrets.js';
import { workerCount } from '../src/workers.js';
import { startServe, tempDir } from '../test/helpers/processes.js';

const FIRST = ['Camille', 'Lea', 'Hugo', 'Nina', 'Sarah', 'Marc', 'Ines', 'Omar'];
const LAST = ['Martin', 'Dubois', 'Leroy', 'Moreau', 'Garcia', 'Benali', 'Nguyen', 'Muller'];
const CITIES = ['Lyon, France', 'Little Rock, AR', 'Toronto, ON', 'Bruxelles', 'Nantes, France'];

/** Occupations of the benchmark's CVs: title, what the summary says they build, their tools. */
const ROLES: [string, string, string][] = [
  ['Data Engineer', 'reliable batch and streaming pipelines', 'Python, SQL, Airflow, Kafka, Spark, dbt, Docker, AWS'],
  ['Frontend Developer', 'fast, accessible web applications', 'TypeScript, React, Next.js, CSS, Jest, Figma, Webpack'],
  ['Accountant', 'month-end closings and audited statements', 'Excel, SAP, QuickBooks, IFRS, payroll, tax returns'],
  ['Registered Nurse', 'safe patient care in emergency units', 'triage, wound care, IV therapy, EPIC, BLS, ACLS'],
  ['Sales Manager', 'regional sales teams and key accounts', 'Salesforce, negotiation, forecasting, CRM, HubSpot'],
  ['Mechanical Engineer', 'production tooling and test benches', 'SolidWorks, AutoCAD, FEA, GD&T, Lean, MATLAB'],
  ['HR Business Partner', 'recruitment, onboarding and pay reviews', 'Workday, recruiting, labour law, HRIS, coaching'],
  ['Chef de Cuisine', 'seasonal menus for a 120-cover restaurant', 'menu costing, HACCP, pastry, team leadership'],
];
const DOMAINS = ['retail', 'banking', 'healthcare', 'logistics', 'public sector', 'energy', 'media', 'insurance'];
const STRENGTHS = ['mentoring juniors', 'cutting costs', 'working with clients', 'improving quality', 'leading projects', 'automating reports', 'training teams', 'shipping on time'];

/**
 * A one-page CV laid out like the common templates: name, contact line, summary, jobs, skills.
 * No two of the first 512 say the same: real CVs differ in more than their name and contacts,
 * and a text already embedded is not embedded again.
 */
export function onePageCv(i: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`;
  const [role, builds, tools] = ROLES[i % ROLES.length]!;
  const domain = DOMAINS[Math.floor(i / ROLES.length) % DOMAINS.length]!;
  const strength = STRENGTHS[Math.floor(i / (ROLES.length * DOMAINS.length)) % STRENGTHS.length]!;
  doc.fontSize(22).text(name).fontSize(12).text(`Senior ${role}`);
  doc.fontSize(9).text(`${name.toLowerCase().replace(' ', '.')}@example.org | +33 6 12 34 ${String(10 + (i % 90))} 78 | ${CITIES[i % CITIES.length]}`);
  doc.moveDown().fontSize(12).text('Summary').fontSize(9).text(`${role} in ${domain}, known for ${strength}, delivering ${builds} for demanding teams. `.repeat(3));
  doc.moveDown().fontSize(12).text('Experience').fontSize(9);
  for (const [job, when] of [[`Senior ${role}, Globex`, 'Jan 2021 – Present'], [`${role}, Initech`, 'Mar 2017 – Dec 2020'], [`Junior ${role}, Acme`, '2014 – 2017']]) {
    doc.text(`${job}    ${when}`);
    for (let bullet = 0; bullet < 4; bullet += 1) doc.text(`• Delivered ${builds} in ${domain} with ${tools.split(', ').slice(bullet, bullet + 3).join(', ')}.`);
  }
  doc.moveDown().fontSize(12).text('Skills').fontSize(9).text(tools);
  doc.end();
  return done;
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process and its descendants (the cluster's workers), from /proc. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // Gone, or no /proc: no children to count.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** The files a run uploads, and how many pages they hold. */
export interface CvFiles {
  files: Buffer[];
  pages: number;
  /** What the table's note calls them. */
  what: string;
}

/** `count` one-page CVs made here. */
export async function madeCvs(count: number): Promise<CvFiles> {
  return { files: await Promise.all(Array.from({ length: count }, (_, i) => onePageCv(i))), pages: count, what: `${count} one-page PDFs` };
}

/** The PDFs of a folder (at most 200: one page of the profile list), their pages counted by pdf.js. */
export async function folderCvs(dir: string): Promise<CvFiles> {
  const { getDocument } = await loadPdfjs();
  const files = fs.readdirSync(dir).filter((name) => name.toLowerCase().endsWith('.pdf')).sort().slice(0, 200).map((name) => fs.readFileSync(path.join(dir, name)));
  let pages = 0;
  for (const bytes of files) {
    const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    pages += document.numPages;
    await document.destroy();
  }
  return { files, pages, what: `${files.length} PDFs of ${dir} (${pages} pages)` };
}

interface Served {
  pagesPerSecond: number;
  seconds: number;
  uploaded: number;
  failed: number;
  /** When a stored match that waits for every vector answered, from the first upload. */
  matchable: number;
  /** The whole process tree's largest RSS seen, and each process's own peak (primary first). */
  peakRssMb: number;
  processPeaksMb: number[];
}

async function throughServer({ files, pages }: CvFiles, workers: number): Promise<Served> {
  const dataDir = tempDir('svc-bench-cv-');
  const db = openDataDirDatabase(dataDir);
  const core = await createCore({ db, masterKey: loadOrCreateMasterKey(dataDir, null) });
  const key = await core.keys.createClient({ plan: 'enterprise', sandbox: false, scopes: ['profile:write', 'match:read'] });
  await core.close();
  await db.close();
  const server = await startServe(dataDir, { SVC_LOG_LEVEL: 'info', SVC_WORKERS: String(workers) });
  let treePeak = 0;
  const sampler = setInterval(() => {
    treePeak = Math.max(treePeak, processTree(server.child.pid!).reduce((sum, pid) => sum + statusMb(pid, 'VmRSS'), 0));
  }, 25);
  try {
    const tokenResponse = await fetch(`${server.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: key.client.id, client_secret: key.clientSecret }) });
    const auth = { authorization: `Bearer ${((await tokenResponse.json()) as { access_token: string }).access_token}` };
    const started = performance.now();
    const idsPromise = Promise.all(
      files.map(async (bytes, i) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `cv-${i}.pdf`);
        const response = await fetch(`${server.url}/v1/profiles/cv`, { method: 'POST', headers: auth, body: form });
        if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { id: number }).id;
      }),
    );
    const ids = await idsPromise;
    const uploaded = (performance.now() - started) / 1000;
    // One list request every 100 ms: polling each profile would load the server it measures.
    let failed = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const page = (await (await fetch(`${server.url}/v1/profiles?limit=200`, { headers: auth })).json()) as { data: { id: number; processing_status: string }[] };
      const mine = page.data.filter((profile) => ids.includes(profile.id));
      if (mine.length < ids.length || mine.some((profile) => profile.processing_status === 'processing')) continue;
      failed = mine.filter((profile) => profile.processing_status === 'failed').length;
      break;
    }
    const seconds = (performance.now() - started) / 1000;
    // A match on the stored pool embeds the profiles whose vectors are still being made: then every CV is matchable.
    const match = await fetch(`${server.url}/v1/match/run`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ job: { title: 'Accountant', skills_required: ['Excel'] }, pool: { type: 'stored' } }),
    });
    if (match.status !== 200) throw new Error(`match answered ${match.status}: ${await match.text()}`);
    const matchable = (performance.now() - started) / 1000;
    const processPeaksMb = processTree(server.child.pid!).map((pid) => statusMb(pid, 'VmHWM'));
    // One process: its own high-water mark, exact; a tree: the largest sum sampled.
    const peakRssMb = processPeaksMb.length === 1 ? processPeaksMb[0]! : treePeak;
    return { pagesPerSecond: pages / seconds, seconds, uploaded, peakRssMb, processPeaksMb, failed, matchable };
  } finally {
    clearInterval(sampler);
    await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freshWorkerPerFile({ files, pages }: CvFiles): Promise<number> {
  const pool = new ExtractionPool({ size: 2, filesPerWorker: 1 });
  const started = performance.now();
  // A copy each: the pool moves a file's memory to its worker, and the server runs get the same files next.
  await Promise.all(files.map((bytes) => pool.extract(Buffer.from(bytes), 'pdf')));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return pages / seconds;
}

export async function cvThroughput(files: CvFiles): Promise<{ rows: Record<string, Record<string, string>>; result: Record<string, unknown> }> {
  const baseline = await freshWorkerPerFile(files);
  const cores = os.availableParallelism();
  const byDefault = workerCount(undefined, {});
  const single = await throughServer(files, 1);
  const cluster = await throughServer(files, cores);
  const row = (served: Served, memory: string) => ({
    value: `${served.pagesPerSecond.toFixed(1)} pages/s`,
    baseline: `${baseline.toFixed(1)} pages/s fresh worker per file (text only)`,
    ratio: `${(served.pagesPerSecond / baseline).toFixed(2)}x`,
    note: `${files.what} uploaded, all answered 202 after ${served.uploaded.toFixed(2)} s and read after ${served.seconds.toFixed(2)} s, ${served.failed} failed, all matchable after ${served.matchable.toFixed(2)} s; ${memory}`,
  });
  const mb = (value: number) => value.toFixed(0);
  return {
    rows: {
      [`one process (--workers 1)${byDefault === 1 ? ', as npm start runs it here' : ''}`]: row(single, `server peak RSS ${mb(single.peakRssMb)} MB`),
      [`one worker per core: --workers ${cores}${byDefault === cores ? ', as npm start runs it here' : ''}`]: row(cluster, `peak RSS of the process tree ${mb(cluster.peakRssMb)} MB (each process: ${cluster.processPeaksMb.map(mb).join(' / ')} MB, primary first)`),
    },
    result: {
      files: files.files.length,
      pages: files.pages,
      baseline_fresh_worker_pages_per_second: baseline,
      one_process: { pages_per_second: single.pagesPerSecond, seconds: single.seconds, uploads_answered_seconds: single.uploaded, failed: single.failed, matchable_seconds: single.matchable, server_peak_rss_mb: single.peakRssMb },
      one_per_core: { workers: cores, pages_per_second: cluster.pagesPerSecond, seconds: cluster.seconds, failed: cluster.failed, matchable_seconds: cluster.matchable, tree_peak_rss_mb: cluster.peakRssMb, process_peak_rss_mb: cluster.processPeaksMb },
    },
  };
}

if (path.resolve(process.argv[1] ?? '') === path.resolve(import.meta.filename)) {
  const given = process.argv[2];
  const files = given && fs.existsSync(given) && fs.statSync(given).isDirectory() ? await folderCvs(given) : await madeCvs(Number(given ?? 40));
  const { rows } = await cvThroughput(files);
  console.table(Object.fromEntries(Object.entries(rows).map(([name, row]) => [`CV upload to ready, ${name}`, row])));
}
