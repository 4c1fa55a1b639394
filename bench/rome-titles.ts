/**
 * French job titles as France Travail writes them (its ROME "appellations", 12,107 titles) and
 * the occupation the service reads in each: a development set for French titles, read by hand
 * or compared between two versions with `diff`. The list comes from a public repository that
 * states no licence (the referential itself is France Travail's open data): it stays outside
 * the repository.
 *   npx tsx bench/rome-titles.ts <mirror> [--out titles.tsv]
 * <mirror> is the search tool's `fetch` of vimchun/Job-Market-in-France (a git directory).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { FAMILY, masculineForm } from '../src/matching/occupations.js';
import { Taxonomy } from '../src/matching/taxonomy.js';

const COMMIT = 'b4c1eab816f4f96f169b1630a4cc0a7fe5cec7f8';
const FILE = '_archives/referentiels/appellations_rome.json';

/** "Agent / Agente de destruction d'insectes" is an "Agent de destruction d'insectes"; "Acheteur international / Acheteuse internationale" the first. */
function masculine(label: string): string {
  const [first, second] = label.split(' / ');
  return first && second ? masculineForm(first, second) : (first ?? label);
}

const [mirror] = process.argv.slice(2);
if (!mirror || mirror.startsWith('--')) {
  console.error('usage: npx tsx bench/rome-titles.ts <mirror of vimchun/Job-Market-in-France> [--out titles.tsv]');
  process.exit(2);
}
const rows = JSON.parse(execFileSync('git', ['--git-dir', mirror, 'show', `${COMMIT}:${FILE}`], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as { libelle: string }[];
const taxonomy = Taxonomy.load();
const lines: string[] = [];
let named = 0;
let families = 0;
for (const { libelle } of rows) {
  const title = masculine(libelle);
  const occupation = taxonomy.occupation(title);
  if (occupation) named += 1;
  if (occupation?.id.startsWith(FAMILY)) families += 1;
  lines.push(`${title}\t${occupation ? `${occupation.label} [${occupation.isco ?? occupation.soc}]` : '-'}`);
}
const share = (count: number) => `${((100 * count) / rows.length).toFixed(1)}%`;
console.log(`${rows.length} titles: ${named} name an occupation (${share(named)}), ${families} of them a family (${share(families)})`);
const outAt = process.argv.indexOf('--out');
if (outAt > 0) fs.writeFileSync(process.argv[outAt + 1]!, lines.join('\n') + '\n');
