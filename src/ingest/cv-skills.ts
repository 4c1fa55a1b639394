import type { Places } from '../matching/places.js';
import type { Taxonomy } from '../matching/taxonomy.js';
import { escapeRegExp, fold, LINK_OR_EMAIL, lookupKey } from '../matching/text.js';
import type { SkillLevel } from '../profiles/profile.js';
import { languageNamed } from '../profiles/languages.js';
import { isJobField } from './cv-entries.js';
import { phoneRuns } from './cv-phones.js';
import { isDatedByMonth } from './cv-experience.js';
import { headingOf, readableLine, type Section } from './cv-sections.js';

const LEVEL_WORDS: [RegExp, SkillLevel][] = [
  [/\b(expert|expertise|bilingue|bilingual|native|natif|native speaker|langue maternelle|mother tongue|c2)\b/, 'expert'],
  [/\b(advanced|avance|confirme|courant|fluent|proficient|c1|maitrise|full professional)\b/, 'advanced'],
  [/\b(intermediate|intermediaire|moyen|b1|b2|good|bon|bonne|professional working|competent)\b/, 'intermediate'],
  [/\b(beginner|debutant|notions|basic|basique|elementary|scolaire|familiar|limited working|a1|a2)\b/, 'beginner'],
];

function levelIn(text: string): SkillLevel | null {
  const folded = fold(text);
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(folded)) return level;
  return null;
}

/** "Advanced", "Très bien": a level in a cell or on a line of its own, not a skill whose name holds a level's word. */
function isLevelAlone(text: string, taxonomy: Taxonomy): boolean {
  return levelIn(text) !== null && text.split(/\s+/).length <= 2 && !taxonomy.canonicalSkill(text);
}

/**
 * A CV's skills: its skill lists first, each item resolved or kept as written, then those its
 * text names. Spoken languages are not skills: they go to the profile's `languages`.
 */
