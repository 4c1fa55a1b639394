import fs from 'node:fs';
import { LayeredMap, LayeredSet } from './layered.js';
import { Occupations, type Occupation } from './occupations.js';
import { escapeRegExp, keyedWords, lookupKey, words } from './text.js';

export interface SkillEntry {
  name: string;
  category: string;
  aliases: string[];
  related: string[];
}

/** Terms added at run time (`svc taxonomy import`), kept in SQLite. */
export interface TaxonomyTerm {
  kind: 'skill' | 'title';
  canonical: string;
  alias: string;
}

export type Seniority = 'junior' | 'mid' | 'senior' | 'lead';
export const SENIORITIES: readonly Seniority[] = ['junior', 'mid', 'senior', 'lead'];

const DATA_DIR = new URL('../../data/', import.meta.url);

/*
 * Words that name a skill in a skill list but are ordinary words in prose ("go", "rest",
 * "spring", French "serveur" = server, "ciel" = sky) or the sites a CV links to ("LinkedIn
 * GitHub"): recognised in lists, never extracted from free text.
 */
const PROSE_AMBIGUOUS = new Set(
  'go,c,r,net,epic,zoom,ciel,github,gitlab,bitbucket,rest,less,express,spring,swift,rust,flask,dart,shell,sh,care,cafe,coffee,lean,5s,driving,tax,budget,sea,node,torch,spark,hive,tableau,reception,accueil,commercial,word,outlook,rails,elk,sketch,apollo,serveur,restauration,pms,reservations,cloud,unix,testing,support,hygiene,menage,cuisine,banque,finance,vente,ventes,selling,analytics,forecasting,sourcing,tests,dev,lead,care,emergency,urgences,containers,conteneurs,english,french,spanish,german,arabic,anglais,francais,espagnol,allemand,arabe,figma,playwright,confluence,database,databases,base de donnees,bases de donnees'
    .split(',')
    .map(lookupKey),
);
/** Inside a longer list item, their everyday sense wins: "Field Concrete Testing", "Child Care", "Cloud Database Management". */
const EVERYDAY_WORDS = new Set('testing,tests,cloud,care,support,containers,conteneurs,driving,lead,reception,emergency,hygiene,budget,tax,database,databases,base de donnees,bases de donnees'.split(',').map(lookupKey));
/** Words of a sentence that open no skill's name written in two words or more ("in", "on", "to"). */
const SMALL_WORDS = new Set('a,an,the,in,on,at,to,of,by,for,and,or,as,is,it,we,our,de,du,des,le,la,les,en,un,une,et,au,aux'.split(','));
/** Short names that prose means as skills ("TS" is not one of them: "TS/SCI" is a security clearance). */
const SHORT_BUT_CLEAR = new Set(['c++', 'xml', 'js', 'ux', 'ui', 'qa', 'ml', 'ai', 'bi', 'c#', 'k8s', 'aws', 'gcp', 'sql', 'seo', 'crm', 'erp', 'sap', 'nlp', 'etl', 'php', 'css', 'git', 'ios', 'rh', 'hr']);

const SENIORITY_WORDS: Record<string, Seniority> = {
  junior: 'junior',
  jr: 'junior',
  debutant: 'junior',
  debutante: 'junior',
  graduate: 'junior',
  entry: 'junior',
  stagiaire: 'junior',
  intern: 'junior',
  alternant: 'junior',
  mid: 'mid',
  intermediate: 'mid',
  confirme: 'mid',
  confirmee: 'mid',
  senior: 'senior',
  sr: 'senior',
  experimente: 'senior',
  experimentee: 'senior',
  lead: 'lead',
  principal: 'lead',
  staff: 'lead',
  head: 'lead',
  chef: 'lead',
  responsable: 'lead',
  directeur: 'lead',
  directrice: 'lead',
  director: 'lead',
  manager: 'lead',
};

