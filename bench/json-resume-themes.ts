/**
 * A development set of designed CV layouts with labels known by construction: two fictional
 * resumes of our own (bench/json-resume/, English and French) rendered by JSON Resume's themes,
 * installed from the npm registry into the output folder (not the project), and printed to PDF by
 * Chromium, as web resume builders print them. Written in the layout `npm run bench:extract` reads
 * (files and expected.json):
 *
 *   npx tsx bench/json-resume-themes.ts <out-dir>      needs Debian's chromium (apt-get install chromium)
 *   npm run bench:extract -- <out-dir>
 *
 * With --word, the same pages are also saved as Word documents in <out-dir>/word, as a candidate who
 * keeps a web resume in Word gets them: once by LibreOffice (Debian's libreoffice-writer-nogui) and once by
 * pandoc (Debian's pandoc), the converter behind many Markdown CVs. Themes that set their parts apart by
 * CSS alone run words together there ("Maya OkaforSenior Data Engineer"): read the misses before
 * blaming the parser.
 *
 *   npx tsx bench/json-resume-themes.ts <out-dir> --word
 *   npm run bench:extract -- <out-dir>/word
 *
 * The labels are the resumes' own fields; a theme that prints no place of the candidate's is
 * labelled with none. Years are counted to 2026-11 (the bench's labelling month).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const THEMES = ['actual', 'caffeine', 'class', 'classy', 'crisp', 'elegant', 'eloquent', 'even', 'flat', 'kendall', 'lucide', 'macchiato', 'minyma', 'modern', 'onepage', 'onepage-plus', 'paper', 'papirus', 'relaxed', 'rocketspacer', 'short', 'slick', 'spartacus', 'spartan', 'stackoverflow', 'straightforward'];
/** Themes that print no address, city or region of the candidate's. */
const NO_PLACE = new Set(['class', 'flat', 'rocketspacer', 'short']);

const RESUMES = [
  { prefix: 'en', file: 'maya-okafor.json', label: { full_name: 'Maya Okafor', email: 'maya.okafor@example.com', phone: '(312) 555-0147', location: 'Chicago, IL', total_years_experience: 8, skills: ['Python', 'SQL', 'Scala', 'Apache Spark', 'Airflow', 'dbt', 'Kafka', 'Snowflake', 'AWS', 'Terraform', 'Docker'] } },
  { prefix: 'fr', file: 'camille-lefevre.json', label: { full_name: 'Camille Lefèvre', email: 'camille.lefevre@exemple.fr', phone: '06 12 34 56 78', location: 'Lyon', total_years_experience: 9, skills: ['Sourcing', 'Entretien de recrutement', 'LinkedIn Recruiter', 'Excel', 'Workday', 'SAP SuccessFactors', 'Droit du travail', 'Paie'] } },
];

const outDir = path.resolve(process.argv[2] ?? '');
const wordDir = process.argv.includes('--word') ? path.join(outDir, 'word') : null;
if (!process.argv[2] || process.argv[2].startsWith('--')) {
  console.error('usage: npx tsx bench/json-resume-themes.ts <out-dir>');
  process.exit(2);
}
const themesDir = path.join(outDir, 'themes');
fs.mkdirSync(themesDir, { recursive: true });
if (!fs.existsSync(path.join(themesDir, 'package.json'))) fs.writeFileSync(path.join(themesDir, 'package.json'), '{"private":true}');
// One at a time, so that a theme that no longer installs costs only itself.
for (const theme of THEMES) {
  try {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', `jsonresume-theme-${theme}`], { cwd: themesDir, stdio: 'ignore' });
  } catch {
    console.log(`jsonresume-theme-${theme}: not installed`);
  }
}
// Themes written as CommonJS load with require; the others with an import whose bare names resolve in the themes' folder.
const requireTheme = createRequire(path.join(themesDir, 'package.json'));
fs.writeFileSync(path.join(themesDir, 'load.mjs'), 'export const load = (name) => import(name);\n');
const { load } = (await import(pathToFileURL(path.join(themesDir, 'load.mjs')).href)) as { load: (name: string) => Promise<Record<string, unknown>> };
const loadTheme = async (name: string): Promise<Record<string, unknown>> => {
  try {
    return requireTheme(name) as Record<string, unknown>;
  } catch {
    return load(name);
  }
};
const expected: Record<string, unknown> = {};
const expectedWord: Record<string, unknown> = {};
if (wordDir) fs.mkdirSync(wordDir, { recursive: true });
for (const { prefix, file, label } of RESUMES) {
  const resume = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'json-resume', file), 'utf8')) as unknown;
  for (const theme of THEMES) {
    const name = `jsonresume-theme-${theme}`;
    try {
      const module = await loadTheme(name);
      const fallback = module.default as Record<string, unknown> | undefined;
      const render = (module.render ?? fallback?.render ?? fallback) as (resume: unknown) => string | Promise<string>;
      const html = path.join(outDir, `${prefix}-${theme}.html`);
      fs.writeFileSync(html, await render(structuredClone(resume)));
      const pdf = path.join(outDir, `${prefix}-${theme}.pdf`);
      execFileSync('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${path.join(outDir, '.chromium')}`, '--no-pdf-header-footer', `--print-to-pdf=${pdf}`, pathToFileURL(html).href], { stdio: 'ignore', timeout: 60_000 });
      const { location, ...rest } = label;
      expected[path.basename(pdf)] = NO_PLACE.has(theme) ? rest : { ...rest, location };
      if (wordDir) {
        for (const [docx, convert] of saveAsWord(html, path.join(wordDir, `${prefix}-${theme}`))) {
          try {
            convert();
            expectedWord[path.basename(docx)] = expected[path.basename(pdf)];
          } catch (error) {
            console.log(`${path.basename(docx)}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
      fs.rmSync(html);
    } catch (error) {
      console.log(`${prefix} ${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}
fs.writeFileSync(path.join(outDir, 'expected.json'), JSON.stringify(expected, null, 1));
console.log(`${Object.keys(expected).length} PDFs and their labels written to ${outDir}`);
if (wordDir) {
  fs.writeFileSync(path.join(wordDir, 'expected.json'), JSON.stringify(expectedWord, null, 1));
  console.log(`${Object.keys(expectedWord).length} Word documents and their labels written to ${wordDir}`);
}

/** The page saved as Word by LibreOffice (`x.libreoffice.docx`) and by pandoc (`x.pandoc.docx`). */
function saveAsWord(html: string, stem: string): [string, () => void][] {
  const libreOffice = `${stem}.libreoffice.docx`;
  const pandoc = `${stem}.pandoc.docx`;
  return [
    [
      libreOffice,
      () => {
        // soffice names its output after the input: convert in a folder of its own, then rename.
        const scratch = fs.mkdtempSync(path.join(path.dirname(stem), '.soffice-'));
        execFileSync('soffice', ['--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', scratch, html], { stdio: 'ignore', timeout: 60_000 });
        fs.renameSync(path.join(scratch, path.basename(html).replace(/\.html$/, '.docx')), libreOffice);
        fs.rmSync(scratch, { recursive: true });
      },
    ],
    [pandoc, () => execFileSync('pandoc', ['-f', 'html', '-t', 'docx', '-o', pandoc, html], { stdio: 'ignore', timeout: 60_000 })],
  ];
}
