/**
 * CV fields against labels written by others: dotin's resume NER set (595 real resumes from
 * Indeed and Kaggle, text, names and e-mails replaced by fake ones, labelled by hand; CC0), and
 * the ten resume-builder templates (PDF and Word) that jiejiewang123/resume-parser labels with
 * names and e-mails (no licence stated: read from the mirror, never copied here), and six generated
 * resumes, each as PDF and Word, that vvkmath/policy_reporter labels with name, e-mail and skills
 * (no licence stated either); their city and years are labelled below by the development set's rules
 * (no place of the candidate's own: the current job's town; year-only ranges subtract; `Present` is
 * 2026-11), and their skills are scored as the development set's are: F1 over folded names. Last,
 * nine samples of resume-example sites that gitobic/SoupBoss collected (fictional people; six of
 * them also as Word documents; no licence stated), labelled below by the same rules, skills aside.
 * And the CVs that Yasas2000/Cv_App searches (no licence stated): 22 real CVs of Sri Lankan IT graduates, as PDF,
 * designed in Canva, Word and LaTeX, and five generated ones. The people are real: their labels here hold no name,
 * only a digest of the file and of the name as the CV writes it, beside the town and the years by the same rules.
 *   npx tsx bench/labelled-resumes.ts --mirrors <dir> [--show]
 * <dir> holds the search tool's `fetch` mirrors (git directories) of the repositories below.
 *
 * dotin's labels are spans of the text; a field is scored where its span exists: the name and
 * e-mail (the first of each), and the candidate's place, a Location span among the first six
 * lines (later ones are employers' and schools'). Kaggle's resumes are one quoted line whose line
 * breaks became runs of spaces and whose non-ASCII bytes became Python escapes: both given back.
 *
 * Years: dotin labels each job's dates ("Years of Experience": "June 2015 to November 2015",
 * "2007-Present"). The gold figure is the union of those ranges, in months, read here by a rule of
 * its own (a month name or none, a four-digit year, or present/till date; "today" the bench's
 * date, 2019-01-01); a resume is scored only when every labelled span that holds a year reads as
 * a range. Right within one year, as issue #12 scores it.
 *
 * Skills, on resumes with three skill spans or more (Tech Tools, Job Specific Skills, Soft Skills;
 * spoken languages left out, as the parser puts them apart): recall over the spans the taxonomy
 * resolves; an extracted skill is right when a span resolves to it, names it, or contains its name
 * (the labellers marked mentions, not a list, so precision is a floor). Mean F1 per resume.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import JSZip from 'jszip';
import { parseCv } from '../src/ingest/cv-parser.js';
import { ExtractionPool } from '../src/ingest/extract-text.js';
import { detectKind } from '../src/ingest/file-kind.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';
import { fold, lookupKey } from '../src/matching/text.js';
import { languageNamed } from '../src/profiles/languages.js';

const DOTIN = { repo: 'dotin-inc/resume-dataset-NER-annotations', commit: 'HEAD', zips: ['545_cvs_train_v2.zip', 'set_aside_test_v2_50cvs.zip'] };
const TEMPLATES = { repo: 'jiejiewang123/resume-parser', commit: 'HEAD', labels: 'ground_truth.json', folder: 'sample_resumes' };
const TWINS = { repo: 'vvkmath/policy_reporter', commit: 'ac93505', labels: 'data/resumes_dataset/ground_truth.json', folder: 'data/resumes_dataset' };
const SAMPLES = { repo: 'gitobic/SoupBoss', commit: '9c93464a', folders: ['ref_data/resumes', 'data/resumes'] };
/** Labelled here from each document: name, e-mail, phone as written, the candidate's town, years to 2026-11. */
const SAMPLE_LABELS: Record<string, { name: string; email: string; phone: string; city: string; years: number; word?: boolean }> = {
  '01-Accountant': { name: 'Ebony Moore', email: 'emoore@email.com', phone: '206-555-0149', city: 'Seattle', years: 7, word: true },
  '01-Desktop Support': { name: 'Ivy Haddington', email: 'ihaddington@email.com', phone: '587-555-0176', city: 'Houston', years: 8, word: true },
  '01-Office Coordinator': { name: 'John Smith', email: 'jsmith@email.com', phone: '771-555-0100', city: 'Chicago', years: 13, word: true },
  '02-Accountant': { name: 'Sofia Flores', email: 'sflores@email.com', phone: '305-555-0196', city: 'Miami', years: 14, word: true },
  '02-Desktop Support': { name: 'Ebony Moore', email: 'emoore@email.com', phone: '873-555-0156', city: 'Little Rock', years: 15, word: true },
  '02-Office Coordinator': { name: 'Cody Fredrickson', email: 'cfredrickson@email.com', phone: '771-555-0199', city: 'Allendale', years: 11, word: true },
  'DevOps-Sample2': { name: 'Anderson', email: 'info@resumementor.com', phone: '+1-(234)-555-1234', city: 'Denver', years: 11 },
  'aws-devops-engineer-resume-example': { name: 'Catherine Stark', email: 'catherinestark@email.com', phone: '(123) 456-7890', city: 'Birmingham', years: 10 },
  'devops-engineer-resume-example': { name: 'Jared Richards', email: 'jaredrich@email.com', phone: '(123) 456-7890', city: 'Atlanta', years: 9 },
};
const GRADUATES = { repo: 'Yasas2000/Cv_App', commit: '4cdeae0d', folder: 'resumes' };
/**
 * Keyed by the first 12 hex digits of the file's SHA-256; `name` is those of the name's (folded, letters and spaces).
 * `city` null: the CV gives no place and no current job. The image-only PDF has its name only: its text is unread.
 */