export function findSkills(sections: Record<Section, string[]>, text: string, taxonomy: Taxonomy, places: Places): { name: string; level: SkillLevel }[] {
  const found = new Map<string, SkillLevel>();
  /** How the lists write the skills they name, which the labels of real CVs copy ("VS Code", "Paie"). */
  const listedAs = new Map<string, string>();
  const add = (name: string, level: SkillLevel) => {
    if (languageNamed(name) || COLUMN_LABEL.test(name.trim())) return;
    if (!found.has(name) && ![...found.keys()].some((known) => lookupKey(known) === lookupKey(name))) found.set(name, level);
  };
  // A "Tools used: C++, MFC" line under a job or a project is a list too.
  // So is "Basic knowledge of C, x86 assembly, Forth", wherever it stands: read as "Basic knowledge: C, …".
  // "Programming • Swift, Java, Bash": a bullet after a category that commas follow sets off a label, as a colon does
  // ("Conflict resolution • Ability to design, implement, and coordinate…" is two cells of a grid).
  const claimed = (line: string) => line.replace(KNOWLEDGE_OF, (phrase) => `${phrase.trim().replace(/\s+\S+$/, '')}: `).replace(BULLET_LABEL, '$1: ');
  const cells = rowsOfCells(text, new Set(sections.skills), taxonomy);
  // "Silae ●●●●○", "Zendesk ★★★★☆": a designed template's rating is the item's level, no part of its name.
  const ratings = new Map<string, string>();
  const skillsLines = unwrapped(sections.skills.map((line) => cells.get(line) ?? line))
    .flatMap(labelledRuns)
    .map((line) => {
      const rating = RATING.exec(line);
      if (!rating) return line;
      const item = line.replace(RATING, '');
      ratings.set(item, rating[1]!);
      return item;
    });
  const skillsLineSet = new Set(skillsLines);
  const oneALine = itemsOneALine(skillsLines, taxonomy);
  // Names no taxonomy knows, kept from items set one a line: "Hardware" / "Réseau" / "Gestion" may be a table's categories,
  // so they do not make a list full enough to leave out what the prose names.
  let keptOneALine = 0;
  const lines = (Object.keys(sections) as Section[]).flatMap((section) =>
    (section === 'skills' ? skillsLines : sections[section]).filter((line) => section === 'skills' || KNOWLEDGE_OF.test(line) || TOOL_LINE.test(fold(line)) || isSkillsRunIn(line)).map(claimed),
  );
  for (const written of lines) {
    // A job's own fields ("Client: Applebees") are in a skills section that runs on into the jobs.
    // "Montreal • 514-661-0893 • m.kamal@…": a contact line that a skills heading above the name took in.
    // "Associate | Capital Spot Limited | October 2023 – January 2024": a job's head, dated, is no list of skills either.
    if (INTERESTS_RUN_IN.test(fold(written)) || isJobField(written) || isDatedByMonth(written) || isContactLine(written)) continue;
    // "Source code to this CV: https://github.com/…/CV": a link's path is no list.
    // "- Zendesk", "✓ Excel": a bullet off its item, which the separators below would not take away (a dash joins "Front-end").
    const line = written.replace(LINK_OR_EMAIL, ' ').trim().replace(BULLET_MARK, '');
    // "Languages: Java, Python" and "Web Frameworks: React (advanced)": the label is a category, not a skill.
    const labelled = /^([^:]{2,30}):\s*(.+)$/.exec(line);
    // "English: Reading, Writing, & Speaking": what the candidate does in a language, not skills.
    // "Situation matrimoniale : Célibataire", "Lieu de naissance : …": a personal detail the skills' column ran into.
    if (labelled && (languageNamed(labelled[1]!) || PERSONAL_DETAIL.test(fold(labelled[1]!.trim())))) continue;
    // A label that says how well ("Basic knowledge", "Notions", "Advanced") is the level of every item.
    const rating = ratings.get(written);
    const listLevel = (rating && ratedLevel(rating)) || (labelled && levelIn(labelled[1]!)) || 'intermediate';
    // "Python: advanced, 5 years" names its skill in the label; "Programming: Proficient with Python" does not.
    const firstItem = labelled ? labelled[2]!.split(/[,;]/)[0]!.trim() : '';
    const body = labelled && !(levelIn(firstItem) && firstItem.replace(LIST_LEAD, '') === firstItem && firstItem.split(/\s+/).length <= 3) ? labelled[2]! : line;
    const tokens = listTokens(body);
    // "Backend Koa, Express, Django": a table's category column run into the row's first item.
    if (!labelled && tokens.length >= 3) tokens[0] = withoutCategory(tokens[0]!, taxonomy);
    // A list, not a sentence that has commas ("improved X, resulting in Y."): short items, and no full
    // stop unless the items are many ("Child care, …, teaching and Computing.").
    const shortItems = tokens.every((token) => token.replace(LIST_LEAD, '').split(/\s+/).length <= 4);
    // Two items a dot or a bullet parts are a list too ("M&A Due Diligence · API Design", the last row of a grid of tags).
    // So are two names a comma parts under a skills heading, one of them known ("Sage 100, Cegid"); not "Company
    // Name, Location" nor "SOGE Mobile, LLC", a template's blanks and an employer that a skills section runs into.
    const pairOfNames =
      tokens.length === 2 &&
      skillsLineSet.has(written) &&
      tokens.every((token) => /^[\p{Lu}\d]/u.test(token) && token.split(/\s+/).length <= 2) &&
      tokens.some((token) => taxonomy.resolveListedSkill(token) !== null);
    const isList = (tokens.length >= 3 || labelled !== null || (tokens.length === 2 && /\s[·•]\s/.test(body)) || pairOfNames) && shortItems && (!/\.\s*$/.test(body) || tokens.length >= 6);
    const items = tokens.flatMap((token) => {
      const level = levelIn(token) ?? listLevel;
      return listItems(withoutLabel(withoutAsides(token.replace(LIST_LEAD, ''))).trim(), taxonomy).map((item) => ({ item, level }));
    });
    const itemNames = items.map(({ item }) => item);
    items.forEach(({ item, level }, i) => {
      // "C++ Embedded Systems", two skills in one cell, resolves to the one prose would find: a list reads both.
      const canonical = taxonomy.resolveListedSkill(item);
      const listed = taxonomy.spacedList(item) ?? (isSentence(item) ? namedInSentence(item, taxonomy) : taxonomy.extractSkills(item, { listed: true }));
      const inside = canonical && listed.length < 2 ? [canonical] : listed;
      const writtenInItem = inside.length > 0 ? taxonomy.writtenNames(item) : null;
      for (const name of inside) {
        add(name, level);
        const inner = writtenInItem?.get(name)?.[0];
        const asListed = taxonomy.canonicalSkill(item) === name || (inside.length === 1 && inner && isNamedAfter(item, inner)) ? item : inner;
        if (asListed && !listedAs.has(name)) listedAs.set(name, asListed);
      }
      if (inside.length > 0) return;
      // A listed name the taxonomy does not know ("JAX", "Dataiku") is still the candidate's skill.
      // A group's name among a grid's cells ("Languages · Data · Cloud"); in a list of commas "programming" is an item.
      if ((isList || oneALine.has(written)) && looksLikeSkillItem(item) && !(GROUP_NAME.test(item) && !/[,;]/.test(body)) && !isPlaceInList(itemNames, i, places) && !isRegionAlone(item, places)) {
        const before = found.size;
        add(item, level);
        if (!isList) keptOneALine += found.size - before;
      }
    });
  }
  // A bullet that mentions leadership or communication does not make it a skill the candidate lists; tools and trades
  // it names do. Matching still reads every skill the CV text names (FeatureBuilder).
  if (found.size - keptOneALine < FULL_LIST) {
    const pastimes = new Set(sections.interests);
    const withoutPastimes = text
      .split('\n')
      .filter((line) => !INTERESTS_RUN_IN.test(fold(line)) && !pastimes.has(readableLine(line)))
      .map((line) => withoutOccupationNamed(line, taxonomy))
      .join('\n');
    for (const canonical of taxonomy.extractSkills(withoutPastimes)) if (!CLAIMED_NOT_SHOWN.has(canonical)) add(canonical, 'intermediate');
  } else {
    // A full list still leaves out the tools its jobs name ("deployment pipelines on AWS using Docker and Jenkins"):
    // those, and only those, go after it, up to a list of fifteen. A tool is written by its name ("Jenkins",
    // "Node.js"); "monitoring sales performance" and "business networking" name no software.
    const jobs = sections.experience.join('\n');
    for (const canonical of taxonomy.extractSkills(jobs)) {
      if (found.size >= WITH_TOOLS_OF_JOBS) break;
      if (taxonomy.category(canonical) === 'software' && writtenAsNamed(canonical, jobs)) add(canonical, 'intermediate');
    }
  }
  const inText = taxonomy.writtenNames(text);
  return [...found].map(([name, level]) => ({ name: asWritten(name, listedAs.get(name), inText.get(name) ?? []), level }));
}

