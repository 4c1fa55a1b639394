/**
 * Builds the real-data ranking set: real job ads against real resumes uploaded as PDFs.
 *
 *   npx tsx bench/real-eval-data.ts <out-dir> --mirrors <dir>
 *
 * <dir> holds the search tool's `fetch` mirrors (git directories, read with git):
 *   Sivtheng+resume-parser/repo           LiveCareer resumes, PDF, one folder per category (commit 5fe07904)
 *   stochastictalk+nhs_jobs_data/repo      UK NHS job ads, schema.org JobPosting JSON (commit 6ad8e4fb)
 *   NguyenHuuDangKhoa+gov-ca-job-bank-scraping/repo   Canada Job Bank ads (commit f24a07ac)
 *   parishinde+Marketplace-analysis_linktin/repo       US LinkedIn postings, 2024 (commit a5200c9f)
 *   Ishita1604+AcrossTheBorders/repo                   the first 499 ads of EMSCAD, Workable job ads
 *                                                      of 2012-2014, mostly US and UK (commit 75121123)
 *   koriralex+CAPSTONE-Group2/repo                     a 1,000-posting sample of LinkedIn's US postings
 *                                                      of 2023 (commit 0b61cad8)
 * Their licences are not stated: the set is written outside the repo, never committed.
 *
 * Labelling rule: an ad gets the resume category its title names, by the first matching
 * rule of RULES (ordered, so "IT Service Desk Engineer" is IT, not engineering, as are a software engineer's other
 * names, "Backend", "DevOps", "Application Security Engineer"; clinical
 * words keep nurse educators out of TEACHER and recruitment campaigns for nurses out of HR).
 * A resume is relevant to an ad when both have the same category. Ads whose title names
 * no category are left out. Up to ADS_PER_CATEGORY ads and RESUMES_PER_CATEGORY resumes a
 * category, drawn with a fixed seed, so the same mirrors give the same set.
 *
 * The US postings are a second list of ads against the same resumes (`jobs-us.jsonl`):
 * the ads of a US job board, mostly remote office work, with the company blurb, benefits
 * and equal-opportunity text left in, every labelled one kept. The Workable ads are a third
 * list (`jobs-workable.jsonl`): company profile, description, requirements and benefits one
 * after the other as the ad's page shows them, the genuine ones only (EMSCAD also labels
 * fraudulent ads), one per title and company. The 2023 LinkedIn sample is a fourth
 * (`jobs-us2.jsonl`): ads of every kind of work, as the held-out set's US job board has, up to
 * ADS_PER_CATEGORY a category drawn with the same seed, so no one category outweighs the rest.
 *
 * `wide/` is a fifth set with resumes of its own (`wide/resumes.csv`, `wide/jobs.jsonl`): the three US boards' ads
 * against 10 resumes of each of 19 categories, the 13 above and six that no rule of RULES names (designers, digital
 * media, banking, fitness, aviation, consultants; WIDE_RULES), so the ranking is measured on kinds of work it was never
 * tuned on, among more distractors.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { seededRandom, shuffler } from './synthetic.js';

const RESUMES_COMMIT = '5fe07904';
const NHS_COMMIT = '6ad8e4fb';
const CANADA_COMMIT = 'f24a07ac';
const US_COMMIT = 'a5200c9f';
const WORKABLE_COMMIT = '75121123';
const US_2023_COMMIT = '0b61cad8';
const ADS_PER_CATEGORY = 16;
const RESUMES_PER_CATEGORY = 12;
const WIDE_RESUMES_PER_CATEGORY = 10;
const MIN_ADS = 6;

const CLINICAL = /\b(nurse|nursing|clinical|clinician|consultant|midwi\w+|medical|physio\w*|therap\w+|practitioner|doctor|gp|pharmac\w+|radiograph\w+|psychiatr\w+|patient|ward|theatre|dental|paramedic)\b/;

/** Title rules, first match wins: [category, pattern, pattern the title must not match]. */
const RULES: [string, RegExp, RegExp?][] = [
  ['INFORMATION-TECHNOLOGY', /\b(developer|programmer|software|it support|it technician|it operations|ict|network (engineer|analyst|manager)|systems? (administrator|engineer)|service desk|user support|server|web|(infrastructure|data|data platform|back-?end|front-?end|full[- ]?stack|devops|cloud|platform|site reliability|(application |cyber ?|information )?security|machine learning|qa|php|java|python|ios|android|mobile) engineer)\b/],
  ['ACCOUNTANT', /\b(accountant|accounting|bookkeep\w*|accounts (payable|receivable|assistant|officer|clerk)|payroll)\b/],
  ['FINANCE', /\b(financ\w+ (analyst|manager|officer|assistant|controller|director|lead|business partner)|head of finance|chief financial officer)\b/],
  ['CHEF', /\b(chef|cook|baker)\b/],
  ['CONSTRUCTION', /\b(carpenter|construction|drywall|concrete|framer|bricklayer|joiner)\b/],
  ['HR', /(?<!\/)\b(hr|human resources|recruitment|recruiter|workforce|people partner|resourcing)\b/, CLINICAL],
  ['SALES', /\b(sales|retail|cashier|store supervisor)\b/, /\bmeat\b/],
  ['TEACHER', /\b(teacher|lecturer|tutor|early childhood)\b/, CLINICAL],
  ['PUBLIC-RELATIONS', /\b(communications|public relations|press officer|media relations)\b/],
  ['BUSINESS-DEVELOPMENT', /\b(business development|business manager)\b/],
  ['ENGINEERING', /\b(engineer|engineering)\b/],
  ['AGRICULTURE', /\b(farm|agricultur\w*|landscap\w*|gardener)\b/, /\barchitect\b/],
  ['AUTOMOBILE', /\b(mechanic|automotive|vehicle technician)\b/],
  ['HEALTHCARE', /\b(staff nurse|registered nurse|healthcare assistant|health care assistant|physiotherapist|radiographer|pharmacist|midwife|paramedic|occupational therapist|sonographer|nurse practitioner)\b/],
];