const MAX_NGRAM = 5;
/** A word of a text as `words` reads it, in the text's own letters, so that its place in the text is known. */
const WORD_AS_WRITTEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}+#.'-]*[\p{L}\p{M}\p{N}+#]|[\p{L}\p{N}]/gu;
/** An acronym as ESCO, O*NET and Linguist write them: "ARTS", "BASIC", "ABL", "SAS". */
const ACRONYM = /^[A-Z][A-Z0-9]{1,5}$/;

export class Taxonomy {
  private readonly skillByKey: LayeredMap<string, string>;
  private readonly listOnly: LayeredSet<string>;
  /** Names from ESCO and O*NET ("Ray", "manage staff") stay list-only even when they name a known skill. */
  private readonly listOnlyKeys: LayeredSet<string>;
  /**
   * Keys that only ESCO, O*NET or Linguist spell, and spell in capitals ("ARTS", "BASIC", "ABL"):
   * they name that skill only where a text writes them in capitals too, not "arts and crafts".
   */
  private readonly capitalsOnly: LayeredMap<string, string>;
  /** Hot technologies' acronyms ("SVN", "JSP"): read in prose where written in capitals, in lists as written. */
  private readonly proseAcronyms: LayeredMap<string, string>;
  private readonly relatedOf: LayeredMap<string, Set<string>>;
  private readonly categoryOf: LayeredMap<string, string>;
  readonly occupations = Occupations.load();
  private readonly resolved = new Map<string, string | null>();

  private static shipped: Taxonomy | null = null;

  /** `shipped`: the taxonomy this one adds to, which it reads through and never changes. */
  private constructor(shipped: Taxonomy | null = null) {
    this.skillByKey = new LayeredMap(shipped?.skillByKey);
    this.listOnly = new LayeredSet(shipped?.listOnly);
    this.listOnlyKeys = new LayeredSet(shipped?.listOnlyKeys);
    this.capitalsOnly = new LayeredMap(shipped?.capitalsOnly);
    this.proseAcronyms = new LayeredMap(shipped?.proseAcronyms);
    this.relatedOf = new LayeredMap(shipped?.relatedOf);
    this.categoryOf = new LayeredMap(shipped?.categoryOf);
  }

  /** The shipped taxonomy of data/, linguist's programming languages, and imported terms. */
  static load(terms: readonly TaxonomyTerm[] = []): Taxonomy {
    // Built once per process (a second of parsing); each caller gets a layer over it that its imported terms go into.
    Taxonomy.shipped ??= Taxonomy.build();
    const taxonomy = new Taxonomy(Taxonomy.shipped);
    taxonomy.addTerms(terms);
    return taxonomy;
  }

  private static build(): Taxonomy {
    const taxonomy = new Taxonomy();
    const skills = readJson<{ skills: SkillEntry[] }>('skills.json').skills;
    for (const skill of skills) taxonomy.addSkill(skill.name, [skill.name, ...skill.aliases], skill.category);
    for (const skill of skills) for (const related of skill.related) taxonomy.relate(skill.name, related);
    const reference = readJson<{ esco: string[][]; onet: string[][]; hot: string[][] }>('skills-reference.json');
    taxonomy.addProgrammingLanguages();
    taxonomy.addHotTechnologies(reference.hot);
    taxonomy.addReferenceSkills(reference);
    return taxonomy;
  }

  addTerms(terms: readonly TaxonomyTerm[]): void {
    this.resolved.clear();
    for (const term of terms) {
      if (term.kind === 'skill') this.addSkill(term.canonical, [term.canonical, term.alias], 'imported', { listOnly: true });
      else this.occupations.addAlias(term.canonical, term.alias);
    }
  }

  get skillCount(): number {
    return new Set(this.skillByKey.values()).size;
  }

  /** The canonical name of a skill, or null when the taxonomy does not know it. */
  canonicalSkill(name: string): string | null {
    return this.skillByKey.get(lookupKey(name)) ?? null;
  }

  /**
   * The canonical skill a label names: the label itself, or else the one skill named inside
   * it ("Microsoft Power BI Desktop" -> Power BI); null when none or several are.
   */
  resolveSkill(label: string): string | null {
    const exact = this.canonicalSkill(label);
    if (exact) return exact;
    let resolved = this.resolved.get(label);
    if (resolved === undefined) {
      const inside = this.extractSkills(label);
      resolved = inside.length === 1 ? inside[0]! : null;
      if (this.resolved.size > 50_000) this.resolved.clear();
      this.resolved.set(label, resolved);
    }
    return resolved;
  }

