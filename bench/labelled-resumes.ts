/**
 * CV fields against labels written by others: dotin's resume NER set (595 real resumes from
 * Indeed and Kaggle, text, names and e-mails replaced by fake ones, labelled by hand; CC0), and
 * the ten resume-builder templates (PDF and Word) that jiejiewang123/resume-parser labels with
 * names and e-mails (no licence stated: read from the mirror, never copied here).
 *   npx tsx bench/labelled-resumes.ts --mirrors <dir> [--show]
 * <dir> holds the search tool's `fetch` mirrors (git directories) of the repositories below.
 *
 * dotin's labels are spans of the text; a field is scored where its span exists: the name and
 * e-mail (the first of each), and the candidate's place, a Location span among the first six
 * lines (later ones are employers' and schools'). Kaggle's resumes are one quoted line whose line
 * breaks became runs of spaces and whose non-ASCII bytes became Python escapes: both given back.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import JSZip from 'jszip';
import { parseCv } from '../src/ingest/cv-parser.js';
import { ExtractionPool } from '../src/ingest/extract-text.js';
import { detectKind } from '../src/ingest/file-kind.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';
import { fold } from '../src/matching/text.js';

const DOTIN = { repo: 'dotin-inc/resume-dataset-NER-annotations', commit: 'HEAD', zips: ['545_cvs_train_v2.zip', 'set_aside_test_v2_50cvs.zip'] };
const TEMPLATES = { repo: 'jiejiewang123/resume-parser', commit: 'HEAD', labels: 'ground_truth.json', folder: 'sample_resumes' };

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const mirrors = option('mirrors');
if (!mirrors) throw new Error('usage: npx tsx bench/labelled-resumes.ts --mirrors <dir> [--show]');
const show = process.argv.includes('--show');
const gitDir = (repo: string) => path.join(mirrors, repo.replace('/', '+'), 'repo');
const gitFile = (repo: string, commit: string, file: string) => execFileSync('git', ['--git-dir', gitDir(repo), 'show', `${commit}:${file}`], { maxBuffer: 64 << 20 });

const context = { taxonomy: Taxonomy.load(), places: Places.load(), now: new Date('2019-01-01T00:00:00Z') };
const sameName = (gold: string, read: string) => fold(gold).replace(/[^a-z ]/g, '') === fold(read).replace(/[^a-z ]/g, '');
type Tally = Record<string, [number, number]>;
const misses: string[] = [];
const count = (tally: Tally, field: string, where: string, gold: string | null, read: string | null, same: (gold: string, read: string) => boolean) => {
  if (!gold) return;
  const ok = !!read && same(gold, read);
  tally[field] ??= [0, 0];
  tally[field][0] += ok ? 1 : 0;
  tally[field][1] += 1;
  if (!ok) misses.push(`${where} ${field}: labelled ${JSON.stringify(gold)}, read ${JSON.stringify(read)}`);
};

const unescapeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
function dotinText(xml: string): string {
  let text = unescapeXml(xml.replace(/^<\?xml[^>]*>\s*<cv>\n?/, '').replace(/<\/cv>\s*$/, '').replace(/<\/?label[^>]*>/g, ''));
  if (/^\s*"/.test(text)) text = text.trim().replace(/^"|"$/g, '').replace(/ {2,}/g, '\n');
  return text.replace(/(?:\\x[0-9a-f]{2})+/g, (run) => Buffer.from(run.split('\\x').slice(1).map((hex) => parseInt(hex, 16))).toString('utf8'));
}

const dotin: Tally = {};
for (const zipName of DOTIN.zips) {
  const zip = await JSZip.loadAsync(gitFile(DOTIN.repo, DOTIN.commit, zipName));
  for (const entry of Object.values(zip.files).filter((file) => !file.dir && file.name.endsWith('.xml') && !file.name.startsWith('__MACOSX'))) {
    const xml = await entry.async('string');
    const labels = [...xml.matchAll(/<label type="([^"]+)">([\s\S]*?)<\/label>/g)].map((match) => ({ type: match[1]!, text: unescapeXml(match[2]!).trim() }));
    const text = dotinText(xml);
    const cv = parseCv(text, context);
    const labelled = (type: string) => labels.find((label) => label.type === type)?.text ?? null;
    const head = text.split('\n').slice(0, 6).join(' ');
    count(dotin, 'name', entry.name, labelled('Name'), cv.full_name, sameName);
    count(dotin, 'email', entry.name, labelled('Email Address'), cv.email, (gold, read) => gold.toLowerCase() === read.toLowerCase());
    const home = labels.find((label) => label.type === 'Location' && head.includes(label.text))?.text ?? null;
    count(dotin, 'city', entry.name, home, cv.location, (gold, read) => fold(read).includes(fold(gold.split(',')[0]!)));
  }
}

const templates: Tally = {};
const pool = new ExtractionPool({ size: 1 });
const gold = JSON.parse(gitFile(TEMPLATES.repo, TEMPLATES.commit, TEMPLATES.labels).toString('utf8')) as Record<string, { name: string; email: string }>;
for (const [file, label] of Object.entries(gold)) {
  const bytes = gitFile(TEMPLATES.repo, TEMPLATES.commit, `${TEMPLATES.folder}/${file}`);
  const { text, layout } = await pool.extract(bytes, detectKind(bytes)!);
  const cv = parseCv(text, { ...context, now: new Date(), layout });
  count(templates, 'name', file, label.name, cv.full_name, sameName);
  count(templates, 'email', file, label.email, cv.email, (goldEmail, read) => goldEmail.toLowerCase() === read.toLowerCase());
}
await pool.close();

if (show) console.log(misses.join('\n'));
const percent = (tally: Tally, field: string) => (tally[field] ? `${((100 * tally[field][0]) / tally[field][1]).toFixed(1)}% of ${tally[field][1]}` : '');
console.table({
  "dotin's resumes (Indeed, Kaggle; text)": { name: percent(dotin, 'name'), email: percent(dotin, 'email'), city: percent(dotin, 'city') },
  'resume-builder templates (PDF, Word)': { name: percent(templates, 'name'), email: percent(templates, 'email'), city: '' },
});
