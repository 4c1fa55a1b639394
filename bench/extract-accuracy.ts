/**
 * Per-field accuracy of CV extraction, scored by the rule of ../shared/data/cv-dev/README.md:
 * name and e-mail equal after folding, phone equal on the last 9 digits, city contained in the
 * extracted location, years within ±1, skills F1 over folded names (extras the label's notes
 * mention are not counted wrong; a last column counts two names of one skill in the taxonomy
 * equal, "VS Code" and "Visual Studio Code"). A null label is right only when nothing was extracted.
 *   npm run bench:extract [-- [--skills] <folder> ...]   default: ../shared/data/cv-dev and test/fixtures/cv
 * --skills prints, per file, the labelled skills missed and the extracted ones not labelled.
 * A folder is either the dev set's layout (gold/<file>.json) or ours (expected.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCv, type ExtractedCv } from '../src/ingest/cv-parser.js';
import { ExtractionPool } from '../src/ingest/extract-text.js';
import { detectKind } from '../src/ingest/file-kind.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';
import { fold, lookupKey } from '../src/matching/text.js';

interface Gold {
  file: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  years: number | null;
  skills: string[];
  notes: string;
}

interface DevLabel {
  file: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  total_years_experience: number | null;
  skills: string[];
  notes?: string;
}

interface FixtureLabel {
  full_name?: string;
  email?: string;
  phone?: string;
  location?: string;
  total_years_experience?: number;
  skills?: string[];
}

/** The dev set counts `Present` up to its labelling month. */
const LABELLED = Date.UTC(2026, 10, 1);

function readFolder(folder: string): Gold[] {
  if (fs.existsSync(path.join(folder, 'gold'))) {
    return fs
      .readdirSync(path.join(folder, 'gold'))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const label = JSON.parse(fs.readFileSync(path.join(folder, 'gold', name), 'utf8')) as DevLabel;
        return { file: path.join(folder, label.file), full_name: label.full_name, email: label.email, phone: label.phone, city: label.city, years: label.total_years_experience, skills: label.skills, notes: label.notes ?? '' };
      });
  }
  const expected = JSON.parse(fs.readFileSync(path.join(folder, 'expected.json'), 'utf8')) as Record<string, FixtureLabel>;
  return Object.entries(expected).map(([file, label]) => ({
    file: path.join(folder, file),
    full_name: label.full_name ?? null,
    email: label.email ?? null,
    phone: label.phone ?? null,
    city: label.location?.split(',')[0] ?? null,
    years: label.total_years_experience ?? null,
    skills: label.skills ?? [],
    notes: '',
  }));
}

const taxonomy = Taxonomy.load();
const places = Places.load();
const now = new Date();
const elapsedYears = Math.max(0, Math.floor((now.getTime() - LABELLED) / (365.25 * 24 * 3600 * 1000)));
const same = (a: string | null | undefined, b: string | null | undefined) => fold(a ?? '').replace(/[^a-z0-9@]+/g, ' ').trim() === fold(b ?? '').replace(/[^a-z0-9@]+/g, ' ').trim();
const lastDigits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').slice(-9);
/** The README's rule: skill names equal once folded. */
const skillKey = (name: string) => lookupKey(name);
/** Kinder: two names of one skill in the taxonomy ("VS Code", "Visual Studio Code") are equal. */
const skillKeyByAlias = (name: string) => lookupKey(taxonomy.resolveSkill(name) ?? name);

type Field = 'name' | 'email' | 'phone' | 'city' | 'years' | 'skills';
const FIELDS: Field[] = ['name', 'email', 'phone', 'city', 'years', 'skills'];

function skillsF1(gold: Gold, got: ExtractedCv, skillKey: (name: string) => string) {
  const wanted = new Set(gold.skills.map(skillKey));
  const found = new Set((got.skills ?? []).map((skill) => skillKey(typeof skill === 'string' ? skill : skill.name)));
  const notes = lookupKey(gold.notes);
  const hits = [...found].filter((skill) => wanted.has(skill)).length;
  const acceptedExtras = [...found].filter((skill) => !wanted.has(skill) && skill.length > 1 && notes.includes(skill)).length;
  const counted = found.size - acceptedExtras;
  const precision = counted === 0 ? (wanted.size === 0 ? 1 : 0) : hits / counted;
  const recall = wanted.size === 0 ? (counted === 0 ? 1 : 0) : hits / wanted.size;
  return { f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), note: `${hits}/${wanted.size} +${counted - hits}`, wanted, found, notes };
}