/**
 * Rules for LiveCareer folders that the four sets above leave out, tried after RULES (so a
 * `Graphic / Web Designer` stays IT and a `Sales Consultant` sales). Only folders whose
 * resumes mostly hold what their name says: ARTS, APPAREL, AUTOMOBILE, ADVOCATE and BPO are
 * mostly other trades filed there (a food server in ARTS, a patient advocate in ADVOCATE).
 */
const WIDE_RULES: [string, RegExp, RegExp?][] = [
  ['DESIGNER', /\bdesigner\b/],
  ['DIGITAL-MEDIA', /\b(digital media|social media|media (buyer|planner)|multimedia)\b/],
  ['BANKING', /\b(bank|banker|banking|teller|loan officer|mortgage)\b/, /\b(intern|collector)\b/],
  ['FITNESS', /\b(fitness|personal trainer|yoga|pilates)\b/],
  ['AVIATION', /\b(aviation|aircraft|pilot|avionics|airframe)\b/, /\bsoftware\b/],
  ['CONSULTANT', /\bconsultant\b/, /\b(clinical|medical|pharmac\w+|nurse|nursing|patient|dental)\b/],
];

export function categoryOfTitle(title: string, rules = RULES): string | null {
  const lower = title.toLowerCase();
  for (const [category, pattern, unless] of rules) if (pattern.test(lower) && !unless?.test(lower)) return category;
  return null;
}

const wideCategoryOfTitle = (title: string) => categoryOfTitle(title, [...RULES, ...WIDE_RULES]);
type Labeller = (title: string) => string | null;

