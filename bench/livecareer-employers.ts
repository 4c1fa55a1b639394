/**
 * How well a job's title and employer are told apart on LiveCareer's resumes, whose employers and
 * towns are anonymised as "Company Name" and "City , State": the placeholders hide whether the
 * parser would find a real employer's town, so they are filled with a fictional employer and a
 * real town ("Beacon Media", "Austin , TX") before the text is parsed. Each job is then counted as
 * read right (the employer alone), with the employer or town left in its title, with no employer,
 * or with something else as its employer. The PDFs are LiveCareer's (`bench/real-eval-data.ts`
 * writes 156 of them to <set>/resumes; any folder of them will do).
 *
 *   npx tsx bench/livecareer-employers.ts ../.eval/real/resumes [--show]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCv } from '../src/ingest/cv-parser.js';
import { ExtractionPool } from '../src/ingest/extract-text.js';
import { Places } from '../src/matching/places.js';
import { Taxonomy } from '../src/matching/taxonomy.js';

const [folder] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('usage: npx tsx bench/livecareer-employers.ts <folder of LiveCareer PDFs> [--show]');
  process.exit(2);
}
const show = process.argv.includes('--show');
const EMPLOYER = 'Beacon Media';
const TOWN = 'Austin';

const taxonomy = Taxonomy.load();
const places = Places.load();
const pool = new ExtractionPool({ size: 1 });
const counts = { 'employer read': 0, 'employer or town in the title': 0, 'no employer': 0, 'another employer': 0 };
const files = fs.readdirSync(folder).filter((file) => file.toLowerCase().endsWith('.pdf')).sort();
for (const file of files) {
  const { text } = await pool.extract(fs.readFileSync(path.join(folder, file)), 'pdf');
  const filled = text.replace(/Company Name/g, EMPLOYER).replace(/City , State/g, `${TOWN} , TX`).replace(/\bCity\b/g, TOWN);
  const cv = parseCv(filled, { taxonomy, places, now: new Date('2026-06-01') });
  for (const job of cv.experiences ?? []) {
    const kind: keyof typeof counts =
      job.title?.includes(EMPLOYER) || job.title?.includes(TOWN) ? 'employer or town in the title' : !job.company ? 'no employer' : job.company === EMPLOYER ? 'employer read' : 'another employer';
    counts[kind] += 1;
    if (show && kind !== 'employer read') console.log(`${file} ${kind}: ${job.title} @ ${job.company}`);
  }
}
await pool.close();
const jobs = Object.values(counts).reduce((sum, count) => sum + count, 0);
console.log(`${files.length} resumes, ${jobs} jobs`);
console.table(Object.fromEntries(Object.entries(counts).map(([kind, count]) => [kind, { jobs: count, share: `${((100 * count) / Math.max(1, jobs)).toFixed(1)}%` }])));