function score(gold: Gold, got: ExtractedCv): Record<Field, number> & { skillsByAlias: number; skillNote: string; missed: string[]; unlabelled: string[] } {
  const { f1, note, found, wanted, notes } = skillsF1(gold, got, skillKey);
  const location = got.location ?? '';
  return {
    name: Number(same(gold.full_name, got.full_name)),
    email: Number(same(gold.email, got.email)),
    phone: Number(gold.phone === null ? !got.phone : lastDigits(got.phone) === lastDigits(gold.phone)),
    city: Number(gold.city === null ? !places.find(location)?.city : lookupKey(location).includes(lookupKey(gold.city))),
    years: Number(gold.years === null ? got.total_years_experience == null : got.total_years_experience != null && Math.abs(got.total_years_experience - (gold.years + elapsedYears)) <= 1),
    skills: f1,
    skillsByAlias: skillsF1(gold, got, skillKeyByAlias).f1,
    skillNote: note,
    missed: gold.skills.filter((skill) => !found.has(skillKey(skill))),
    unlabelled: (got.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name)).filter((name) => !wanted.has(skillKey(name)) && !(skillKey(name).length > 1 && notes.includes(skillKey(name)))),
  };
}

const showSkills = process.argv.includes('--skills');
const arguments_ = process.argv.slice(2).filter((arg) => arg !== '--skills');
const folders = arguments_.length > 0 ? arguments_ : ['../shared/data/cv-dev', 'test/fixtures/cv'];
const skillDetails: string[] = [];
const pool = new ExtractionPool();
const rows: Record<string, Record<string, string>> = {};
const summary: Record<string, Record<string, string>> = {};
let pages = 0;
let peakRss = 0;
const started = performance.now();

for (const folder of folders.map((folder) => path.resolve(folder))) {
  const golds = readFolder(folder);
  const totals: Record<Field, number> = { name: 0, email: 0, phone: 0, city: 0, years: 0, skills: 0 };
  let skillsByAlias = 0;
  let failed = 0;
  for (const gold of golds) {
    const content = fs.readFileSync(gold.file);
    const kind = detectKind(content);
    const label = path.relative(process.cwd(), gold.file);
    let got: ExtractedCv;
    try {
      if (!kind) throw new Error('neither PDF nor DOCX');
      const extracted = await pool.extract(content, kind);
      pages += extracted.pages || 1;
      got = parseCv(extracted.text, { taxonomy, places, now, layout: extracted.layout });
    } catch (error) {
      failed += 1;
      rows[label] = { result: `FAILED: ${(error as Error).message}` };
      continue;
    } finally {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    const result = score(gold, got);
    if (showSkills && (result.missed.length > 0 || result.unlabelled.length > 0)) skillDetails.push(`${label}\n  missed: ${result.missed.join(' | ')}\n  not labelled: ${result.unlabelled.join(' | ')}`);
    for (const field of FIELDS) totals[field] += result[field];
    skillsByAlias += result.skillsByAlias;
    rows[label] = {
      ...Object.fromEntries(FIELDS.filter((field) => field !== 'skills').map((field) => [field, result[field] ? 'ok' : `✗ ${String(field === 'name' ? got.full_name : field === 'email' ? got.email : field === 'phone' ? got.phone : field === 'city' ? got.location : got.total_years_experience).slice(0, 24)}`])),
      skills: `${(result.skills * 100).toFixed(0)}% ${result.skillNote}`,
    };
  }
  const accuracy = Object.fromEntries(FIELDS.map((field) => [field, (100 * totals[field]) / golds.length]));
  const mean = FIELDS.reduce((sum, field) => sum + accuracy[field]!, 0) / FIELDS.length;
  summary[`${path.relative(process.cwd(), folder) || '.'} (${golds.length} files${failed ? `, ${failed} failed` : ''})`] = {
    ...Object.fromEntries(FIELDS.map((field) => [field, `${accuracy[field]!.toFixed(1)}%`])),
    mean: `${mean.toFixed(1)}%`,
    'skills, aliases equal': `${((100 * skillsByAlias) / golds.length).toFixed(1)}%`,
  };
}
const seconds = (performance.now() - started) / 1000;
await pool.close();

if (showSkills) console.log(`\nSkills missed and not labelled\n${skillDetails.join('\n')}`);
console.log('\nPer file (✗ shows what was extracted)');
console.table(rows);
console.log('\nCV extraction accuracy (skills: mean per-file F1 over folded names; beside it, two names of one skill counted equal)');
console.table(summary);
console.log(`${pages} pages in ${seconds.toFixed(2)} s, extraction and parsing one file at a time: ${(pages / seconds).toFixed(1)} pages/s; peak RSS of this process ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
