/**
 * Writes data/skills-reference.json from the official exports:
 *   ESCO skills and knowledge (English preferred label as the name; English and French labels
 *   as aliases, joined on conceptUri; "Java (computer programming)" also as "Java");
 *   O*NET technology skills (product names, with the vendor and generic words taken off as
 *   aliases: "The MathWorks MATLAB" -> MATLAB, "Rust programming language" -> Rust,
 *   "Extensible markup language XML" -> XML).
 *
 *   npx tsx scripts/generate-skills.ts [--data ../shared/data]
 *
 * The service reads these names only in a CV's skill lists and in skills given as data, never
 * in prose (ESCO's "manage staff" or O*NET's "Ray" are ordinary words there), except O*NET's hot
 * technologies (`hot`: the tools employers ask for most, under names that are no everyday word);
 * the team's data/skills.json, loaded first, keeps every name it already owns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { lookupKey } from '../src/matching/text.js';

const index = process.argv.indexOf('--data');
const dataDir = index >= 0 ? process.argv[index + 1]! : '../shared/data';
const outFile = new URL('../data/skills-reference.json', import.meta.url);

function csvRows(file: string, delimiter = ','): Record<string, string>[] {
  return parse(fs.readFileSync(path.join(dataDir, file)), { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, delimiter, relax_quotes: delimiter === '\t' }) as Record<string, string>[];
}

/** "Java (computer programming)" is also "Java". */
function withoutQualifier(label: string): string[] {
  const trimmed = oneSpaced(label);
  const bare = trimmed.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return bare && bare !== trimmed ? [trimmed, bare] : [trimmed];
}

/** "unified modeling  language": ESCO writes a few labels with two spaces between words. */
const oneSpaced = (label: string) => label.trim().replace(/\s+/g, ' ');

const words = (label: string) => label.trim().split(/\s+/).length;

