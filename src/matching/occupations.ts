import fs from 'node:fs';
import { LayeredMap } from './layered.js';
import { keyedWords, lookupKey, words } from './text.js';

export interface Occupation {
  id: string;
  /** English: ESCO's preferred label, an O*NET title, or the team's own title. */
  label: string;
  /** ISCO-08 group, 4 digits for an ESCO occupation, fewer for a family ("teacher": 23). */
  isco: string | null;
  /** O*NET-SOC code. */
  soc: string | null;
  /** The words of the title that named it, when a title was looked up ("regional sales manager"). */
  named?: string;
}

interface GeneratedOccupation extends Occupation {
  /** Its French preferred label and that label's form for each gender. */
  preferred: string[];
  /** Its other names, which ESCO may give several occupations. */
  labels: string[];
}

interface HandOccupation {
  title: string;
  aliases: string[];
  /** The generated occupation whose codes it takes, when its title names another one first. */
  same_as?: string;
}

const DATA_DIR = new URL('../../data/', import.meta.url);
/**
 * Words titles write several ways, and the ways ESCO's labels may write them. "it" in lower
 * case is the pronoun, never IT: it is left as written.
 */
const OTHER_SPELLINGS: [RegExp, string[]][] = [
  [/\b(?:information (?:and communications? )?technology|ICT|IT)\b/gi, ['ICT', 'IT']],
  [/\bHR\b/g, ['human resources']],
  [/\bfinance\b/gi, ['financial']],
  [/\bfinancial\b/gi, ['finance']],
  // "Data Scientist-FI Solutions": a hyphen can join a title to what follows it.
  [/-/g, [' ']],
];
/**
 * A word in the plural at the end of a title or of one of the posts it names ("Project Managers/Superintendents"): not
 * "Analysis", "Campus" or "Logistics", nor a field's word before the post ("Systems Engineer", "Sales Associate").
 */