/**
 * A skill under the name the CV gives it ("VS Code", "GCP", "Paie"): as its list writes it, else
 * as its text does; the taxonomy's name where the CV also writes it ("Postgres" in a list,
 * "PostgreSQL" in a project), writes it otherwise ("JAVASCRIPT") or with a version, a suffix or
 * a maker around it ("HTML5", "React.js", "Microsoft Excel").
 */
function asWritten(canonical: string, listed: string | undefined, inText: string[]): string {
  const key = lookupKey(canonical);
  const textWritesName = inText.some((form) => lookupKey(form) === key);
  // "SAP SuccessFactors" in a list writes "SAP" too, and stays whole; so does an acronym the list writes ("NLP", "GCP"),
  // whatever the summary spells out.
  const listsAcronym = !!listed && /^\p{Lu}{2,5}$/u.test(listed);
  const written = listed && (!textWritesName || lookupKey(listed).includes(key) || listsAcronym) ? listed : textWritesName ? canonical : inText[0];
  if (!written) return canonical;
  const writtenKey = lookupKey(written);
  if (lookupKey(withoutLevelWords(written)) === key) return canonical;
  return (writtenKey.startsWith(key) && writtenKey.length - key.length <= VERSION_OR_SUFFIX) || writtenKey.endsWith(key) ? canonical : written;
}

/** "Excel avancé", "Advanced Excel": the skill is Excel, and its level goes to `level`. */
function withoutLevelWords(written: string): string {
  return written
    .split(/\s+/)
    .filter((word) => !levelIn(word))
    .join(' ');
}

/**
 * "SAP SuccessFactors", "Spark MLlib", "Word Embeddings", "SharePoint Online": a known name with a name after it is a
 * product or a field of its own, written whole; not "Windows XP", "Oracle 10g", nor "Strong Excel" (a word before it).
 */
function isNamedAfter(item: string, inner: string): boolean {
  const after = item.startsWith(inner) ? item.slice(inner.length).trim().split(/\s+/).filter(Boolean) : [];
  return item.split(/\s+/).length <= 3 && after.length > 0 && after.every((word) => /^\p{Lu}[\p{L}-]*\p{Ll}[\p{L}-]*$/u.test(word)) && !levelIn(item);
}

/** "5" (HTML5), "js" (React.js), "lang" (Golang): not "successfactors" (SAP SuccessFactors, a product of its own). */
const VERSION_OR_SUFFIX = 4;

/** Three marks or more at the end of a line, filled and empty: a rating out of their number. */
const RATING = /\s*([●○◐◑★☆⬤◯■□]{3,})\s*$/u;

/** "●●●●○" is four out of five: advanced. */
function ratedLevel(marks: string): SkillLevel {
  const filled = [...marks].filter((mark) => '●◐◑★⬤■'.includes(mark)).length / [...marks].length;
  return filled >= 0.95 ? 'expert' : filled >= 0.75 ? 'advanced' : filled >= 0.5 ? 'intermediate' : 'beginner';
}

/** "Labour law (Kenya)", "Droit social (France)": a country or a region named beside a skill says where, and is none. */
function isRegionAlone(item: string, places: Places): boolean {
  return item.length > 3 && places.isRegionOrCountry(item);
}

/**
 * "Project Bluelight, Chicago, IL", "Germany, England, France": where, not what. Two places side by
 * side, one of them a large city, a state or a country, or a state's code after a town ("Rolling
 * Meadows, IL"); one alone may be a word ("Reading", "Enterprise", "Derby" are cities too).
 */
function isPlaceInList(items: string[], i: number, places: Places): boolean {
  const place = (item: string | undefined) => !!item && /^\p{Lu}/u.test(item) && ((/^\p{Lu}\p{Ll}/u.test(item) && places.isPlaceName(item)) || places.isRegionOrCountry(item));
  const large = (item: string) => places.isCity(item) || (item.length > 2 && places.isRegionOrCountry(item));
  const pair = (first: number) => {
    const [a, b] = [items[first], items[first + 1]];
    return place(a) && place(b) && (large(a!) || large(b!) || (a!.length > 2 && /^[A-Z]{2}$/.test(b!)));
  };
  return pair(i - 1) || pair(i);
}

/**
 * "Technicien comptable", "Infirmière – CHU Sainte-Justine": the words that name the candidate's trade in a
 * headline or a job's title are no skill the CV states ("comptable" is Accounting, "infirmière" Nursing, as
 * skills); the other words of the line may name one ("SAP" of "SAP Consultant").
 */