const GRADUATE_LABELS: Record<string, { name: string; city?: string | null; years?: number }> = {
  '44bb49a80faa': { name: '48b1d49ccfd3', city: 'Kegalle', years: 0 },
  '14645e2f1e55': { name: '345e38480dd9', city: 'Kurunegala', years: 1 },
  '3f31c0095ead': { name: 'c77640311bcb', city: 'Colombo', years: 0 },
  b236ccc38eef: { name: '22a715eb3335', city: 'Seattle', years: 9 },
  '1173e824f6a0': { name: 'a8bbbb1cb885', city: 'Moratuwa', years: 0 },
  fb36a0696dd3: { name: 'a8bbbb1cb885', city: 'Ambalangoda', years: 0 },
  d184d349b968: { name: '9d2582ba0244', city: 'Austin', years: 6 },
  f7aecb961e12: { name: '3ce59a372fd3', city: 'Gampaha', years: 0 },
  b3d016c1b066: { name: 'ff3fcebaa792', city: 'Kandy', years: 0 },
  c0c33e4f9bc6: { name: 'b3ef07dcec61', city: 'Matara', years: 0 },
  '9883a64db84c': { name: 'fa74689c8aea', city: 'Los Angeles', years: 5 },
  d02abfbe78d5: { name: '378a2c0c9f46', city: null, years: 0 },
  '0a4be14f47d3': { name: 'f76f7ba8661c', city: 'New York', years: 7 },
  '0567a8bca463': { name: '94c759a1b64a', city: 'Galewela', years: 0 },
  '13c257088f87': { name: 'b85e2ce9eed9', city: 'Moratuwa', years: 0 },
  '664fb74495e8': { name: 'af1cf9991b1b', city: 'Galle', years: 0 },
  '60251951fb5e': { name: '9da631ee248a' },
  d403b9042c74: { name: 'f8b43244a247', city: 'Galle', years: 0 },
  '79c69a81dac2': { name: 'f8b43244a247', city: 'Moratuwa', years: 0 },
  fbebb22e2849: { name: '8109dae2b810', city: 'Kalagedihena', years: 0 },
  da84abf1a224: { name: '05ac5897cfd9', city: 'Moratuwa', years: 0 },
  '32b5a54e2bb6': { name: '94c12dcbda4f', city: 'Matara', years: 1 },
  d1c29025bc77: { name: '16a01fa545ae', city: 'Athurugiriya', years: 0 },
  '04c1807cc4f8': { name: 'ac67fe05f265', city: 'San Francisco', years: 8 },
  f2241dfc5ba2: { name: 'e588f0fc74d9', city: null, years: 1 },
  b40917c68c91: { name: 'bbc4ca0ad654', city: 'Rathnapura', years: 0 },
  '6c55aff447ae': { name: 'e31434970efe', city: 'Negombo', years: 0 },
};
/** Labelled here: each resume's current job's town (none gives a place of its own), and its years to 2026-11. */
const TWINS_LABELS: Record<string, { city: string; years: number }> = {
  jane_doe: { city: 'New York', years: 8 },
  arjun_mehta: { city: 'San Francisco', years: 6 },
  maria_garcia: { city: 'Toronto', years: 8 },
  liu_wei: { city: 'Singapore', years: 9 },
  owen_smith: { city: 'Chicago', years: 11 },
  fatima_khan: { city: 'Toronto', years: 9 },
};

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const mirrors = option('mirrors');
if (!mirrors) throw new Error('usage: npx tsx bench/labelled-resumes.ts --mirrors <dir> [--show]');
const show = process.argv.includes('--show');
const gitDir = (repo: string) => path.join(mirrors, repo.replace('/', '+'), 'repo');
const gitFile = (repo: string, commit: string, file: string) => execFileSync('git', ['--git-dir', gitDir(repo), 'show', `${commit}:${file}`], { maxBuffer: 64 << 20 });

