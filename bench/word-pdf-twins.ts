/**
 * A Word CV and the PDF printed from it should read the same: the Word files of the GitHub set
 * (bench/github-cvs.ts) printed to PDF by LibreOffice, both read, and every field on which the two
 * readings differ listed. No labels are needed: where the readings differ, one of them is wrong,
 * and the held-out set holds such pairs. LibreOffice substitutes fonts it does not have (install
 * fonts-liberation2 and fonts-crosextra-carlito for Arial's and Calibri's widths), so some
 * differences are its line breaks, not the parser's: read each one.
 *
 *   npx tsx bench/word-pdf-twins.ts <github-cvs-dir> <out-dir>     print with soffice (Debian's libreoffice-writer-nogui), then compare
 *   npx tsx bench/word-pdf-twins.ts <github-cvs-dir> <out-dir> --show
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseCv, type ExtractedCv } from '../src/ingest/cv-parser.js';
import { ExtractionPool } from '../src/ingest/extract-text.js';
import { detectKind } from '../src/ingest/file-kind.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';
import { fold } from '../src/matching/text.js';

const [source, out] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!source || !out) {
  console.error('usage: npx tsx bench/word-pdf-twins.ts <github-cvs-dir> <out-dir> [--show]');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const words = fs.readdirSync(source).filter((file) => file.toLowerCase().endsWith('.docx')).sort();
for (const file of words) {
  const printed = path.join(out, file.replace(/\.docx$/i, '.pdf'));
  if (fs.existsSync(printed)) continue;
  try {
    execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', out, path.join(source, file)], { stdio: 'ignore', timeout: 60_000 });
  } catch {
    // A file LibreOffice cannot open has no twin: it is left out below.
  }
}

const taxonomy = Taxonomy.load();
const places = Places.load();
const pool = new ExtractionPool({ size: 2 });
const now = new Date('2026-06-01');
type Fields = Record<string, string>;

/** The fields the issue scores, written so that two equal readings compare equal. */
async function fieldsOf(file: string): Promise<Fields | null> {
  const bytes = fs.readFileSync(file);
  const kind = detectKind(bytes);
  if (!kind) return null;
  try {
    const { text, layout } = await pool.extract(bytes, kind);
    const cv: ExtractedCv = parseCv(text, { taxonomy, places, now, layout });
    return {
      name: fold(cv.full_name ?? '').replace(/[^a-z ]/g, ''),
      email: cv.email ?? '',
      phone: (cv.phone ?? '').replace(/\D/g, '').slice(-9),
      location: cv.location ?? '',
      years: String(cv.total_years_experience ?? ''),
      jobs: (cv.experiences ?? []).map((job) => `${job.title} @ ${job.company} ${job.start}..${job.end ?? ''}`).join(' / '),
      skills: cv.skills.map((skill) => skill.name).sort().join(', '),
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const differences = new Map<string, number>();
let pairs = 0;
const show = process.argv.includes('--show');
for (const file of words) {
  const printed = path.join(out, file.replace(/\.docx$/i, '.pdf'));
  if (!fs.existsSync(printed)) continue;
  const [word, pdf] = await Promise.all([fieldsOf(path.join(source, file)), fieldsOf(printed)]);
  if (!word || !pdf) continue;
  pairs += 1;
  for (const field of new Set([...Object.keys(word), ...Object.keys(pdf)])) {
    if (word[field] === pdf[field]) continue;
    differences.set(field, (differences.get(field) ?? 0) + 1);
    if (show) console.log(`${file} ${field}\n  Word: ${word[field] ?? ''}\n  PDF:  ${pdf[field] ?? ''}`);
  }
}
await pool.close();
console.log(`${pairs} Word CVs and their PDFs: fields read differently`);
console.table(Object.fromEntries(['name', 'email', 'phone', 'location', 'years', 'jobs', 'skills', 'error'].map((field) => [field, differences.get(field) ?? 0])));