function withoutOccupationNamed(line: string, taxonomy: Taxonomy): string {
  if (line.length > TITLE_LINE_CHARS) return line;
  const occupation = taxonomy.occupation(line);
  // A title opens its line ("Senior Project Manager — Hanson"); "chargé" inside "Prise en charge des patients" is none.
  const named = occupation && !occupation.id.startsWith('family:') ? (occupation.named ?? occupation.label) : null;
  const at = named ? fold(line).indexOf(fold(named)) : -1;
  // "CHU de Bordeaux – Infirmière en réanimation | 2019": the title after its employer and a dash or a bar opens its part of the line.
  const opensPart = at > 0 && /\s[–—|-]\s*$/.test(line.slice(0, at));
  return at < 0 || (at > TITLE_QUALIFIER_CHARS && !opensPart) ? line : `${line.slice(0, at)} ${line.slice(at + named!.length)}`;
}
const TITLE_LINE_CHARS = 120;
/** "Senior ", "Lead ", "Sr. ", "• ": what may stand before a title's trade at the start of its line. */
const TITLE_QUALIFIER_CHARS = 12;

/**
 * A CV that lists this many skills has said which it claims: the ones its prose names in
 * passing ("improving sales conversion") are left out of its list, and still count for
 * matching. 8 to 12 all scored best on the development set (docs/performance.md).
 */
const FULL_LIST = 10;
/** How long a full list may grow with the software its jobs name (15 scored best of 12, 15 and 18 on the development set). */
const WITH_TOOLS_OF_JOBS = 15;

/**
 * A tool named as tools are: in its own case ("Jenkins", not "jenkins"), and, when it reads like
 * an ordinary word ("Monitoring", "Networking"), inside a sentence rather than at its head.
 */
function writtenAsNamed(canonical: string, text: string): boolean {
  const name = escapeRegExp(canonical);
  const written = new RegExp(`${isDistinctive(canonical) ? '' : '(?<=\\p{Ll}[,;]?\\s)'}(?<![\\p{L}\\d])${name}(?![\\p{L}\\d])`, 'u');
  return written.test(text);
}

