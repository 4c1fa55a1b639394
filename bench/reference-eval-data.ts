/**
 * Writes a labelled set for `npm run eval` from official reference data, text nobody on
 * the team wrote. Each offer is one occupation, each resume another occupation of a
 * sample of groups, and a resume is relevant to an offer when both are in one group;
 * the offer's own occupation is never among the resumes.
 *   --source esco: ESCO occupations (English); group = ISCO-08 unit group. An offer is the
 *     preferred label and description; a resume, an alternative label, then the description.
 *   --source onet: O*NET occupations; group = SOC minor group (15-12 computer occupations,
 *     29-11 health diagnosing and treating practitioners…). Each side adds the technology
 *     skills O*NET lists for its occupation (an offer the hot ones, a resume up to twelve).
 *   npx tsx bench/reference-eval-data.ts <out-dir> [--source esco|onet] [--data ../shared/data]
 * The CSVs go outside the repo: these exports are not ours to copy in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { seededRandom, shuffler } from './synthetic.js';

const GROUPS = 40;
const MIN_GROUP = 6;
const RESUMES_PER_GROUP = 8;
const OFFERS_PER_GROUP = 2;

interface Occupation {
  group: string;
  /** The offer's first line. */
  title: string;
  /** The resume's first line. */
  headline: string;
  description: string;
  offerSkills: string[];
  resumeSkills: string[];
}

export interface Labelled {
  category: string;
  text: string;
}

/** The labelled set of one source: offers and resumes, each a category and a text whose first line is the title. */
export function referenceSet(source: 'esco' | 'onet', dataDir: string): { resumes: Labelled[]; jobs: Labelled[] } {
  const random = seededRandom(2026);
  const shuffle = shuffler(random);

  function escoOccupations(): Occupation[] {
    const rows = parse(fs.readFileSync(path.join(dataDir, 'esco', 'occupations_en.csv')), { columns: true, bom: true }) as Record<string, string>[];
    return rows
      .filter((row) => row.iscoGroup && row.description)
      .map((row) => {
        const alternatives = (row.altLabels ?? '').split('\n').filter(Boolean);
        const headline = alternatives.length > 0 ? alternatives[Math.floor(random() * alternatives.length)]! : row.preferredLabel!;
        return { group: row.iscoGroup!, title: row.preferredLabel!, headline, description: row.description!, offerSkills: [], resumeSkills: [] };
      });
  }

  function onetOccupations(): Occupation[] {
    const tsv = (file: string) => parse(fs.readFileSync(path.join(dataDir, 'onet', file)), { columns: true, delimiter: '\t', quote: false }) as Record<string, string>[];
    const technologies = new Map<string, { name: string; hot: boolean }[]>();
    for (const row of tsv('technology_skills.tsv')) {
      const code = row['O*NET-SOC Code']!;
      technologies.set(code, [...(technologies.get(code) ?? []), { name: row.Example!, hot: row['Hot Technology'] === 'Y' }]);
    }
    return tsv('occupation_data.tsv').map((row) => {
      const code = row['O*NET-SOC Code']!;
      const listed = technologies.get(code) ?? [];
      const hot = listed.filter((technology) => technology.hot).map((technology) => technology.name);
      return {
        group: code.slice(0, 5),
        title: row.Title!,
        headline: row.Title!,
        description: row.Description!,
        offerSkills: shuffle(hot).slice(0, 6),
        resumeSkills: shuffle([...hot, ...listed.filter((technology) => !technology.hot).map((technology) => technology.name)]).slice(0, 12),
      };
    });
  }

  const occupations = source === 'esco' ? escoOccupations() : onetOccupations();
  const byGroup = new Map<string, Occupation[]>();
  for (const occupation of occupations) byGroup.set(occupation.group, [...(byGroup.get(occupation.group) ?? []), occupation]);
  const groups = shuffle([...byGroup.entries()].filter(([, members]) => members.length >= MIN_GROUP).sort(([a], [b]) => a.localeCompare(b))).slice(0, GROUPS);

  const withSkills = (lines: string[], label: string, skills: string[]) => (skills.length > 0 ? [...lines, `${label}: ${skills.join(', ')}`] : lines).join('\n');
  const resumes: Labelled[] = [];
  const jobs: Labelled[] = [];
  for (const [group, members] of groups) {
    const picked = shuffle(members);
    for (const offer of picked.slice(0, OFFERS_PER_GROUP)) jobs.push({ category: group, text: withSkills([offer.title, offer.description], 'Required', offer.offerSkills) });
    for (const person of picked.slice(OFFERS_PER_GROUP, OFFERS_PER_GROUP + RESUMES_PER_GROUP)) {
      resumes.push({ category: group, text: withSkills([person.headline, person.description], 'Skills', person.resumeSkills) });
    }
  }
  return { resumes, jobs };
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

function main(): void {
  const outDir = process.argv[2];
  const source = argument('source', 'esco');
  if (!outDir || outDir.startsWith('--') || (source !== 'esco' && source !== 'onet')) {
    console.error('usage: npx tsx bench/reference-eval-data.ts <out-dir> [--source esco|onet] [--data ../shared/data]');
    process.exit(2);
  }
  const { resumes, jobs } = referenceSet(source, argument('data', '../shared/data'));
  const csv = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const table = (labelled: Labelled[]) => ['category,text', ...labelled.map((row) => `${csv(row.category)},${csv(row.text)}`)].join('\n') + '\n';
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'resumes.csv'), table(resumes));
  fs.writeFileSync(path.join(outDir, 'jobs.csv'), table(jobs));
  console.log(`${resumes.length} resumes and ${jobs.length} offers (${source}) written to ${outDir}`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main();
