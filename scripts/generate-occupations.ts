/**
 * Writes data/occupations.json from the official exports:
 *   ESCO occupations (English and French labels, ISCO-08 unit group), joined on conceptUri;
 *   O*NET occupation titles (SOC code). An O*NET title that is also an ESCO label adds its
 *   SOC code to that ESCO occupation; the others stand as occupations of their own.
 *
 *   npx tsx scripts/generate-occupations.ts [--data ../shared/data]
 *
 * Labels are kept as written (lower case); the service folds case and accents when it
 * looks them up. Hand-written aliases live in data/occupation-aliases.json, on top.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { FAMILY, FRENCH_FAMILY, masculineForm } from '../src/matching/occupations.js';
import { lookupKey } from '../src/matching/text.js';

interface GeneratedOccupation {
  /** ESCO concept id (the last segment of its URI), or the O*NET-SOC code. */
  id: string;
  label: string;
  isco: string | null;
  soc: string | null;
  /** ESCO's French preferred label and its forms for each gender: the occupation's own name in French, not a synonym. */
  preferred: string[];
  labels: string[];
}

const index = process.argv.indexOf('--data');
const dataDir = index >= 0 ? process.argv[index + 1]! : '../shared/data';
const outFile = new URL('../data/occupations.json', import.meta.url);

/**
 * "directeur technique/directrice technique" names both genders: in French, each form is a
 * label. Where only the first word changes, the rest is written once, after the last form
 * ("conducteur/conductrice d'installations de production": a "conducteur d'installations de
 * production"; "conducteur" alone names no such job). An English slash joins two jobs
 * ("technician/fill operative"), neither of which names the occupation alone.
 */
function forms(label: string, language: string): string[] {
  // "acheteur  d'espaces publicitaires": a few of ESCO's labels have two spaces between words.
  const trimmed = label.trim().replace(/\s+/g, ' ');
  if (!trimmed) return [];
  const parts = trimmed.split('/').map((part) => part.trim());
  // Two slashes or more are no pair of genders ('formateur "lutte contre l'illettrisme/français langue étrangère"/formatrice…').
  if (language !== 'fr' || parts.length !== 2) return [trimmed];
  const [first, second] = parts as [string, string];
  return [trimmed, ...[masculineForm(first, second), second].filter((part) => part.length > 2)];
}