/** A capital, a digit or a sign after the first letter ("jQuery", "VBA", "C++", "Node.js"): no ordinary word is written so. */
function isDistinctive(name: string): boolean {
  return /\p{Lu}|[\d.#+/]/u.test(name.slice(1));
}

/** "where we only want to add descriptions to the first few items": a sentence among a list's items, not a name. */
function isSentence(item: string): boolean {
  const words = item.split(/\s+/);
  return words.length > 6 && words.filter((word) => FUNCTION_WORDS.has(word.toLowerCase())).length >= 2;
}
const FUNCTION_WORDS = new Set('a,an,the,to,of,in,on,at,for,with,and,or,we,our,my,is,are,was,were,be,that,this,which,where,how,le,la,les,un,une,des,de,du,et,en,avec,pour'.split(','));

/**
 * The skills a sentence names: those prose would read, and names written as tools are, with a
 * capital inside the sentence ("Hands on experience on Mysql and Postgresql") or a capital, digit or
 * sign after the first letter ("VBA", "C++"). "The first word emphasized" names no Word, nor
 * "done. Self-motivated" the language Self.
 */
function namedInSentence(sentence: string, taxonomy: Taxonomy): string[] {
  const words = sentence.split(/\s+/);
  const named = words.map((word, at) => (isDistinctive(word) || (/^\p{Lu}/u.test(word) && /\p{Ll}$/u.test(words[at - 1] ?? '')) ? word : ' '));
  return [...new Set([...taxonomy.extractSkills(sentence), ...taxonomy.extractSkills(named.join(' '), { listed: true })])];
}

/**
 * A skills section's items set one a line under their categories ("Tools" / "Excel" / "Workday" /
 * "SAP SuccessFactors"): a run of three lines or more that each hold one short item, levels
 * ("Advanced") set between them, one of them at least a skill the taxonomy knows, and more than two
 * in three written as names are. The items the taxonomy does not know ("dbt", "Entretien de recrutement")
 * are the candidate's too. A run of qualities ("Cheerful and energetic" / "Natural leader") is
 * written as phrases are, and is left to what the taxonomy knows of it, unless each has its bullet:
 * a skills section's bulleted items are what it lists, as the labels of the development set read
 * them ("Focused", "Keen observer").
 */
function itemsOneALine(lines: string[], taxonomy: Taxonomy): Set<string> {
  const found = new Set<string>();
  let run: { line: string; item: string }[] = [];
  const close = () => {
    const names = run.filter(({ item }) => isWrittenAsName(item)).length;
    // Two bulleted items or more are a list whatever they name ("• Focused", "• Keen observer"); a line without a bullet
    // among them is the group's name ("Virtualization").
    const bulleted = run.filter(({ line }) => BULLET_MARK.test(line.trim()));
    // Phrases in lower case after their first word ("Gestion d'agenda", "Organisation d'événements"), as French lists write
    // them, are a list too when half of them or more are skills the taxonomy knows, and every one is short.
    const known = run.filter(({ item }) => taxonomy.resolveListedSkill(item)).length;
    const knownShortItems = known * 2 >= run.length && run.every(({ item }) => item.split(/\s+/).length <= 4);
    if (run.length >= 3 && (names * 3 > run.length * 2 || knownShortItems) && known > 0) for (const { line } of run) found.add(line);
    else if (bulleted.length >= 2) for (const { line } of bulleted) found.add(line);
    run = [];
  };
  let wrapped = false;
  for (const line of lines) {
    // "• Workday": a bulleted item, as Word's lists and many PDFs set them.
    const item = line.trim().replace(BULLET_MARK, '');
    // "Team-" over "Building", "Budgeting &" over "Operational": a cell too narrow for its item, wrapped; neither line is one.
    const cut = WRAPPED_ITEM.test(item);
    // "SOCIETIES & EXTRACURRICULARS", "ABHIJITH": a heading or a name in capitals ends the run; "◦ PYCHARM", bulleted, is an item.
    if (wrapped || cut || (SET_IN_CAPITALS.test(item) && item === line.trim())) {
      close();
      wrapped = cut;
      continue;
    }
    if (isLevelAlone(item, taxonomy)) continue;
    // "Data" over "Apache Spark": a group's name set like its items, which no taxonomy knows either.
    if (GROUP_NAME.test(item)) continue;
    if (listTokens(item).length === 1 && !item.includes(':') && (looksLikeSkillItem(item) || taxonomy.resolveListedSkill(item))) run.push({ line, item });
    else close();
  }
  close();
  return found;
}
const SET_IN_CAPITALS = /^(?=.*\p{Lu}{5})[^\p{Ll}]+$/u;
const BULLET_MARK = /^(?:[•●▪◦‣■►➢]\s*|[-–—*✓✔]\s+)/u;
/** The names themes give their skill groups: "Data", "Tools", "Outils", "Frameworks", "Autres". */
const GROUP_NAME = /^(?:data|tools|outils|web|mobile|frameworks?|databases?|bases de donn[ée]es|software|logiciels|technologies|languages|langages|others?|autres?|back-?end|front-?end|programming|programmation|development|d[ée]veloppement)$/iu;
const WRAPPED_ITEM = /[-&,/+]$|\s(?:and|or|et|ou|of|de)$/i;

/**
 * "SAP SuccessFactors", "Apache Airflow": every word a name's, with a capital or a sign ("Droit du travail" and "Strong
 * work ethic" are phrases).
 */
function isWrittenAsName(item: string): boolean {
  return item.split(/\s+/).every((word) => word.length < 3 || /^[^\p{Ll}]/u.test(word) || isDistinctive(word));
}

/**
 * An item without what its brackets add ("SQL (Less than 1 year)"), including brackets a line
 * break left open or closed alone: Indeed's lists wrap as "PHP (Less than" over "1 year), SQL".
 */
function withoutAsides(item: string): string {
  return item.replace(/\([^)]*\)/g, ' ').replace(/\([^)]*$/, ' ').replace(/^[^(]*\)/, ' ');
}

/** "Basic knowledge of", "Connaissances en": a claim of some skill, before the skill it names. */
function claimOf(nouns: string): string {
  return `(?:(?:basic|good|strong|solid|working|deep|extensive|some|bonnes?|solides?)\\s+)?(?:${nouns})\\s+(?:of|with|in|de|des|du|en)\\s+`;
}
const KNOWING = 'knowledge|proficiency|familiarity|connaissances?|notions|ma[iî]trise';
const SKILLED = 'proficient|skilled|familiar';

/** A line that opens by claiming what follows: "Basic knowledge of", "Proficient in", "Connaissances en". */
const KNOWLEDGE_OF = new RegExp(`^[^\\p{L}]*${claimOf(KNOWING)}|^[^\\p{L}]*(?:${SKILLED})\\s+(?:in|with)\\s+`, 'iu');

/** What opens a list's item without naming the skill: "and linear algebra", "good understanding of calculus". */
const LIST_LEAD = new RegExp(`^(?:(?:and|or|et|ou|&)\\s+)?(?:${claimOf(`${KNOWING}|understanding`)}|(?:${SKILLED}|experienced)\\s+(?:in|with)\\s+)?`, 'iu');