interface Ad {
  category: string;
  source: 'nhs' | 'canada' | 'us' | 'workable';
  title: string;
  description: string;
  location: string;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const git = (repo: string, args: string[]) => execFileSync('git', ['-C', repo, ...args], { maxBuffer: 1 << 30 });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', ndash: '–', mdash: '—', hellip: '…', bull: '•' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** NHS descriptions are HTML escaped once more: unescape, turn blocks into lines, drop tags. */
function htmlToText(html: string): string {
  return decodeEntities(
    decodeEntities(html)
      .replace(/<\s*(br|\/p|\/li|\/h\d|\/div|\/tr)\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s\n]*/g, '\n')
    .trim();
}

function nhsAds(repo: string): Ad[] {
  const files = git(repo, ['ls-tree', '-r', '--name-only', NHS_COMMIT, 'data']).toString().split('\n').filter((file) => file.endsWith('.json'));
  const ads: Ad[] = [];
  for (const file of files) {
    let posting: { title?: string; description?: string; jobLocation?: { address?: { addressLocality?: string } } };
    try {
      posting = JSON.parse(git(repo, ['show', `${NHS_COMMIT}:${file}`]).toString());
    } catch {
      continue;
    }
    const title = decodeEntities(posting.title ?? '').trim();
    const category = categoryOfTitle(title);
    if (!category || !posting.description) continue;
    const locality = posting.jobLocation?.address?.addressLocality ?? '';
    ads.push({ category, source: 'nhs', title, description: htmlToText(posting.description), location: locality ? `${titleCase(locality)}, United Kingdom` : 'United Kingdom' });
  }
  return ads;
}

function canadaAds(repo: string): Ad[] {
  const postings = JSON.parse(git(repo, ['show', `${CANADA_COMMIT}:job_postings_complete.json`]).toString()) as Record<string, Record<string, string>>;
  const ads: Ad[] = [];
  for (const posting of Object.values(postings)) {
    const category = categoryOfTitle(posting.job_title ?? '');
    if (!category) continue;
    const known = (value: string | undefined) => (value && value !== 'N/A' ? value : null);
    const description = [
      known(posting.employer_name) && `${posting.employer_name} is hiring.`,
      known(posting.employment_type)?.replace(/\n/g, ', '),
      known(posting.work_hour),
      known(posting.salary_amount) && `Salary: ${posting.salary_amount}`,
      known(posting.job_requirement),
      known(posting.benefits),
    ]
      .filter(Boolean)
      .join('\n');
    const place = [known(posting.city), known(posting.province), 'Canada'].filter(Boolean).join(', ');
    ads.push({ category, source: 'canada', title: posting.job_title!, description, location: place });
  }
  return ads;
}

/** One ad per title and company: the sample repeats some postings word for word. */
function usAds(repo: string, file = `${US_COMMIT}:postings_utf8.csv`, label: Labeller = categoryOfTitle): Ad[] {
  const rows = parse(git(repo, ['show', file]), { columns: true, bom: true, relax_quotes: true }) as Record<string, string>[];
  const seen = new Set<string>();
  const ads: Ad[] = [];
  for (const row of rows) {
    const title = row.title?.trim() ?? '';
    const category = label(title);
    const key = `${title}\u0000${row.company_name}`;
    if (!category || !row.description || seen.has(key)) continue;
    seen.add(key);
    ads.push({ category, source: 'us', title, description: row.description.trim(), location: row.location?.trim() || 'United States' });
  }
  return ads;
}

/**
 * EMSCAD's text lost its markup: paragraphs run into each other ("status quo?Like to…"), list
 * bullets survive as a mangled `•`, links as `#URL_…#`.
 */
function workableText(text: string): string {
  return decodeEntities(text)
    .replace(/([a-z]{2}[.?!])([A-Z][a-z])/g, '$1\n$2')
    .replace(/€¢|â€¢/g, '\n• ')
    .replace(/#(URL|EMAIL|PHONE)_[0-9a-f]+#/g, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

function workableAds(repo: string, label: Labeller = categoryOfTitle): Ad[] {
  const rows = parse(git(repo, ['show', `${WORKABLE_COMMIT}:fake_job_postings.csv`]), { columns: true, bom: true, relax_quotes: true }) as Record<string, string>[];
  const seen = new Set<string>();
  const ads: Ad[] = [];
  for (const row of rows) {
    const title = row.title?.replace(/\s+/g, ' ').trim() ?? '';
    const category = label(title);
    const key = `${title.toLowerCase()}\u0000${row.company_profile}`;
    if (!category || row.fraudulent !== '0' || seen.has(key)) continue;
    seen.add(key);
    const description = [row.company_profile, row.description, row.requirements, row.benefits].map((part) => workableText(part ?? '')).filter(Boolean).join('\n\n');
    if (!description) continue;
    // EMSCAD writes places as "US, NY, New York".
    const [country, region, city] = (row.location ?? '').split(',').map((part) => part.trim());
    ads.push({ category, source: 'workable', title, description, location: [city, region, country].filter(Boolean).join(', ') || 'Remote' });
  }
  return ads;
}

/** The 2023 sample has the same columns as the 2024 one, and far more ads: a few a category are kept. */
function us2023Ads(repo: string, shuffle: <T>(list: readonly T[]) => T[]): Ad[] {
  const all = usAds(repo, `${US_2023_COMMIT}:postings.csv`);
  const categories = [...new Set(all.map((ad) => ad.category))].sort();
  return categories.flatMap((category) => shuffle(all.filter((ad) => ad.category === category)).slice(0, ADS_PER_CATEGORY));
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

function main(): void {
  const outDir = process.argv[2];
  const mirrors = argument('mirrors');
  if (!outDir || outDir.startsWith('--') || !mirrors) {
    console.error('usage: npx tsx bench/real-eval-data.ts <out-dir> --mirrors <dir with the fetched mirrors>');
    process.exit(2);
  }
  const random = seededRandom(11);
  const shuffle = shuffler(random);

  const all = [...nhsAds(path.join(mirrors, 'stochastictalk+nhs_jobs_data/repo')), ...canadaAds(path.join(mirrors, 'NguyenHuuDangKhoa+gov-ca-job-bank-scraping/repo'))];
  const byCategory = new Map<string, Ad[]>();
  for (const ad of all) byCategory.set(ad.category, [...(byCategory.get(ad.category) ?? []), ad]);
  const ads: Ad[] = [];
  for (const [, members] of [...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (members.length < MIN_ADS) continue;
    // Both sources where a category has both, so one source's boilerplate does not define it.
    const nhs = shuffle(members.filter((ad) => ad.source === 'nhs'));
    const canada = shuffle(members.filter((ad) => ad.source === 'canada'));
    const picked: Ad[] = [];
    while (picked.length < ADS_PER_CATEGORY && (nhs.length > 0 || canada.length > 0)) {
      const next = (picked.length % 2 === 0 ? nhs.shift() ?? canada.shift() : canada.shift() ?? nhs.shift())!;
      picked.push(next);
    }
    ads.push(...picked);
  }
  const categories = [...new Set(ads.map((ad) => ad.category))];

  const resumesRepo = path.join(mirrors, 'Sivtheng+resume-parser/repo');
  const pdfs = git(resumesRepo, ['ls-tree', '-r', '--name-only', RESUMES_COMMIT, 'datasets/data/data']).toString().split('\n').filter((file) => file.endsWith('.pdf'));
  fs.rmSync(path.join(outDir, 'resumes'), { recursive: true, force: true });
  const resumeCount = writeResumes(outDir, resumesRepo, pdfs, categories, RESUMES_PER_CATEGORY, shuffle);
  fs.writeFileSync(path.join(outDir, 'jobs.jsonl'), ads.map((ad) => JSON.stringify(ad)).join('\n') + '\n');
  const counts = (list: Ad[]) => categories.map((category) => `${category} ${list.filter((ad) => ad.category === category).length}`).join(', ');
  console.log(`${ads.length} ads (${counts(ads)}) and ${resumeCount} resumes written to ${outDir}`);
  const more: [string, string, (repo: string) => Ad[], string][] = [
    ['US', 'parishinde+Marketplace-analysis_linktin/repo', usAds, 'jobs-us.jsonl'],
    ['Workable', 'Ishita1604+AcrossTheBorders/repo', workableAds, 'jobs-workable.jsonl'],
    ['US 2023', 'koriralex+CAPSTONE-Group2/repo', (repo) => us2023Ads(repo, shuffle), 'jobs-us2.jsonl'],
  ];
  for (const [name, mirror, read, file] of more) {
    if (!fs.existsSync(path.join(mirrors, mirror))) {
      console.log(`no ${name} postings mirror in ${path.join(mirrors, mirror)}: ${file} is not written`);
      continue;
    }
    const listed = read(path.join(mirrors, mirror)).filter((ad) => categories.includes(ad.category));
    fs.writeFileSync(path.join(outDir, file), listed.map((ad) => JSON.stringify(ad)).join('\n') + '\n');
    console.log(`${listed.length} ${name} ads (${counts(listed)})`);
  }
  writeWideSet(path.join(outDir, 'wide'), mirrors, resumesRepo, pdfs, categories);
}

/** Up to `perCategory` resumes of each category's folder, drawn by `shuffle`, copied to <outDir>/resumes and listed in resumes.csv. */
function writeResumes(outDir: string, resumesRepo: string, pdfs: string[], categories: string[], perCategory: number, shuffle: <T>(list: readonly T[]) => T[]): number {
  fs.mkdirSync(path.join(outDir, 'resumes'), { recursive: true });
  const rows = ['category,file'];
  for (const category of categories) {
    const inFolder = pdfs.filter((file) => file.split('/')[3] === category).sort();
    for (const file of shuffle(inFolder).slice(0, perCategory)) {
      const name = `${category}-${path.basename(file)}`;
      fs.writeFileSync(path.join(outDir, 'resumes', name), git(resumesRepo, ['show', `${RESUMES_COMMIT}:${file}`]));
      rows.push(`${category},resumes/${name}`);
    }
  }
  fs.writeFileSync(path.join(outDir, 'resumes.csv'), rows.join('\n') + '\n');
  return rows.length - 1;
}

/**
 * The `wide` set: the US boards' ads (LinkedIn 2024 and 2023, Workable) against resumes of
 * every category a rule names, those of WIDE_RULES included, so the ranking meets folders it
 * was never tuned on, among more distractors. Drawn with a seed of its own, so the four sets
 * above stay as they were.
 */
function writeWideSet(outDir: string, mirrors: string, resumesRepo: string, pdfs: string[], narrow: string[]): void {
  const sources: [string, (repo: string) => Ad[]][] = [
    ['parishinde+Marketplace-analysis_linktin/repo', (repo) => usAds(repo, undefined, wideCategoryOfTitle)],
    ['koriralex+CAPSTONE-Group2/repo', (repo) => usAds(repo, `${US_2023_COMMIT}:postings.csv`, wideCategoryOfTitle)],
    ['Ishita1604+AcrossTheBorders/repo', (repo) => workableAds(repo, wideCategoryOfTitle)],
  ];
  if (sources.some(([mirror]) => !fs.existsSync(path.join(mirrors, mirror)))) {
    console.log(`the wide set needs the three US boards' mirrors: ${outDir} is not written`);
    return;
  }
  const shuffle = shuffler(seededRandom(12));
  const seen = new Set<string>();
  const all = sources.flatMap(([mirror, read]) => read(path.join(mirrors, mirror))).filter((ad) => {
    const key = `${ad.title.toLowerCase()}\u0000${ad.description.slice(0, 200)}`;
    return !seen.has(key) && seen.add(key);
  });
  const categories = [...narrow, ...WIDE_RULES.map(([category]) => category)];
  const ads = categories.flatMap((category) => shuffle(all.filter((ad) => ad.category === category)).slice(0, ADS_PER_CATEGORY));
  fs.rmSync(outDir, { recursive: true, force: true });
  const resumeCount = writeResumes(outDir, resumesRepo, pdfs, categories, WIDE_RESUMES_PER_CATEGORY, shuffle);
  fs.writeFileSync(path.join(outDir, 'jobs.jsonl'), ads.map((ad) => JSON.stringify(ad)).join('\n') + '\n');
  const counts = categories.map((category) => `${category} ${ads.filter((ad) => ad.category === category).length}`).join(', ');
  console.log(`wide: ${ads.length} ads (${counts}) and ${resumeCount} resumes written to ${outDir}`);
}

main();