function csvRows(file: string): Record<string, string>[] {
  return parse(fs.readFileSync(path.join(dataDir, file)), { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[];
}

const byUri = new Map<string, GeneratedOccupation>();
/** The first word of French preferred labels (and of their other gender's form), with the ISCO groups of the occupations they open. */
const frenchHeads = new Map<string, { forms: Set<string>; codes: string[] }>();
for (const language of ['en', 'fr']) {
  for (const row of csvRows(`esco/occupations_${language}.csv`)) {
    const uri = row.conceptUri;
    if (!uri || !row.preferredLabel) continue;
    let occupation = byUri.get(uri);
    if (!occupation) {
      occupation = { id: uri.split('/').pop()!, label: row.preferredLabel.trim().replace(/\s+/g, ' '), isco: row.iscoGroup || null, soc: null, preferred: [], labels: [] };
      byUri.set(uri, occupation);
    }
    const own = (label: string) => label !== occupation.label;
    const [whole, ...gendered] = forms(row.preferredLabel, language);
    occupation.preferred.push(...[whole!, ...gendered].filter(own));
    const named = gendered.length > 0 ? gendered : [whole!];
    if (language === 'fr' && occupation.isco && named.every((form) => form.includes(' '))) {
      const heads = named.map((form) => form.split(' ')[0]!.toLowerCase());
      const entry = frenchHeads.get(heads[0]!) ?? { forms: new Set<string>(), codes: [] };
      for (const head of heads) entry.forms.add(head);
      entry.codes.push(occupation.isco);
      frenchHeads.set(heads[0]!, entry);
    }
    occupation.labels.push(...(row.altLabels ?? '').split('\n').flatMap((label) => forms(label, language)).filter(own));
  }
}
const escoByKey = new Map<string, GeneratedOccupation>();
for (const occupation of byUri.values()) for (const label of [occupation.label, ...occupation.preferred, ...occupation.labels]) if (!escoByKey.has(lookupKey(label))) escoByKey.set(lookupKey(label), occupation);

/**
 * "Cooks, Restaurant" -> "restaurant cook"; "Accountants and Auditors" -> accountant,
 * auditor; "Production, Planning, and Expediting Clerks" stays one label.
 */
function onetLabels(title: string): string[] {
  const singular = (phrase: string) =>
    phrase
      .trim()
      .replace(/ies$/i, 'y')
      .replace(/(ches|shes|xes|sses)$/i, (ending) => ending.slice(0, -2))
      .replace(/([^su])s$/i, '$1');
  const commas = title.split(',').length - 1;
  const [head, qualifier] = commas === 1 ? title.split(/,\s*/) : [title, ''];
  const heads = head!.split(/\s+and\s+/i).map((part) => part.trim());
  const plural = heads.length > 1 && heads.every((part) => /s$/i.test(part));
  // "Civil Engineering Technologists and Technicians": the technicians are civil engineering ones too.
  const modifiers = heads[0]!.split(/\s+/).slice(0, -1).join(' ');
  const qualifiedHeads = heads.map((part, i) => (i > 0 && modifiers && !part.includes(' ') ? `${modifiers} ${part}` : part));
  const labels = (plural ? qualifiedHeads : [head!]).map((part) => singular(part.replace(/\s+/g, ' ')).toLowerCase());
  const qualified = qualifier && !/\b(all other|except)\b/i.test(qualifier) ? labels.map((label) => `${qualifier.toLowerCase()} ${label}`) : labels;
  return [...new Set(qualified.filter((label) => label.length > 2 && !/\ball other\b/.test(label)))];
}

const onet: GeneratedOccupation[] = [];
const onetRows = parse(fs.readFileSync(path.join(dataDir, 'onet/occupation_data.tsv')), { columns: true, delimiter: '\t', quote: false }) as Record<string, string>[];
for (const row of onetRows) {
  const code = row['O*NET-SOC Code']!;
  const labels = onetLabels(row.Title!);
  const esco = labels.map((label) => escoByKey.get(lookupKey(label))).find(Boolean);
  if (esco) {
    esco.soc ??= code;
    esco.labels.push(...labels.filter((label) => lookupKey(label) !== lookupKey(esco.label)));
    continue;
  }
  if (labels.length > 0) onet.push({ id: code, label: labels[0]!, isco: null, soc: code, preferred: [], labels: labels.slice(1) });
}

/*
 * A head noun that ends many occupations' names ("teacher", "technician", "nurse"), or opens
 * them in French ("enseignant", "technicien", "opérateur", each with its other gender's
 * form), names a family, not one of them: it becomes an occupation of its own whose ISCO
 * code is the group most of those occupations share (two digits, else one), instead of
 * resolving to whichever occupation happened to list it as a label.
 */
const FAMILY_MIN = 4;
const FAMILY_SHARE = 0.6;
const headed = new Map<string, { french?: boolean; forms: string[]; codes: string[] }>();
for (const occupation of byUri.values()) {
  const words = occupation.label.toLowerCase().split(/\s+/);
  if (words.length < 2 || !occupation.isco) continue;
  const head = words[words.length - 1]!;
  if (head.endsWith('s')) continue;
  headed.set(head, { forms: [], codes: [...(headed.get(head)?.codes ?? []), occupation.isco] });
}
for (const [head, { forms: heads, codes }] of frenchHeads) if (!headed.has(head)) headed.set(head, { french: true, forms: [...heads].filter((form) => form !== head), codes });
/** A word that is an occupation's own name in English or French ("boulanger") stays that occupation's. */
const ownName = (word: string) => {
  const occupation = escoByKey.get(lookupKey(word));
  return !!occupation && [occupation.label, ...occupation.preferred].includes(word);
};
function majorityPrefix(codes: string[], digits: number): string | null {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code.slice(0, digits), (counts.get(code.slice(0, digits)) ?? 0) + 1);
  const [prefix, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return count / codes.length >= FAMILY_SHARE ? prefix : null;
}
const families: GeneratedOccupation[] = [];
const familyKeys = new Set<string>();
for (const [head, { french, forms: otherForms, codes }] of headed) {
  if (codes.length < FAMILY_MIN || ownName(head)) continue;
  for (const form of [head, ...otherForms]) familyKeys.add(lookupKey(form));
  const isco = majorityPrefix(codes, 2) ?? majorityPrefix(codes, 1);
  // The service reads a French family's word as the post only where no trade is named as long (src/matching/occupations.ts).
  if (isco) families.push({ id: `${french ? FRENCH_FAMILY : FAMILY}${head}`, label: head, isco, soc: null, preferred: otherForms, labels: [] });
}

// O*NET's "Engineers, All Other" is the engineer family: the family keeps its ISCO group and takes the SOC code.
const familyByLabel = new Map(families.map((family) => [family.label, family]));
const onetOnly = onet.filter((occupation) => {
  const family = familyByLabel.get(occupation.label);
  if (family) family.soc ??= occupation.soc;
  return !family;
});
const kept = (label: string) => !familyKeys.has(lookupKey(label)) && !/\bincluding\b/.test(label);
const occupations = [...byUri.values(), ...onetOnly, ...families].map((occupation) => {
  const preferred = families.includes(occupation) ? occupation.preferred : [...new Set(occupation.preferred)].filter(kept);
  return { ...occupation, preferred, labels: [...new Set(occupation.labels)].filter((label) => label !== occupation.label && !preferred.includes(label) && kept(label)) };
});
occupations.sort((a, b) => a.label.localeCompare(b.label));
const document = {
  about:
    'Occupations with their labels in English and French, generated by scripts/generate-occupations.ts from ESCO (European Commission) and O*NET 28 (US Department of Labor, ETA; CC BY 4.0). Do not edit: hand-written aliases go in occupation-aliases.json.',
  occupations,
};
fs.writeFileSync(outFile, JSON.stringify(document).replace(/\},\{/g, '},\n{') + '\n');
console.log(`${occupations.length} occupations (${byUri.size} ESCO, ${onetOnly.length} O*NET only, ${families.length} families, ${occupations.filter((o) => o.isco && o.soc).length} with both codes) written to data/occupations.json`);