/** A line that opens on a bullet: an item of a list of bullets. */
const BULLETED = /^\s*[•●▪◦‣■►➢]/u;
/** A line that starts a list of its own ("Tools: …"), not the rest of the one above. */
export const OWN_LABEL = /^[^,(:]{2,30}:/;
const MARK_THEN_TAB = /^\s*[^\p{L}\p{N}\s]\t/u;

/**
 * The skills lines (as the parser reads them, one space between words) whose cells a tab parts (a Word
 * table's row, a PDF's grid of tags: "QuickBooks Pro      IFRS"), written as a list: "QuickBooks Pro · IFRS".
 * A cell that ends on a colon, or a name that is no skill before a list ("Languages      Java, C#"),
 * labels what follows it; a level stays with the skill before it ("Excel      Advanced").
 */
function rowsOfCells(text: string, skillsLines: ReadonlySet<string>, taxonomy: Taxonomy): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of text.split('\n')) {
    // "\uF0B7\tPython, SQL": the tab after a list's bullet is Word's indent, not a cell's edge.
    const mark = MARK_THEN_TAB.exec(line)?.[0];
    const row = mark ? line.slice(mark.length) : line;
    if (!/\S[^\S\n]*\t\s*\S/.test(row)) continue;
    const readable = readableLine(line);
    if (!skillsLines.has(readable)) continue;
    const cells = row.split('\t').map(readableLine).filter(Boolean);
    rows.set(
      readable,
      (mark ? '• ' : '') +
        cells.reduce((list, cell, i) => {
          if (i === 0) return cell;
          const previous = cells[i - 1]!;
          if (previous.endsWith(':') || isLevelAlone(cell, taxonomy)) return `${list} ${cell}`;
          if (i === 1 && /[,;]/.test(cell) && !/[,;]/.test(previous) && previous.split(' ').length <= 3 && !taxonomy.canonicalSkill(previous)) return `${list}: ${cell}`;
          return `${list} · ${cell}`;
        }, ''),
    );
  }
  return rows;
}

/**
 * A skills section's lines with a wrapped list put back together: "… good understanding of Web,"
 * over "app development, and DevOps", or "… calculus, and linear" over "algebra", is one line.
 * Only a list cut mid-item wraps so: items set one a line, or a grid of them ("team building"
 * under "acquisitions"), stay apart.
 */
function unwrapped(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const lastItem = previous?.split(/[,;]/).pop()!.trim() ?? '';
    // "… thèmes : Word-" over "press, Magento 2": the word broken at the hyphen goes back on its line, whole
    // (the hyphen kept, as in "decision-making"; names are looked up without it), and the lines stay apart.
    const brokenWord = previous !== undefined && /\p{L}-$/u.test(previous) ? /^(\p{Ll}[\p{L}\d]*)[\s,;]*/u.exec(line.trim()) : null;
    if (brokenWord) {
      joined[joined.length - 1] = `${previous}${brokenWord[1]}`;
      const rest = line.trim().slice(brokenWord[0].length);
      if (rest) joined.push(rest);
      continue;
    }
    const endsWithComma = /,\s*$/.test(previous ?? '');
    const cut = endsWithComma || (/^(?:and|or|et|ou|&)\s/i.test(lastItem) && !/[,;]/.test(line) && line.trim().split(/\s+/).length <= 3);
    // "• Machine Learning: Classification, … Word Embeddings)," over "Feature Engineering & Selection, …", "• … Agile
    // (Scrum, Sprint" over "Planning), CRISP-DM": a bullet's list cut after a comma or inside brackets goes on on the
    // line under it, when that line has no bullet of its own, whatever its first letter.
    const openBracket = (previous?.split('(').length ?? 0) > (previous?.split(')').length ?? 0);
    const goesOnBullet = previous !== undefined && BULLETED.test(previous) && !BULLETED.test(line) && (/[,&(]\s*$/.test(previous) || openBracket) && !OWN_LABEL.test(line.trim());
    // "…, BERT," over "Data Preprocessing": a list cut after its comma goes on with short items, whatever their first letter.
    const shortItemsOnly = !/:|\.\s*$/.test(line) && line.split(/[,;]/).every((item) => item.trim().split(/\s+/).length <= 4);
    if (previous !== undefined && ((cut && /^\p{Ll}/u.test(line.trim())) || (endsWithComma && shortItemsOnly) || goesOnBullet)) joined[joined.length - 1] = `${previous} ${line.trim()}`;
    else joined.push(line);
  }
  return joined;
}

/**
 * "Langages: Python, Java | Langues: Français (natif), Anglais": lists of their own, each with
 * its label, set on one line.
 */
export function labelledRuns(line: string): string[] {
  return line.split(/\s+\|\s+(?=[^|:,]{2,30}\s?:)/).map(dashedLabel);
}

/**
 * A list's category that a spaced dash sets off, read as the colon's: "MS Office - Word, Excel" names a skill, "FTP systems -
 * Managed integrations with: KWI, …" a wrapped line's end, and "Acme - Paris, Île-de-France, France" under the jobs never
 * comes here.
 */
function dashedLabel(run: string): string {
  const label = DASH_LABEL.exec(run);
  if (!label) return run;
  const list = run.slice(label[0].length);
  return list.split(',').every((item) => item.trim().split(/\s+/).length <= 4) ? `${label[1]}: ${list}` : run;
}

/** "Personal Interests Swimming | Cooking", a template's row under its skills heading: pastimes, not skills. */
const INTERESTS_RUN_IN = /^[^\p{L}]*(?:(?:personal )?(?:interests|hobbies)|loisirs|centres? d.interets?|interets personnels)\b/u;

/** A line with an e-mail address or a phone number: nine digits or more in one run ("2008-2012" has eight). */
function isContactLine(line: string): boolean {
  return /[^\s@]+@[^\s@]+\.\p{L}{2,}/u.test(line) || phoneRuns(line).length > 0;
}