const PLURAL_POST = /\b(\p{L}{3,}?)(ies|(?<![isu]|ic)s)(?=\s*(?:$|[/,&(|–—-]|\b(?:and|or)\b))/giu;
/** A post in the plural before what it is of, as French titles and some English ones name it: "Chefs de projet", "Directors of Nursing". */
const PLURAL_HEAD = /\b(\p{L}{3,}?)(ies|(?<![isu]|ic)s)(?=\s+(?:of|de|des|du|d')\b)/giu;

/**
 * "Registered Nurses", "Sales Associates", "Agents de sécurité": an ad that hires several writes the post in the
 * plural. Each reading counts only where it names a longer phrase than the title as written; the post's field keeps
 * its plural ("Directeurs des ventes").
 */
function singulars(text: string): string[] {
  return [text.replace(PLURAL_POST, singularWord), text.replace(PLURAL_HEAD, singularWord)];
}

function singularWord(_: string, stem: string, ending: string): string {
  return stem + (ending.toLowerCase() === 'ies' ? 'y' : '');
}
/**
 * French inclusive writing adds the feminine's ending to the masculine ("Chef(fe) de projet", "Conducteur(trice) de
 * travaux", "Technicien·ne", "Développeur.se"): read without it, the masculine the labels are written in. A bracket
 * opened against a word's last letter is such an ending, not a qualifier that would end the title ("Chef").
 */
const FEMININE_ENDINGS = 'e|fe|se|ve|ne|le|te|ère|euse|trice|esse';
const FEMININE_ENDING = new RegExp(`(?<=\\p{Ll})(?:\\((?:${FEMININE_ENDINGS})\\)|[·.](?:${FEMININE_ENDINGS})(?!\\p{L}))`, 'gu');
/**
 * The masculine of a French name written in both genders, "conducteur/conductrice d'installations
 * de production": where only the first word changes, the rest is written once, after the last
 * form, and belongs to the first as well ("conducteur d'installations de production").
 */
export function masculineForm(first: string, second: string): string {
  return !first.includes(' ') && second.includes(' ') ? first + second.slice(second.indexOf(' ')) : first;
}
/** The most words a title's known phrase may span: French names run long, with their elisions (d', l') counted apart. */
const MAX_WORDS = 8;
/** ISCO's major group of managers, the code of a title that names only the rank ("manager", "team leader"). */
const MANAGERS = '1';
/** How the id of a family starts ("teacher", made by scripts/generate-occupations.ts), and of one named by the word that opens many French trades' names ("technicien"). */
export const FAMILY = 'family:';
export const FRENCH_FAMILY = `${FAMILY}fr:`;

/** How close two ISCO or SOC codes are, by the depth of the group they share. */
const SHARED_GROUP_CREDIT: Record<number, number> = { 1: 0.1, 2: 0.4, 3: 0.65, 4: 0.85 };

/**
 * Occupations and the titles that name them, in English and French: ESCO and O*NET,
 * generated into data/occupations.json, with the team's aliases on top.
 */
export class Occupations {
  private static shipped: Occupations | null = null;
  private readonly byKey: LayeredMap<string, Occupation>;
  /** One object per occupation and phrase naming it, however many titles name it so. */
  private readonly asNamed = new Map<string, Occupation>();
  /** Labels no title looks up (`not_titles` of data/occupation-aliases.json), imported ones included. */
  private notTitles: Set<string>;

  /** `shipped`: the occupations these add to, which they read through and never change. */
  private constructor(shipped: Occupations | null = null) {
    this.byKey = new LayeredMap(shipped?.byKey);
    this.notTitles = shipped?.notTitles ?? new Set();
  }

  /** The shipped occupations, built once per process; each caller gets a layer over them to add aliases to. */
  static load(): Occupations {
    Occupations.shipped ??= Occupations.build();
    return new Occupations(Occupations.shipped);
  }

  private static build(): Occupations {
    const occupations = new Occupations();
    const generated = readJson<{ occupations: GeneratedOccupation[] }>('occupations.json').occupations;
    const { occupations: hand, not_titles: notTitles } = readJson<{ occupations: HandOccupation[]; not_titles: { labels: string[] } }>('occupation-aliases.json');
    occupations.notTitles = new Set(notTitles.labels.map(lookupKey));
    const generatedKeys = new Map<string, GeneratedOccupation>();
    for (const occupation of generated) for (const label of [occupation.label, ...occupation.preferred]) if (!generatedKeys.has(lookupKey(label))) generatedKeys.set(lookupKey(label), occupation);
    for (const occupation of generated) for (const label of occupation.labels) if (!generatedKeys.has(lookupKey(label))) generatedKeys.set(lookupKey(label), occupation);
    // The team's titles come first and take the codes of the first occupation with an ISCO code that `same_as`,
    // their title or an alias names, and the SOC code of `same_as` where that one has none: a UX designer is
    // ESCO's user interface designer (ISCO 2513, no SOC) and O*NET's web and digital interface designer (15-1255).
    for (const entry of hand) {
      const sameAs = entry.same_as ? generatedKeys.get(lookupKey(entry.same_as)) : undefined;
      const named = [sameAs, ...[entry.title, ...entry.aliases].map((label) => generatedKeys.get(lookupKey(label)))];
      const known = named.find((occupation) => occupation?.isco) ?? named.find(Boolean);
      const occupation: Occupation = { id: `team:${entry.title}`, label: entry.title, isco: known?.isco ?? null, soc: known?.soc ?? sameAs?.soc ?? null };
      for (const label of [entry.title, ...entry.aliases]) occupations.add(occupation, label);
    }
    const stripped = generated.map(strip);
    generated.forEach((occupation, i) => occupations.add(stripped[i]!, occupation.label));
    // "serveur" is the waiter's own French name, and only a synonym ESCO also gives the barista.
    generated.forEach((occupation, i) => occupation.preferred.forEach((label) => occupations.add(stripped[i]!, label)));
    const owners = new Map<string, { label: string; occupation: Occupation }[]>();
    generated.forEach((occupation, i) => {
      for (const label of occupation.labels) {
        const key = lookupKey(label);
        if (!owners.has(key)) owners.set(key, []);
        owners.get(key)!.push({ label, occupation: stripped[i]! });
      }
    });
    for (const shared of owners.values()) {
      const best = shared.reduce((a, b) => (kinship(b.label, b.occupation) > kinship(a.label, a.occupation) ? b : a));
      occupations.add(best.occupation, best.label);
    }
    return occupations;
  }

  /** A label added at run time (`svc taxonomy import`): it names the occupation `canonical` names, or a new one. */
  addAlias(canonical: string, alias: string): void {
    const occupation = this.byKey.get(lookupKey(canonical)) ?? { id: `imported:${canonical}`, label: canonical, isco: null, soc: null };
    this.add(occupation, canonical);
    this.add(occupation, alias);
  }

  /**
   * The occupation a title names: its longest known phrase, looked for first in the part
   * before a dash or bracket ("Band 6 Occupational Therapist - Early Intervention").
   */
  find(written: string | null | undefined): Occupation | null {
    if (!written) return null;
    const title = written.replace(FEMININE_ENDING, '');
    const main = title.split(/\s[-–—|:]\s|[(\[]/)[0]!;
    const found = this.specific(main);
    if (main === title || (found && !tooGeneral(found))) return found;
    // A rank that names no field before the post that does: "Deputy City Manager - Chief Financial Officer".
    const whole = this.specific(title);
    return whole && !tooGeneral(whole) ? whole : (found ?? whole);
  }

  /**
   * The longest phrase of the title as written, or with its words written the other ways
   * titles write them (OTHER_SPELLINGS): ESCO says "ICT manager" where a title says "IT
   * Manager", "financial analyst" for "Finance Analyst".
   */
  private specific(text: string): Occupation | null {
    const spellings = [text, ...OTHER_SPELLINGS.flatMap(([pattern, others]) => others.map((other) => text.replace(pattern, (match) => (match === 'it' || match === 'It' ? match : other)))), ...singulars(text)];
    let best: { occupation: Occupation; words: number; named: string } | null = null;
    for (const spelling of new Set(spellings)) {
      const found = this.longest(spelling);
      if (found && found.words > (best?.words ?? 0)) best = found;
    }
    return best && this.namedBy(best.occupation, best.named);
  }

  private namedBy(occupation: Occupation, named: string): Occupation {
    if (lookupKey(named) === lookupKey(occupation.label)) return occupation;
    const key = `${occupation.id}\n${named}`;
    let found = this.asNamed.get(key);
    if (!found) this.asNamed.set(key, (found = { ...occupation, named }));
    return found;
  }

  /**
   * The occupation of the longest known phrase, and how many words it spans; of two as long,
   * the later, as an English title ends with its head ("Commercial Analyst" is an
   * analyst, whatever "commercial" means in French), unless the later is a word that opens
   * many French trades' names, which qualifies the trade before it ("Coiffeur créateur"). A
   * manager's rank that names no field ("team lead", "manager": ISCO's major group 1 alone)
   * gives way to a shorter phrase that does, as a manager's title says what they lead: an
   * "Engineering Team Lead" is an engineer.
   */
  private longest(text: string): { occupation: Occupation; words: number; named: string } | null {
    const { words: said, keys } = keyedWords(text);
    let general: { occupation: Occupation; words: number; named: string; from: number } | null = null;
    for (let n = Math.min(MAX_WORDS, keys.length); n >= 1; n -= 1) {
      let frenchFamily: { occupation: Occupation; words: number; named: string } | null = null;
      for (let i = keys.length - n; i >= 0; i -= 1) {
        // The words of the rank are no field of their own: the "president" of "Vice President".
        if (general && i >= general.from && i + n <= general.from + general.words) continue;
        const occupation = this.byKey.get(keys.slice(i, i + n).join(''));
        if (!occupation) continue;
        const found = { occupation, words: n, named: said.slice(i, i + n).join(' ') };
        if (occupation.isco === MANAGERS) general ??= { ...found, from: i };
        else if (occupation.id.startsWith(FRENCH_FAMILY)) frenchFamily ??= found;
        else return found;
      }
      // A French title puts its post first, and such a word after it qualifies it: "Coiffeur créateur" is a hairdresser.
      if (frenchFamily) return frenchFamily;
    }
    return general;
  }

  private add(occupation: Occupation, label: string): void {
    const key = lookupKey(label);
    if (this.notTitles.has(key)) return;
    // The first owner of a key keeps it: the team's titles, then preferred labels, then the others.
    if (key && !this.byKey.has(key)) this.byKey.set(key, occupation);
  }
}

/**
 * A family whose members share only an ISCO major group ("manager", "analyst",
 * "consultant", "technician"): a title that names no more says nothing of its field.
 */
export function tooGeneral(occupation: Occupation): boolean {
  return occupation.isco !== null && occupation.isco.length === 1;
}

/**
 * 1 for the same occupation; less for occupations in one field, in one domain of work, or
 * in one ISCO (or SOC) group, the deeper the group the more; 0 when nothing is shared or a
 * code is missing.
 */
export function occupationSimilarity(a: Occupation, b: Occupation): number {
  let known = similarities.get(a);
  if (!known) similarities.set(a, (known = new WeakMap()));
  let similarity = known.get(b);
  if (similarity === undefined) known.set(b, (similarity = similarityOf(a, b)));
  return similarity;
}

/**
 * Each pair worked out once: a stored match compares the job's occupation with those of the
 * 200 candidates it scores, which share a few hundred occupations between them.
 */
const similarities = new WeakMap<Occupation, WeakMap<Occupation, number>>();

function similarityOf(a: Occupation, b: Occupation): number {
  if (a.id === b.id || a.label === b.label) return 1;
  return Math.max(sharesField(a, b) ? SAME_FIELD_CREDIT : 0, sharedGroup(a.isco, b.isco), sharedGroup(socGroups(a.soc), socGroups(b.soc)), sharedDomain(a, b) ? DOMAIN_CREDIT : 0);
}

/**
 * Two occupations of one domain of work across skill levels (an HR manager and a recruiter,
 * an IT manager and a developer, a head chef and a restaurant manager): a recruiter would
 * rather see them than someone of another trade, though less than the occupation itself.
 */
const DOMAIN_CREDIT = 0.55;

interface Domain {
  name: string;
  isco: string[];
  soc: string[];
}
let domains: Domain[] | null = null;
const domainsByCodes = new Map<string, string[]>();

/** The domains of work an occupation's codes fall in (data/occupation-domains.json). */
function domainsOf(occupation: Occupation): string[] {
  const codes = `${occupation.isco}|${occupation.soc}`;
  let found = domainsByCodes.get(codes);
  if (!found) {
    domains ??= readJson<{ domains: { name: string; isco: Record<string, string>; soc: Record<string, string> }[] }>('occupation-domains.json').domains.map(({ name, isco, soc }) => ({ name, isco: Object.keys(isco), soc: Object.keys(soc) }));
    const within = (code: string | null, prefixes: string[]) => code !== null && prefixes.some((prefix) => code.startsWith(prefix));
    found = domains.filter((domain) => within(occupation.isco, domain.isco) || within(occupation.soc, domain.soc)).map((domain) => domain.name);
    domainsByCodes.set(codes, found);
  }
  return found;
}

/** The domain of work two occupations share, if any. */
export function sharedDomain(a: Occupation, b: Occupation): string | null {
  const of = domainsOf(b);
  return domainsOf(a).find((domain) => of.includes(domain)) ?? null;
}

/**
 * Two occupations of one field ("accounting manager" and "accountant", "financial analyst"
 * and "finance director") count as close as a minor group: ISCO files managers apart from
 * the professionals they lead, so by codes alone an accounting manager is nearer a chief
 * financial officer than any accountant.
 */
const SAME_FIELD_CREDIT = 0.65;
/** Words that say the rank or the kind of a post rather than its field. */
const RANK_WORDS = new Set(['manager', 'management', 'director', 'head', 'chief', 'officer', 'senior', 'junior', 'lead', 'leader', 'assistant', 'associate', 'specialist', 'executive', 'supervisor', 'coordinator', 'representative', 'worker', 'technician', 'engineer', 'developer', 'programmer', 'designer', 'analyst', 'consultant', 'professional', 'general', 'clerk', 'operator', 'agent', 'adviser', 'advisor', 'other', 'all']);
/** Enough letters to meet "account" in "accountant" and "accounting", "financ" in "finance" and "financial". */
const STEM_LETTERS = 5;
const fieldStemsByLabel = new Map<string, string[]>();

const fieldStemsOfNamed = new WeakMap<Occupation, string[]>();

function fieldStems(occupation: Occupation): string[] {
  if (!occupation.named) return stemsOf(occupation.label);
  let stems = fieldStemsOfNamed.get(occupation);
  if (!stems) fieldStemsOfNamed.set(occupation, (stems = [...stemsOf(occupation.label), ...stemsOf(occupation.named)]));
  return stems;
}

function stemsOf(label: string): string[] {
  let stems = fieldStemsByLabel.get(label);
  if (!stems) {
    stems = words(label)
      .filter((word) => word.length >= 4 && !RANK_WORDS.has(word))
      .map((word) => word.slice(0, STEM_LETTERS));
    fieldStemsByLabel.set(label, stems);
  }
  return stems;
}

function sharesField(a: Occupation, b: Occupation): boolean {
  const stems = fieldStems(b);
  return fieldStems(a).some((stem) => stems.includes(stem));
}

/** SOC "15-1252.00" as groups of growing depth, padded so ISCO's credit table applies: major, minor, broad, detailed. */
function socGroups(soc: string | null): string | null {
  if (!soc) return null;
  const digits = soc.replace(/\D/g, '');
  // 15 | 1 | 25 | 2: major group, minor group, broad occupation, detailed occupation.
  return [digits.slice(0, 2), digits.slice(2, 3), digits.slice(3, 5), digits.slice(5, 6)].map((part, i) => (i === 0 ? part : `.${part}`)).join('');
}

function sharedGroup(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  const partsA = a.includes('.') ? a.split('.') : [...a];
  const partsB = b.includes('.') ? b.split('.') : [...b];
  let depth = 0;
  while (depth < Math.min(partsA.length, partsB.length, 4) && partsA[depth] === partsB[depth]) depth += 1;
  // A family ("teacher": 23) names no deeper group: sharing all of its code is as close as it can say.
  return depth === 0 ? 0 : SHARED_GROUP_CREDIT[depth]!;
}

/**
 * How much an alternative label sounds like the occupation it is filed under: ESCO gives one
 * label to several ("engineering technician" to an electromechanical engineer, a leather goods
 * engineer and a surveying technician), and the one whose own name shares the label's words,
 * its last one (an English title's head) the most, is the likeliest meaning.
 */
function kinship(label: string, occupation: Occupation): number {
  const stem = (word: string) => word.slice(0, STEM_LETTERS);
  const own = words(occupation.label).map(stem);
  const said = words(label).map(stem);
  const shared = said.filter((word) => own.includes(word)).length;
  return shared + (said.length > 0 && said.at(-1) === own.at(-1) ? 0.5 : 0);
}

function strip(occupation: GeneratedOccupation): Occupation {
  return { id: occupation.id, label: occupation.label, isco: occupation.isco, soc: occupation.soc };
}

/** Read once per process, by build() and domainsOf(): nothing keeps the parsed files, only what is built from them. */
function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(new URL(file, DATA_DIR), 'utf8')) as T;
}