function unique(names: string[], name: string): string[] {
  const seen = new Set([lookupKey(name)]);
  return names.filter((alias) => {
    const key = lookupKey(alias);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ESCO: one entry per concept, English name, every English and French label as an alias.
const esco = new Map<string, { name: string; aliases: string[] }>();
/** Words ESCO's English labels and descriptions write in lower case: ordinary words, not product names. */
const ordinaryWords = new Set<string>();
for (const language of ['en-us', 'fr']) {
  for (const row of csvRows(`esco/skills_${language}.csv`)) {
    if (language === 'en-us') for (const text of [row.preferredLabel, row.altLabels, row.description]) for (const word of (text ?? '').split(/[^A-Za-z]+/)) if (/^[a-z]+$/.test(word)) ordinaryWords.add(word);
    if (!row.conceptUri || !row.preferredLabel) continue;
    const entry = esco.get(row.conceptUri) ?? { name: oneSpaced(row.preferredLabel), aliases: [] };
    esco.set(row.conceptUri, entry);
    entry.aliases.push(...[row.preferredLabel, ...(row.altLabels ?? '').split('\n')].filter((label) => label.trim()).flatMap(withoutQualifier));
  }
}

/** "Training software", "File compression software": O*NET's generic examples name a kind of tool, not a tool. */
const GENERIC_PRODUCT = /^[A-Za-z][a-z\s-]*\bsoftware$/;
// O*NET: product names; a vendor is a leading run of words that starts three products or more.
const products = [...new Set(csvRows('onet/technology_skills.tsv', '\t').map((row) => (row.Example ?? '').trim()).filter((name) => name && !GENERIC_PRODUCT.test(name)))];
const prefixCount = new Map<string, Set<string>>();
for (const product of products) {
  const parts = product.split(/\s+/);
  for (let n = 1; n <= Math.min(3, parts.length - 1); n += 1) {
    const prefix = parts.slice(0, n).join(' ');
    prefixCount.set(prefix, (prefixCount.get(prefix) ?? new Set()).add(product));
  }
}
const GENERIC_SUFFIX = /\s+(?:programming language|language|framework)$/i;
function productAliases(product: string): string[] {
  const aliases = [product];
  const parts = product.split(/\s+/);
  for (let n = Math.min(3, parts.length - 1); n >= 1; n -= 1) {
    const rest = parts.slice(n).join(' ');
    // "Oracle Database" is not every "Database", nor "Askia Web" every "Web": a product left as one ordinary word is no alias.
    const ordinary = !rest.includes(' ') && ordinaryWords.has(rest.toLowerCase());
    // "EZ 2000", "Articulate 360": a model number alone is any year or figure of a text.
    const named = /\p{L}/u.test(rest);
    if ((prefixCount.get(parts.slice(0, n).join(' '))?.size ?? 0) >= 3 && lookupKey(rest).length >= 2 && !ordinary && named) {
      aliases.push(rest);
      break;
    }
  }
  for (const alias of [...aliases]) {
    const bare = alias.replace(GENERIC_SUFFIX, '');
    if (bare !== alias && lookupKey(bare).length >= 2) aliases.push(bare);
    // A spelled-out name followed by its acronym: "Structured query language SQL" -> SQL.
    const acronym = /^(?:[a-z][\w-]*\s+){2,}([A-Z][A-Z0-9+#]{1,7})$/.exec(alias)?.[1];
    if (acronym) aliases.push(acronym);
  }
  return aliases;
}

// O*NET's hot technologies are the tools employers ask for most: names a text means as the tool wherever it writes them,
// except a single everyday word ("Access", "Chef", "Zoom"), a name of one or two letters ("C", "R", "Go"), and the
// social networks a CV links to ("LinkedIn: linkedin.com/in/…" names no skill).
const SOCIAL_NETWORKS = new Set(['Facebook', 'Instagram', 'LinkedIn', 'TikTok']);
/** Short names that mean something else in a sentence: "API docs", any IDE, New Jersey, a bootstrapped start-up. */
const GENERIC_IN_PROSE = new Set(['Docs', 'IDE', 'Jersey', 'Bootstrap']);
const hotProducts = [...new Set(csvRows('onet/technology_skills.tsv', '\t').filter((row) => row['Hot Technology'] === 'Y').map((row) => (row.Example ?? '').trim()))].filter((name) => products.includes(name) && !SOCIAL_NETWORKS.has(name));
/** ESCO's ordinary words and the words of its occupations' names ("chef", "illustrator", "timekeeper"). */
const everydayWords = new Set(ordinaryWords);
for (const row of csvRows('esco/occupations_en.csv')) for (const text of [row.preferredLabel, row.altLabels]) for (const word of (text ?? '').toLowerCase().split(/[^a-z]+/)) if (word) everydayWords.add(word);
const readInProse = (name: string) => lookupKey(name).length >= 3 && !GENERIC_IN_PROSE.has(name) && !(!name.includes(' ') && everydayWords.has(name.toLowerCase()));
/** "Apache Subversion SVN", "Microsoft SQL Server Reporting Services SSRS": the acronym a product's name ends with. */
const endingAcronym = (product: string) => /^(?:\S+\s+){2,}([A-Z][A-Z0-9]{1,5})$/.exec(product)?.[1] ?? null;
const hot = hotProducts
  .map((product) => [product, ...unique([...productAliases(product), endingAcronym(product) ?? ''].filter(Boolean), product)].filter(readInProse))
  .filter((names) => names.length > 0);

const output = {
  about:
    'Generated by scripts/generate-skills.ts from ESCO v1 skills of four words or fewer (English and French labels; ESCO, European Commission) and O*NET 28 technology skills (CC BY 4.0, US Department of Labor, ETA). Do not edit: the hand-written data/skills.json loads first and keeps its names.',
  // A label of five words or more ("manage the staff of a musical production") is a task, never an item of a skill list.
  esco: [...esco.values()].filter((entry) => words(entry.name) <= 4).map((entry) => [entry.name, ...unique(entry.aliases.filter((alias) => words(alias) <= 4), entry.name)]),
  onet: products.map((product) => [product, ...unique(productAliases(product), product)]),
  hot,
};
fs.writeFileSync(outFile, `{\n"about": ${JSON.stringify(output.about)},\n"esco": [\n${output.esco.map((row) => JSON.stringify(row)).join(',\n')}\n],\n"onet": [\n${output.onet.map((row) => JSON.stringify(row)).join(',\n')}\n],\n"hot": [\n${output.hot.map((row) => JSON.stringify(row)).join(',\n')}\n]\n}\n`);
console.log(`data/skills-reference.json: ${output.esco.length} ESCO skills, ${output.onet.length} O*NET products, ${output.hot.length} of them hot technologies`);