  /** resolveSkill for an item of a CV's skill list, where "arts" is not O*NET's "ARTS" (capitalsOnly). */
  resolveListedSkill(item: string): string | null {
    return this.writtenAsKnown(lookupKey(item), item) ? this.resolveSkill(item) : null;
  }

  /** The canonical name when known, else the name as given (trimmed): unknown skills still count. */
  skillName(name: string): string {
    return this.resolveSkill(name) ?? name.trim();
  }

  related(canonical: string): ReadonlySet<string> {
    return this.relatedOf.get(canonical) ?? EMPTY;
  }

  category(canonical: string): string | null {
    return this.categoryOf.get(canonical) ?? null;
  }

  /**
   * Skills named in free text, canonical, in order of first appearance; longest phrase wins.
   * `listed`: the text is an item of a skill list, where every known name counts ("Rust", "C",
   * "Spring", ESCO's and O*NET's names), not only those that are unambiguous in prose.
   */
  extractSkills(text: string, { listed = false } = {}): string[] {
    const { words: folded, keys: tokens } = keyedWords(text);
    const found: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < tokens.length; ) {
      let matched = 0;
      const phrases = phrasesFrom(tokens, i);
      for (let n = phrases.length; n >= 1; n -= 1) {
        const key = phrases[n - 1]!;
        const canonical = this.skillByKey.get(key);
        if (!canonical || !(listed ? this.listableKey(key, canonical, n === tokens.length) : this.extractableKey(key, canonical))) continue;
        // Keys ignore spaces, so prose's "changes in design" would spell InDesign: a name does not start with a small
        // word in lower case before a space ("IT support" is written with capitals, "a/b testing" with a slash).
        if (!listed && n > 1 && SMALL_WORDS.has(folded[i]!) && inLowerCase(folded[i]!, folded[i + 1]!, text)) continue;
        if (!this.writtenAsKnown(key, text) || (!listed && !this.writtenAs(this.proseAcronyms.get(key), text))) continue;
        if (!seen.has(canonical)) {
          seen.add(canonical);
          found.push(canonical);
        }
        matched = n;
        break;
      }
      i += Math.max(1, matched);
    }
    return found;
  }

  /**
   * The skills of a list written with spaces only ("Node.js Angular.js jQuery Bootstrap"), when
   * known names, longest first, cover every word; null when a word is left over.
   */
  spacedList(text: string): string[] | null {
    const tokens = words(text).map(lookupKey).filter(Boolean);
    const found: string[] = [];
    for (let i = 0; i < tokens.length; ) {
      const known = this.longestKnownPhrase(tokens, i);
      if (!known) return null;
      found.push(known.canonical);
      i += known.size;
    }
    return found.length >= 3 ? [...new Set(found)] : null;
  }

  /**
   * How a text writes the skills it names: for each canonical skill, the phrases that name it
   * in order of appearance, as written ("VS Code" for Visual Studio Code, "Paie" for Payroll).
   */
  writtenNames(text: string): Map<string, string[]> {
    const spans = [...text.matchAll(WORD_AS_WRITTEN)].map((match) => ({ key: lookupKey(match[0]), start: match.index, end: match.index + match[0].length })).filter((span) => span.key);
    const keys = spans.map((span) => span.key);
    const written = new Map<string, string[]>();
    for (let i = 0; i < spans.length; ) {
      const known = this.longestKnownPhrase(keys, i);
      if (known) written.set(known.canonical, [...(written.get(known.canonical) ?? []), text.slice(spans[i]!.start, spans[i + known.size - 1]!.end).replace(/\s+/g, ' ')]);
      i += known?.size ?? 1;
    }
    return written;
  }

  /** The longest phrase that names a known skill and starts at `start`, and the skill it names; null when none does. */
  private longestKnownPhrase(keys: string[], start: number): { canonical: string; size: number } | null {
    const phrases = phrasesFrom(keys, start);
    for (let size = phrases.length; size > 0; size -= 1) {
      const canonical = this.skillByKey.get(phrases[size - 1]!);
      if (canonical) return { canonical, size };
    }
    return null;
  }

  /**
   * A title with the English name of the occupation it names, for the English embedding
   * model ("Développeur full stack" -> "Développeur full stack (Full Stack Developer)").
   */
  canonicalTitle(title: string): string {
    const label = this.occupations.find(title)?.label;
    return label && !lookupKey(title).includes(lookupKey(label)) ? `${title.trim()} (${label})` : title.trim();
  }

  /** The occupation a title names, or null. */
  occupation(title: string | null | undefined): Occupation | null {
    return this.occupations.find(title);
  }

  /** The label of the occupation a title names, or null. */
  occupationOf(title: string): string | null {
    return this.occupations.find(title)?.label ?? null;
  }

  /**
   * In a list item, any name that is the whole item; inside a longer item, not ESCO's, O*NET's or
   * Linguist's long tail ("algebra" in "linear algebra, calculus", "Processing" in "Order Processing"),
   * nor a word that prose uses otherwise ("Testing" in "Field Concrete Testing").
   */
  private listableKey(key: string, canonical: string, wholeItem: boolean): boolean {
    return wholeItem || (key.length > 1 && !this.listOnlyKeys.has(key) && !this.listOnly.has(canonical) && !EVERYDAY_WORDS.has(key));
  }

  /** False when the key is one of capitalsOnly and the text does not write it in capitals. */
  private writtenAsKnown(key: string, text: string): boolean {
    return this.writtenAs(this.capitalsOnly.get(key), text);
  }

  private writtenAs(written: string | undefined, text: string): boolean {
    return written === undefined || new RegExp(`(?<![\\p{L}\\d])${written}(?![\\p{L}\\d])`, 'u').test(text);
  }

  /** List-only skills (Linguist's long tail, imported terms: "Fluent", "Logos") are never read from prose. */
  private extractableKey(key: string, canonical: string): boolean {
    if (this.listOnly.has(canonical) || this.listOnlyKeys.has(key) || PROSE_AMBIGUOUS.has(key)) return false;
    return key.length > 3 || SHORT_BUT_CLEAR.has(key) || this.proseAcronyms.has(key);
  }

  /** `reference`: names from ESCO, O*NET or Linguist, whose capitals count (capitalsOnly). */
  private addSkill(canonical: string, aliases: string[], category: string, { listOnly = false, reference = false } = {}): void {
    if (!this.categoryOf.has(canonical)) this.categoryOf.set(canonical, category);
    if (listOnly && !this.skillByKey.has(lookupKey(canonical))) this.listOnly.add(canonical);
    for (const alias of aliases) {
      const key = lookupKey(alias);
      // The first owner of a key keeps it: the team's own entries load before the others.
      if (!key || this.skillByKey.has(key)) continue;
      this.skillByKey.set(key, canonical);
      if (reference && ACRONYM.test(alias)) this.capitalsOnly.set(key, alias);
    }
  }

  private relate(a: string, b: string): void {
    if (a === b) return;
    for (const [from, to] of [[a, b], [b, a]] as const) {
      let set = this.relatedOf.get(from);
      if (!set) this.relatedOf.set(from, (set = new Set()));
      set.add(to);
    }
  }

  /**
   * O*NET's hot technologies, the tools employers ask for most ("Perl", "jQuery", "Apache Tomcat"):
   * read in prose as well as in lists, like the team's own skills, under names that are no everyday
   * word (data/skills-reference.json `hot`, scripts/generate-skills.ts).
   */
  private addHotTechnologies(hot: string[][]): void {
    for (const names of hot) {
      const owners = names.map((name) => this.canonicalSkill(name));
      const known = owners.find((owner) => owner !== null) ?? null;
      // The team's "CSS" is read in prose however written; a name new to prose ("SVN", Linguist's "JSP") in capitals only.
      const newToProse = names.filter((name, at) => ACRONYM.test(name) && (owners[at] === null || this.listOnly.has(owners[at]!)));
      // Linguist's "Perl" was list-only until now; "Apache Subversion SVN" shows as "SVN", the name people write.
      if (known) this.listOnly.delete(known);
      const canonical = known ?? names.find((name) => ACRONYM.test(name)) ?? names[0]!;
      this.addSkill(canonical, names, 'software');
      for (const name of newToProse) if (this.canonicalSkill(name) === canonical) this.proseAcronyms.set(lookupKey(name), name);
    }
  }

  /** ESCO skills and O*NET technology names (data/skills-reference.json), for skill lists only. */
  private addReferenceSkills(data: { esco: string[][]; onet: string[][] }): void {
    for (const [category, rows] of [['software', data.onet], ['esco', data.esco]] as const) {
      for (const names of rows) {
        const known = category === 'esco' ? this.escoOwner(names) : (names.map((name) => this.canonicalSkill(name)).find((canonical) => canonical !== null) ?? null);
        for (const name of names) {
          const key = lookupKey(name);
          if (key && !this.skillByKey.has(key)) this.listOnlyKeys.add(key);
        }
        this.addSkill(known ?? names[0]!, names, category, { reference: true });
      }
    }
  }

  /**
   * The known skill an ESCO concept is: the one its preferred label names, or one that a label in
   * lower case names by an alias, as a translation does ("gériatrie" of geriatrics). ESCO lists
   * products as examples of a concept ("Microsoft SQL Server" under database management systems,
   * "Eclipse" under integrated development environments, "prince2" under project management
   * methodologies): the concept is not the product.
   */
  private escoOwner(names: string[]): string | null {
    const preferred = this.canonicalSkill(names[0]!);
    if (preferred) return preferred;
    for (const name of names.slice(1)) {
      const canonical = this.canonicalSkill(name);
      if (canonical && /^\p{Ll}/u.test(name) && lookupKey(name) !== lookupKey(canonical)) return canonical;
    }
    return null;
  }

  /** Programming languages and their aliases from GitHub Linguist (data/programming-languages.json). */
  private addProgrammingLanguages(): void {
    for (const language of readJson<{ name: string; aliases: string[] }[]>('programming-languages.json')) {
      const known = this.canonicalSkill(language.name);
      this.addSkill(known ?? language.name, [language.name, ...language.aliases], 'software', { listOnly: known === null, reference: true });
    }
  }
}