/** A skill list's category: "Programming", "Web Development", "Programming languages", "Outils", "APIs". */
const CATEGORY =
  '[^\\p{L}]*(?:(?:programming|programmation|development|developpement|développement|web|mobile|data|cloud|devops|back-?end|front-?end|other|autres?)(?:\\s+\\p{L}+)?|[\\p{L} ]{0,20}(?:languages?|langages?|langues?|tools|outils|frameworks?|libraries|librairies|apis?|databases?|software|logiciels|technologies|skills|compétences|competences))';
/** "Programming • Swift, Java, Bash": a category, a bullet, then a list with commas. */
const BULLET_LABEL = new RegExp(`^(${CATEGORY})\\s*•\\s*(?=[^•]*,[^•]*,)`, 'iu');
/** "Programming languages - C, C++, Python", "APIs - OpenGL, CUDA, MPI": a category, a spaced dash, then a list with commas. */
const DASH_LABEL = new RegExp(`^(${CATEGORY})\\s+[-–]\\s+(?=[^,]+,[^,]+,)`, 'iu');

const TOOL_LINE = /^[^\p{L}]*(?:tools(?: used)?|technologies(?: used)?|tech(?:nical)? stack|stack|environment|technical environment|environnement(?: technique)?|outils(?: utilises)?|technos?)\s*:/u;

/** The labels of a form's personal details, folded: civil status, birth, nationality, address, age, sex. */
const PERSONAL_DETAIL = /^(?:marital status|civil status|situation (?:matrimoniale|familiale)|etat civil|date (?:of birth|de naissance)|(?:place of birth|lieu de naissance)|birth ?(?:date|place)|nationality|nationalite|address|adresse|age|sex|sexe|gender|religion)$/;