const taxonomy = Taxonomy.load();
const context = { taxonomy, places: Places.load(), now: new Date('2019-01-01T00:00:00Z') };
const sameName = (gold: string, read: string) => fold(gold).replace(/[^a-z ]/g, '') === fold(read).replace(/[^a-z ]/g, '');
const sameEmail = (gold: string, read: string) => gold.toLowerCase() === read.toLowerCase();
const cityIn = (city: string, read: string) => fold(read).includes(fold(city));
const withinAYear = (gold: string, read: string) => Math.abs(Number(gold) - Number(read)) <= 1;
const yearsRead = (cv: ReturnType<typeof parseCv>) => (cv.total_years_experience === null ? null : String(cv.total_years_experience));
/** The sets labelled here count `Present` to their labelling month. */
const LABELLED_NOW = new Date('2026-11-15T00:00:00Z');
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
const LOST_DASH = /((?:19|20)\d{2})  (?=(?:present|current|today|till date|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (?:19|20)\d{2}|(?:\d{1,2}\/)?(?:19|20)\d{2})\b)/gi;
function dotinText(xml: string): string {
  let text = unescapeXml(xml.replace(/^<\?xml[^>]*>\s*<cv>\n?/, '').replace(/<\/cv>\s*$/, '').replace(/<\/?label[^>]*>/g, ''));
  // Their dashes went too: "2006  Present", "March 2014  June 2016" (two spaces, as the labels write them) are ranges.
  if (/^\s*"/.test(text)) text = text.trim().replace(/^"|"$/g, '').replace(LOST_DASH, '$1 - ').replace(/ {2,}/g, '\n');
  return text.replace(/(?:\\x[0-9a-f]{2})+/g, (run) => Buffer.from(run.split('\\x').slice(1).map((hex) => parseInt(hex, 16))).toString('utf8'));
}

const MONTH_NUMBER: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };
const DATE_POINT = /\b(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*)?((?:19|20)\d{2})\b|\b(present|current|now|today|till date|to date|onwards|ongoing)\b/g;
const TODAY = 2019 * 12;

/** The years the labelled job dates cover, their overlaps once; null when a span with a year is no range. */
function goldYears(spans: string[]): number | null {
  const covered = new Set<number>();
  for (const span of spans) {
    const points = [...span.toLowerCase().matchAll(DATE_POINT)].map(([, month, year, now]) => (now ? TODAY : Number(year) * 12 + (month ? MONTH_NUMBER[month]! - 1 : 0)));
    if (!/\d{4}/.test(span)) continue;
    if (points.length !== 2 || points[1]! < points[0]!) return null;
    for (let month = points[0]!; month < points[1]!; month += 1) covered.add(month);
  }
  return covered.size > 0 ? Math.round(covered.size / 12) : null;
}