const EMPTY: ReadonlySet<string> = new Set();

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(new URL(file, DATA_DIR), 'utf8')) as T;
}

/** The seniority a text states ("Senior React developer" -> senior), or null. */
export function senioritySaid(text: string): Seniority | null {
  for (const word of words(text)) {
    const seniority = SENIORITY_WORDS[word];
    if (seniority) return seniority;
  }
  return null;
}

/** Seniority from years of experience, when nothing says it. */
export function seniorityFromYears(years: number | null | undefined): Seniority | null {
  if (years === null || years === undefined) return null;
  if (years < 2) return 'junior';
  if (years < 5) return 'mid';
  if (years < 10) return 'senior';
  return 'lead';
}

/** Whether the text writes `small` as a word of a sentence, in lower case and a space before `next` ("changes in design"; not "IT support", "a/b testing"). */
function inLowerCase(small: string, next: string, text: string): boolean {
  const unaccented = text.normalize('NFD').replace(/\p{M}/gu, '');
  for (const match of unaccented.matchAll(new RegExp(`(?<![\\p{L}\\d])${small}\\s+${escapeRegExp(next)}(?![\\p{L}\\d])`, 'giu'))) {
    if (match[0].startsWith(small)) return true;
  }
  return false;
}

/** The keys of the phrases of one to MAX_NGRAM tokens that start at `start`, shortest first. */
function phrasesFrom(tokens: string[], start: number): string[] {
  const phrases: string[] = [];
  let key = '';
  for (let i = start; i < Math.min(tokens.length, start + MAX_NGRAM); i += 1) phrases.push((key += tokens[i]));
  return phrases;
}