/** "Skills⇥Experience, years⇥Level⇥Last used, year": the labels of a skills table's columns, no skills. */
const COLUMN_LABEL = /^(?:years?|years of experience|level|niveau|last used|rating|proficiency|ann[ée]es?(?: d'exp[ée]rience)?)$/i;

/** Transversal skills: read from a skills list, not from prose, where every CV names them in passing. */
const CLAIMED_NOT_SHOWN = new Set(['Leadership', 'Communication', 'Customer Service', 'Project Management', 'Product Management', 'Agile', 'Human Resources', 'Recruitment']);

/** "React (in progress)", "Docker (en cours)": how far along, not another item. */
const STILL_LEARNING = /^\s*(?:in progress|currently learning|learning|ongoing|en cours(?: d'apprentissage)?|en apprentissage)\s*$/;

/** "Skills: Go, Python, gRPC" under the last job of a one-page resume: a skills heading with its list run in, wherever it stands. */
function isSkillsRunIn(line: string): boolean {
  const label = /^([^:]{2,40}?)\s*:\s*\S/.exec(readableLine(line));
  return label !== null && headingOf(label[1]!) === 'skills';
}

/**
 * A list's items. Brackets that say how well or how far ("English (fluent, TOEFL: 118/120)") qualify their
 * item; others name more items ("Social Media (LinkedIn, Facebook)").
 */
function listTokens(body: string): string[] {
  // After a language's name a bracket says how well, in whatever words ("Español (básico)").
  const ofLanguage = (offset: number, whole: string) => !!languageNamed(whole.slice(0, offset).split(/[,;|•·(]/).pop()!.trim());
  return body
    .replace(/\.\s*$/, '')
    .replace(/\(([^)]*)\)/g, (bracket, inside: string, offset: number, whole: string) => (levelIn(inside) || /\d/.test(inside) || STILL_LEARNING.test(fold(inside)) || ofLanguage(offset, whole) ? bracket.replace(/[,;]/g, ' ') : `, ${inside},`))
    .split(/[,;|·•●▪◦‣■►➢]|\s[-–]\s/)
    .map((token) => token.trim())
    .filter(Boolean);
}

/** Words that head a row of a skills table: a category, never an item ("Web", "Data" may be either). */
const ROW_CATEGORY = /^(?:back-?end|front-?end|devops|programming|languages?|langues?|frameworks?|tools|outils|databases?|platforms?|libraries|os)\s+(?=[\p{Lu}\d.])/iu;

function withoutCategory(token: string, taxonomy: Taxonomy): string {
  return ROW_CATEGORY.test(token) && !taxonomy.resolveListedSkill(token) ? token.replace(ROW_CATEGORY, '') : token;
}

/**
 * "C/C++", "HTML/CSS" and "UI/UX Design" are two skills each; "CI/CD" and "TCP/IP" are one, and so
 * is "CI/CD pipelines", whose parts ("CI", "CD pipelines") name nothing. So are "File/records
 * maintenance" and "Contract negotiation/review/drafting", alternatives that share their other
 * words: a part after the slash starts in small letters and names no skill.
 */
function listItems(token: string, taxonomy: Taxonomy): string[] {
  if (!token) return [];
  if (!token.includes('/') || taxonomy.canonicalSkill(token) || STANDARD_OR_METHOD.test(token)) return [token];
  const parts = token.split('/').map((part) => part.trim()).filter(Boolean);
  // "A/B Testing", "I/O": a letter alone names no skill of its own (C and R do); nor does a number ("AS/400").
  if (parts.some((part) => (part.length === 1 && !taxonomy.canonicalSkill(part)) || /^\d+$/.test(part))) return [token];
  const namesOne = token.split(/\s+/).some((word) => word.includes('/') && taxonomy.canonicalSkill(word));
  if (namesOne && parts.some((part) => !taxonomy.resolveListedSkill(part))) return [token];
  const sharesWords = parts.slice(1).some((part) => /^\p{Ll}/u.test(part) && !taxonomy.resolveListedSkill(part));
  return sharesWords ? [token] : parts;
}

/**
 * An item without what a colon sets apart: its label ("Intermediate Keywords: Sketch" is Sketch)
 * or its level ("Python: advanced", "Excel: 5 years" are Python and Excel).
 */
function withoutLabel(token: string): string {
  const colon = token.lastIndexOf(':');
  if (colon < 0) return token;
  const after = token.slice(colon + 1).trim();
  return after && !levelIn(after) && !/^\d/.test(after) ? after : token.slice(0, token.indexOf(':'));
}

/**
 * Category labels that stand in a list's place ("Programming languages", "Tools"), and words
 * that are one only alone ("Others", "Operating Systems").
 */
const LIST_LABEL = /\b(?:languages?|langues?|frameworks?|tools|outils|skills|competences|technologies|software|logiciels|platforms?|databases?|libraries|areas|level|comment)$|^(?:others?|autres?|miscellaneous|divers|methodolog(?:y|ies)|operating systems?|ides?)$/i;

/**
 * What a list holds that no skill is: how a language is known ("lu, parlé, écrit", "Strong"),
 * a month cut from its date ("Sep, 2008-Oct 2009"), a project's field label that a Word table sets
 * on a line of its own ("Role", "Responsibilities"), and a fragment cut off at a function word
 * ("debugging of", "daily and").
 */
const NOT_AN_ITEM = /^(?:lu|parle|ecrit|read|spoken|written|strong|fort|tres bien|bien|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|role|roles?\s*(?:and|&)\s*responsibilit(?:y|ies)|responsibilit(?:y|ies)|description|period|duration|client|team size)$|\s(?:and|or|of|the|to|with|for|in|et|ou|de|du|des|le|la|les|en|avec|pour)$/;

/**
 * What a quality, safety or security engineer lists beside tools: a standard by its number ("ISO 9001",
 * "EN 9100", "IATF 16949", "ISO/IEC 27001:2022") or a method named by a digit and a letter ("8D", "5S"),
 * which the rules below would take for a phone number's or a date's digits.
 */
const STANDARD_OR_METHOD = /^(?:(?:ISO|IEC|EN|NF|IATF|AS|BS|DIN|IPC|OHSAS)(?:\/(?:IEC|TS))?\s?\d{3,5}[A-Z]?(?:[-:]\d{1,4})*|[1-9][A-Z])$/;

/**
 * "Bachelor of Education, Mary Immaculate College, 2015" under "Qualifications", which names the
 * skills of a US resume and the schooling of an Irish or British CV: a school or a degree is no skill.
 */
const SCHOOL_OR_DEGREE = /\b(?:universit\w*|college|school|ecole|lycee|institute?|academy|academie|faculty|faculte)\b|^(?:bachelor|master'?s?\s+(?:of|in|degree)|b\.?\s?sc|m\.?\s?sc|mba|ph\.?\s?d|bts|dut|licence|diplome|diploma|degree)\b/;

function looksLikeSkillItem(item: string): boolean {
  if (STANDARD_OR_METHOD.test(item)) return true;
  const words = item.split(/\s+/);
  const foldedWords = fold(item).split(/\s+/);
  return (
    words.length <= 4 &&
    item.length <= 32 &&
    /^[\p{L}]/u.test(item) &&
    /\p{L}{2}/u.test(item) &&
    !/[.!?()]|\d{3}/.test(item) &&
    // A template's blanks: "XXX, YYY, ZZZ", and moderncv's "category 1 XXX", a row's label run into its first blank.
    !/^(?:x+|y+|z+)\b|\s(?:x{3,}|y{3,}|z{3,})$/i.test(item) &&
    !/^etc\b/i.test(item) &&
    !LIST_LABEL.test(fold(item)) &&
    !NOT_AN_ITEM.test(fold(item)) &&
    !SCHOOL_OR_DEGREE.test(fold(item)) &&
    !levelIn(item) &&
    !headingOf(item) &&
    // "via training, in particular by", "tools that are", "DJing at Mines Nancy", "En recherche d'un stage": words of a
    // sentence that a list's commas cut, not a skill's name; nor a small word alone ("with").
    !foldedWords.some((word) => SENTENCE_WORDS.has(word)) &&
    !foldedWords.every((word) => FUNCTION_WORDS.has(word))
  );
}
const SENTENCE_WORDS = new Set(['that', 'are', 'is', 'was', 'were', 'by', 'via', 'which', 'who', 'especially', 'particular', 'at', "d'un", "d'une", 'qui', 'que', 'dont', 'par']);
