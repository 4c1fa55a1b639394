import nlp from 'compromise';
import { findNumbers } from 'libphonenumber-js/max';
import type { Places } from '../matching/places.js';
import type { Taxonomy } from '../matching/taxonomy.js';
import { fold, lookupKey } from '../matching/text.js';
import { findCvLocation } from './cv-location.js';
import { findPhones } from './cv-phones.js';
import type { PageLayout } from './pdf-text.js';
import { yearsFromExperiences } from '../profiles/experience.js';
import type { Experience, ProfileFields, Reference, SkillLevel } from '../profiles/profile.js';

type Section = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'references' | 'contact' | 'other';

const HEADINGS: Record<Exclude<Section, 'header'>, string[]> = {
  summary: ['profile', 'profil', 'summary', 'professional summary', 'about me', 'a propos', 'a propos de moi', 'objective', 'objectif', 'resume'],
  experience: ['experience', 'experiences', 'professional experience', 'work experience', 'work history', 'work', 'employment experience', 'relevant experience', 'employment', 'employment history', 'career', 'experience professionnelle', 'experiences professionnelles', 'parcours professionnel', 'parcours'],
  education: ['education', 'formation', 'formations', 'diplomes', 'diplome', 'etudes', 'academic background', 'cursus', 'education and training', 'formation academique', 'certifications', 'certificats'],
  skills: ['skills', 'competences', 'technical skills', 'competences techniques', 'key skills', 'core skills', 'outils', 'tools', 'technologies', 'savoir-faire', 'expertise', 'hard skills', 'soft skills'],
  languages: ['languages', 'langues', 'language skills', 'competences linguistiques'],
  references: ['references', 'referees', 'recommandations', 'professional references', 'references professionnelles'],
  contact: ['contact', 'coordonnees', 'contact details', 'informations personnelles', 'personal details', 'personal information'],
  other: ['interests', 'hobbies', 'loisirs', "centres d'interet", 'centres d interet', 'interets', 'projects', 'projets', 'volunteering', 'volunteer', 'volunteer experience', 'benevolat', 'awards', 'honors', 'publications', 'certificates', 'activities'],
};
const HEADING_OF = new Map<string, Section>(Object.entries(HEADINGS).flatMap(([section, names]) => names.map((name) => [lookupKey(name), section as Section])));

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janv: 1, janvier: 1, feb: 2, february: 2, fev: 2, fevr: 2, fevrier: 2, mar: 3, march: 3, mars: 3,
  apr: 4, april: 4, avr: 4, avril: 4, may: 5, mai: 5, jun: 6, june: 6, juin: 6, jul: 7, july: 7, juil: 7, juillet: 7,
  aug: 8, august: 8, aout: 8, sep: 9, sept: 9, september: 9, septembre: 9, oct: 10, october: 10, octobre: 10,
  nov: 11, november: 11, novembre: 11, dec: 12, december: 12, decembre: 12,
};
const MONTH = `(?:${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;
const DATE = `(?:${MONTH}\\s+\\d{4}|\\d{1,2}[/.-]\\d{4}|\\d{4}-\\d{2}|\\d{4})`;
const PRESENT = `(?:present|current|now|today|to date|date|ongoing|aujourd'hui|aujourdhui|ce jour|actuel|actuellement|en cours|en poste|a ce jour)`;
/** "8 years of experience", "8+ yrs experience", "8 ans d'expérience". */
const STATED_YEARS = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?|ans|annees)\s*(?:of\s+|d'|de\s+)?(?:professional\s+|solid\s+)?(?:experience|expertise)/i;
const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|a|au|jusqu'a|until)\\s*(${DATE}|${PRESENT})`, 'i');
const SINCE = new RegExp(`(?:since|depuis)\\s+(${DATE})`, 'i');
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

const LEVEL_WORDS: [RegExp, SkillLevel][] = [
  [/\b(expert|expertise|bilingue|bilingual|native|natif|native speaker|langue maternelle|mother tongue|c2)\b/, 'expert'],
  [/\b(advanced|avance|confirme|courant|fluent|proficient|c1|maitrise)\b/, 'advanced'],
  [/\b(intermediate|intermediaire|b1|b2|good|bon|bonne|professional working)\b/, 'intermediate'],
  [/\b(beginner|debutant|notions|basic|basique|elementary|scolaire|a1|a2)\b/, 'beginner'],
];

export interface ExtractedCv extends ProfileFields {
  fullName: string | null;
  location: string | null;
}

export interface ParseContext {
  taxonomy: Taxonomy;
  places: Places;
  now: Date;
  /** From a PDF: the lines in the largest type at the top of the first page. */
  layout?: PageLayout | null;
}

/** Profile fields read from the text of a CV, English or French. */
export function parseCv(text: string, context: ParseContext): ExtractedCv {
  const lines = joinWrappedRanges(
    text
      .replace(/[’‘`´]/g, "'")
      .split(/\r?\n/)
      .map((line) => unspaced(line).replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
  const sections = splitSections(lines, typesetHeadings(context.layout));
  const email = EMAIL.exec(text)?.[0]?.toLowerCase() ?? null;
  const head = headOf(lines, sections, email);
  const currentJob = sections.experience.slice(0, 3);
  const location = findCvLocation(head, context.places, currentJob.some((line) => new RegExp(`${PRESENT}\\s*$`, 'i').test(fold(line))) ? currentJob : []);
  const phones = findPhones(text, location.country, head.join('\n'));
  const fullName = findName(lines, sections.header, email, context);
  const experiences = findExperiences(sections.experience.length > 0 ? sections.experience : lines.filter((line) => !sections.education.includes(line)));
  return {
    fullName,
    email,
    phone: phones.phone,
    whatsappNumber: phones.whatsapp,
    location: location.text,
    headline: findHeadline(lines, fullName, context.taxonomy),
    totalYearsExperience: yearsFromExperiences(experiences, context.now) ?? statedYears(text),
    experiences,
    skills: findSkills(sections, text, context.taxonomy),
    references: findReferences(sections.references),
    cvText: text,
  };
}

/** "J A N E   R O E", a letter-spaced heading, is "JANE ROE": letters joined, wider gaps kept as word breaks. */
function unspaced(line: string): string {
  const trimmed = line.trim();
  if (!/^(?:\p{L}\s+){3,}\p{L}$/u.test(trimmed) || !/^(?:\p{L}(?: |\s{2,}))+\p{L}$/u.test(trimmed)) return line;
  return trimmed
    .split(/\s{2,}/)
    .map((word) => word.replace(/\s+/g, ''))
    .join(' ');
}

const ENDS_WITH_DATE = new RegExp(`${DATE}\\s*$`, 'i');
const STARTS_WITH_RANGE_END = new RegExp(`^(?:-|–|—|to|au|a|jusqu'a)\\s*(?:${DATE}|${PRESENT})`, 'i');
const ENDS_WITH_RANGE_START = new RegExp(`${DATE}\\s*(?:-|–|—|to|au|a|jusqu'a)$`, 'i');
const STARTS_WITH_DATE = new RegExp(`^(?:${DATE}|${PRESENT})`, 'i');

/** A date range that a narrow column wrapped over two lines ("2018" / "- aujourd'hui", or "2015 -" / "2019") is put back together. */
function joinWrappedRanges(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const wrapped =
      previous &&
      ((ENDS_WITH_DATE.test(fold(previous)) && STARTS_WITH_RANGE_END.test(fold(line))) || (ENDS_WITH_RANGE_START.test(fold(previous)) && STARTS_WITH_DATE.test(fold(line))));
    if (wrapped) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

function headingOf(line: string): Section | null {
  if (line.length > 45) return null;
  return HEADING_OF.get(lookupKey(line.replace(/[:•\-–—_]+$/g, ''))) ?? null;
}

/** Lines set in the very type of the headings the parser knows: the template's other headings. */
function typesetHeadings(layout: PageLayout | null | undefined): Set<string> {
  const candidates = (layout?.headings ?? []).map(({ text, size }) => ({ text: unspaced(text).replace(/\s+/g, ' ').trim(), size }));
  const sizes = new Set(candidates.filter(({ text }) => headingOf(text)).map(({ size }) => size));
  return new Set(candidates.filter(({ text, size }) => !headingOf(text) && sizes.has(size)).map(({ text }) => text));
}

/**
 * Lines by section. A heading the parser does not know ("Research Areas", "Welcome"), set in
 * heading type, still ends the section before it, which would otherwise run on into it.
 */
function splitSections(lines: string[], typeset: ReadonlySet<string>): Record<Section, string[]> {
  const sections: Record<Section, string[]> = { header: [], summary: [], experience: [], education: [], skills: [], languages: [], references: [], contact: [], other: [] };
  let current: Section = 'header';
  for (const line of lines) {
    const heading: Section | null = headingOf(line) ?? (current !== 'header' && typeset.has(line) ? 'other' : null);
    if (heading) current = heading;
    else sections[current].push(line);
  }
  return sections;
}

/** Where contact details stand: above the first heading, the contact section, and around the e-mail (a sidebar's). */
function headOf(lines: string[], sections: Record<Section, string[]>, email: string | null): string[] {
  const emailLine = email ? lines.findIndex((line) => line.toLowerCase().includes(email)) : -1;
  const aroundEmail: string[] = [];
  for (let i = emailLine - 3; emailLine >= 0 && i <= emailLine + 3; i += 1) {
    if (i < 0 || i >= lines.length) continue;
    if (headingOf(lines[i]!)) {
      if (i < emailLine) aroundEmail.length = 0;
      else break;
    } else aroundEmail.push(lines[i]!);
  }
  return [...new Set([...sections.header.slice(0, 15), ...sections.contact, ...aroundEmail])];
}

/** Years stated in words, for CVs without dated entries. */
function statedYears(text: string): number | null {
  const match = STATED_YEARS.exec(fold(text).replace(/[’]/g, "'"));
  return match ? Number(match[1]) : null;
}

/** Words of banners and of template placeholders ("YOUR NAME HERE", "Prénom NOM"). */
const NOT_A_NAME = new Set(['curriculum', 'vitae', 'resume', 'cv', 'profile', 'profil', 'contact', 'portfolio', 'page', 'your', 'name', 'here', 'prenom', 'nom', 'firstname', 'lastname', 'surname']);

function findName(lines: string[], header: string[], email: string | null, context: ParseContext): string | null {
  const local = email ? fold(email.split('@')[0]!).split(/[._-]+/).filter((part) => part.length > 1) : [];
  // A name often shares its line with a title: "Camille Martin – Développeuse", "Camille Martin | CV".
  const segments = (line: string) => [line, line.split(/\s+[|–—-]\s+|\s*,\s*/)[0]!.trim()];
  // The largest type at the top of the page is where templates set the name, whatever the column.
  const top = [...(context.layout?.largest ?? []).map((line) => unspaced(line)), ...header.slice(0, 8), ...lines.slice(0, 8)];
  // Letter-spaced with no wider gap between words ("N O A L E V I"): the e-mail says where they break.
  if (local.length > 1 && top.some((line) => !line.includes(' ') && lookupKey(line) === local.join(''))) return titleCase(local.join(' ').toUpperCase());
  const candidates = top
    .flatMap(segments)
    .filter((line) => looksLikeName(line) && !fold(line).split(/\s+/).some((word) => NOT_A_NAME.has(word)))
    // A job title, a skill or a place in capitals is not a name ("Data Analyst", "Project Management", "Saint Etienne").
    .filter((line) => !isOccupation(line, context.taxonomy) && !context.taxonomy.resolveSkill(line) && !context.places.isPlaceName(line));
  const byEmail = candidates.find((line) => {
    const words = fold(line).split(/\s+/);
    return local.length > 0 && local.every((part) => words.some((word) => word.replace(/[^a-z]/g, '') === part.replace(/[^a-z]/g, '')));
  });
  const found = byEmail ?? candidates[0];
  if (found) return titleCase(found);
  const person = (nlp(lines.slice(0, 15).join('\n')).people().out('array') as string[])[0];
  return person ? titleCase(person.replace(/[,.;:]+$/, '')) : null;
}

/** "Data Analyst" is a title; "John Smith" is not a blacksmith: the occupation's head noun must be one of the line's words. */
function isOccupation(line: string, taxonomy: Taxonomy): boolean {
  const label = taxonomy.occupationOf(line);
  const head = label ? fold(label).split(/\s+/).pop()! : null;
  return head !== null && fold(line).split(/\s+/).includes(head);
}

function looksLikeName(line: string): boolean {
  if (headingOf(line) || /[\d@:|/]/.test(line) || line.length > 40) return false;
  const words = line.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  return words.every((word) => /^[\p{Lu}][\p{L}'’-]*\.?$/u.test(word) || /^[\p{Lu}'’-]{2,}$/u.test(word));
}

function titleCase(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => (word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word).replace(/-(\p{Ll})/gu, (_, c: string) => `-${c.toUpperCase()}`))
    .join(' ');
}

function findHeadline(lines: string[], name: string | null, taxonomy: Taxonomy): string | null {
  const start = name ? lines.findIndex((line) => titleCase(line) === name) + 1 : 0;
  for (const line of lines.slice(start, start + 3)) {
    if (headingOf(line) || /[@\d|]/.test(line) || line.length > 80) continue;
    if (taxonomy.occupationOf(line)) return line;
  }
  return null;
}

function toYearMonth(value: string): string | null {
  const folded = fold(value).replace(/\./g, '').trim();
  const monthName = /^([a-z]+)\s+(\d{4})$/.exec(folded);
  if (monthName) {
    const month = MONTHS[monthName[1]!];
    return month ? `${monthName[2]}-${String(month).padStart(2, '0')}` : monthName[2]!;
  }
  const numeric = /^(\d{1,2})[/-](\d{4})$/.exec(folded);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) return `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`;
  if (/^\d{4}-\d{2}$/.test(folded)) return folded;
  if (/^\d{4}$/.test(folded)) return folded;
  return null;
}

function findExperiences(lines: string[]): Experience[] {
  const entries: Experience[] = [];
  lines.forEach((line, index) => {
    const folded = fold(line);
    const range = RANGE.exec(folded);
    const since = range ? null : SINCE.exec(folded);
    if (!range && !since) return;
    const start = toYearMonth((range ?? since)![1]!);
    const end = range ? (new RegExp(`^${PRESENT}$`, 'i').test(range[2]!) ? null : toYearMonth(range[2]!)) : null;
    if (!start) return;
    const match = (range ?? since)!;
    const rest = (line.slice(0, match.index) + line.slice(match.index + match[0].length)).replace(/^[\s,|:–—-]+|[\s,|:–—(-]+$/g, '').replace(/\(\s*\)/g, '').trim();
    const described = rest || lines[index - 1] || '';
    const [title, company] = described.split(/\s+(?:at|chez|@|-|–|—|\|)\s+|,\s*/i);
    entries.push({ title: title?.trim() || null, company: company?.trim() || null, start, end });
  });
  return entries;
}

function levelIn(text: string): SkillLevel | null {
  const folded = fold(text);
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(folded)) return level;
  return null;
}

function findSkills(sections: Record<Section, string[]>, text: string, taxonomy: Taxonomy): { name: string; level: SkillLevel }[] {
  const found = new Map<string, SkillLevel>();
  const add = (name: string, level: SkillLevel) => {
    if (!found.has(name) && ![...found.keys()].some((known) => lookupKey(known) === lookupKey(name))) found.set(name, level);
  };
  for (const line of [...sections.skills, ...sections.languages]) {
    // "Languages: Java, Python" and "Web Frameworks: React (advanced)": the label is a category, not a skill.
    const labelled = /^([^:]{2,30}):\s*(.+)$/.exec(line);
    const body = labelled && !levelIn(labelled[2]!.split(/[,;]/)[0]!) ? labelled[2]! : line;
    const tokens = body.split(/[,;•|·]|\s[-–]\s/).map((token) => token.trim()).filter(Boolean);
    // A list, not a sentence that has commas ("improved X, resulting in Y."): short items, no full stop.
    const isList = (tokens.length >= 3 || labelled !== null) && !/\.\s*$/.test(body) && tokens.every((token) => token.split(/\s+/).length <= 4);
    for (const token of tokens) {
      const level = levelIn(token) ?? 'intermediate';
      for (const item of listItems(token.replace(/\([^)]*\)/g, ' ').replace(/[:].*$/, '').trim(), taxonomy)) {
        const canonical = taxonomy.resolveSkill(item);
        const inside = canonical ? [canonical] : taxonomy.extractSkills(item, { listed: true });
        if (inside.length > 0) for (const name of inside) add(name, level);
        // A listed name the taxonomy does not know ("JAX", "Dataiku") is still the candidate's skill.
        else if (isList && looksLikeSkillItem(item)) add(item, level);
      }
    }
  }
  // A bullet that mentions leadership or communication does not make it a skill the candidate lists; tools and trades
  // it names do. Matching still reads every skill the CV text names (FeatureBuilder).
  for (const canonical of taxonomy.extractSkills(text)) if (!CLAIMED_NOT_SHOWN.has(canonical)) add(canonical, 'intermediate');
  return [...found].map(([name, level]) => ({ name, level }));
}

/** Transversal skills: read from a skills list, not from prose, where every CV names them in passing. */
const CLAIMED_NOT_SHOWN = new Set(['Leadership', 'Communication', 'Customer Service', 'Project Management', 'Product Management', 'Agile', 'Human Resources', 'Recruitment']);

/** "C/C++" and "HTML/CSS" are two skills each; "CI/CD" and "TCP/IP" are one. */
function listItems(token: string, taxonomy: Taxonomy): string[] {
  if (!token) return [];
  if (!token.includes('/') || taxonomy.canonicalSkill(token)) return [token];
  return token.split('/').map((part) => part.trim()).filter(Boolean);
}

/** Category labels that stand in a list's place ("Programming languages", "Tools"). */
const LIST_LABEL = /\b(?:languages?|langues?|frameworks?|tools|outils|skills|competences|technologies|software|logiciels|platforms?|databases?|libraries|areas|level|comment)$/i;

function looksLikeSkillItem(item: string): boolean {
  const words = item.split(/\s+/);
  return (
    words.length <= 4 &&
    item.length <= 32 &&
    /^[\p{L}]/u.test(item) &&
    /\p{L}{2}/u.test(item) &&
    !/[.!?()]|\d{3}/.test(item) &&
    !/^(?:x+|y+|z+)\b/i.test(item) &&
    !LIST_LABEL.test(fold(item)) &&
    !levelIn(item) &&
    !headingOf(item)
  );
}

function findReferences(lines: string[]): Reference[] {
  const references: Reference[] = [];
  let current: Reference | null = null;
  for (const line of lines) {
    if (/available on request|sur demande|disponibles? sur demande/i.test(line)) continue;
    const email = EMAIL.exec(line)?.[0];
    const phone = findNumbers(line, { defaultCountry: 'FR', v2: true }).find((found) => found.number.isValid())?.number.number;
    const withoutContacts = line.replace(EMAIL, '').replace(/\+?\d[\d\s().-]{7,}\d/g, '').replace(/^[•\-–*\s]+/, '').trim();
    const [first, ...rest] = withoutContacts
      .split(/\s*[,–—|]\s*|\s+-(?:\s+|$)/)
      .map((part) => part.replace(/^[-–—\s]+|[-–—\s]+$/g, '').trim())
      .filter((part) => /\p{L}/u.test(part));
    const startsEntry = first && /^[\p{Lu}][\p{L}'’.-]+(\s+[\p{Lu}][\p{L}'’.-]+){1,3}$/u.test(first) && !/^(tel|tél|phone|email|e-mail|mail)\b/i.test(first);
    if (startsEntry) {
      current = { name: first };
      if (rest.length > 0) {
        const companyPart = rest.find((part) => /\b(at|chez)\b/i.test(part)) ?? rest[rest.length - 1]!;
        const role = rest.find((part) => part !== companyPart);
        current.company = companyPart.replace(/^.*\b(at|chez)\s+/i, '').trim();
        if (role) current.role = role;
      }
      references.push(current);
    }
    if (current && email) current.email = email.toLowerCase();
    if (current && phone) current.phone = phone;
  }
  return references;
}
