/**
 * Per-field accuracy of CV extraction over a folder of CVs and its expected.json
 * (file name -> {full_name, email, phone, whatsapp_number, location, total_years_experience, skills}).
 *   npm run bench:extract [-- <folder>]       default: test/fixtures/cv
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCv } from '../src/ingest/cv-parser.js';
import { extractText } from '../src/ingest/extract-text.js';
import { detectKind } from '../src/ingest/file-kind.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';
import { fold, lookupKey } from '../src/matching/text.js';

interface Expected {
  full_name?: string;
  email?: string;
  phone?: string;
  whatsapp_number?: string;
  location?: string;
  total_years_experience?: number;
  skills?: string[];
}

const folder = path.resolve(process.argv[2] ?? 'test/fixtures/cv');
const expected = JSON.parse(fs.readFileSync(path.join(folder, 'expected.json'), 'utf8')) as Record<string, Expected>;
const taxonomy = Taxonomy.load();
const places = Places.load();
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').replace(/^0+/, '');
const sameCity = (a: string | null | undefined, b: string | null | undefined) => {
  if (!a || !b) return !a && !b;
  const pa = places.parse(a);
  const pb = places.parse(b);
  return pa.city === pb.city || lookupKey(a) === lookupKey(b);
};

const fields = ['full_name', 'email', 'phone', 'whatsapp_number', 'location', 'total_years_experience'] as const;
const right: Record<string, number> = Object.fromEntries(fields.map((field) => [field, 0]));
const seen: Record<string, number> = Object.fromEntries(fields.map((field) => [field, 0]));
let skillHits = 0;
let skillGot = 0;
let skillWanted = 0;
let pages = 0;
let bytes = 0;
let failures = 0;
const started = performance.now();
const rows: string[][] = [];

for (const [file, want] of Object.entries(expected)) {
  const content = fs.readFileSync(path.join(folder, file));
  bytes += content.length;
  const kind = detectKind(content);
  let got: ReturnType<typeof parseCv> | null = null;
  try {
    if (!kind) throw new Error('neither PDF nor DOCX');
    const { text, pages: count } = await extractText(content, kind);
    pages += count || 1;
    got = parseCv(text, { taxonomy, places, now: new Date() });
  } catch (error) {
    failures += 1;
    rows.push([file, `FAILED: ${(error as Error).message}`]);
    continue;
  }
  const checks: Record<(typeof fields)[number], boolean> = {
    full_name: fold(got.fullName ?? '') === fold(want.full_name ?? ''),
    email: (got.email ?? '') === (want.email ?? '').toLowerCase(),
    phone: digits(got.phone).endsWith(digits(want.phone).slice(-9)),
    whatsapp_number: digits(got.whatsappNumber).endsWith(digits(want.whatsapp_number).slice(-9)),
    location: sameCity(got.location, want.location),
    total_years_experience: want.total_years_experience === undefined ? true : Math.abs((got.totalYearsExperience ?? -99) - want.total_years_experience) <= 1,
  };
  for (const field of fields) {
    if (want[field] === undefined) continue;
    seen[field]! += 1;
    if (checks[field]) right[field]! += 1;
  }
  const wanted = new Set((want.skills ?? []).map((skill) => lookupKey(taxonomy.skillName(skill))));
  const found = new Set((got.skills ?? []).map((skill) => lookupKey(typeof skill === 'string' ? skill : skill.name)));
  const hits = [...found].filter((skill) => wanted.has(skill)).length;
  skillHits += hits;
  skillGot += found.size;
  skillWanted += wanted.size;
  rows.push([file, ...fields.map((field) => (want[field] === undefined ? '-' : checks[field] ? 'ok' : 'MISS')), `${hits}/${wanted.size} (+${found.size - hits})`]);
}

const seconds = (performance.now() - started) / 1000;
const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const precision = skillGot === 0 ? 0 : skillHits / skillGot;
const recall = skillWanted === 0 ? 0 : skillHits / skillWanted;
const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);

console.log(`\nCV extraction accuracy over ${Object.keys(expected).length} files in ${folder}\n`);
console.table(Object.fromEntries(rows.map(([file, ...cells]) => [file, Object.fromEntries([...fields, 'skills'].map((field, i) => [field, cells[i] ?? ''])) ])));
console.table({
  ...Object.fromEntries(fields.map((field) => [field, { accuracy: pct(right[field]!, seen[field]!), right: right[field], of: seen[field] }])),
  skills: { accuracy: `P ${(precision * 100).toFixed(1)}% R ${(recall * 100).toFixed(1)}% F1 ${(f1 * 100).toFixed(1)}%`, right: skillHits, of: skillWanted },
});
console.log(`failed files: ${failures}; ${pages} pages, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${seconds.toFixed(2)} s (${(pages / seconds).toFixed(1)} pages/s, worker thread per file); rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
