import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Store } from '../db/store.js';
import { TaxonomyTermsRepository } from '../db/repositories/reference.js';
import type { Taxonomy, TaxonomyTerm } from './taxonomy.js';

interface EscoRow {
  conceptUri?: string;
  preferredLabel?: string;
  altLabels?: string;
  skillType?: string;
  iscoGroup?: string;
}

/**
 * Terms from official ESCO CSV exports (skills or occupations, any language). Files are
 * joined on `conceptUri`: the first file that names a concept gives its canonical label,
 * the others add theirs as aliases (so skills_fr.csv after skills_en-us.csv gives French
 * names of English skills). A skill the taxonomy already knows keeps its own canonical name.
 */
export function readEscoTerms(files: string[], taxonomy: Taxonomy): TaxonomyTerm[] {
  const canonicalOf = new Map<string, { kind: TaxonomyTerm['kind']; canonical: string }>();
  const terms: TaxonomyTerm[] = [];
  for (const file of files) {
    const rows = parse(fs.readFileSync(file), { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as EscoRow[];
    const first = rows[0];
    if (!first || !first.conceptUri || !first.preferredLabel) throw new Error(`${file}: not an ESCO export (conceptUri and preferredLabel columns expected)`);
    const kind: TaxonomyTerm['kind'] = 'iscoGroup' in first ? 'title' : 'skill';
    for (const row of rows) {
      if (!row.conceptUri || !row.preferredLabel) continue;
      let concept = canonicalOf.get(row.conceptUri);
      if (!concept) {
        const known = kind === 'skill' ? taxonomy.canonicalSkill(row.preferredLabel) : null;
        concept = { kind, canonical: known ?? row.preferredLabel.trim() };
        canonicalOf.set(row.conceptUri, concept);
      }
      for (const label of labelsOf(row, kind)) terms.push({ kind: concept.kind, canonical: concept.canonical, alias: label });
    }
  }
  return terms;
}

function labelsOf(row: EscoRow, kind: TaxonomyTerm['kind']): string[] {
  const labels = [row.preferredLabel!, ...(row.altLabels ?? '').split('\n')].map((label) => label.trim()).filter(Boolean);
  // Occupations name both genders, "directeur technique/directrice technique": each is an alias.
  // Skills keep their slashes ("TCP/IP", "CI/CD").
  const forms = kind === 'title' ? labels.flatMap((label) => [label, ...label.split('/').map((part) => part.trim())]) : labels;
  return [...new Set(forms.filter(Boolean))];
}

/** Keeps imported terms (the first canonical of an alias wins) and adds them to the live taxonomy. */
export async function saveTerms(db: Store, taxonomy: Taxonomy, terms: TaxonomyTerm[], source: string): Promise<number> {
  const added = await new TaxonomyTermsRepository(db).add(terms, source);
  taxonomy.addTerms(terms);
  return added;
}

/** Product names of an O*NET technology_skills.tsv ("Example" column), once per occupation that lists them. */
export function readOnetProducts(file: string): string[] {
  const rows = parse(fs.readFileSync(file), { columns: true, delimiter: '\t', bom: true, relax_quotes: true }) as Record<string, string>[];
  return rows.map((row) => row.Example?.trim()).filter((label): label is string => !!label);
}

/** Labels of an ESCO export: preferred and alternative. */
export function readEscoLabels(file: string): string[] {
  const rows = parse(fs.readFileSync(file), { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as EscoRow[];
  return [...new Set(rows.flatMap((row) => (row.preferredLabel ? labelsOf(row, 'iscoGroup' in row ? 'title' : 'skill') : [])))];
}

export interface Coverage {
  /** Distinct labels, and how many of them resolve to a canonical skill. */
  labels: number;
  normalised: number;
  share: number;
  /** The same over every occurrence (an O*NET product listed by 700 occupations counts 700 times). */
  occurrences: number;
  weightedShare: number;
}

export function coverage(labels: string[], taxonomy: Taxonomy): Coverage {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  let normalised = 0;
  let weighted = 0;
  for (const [label, count] of counts) {
    if (taxonomy.resolveSkill(label) === null) continue;
    normalised += 1;
    weighted += count;
  }
  return {
    labels: counts.size,
    normalised,
    share: counts.size === 0 ? 0 : normalised / counts.size,
    occurrences: labels.length,
    weightedShare: labels.length === 0 ? 0 : weighted / labels.length,
  };
}