const SKILL_SPANS = new Set(['Tech Tools', 'Job Specific Skills', 'Soft Skills']);
const skillKey = (name: string) => fold(taxonomy.resolveSkill(name) ?? name).replace(/[^a-z0-9+#]+/g, ' ').trim();
const skillScores = { precision: 0, recall: 0, f1: 0, resumes: 0 };
function scoreSkills(where: string, spans: string[], read: string[]): void {
  const wanted = new Set(spans.filter((span) => !languageNamed(span)).map((span) => taxonomy.resolveSkill(span)).filter((name): name is string => !!name && !languageNamed(name)).map(skillKey));
  const named = new Set([...wanted, ...spans.flatMap((span) => taxonomy.extractSkills(span, { listed: true })).map(skillKey)]);
  const spanText = ` ${spans.map((span) => fold(span).replace(/[^a-z0-9+#]+/g, ' ')).join(' | ')} `;
  const found = [...new Set(read.map(skillKey))];
  const right = found.filter((key) => named.has(key) || spanText.includes(` ${key} `));
  const precision = found.length ? right.length / found.length : 0;
  const recall = wanted.size ? [...wanted].filter((key) => found.includes(key)).length / wanted.size : 1;
  skillScores.precision += precision;
  skillScores.recall += recall;
  skillScores.f1 += precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  skillScores.resumes += 1;
  const missed = [...wanted].filter((key) => !found.includes(key));
  const extra = found.filter((key) => !right.includes(key));
  if (missed.length + extra.length > 0) misses.push(`${where} skills: missed ${missed.join(' | ') || '-'}; not labelled ${extra.join(' | ') || '-'}`);
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
    count(dotin, 'email', entry.name, labelled('Email Address'), cv.email, sameEmail);
    const home = labels.find((label) => label.type === 'Location' && head.includes(label.text))?.text ?? null;
    count(dotin, 'city', entry.name, home, cv.location, (gold, read) => fold(read).includes(fold(gold.split(',')[0]!)));
    const years = goldYears(labels.filter((label) => label.type === 'Years of Experience').map((label) => label.text));
    count(dotin, 'years', entry.name, years === null ? null : String(years), yearsRead(cv), withinAYear);
    const spans = labels.filter((label) => SKILL_SPANS.has(label.type)).map((label) => label.text.replace(/\s+/g, ' '));
    if (spans.length >= 3) scoreSkills(entry.name, spans, cv.skills.map((skill) => skill.name));
  }
}

const templates: Tally = {};
const pool = new ExtractionPool({ size: 1 });
/** A document read as an upload is: its text and layout, then its fields, `Present` being `now`. */
const readDocument = async (bytes: Buffer, now: Date) => {
  const { text, layout } = await pool.extract(bytes, detectKind(bytes)!);
  return parseCv(text, { ...context, now, layout });
};
const gold = JSON.parse(gitFile(TEMPLATES.repo, TEMPLATES.commit, TEMPLATES.labels).toString('utf8')) as Record<string, { name: string; email: string }>;
for (const [file, label] of Object.entries(gold)) {
  const bytes = gitFile(TEMPLATES.repo, TEMPLATES.commit, `${TEMPLATES.folder}/${file}`);
  const cv = await readDocument(bytes, new Date());
  count(templates, 'name', file, label.name, cv.full_name, sameName);
  count(templates, 'email', file, label.email, cv.email, sameEmail);
}
const twins: Tally = {};
const twinSkills = { f1: 0, resumes: 0 };
const twinGold = JSON.parse(gitFile(TWINS.repo, TWINS.commit, TWINS.labels).toString('utf8')) as Record<string, { name: string; email: string; skills: string[] }>;
for (const [person, label] of Object.entries(twinGold)) {
  for (const kind of ['pdf', 'docx']) {
    const file = `${person}.${kind}`;
    const bytes = gitFile(TWINS.repo, TWINS.commit, `${TWINS.folder}/${file}`);
    const cv = await readDocument(bytes, LABELLED_NOW);
    const ours = TWINS_LABELS[person]!;
    count(twins, 'name', file, label.name, cv.full_name, sameName);
    count(twins, 'email', file, label.email, cv.email, sameEmail);
    count(twins, 'city', file, ours.city, cv.location, cityIn);
    count(twins, 'years', file, String(ours.years), yearsRead(cv), withinAYear);
    const wanted = new Set(label.skills.map(lookupKey));
    const found = new Set(cv.skills.map((skill) => lookupKey(skill.name)));
    const hits = [...found].filter((key) => wanted.has(key)).length;
    twinSkills.f1 += found.size + wanted.size ? (2 * hits) / (found.size + wanted.size) : 1;
    twinSkills.resumes += 1;
    if (hits < Math.max(found.size, wanted.size)) misses.push(`${file} skills: missed ${[...wanted].filter((key) => !found.has(key)).join(' | ') || '-'}; not labelled ${[...found].filter((key) => !wanted.has(key)).join(' | ') || '-'}`);
  }
}
const samples: Tally = {};
const sampleFiles = execFileSync('git', ['--git-dir', gitDir(SAMPLES.repo), 'ls-tree', '-r', '--name-only', SAMPLES.commit, ...SAMPLES.folders]).toString('utf8').split('\n');
for (const [sample, label] of Object.entries(SAMPLE_LABELS)) {
  for (const kind of label.word ? ['pdf', 'docx'] : ['pdf']) {
    const file = sampleFiles.find((name) => name.endsWith(`/${sample}.${kind}`))!;
    const bytes = gitFile(SAMPLES.repo, SAMPLES.commit, file);
    const cv = await readDocument(bytes, LABELLED_NOW);
    const where = path.basename(file);
    count(samples, 'name', where, label.name, cv.full_name, sameName);
    count(samples, 'email', where, label.email, cv.email, sameEmail);
    count(samples, 'phone', where, label.phone, cv.phone, (gold, read) => gold.replace(/\D/g, '').slice(-9) === read.replace(/\D/g, '').slice(-9));
    count(samples, 'city', where, label.city, cv.location, cityIn);
    count(samples, 'years', where, String(label.years), yearsRead(cv), withinAYear);
  }
}
const graduates: Tally = {};
const digest = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 12);
const nameDigest = (name: string) => digest(fold(name).replace(/[^a-z ]/g, ''));
const graduateFiles = execFileSync('git', ['--git-dir', gitDir(GRADUATES.repo), 'ls-tree', '-r', '--name-only', GRADUATES.commit, GRADUATES.folder]).toString('utf8').split('\n').filter((file) => file.endsWith('.pdf'));
for (const file of graduateFiles) {
  const bytes = gitFile(GRADUATES.repo, GRADUATES.commit, file);
  // Read before the extraction worker takes the bytes.
  const key = digest(bytes);
  const where = `graduate ${key}`;
  const label = GRADUATE_LABELS[key];
  if (!label) throw new Error(`${file}: no label (the mirror is not at ${GRADUATES.commit})`);
  const cv = await readDocument(bytes, LABELLED_NOW);
  count(graduates, 'name', where, label.name, cv.full_name && nameDigest(cv.full_name), (gold, read) => gold === read);
  if (label.city !== undefined) count(graduates, 'city', where, label.city ?? 'none', cv.location ?? 'none', cityIn);
  if (label.years !== undefined) count(graduates, 'years', where, String(label.years), yearsRead(cv), withinAYear);
}
await pool.close();

if (show) console.log(misses.join('\n'));
const percent = (tally: Tally, field: string) => (tally[field] ? `${((100 * tally[field][0]) / tally[field][1]).toFixed(1)}% of ${tally[field][1]}` : '');
const mean = (total: number) => `${((100 * total) / skillScores.resumes).toFixed(1)}%`;
console.table({
  "dotin's resumes (Indeed, Kaggle; text)": { name: percent(dotin, 'name'), email: percent(dotin, 'email'), phone: '', city: percent(dotin, 'city'), 'years (±1)': percent(dotin, 'years'), 'skills F1': `${mean(skillScores.f1)} of ${skillScores.resumes}` },
  'resume-builder templates (PDF, Word)': { name: percent(templates, 'name'), email: percent(templates, 'email'), phone: '', city: '', 'years (±1)': '', 'skills F1': '' },
  "resume-example sites' samples (PDF, Word)": { name: percent(samples, 'name'), email: percent(samples, 'email'), phone: percent(samples, 'phone'), city: percent(samples, 'city'), 'years (±1)': percent(samples, 'years'), 'skills F1': '' },
  "Sri Lankan graduates' CVs (PDF)": { name: percent(graduates, 'name'), email: '', phone: '', city: percent(graduates, 'city'), 'years (±1)': percent(graduates, 'years'), 'skills F1': '' },
  'generated twins (PDF and Word)': { name: percent(twins, 'name'), email: percent(twins, 'email'), phone: '', city: percent(twins, 'city'), 'years (±1)': percent(twins, 'years'), 'skills F1': `${((100 * twinSkills.f1) / twinSkills.resumes).toFixed(1)}% of ${twinSkills.resumes}` },
});
console.log(`dotin's skills: precision ${mean(skillScores.precision)} (a floor), recall ${mean(skillScores.recall)}, F1 ${mean(skillScores.f1)}, mean per resume`);
